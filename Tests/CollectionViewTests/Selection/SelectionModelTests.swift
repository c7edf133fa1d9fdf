import DiffableDataSource
import Testing

@testable import CollectionView

/// The selection rules of GNOME Files and GTK list views, with exact expected sets.
@Suite struct SelectionModelTests {
    let order = ["a", "b", "c", "d", "e", "f"]

    func model(_ mode: SelectionMode = .multiple) -> SelectionModel<String> { SelectionModel(mode: mode) }

    // MARK: Pointer, multiple mode

    @Test func plainClickSelectsOnlyTheItem() {
        var selection = model()
        selection.click("a", modifiers: [], order: order)
        selection.click("c", modifiers: .control, order: order)
        selection.click("e", modifiers: [], order: order)
        #expect(selection.selected == ["e"])
        #expect(selection.anchor == "e")
        #expect(selection.cursor == "e")
    }

    @Test func controlClickTogglesAndMovesAnchor() {
        var selection = model()
        selection.click("a", modifiers: [], order: order)
        selection.click("c", modifiers: .control, order: order)
        #expect(selection.selected == ["a", "c"])
        #expect(selection.anchor == "c")
        selection.click("a", modifiers: .control, order: order)
        #expect(selection.selected == ["c"])
        #expect(selection.anchor == "a")
        #expect(selection.cursor == "a")
    }

    @Test func shiftClickSelectsRangeForward() {
        var selection = model()
        selection.click("b", modifiers: [], order: order)
        selection.click("e", modifiers: .shift, order: order)
        #expect(selection.selected == ["b", "c", "d", "e"])
        #expect(selection.anchor == "b")
        #expect(selection.cursor == "e")
    }

    @Test func shiftClickSelectsRangeBackwardAndReplacesIt() {
        var selection = model()
        selection.click("e", modifiers: [], order: order)
        selection.click("b", modifiers: .shift, order: order)
        #expect(selection.selected == ["b", "c", "d", "e"])
        // A second Shift click from the same anchor replaces the range.
        selection.click("f", modifiers: .shift, order: order)
        #expect(selection.selected == ["e", "f"])
        #expect(selection.anchor == "e")
        #expect(selection.cursor == "f")
    }

    @Test func shiftClickDropsSelectionOutsideTheRange() {
        var selection = model()
        selection.click("a", modifiers: [], order: order)
        selection.click("c", modifiers: .control, order: order)
        selection.click("e", modifiers: .shift, order: order)
        #expect(selection.selected == ["c", "d", "e"])
        // Ctrl+Shift afterwards keeps only what the plain Shift click left outside its range (nothing).
        selection.click("f", modifiers: [.control, .shift], order: order)
        #expect(selection.selected == ["c", "d", "e", "f"])
    }

    @Test func controlShiftClickUnitesAndReplacesItsOwnRange() {
        var selection = model()
        selection.click("a", modifiers: [], order: order)
        selection.click("c", modifiers: .control, order: order)
        selection.click("e", modifiers: [.control, .shift], order: order)
        #expect(selection.selected == ["a", "c", "d", "e"])
        selection.click("d", modifiers: [.control, .shift], order: order)
        #expect(selection.selected == ["a", "c", "d"])
        selection.click("b", modifiers: [.control, .shift], order: order)
        #expect(selection.selected == ["a", "b", "c"])
        #expect(selection.anchor == "c")
        #expect(selection.cursor == "b")
    }

    @Test func clickOnEmptySpaceClearsUnlessModified() {
        var selection = model()
        selection.click("a", modifiers: [], order: order)
        selection.click("b", modifiers: .control, order: order)
        selection.clickEmptySpace(modifiers: .control)
        selection.clickEmptySpace(modifiers: .shift)
        #expect(selection.selected == ["a", "b"])
        selection.clickEmptySpace(modifiers: [])
        #expect(selection.selected.isEmpty)
        #expect(selection.cursor == "b")
        #expect(selection.anchor == "b")
    }

    // MARK: Modes

    @Test func singleModeSelectsAtMostOne() {
        var selection = model(.single)
        selection.click("a", modifiers: [], order: order)
        selection.click("c", modifiers: [], order: order)
        #expect(selection.selected == ["c"])
        selection.click("c", modifiers: .control, order: order)
        #expect(selection.selected == [])
        selection.click("d", modifiers: .control, order: order)
        #expect(selection.selected == ["d"])
        selection.click("f", modifiers: .shift, order: order)
        #expect(selection.selected == ["f"])
        selection.selectAll(order: order)
        #expect(selection.selected == ["f"])
        selection.moveCursor(to: "b", modifiers: .shift, order: order)
        #expect(selection.selected == ["b"])
        selection.moveCursor(to: "c", modifiers: .control, order: order)
        #expect(selection.selected == ["b"])
        #expect(selection.cursor == "c")
    }

    @Test func noneModeOnlyMovesTheCursor() {
        var selection = model(.none)
        for modifiers: SelectionModifiers in [[], .control, .shift, [.control, .shift]] {
            selection.click("c", modifiers: modifiers, order: order)
        }
        selection.moveCursor(to: "d", modifiers: [], order: order)
        selection.selectAll(order: order)
        selection.toggleAtCursor()
        selection.select("a")
        #expect(selection.selected.isEmpty)
        #expect(selection.cursor == "d")
    }

    @Test func loweringTheModeDropsWhatNoLongerFits() {
        var selection = model()
        selection.click("a", modifiers: [], order: order)
        selection.click("c", modifiers: .shift, order: order)
        selection.mode = .single
        #expect(selection.selected == ["c"])  // the cursor's item
        selection.mode = .none
        #expect(selection.selected.isEmpty)
        #expect(SelectionModel(mode: .single, selected: ["a", "b"]).selected.isEmpty)
        #expect(SelectionModel(mode: .single, selected: ["a", "b"], anchor: "b").selected == ["b"])
    }

    @Test func selectAllAndNone() {
        var selection = model()
        selection.click("b", modifiers: [], order: order)
        selection.selectAll(order: order)
        #expect(selection.selected == Set(order))
        #expect(selection.cursor == "b")
        selection.selectNone()
        #expect(selection.selected.isEmpty)
        #expect(selection.cursor == "b")
    }

    // MARK: Keyboard

    @Test func plainCursorMoveSelectsAndShiftExtends() {
        var selection = model()
        selection.moveCursor(to: "b", modifiers: [], order: order)
        #expect(selection.selected == ["b"])
        selection.moveCursor(to: "c", modifiers: .shift, order: order)
        selection.moveCursor(to: "d", modifiers: .shift, order: order)
        #expect(selection.selected == ["b", "c", "d"])
        selection.moveCursor(to: "a", modifiers: .shift, order: order)
        #expect(selection.selected == ["a", "b"])
        #expect(selection.anchor == "b")
        #expect(selection.cursor == "a")
    }

    @Test func cursorIsDistinctFromSelection() {
        var selection = model()
        selection.click("a", modifiers: [], order: order)
        selection.moveCursor(to: "c", modifiers: .control, order: order)
        #expect(selection.selected == ["a"])
        #expect(selection.cursor == "c")
        #expect(selection.anchor == "a")
        selection.toggleAtCursor()
        #expect(selection.selected == ["a", "c"])
        #expect(selection.anchor == "c")
        selection.moveCursor(to: "e", modifiers: .control, order: order)
        selection.toggleAtCursor()
        selection.moveCursor(to: "c", modifiers: .control, order: order)
        selection.toggleAtCursor()
        #expect(selection.selected == ["a", "e"])
        selection.moveCursor(to: "f", modifiers: [.control, .shift], order: order)
        #expect(selection.selected == ["a", "c", "d", "e", "f"])
    }

    @Test func shiftWithoutAnchorStartsAtTheCursor() {
        var selection = model()
        selection.cursor = "b"
        #expect(selection.selected.isEmpty)
        selection.moveCursor(to: "d", modifiers: .shift, order: order)
        #expect(selection.selected == ["b", "c", "d"])
        #expect(selection.anchor == "b")
    }

    // MARK: Data updates

    @Test func retainDropsMissingIdentities() {
        var selection = model()
        selection.click("b", modifiers: [], order: order)
        selection.click("e", modifiers: .shift, order: order)
        selection.retain(existing: ["a", "b", "d", "f"])
        #expect(selection.selected == ["b", "d"])
        #expect(selection.anchor == "b")
        #expect(selection.cursor == nil)
        selection.retain(existing: ["a", "d", "f"])
        #expect(selection.selected == ["d"])
        #expect(selection.anchor == nil)
        // Without anchor or cursor a Shift click is a plain click.
        selection.click("f", modifiers: .shift, order: ["a", "d", "f"])
        #expect(selection.selected == ["f"])
    }

    @Test func retainFollowsASnapshot() {
        var snapshot = Snapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(order, toSection: 0)
        var selection = model()
        selection.click("a", modifiers: [], order: order)
        selection.click("c", modifiers: [.control, .shift], order: order)
        snapshot.deleteItems(["b", "c"])
        selection.retain(existingIn: snapshot)
        #expect(selection.selected == ["a"])
        #expect(selection.cursor == nil)
        #expect(selection.anchor == "a")
        // The next range comes from the surviving order.
        selection.click("e", modifiers: .shift, order: snapshot.itemIdentifiers)
        #expect(selection.selected == ["a", "d", "e"])
    }

    // MARK: Edge cases and gestures beyond clicks

    @Test func staleInputNeverTraps() {
        var selection = model()
        selection.click("x", modifiers: .shift, order: [String]())
        #expect(selection.selected == ["x"])
        selection.click("b", modifiers: .shift, order: order)  // anchor x is not in order: plain click
        #expect(selection.selected == ["b"])
        selection.click("zz", modifiers: .shift, order: order)  // the item is not in order
        #expect(selection.selected == ["zz"])
        selection.click("b", modifiers: [.control, .shift], order: order)  // neither: the item joins
        #expect(selection.selected == ["zz", "b"])
        selection.click("d", modifiers: .shift, order: ["q", "b", "b", "c", "d", "r"])
        #expect(selection.selected == ["b", "c", "d"])
        selection.toggleAtCursor()
        #expect(selection.selected == ["b", "c"])
        var empty = model()
        empty.toggleAtCursor()
        empty.selectAll(order: [String]())
        #expect(empty == model())
        #expect(SelectionModel<String>.range(from: "c", to: "c", in: order) == ["c"])
        #expect(SelectionModel<String>.range(from: "e", to: "c", in: order) == ["c", "d", "e"])
        #expect(SelectionModel<String>.range(from: "a", to: "q", in: order) == nil)
    }

    @Test func rubberBandReplacesAddsOrToggles() {
        var selection = model()
        let initial: Set = ["a", "b"]
        selection.rubberBand(["b", "c"], modifiers: [], initial: initial)
        #expect(selection.selected == ["b", "c"])
        selection.rubberBand(["b", "c"], modifiers: .shift, initial: initial)
        #expect(selection.selected == ["a", "b", "c"])
        selection.rubberBand(["b", "c"], modifiers: .control, initial: initial)
        #expect(selection.selected == ["a", "c"])
        var single = model(.single)
        single.rubberBand(["b", "c"], modifiers: [], initial: [])
        #expect(single.selected.isEmpty)
    }
}
