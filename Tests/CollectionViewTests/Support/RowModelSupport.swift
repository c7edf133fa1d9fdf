import DiffableDataSource
import LatticeLayout

@testable import CollectionView

/// The fixture the observation, behaviour and outline tests scroll through: `items` in one section "s", as
/// rows of 50 points (or `layout`) in a 300 × 400 viewport, each cell made by `cell` from the identifier of
/// the item the model shows there — after updates too (none by default). Returns the model and the snapshot
/// it shows.
@MainActor
func rowModel(
    _ items: [String], layout: CompositionalLayout? = nil,
    cell: @escaping (String) -> CellContent? = { _ in nil }
) -> (CollectionViewModel, Snapshot<String, String>) {
    let snapshot = singleSection(items)
    let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(50))
    let rows = CompositionalLayout(
        section: LayoutSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))])))
    weak var shown: CollectionViewModel?
    let model = CollectionViewModel(
        layout: layout ?? rows, data: SnapshotLayoutData(snapshot),
        viewportSize: Size(width: 300, height: 400), measurer: FixedTextMeasurer()
    ) { path in
        shown?.engine.dataSource.identity(ofItemAt: path).value(as: String.self).flatMap(cell)
    }
    shown = model
    return (model, snapshot)
}

/// A snapshot of `items` in the one section "s".
func singleSection(_ items: [String]) -> Snapshot<String, String> {
    var snapshot = Snapshot<String, String>()
    snapshot.appendSections(["s"])
    snapshot.appendItems(items, toSection: "s")
    return snapshot
}

/// A list of `counts` items per section in a `viewport`, with text headers: each header's content is `header`
/// of its section, each cell's `cell` of its path (measured by `FixedTextMeasurer`).
@MainActor
func headedListModel(
    _ configuration: ListConfiguration, counts: [Int], viewport: Size,
    header: @escaping (Int) -> ListContentConfiguration,
    cell: @escaping (ItemPath) -> CellContent
) -> CollectionViewModel {
    var configuration = configuration
    configuration.headerMode = .supplementary
    return CollectionViewModel(
        layout: .list(using: configuration), data: ItemCounts(counts), viewportSize: viewport,
        measurer: FixedTextMeasurer(),
        supplementary: { _, path in CellContent(content: header(path.section)) }, cell: cell)
}

/// A registration showing each item's identifier as a row's text.
var textRow: CellRegistration<String> {
    CellRegistration { _, name, _ in
        var content = ListContentConfiguration.cell()
        content.text = name
        return CellContent(content: content)
    }
}
