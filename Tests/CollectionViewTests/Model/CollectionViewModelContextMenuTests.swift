import LatticeLayout
import Testing

@testable import CollectionView

/// Secondary clicks and keyboard context menus (the model side of CanvasView+ContextMenu).
@MainActor @Suite struct CollectionViewModelContextMenuTests {
    /// A plain list of 100 rows, 50 high, in 400 × 300.
    private func makeModel() -> CollectionViewModel {
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([100]),
            viewportSize: Size(width: 400, height: 300), measurer: FixedTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = "Item \(path.item)"
            return CellContent(content: content, background: .listPlainCell())
        }
        model.selection.mode = .multiple  // as a file manager's view, whose menu acts on the whole selection
        return model
    }

    private func id(_ item: Int) -> ElementIdentity { ElementIdentity(ItemPath(section: 0, item: item)) }

    @Test func aSecondaryClickOnAnUnselectedItemSelectsOnlyIt() {
        let model = makeModel()
        _ = model.nextFrame()
        model.selection.select(id(0))
        var changes = 0
        model.onSelectionChange = { _ in changes += 1 }
        let path = model.secondaryClicked(at: Point(x: 100, y: 125))
        #expect(path == ItemPath(section: 0, item: 2))
        #expect(model.selection.selected == [id(2)])
        #expect(model.selection.cursor == id(2))
        #expect(changes == 1)
    }

    @Test func aSecondaryClickOnASelectedItemKeepsTheWholeSelection() {
        let model = makeModel()
        _ = model.nextFrame()
        model.selection.select(id(1))
        model.selection.select(id(2))
        let path = model.secondaryClicked(at: Point(x: 100, y: 75))
        #expect(path == ItemPath(section: 0, item: 1))
        #expect(model.selection.selected == [id(1), id(2)])
    }

    @Test func aSecondaryClickOnEmptySpaceTargetsTheView() {
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([2]),
            viewportSize: Size(width: 400, height: 300), measurer: FixedTextMeasurer()
        ) { _ in
            CellContent(content: .cell())
        }
        _ = model.nextFrame()
        model.selection.select(id(0))
        #expect(model.secondaryClicked(at: Point(x: 100, y: 250)) == nil)
        #expect(model.selection.selected == [id(0)])  // the menu for the view does not touch the selection
    }

    @Test func theKeyboardMenuPointsAtTheCursorWhenItIsOnScreen() {
        let model = makeModel()
        _ = model.nextFrame()
        #expect(model.contextMenuTarget().path == nil)
        model.selection.moveCursor(to: id(3), modifiers: [], order: model.itemOrder)
        let target = model.contextMenuTarget()
        #expect(target.path == ItemPath(section: 0, item: 3))
        #expect(target.point == Point(x: 200, y: 175))
        model.scroll(toOffset: 2_000)  // the cursor's row is off screen
        #expect(model.contextMenuTarget().path == nil)
    }
}
