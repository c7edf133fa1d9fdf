import Catalog
import CollectionView
import DiffableDataSource
import Folders
import Foundation
import Gtk
import LatticeLayout

/// How the app shows a catalogue: the main area (its items as a list or grid, one section per catalogue
/// section) and the sidebar (its sections as an outline). The window and `lattice render` share it.
@MainActor
package struct CatalogScene {
    /// A catalogue section flattened for the main area, with its title path ("Colours › Blues").
    package struct Group: Sendable {
        var id: String
        var title: String
        package var items: CatalogItems
    }

    /// A place the sidebar offers above a folder's own sections (home and the XDG user folders).
    package struct Place: Hashable {
        var path: String
        var title: String
        var icon: String
    }

    let catalog: Catalog
    package let groups: [Group]
    /// Places shown first in the sidebar, in a "Places" section (folders only; empty for catalogues).
    let places: [Place]
    /// The folder tree shown after Places (folders only), children loaded on first expand.
    let folderTree: FolderTree?
    let selected: Set<String>
    let collapsed: Set<String>

    /// What the search filters by (empty: everything).
    let query: String
    /// The zoom level: 1 is the default; rows' images and grid cards scale with it.
    let zoom: Double
    /// The columns of the columns layout (`tableColumns(of:)`), and what its rows are sorted by (nil: file order).
    let columns: TableColumns
    /// In a file of several tables, each table's own columns by section id (`sectionColumns(of:)`), scrolled
    /// sideways as `columns` is.
    let sectionColumns: [String: TableColumns]
    let sort: ColumnSort?

    /// The zoom levels Ctrl+plus and Ctrl+minus step through.
    static let zoomLevels: [Double] = [0.75, 0.875, 1, 1.25, 1.5, 2]

    /// Continuous zoom (Ctrl+scroll): `delta` wheel steps (negative zooms in, as scrolling up does) scale the
    /// zoom by about 8% each; rows grown past their largest become a compact grid, and cards shrunk past their
    /// smallest become rows again — one continuous scale from small rows to large cards.
    static func continuousZoom(mode: ViewMode, zoom: Double, delta: Double) -> (mode: ViewMode, zoom: Double) {
        guard delta.isFinite, zoom.isFinite else { return (mode, zoom) }
        let lowest = zoomLevels.first!, highest = zoomLevels.last!
        let next = zoom * exp(-delta * 0.08)
        switch mode {
        case .list where next > highest, .columns where next > highest: return (.grid, lowest)
        case .grid where next < lowest: return (.list, highest)
        default: return (mode, min(max(next, lowest), highest))
        }
    }

    /// The scene of `catalog`; `groups`, when given, are `groups(of: catalog, query: query)` computed
    /// beforehand (off the main thread, see `PreparedCatalog`).
    package init(
        catalog: Catalog, selected: Set<String> = [], collapsed: Set<String> = [], query: String = "", zoom: Double = 1,
        places: [Place] = [], folderTree: FolderTree? = nil, groups: [Group]? = nil, sort: ColumnSort? = nil,
        columns: TableColumns? = nil, sectionColumns: [String: TableColumns]? = nil
    ) {
        self.catalog = catalog
        self.sort = sort
        let columns = columns ?? Self.tableColumns(of: catalog)
        self.columns = columns
        // Each table's columns are measured once per file read, then kept (a sideways scroll makes a scene per step).
        self.sectionColumns = (sectionColumns ?? Self.sectionColumns(of: catalog)).mapValues { own in
            var own = own
            own.offset = columns.offset
            return own
        }
        self.places = places
        self.folderTree = folderTree
        self.zoom = zoom
        self.selected = selected
        self.collapsed = collapsed
        self.query = query
        self.groups = groups ?? Self.groups(of: catalog, query: query)
    }

    /// The main area's groups: each catalogue section with items matching `query` (see `CatalogSearch`).
    /// - Complexity: O(items).
    nonisolated static func groups(of catalog: Catalog, query: String) -> [Group] {
        CatalogSearch(catalog, query: SearchQuery(query)).run() ?? []  // nil only when cancelled
    }

    static func image(of item: CatalogItem) -> ImageSource? {
        if let path = item.imagePath { return .file(path) }
        if let icon = item.icon { return .icon(icon) }
        if let color = item.color {
            return .swatch(Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
        }
        return nil
    }

    /// The main area: the catalogue's items as a list of `appearance` or as a grid of cards.
    /// `data` is the main area's data (`mainData()`) when the caller keeps it (built here otherwise).
    package func mainModel(
        layout kind: ViewMode, appearance: ListConfiguration.Appearance, size: Size, scale: Double,
        measurer: any TextMeasuring, data: OnDemandLayoutData<String, String>? = nil
    ) -> CollectionViewModel {
        let view = mainView(kind, appearance: appearance)
        let model = CollectionViewModel(
            layout: view.layout, data: data ?? mainData(), viewportSize: size, scale: scale,
            measurer: measurer, supplementary: view.supplementary, cell: view.cell)
        model.background = view.background
        model.selection.mode = .multiple  // as Files: Ctrl-click, Shift ranges, select-all, the rubber band
        let groups = self.groups, selected = self.selected
        model.cellState = { path in
            var state = CellState()
            if groups.indices.contains(path.section), groups[path.section].items.indices.contains(path.item) {
                state.isSelected = selected.contains(groups[path.section].items.id(at: path.item))
            }
            return state
        }
        return model
    }

    /// The item at `path` in the main area, if there is one.
    func mainItem(at path: ItemPath) -> CatalogItem? {
        guard groups.indices.contains(path.section), groups[path.section].items.indices.contains(path.item) else {
            return nil
        }
        return groups[path.section].items[path.item]
    }

    /// The id of the item at `path` in the main area.
    func mainItemID(at path: ItemPath) -> String? {
        guard groups.indices.contains(path.section), groups[path.section].items.indices.contains(path.item) else {
            return nil
        }
        return groups[path.section].items.id(at: path.item)
    }

    /// The main area's data: one section per group, its items by catalogue id (so updates animate by identity),
    /// read from the groups when asked — a million rows' ids are not copied into a snapshot.
    package func mainData() -> OnDemandLayoutData<String, String> { Self.mainData(of: groups) }

    /// The main area's data for `groups` (see `mainData()`): items found by id through the file's own id table
    /// when they are a file's rows in file order (`CatalogItemFinder`), through an index of their ids otherwise.
    /// - Complexity: O(groups) with a finder; else O(items), each id read once to index it.
    nonisolated static func mainData(of groups: [Group]) -> OnDemandLayoutData<String, String> {
        let items = groups.map(\.items)
        let identifier: @Sendable (ItemPath) -> String = { path in items[path.section].id(at: path.item) }
        guard let finder = CatalogItemFinder(items) else {
            return OnDemandLayoutData(
                sections: groups.map(\.id), itemCounts: items.map(\.count), identifier: identifier)
        }
        return OnDemandLayoutData(sections: groups.map(\.id), itemCounts: items.map(\.count), identifier: identifier) {
            id in
            finder.position(ofID: id).map { ItemPath(section: $0.section, item: $0.item) }
        }
    }

    func mainBackground(_ kind: ViewMode, appearance: ListConfiguration.Appearance) -> Paint {
        kind == .list && (appearance == .grouped || appearance == .insetGrouped)
            ? .role(.windowBackground) : .role(.viewBackground)
    }

    func mainLayout(_ kind: ViewMode, appearance: ListConfiguration.Appearance) -> CompositionalLayout {
        switch kind {
        case .columns:
            return columnsLayout()
        case .list:
            var configuration = ListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            return .list(using: configuration)
        case .grid:
            let zoom = self.zoom
            return CompositionalLayout { _, environment in
                let width = environment.effectiveContentSize.width - 24
                let columns = max(1, Int(width / (168 * zoom)))
                var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
                item.contentInsets = EdgeInsets(all: 6)
                var section = LayoutSection(
                    group: .horizontal(
                        size: LayoutSize(width: .fractionalWidth(1), height: .absolute((112 + 64 * zoom).rounded())),
                        subitem: item, count: columns))
                section.contentInsets = EdgeInsets(top: 0, leading: 12, bottom: 18, trailing: 12)
                section.boundarySupplementaryItems = [
                    BoundarySupplementaryItem(
                        elementKind: ElementKind.sectionHeader,
                        size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), alignment: .top)
                ]
                return section
            }
        }
    }

    func mainSupplementary(
        _ kind: ViewMode, appearance: ListConfiguration.Appearance
    ) -> (String, ItemPath) -> CellContent? {
        let groups = self.groups, scene = self
        let columnHeader = kind == .columns ? self.columnHeader() : nil
        return { elementKind, path in
            if elementKind == Self.columnHeaderKind { return columnHeader }
            guard elementKind == ElementKind.sectionHeader, groups.indices.contains(path.section) else { return nil }
            if kind == .columns && !scene.sectionColumns.isEmpty { return scene.tableHeader(ofGroup: path.section) }
            var content: ListContentConfiguration =
                switch (kind, appearance) {
                case (.grid, _): Self.gridHeader()
                case (.columns, _): .plainHeader()
                case (.list, .plain), (.list, .sidebarPlain): .plainHeader()
                case (.list, .sidebar): .sidebarHeader()
                case (.list, _): .groupedHeader()
                }
            // Full-width grouped rows start their content at 12; the heading lines up with it (a boxed list's
            // heading lines up with the card's edge instead).
            if kind == .list && appearance == .grouped { content.margins.leading = 12 }
            content.text = Self.shownTitle(of: groups[path.section])
            // A grouped table's header counts its group's rows, as the sidebar does.
            let count =
                scene.catalog.groupedBy.isEmpty
                ? [] : [CellAccessory(.label(Self.grouped(groups[path.section].items.count)))]
            return CellContent(content: content, background: .listHeader(), accessories: count)
        }
    }

    func mainCell(_ kind: ViewMode, appearance: ListConfiguration.Appearance) -> (ItemPath) -> CellContent? {
        let cell = plainMainCell(kind, appearance: appearance)
        // A search's matches are marked where the cells show them (a folder's names, a table's every value).
        let needle = SearchQuery(query, columns: catalog.table?.columns ?? []).needle
        guard !needle.isEmpty else { return cell }
        return { path in
            var content = cell(path)
            content?.highlight = needle
            return content
        }
    }

    /// The main area's cells as they are without a search.
    private func plainMainCell(_ kind: ViewMode, appearance: ListConfiguration.Appearance) -> (ItemPath) -> CellContent?
    {
        let groups = self.groups, zoom = self.zoom, scene = self
        return { path in
            guard groups.indices.contains(path.section), groups[path.section].items.indices.contains(path.item) else {
                return nil
            }
            let item = groups[path.section].items[path.item]
            switch kind {
            case .columns:
                return scene.columnRow(item, columns: scene.columns(ofGroup: path.section))
            case .grid:
                var content = ListContentConfiguration.gridCell()
                // Photos get a landscape thumbnail (3:2) in the icon's height; icons and swatches stay square.
                let width = item.imagePath == nil ? 64.0 : 96.0
                content.imageProperties.size = Size(width: (width * zoom).rounded(), height: (64 * zoom).rounded())
                content.text = item.title
                content.secondaryText = item.subtitle
                content.image = Self.image(of: item)
                content.imageProperties.emblem = item.emblem
                Self.keepExtension(of: item, in: &content)
                if catalog.table != nil { Self.fillCard(&content, with: item) }
                return CellContent(content: content, background: .gridCell())
            case .list:
                var content = appearance == .sidebar ? ListContentConfiguration.sidebarSubtitleCell() : .subtitleCell()
                content.imageProperties.size = Size(width: (32 * zoom).rounded(), height: (32 * zoom).rounded())
                content.text = item.title
                content.secondaryText = item.subtitle
                content.image = Self.image(of: item)
                content.imageProperties.emblem = item.emblem
                Self.keepExtension(of: item, in: &content)
                let background: BackgroundConfiguration =
                    switch appearance {
                    case .grouped, .insetGrouped: .clear()
                    case .sidebar: .listSidebarCell()
                    default: .listPlainCell()
                    }
                // The first metadata value the subtitle does not already say trails the row (a file's type, after
                // its size and date).
                // A data file's table: one column's value for every row (`CatalogTable.trailingColumn`).
                var accessories: [CellAccessory] = []
                let subtitle = item.subtitle ?? ""
                if let table = catalog.table {
                    if let column = table.trailingColumn(inSection: groups[path.section].id),
                        let value = item.metadata(column), ValueKind(of: value) != .missing
                    {
                        accessories.append(CellAccessory(.label(value)))
                    }
                } else if let value = item.metadata.lazy.map(\.value).first(where: {
                    !subtitle.localizedCaseInsensitiveContains($0)
                }) {
                    accessories.append(CellAccessory(.label(value)))
                }
                return CellContent(content: content, background: background, accessories: accessories)
            }
        }
    }

    /// A group's title as the main area's header shows it: a folder listing's own two sections (`FolderListing`
    /// names them in English, "Folders" and "Files", ids "folders" and "files") in the user's language, any other
    /// as it is titled.
    nonisolated static func shownTitle(of group: Group) -> String {
        switch (group.id, group.title) {
        // TRANSLATORS: the heading over a folder's sub-folders in the main area; also the sidebar's folder tree and
        // the Keyboard Shortcuts window's group of a folder window's keys.
        case ("folders", "Folders"): tr("Folders")
        // TRANSLATORS: the heading over a folder's files in the main area.
        case ("files", "Files"): tr("Files")
        default: group.title
        }
    }

    /// The title of a grouped table's group of rows without a value in the column grouped by
    /// (`Catalog.grouped(by:isCancelled:)` titles it "").
    nonisolated static var noValueTitle: String {
        // TRANSLATORS: the heading over a table's rows that have no value in the column they are grouped by.
        tr("No Value")
    }

    /// How many of a data file's fields a grid card lists under the row's title.
    static let cardFields = 4

    /// A data file's row as a card: it has no picture, so the card lists its first fields under its title, one a
    /// line ("island: Torgersen"), set from the card's leading edge like a record's form, instead of one line of
    /// values in the middle of an empty card.
    static func fillCard(_ content: inout ListContentConfiguration, with item: CatalogItem) {
        let fields = item.metadata.lazy.filter { ValueKind(of: $0.value) != .missing }.prefix(cardFields)
        guard !fields.isEmpty else { return }
        // TRANSLATORS: a data file's field on a card, "island: Torgersen": %1$s is the column's name, %2$s its value.
        let lines = fields.map { tr("%1$s: %2$s", $0.key, $0.value) }
        // Every card the same lines tall (a row missing a value has a blank line instead), so titles sit at one
        // height across a row of cards.
        content.secondaryText = (lines + Array(repeating: " ", count: max(0, cardFields - lines.count))).joined(
            separator: "\n")
        content.textProperties.alignment = .leading
        content.secondaryTextProperties.alignment = .leading
        content.secondaryTextProperties.maximumLines = cardFields
        content.secondaryTextProperties.truncation = .end
    }

    /// A file's name too long for its cell loses its middle, not its end, so the extension stays in view
    /// ("libabsl_cord…internal.so"), as in Files.
    static func keepExtension(of item: CatalogItem, in content: inout ListContentConfiguration) {
        if item.filePath != nil { content.textProperties.truncation = .middle }
    }

    /// A count with thousands grouped ("1,020"), locale-independent so renders are reproducible.
    static func grouped(_ count: Int) -> String {
        let digits = String(count)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// A grid section's title, aligned with the cards' edges (section inset 12 + item inset 6).
    static func gridHeader() -> ListContentConfiguration {
        var content = ListContentConfiguration.groupedHeader()
        content.margins.leading = 6
        content.margins.trailing = 6
        return content
    }
}
