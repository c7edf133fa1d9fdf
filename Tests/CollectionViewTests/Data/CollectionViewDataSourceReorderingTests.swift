import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// UIKit's reordering handlers on a bound data source: it applies each move the user makes and tells the app.
@MainActor @Suite struct CollectionViewDataSourceReorderingTests {
    private func bound(_ names: [String]) async -> (CollectionViewModel, CollectionViewDataSource<String, String>) {
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)),
            viewportSize: Size(width: 400, height: 300), measurer: FixedTextMeasurer())
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: textRow)
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(names)
        await dataSource.apply(snapshot, animatingDifferences: false)
        _ = model.nextFrame()
        return (model, dataSource)
    }

    private func centre(of item: Int, in model: CollectionViewModel) -> Point {
        let frame = model.layoutAttributesForItem(at: ItemPath(section: 0, item: item))!.frame
        return Point(x: frame.midX, y: frame.midY - model.viewport.offset.y)
    }

    @Test func aDragMovesTheItemInTheDataSourceAndTheHandlerHearsTheNewOrder() async {
        let (model, dataSource) = await bound(["a", "b", "c", "d"])
        var heard: [[String]] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "d" }
        dataSource.reorderingHandlers.didReorder = { heard.append($0.finalSnapshot.itemIdentifiers) }
        let target = centre(of: 2, in: model)
        model.pointerPressed(at: centre(of: 0, in: model))
        model.pointerMoved(to: Point(x: target.x, y: target.y + 10))
        model.pointerReleased(at: Point(x: target.x, y: target.y + 10))
        await dataSource.lastReorder?.value
        #expect(dataSource.snapshot.itemIdentifiers == ["b", "c", "a", "d"])
        #expect(heard == [["b", "c", "a", "d"]])
        // "d" may not move: Alt+Up on it changes nothing.
        model.selection.select(ElementIdentity("d"))
        #expect(!model.handle(.reorder(.up)))
        #expect(dataSource.snapshot.itemIdentifiers == ["b", "c", "a", "d"])
    }

    @Test func withoutHandlersNothingReorders() async {
        let (model, dataSource) = await bound(["a", "b", "c"])
        model.selection.select(ElementIdentity("b"))
        #expect(!model.handle(.reorder(.up)))
        #expect(model.reordering.rules == nil && dataSource.snapshot.itemIdentifiers == ["a", "b", "c"])
    }
}
