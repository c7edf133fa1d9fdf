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
}
