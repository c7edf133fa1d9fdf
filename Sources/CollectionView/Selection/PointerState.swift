import LatticeLayout

/// Where the pointer is and what a press began: the item under it, the item pressed and where, a rubber band or
/// a header's drag in progress. One owner for the pointer's state, which the model's input handling reads and
/// changes and drawing reads (hover and press highlights, the band).
struct PointerState {
    /// The item under the pointer.
    var hovered: ElementIdentity?
    /// The item the pointer is pressed on.
    var pressed: ElementIdentity?
    /// Where the pointer went down on an item (canvas coordinates), until it comes up.
    var pressPoint: Point?
    /// Whether that press was on a reorder handle (which lifts the item sooner).
    var pressedOnHandle = false
    /// The rubber band being dragged, in content coordinates.
    var rubberBand: RubberBand?
    /// The drag a press on a supplementary element started, until the button comes up.
    var supplementaryDrag: SupplementaryDrag?

    /// The pointer went down on `item` at `point` (canvas coordinates), on `accessory` if one is under it: an
    /// accessory is a button, not a place to drag from — except the reorder handle, made for it.
    mutating func press(_ item: ElementIdentity, at point: Point, on accessory: CellAccessory.Kind?) {
        pressed = item
        pressPoint = accessory == nil || accessory == .reorder ? point : nil
        pressedOnHandle = accessory == .reorder
    }

    /// The press ends (the button came up, or a drag or band took it over).
    mutating func endPress() {
        pressed = nil
        pressPoint = nil
    }

    /// Where the press began, once the pointer at `point` is `threshold` points from it (`handleThreshold` for a
    /// press on a reorder handle): a drag, not a click. Nil before that, or with no press that can drag.
    func dragStart(at point: Point, threshold: Double, handleThreshold: Double) -> Point? {
        guard let start = pressPoint else { return nil }
        let distance = ((point.x - start.x) * (point.x - start.x) + (point.y - start.y) * (point.y - start.y))
            .squareRoot()
        return distance >= (pressedOnHandle ? handleThreshold : threshold) ? start : nil
    }
}
