import Catalog
import CollectionView
import Foundation
import LatticeGTK
import JSONInput

extension ViewerWindow {
    /// Reads the catalogue file at `path` off the main thread into a window that is already showing: its first
    /// rows appear while the rest are read (500, 5,000, 50,000, 500,000 rows: `ProgressBatches`), with the count
    /// in the subtitle; a file that turns out to be unreadable shows its error in the window. Used for large row
    /// files (`OpenCommand.streams(_:)`), which a window would otherwise wait seconds for.
    package func loadCatalogue(at path: String) {
        loading.isLoading = true
        loading.generation += 1
        let generation = loading.generation
        let name = scene.catalog.title
        window.setTitle(name, subtitle: "Loading…")
        let settled = mainCanvas.model.emptyState
        mainCanvas.model.emptyState = EmptyState(iconName: "x-office-document-symbolic", title: "Loading…")
        let deliver: @Sendable (Result<PreparedCatalog, InputError>?, Int, PreparedCatalog?) -> Void = { [weak self] result, read, partial in
            MainContext.post {
                guard let self, self.loading.generation == generation else { return }
                self.catalogueLoaded(result, read: read, partial: partial, path: path, name: name, emptyState: settled)
            }
        }
        // Each batch is prepared with the parse, off the main thread: the main thread only applies it.
        let chain = PreparationChain(from: mainPresentation, query: query)
        Task.detached(priority: .userInitiated) {
            let result = Result<PreparedCatalog, InputError> { () throws(InputError) in
                let data = try Catalog.readFile(path: path)
                let catalog = try Catalog.parseFile(data, path: path) { read, partial in
                    deliver(nil, read, partial.map { chain.prepare($0) })
                }
                return chain.prepare(catalog)
            }
            deliver(result, 0, nil)
        }
    }

    private func catalogueLoaded(_ result: Result<PreparedCatalog, InputError>?, read: Int, partial: PreparedCatalog?,
                                 path: String, name: String, emptyState: EmptyState?) {
        switch result {
        case nil:
            window.setTitle(name, subtitle: "Loading… \(read.formatted()) rows")
            // Batches appear at once, as an opened folder's do: rows arriving below the first screen need no motion.
            if let partial { show(partial, animated: false) }
        case .success(let prepared)?:
            loading.isLoading = false
            window.setTitle(prepared.catalog.title, subtitle: prepared.catalog.subtitle)
            mainCanvas.model.emptyState = emptyState
            show(prepared, animated: false)
            onLoaded?(prepared.catalog)
        case .failure(let error)?:
            loading.isLoading = false
            show(Catalog(title: name, subtitle: path, sections: [], sourcePath: path), animated: false)
            mainCanvas.model.emptyState = EmptyState(iconName: "dialog-error-symbolic", title: "Cannot Open “\(name)”",
                                                     description: "\(error)")
            window.setTitle(name, subtitle: path)
        }
    }
}
