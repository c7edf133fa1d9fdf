import LatticeLayout

/// What a cell is doing now; configurations are restyled from it.
public struct CellState: Hashable, Sendable {
    /// Selected.
    public var isSelected = false
    /// The pointer is pressed on it.
    public var isHighlighted = false
    /// The pointer is over it.
    public var isHovered = false
    /// It holds the keyboard cursor and the view has focus.
    public var isFocused = false
    /// It cannot be interacted with.
    public var isDisabled = false
    /// An outline parent whose children are shown.
    public var isExpanded = false
    /// Its swipe actions are revealed.
    public var isSwiped = false
    /// The list is in editing mode.
    public var isEditing = false
    /// Where leading is in the view (UIKit's `traitCollection.layoutDirection`): a right-to-left cell puts its
    /// image and leading accessories on the right, its trailing ones on the left.
    public var layoutDirection = LayoutDirection.leftToRight

    /// A state with every flag off.
    public init() {}
}
