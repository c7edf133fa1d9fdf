import LatticeLayout
import Testing

@testable import CollectionView

/// The pointer's own rules: where a press can drag from, and when a move becomes a drag.
@Suite struct PointerStateTests {
    let item = ElementIdentity("a")

    @Test func aPressOnAnAccessoryIsAButtonExceptOnTheReorderHandle() {
        var pointer = PointerState()
        pointer.press(item, at: Point(x: 10, y: 10), on: nil)
        #expect(pointer.pressed == item && pointer.pressPoint == Point(x: 10, y: 10) && !pointer.pressedOnHandle)
        pointer.press(item, at: Point(x: 10, y: 10), on: .disclosureIndicator)
        #expect(pointer.pressPoint == nil)  // a button: no drag from it
        #expect(pointer.dragStart(at: Point(x: 100, y: 100), threshold: 8, handleThreshold: 2) == nil)
        pointer.press(item, at: Point(x: 10, y: 10), on: .reorder)
        #expect(pointer.pressedOnHandle && pointer.pressPoint != nil)
        pointer.endPress()
        #expect(pointer.pressed == nil && pointer.pressPoint == nil)
    }

    @Test func aMoveIsADragPastItsThresholdTheHandlesSooner() {
        var pointer = PointerState()
        pointer.press(item, at: Point(x: 0, y: 0), on: nil)
        #expect(pointer.dragStart(at: Point(x: 3, y: 4), threshold: 8, handleThreshold: 2) == nil)  // 5 points
        #expect(pointer.dragStart(at: Point(x: 6, y: 8), threshold: 8, handleThreshold: 2) == Point(x: 0, y: 0))
        pointer.press(item, at: Point(x: 0, y: 0), on: .reorder)
        #expect(pointer.dragStart(at: Point(x: 3, y: 4), threshold: 8, handleThreshold: 2) == Point(x: 0, y: 0))
    }
}
