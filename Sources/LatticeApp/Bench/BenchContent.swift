import ArgumentParser
import CollectionView
import LatticeLayout
import LatticeGTK

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
            layout = CompositionalLayout(section: LayoutSection(group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(36)), subitem: item, count: 8)))
        }
        return CollectionViewModel(layout: layout, data: ItemCounts([items]), viewportSize: size, scale: scale,
                                   measurer: PangoTextMeasurer(), cell: peerLabel)
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
        let icons = ["folder", "text-x-generic", "image-x-generic", "audio-x-generic", "video-x-generic",
                     "x-office-document", "x-office-spreadsheet", "application-x-executable"]
        let layout: CompositionalLayout
        switch kind {
        case .list:
            layout = .list(using: ListConfiguration(appearance: .plain))
        case .grid:
            layout = CompositionalLayout { _, environment in
                let columns = max(1, Int((environment.effectiveContentSize.width - 24) / 168))
                var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
                item.contentInsets = EdgeInsets(all: 6)
                var section = LayoutSection(group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(176)), subitem: item, count: columns))
                section.contentInsets = EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
                return section
            }
        }
        return CollectionViewModel(layout: layout, data: ItemCounts([items]), viewportSize: size, scale: scale,
                                   measurer: PangoTextMeasurer()) { path in
            let icon = icons[path.item % icons.count]
            switch kind {
            case .list:
                var content = ListContentConfiguration.subtitleCell()
                content.text = "Document \(path.item + 1).odt"
                content.secondaryText = "Modified \(path.item % 28 + 1) March · \(path.item % 97 + 3) kB"
                content.image = .icon(icon)
                return CellContent(content: content, background: .listPlainCell(),
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
