import ArgumentParser
import CollectionView
import LatticeGTK
import LatticeLayout
import LatticeViewer

/// The generated content the frame benchmarks draw.
enum BenchContent: String, ExpressibleByArgument, CaseIterable {
    /// What `gtk_peer_bench.py` shows: one-line "Item N" labels, in rows or in 8 columns.
    case labels
    /// What the app shows: subtitle rows with an icon and a trailing value, or cards with an icon and caption.
    case app

    /// The model of `items` generated items of this content in a `kind` layout.
    @MainActor
    func model(items: Int, kind: ViewMode, size: Size, scale: Double) -> CollectionViewModel {
        switch self {
        case .app: Self.model(items: items, kind: kind, size: size, scale: scale)
        case .labels: Self.labels(items: items, kind: kind, size: size, scale: scale)
        }
    }

    /// What the peer shows, drawn alike: bare "Item N" labels (`peerLabel`) in 20-pixel rows without
    /// separators (GtkListView's rows of GtkLabels), or in 8 columns of 36-pixel rows (its GtkGridView with min
    /// and max columns 8).
    @MainActor
    static func labels(items: Int, kind: ViewMode, size: Size, scale: Double) -> CollectionViewModel {
        let layout: CompositionalLayout
        switch kind {
        case .list:
            var list = ListConfiguration(appearance: .plain)
            list.showsSeparators = false
            layout = .list(using: list)
        case .grid:
            let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
            layout = CompositionalLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(36)), subitem: item, count: 8)))
        case .columns:
            layout = tableLayout(rowHeight: 20)
        }
        let model = CollectionViewModel(
            layout: layout, data: ItemCounts([items]), viewportSize: size, scale: scale,
            measurer: PangoTextMeasurer(), supplementary: tableHeader
        ) { path in
            guard var cell = peerLabel(path) else { return nil }
            if kind == .columns {
                cell.tableRow = TableRow(columns: tableColumns, values: ["\(path.item % 90 + 10) kB", "Document"])
            }
            return cell
        }
        return model
    }

    /// The generated table's columns: the name, a size and a type.
    static let tableColumns = TableColumns([
        .init(id: "name", title: "Name"), .init(id: "size", title: "Size", width: 80, alignment: .trailing),
        .init(id: "type", title: "Type", width: 120)
    ])
    static let tableHeaderKind = "bench-table-header"

    /// Rows `rowHeight` high under a header of `tableColumns` pinned to the top: what the viewer's columns view
    /// lays out.
    static func tableLayout(rowHeight: Double) -> CompositionalLayout {
        let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight))
        return CompositionalLayout(
            section: LayoutSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))])),
            configuration: CompositionalLayoutConfiguration(boundarySupplementaryItems: [
                BoundarySupplementaryItem(
                    elementKind: tableHeaderKind,
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(34)),
                    alignment: .top, pinToVisibleBounds: true, zIndex: 3)
            ]))
    }

    /// The generated table's header (nil for other elements).
    static func tableHeader(_ kind: String, _ path: ItemPath) -> CellContent? {
        guard kind == tableHeaderKind else { return nil }
        var content = ListContentConfiguration.plainHeader()
        content.text = "Name"
        return CellContent(
            content: content, background: BackgroundConfiguration(fill: .role(.viewBackground)),
            tableRow: .header(tableColumns, sortedBy: TableSort(column: 0)))
    }

    /// The peer's item: "Item N" as a bare GtkLabel draws it, one 20-pixel line with its text 2 pixels from
    /// the cell's leading edge.
    static func peerLabel(_ path: ItemPath) -> CellContent? {
        var content = ListContentConfiguration.cell()
        content.text = "Item \(path.item)"
        content.margins = EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        content.minimumHeight = 20
        return CellContent(content: content)
    }

    /// "Item N" in an Adwaita list row: the transition benchmark's list cell (its grid's is `gridLabel`).
    static func label(_ path: ItemPath) -> CellContent? {
        var content = ListContentConfiguration.cell()
        content.text = "Item \(path.item)"
        return CellContent(content: content)
    }

    /// Generated items shaped like the app's: subtitle rows with an icon and a trailing value, or grid cards.
    @MainActor
    static func model(items: Int, kind: ViewMode, size: Size, scale: Double) -> CollectionViewModel {
        let icons = [
            "folder", "text-x-generic", "image-x-generic", "audio-x-generic", "video-x-generic",
            "x-office-document", "x-office-spreadsheet", "application-x-executable"
        ]
        let layout: CompositionalLayout
        switch kind {
        case .list:
            layout = .list(using: ListConfiguration(appearance: .plain))
        case .columns:
            layout = tableLayout(rowHeight: 36)
        case .grid:
            layout = CompositionalLayout { _, environment in
                let columns = max(1, Int((environment.effectiveContentSize.width - 24) / 168))
                var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
                item.contentInsets = EdgeInsets(all: 6)
                var section = LayoutSection(
                    group: .horizontal(
                        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(176)), subitem: item,
                        count: columns))
                section.contentInsets = EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
                return section
            }
        }
        return CollectionViewModel(
            layout: layout, data: ItemCounts([items]), viewportSize: size, scale: scale,
            measurer: PangoTextMeasurer(), supplementary: tableHeader
        ) { path in
            let icon = icons[path.item % icons.count]
            switch kind {
            case .columns:
                var content = ListContentConfiguration.cell()
                content.text = "Document \(path.item + 1).odt"
                content.image = .icon(icon)
                content.imageProperties.size = Size(width: 24, height: 24)
                return CellContent(
                    content: content, background: .listPlainCell(),
                    tableRow: TableRow(columns: tableColumns, values: ["\(path.item % 90 + 10) kB", "Document"]))
            case .list:
                var content = ListContentConfiguration.subtitleCell()
                content.text = "Document \(path.item + 1).odt"
                content.secondaryText = "Modified \(path.item % 28 + 1) March · \(path.item % 97 + 3) kB"
                content.image = .icon(icon)
                return CellContent(
                    content: content, background: .listPlainCell(),
                    accessories: [CellAccessory(.label("\(path.item % 90 + 10) kB"))])
            case .grid:
                var content = ListContentConfiguration.gridCell()
                content.text = "Document \(path.item + 1).odt"
                content.secondaryText = "\(path.item % 97 + 3) kB"
                content.image = .icon(icon)
                return CellContent(content: content, background: .gridCell())
            }
        }
    }
}
