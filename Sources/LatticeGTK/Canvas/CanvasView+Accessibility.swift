package import CGtk
import CollectionView
import Gtk
import LatticeLayout

extension CanvasView {
    /// The accessibility layer of the current role (made and put over the canvas widget when first needed).
    var accessibleLayer: AccessibleProxyLayer {
        if let layer = accessibility.layers[accessibleRole] { return layer }
        let layer =
            accessibleRole == .grid
            ? AccessibleProxyLayer(role: .grid, itemRole: .gridCell, label: accessibility.label)
            : AccessibleProxyLayer(role: .list, itemRole: .listItem, label: accessibility.label)
        accessibility.layers[accessibleRole] = layer
        overlay.addOverlay(layer.widget)
        return layer
    }

    /// Brings the proxies in line with the cells on screen (after a frame is drawn: moving widgets while GTK
    /// snapshots would resize them mid-frame) and, while the canvas has focus, puts keyboard focus on the
    /// cursor's proxy so screen readers follow the cursor.
    func syncAccessibility() {
        accessibility.synced(at: clock.now, cursor: model.selection.cursor)
        let layer = accessibleLayer
        layer.update(model.accessibleElements(), focusFallback: focusWidget)
        guard model.hasFocus, let cursor = model.selection.cursor, let proxy = layer.proxy(for: cursor),
            !proxy.hasFocus
        else { return }
        proxy.grabFocus()
    }

    /// How long frames must pause before the proxies follow the screen (µs).
    static let accessibilitySettleTime: gint64 = 100_000
    /// How long, at most, the proxies lag behind while frames keep coming (µs).
    static let accessibilityLongestLag: gint64 = 1_000_000

    /// After a frame: syncs the proxies once frames pause for `accessibilitySettleTime` — at once when the
    /// keyboard cursor moved (focus goes with it) or when they last followed the screen
    /// `accessibilityLongestLag` ago, as on the first frame of a scroll.
    ///
    /// Scrolling or animating moves every proxy each frame, and moving them makes GTK lay the window out again
    /// on the next frame (every proxy allocated, and a round of X server queries: `docs/performance.md`, "The
    /// floor"), so while frames keep coming only one in sixty pays for it. A screen reader reads the screen
    /// once it settles; while it moves, once a second keeps it near.
    func syncAccessibilityAfterFrame() {
        let now = clock.now
        frameTiming.lastFrameTime = now
        if accessibility.isDue(
            now: now, cursor: model.selection.cursor, hasFocus: model.hasFocus,
            longestLag: Self.accessibilityLongestLag)
        {
            syncAccessibility()
            return
        }
        scheduleAccessibilitySync(after: Self.accessibilitySettleTime)
    }

    /// Syncs the proxies in `delay` µs if frames have paused by then (or they lag `accessibilityLongestLag`);
    /// otherwise waits for the pause.
    private func scheduleAccessibilitySync(after delay: gint64) {
        guard !accessibility.isPending else { return }
        accessibility.isPending = true
        afterFramesPause(
            for: Self.accessibilitySettleTime, checkingIn: delay,
            overdue: { $0.accessibility.lastSync + Self.accessibilityLongestLag <= $0.clock.now }
        ) {
            $0.accessibility.isPending = false
            $0.syncAccessibility()
        }
    }

    /// The proxy standing for the item `identity` on screen, if there is one (tests, focus).
    package func accessibleProxy(for identity: ElementIdentity) -> UnsafeMutablePointer<GtkWidget>? {
        accessibleLayer.proxy(for: identity)?.widget
    }

    /// How many cells have a proxy now.
    package var accessibleProxyCount: Int { accessibleLayer.shownCount }
}
