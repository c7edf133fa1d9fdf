import CGtk
import Gtk
import CollectionView
import LatticeLayout

/// What assistive technologies see of a canvas: a transparent, untargetable layer over the canvas widget
/// (role LIST or GRID, named like the canvas) holding one invisible proxy widget per visible cell (role
/// LIST_ITEM or GRID_CELL) placed over the cell, with its label and SELECTED / EXPANDED states, and one per
/// visible section header (role HEADING, not focusable) before its section's items.
///
/// Proxies are recycled by item identity: an item keeps its proxy while it stays on screen, so a screen
/// reader keeps its place while the content scrolls; proxies that fall off screen are hidden and reused.
@MainActor
final class AccessibleProxyLayer {
    /// The layer widget (a GtkFixed), an overlay child of the canvas.
    let widget: UnsafeMutablePointer<GtkWidget>
    let itemRole: GtkAccessibleRole
    private var proxies: [ElementIdentity: Proxy] = [:]
    /// Hidden proxies kept for reuse: items' and headings' (a widget's role is fixed when it is made).
    private var spare: [Proxy] = []
    private var spareHeadings: [Proxy] = []

    /// One proxy and what it last told assistive technologies (so unchanged proxies cost nothing).
    final class Proxy {
        let widget: UnsafeMutablePointer<GtkWidget>
        let isHeading: Bool
        var element: AccessibleElement?
        init(widget: UnsafeMutablePointer<GtkWidget>, isHeading: Bool) {
            self.widget = widget
            self.isHeading = isHeading
        }
    }

    init(role: GtkAccessibleRole, itemRole: GtkAccessibleRole, label: String?) {
        self.itemRole = itemRole
        widget = lattice_widget_new_with_role(gtk_fixed_get_type(), role)
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        if let label { setAccessibleLabel(label, of: widget) }
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
            if proxy.isHeading { spareHeadings.append(proxy) } else { spare.append(proxy) }
        }
        // Screen readers walk children in widget order: keep it the layout order, whatever was recycled.
        var previous: UnsafeMutablePointer<GtkWidget>?
        for element in elements {
            let proxy = proxies[element.identity] ?? makeProxy(for: element.identity, isHeading: element.isHeading)
            apply(element, to: proxy)
            let expected = previous.map { gtk_widget_get_next_sibling($0) } ?? gtk_widget_get_first_child(widget)
            if expected != proxy.widget { gtk_widget_insert_after(proxy.widget, widget, previous) }
            previous = proxy.widget
        }
    }

    private func makeProxy(for identity: ElementIdentity, isHeading: Bool) -> Proxy {
        let proxy: Proxy
        if let reused = isHeading ? spareHeadings.popLast() : spare.popLast() {
            proxy = reused
        } else {
            let widget = lattice_widget_new_with_role(gtk_box_get_type(), isHeading ? GTK_ACCESSIBLE_ROLE_HEADING : itemRole)!
            gtk_widget_set_focusable(widget, isHeading ? 0 : 1)   // the keyboard moves between items
            gtk_widget_set_can_target(widget, 0)
            gtk_widget_set_opacity(widget, 0)   // the canvas draws the cell and its focus ring
            gtk_fixed_put(gtkCast(self.widget), widget, 0, 0)
            proxy = Proxy(widget: widget, isHeading: isHeading)
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
        if old?.label != element.label { setAccessibleLabel(element.label, of: proxy.widget) }
        if old?.isSelected != element.isSelected || old == nil {
            setAccessibleState(GTK_ACCESSIBLE_STATE_SELECTED, element.isSelected, of: proxy.widget)
        }
        if old?.isExpanded != element.isExpanded || old == nil {
            if let expanded = element.isExpanded {
                setAccessibleState(GTK_ACCESSIBLE_STATE_EXPANDED, expanded, of: proxy.widget)
            } else {
                gtk_accessible_reset_state(OpaquePointer(proxy.widget), GTK_ACCESSIBLE_STATE_EXPANDED)
            }
        }
    }
}
