import CGtk
import Gtk
import CollectionView
import LatticeLayout

/// Where a canvas's accessibility scrollbar stands: what its adjustment was last set to, and which syncs wait.
struct AdjustmentSync {
    /// Set while the view sets the adjustment itself, so its value-changed signal is not taken for the user's.
    var isUpdating = false
    /// A sync is scheduled (the scrollbar follows once frames pause).
    var isPending = false
    /// What the adjustment was last set to (`CanvasView.syncAdjustment`).
    var synced: CanvasView.AdjustmentState?
    /// An exact sync waits for frames to pause.
    var isExactPending = false
    /// The overlay scrollbar's fade is waiting on its timer.
    var isIndicatorTimerPending = false
}

/// Where a canvas's pointer was last and the shape it was given (set again only when it changes).
struct PointerTracking {
    /// The pointer's last place, in canvas coordinates.
    var last = Point.zero
    /// The shape set last (nil: the default arrow).
    var shownShape: String?
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
}
