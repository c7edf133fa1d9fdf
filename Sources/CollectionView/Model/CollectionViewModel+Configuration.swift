import DiffableDataSource
import LatticeLayout

// The model's configuration: what a host sets and reads, kept by the concern that owns it.
extension CollectionViewModel {
    // MARK: Cells

    /// The state of each cell (selection, cursor, hover, expansion), by position in the current data.
    public var cellState: (ItemPath) -> CellState {
        get { sources.state }
        set {
            sources.state = newValue
            setNeedsDisplay()
        }
    }
    /// Restyles a cell for its state just before it is drawn — UIKit's configuration update handler: derive
    /// the content and background from the state (a clear background unless selected, a bolder title while
    /// focused). It runs for every drawn cell, so keep it cheap; it must not change the cell's size (measuring
    /// does not see the state).
    public var configurationUpdate: ((inout CellContent, CellState) -> Void)? {
        get { sources.configurationUpdate }
        set {
            sources.configurationUpdate = newValue
            setNeedsDisplay()
        }
    }

    /// Replaces the cell and supplementary providers without changing the layout (call it from the
    /// `switchData` of `update(to:changes:)` when new data comes with new content).
    public func replaceProviders(
        cell: @escaping (ItemPath) -> CellContent?,
        supplementary: @escaping (String, ItemPath) -> CellContent?
    ) {
        sources.cell = cell
        sources.supplementary = supplementary
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Where leading is (UIKit's `effectiveUserInterfaceLayoutDirection`; `CanvasView` follows its widget's GTK
    /// text direction): right to left, every frame, cell part, separator and swipe action is the mirror image
    /// of its left-to-right place, and Left and Right follow what is on screen.
    public var layoutDirection: LayoutDirection {
        get { engine.layoutDirection }
        set {
            guard newValue != engine.layoutDirection else { return }
            engine.layoutDirection = newValue
            sources.contentChanged()
            setNeedsDisplay()
        }
    }

    /// The state of a cell drawn with nothing going on (a transition's departing cells, backgrounds): every
    /// flag off, in the view's `layoutDirection`.
    var restingState: CellState {
        var state = CellState()
        state.layoutDirection = layoutDirection
        return state
    }

    /// The background of the canvas. Cells flying in a switch are solid in it, so laid-out cells are laid out
    /// again when it changes.
    public var background: Paint {
        get { sources.background }
        set {
            sources.background = newValue
            setNeedsDisplay()
        }
    }
    /// Overscan above and below the viewport that is laid out (and measured) but not drawn.
    public var overscan: Double {
        get { drawing.overscan }
        set { drawing.overscan = newValue }
    }
    /// What is drawn when there are no items (nil: nothing).
    public var emptyState: EmptyState? {
        get { drawing.emptyState }
        set {
            drawing.emptyState = newValue
            setNeedsDisplay()
        }
    }
    /// Whether display lists record which element and part each run of commands draws (`DisplayList.drawnParts`):
    /// for tests and tools that read frames; off in the app.
    public var recordsDrawnParts: Bool {
        get { drawing.recordsDrawnParts }
        set { drawing.recordsDrawnParts = newValue }
    }

    // MARK: Animation

    /// The layout transition in flight, if any (`isAnimating` is what a host asks).
    package internal(set) var transition: LayoutTransition? {
        get { transitionState.transition }
        set { transitionState.transition = newValue }
    }

    // MARK: Pointer and focus

    /// The item under the pointer.
    public internal(set) var hoveredItem: ElementIdentity? {
        get { pointer.hovered }
        set { pointer.hovered = newValue }
    }
    /// The item the pointer is pressed on.
    public internal(set) var pressedItem: ElementIdentity? {
        get { pointer.pressed }
        set { pointer.pressed = newValue }
    }
    /// The rubber band being dragged, in content coordinates.
    public internal(set) var rubberBand: RubberBand? {
        get { pointer.rubberBand }
        set { pointer.rubberBand = newValue }
    }
    /// The drag a press on a supplementary element started, until the button comes up.
    public internal(set) var supplementaryDrag: SupplementaryDrag? {
        get { pointer.supplementaryDrag }
        set { pointer.supplementaryDrag = newValue }
    }
    /// Whether the view has keyboard focus (the cursor's cell draws a focus ring while `showsFocusRing`).
    public var hasFocus: Bool {
        get { drawing.hasFocus }
        set { drawing.hasFocus = newValue }
    }
    /// Whether focus rings show: GNOME shows them after keyboard navigation and hides them after a click (a GTK
    /// window's `focus-visible`, which `CanvasView` follows).
    public var showsFocusRing: Bool {
        get { drawing.showsFocusRing }
        set { drawing.showsFocusRing = newValue }
    }

    // MARK: Callbacks

    /// How each item takes part in selection through input (Listable's selection styles: selectable,
    /// tappable, not selectable); nil: every item is selectable.
    public var selectionStyle: ((ElementIdentity) -> ItemSelectionStyle)? {
        get { callbacks.selectionStyle }
        set { callbacks.selectionStyle = newValue }
    }
    /// Called after the selection changed through input (clicks, keys, rubber bands).
    public var onSelectionChange: ((SelectionModel<ElementIdentity>) -> Void)? {
        get { callbacks.onSelectionChange }
        set { callbacks.onSelectionChange = newValue }
    }
    /// Called whenever the model changed what it draws — new data presented (`update(to:changes:)`, a data
    /// source's apply), a layout switched (`setLayout`), a scroll, the selection, cells' providers, background or
    /// direction — for the host to draw a frame, and to keep drawing them while `isAnimating`. `CanvasView` sets
    /// it, so an app using the canvas never asks it to redraw after changing the model.
    public var onNeedsDisplay: (() -> Void)? {
        get { callbacks.needsDisplay }
        set { callbacks.needsDisplay = newValue }
    }
    /// Called when an item is activated (double-click, Return).
    public var onActivate: ((ItemPath) -> Void)? {
        get { callbacks.onActivate }
        set { callbacks.onActivate = newValue }
    }
    /// Called when an accessory of an item is clicked; an outline disclosure whose row a bound
    /// `CollectionViewDataSource` can expand or collapse is toggled by the data source instead.
    public var onAccessory: ((ItemPath, CellAccessory) -> Void)? {
        get { callbacks.onAccessory }
        set { callbacks.onAccessory = newValue }
    }
    /// Called when a press lands on a header, footer or other supplementary element (`element`, frame in content
    /// coordinates), with the point in the element (from its top-left): what the press starts — a click (a table
    /// header sorting by the column under it), a drag (a column's edge being moved), or nothing, so that it starts
    /// a rubber band as on empty space. A double click is two presses.
    public var onSupplementaryPress: ((_ element: LayoutAttributes, _ point: Point) -> SupplementaryPress)? {
        get { callbacks.onSupplementaryPress }
        set { callbacks.onSupplementaryPress = newValue }
    }
    /// Per-item callbacks, by item identity (see `ItemCallbacks`).
    public var itemCallbacks: [ElementIdentity: ItemCallbacks] {
        get { callbacks.observers.itemCallbacks }
        _modify { yield &callbacks.observers.itemCallbacks }
    }
}
