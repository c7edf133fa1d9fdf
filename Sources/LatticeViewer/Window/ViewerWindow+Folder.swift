import Catalog
import CollectionView
import DiffableDataSource
import Folders
import Foundation
import Gtk
import InputFiles
import JSONInput
import LatticeGTK
import LatticeLayout

/// Where a folder window is and has been: the folder shown, Back and Forward history, hidden files, order.
struct FolderNavigation {
    var path: String
    var back: [String] = []
    var forward: [String] = []
    var showHidden = false
    var sort = FolderSort.name
    /// Whether `path` is a data file of the folder opened in place (a CSV, a database …), not a folder: the window
    /// shows it as a table, Back returning to the folder.
    var showsFile = false

    /// Goes to `target` (a standardized path), remembering where it was for Back unless `recordHistory` is false;
    /// false when it is already there and history is recorded (nothing to do).
    mutating func go(to target: String, recordHistory: Bool) -> Bool {
        guard target != path || !recordHistory else { return false }
        if recordHistory {
            back.append(path)
            forward = []
        }
        path = target
        return true
    }

    /// Back (`forwards` false) or Forward: the folder before (or after) in the history opens, this one going on
    /// the other side; false when there is none.
    mutating func step(forwards: Bool) -> Bool {
        guard let next = forwards ? forward.popLast() : back.popLast() else { return false }
        if forwards { back.append(path) } else { forward.append(path) }
        path = next
        return true
    }
}

extension ViewerWindow {
    /// Opens the folder at `path` in this window (Return or double-click on a folder, a place, Alt+Up…),
    /// remembering where it was for Back.
    func navigate(to path: String, recordHistory: Bool = true) {
        guard var navigation = folder,
            navigation.go(to: URL(fileURLWithPath: path).standardizedFileURL.path, recordHistory: recordHistory)
        else { return }
        navigation.showsFile = !FolderListing.isFolder(navigation.path)
        saveState()
        folder = navigation
        load(resetView: true)
    }

    /// Alt+Left / Alt+Right.
    func goBack() { step(forwards: false) }
    func goForward() { step(forwards: true) }

    /// Moves through the history (`FolderNavigation.step`).
    private func step(forwards: Bool) {
        guard var navigation = folder, navigation.step(forwards: forwards) else { return }
        navigation.showsFile = !FolderListing.isFolder(navigation.path)
        saveState()
        folder = navigation
        load(resetView: true)
    }

    /// Alt+Up.
    func goUp() {
        guard let navigation = folder, navigation.path != "/" else { return }
        navigate(to: URL(fileURLWithPath: navigation.path).deletingLastPathComponent().path)
    }

    /// Ctrl+H.
    func toggleHidden() {
        guard folder != nil else { return }
        folder!.showHidden.toggle()
        settings.store?.set("show-hidden", folder!.showHidden)
        load(resetView: false)
    }

    /// A sort entry of the context menu: the key, or the same key again to reverse it.
    func sort(by key: FolderSort.Key) {
        guard var navigation = folder else { return }
        navigation.sort =
            navigation.sort.key == key ? FolderSort(key, reversed: !navigation.sort.isReversed) : FolderSort(key)
        folder = navigation
        settings.store?.set("sort-key", key.rawValue)
        settings.store?.set("sort-reversed", navigation.sort.isReversed)
        load(resetView: false)
    }

    /// Lists the current folder off the main thread and shows it: at once with a loading page, then the first
    /// entries as soon as they are read, then the whole folder. A reload (Ctrl+R, a change on disk) animates the
    /// difference and keeps the view; a new folder starts at the top in the view it was last seen in. A folder
    /// that cannot be listed shows why — and a failed reload keeps what was on screen, saying why in the
    /// subtitle.
    func load(resetView: Bool) {
        guard let navigation = folder else { return }
        if navigation.showsFile { return openFileInPlace(navigation.path) }
        if resetView {
            // Back from a file opened in place: the folder's own view, none of the file's.
            place.columnSorting = ColumnSorting(generation: place.columnSorting.generation + 1)
            place.reading = DataFileOptions()
            place.isFirstVisit = false
            hideRecord()
        }
        let generation = loading.begin(fresh: resetView)
        let path = navigation.path, showHidden = navigation.showHidden, sort = navigation.sort
        let name = path == "/" ? "/" : FileName.shown(URL(fileURLWithPath: path).lastPathComponent)
        if resetView {
            place.location = path
            loading.monitor = FolderMonitor(path: path)
            loading.monitor?.onChange = { [weak self] in self?.reloadFromDisk() }
            restoreState(for: path)
            window.setTitle(name, subtitle: tr("Loading…"))
            window.navigation.update(canGoBack: !navigation.back.isEmpty, canGoForward: !navigation.forward.isEmpty)
            refreshCommands()
            show(Catalog(title: name, subtitle: path, sections: [], sourcePath: path), animated: false)
            mainCanvas.model.emptyState = EmptyState(iconName: "folder-symbolic", title: tr("Loading…"))
        }
        let deliver: @Sendable (Result<PreparedCatalog, InputError>?, Int, PreparedCatalog?) -> Void = {
            [weak self] result, read, partial in
            MainContext.post {
                guard let self, self.loading.isCurrent(generation) else { return }
                self.loaded(result, read: read, partial: partial, path: path, resetView: resetView)
            }
        }
        // Each batch shown is prepared with the listing, off the main thread: the main thread only applies it.
        // (A reload shows only the whole listing, so its batches need no preparing.)
        let chain = PreparationChain(from: mainPresentation, query: query)
        Task.detached(priority: .userInitiated) {
            let result = Result<PreparedCatalog, InputError> { () throws(InputError) in
                let catalog = try FolderListing.catalog(
                    forFolder: path, showHidden: showHidden, sort: sort,
                    format: .locale
                ) { read, partial in
                    deliver(nil, read, resetView ? partial.map { chain.prepare($0) } : nil)
                }
                return chain.prepare(catalog)
            }
            deliver(result, 0, nil)
        }
    }

    /// The folder changed on disk: reload — or, while a listing is running, once it has finished, so a folder
    /// that keeps changing still gets whole listings shown (a new listing would otherwise supersede the running
    /// one at every change, and none would ever land).
    func reloadFromDisk() {
        if loading.changedOnDisk() { load(resetView: false) }
    }

    private func loaded(
        _ result: Result<PreparedCatalog, InputError>?, read: Int, partial: PreparedCatalog?, path: String,
        resetView: Bool
    ) {
        let name = path == "/" ? "/" : FileName.shown(URL(fileURLWithPath: path).lastPathComponent)
        // A listing that landed (or failed) ends the load; changes that came meanwhile start the next one after
        // this result is shown.
        let reloadAfter = result != nil && loading.finish()
        defer { if reloadAfter { load(resetView: false) } }
        switch result {
        case nil:
            // Progress: a count in the subtitle, and the first entries while the rest are read.
            // TRANSLATORS: a folder being listed; %d is how many of its entries have been read so far.
            window.setTitle(name, subtitle: trn("Loading… %d item", "Loading… %d items", read))
            // Each batch of a folder being opened, at once: the listing arrives in the file system's order and is
            // sorted anew each time, so animating the batches would slide rows through rows for nothing a user
            // follows (GNOME Files shows them at once too).
            if let partial, resetView { show(partial, animated: false) }
        case .success(let prepared)?:
            showLocation(path, title: name)
            mainCanvas.model.emptyState = EmptyState(iconName: "folder-symbolic", title: tr("Folder is Empty"))
            show(prepared, animated: !resetView)  // a reload's changes animate; an opened folder's last batch does not
            if !query.isEmpty { startSubfolderSearch() }  // what is below changed too, or is another folder's
            reports.onLoaded?(prepared.catalog)
        case .failure(let error)?:
            if resetView || scene.catalog.itemCount == 0 {
                show(Catalog(title: name, subtitle: path, sections: [], sourcePath: path), animated: false)
                mainCanvas.model.emptyState = EmptyState(
                    // TRANSLATORS: %s is the folder's name; the page then says why it cannot be listed.
                    iconName: "dialog-error-symbolic", title: tr("Cannot Open “%s”", name),
                    description: error.message)
                showLocation(path, title: name)
            } else {
                // TRANSLATORS: %s is why the folder could not be listed again (the system's words).
                window.setTitle(name, subtitle: tr("Reload failed: %s", error.message))  // keeps what was on screen
            }
        }
    }

    /// The header shows the folder at `path`: its name, its path bar, Back and Forward as the history allows.
    private func showLocation(_ path: String, title: String) {
        guard let navigation = folder else { return }
        window.setLocation(
            path, title: title, canGoBack: !navigation.back.isEmpty, canGoForward: !navigation.forward.isEmpty)
        refreshCommands()
    }

    /// Applies the view `path` was last left in (mode, zoom, collapsed sections), or keeps the current one.
    private func restoreState(for path: String) {
        guard let state = settings.state(of: path) else { return }
        place.collapsed = Set(state.collapsed)
        if let mode = ViewMode(rawValue: state.mode) { show(mode) }
        if CatalogScene.zoomLevels.contains(state.zoom), state.zoom != scene.zoom {
            let next = makeScene(zoom: state.zoom)
            present(next.mainView(mode, appearance: appearance), animated: false)
            scene = next
        }
    }

    /// Return or double-click on an item of a folder: a folder opens in place, and so does a data file Lattice reads
    /// (`opensInPlace`); any other file with its default app (*Open With* offers the others for a data file too).
    func activateFolderItem(_ item: CatalogItem) {
        guard let path = item.filePath, FileManager.default.fileExists(atPath: path) else { return }
        if FolderListing.isFolder(path) || Self.opensInPlace(path) {
            navigate(to: path)
        } else {
            window.showFile(path: path)
        }
    }

    /// Whether the file at `path` is one Lattice opens in place from a folder: a CSV, TSV, JSON, JSON Lines or
    /// SQLite file, or a zip archive of such files, by its name (what the Open dialog offers as Data Files, less
    /// plain text, which is as often prose).
    static func opensInPlace(_ path: String) -> Bool {
        let name = Decompression.innerName(path).lowercased()  // `trips.csv.gz` opens as a CSV
        let extensions =
            CatalogFormat.allCases.flatMap(\.extensions) + ["geojson", "psv", "sqlite", "sqlite3", "db", "zip"]
        return extensions.contains { name.hasSuffix("." + $0) }
    }

    /// Shows the data file at `path`, a folder's, in place: read by the window as a file given on the command line
    /// is (first rows while the rest come), in the view it was last left in, the path bar and Back leading to its
    /// folder. The folder is no longer watched; Back lists it again where it was left.
    private func openFileInPlace(_ path: String) {
        let restored = settings.state(of: path)
        loading.monitor = nil
        place.location = path
        place.reading = restored?.reading ?? DataFileOptions()
        place.columnSorting = ColumnSorting(
            sort: restored?.sort, grouping: restored?.grouping ?? [],
            generation: place.columnSorting.generation + 1)
        place.collapsed = Set(restored?.collapsed ?? [])
        place.isFirstVisit = restored == nil
        let name = FileName.shown(URL(fileURLWithPath: path).lastPathComponent)
        if let mode = restored.flatMap({ ViewMode(rawValue: $0.mode) }) { show(mode) }
        show(Catalog(title: name, subtitle: path, sections: [], sourcePath: path), animated: false)
        showLocation(path, title: name)
        loadCatalogue(at: path)
    }

    /// The folder entries of the context menu: the order (choosing the current one again reverses it),
    /// hidden files and reload.
    func folderMenuEntries() -> [MenuEntry] {
        guard let navigation = folder else { return [] }
        let keys: [(FolderSort.Key, String)] = [
            // TRANSLATORS: what a folder is sorted by, in "Sort by %s" (the context menu).
            (.name, trc("sort key", "Name")), (.size, trc("sort key", "Size")),
            (.modified, trc("sort key", "Modification Date")), (.type, trc("sort key", "Type"))
        ]
        var entries = keys.map { key, title in
            let ascending: Bool? = navigation.sort.key == key ? !navigation.sort.isReversed : nil
            return MenuEntry(Self.sortEntryTitle(title, ascending: ascending)) { [weak self] in self?.sort(by: key) }
        }
        entries.append(
            MenuEntry(navigation.showHidden ? tr("Hide Hidden Files") : tr("Show _Hidden Files")) { [weak self] in
                self?.toggleHidden()
            })
        entries.append(MenuEntry(tr("_Reload")) { [weak self] in self?.load(resetView: false) })
        return entries
    }

    /// Fills the sidebar's folder tree with Home's sub-folders (their own children load when expanded).
    func loadFolderTree() {
        let home = Places.home
        let showHidden = folder?.showHidden ?? false
        listSubfolders(of: home, showHidden: showHidden) { [weak self] children in
            guard let self else { return }
            var tree = FolderTree()
            let keys = tree.keys(for: children)
            tree.outline.append(keys)
            for key in keys { tree.outline.markHasUnloadedChildren(key) }
            self.folderTree = tree
            self.presentSidebar(self.makeScene())
        }
    }

    /// Expands or collapses the folder `key` stands for in the folder tree; the first expansion lists its
    /// sub-folders off the main thread and then shows them, animated.
    func toggleTreeFolder(_ key: String) {
        guard folderTree.outline.contains(key) else { return }
        if folderTree.outline.isExpanded(key) {
            folderTree.outline.collapse([key])
            presentSidebar(makeScene())
        } else if folderTree.outline.hasUnloadedChildren(key) {
            listSubfolders(of: folderTree.path(of: key), showHidden: folder?.showHidden ?? false) {
                [weak self] children in
                guard let self, self.folderTree.outline.contains(key) else { return }
                var loaded = SectionSnapshot<String>()
                let keys = self.folderTree.keys(for: children)
                loaded.append(keys)
                for child in keys { loaded.markHasUnloadedChildren(child) }
                self.folderTree.outline.replace(childrenOf: key, using: loaded)
                self.folderTree.outline.markHasUnloadedChildren(key, false)
                self.folderTree.outline.expand([key])
                self.presentSidebar(self.makeScene())
            }
        } else {
            folderTree.outline.expand([key])
            presentSidebar(makeScene())
        }
    }

    /// Lists the sub-folders of `path` off the main thread and hands them to `done` on it (none when the
    /// folder cannot be listed: the row then simply has no children).
    private func listSubfolders(of path: String, showHidden: Bool, done: @escaping @MainActor ([String]) -> Void) {
        Task {
            let children = await Task.detached(priority: .userInitiated) {
                (try? FolderListing.subfolders(of: path, showHidden: showHidden, format: .locale)) ?? []
            }.value
            done(children)
        }
    }

    /// The header bar's Back and Forward buttons and path bar (the folder keys are commands: `ViewerCommand.all`).
    func installFolderNavigation() {
        window.navigation.onBack = { [weak self] in self?.goBack() }
        window.navigation.onForward = { [weak self] in self?.goForward() }
        window.navigation.onOpenPath = { [weak self] path in self?.navigate(to: path) }
    }
}
