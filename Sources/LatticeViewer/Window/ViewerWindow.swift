import Catalog
import CollectionView
import DiffableDataSource
import Folders
import Foundation
import Gtk
import LatticeGTK
import LatticeLayout

/// The viewer: a `BrowserWindow` around the sidebar and main canvases of a catalogue (or folder), wired to
/// the scene: the toggle switches list ↔ grid with an animated transition; selecting a sidebar row shows that
/// section in the main area.
@MainActor
package final class ViewerWindow {
    var scene: CatalogScene
    /// The search: its text, its scans, the place it began from (`SearchSession`).
    var search = SearchSession()
    /// What the main area is filtered by (empty: nothing).
    var query: String { search.query }
    /// How the location shown is viewed and remembered: collapsed sections, a catalogue's sort, a data file's reading.
    package var place = LocationView()
    package let mainCanvas: CanvasView
    /// What the main canvas shows (every change of its data goes through `show(_:animated:)`).
    private(set) var mainPresentation: MainPresentation
    let sidebarCanvas: CanvasView
    /// What feeds the sidebar's view: its data source and the rows it describes.
    let sidebar: SidebarSource
    let window: BrowserWindow
    /// The view shown and the one the toggle goes back to: the one owner of the mode.
    private(set) var modes: ViewModeChoice
    /// The view shown now.
    var mode: ViewMode { modes.mode }
    /// Folder mode: where the window is and has been (nil for a catalogue).
    var folder: FolderNavigation?
    /// Whether a folder's listing is shown (a folder window, not showing one of its data files in place).
    var listsFolder: Bool { folder.map { !$0.showsFile } ?? false }
    /// The folder watched and the load running (`LoadState`).
    var loading = LoadState()
    /// Folder mode: the sidebar's folder tree from Home, children listed on first expand.
    var folderTree = FolderTree()
    /// What the window reports of its work (`lattice --timings`).
    package var reports = Reports()
    /// The list rows' appearance.
    static let listAppearance = ListConfiguration.Appearance.insetGrouped
    var appearance: ListConfiguration.Appearance { Self.listAppearance }
    let settings: ViewerSettings

    /// The pane showing the selected row of a table whole, made when first opened (`ViewerWindow+Record.swift`).
    var recordPane: RecordPane?

    /// The application the window belongs to.
    package var application: ApplicationHandle { window.application }

    /// What a window reports of its work, for timings.
    package struct Reports {
        /// Called when the application quits with this window open.
        package var onQuit: (() -> Void)?
        /// Called when a folder listing or a catalogue read in the window has been read completely and shown.
        package var onLoaded: ((Catalog) -> Void)?
        /// Called with a location the user typed (Connect to Server…) for the application to open in a window.
        package var onOpenLocation: ((String) -> Void)?
    }

    /// Creates the window on `catalog`, as `settings` remember it (for this location, else the last view);
    /// with a `failure`, the main area shows it as a status page instead.
    /// With `folder`, the window browses that folder (listed off the main thread), and `catalog` is what it
    /// shows until the listing arrives.
    package init(
        application: ApplicationHandle, catalog: Catalog, theme: Theme, failure: EmptyState? = nil,
        settings: ViewerSettings = ViewerSettings(store: nil), folder: String? = nil
    ) {
        self.settings = settings
        if let folder {
            var navigation = FolderNavigation(path: URL(fileURLWithPath: folder).standardizedFileURL.path)
            navigation.showHidden = settings.store?.bool("show-hidden") ?? false
            if let key = settings.store.flatMap({ FolderSort.Key(rawValue: $0.string("sort-key")) }) {
                navigation.sort = FolderSort(key, reversed: settings.store?.bool("sort-reversed") ?? false)
            }
            self.folder = navigation
        }
        place.location =
            failure == nil && !catalog.sourcePath.isEmpty
            ? URL(fileURLWithPath: catalog.sourcePath).standardizedFileURL.path : ""
        let restored = settings.state(of: place.location)
        place.reading = restored?.reading ?? DataFileOptions()
        let mode =
            restored.flatMap { ViewMode(rawValue: $0.mode) }
            ?? (folder == nil && failure == nil && Self.opensAsTable(catalog) ? .columns : settings.defaultMode)
        // A file read by the window once it shows (a large one) is told when its first rows come.
        place.isFirstVisit = restored == nil && folder == nil && failure == nil && catalog.table == nil
        let zoom = restored?.zoom ?? settings.zoom(for: mode)
        modes = ViewModeChoice(mode)
        place.collapsed = Set(restored?.collapsed ?? settings.collapsedSections)
        // A catalogue opens in the order and groups it was left in (a large file's is applied once it is read: `loadCatalogue`);
        // its columns are its own order's, so they are the same whichever sort is shown.
        var shown = catalog
        let grouping = restored?.grouping ?? []
        if self.folder == nil, failure == nil, restored?.sort != nil || !grouping.isEmpty,
            let arranged = ColumnSorting.arranged(catalog, sort: restored?.sort, grouping: grouping)
        {
            place.columnSorting = ColumnSorting(sort: restored?.sort, grouping: arranged.groupedBy, ownOrder: catalog)
            shown = arranged
        }
        scene = CatalogScene(
            catalog: shown, collapsed: place.collapsed, zoom: CatalogScene.zoomLevels.contains(zoom) ? zoom : 1,
            sort: place.columnSorting.sort, columns: CatalogScene.tableColumns(of: catalog))
        let measurer = PangoTextMeasurer()
        let start = Size(width: 700, height: 600)
        mainPresentation = MainPresentation(data: scene.mainData())
        mainCanvas = CanvasView(
            model: scene.mainModel(
                layout: mode, appearance: Self.listAppearance, size: start, scale: 1,
                measurer: measurer, data: mainPresentation.data), theme: theme,
            accessibleRole: mode == .grid ? .grid : .list,
            // TRANSLATORS: what screen readers call the main area, the list or grid of items.
            label: tr("Items"))
        let sidebarModel = CollectionViewModel(
            layout: CatalogScene.sidebarLayout, viewportSize: Size(width: 260, height: 600),
            measurer: measurer)
        CatalogScene.styleSidebar(sidebarModel)
        sidebarCanvas = CanvasView(model: sidebarModel, theme: theme, label: tr("Sidebar"))
        sidebar = SidebarSource(model: sidebarModel)
        window = BrowserWindow(
            application: application, title: catalog.title, subtitle: catalog.subtitle,
            sidebar: sidebarCanvas, main: mainCanvas, geometry: settings.geometry,
            about: Dialogs.About(
                name: "Lattice", version: "0.1.0", comments: tr("Lists and grids for the Linux desktop"),
                iconName: SampleLocator.applicationID),
            menu: ViewerCommand.primaryMenu)
        window.showViewButtons(modes)
        if let anchor = restored?.anchor, let path = mainPresentation.data.path(of: anchor) {
            mainCanvas.model.scroll(toItem: path, position: .top)
        }
        // Data files are told by their bytes, but the chooser filters by name: the names such files usually have.
        window.openableFiles = Dialogs.FileFilter(
            name: tr("Data Files"),
            extensions: CatalogFormat.allCases.flatMap(\.extensions)
                + ["geojson", "txt", "psv", "dat", "sqlite", "sqlite3", "db", "zip"])
        window.requests = BrowserWindow.Requests(
            mode: { [weak self] mode in self?.show(mode) },
            close: { [weak self] _ in
                self?.remember()
                AppSettings.sync()
            },
            search: { [weak self] text in self?.search(text) },
            fileOrder: { [weak self] in self?.showFileOrder() },
            openLocation: { [weak self] location in self?.reports.onOpenLocation?(location) })
        sidebarCanvas.model.onSelectionChange = { [weak self] selection in self?.sidebarSelected(selection) }
        sidebarCanvas.model.onAccessory = { [weak self] path, accessory in
            if accessory.kind == .outlineDisclosure { self?.toggleSidebarSection(at: path) }
        }
        mainCanvas.hooks.contextMenu = { [weak self] path in self?.mainContextMenu(for: path) ?? [] }
        mainCanvas.hooks.dragPaths = { [weak self] point in self?.dragPaths(at: point) ?? [] }
        mainCanvas.hooks.copy = { [weak self] in self?.copiedText() }
        mainCanvas.model.onSelectionChange = { [weak self] _ in self?.followSelectionInRecord() }
        mainCanvas.hooks.onZoomScroll = { [weak self] delta, point in self?.zoomContinuously(by: delta, at: point) }
        mainCanvas.model.onActivate = { [weak self] path in
            guard let self, let item = self.scene.mainItem(at: path) else { return }
            if self.listsFolder {
                self.activateFolderItem(item)
            } else if let image = item.imagePath {
                self.window.showFile(path: image)
            } else {
                // A nested document's member that holds an object or array opens it: its section (an object of
                // tables names each table's key `PATH#`); any other row of a table shows whole in the record pane.
                let opened = self.revealSection(item.id.hasSuffix("#") ? String(item.id.dropLast()) : item.id)
                if !opened, self.scene.catalog.table != nil { self.toggleRecord(at: path) }
            }
        }
        mainCanvas.model.emptyState =
            failure
            ?? EmptyState(
                iconName: "edit-find-symbolic", title: tr("No Results Found"),
                description: tr("Try a different search."))
        presentSidebar(scene, animated: false)
        installColumnHeader()
        installScrollSpy()
        installRecordKeys()
        installSidebarMenu()
        installCommands()
        if self.folder != nil {
            installFolderNavigation()
            load(resetView: true)
            loadFolderTree()
        } else {
            installReordering()
        }
    }

    /// Shows the window.
    package func present() { window.present() }

    /// Remembers the window's geometry and how this location is viewed.
    package func remember() {
        settings.save(window.geometry)
        saveState()
    }

    /// Remembers how this location is viewed (mode, zoom, collapsed sections, the item at the top, a catalogue's
    /// sort); an error page has no location and changes nothing.
    func saveState() {
        let data = mainCanvas.model.engine.dataSource
        let anchor = mainCanvas.model.accessibleElements().first { !$0.isHeading }.flatMap {
            data.path(ofItem: $0.identity)
        }
        .flatMap { scene.mainItemID(at: $0) }
        guard let state = place.state(mode: mode, zoom: scene.zoom, anchor: anchor, isFolder: listsFolder) else {
            return
        }
        settings.save(state, of: place.location)
    }

    /// Redraws both canvases in `theme` (the desktop switched light/dark or high contrast).
    package func apply(_ theme: Theme) {
        mainCanvas.theme = theme
        sidebarCanvas.theme = theme
        recordPane?.canvas.theme = theme
    }

    /// Zooms the main area (Ctrl+plus / Ctrl+minus step, Ctrl+0 resets), animated like a layout switch.
    func zoom(by steps: Int) {
        let levels = CatalogScene.zoomLevels
        let current = levels.firstIndex(of: scene.zoom) ?? levels.firstIndex(of: 1)!
        let target = steps == 0 ? levels.firstIndex(of: 1)! : min(max(current + steps, 0), levels.count - 1)
        guard target != current else { return }
        let next = makeScene(zoom: levels[target])
        present(next.mainView(mode, appearance: appearance), animated: true)
        scene = next
        saveState()
    }

    /// Ctrl+scroll: zooms continuously, keeping the item under the pointer under it; crossing from the
    /// largest rows to a compact grid (or back) animates like the view toggle.
    func zoomContinuously(by delta: Double, at point: Point) {
        let (nextMode, nextZoom) = CatalogScene.continuousZoom(mode: mode, zoom: scene.zoom, delta: delta)
        guard nextMode != mode || abs(nextZoom - scene.zoom) > 0.001 else { return }
        let model = mainCanvas.model
        let anchor = model.hit(at: point).flatMap { $0.attributes.category == .cell ? $0.attributes.indexPath : nil }
        let switching = modes.select(nextMode)
        let next = makeScene(zoom: nextZoom)
        present(next.mainView(mode, appearance: appearance), animated: switching, anchor: anchor)
        scene = next
        saveState()
    }

    /// Filters the main area by `text`, searching off the main thread (`SearchRunner`): the first results show
    /// as soon as there are a screenful, the rest when the scan ends.
    func search(_ text: String) {
        guard search.change(to: text, place: PlaceBeforeSearch(of: mainCanvas.model)) else { return }
        startSearch()
        startSubfolderSearch()
    }

    /// Runs the search for `query` over the catalogue shown (a folder's with what was found below it). The newest
    /// search's results prepared against what is shown are applied as they come; when the main area changed
    /// meanwhile (a folder's next batch), the search starts again over what it shows now.
    func startSearch() {
        search.runner.start(searchedCatalog, query: query, from: mainPresentation) {
            [weak self] search, prepared, isComplete in
            MainContext.post { [weak self] in
                guard let self, self.search.runner.isNewest(search) else { return }
                if prepared.applies(to: self.mainPresentation, query: self.query) {
                    // A search's first results, and the place given back when it is cleared, replace what is
                    // shown at once: animated, the update would keep the old scroll position.
                    let jumps = self.search.jumps(isComplete: isComplete)
                    self.show(prepared, animated: !jumps)
                    if jumps { self.keepPlace() }
                } else {
                    self.startSearch()
                }
            }
        }
    }

    /// A search's first results were shown (from the top), or the search was cleared and its last results
    /// shown (the place it began from is given back: `PlaceBeforeSearch`).
    private func keepPlace() {
        switch search.placeAfterJump() {
        case .top:
            mainCanvas.model.scroll(toOffset: 0)
            revealMatchingColumn()
        case .restore(let place): place.restore(in: mainCanvas.model)
        case .stay: break
        }
    }

    /// In the columns view of a wide table, a search's first match brought into view: the columns scroll sideways to
    /// the first one whose value holds the query in the first row found.
    func revealMatchingColumn() {
        guard mode == .columns, let table = scene.catalog.table, let group = scene.groups.first,
            let item = group.items.first
        else { return }
        let query = SearchQuery(query, columns: table.columns)
        let columns = scene.columns(ofGroup: 0)
        guard !query.isEmpty,
            let index = columns.columns.indices.first(where: { index in
                let id = columns.columns[index].id
                return (query.column == nil || query.column == (id == ColumnSort.name ? table.titleName : id))
                    && query.contains(CatalogScene.value(of: item, inColumn: id))
            })
        else { return }
        scrollColumns(to: columns.offset(revealing: index, width: mainCanvas.model.viewport.size.width))
    }

    /// The scene of the window's state now (catalogue, collapsed sections, search, zoom, places), with any of
    /// them replaced.
    /// `groups` are the main area's groups when they were computed beforehand (see `PreparedCatalog`).
    func makeScene(
        catalog: Catalog? = nil, zoom: Double? = nil, groups: [CatalogScene.Group]? = nil,
        columns: TableColumns? = nil
    ) -> CatalogScene {
        CatalogScene(
            catalog: catalog ?? scene.catalog, collapsed: place.collapsed, query: query, zoom: zoom ?? scene.zoom,
            places: listsFolder ? Places.current() : [], folderTree: listsFolder ? folderTree : nil,
            groups: groups ?? (catalog == nil ? scene.groups : nil),  // zoom leaves the groups as they are
            sort: columnSort, columns: columns ?? (keepsColumns(for: catalog) ? scene.columns : nil),
            sectionColumns: keepsColumns(for: catalog) ? scene.sectionColumns : nil)
    }

    /// Whether a scene of `catalog` (nil: the one shown) keeps the columns shown: it does for the same location
    /// once they were found (sorting, searching, reloading and zooming never move them).
    func keepsColumns(for catalog: Catalog?) -> Bool {
        guard let catalog else { return true }
        // A data file read another way (another title, delimiter, encoding) has columns of its own.
        return catalog.sourcePath == scene.catalog.sourcePath && scene.columns.columns.count > 1
            && catalog.table?.columns == scene.catalog.table?.columns
            && catalog.table?.titleColumn == scene.catalog.table?.titleColumn
    }

    /// Shows `prepared` in the main area and sidebar: animated as a diff from what is shown, or at once. Work
    /// prepared against another presentation or search is done again, here. `columns`, when given, replace the
    /// columns found for `prepared.catalog` (a sorted catalogue's are its own order's).
    func show(_ prepared: PreparedCatalog, animated: Bool, columns: TableColumns? = nil) {
        guard prepared.applies(to: mainPresentation, query: query) else {
            show(
                PreparedCatalog(prepared.catalog, query: query, replacing: mainPresentation), animated: animated,
                columns: columns)
            return
        }
        let switchesToTable = choosesTableFirst(for: prepared.catalog)
        let next = makeScene(catalog: prepared.catalog, groups: prepared.groups, columns: columns)
        let model = mainCanvas.model
        let view = next.mainView(mode, appearance: appearance)
        model.update(to: prepared.presentation.data, animated: animated) { view.applyContent(to: model) }
        if switchesToTable { present(view, animated: false) }
        // The search bar says what a search looks in: a table's every column (or one, named first), else the items.
        window.search.entry.setPlaceholder(
            prepared.catalog.table == nil
                ? tr("Search")
                // TRANSLATORS: the search bar's hint over a table; "column" stands for a column's name, typed before a colon.
                : tr("Search every column, or column: text"))
        window.showArrangement(arrangementNote)
        let shown = mainPresentation
        mainPresentation = prepared.presentation
        releaseInBackground(consume shown)
        presentSidebar(next)
    }

    /// How many columns make a data file open as a table: a file of two or three (a name and a value or two) reads
    /// well as a list.
    static let tableFirstColumns = 4

    /// Whether `catalog`, seen for the first time, opens in the columns view: a data file of one table with
    /// `tableFirstColumns` columns or more (the view chosen is remembered from then on, like any).
    static func opensAsTable(_ catalog: Catalog) -> Bool {
        guard let table = catalog.table else { return false }
        return table.columns.count >= tableFirstColumns && table.sectionColumns.isEmpty
    }

    /// A file read by the window and seen for the first time: once its first rows show that it is a table
    /// (`opensAsTable`), the columns view is chosen, before they are drawn. True when the mode changed.
    private func choosesTableFirst(for catalog: Catalog) -> Bool {
        guard place.isFirstVisit, catalog.table != nil else { return false }
        place.isFirstVisit = false
        return Self.opensAsTable(catalog) && modes.select(.columns)
    }

    /// Shows `catalog` (see `show(_:animated:)`), preparing it here.
    func show(_ catalog: Catalog, animated: Bool) {
        show(PreparedCatalog(catalog, query: query, replacing: mainPresentation), animated: animated)
    }

    /// Shows the main area in `mode` (Ctrl+1/2/3, the header bar's toggle, the context menu), switching with the
    /// animated morph.
    func show(_ mode: ViewMode) {
        guard modes.select(mode) else { return }
        present(scene.mainView(mode, appearance: appearance), animated: true)
        saveState()
    }

    /// Puts `view` on the main canvas: its layout (animated as a switch, kept still around `anchor`, or at once),
    /// its cells and background, and the role assistive technologies see. Every change of what the main area
    /// shows comes here, or to `MainView.applyContent` for new cells in the same layout.
    func present(_ view: MainView, animated: Bool, anchor: ItemPath? = nil) {
        window.showViewButtons(modes)
        mainCanvas.accessibleRole = view.role
        view.apply(to: mainCanvas.model, animated: animated, anchor: anchor)
    }

}
