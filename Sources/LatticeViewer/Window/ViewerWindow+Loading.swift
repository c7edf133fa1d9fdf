import Catalog
import CollectionView
import Foundation
import Gtk
import InputFiles
import JSONInput
import LatticeGTK

extension ViewerWindow {
    /// Reads the catalogue file at `path` off the main thread into a window that is already showing: its first
    /// rows appear while the rest are read (500, 5,000, 50,000, 500,000 rows, within the file's first fifth:
    /// `ProgressBatches`, `CatalogRows.report`), with the count in the subtitle; a file that turns out to be
    /// unreadable shows its error in the window. Used for large row
    /// files and JSON documents (`OpenCommand.streams(_:)`), which a window would otherwise wait seconds for. The rows come in the
    /// file's order; the sort the catalogue was left in is applied to the whole, with the parse.
    package func loadCatalogue(at path: String) {
        let generation = loading.begin()
        let sort = place.columnSorting.sort, grouping = place.columnSorting.grouping, reading = place.reading
        place.columnSorting = ColumnSorting(grouping: grouping, generation: place.columnSorting.generation + 1)
        let name = scene.catalog.title
        window.setTitle(name, subtitle: tr("Loading…"))
        let settled = mainCanvas.model.emptyState
        mainCanvas.model.emptyState = EmptyState(iconName: "x-office-document-symbolic", title: tr("Loading…"))
        let deliver: @Sendable (Result<Loaded, InputError>?, Int, PreparedCatalog?) -> Void = {
            [weak self] result, read, partial in
            MainContext.post {
                guard let self, self.loading.isCurrent(generation) else { return }
                self.catalogueLoaded(result, read: read, partial: partial, path: path, name: name, emptyState: settled)
            }
        }
        // Each batch is prepared with the parse, off the main thread: the main thread only applies it.
        let chain = PreparationChain(from: mainPresentation, query: query)
        Task.detached(priority: .userInitiated) {
            let result = Result<Loaded, InputError> { () throws(InputError) in
                let data = try Catalog.readFile(path: path)
                let catalog = try Catalog.parseFile(data, path: path, options: reading) { read, partial in
                    deliver(nil, read, partial.map { chain.prepare($0) })
                }
                GtkRuntime.giveBackFreedMemory()
                guard sort != nil || !grouping.isEmpty,
                    let arranged = ColumnSorting.arranged(catalog, sort: sort, grouping: grouping)
                else { return Loaded(prepared: chain.prepare(catalog)) }
                return Loaded(
                    prepared: chain.prepare(arranged), sort: sort, grouping: arranged.groupedBy, ownOrder: catalog)
            }
            deliver(result, 0, nil)
        }
    }

    /// A catalogue read whole: prepared as it is shown, and when that is sorted or grouped, the sort, the grouping
    /// and its own order.
    struct Loaded: Sendable {
        let prepared: PreparedCatalog
        var sort: ColumnSort? = nil
        var grouping: [String] = []
        var ownOrder: Catalog? = nil
    }

    private func catalogueLoaded(
        _ result: Result<Loaded, InputError>?, read: Int, partial: PreparedCatalog?,
        path: String, name: String, emptyState: EmptyState?
    ) {
        switch result {
        case nil:
            let progress =
                CatalogFormat(path: path) == .json
                // TRANSLATORS: a file being read; %d is how many of its items (a JSON document's) or rows (a table's) have
                // been read so far.
                ? trn("Loading… %d item", "Loading… %d items", read)
                : trn("Loading… %d row", "Loading… %d rows", read)
            window.setTitle(name, subtitle: progress)
            // Batches appear at once, as an opened folder's do: rows arriving below the first screen need no motion.
            if let partial { show(partial, animated: false) }
        case .success(let loaded)?:
            loading.finish()
            let prepared = loaded.prepared
            window.setTitle(prepared.catalog.title, subtitle: prepared.catalog.subtitle)
            mainCanvas.model.emptyState = emptyState
            place.columnSorting.sort = loaded.sort
            place.columnSorting.grouping = loaded.grouping  // a file read another way may lack the columns grouped by
            place.columnSorting.ownOrder = loaded.ownOrder
            show(prepared, animated: false, columns: loaded.ownOrder.map(CatalogScene.tableColumns(of:)))
            reports.onLoaded?(prepared.catalog)
            if case .some(let sort) = place.columnSorting.pending {
                place.columnSorting.pending = .none
                sortCatalogue(sort)
            }
        case .failure(let error)?:
            loading.finish()
            place.columnSorting.pending = .none
            show(Catalog(title: name, subtitle: path, sections: [], sourcePath: path), animated: false)
            mainCanvas.model.emptyState = EmptyState(
                // TRANSLATORS: %s is the file's name; the page then says why it cannot be read.
                iconName: "dialog-error-symbolic", title: tr("Cannot Open “%s”", name),
                description: "\(error)")
            window.setTitle(name, subtitle: path)
        }
    }
}
