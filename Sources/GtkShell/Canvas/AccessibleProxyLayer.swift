import CGtk
import CollectionView
import CompositionalLayout

/// What assistive technologies see of a canvas: a transparent, untargetable layer over the drawing area
/// (role LIST or GRID, named like the canvas) holding one invisible proxy widget per visible cell (role
/// LIST_ITEM or GRID_CELL) placed over the cell, with its label and SELECTED / EXPANDED states.
///
/// Proxies are recycled by item identity: an item keeps its proxy while it stays on screen, so a screen
/// reader keeps its place while the content scrolls; proxies that fall off screen are hidden and reused.
@MainActor
final class AccessibleProxyLayer {
    /// The layer widget (a GtkFixed), an overlay child of the canvas.
    let widget: UnsafeMutablePointer<GtkWidget>
    let itemRole: GtkAccessibleRole
    private var proxies: [ElementIdentity: Proxy] = [:]
    private var spare: [Proxy] = []

    /// One proxy and what it last told assistive technologies (so unchanged proxies cost nothing).
    final class Proxy {
        let widget: UnsafeMutablePointer<GtkWidget>
        var element: AccessibleElement?
        init(widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }
    }

    init(role: GtkAccessibleRole, itemRole: GtkAccessibleRole, label: String?) {
        self.itemRole = itemRole
        widget = lattice_widget_new_with_role(gtk_fixed_get_type(), role)
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        if let label { AccessibleProxyLayer.setLabel(label, of: widget) }
    }

    /// The number of proxies on show (tests).
    var shownCount: Int { proxies.count }

    /// The proxy of `identity`, if it is on show.
    func proxy(for identity: ElementIdentity) -> UnsafeMutablePointer<GtkWidget>? { proxies[identity]?.widget }

    /// Shows exactly `elements`: proxies of items that left are hidden and kept for reuse, new items get
    /// one, and every proxy's frame, label and states are brought up to date. A proxy with keyboard focus
    /// hands it to `focusFallback` before it hides, so the focus stays in the canvas.
    func update(_ elements: [AccessibleElement], focusFallback: UnsafeMutablePointer<GtkWidget>) {
        let wanted = Set(elements.map(\.identity))
        for (identity, proxy) in proxies where !wanted.contains(identity) {
            if gtk_widget_has_focus(proxy.widget) != 0 { gtk_widget_grab_focus(focusFallback) }
            proxies[identity] = nil
            gtk_widget_set_visible(proxy.widget, 0)
            proxy.element = nil
            spare.append(proxy)
        }
        for element in elements {
            let proxy = proxies[element.identity] ?? makeProxy(for: element.identity)
            apply(element, to: proxy)
        }
    }

    private func makeProxy(for identity: ElementIdentity) -> Proxy {
        let proxy: Proxy
        if let reused = spare.popLast() {
            proxy = reused
        } else {
            let widget = lattice_widget_new_with_role(gtk_box_get_type(), itemRole)!
            gtk_widget_set_focusable(widget, 1)
            gtk_widget_set_can_target(widget, 0)
            gtk_widget_set_opacity(widget, 0)   // the canvas draws the cell and its focus ring
            gtk_fixed_put(gtkCast(self.widget), widget, 0, 0)
            proxy = Proxy(widget: widget)
        }
        gtk_widget_set_visible(proxy.widget, 1)
        proxies[identity] = proxy
        return proxy
    }

    private func apply(_ element: AccessibleElement, to proxy: Proxy) {
        let old = proxy.element
        proxy.element = element
        if old?.frame != element.frame {
            let frame = element.frame
            gtk_widget_set_size_request(proxy.widget, Int32(max(1, frame.width.rounded())), Int32(max(1, frame.height.rounded())))
            gtk_fixed_move(gtkCast(widget), proxy.widget, frame.minX, frame.minY)
        }
        if old?.label != element.label { Self.setLabel(element.label, of: proxy.widget) }
        if old?.isSelected != element.isSelected || old == nil {
            Self.setState(GTK_ACCESSIBLE_STATE_SELECTED, element.isSelected, of: proxy.widget)
        }
        if old?.isExpanded != element.isExpanded || old == nil {
            if let expanded = element.isExpanded {
                Self.setState(GTK_ACCESSIBLE_STATE_EXPANDED, expanded, of: proxy.widget)
            } else {
                gtk_accessible_reset_state(OpaquePointer(proxy.widget), GTK_ACCESSIBLE_STATE_EXPANDED)
            }
        }
    }

    static func setLabel(_ label: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        var value = GValue()
        g_value_init(&value, GType(16 << 2))   // G_TYPE_STRING (a macro Swift cannot import)
        g_value_set_string(&value, label)
        var property = GTK_ACCESSIBLE_PROPERTY_LABEL
        gtk_accessible_update_property_value(OpaquePointer(widget), 1, &property, &value)
        g_value_unset(&value)
    }

    /// Sets a "boolean or undefined" state (SELECTED, EXPANDED). GTK collects those from an int GValue
    /// (−1 is undefined), not a boolean one.
    static func setState(_ state: GtkAccessibleState, _ on: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
        var value = GValue()
        g_value_init(&value, GType(6 << 2))   // G_TYPE_INT (a macro Swift cannot import)
        g_value_set_int(&value, on ? 1 : 0)
        var state = state
        gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, &value)
        g_value_unset(&value)
    }
}
