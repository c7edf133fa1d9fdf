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
        let layer = accessibleLayer
        layer.update(model.accessibleElements(), focusFallback: canvasWidget)
        guard model.hasFocus, let cursor = model.selection.cursor, let proxy = layer.proxy(for: cursor),
              gtk_widget_has_focus(proxy) == 0 else { return }
        gtk_widget_grab_focus(proxy)
    }

    /// The proxy standing for the item `identity` on screen, if there is one (tests, focus).
    public func accessibleProxy(for identity: ElementIdentity) -> UnsafeMutablePointer<GtkWidget>? {
        accessibleLayer.proxy(for: identity)
    }

    /// How many cells have a proxy now.
    public var accessibleProxyCount: Int { accessibleLayer.shownCount }
}
