import Catalog
import CollectionView
import DiffableDataSource
import Foundation
import Gtk
import LatticeLayout

/// The sidebar of a `CatalogScene`: its rows (Places, the folder tree, the catalogue's sections as an
/// outline, filtered with the search), their identifiers, parents, cells and states.
extension CatalogScene {
    /// The id of the sidebar's Places section (and the prefix of its rows' ids, before the path).
    static let placesID = "place:"
    /// The id of the sidebar's folder tree section (and the prefix of its rows' ids, before the path).
    static let treeID = "tree:"
    /// The id of a top-level section's "All …" row.
    static func allRowID(of section: String) -> String { section + "#all" }

    /// The catalogue section a sidebar row names (an "All …" row names its section).
    static func section(ofSidebarRow id: String) -> String { id.hasSuffix("#all") ? String(id.dropLast(4)) : id }

    /// The id of the sidebar section listing the sections of a catalogue of rows (see `sidebarRows()`).
    static let rowSectionsID = "rows:"

    /// Whether the catalogue is a file of rows (CSV, TSV, JSON Lines) whose sections are the values of its
    /// `section` column: flat groups, listed under one header rather than each under a header of its own with an
    /// "All …" row that would only repeat it.
    var isCatalogueOfRows: Bool {
        folderTree == nil && CatalogFormat(path: catalog.sourcePath) != .json
            && catalog.sections.allSatisfy(\.sections.isEmpty)
    }

    /// The sidebar's identifiers: Places (when there are any), then one section per catalogue section, its
    /// rows by row id (each section's first row is its header, whose id is the section's).
    func sidebarSnapshot() -> Snapshot<String, String> { Self.sidebarSnapshot(of: sidebarRows()) }

    /// The identifiers of sidebar rows laid out by `sidebarRows()`.
    static func sidebarSnapshot(of sections: [[SidebarRow]]) -> Snapshot<String, String> {
        var snapshot = Snapshot<String, String>()
        for rows in sections {
            guard let header = rows.first else { continue }
            snapshot.appendSections([header.id])
            snapshot.appendItems(rows.map(\.id), toSection: header.id)
        }
        return snapshot
    }

    /// One sidebar row: a top-level section's header (level 0), its "All …" row, or a nested section at its
    /// depth (level 1, 2, …); sections with subsections expand and collapse like the headers.
    struct SidebarRow {
        var id: String
        var title: String
        var icon: String?
        var level: Int
        var isHeader: Bool
        var isExpandable: Bool
        var count: Int
        /// Whether the count is an estimate (a database table's, never counted): shown as "≈ count".
        var isEstimate = false
        /// Whether its children show (expandable rows only).
        var isExpanded = false
    }

    /// The sidebar's rows, section by section. While a search filters the main area the catalogue's outline
    /// is filtered with it: only sections with matching items show (collapsed ones and their descendants
    /// searched too), expanded so every match is reachable, with their ancestors, and counting the matches;
    /// the expansion the user chose (`collapsed`) is left as it was and comes back when the search is cleared.
    func sidebarRows() -> [[SidebarRow]] {
        var sections: [[SidebarRow]] = []
        let searching = !query.trimmingCharacters(in: .whitespaces).isEmpty
        let matches = Dictionary(groups.map { ($0.id, $0.items.count) }, uniquingKeysWith: +)
        func matchCount(_ section: CatalogSection) -> Int {
            section.sections.reduce(matches[section.id] ?? 0) { $0 + matchCount($1) }
        }
        func isOpen(_ id: String) -> Bool { searching || !collapsed.contains(id) }
        func visit(_ section: CatalogSection, level: Int, into rows: inout [SidebarRow]) {
            let count = searching ? matchCount(section) : section.itemCount
            guard !searching || count > 0 else { return }
            let expandable = !section.sections.isEmpty
            rows.append(
                SidebarRow(
                    id: section.id,
                    title: section.title.isEmpty && !catalog.groupedBy.isEmpty ? Self.noValueTitle : section.title,
                    icon: section.icon ?? "folder-symbolic", level: level,
                    isHeader: false, isExpandable: expandable, count: count,
                    isEstimate: !searching && section.isCountEstimated, isExpanded: expandable && isOpen(section.id)))
            guard expandable, isOpen(section.id) else { return }
            for child in section.sections { visit(child, level: level + 1, into: &rows) }
        }
        if !places.isEmpty {
            var rows = [
                SidebarRow(
                    id: Self.placesID, title: tr("Places"), icon: nil, level: 0, isHeader: true,
                    isExpandable: true, count: 0, isExpanded: !collapsed.contains(Self.placesID))
            ]
            if !collapsed.contains(Self.placesID) {
                rows += places.map {
                    SidebarRow(
                        id: Self.placesID + $0.path, title: $0.title, icon: $0.icon, level: 1,
                        isHeader: false, isExpandable: false, count: 0)
                }
            }
            sections.append(rows)
        }
        if let tree = folderTree, !tree.outline.rootItems.isEmpty {
            var rows = [
                SidebarRow(
                    id: Self.treeID, title: tr("Folders"), icon: nil, level: 0, isHeader: true,
                    isExpandable: true, count: 0, isExpanded: !collapsed.contains(Self.treeID))
            ]
            if !collapsed.contains(Self.treeID) {
                rows += tree.outline.visibleItems.map { key in
                    SidebarRow(
                        id: Self.treeID + key, title: tree.title(of: key),
                        icon: "folder-symbolic", level: 1 + tree.outline.level(of: key), isHeader: false,
                        isExpandable: tree.outline.isExpandable(key), count: 0, isExpanded: tree.outline.isExpanded(key)
                    )
                }
            }
            sections.append(rows)
        }
        if isCatalogueOfRows {
            var rows = [
                SidebarRow(
                    id: Self.rowSectionsID, title: catalog.title, icon: nil, level: 0, isHeader: true,
                    isExpandable: true, count: 0, isExpanded: isOpen(Self.rowSectionsID))
            ]
            if isOpen(Self.rowSectionsID) {
                for section in catalog.sections {
                    var shown = section
                    shown.icon = section.icon ?? "view-list-symbolic"
                    visit(shown, level: 1, into: &rows)
                }
            }
            return sections + [rows]
        }
        // A folder's sidebar is Places and the tree, as in Files; its own Folders/Files sections would repeat them.
        for section in catalog.sections where folderTree == nil && (!searching || matchCount(section) > 0) {
            var rows = [
                SidebarRow(
                    id: section.id, title: section.title, icon: nil, level: 0, isHeader: true,
                    isExpandable: true, count: 0, isExpanded: isOpen(section.id))
            ]
            if isOpen(section.id) {
                rows.append(
                    SidebarRow(
                        // TRANSLATORS: the sidebar row showing every item of a catalogue's section; %s is the section's title.
                        id: Self.allRowID(of: section.id), title: tr("All %s", section.title),
                        icon: section.icon ?? "view-list-symbolic", level: 1, isHeader: false,
                        isExpandable: false, count: searching ? matchCount(section) : section.itemCount,
                        isEstimate: !searching && section.isCountEstimated))
                for child in section.sections { visit(child, level: 1, into: &rows) }
            }
            sections.append(rows)
        }
        return sections
    }

    /// Each sidebar row's parent in the outline (a section's header for its top rows), for the ancestors that
    /// stay pinned while a deep tree scrolls.
    func sidebarParents() -> (ElementIdentity) -> ElementIdentity? { Self.sidebarParents(of: sidebarRows()) }

    /// The parents of sidebar rows laid out by `sidebarRows()`.
    static func sidebarParents(of sections: [[SidebarRow]]) -> (ElementIdentity) -> ElementIdentity? {
        var parents: [ElementIdentity: ElementIdentity] = [:]
        for rows in sections {
            var chain: [SidebarRow] = []
            for row in rows {
                while let last = chain.last, last.level >= row.level { chain.removeLast() }
                if let parent = chain.last { parents[ElementIdentity(row.id)] = ElementIdentity(parent.id) }
                chain.append(row)
            }
        }
        return { parents[$0] }
    }

    /// The sidebar's view with this scene's rows (what `lattice render` draws).
    package func sidebarModel(size: Size, scale: Double, measurer: any TextMeasuring) -> CollectionViewModel {
        let model = CollectionViewModel(
            layout: Self.sidebarLayout, data: SnapshotLayoutData(sidebarSnapshot()), viewportSize: size,
            scale: scale, measurer: measurer, cell: sidebarCell())
        Self.styleSidebar(model)
        model.cellState = sidebarState()
        model.stickyAncestors.parent = sidebarParents()
        return model
    }

    /// An outline list of sidebar rows, each section headed by its first row.
    static var sidebarLayout: CompositionalLayout {
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        return .list(using: configuration)
    }

    /// The sidebar's background and behaviour: ancestors pinned while a deep tree scrolls, type-ahead.
    static func styleSidebar(_ model: CollectionViewModel) {
        model.background = .role(.sidebarBackground)
        model.stickyAncestors.isEnabled = true
        model.typeAhead.isEnabled = true
    }

    /// How far each nesting level indents a sidebar row's content (GNOME's sidebars use 20–24 px).
    static let sidebarIndentation = 20.0

    /// The sidebar's rows: a header row with an expander per section, then its rows.
    func sidebarCell() -> (ItemPath) -> CellContent? {
        let sections = sidebarRows()
        return { path in
            guard sections.indices.contains(path.section), sections[path.section].indices.contains(path.item) else {
                return nil
            }
            return Self.sidebarContent(of: sections[path.section][path.item])
        }
    }

    /// How a sidebar row looks: a header with an expander, or a row with its icon, indented by its level, its
    /// count and, when it has children, an expander.
    static func sidebarContent(of row: SidebarRow) -> CellContent {
        if row.isHeader {
            var content = ListContentConfiguration.sidebarHeader()
            content.text = row.title
            return CellContent(content: content, background: .clear(), accessories: [CellAccessory(.outlineDisclosure)])
        }
        var content = ListContentConfiguration.sidebarCell()
        content.text = row.title
        content.image = row.icon.map { .icon($0) }
        // Deeper rows indent their content by a step per level; the selection still spans the row.
        content.margins.leading += Double(row.level - 1) * sidebarIndentation
        var accessories: [CellAccessory] = []
        if row.count > 0 {
            accessories.append(
                // TRANSLATORS: a count that is an estimate (a database's, never counted); %s is the count, "100,000,560".
                CellAccessory(.label(row.isEstimate ? tr("≈ %s", grouped(row.count)) : grouped(row.count))))
        }
        if row.isExpandable { accessories.append(CellAccessory(.outlineDisclosure, placement: .trailing)) }
        return CellContent(content: content, background: .listSidebarCell(), accessories: accessories)
    }

    /// Header rows show their expansion; `--select` rows show selected.
    func sidebarState() -> (ItemPath) -> CellState {
        let sections = sidebarRows()
        let selected = self.selected
        return { path in
            guard sections.indices.contains(path.section), sections[path.section].indices.contains(path.item) else {
                return CellState()
            }
            return Self.sidebarState(of: sections[path.section][path.item], selected: selected)
        }
    }

    /// A row's expansion, and its selection when `--select` names it.
    static func sidebarState(of row: SidebarRow, selected: Set<String>) -> CellState {
        var state = CellState()
        state.isExpanded = row.isExpanded
        state.isSelected = selected.contains(row.id)
        return state
    }
}
