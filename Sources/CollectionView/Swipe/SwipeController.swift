import DiffableDataSource
import LatticeLayout

/// The swipe actions of one cell at a time, keyed by item identity, for lists **and** grids (UIKit allows
/// them only in lists; here a grid card swipes like a row).
///
/// Feed it a drag (touch, or a pointer drag the shell routes here) or a two-finger touchpad swipe (see
/// `scroll(deltaX:time:)`), then read where the cell's content is (`offset(for:)`) and what is uncovered
/// behind it (`presentation(for:)`, drawn by `SwipeDrawing`):
///
/// ```swift
/// var swipe = SwipeController<String>()
/// swipe.beginDrag(item: "mail-7", leading: nil, trailing: trailingActions, cellWidth: 400)
/// swipe.updateDrag(translation: -120)          // content moves left; trailing actions show (160 px)
/// switch swipe.endDrag(velocity: -200) {       // past half the reveal width: snaps open
/// case .revealed(let side): …                  // animate to offset(for: "mail-7") == -160
/// case .performed(let action, let item): …     // a full swipe: run the action
/// case .closed: …                              // animate back to 0
/// }
/// swipe.tapAction(at: Point(x: 380, y: 20))    // the first trailing action (nearest the right edge)
/// ```
///
/// Only one cell is swiped at a time: beginning a drag on another item closes the open one, as GNOME and iOS
/// do. Offsets jump between states; the view model animates them. Positive offsets move the content towards
/// the trailing edge and uncover the leading actions; negative ones uncover the trailing actions. Call
/// `retain(existing:)` after every data update so a swipe never refers to a vanished item.
public struct SwipeController<ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// What the controller is doing.
    public enum Phase: String, Hashable, Sendable {
        /// No cell is swiped.
        case idle
        /// A drag or touchpad swipe is moving `openItem`'s content.
        case dragging
        /// `openItem` is snapped open, showing every action of `revealedSide`.
        case revealed
    }

    /// What the controller is doing.
    public private(set) var phase: Phase = .idle
    /// The item being swiped or whose actions are revealed; nil when every cell is closed.
    public private(set) var openItem: ItemID?
    /// The open item's leading actions (uncovered by a drag towards the trailing edge).
    public private(set) var leadingActions: SwipeActionsConfiguration?
    /// The open item's trailing actions (uncovered by a drag towards the leading edge).
    public private(set) var trailingActions: SwipeActionsConfiguration?
    /// The open item's cell width, which scales the full-swipe distance and the rubber band.
    public private(set) var cellWidth: Double = 0

    /// Where the finger has taken the content, before resistance: the offset the drag started from plus its
    /// translation. `offset` is this with no movement towards a side without actions and rubber-banding
    /// past the reveal width.
    private(set) var position: Double = 0
    /// `position` when the current drag began.
    private var dragStart: Double = 0
    /// The translation accumulated from touchpad scroll deltas (see `SwipeController+Scroll.swift`).
    var scrollTranslation: Double = 0
    /// Recent touchpad deltas (pixels) and their times, for the release velocity.
    var scrollHistory: [ScrollSample] = []

    /// A controller with every cell closed.
    public init() {}

    // MARK: Queries

    /// How far the open item's content is shifted (0 when closed).
    public var offset: Double {
        guard let side = Self.side(of: position), let actions = configuration(for: side),
            !actions.actions.isEmpty
        else { return 0 }
        let width = revealWidth(for: side), distance = abs(position)
        guard distance > width else { return side.sign * distance }
        return side.sign * (width + Self.rubberBand(distance - width, dimension: cellWidth))
    }

    /// How far `item`'s content is shifted: positive towards the trailing edge; 0 for any other item.
    public func offset(for item: ItemID) -> Double { item == openItem ? offset : 0 }

    /// The side whose actions are uncovered now (by a drag in progress or snapped open); nil when closed.
    public var revealedSide: SwipeSide? { Self.side(of: offset) }

    /// Whether `item` shows actions (being dragged open or snapped open): its `CellState.isSwiped`.
    public func isSwiped(_ item: ItemID) -> Bool { offset != 0 && item == openItem }

    /// Whether a cell is snapped open, so taps hit its actions.
    public var isRevealed: Bool { phase == .revealed }

    /// Whether releasing the drag now would perform the first action (the drawing then lets it fill the strip).
    public var isFullSwipe: Bool {
        guard phase == .dragging, let side = Self.side(of: position), let actions = configuration(for: side),
            actions.performsFirstActionWithFullSwipe, !actions.actions.isEmpty
        else { return false }
        return abs(position) > fullSwipeDistance(for: side)
    }

    /// The actions on `side` of the open item.
    public func configuration(for side: SwipeSide) -> SwipeActionsConfiguration? {
        side == .leading ? leadingActions : trailingActions
    }

    /// The width that shows every action on `side` of the open item (see `SwipeMetrics.revealWidth`).
    public func revealWidth(for side: SwipeSide) -> Double {
        SwipeMetrics.revealWidth(for: configuration(for: side), cellWidth: cellWidth)
    }

    /// How far the finger must go towards `side` for a full swipe: 60 % of the cell's width, and at least
    /// `SwipeMetrics.minimumFullSwipeOvershoot` past the reveal width.
    public func fullSwipeDistance(for side: SwipeSide) -> Double {
        max(SwipeMetrics.fullSwipeFraction * cellWidth, revealWidth(for: side) + SwipeMetrics.minimumFullSwipeOvershoot)
    }

    /// What to draw behind `item`'s shifted content, or nil when it shows no actions.
    package func presentation(for item: ItemID) -> SwipePresentation? {
        guard item == openItem, let side = revealedSide, let actions = configuration(for: side) else { return nil }
        return SwipePresentation(actions: actions, side: side, revealWidth: abs(offset), isFullSwipe: isFullSwipe)
    }

    // MARK: Dragging

    /// Starts a swipe of `item`, whose cell is `cellWidth` wide and has the given actions (nil or empty: the
    /// content does not move that way).
    ///
    /// A swipe of another item closes the open one (returned, so the caller can animate it shut). Dragging the
    /// open item again continues from where it is snapped.
    @discardableResult
    public mutating func beginDrag(
        item: ItemID, leading: SwipeActionsConfiguration?,
        trailing: SwipeActionsConfiguration?, cellWidth: Double
    ) -> ItemID? {
        var closed: ItemID?
        var start = 0.0
        if let open = openItem {
            if open == item { start = position } else if isSwiped(open) { closed = open }
        }
        openItem = item
        leadingActions = leading
        trailingActions = trailing
        self.cellWidth = max(0, cellWidth)
        phase = .dragging
        if let side = Self.side(of: start) {  // continue from the snapped (or resisted) position, at most open
            start = side.sign * min(abs(start), revealWidth(for: side))
        }
        position = start
        dragStart = start
        scrollTranslation = 0
        scrollHistory.removeAll()
        return closed
    }

    /// Moves the dragged content: `translation` is the finger's horizontal movement since `beginDrag`,
    /// positive towards the trailing edge (uncovering the leading actions). Ignored when not dragging.
    public mutating func updateDrag(translation: Double) {
        guard phase == .dragging, translation.isFinite else { return }
        position = dragStart + translation
    }

    /// Ends the drag with the finger's horizontal `velocity` (px/s, positive towards the trailing edge) and
    /// settles the cell:
    /// - a full swipe — the finger past `fullSwipeDistance(for:)`, or a fling faster than 1000 px/s past the
    ///   reveal width — performs the side's first action when `performsFirstActionWithFullSwipe`, and closes;
    /// - a fling faster than 300 px/s towards the closed position closes;
    /// - past half the reveal width, or a fling faster than 300 px/s away from it, snaps open;
    /// - anything else closes.
    ///
    /// Not dragging: reports the current state (`.revealed` or `.closed`).
    public mutating func endDrag(velocity: Double) -> SwipeOutcome<ItemID> {
        guard phase == .dragging, let item = openItem else {
            if phase == .revealed, let side = revealedSide { return .revealed(side: side) }
            return .closed
        }
        guard let side = Self.side(of: position), let actions = configuration(for: side),
            let first = actions.actions.first
        else {
            reset()
            return .closed
        }
        let distance = abs(position), width = revealWidth(for: side)
        let speed = velocity.isFinite ? velocity * side.sign : 0  // positive: away from closed
        if actions.performsFirstActionWithFullSwipe,
            distance > fullSwipeDistance(for: side)
                || (distance > width && speed > SwipeMetrics.fullSwipeFlingVelocity)
        {
            reset()
            return .performed(action: first, item: item)
        }
        if speed <= -SwipeMetrics.revealFlingVelocity {
            reset()
            return .closed
        }
        if distance >= width / 2 || speed >= SwipeMetrics.revealFlingVelocity {
            phase = .revealed
            position = side.sign * width
            dragStart = position
            return .revealed(side: side)
        }
        reset()
        return .closed
    }

    /// Closes the open cell (a tap elsewhere, Escape, scrolling the view); returns the item that showed actions.
    @discardableResult
    public mutating func close() -> ItemID? {
        let closed = openItem.flatMap { isSwiped($0) ? $0 : nil }
        reset()
        return closed
    }

    // MARK: Tapping

    /// The action under `point` (relative to the open cell's frame: x from its leading edge) when a cell is
    /// snapped open; nil on the content or when nothing is revealed.
    ///
    /// The first action is the one nearest the edge the content moved away from. Only `x` is tested (buttons
    /// are full height); the caller hit-tests the cell first, and on a nil answer over the open cell usually
    /// calls `close()`. Performing the action is the caller's job, as is closing afterwards.
    public func tapAction(at point: Point) -> SwipeAction? {
        guard phase == .revealed, let side = revealedSide, let actions = configuration(for: side)?.actions,
            !actions.isEmpty
        else { return nil }
        let width = revealWidth(for: side)
        let fromEdge = side == .leading ? point.x : cellWidth - point.x
        guard fromEdge >= 0, fromEdge < width else { return nil }
        let index = Int(fromEdge / (width / Double(actions.count)))
        return actions[min(index, actions.count - 1)]
    }

    // MARK: Identity

    /// Closes the swipe when its item is not in `existing` (after a data update).
    public mutating func retain(existing items: Set<ItemID>) {
        retain { items.contains($0) }
    }

    /// Closes the swipe when `snapshot` no longer holds its item.
    public mutating func retain<SectionID>(existingIn snapshot: Snapshot<SectionID, ItemID>) {
        retain { snapshot.contains(item: $0) }
    }

    /// Closes the swipe when `exists` is false for its item.
    public mutating func retain(where exists: (ItemID) -> Bool) {
        if let openItem, !exists(openItem) { reset() }
    }

    // MARK: Internals

    /// Back to idle with nothing open.
    mutating func reset() {
        phase = .idle
        openItem = nil
        leadingActions = nil
        trailingActions = nil
        position = 0
        dragStart = 0
        scrollTranslation = 0
        scrollHistory.removeAll()
    }

    /// The side a signed offset or position uncovers.
    static func side(of value: Double) -> SwipeSide? {
        value > 0 ? .leading : value < 0 ? .trailing : nil
    }

    /// The resisted movement for a finger movement `excess` past the reveal width (see
    /// `SwipeMetrics.rubberBandCoefficient`): sub-linear, slope `c` at 0, bounded by `dimension`.
    static func rubberBand(_ excess: Double, dimension: Double) -> Double {
        let c = SwipeMetrics.rubberBandCoefficient
        let d = max(dimension, SwipeMetrics.minimumRevealWidth)
        return c * excess * d / (d + c * excess)
    }
}
