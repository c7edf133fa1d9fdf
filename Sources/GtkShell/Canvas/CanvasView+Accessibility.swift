import CGtk
import CollectionView
import CompositionalLayout

extension CanvasView {
    /// The accessibility layer of the current role (made and put over the canvas widget when first needed).
    var accessibleLayer: AccessibleProxyLayer {
        if let layer = accessibleLayers[accessibleRole] { return layer }
        let layer = accessibleRole == .grid
            ? AccessibleProxyLayer(role: GTK_ACCESSIBLE_ROLE_GRID, itemRole: GTK_ACCESSIBLE_ROLE_GRID_CELL, label: accessibleLabel)
            : AccessibleProxyLayer(role: GTK_ACCESSIBLE_ROLE_LIST, itemRole: GTK_ACCESSIBLE_ROLE_LIST_ITEM, label: accessibleLabel)
        accessibleLayers[accessibleRole] = layer
        gtk_overlay_add_overlay(gtkOpaque(overlay), layer.widget)
        return layer
    }

    /// Brings the proxies in line with the cells on screen (after a frame is drawn: moving widgets while GTK
    /// snapshots would resize them mid-frame) and, while the canvas has focus, puts keyboard focus on the
    /// cursor's proxy so screen readers follow the cursor.
    func syncAccessibility() {
        lastAccessibilitySync = g_get_monotonic_time()
        lastSyncedCursor = model.selection.cursor
        let layer = accessibleLayer
        layer.update(model.accessibleElements(), focusFallback: canvasWidget)
        guard model.hasFocus, let cursor = model.selection.cursor, let proxy = layer.proxy(for: cursor),
              gtk_widget_has_focus(proxy) == 0 else { return }
        gtk_widget_grab_focus(proxy)
    }

    /// How often, at most, the proxies follow the screen while frames come back to back (µs).
    static let accessibilitySyncInterval: gint64 = 100_000

    /// After a frame: syncs the proxies now — or, when they followed the screen less than
    /// `accessibilitySyncInterval` ago, once that much time has passed, with the screen as it is then.
    ///
    /// Scrolling or animating moves every proxy each frame, which cost about as much main-thread time as
    /// drawing the frame (`docs/performance.md`); a screen reader reads the screen once it settles, so a
    /// tenth of a second is soon enough. A moved cursor is followed at once (keyboard focus goes with it).
    func syncAccessibilityAfterFrame() {
        let cursorMoved = model.hasFocus && model.selection.cursor != lastSyncedCursor
        let elapsed = g_get_monotonic_time() - lastAccessibilitySync
        if cursorMoved || (!accessibilitySyncPending && elapsed >= Self.accessibilitySyncInterval) {
            syncAccessibility()
            return
        }
        guard !accessibilitySyncPending else { return }
        accessibilitySyncPending = true
        let delay = guint(max(1, (Self.accessibilitySyncInterval - elapsed + 999) / 1_000))
        let sync: GSourceFunc = { data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                canvas.accessibilitySyncPending = false
                canvas.syncAccessibility()
            }
            return 0
        }
        g_timeout_add_full(G_PRIORITY_DEFAULT, delay, sync, Unmanaged.passRetained(self).toOpaque(), releaseBox)
    }

    /// The proxy standing for the item `identity` on screen, if there is one (tests, focus).
    public func accessibleProxy(for identity: ElementIdentity) -> UnsafeMutablePointer<GtkWidget>? {
        accessibleLayer.proxy(for: identity)
    }

    /// How many cells have a proxy now.
    public var accessibleProxyCount: Int { accessibleLayer.shownCount }
}
