import CollectionView
import DiffableDataSource
import Foundation
import Gtk
import LatticeGTK
import LatticeLayout

/// A Photos-like browser as a UIKit developer writes it: a sidebar outline of places and albums, photos in month
/// sections whose headers pin to the top, cards with a favourite's badge in a grid or rows in a list (switched
/// through the data source, Ctrl+1 / Ctrl+2), search as you type (Ctrl+F), and the keyboard throughout (F6 moves
/// between the sidebar and the photos).
///
/// It tells a test what it did on standard output once the view has settled: `drew`, `sidebar rows N`,
/// `place NAME: N photos`, `selected TITLE`, `layout grid|list`, `search "TEXT": N photos`, and where its panes
/// are on the screen (`panes …`).
@MainActor
final class PhotosWindow {
    static var shared: PhotosWindow?

    private let window: Window
    private let sidebar: CanvasView
    private let content: CanvasView
    private let places: CollectionViewDataSource<String, Place>
    private let photos: CollectionViewDataSource<String, Photo>
    private let entry = SearchEntry()
    private let searchBar: SearchBar
    private var place = Place.all
    private var search = ""
    private var isGrid = true
    /// What to tell the test once the photos have stopped moving.
    private var pending: [String] = []
    private var sidebarRows = -1

    init(application: ApplicationHandle) {
        window = Window(application: application)
        window.title = "Photos"
        window.defaultSize = (width: 960, height: 640)
        let header = HeaderBar()
        header.setTitleWidget(Label("Photos", singleLine: true))
        window.setTitleBar(header)

        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let sidebarModel = CollectionViewModel(
            layout: .list(using: configuration), viewportSize: Size(width: 220, height: 600),
            measurer: PangoTextMeasurer())
        sidebarModel.background = .role(.sidebarBackground)
        places = CollectionViewDataSource(model: sidebarModel) { _, place, _ in
            if case .header(let name) = place {
                var content = ListContentConfiguration.sidebarHeader()
                content.text = name
                return CellContent(content: content, accessories: [.outlineDisclosure(style: .header)])
            }
            var content = ListContentConfiguration.sidebarCell()
            content.text = place.title
            content.image = .icon(
                place == .favourites
                    ? "starred-symbolic" : place == .all ? "image-x-generic-symbolic" : "folder-pictures-symbolic")
            return CellContent(content: content, background: .listSidebarCell())
        }
        sidebar = CanvasView(model: sidebarModel, theme: .adwaitaLight, label: "Places")

        let photosModel = CollectionViewModel(
            layout: Self.gridLayout, viewportSize: Size(width: 740, height: 600),
            measurer: PangoTextMeasurer())
        photos = CollectionViewDataSource(model: photosModel, registration: Self.card)
        photos.register(
            SupplementaryRegistration<String>(elementKind: ElementKind.sectionHeader) { _, month in
                var content = ListContentConfiguration.plainHeader()
                content.text = month
                content.textProperties.size = 18
                return CellContent(content: content, background: BackgroundConfiguration(fill: .role(.viewBackground)))
            })
        content = CanvasView(model: photosModel, theme: .adwaitaLight, accessibleRole: .grid, label: "Photos")

        entry.setPlaceholder("Search photos")
        searchBar = SearchBar(entry: entry, capturingKeysOf: window)
        let pane = Box(.vertical)
        pane.append(searchBar)
        content.widget.expandsVertically = true
        pane.append(content.widget)
        let paned = Paned(.horizontal)
        sidebar.widget.setMinimumSize(width: 220, height: nil)
        paned.setStart(sidebar.widget, resizes: false, shrinks: false)
        paned.setEnd(pane)
        paned.position = 220
        window.setChild(paned)

        wire()
        window.present()
        sidebar.grabFocus()
        Task { @MainActor in await load() }
    }

    // MARK: Layouts and cells

    /// Cards about 170 points wide, as many as fit, under each month's pinned header.
    static let gridLayout = CompositionalLayout { _, environment in
        let columns = max(2, Int((environment.containerSize.width - 24) / 170))
        var card = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1 / Double(columns)), height: .fractionalHeight(1)))
        card.contentInsets = EdgeInsets(all: 6)
        var section = LayoutSection(
            group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
                subitem: card, count: columns))
        section.contentInsets = EdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12)
        section.boundarySupplementaryItems = [monthHeader]
        return section
    }

    /// One photo a row, under the same pinned headers.
    static let listLayout: CompositionalLayout = {
        let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(60))
        var section = LayoutSection(group: .horizontal(size: row, subitem: LayoutItem(size: row), count: 1))
        section.boundarySupplementaryItems = [monthHeader]
        return CompositionalLayout(section: section)
    }()

    nonisolated static let monthHeader = BoundarySupplementaryItem(
        elementKind: ElementKind.sectionHeader,
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), alignment: .top,
        pinToVisibleBounds: true, zIndex: 2)

    /// A card: the picture, a favourite's heart on its corner, the title and the day.
    static let card = CellRegistration<Photo> { _, photo, _ in
        var content = ListContentConfiguration.gridCell()
        content.text = photo.title
        content.secondaryText = "\(photo.day) \(photo.month.prefix(3))"
        content.image = .swatch(photo.colour)
        content.imageProperties = picture(photo, size: Size(width: 132, height: 96), badge: 22)
        return CellContent(content: content, background: .gridCell())
    }

    /// A row: a small picture, the title, and the day and album.
    static let row = CellRegistration<Photo> { _, photo, _ in
        var content = ListContentConfiguration.subtitleCell()
        content.text = photo.title
        content.secondaryText = "\(photo.day) \(photo.month) · \(photo.album.rawValue)"
        content.image = .swatch(photo.colour)
        content.imageProperties = picture(photo, size: Size(width: 44, height: 44), badge: 14)
        return CellContent(content: content, background: .listPlainCell())
    }

    /// A picture's properties: rounded, and a white heart on a favourite's bottom-trailing corner.
    private static func picture(_ photo: Photo, size: Size, badge: Double) -> ImageProperties {
        ImageProperties(
            size: size, cornerRadius: 8, tint: .color(Color(red: 1, green: 1, blue: 1)),
            emblem: photo.isFavourite ? "emblem-favorite-symbolic" : nil, emblemSize: badge,
            emblemOffset: Point(x: -badge / 3, y: -badge / 3))
    }

    // MARK: Behaviour

    private func wire() {
        places.didSelect = { [unowned self] selected in
            guard let first = selected.first else { return }
            if case .header = first { return }
            show(first)
        }
        photos.didSelect = { [unowned self] selected in
            if let photo = selected.first { report("selected \(photo.title)") }
        }
        // The window's actions and their keys, as GNOME apps declare them (a menu entry could name "win.list").
        window.addAction("next-pane", accelerators: ["F6"]) { [unowned self] in
            (sidebar.hasFocus ? content : sidebar).grabFocus()
        }
        window.addAction("list", accelerators: ["<Control>1"]) { [unowned self] in switchLayout(toGrid: false) }
        window.addAction("grid", accelerators: ["<Control>2"]) { [unowned self] in switchLayout(toGrid: true) }
        window.addAction("search", accelerators: ["<Control>f"]) { [unowned self] in
            searchBar.isSearching = true
            entry.grabFocus()
        }
        _ = entry.onSearchChanged { [unowned self] text in
            search = text
            Task { @MainActor in
                let count = await refresh(scroll: .top)
                report("search \"\(text)\": \(count) photos")
            }
        }
        _ = entry.onStopSearch { [unowned self] in
            searchBar.isSearching = false
            content.grabFocus()
        }
        sidebar.hooks.didDraw = { [unowned self] in reportSidebar() }
        content.hooks.didDraw = { [unowned self] in reportSettled() }
    }

    /// Shows the photos of `place`.
    private func show(_ newPlace: Place) {
        place = newPlace
        Task { @MainActor in
            let count = await refresh(scroll: .top)
            report("place \(newPlace.title): \(count) photos")
        }
    }

    /// The data source switches the layout and the registration together: the cards morph into rows and back.
    private func switchLayout(toGrid grid: Bool) {
        guard grid != isGrid else { return }
        isGrid = grid
        photos.setLayout(grid ? Self.gridLayout : Self.listLayout, registration: grid ? Self.card : Self.row)
        report("layout \(grid ? "grid" : "list")")
    }

    /// Applies the photos of the place and search, animated from where they were and scrolled as `scroll` says
    /// (another place or search starts at the top); returns how many show.
    @discardableResult
    private func refresh(animated: Bool = true, scroll: UpdateScroll = .keep) async -> Int {
        var snapshot = Snapshot<String, Photo>()
        for (month, monthPhotos) in Library.sections(of: place, matching: search) {
            snapshot.appendSections([month])
            snapshot.appendItems(monthPhotos, toSection: month)
        }
        await photos.apply(snapshot, animatingDifferences: animated, scroll: scroll)
        return snapshot.numberOfItems
    }

    private func load() async {
        for (group, rows) in [("Library", [Place.all, .favourites]), ("Albums", Album.allCases.map(Place.album))] {
            var outline = SectionSnapshot<Place>()
            outline.append([.header(group)])
            outline.append(rows, to: .header(group))
            outline.expand([.header(group)])
            await places.apply(outline, to: group, animatingDifferences: false)
        }
        places.selectItem(.all)
        let count = await refresh(animated: false)
        report("drew \(count) photos in \(photos.snapshot.numberOfSections) months")
    }

    // MARK: Telling the test

    /// Tells `line` once the photos stand still (at the end of the animation the change started).
    private func report(_ line: String) {
        pending.append(line)
        content.queueDraw()
    }

    /// Tells what the last changes did once the photos stand still.
    private func reportSettled() {
        guard !pending.isEmpty, !content.model.isAnimating, !sidebar.model.isAnimating else { return }
        if pending.first?.hasPrefix("drew") == true { reportPanes() }
        for line in pending { Self.report(line) }
        pending.removeAll()
    }

    /// Tells how many rows the sidebar shows whenever that changes and its folding has finished.
    private func reportSidebar() {
        guard !sidebar.model.isAnimating, places.snapshot.numberOfItems > 0 else { return }
        let rows = places.snapshot.numberOfItems  // an outline's folded rows are not in the snapshot
        guard rows != sidebarRows else { return }
        sidebarRows = rows
        Self.report("sidebar rows \(rows)")
    }

    /// Where the two panes sit on the screen (x y width height each), for a test that crops its screenshots.
    private func reportPanes() {
        func frame(_ widget: Widget) -> String {
            let origin = widget.surfacePoint(of: (0, 0)) ?? (x: 0, y: 0), size = widget.size
            return "\(Int(origin.x)) \(Int(origin.y)) \(size.width) \(size.height)"
        }
        Self.report("panes sidebar \(frame(sidebar.widget)) photos \(frame(content.widget))")
    }

    /// A line for the test (standard output, flushed at once).
    static func report(_ line: String) {
        print(line)
        fflush(nil)
    }
}
