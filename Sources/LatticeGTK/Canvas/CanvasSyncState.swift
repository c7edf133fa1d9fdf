import CGtk
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
