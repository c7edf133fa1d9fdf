import Catalog
import CollectionView
import Foundation
import Gtk
import InputFiles
import PostgreSQLSource

extension ViewerWindow {
    /// Opens the database at `location` in a window already showing: its catalogue (schemas, relations, their
    /// estimated counts) read off the main thread, then shown with each relation's rows read from the server as they
    /// come on screen — placeholders until then, redrawn as rows arrive, the main area shown again when a count is
    /// refined. A database that cannot be opened shows its error in the window.
    package func loadDatabase(at location: String) {
        let generation = loading.begin()
        let name = scene.catalog.title
        window.setTitle(name, subtitle: tr("Connecting…"))
        let settled = mainCanvas.model.emptyState
        mainCanvas.model.emptyState = EmptyState(iconName: "network-server-symbolic", title: tr("Connecting…"))
        let reading = place.reading
        Task.detached(priority: .userInitiated) { [weak self] in
            let result = Result<Catalog, InputError> { () throws(InputError) in
                try Catalog.load(location: location, options: reading)
            }
            MainContext.post { [weak self] in
                guard let self, self.loading.isCurrent(generation) else { return }
                _ = self.loading.finish()
                self.mainCanvas.model.emptyState = settled
                switch result {
                case .success(let catalog):
                    self.watchRows(of: catalog, location: location)
                    self.window.setTitle(catalog.title, subtitle: catalog.subtitle)
                    self.show(catalog, animated: false)
                    self.reports.onLoaded?(catalog)
                case .failure(let error):
                    self.show(Catalog(title: name, subtitle: nil, sections: [], sourcePath: ""), animated: false)
                    self.mainCanvas.model.emptyState = EmptyState(
                        // TRANSLATORS: %s is a database's or file's name; the page then says why it cannot be opened.
                        iconName: "dialog-error-symbolic", title: tr("Cannot Open “%s”", name),
                        description: "\(error)")
                    self.window.setTitle(name, subtitle: (try? PostgreSQLLocation(location))?.shown ?? "")
                }
            }
        }
    }

    /// The window's subtitle while rows cannot be read (the server went away, the network dropped): what failed, and
    /// that the next read connects again; the catalogue's own subtitle once rows read again.
    private func sayReading(_ rows: PostgreSQLRows, of catalog: Catalog) {
        if let error = rows.error {
            // TRANSLATORS: %s is the server's or the network's error; the rows already shown stay.
            window.setTitle(catalog.title, subtitle: tr("Cannot read rows, reconnecting: %s", error.message))
        } else {
            window.setTitle(catalog.title, subtitle: catalog.subtitle)
        }
    }

    /// The window's subtitle while a server sorts a relation's rows, until its first rows arrive (`sayReading`
    /// then says how they are read). A click on another header, or the same again, drops this sort and cancels its
    /// query on the server.
    func sayWaitingForSortedRows(of catalog: Catalog) {
        guard catalog.allSections.contains(where: { ($0.items.source as? PostgreSQLRows)?.hasReadNothing ?? false })
        else { return }
        window.setTitle(catalog.title, subtitle: tr("Sorting on the server…"))
    }

    /// Redraws the main area when rows of `catalog`'s database relations arrive, and shows it again when one's count
    /// is refined (the window met the table's end): the rows on screen stay where they are.
    func watchRows(of catalog: Catalog, location: String) {
        for section in catalog.allSections {
            guard let rows = section.items.source as? PostgreSQLRows else { continue }
            rows.onChange = { [weak self] rows, countChanged in
                MainContext.post { [weak self] in
                    guard let self, self.scene.catalog.sourcePath == catalog.sourcePath else { return }
                    if rows.isStale {
                        // The table changed on the server (a column dropped or added): opened again, as it is now.
                        self.loadDatabase(at: location)
                        return
                    }
                    if countChanged { self.show(self.scene.catalog, animated: false) }
                    self.mainCanvas.queueDraw()
                    self.sayReading(rows, of: catalog)
                }
            }
        }
    }
}
