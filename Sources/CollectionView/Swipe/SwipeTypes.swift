import LatticeLayout

/// The side of a cell whose swipe actions are shown.
///
/// Swiping a cell's content towards the trailing edge uncovers its **leading** actions (at the leading edge);
/// swiping towards the leading edge uncovers its **trailing** actions. Left to right only for now: leading is
/// left.
public enum SwipeSide: String, Hashable, Sendable, CaseIterable {
    /// The leading (left) edge; shown by a drag towards the trailing edge (positive translation).
    case leading
    /// The trailing (right) edge; shown by a drag towards the leading edge (negative translation).
    case trailing

    /// The sign of the content offset that uncovers this side: +1 for leading, −1 for trailing.
    public var sign: Double { self == .leading ? 1 : -1 }
}

/// How a swipe gesture ended.
public enum SwipeOutcome<ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// The cell snaps back; no actions are shown.
    case closed
    /// The cell snaps open, showing every action of `side`; a tap on one performs it.
    case revealed(side: SwipeSide)
    /// A full swipe (or a fast fling) performed `action` on `item`; the swipe is closed again and the app
    /// runs the action (deleting the item, archiving it…).
    case performed(action: SwipeAction, item: ItemID)
}

/// The measurements and thresholds of swipe actions, shared by `SwipeController` and `SwipeDrawing`.
public enum SwipeMetrics {
    /// The width of one action button when revealed.
    public static let actionWidth: Double = 80
    /// The smallest reveal width of a side with actions.
    public static let minimumRevealWidth: Double = 80
    /// A translation beyond this fraction of the cell's width is a full swipe.
    public static let fullSwipeFraction: Double = 0.6
    /// A full swipe always reaches this far past the reveal width, so that narrow cells (grid cards), whose
    /// 60 % is less than their reveal width, still have a revealed state between closed and performed.
    public static let minimumFullSwipeOvershoot: Double = 40
    /// A release faster than this (px/s) away from the closed position, past the reveal width, is a full
    /// swipe (a fling).
    public static let fullSwipeFlingVelocity: Double = 1000
    /// A release faster than this (px/s) opens the cell however short the drag, or closes it when towards the
    /// closed position.
    public static let revealFlingVelocity: Double = 300
    /// The resistance past the reveal width: the content moves `c·x·d / (d + c·x)` for a finger movement `x`
    /// past it, `d` being the cell's width (UIScrollView's rubber-band curve, slope `c` at the start).
    public static let rubberBandCoefficient: Double = 0.55
    /// Touchpad scroll deltas are multiplied by this to get pixels: GDK reports smooth touchpad scrolling
    /// in tenths of surface pixels (it divides Wayland axis values by 10), and libadwaita's `AdwSwipeTracker`
    /// multiplies them back by the same factor (its `SCROLL_MULTIPLIER`).
    public static let scrollDeltaMultiplier: Double = 10
    /// Scroll deltas older than this (seconds) before the last one do not count towards the release
    /// velocity of a touchpad swipe (libadwaita's `EVENT_HISTORY_THRESHOLD_MS`).
    public static let scrollVelocityWindow: Double = 0.15
    /// The size of an action's icon.
    public static let iconSize: Double = 16
    /// The size of an action's title.
    public static let titleSize: Double = 12
    /// The space between an action's icon and its title.
    public static let iconSpacing: Double = 4
    /// The horizontal padding inside an action button.
    public static let buttonPadding: Double = 8

    /// The width that shows every action of `actions` in a cell `cellWidth` wide: `actionWidth` per action,
    /// at least `minimumRevealWidth`, never wider than the cell (0 without actions).
    public static func revealWidth(for actions: SwipeActionsConfiguration?, cellWidth: Double) -> Double {
        guard let actions, !actions.actions.isEmpty else { return 0 }
        let natural = max(minimumRevealWidth, Double(actions.actions.count) * actionWidth)
        return cellWidth > 0 ? min(natural, cellWidth) : natural
    }
}

/// What to draw behind one swiped cell: the actions of the uncovered side and how far they are uncovered.
///
/// Pass it to `SwipeDrawing.draw(_:in:cornerRadius:measurer:into:)` before drawing the cell shifted by
/// `offset`.
package struct SwipePresentation: Hashable, Sendable {
    /// The uncovered side's actions.
    package var actions: SwipeActionsConfiguration
    /// The uncovered side.
    package var side: SwipeSide
    /// How wide the uncovered strip is (the magnitude of the content offset).
    package var revealWidth: Double
    /// Whether releasing now performs the first action (it then fills the strip).
    package var isFullSwipe: Bool

    /// The content offset: `revealWidth` towards the trailing edge for the leading side, and the reverse.
    package var offset: Double { side.sign * revealWidth }

    /// Creates a presentation.
    package init(actions: SwipeActionsConfiguration, side: SwipeSide, revealWidth: Double, isFullSwipe: Bool = false) {
        self.actions = actions
        self.side = side
        self.revealWidth = revealWidth
        self.isFullSwipe = isFullSwipe
    }
}
