internal import CGtk
import CollectionView
import Gtk
import LatticeLayout

/// What moves a canvas by itself from frame to frame: the frame-clock tick that runs while something animates, a
/// touchpad fling's kinetic scroll, and the overlay indicator's fade timer.
struct FrameTicks {
    /// The frame-clock tick callback running (0: none).
    var tickID: guint = 0
    /// Kinetic scrolling after a touchpad fling (`KineticScroll`: pure, in CollectionView).
    var kinetic = KineticScroll.stopped
    /// The overlay scrollbar's fade is waiting on its timer.
    var isIndicatorTimerPending = false

    /// Whether a tick callback runs.
    var isTicking: Bool { tickID != 0 }

    /// Starts a fling at `velocity` (points per second, positive scrolls down).
    mutating func fling(velocity: Double) { kinetic = KineticScroll(velocity: velocity) }

    /// How far the fling moves by `frameTime` (µs); 0 when none runs.
    mutating func flingDistance(at frameTime: Int64) -> Double { kinetic.step(to: frameTime) }
}

/// The context menu on show, and where it was asked for.
struct ContextMenuSession {
    /// Where the last context menu was asked for (canvas coordinates).
    var point: Point?
    /// The menu on show, if any.
    var popover: PopoverMenu?

    /// `popover` closed: it is no longer the menu on show (unless another one replaced it meanwhile).
    mutating func closed(_ closing: PopoverMenu) {
        if popover === closing { popover = nil }
    }
}

/// Where a canvas's pointer was last and the shape it was given (set again only when it changes).
struct PointerTracking {
    /// The pointer's last place, in canvas coordinates.
    var last = Point.zero
    /// The shape set last (nil: the default arrow).
    var shownShape: String?
    /// Whether the window's `focus-visible` is followed (`CanvasView.followFocusVisible`): focus rings show after
    /// keyboard navigation, not after the pointer's clicks.
    var followsFocusVisible = false

    /// Gives the pointer `shape`: true when it differs from the one shown, and the widget's must change.
    mutating func show(_ shape: String?) -> Bool {
        guard shape != shownShape else { return false }
        shownShape = shape
        return true
    }
}

/// A canvas's accessibility layers, one per role, and where their sync with the screen stands.
@MainActor
struct AccessibilitySync {
    /// The layer of each role, made when first needed (an accessible role is fixed at creation).
    var layers: [CanvasView.AccessibleRole: AccessibleProxyLayer] = [:]
    /// The name the layers carry (the canvas's accessible label).
    var label: String?
    /// A deferred sync is scheduled (`syncAccessibilityAfterFrame`).
    var isPending = false
    /// When the proxies last followed the screen (monotonic µs), and the cursor they followed.
    var lastSync: gint64 = 0
    var lastCursor: ElementIdentity?

    /// Whether the proxies follow the screen at once after a frame at `now` rather than once frames pause: when
    /// the keyboard cursor moved (`cursor`, while the canvas has focus; focus goes with it), or when they last
    /// followed it `longestLag` µs ago or more.
    func isDue(now: gint64, cursor: ElementIdentity?, hasFocus: Bool, longestLag: gint64) -> Bool {
        (hasFocus && cursor != lastCursor) || now - lastSync >= longestLag
    }

    /// The proxies followed the screen at `now`, the cursor on `cursor`.
    mutating func synced(at now: gint64, cursor: ElementIdentity?) {
        lastSync = now
        lastCursor = cursor
    }
}

/// A canvas's last frame: when it was drawn and what Lattice's share of it took, which frame figures report next
/// to the whole frame.
package struct FrameTiming {
    /// When the last frame was drawn (µs, monotonic), for the accessibility sync to wait for a pause.
    var lastFrameTime: gint64 = 0
    /// How long the last post-frame sync took (scrollbar, accessibility proxies, prefetching the cells scrolling
    /// brings next), in seconds: work a frame causes outside the frame clock's paint phase.
    package internal(set) var syncDuration = 0.0
    /// How long the last frame's snapshot took (the display list and its render nodes), in seconds: Lattice's
    /// own share of a frame's paint phase.
    package internal(set) var snapshotDuration = 0.0

    /// How long frames have paused at `now` (µs): since the last one was drawn.
    func pause(at now: gint64) -> gint64 { now - lastFrameTime }
}
