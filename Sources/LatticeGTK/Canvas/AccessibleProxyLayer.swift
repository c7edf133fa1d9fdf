internal import CGtk
import CollectionView
import Gtk
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
    /// The layer widget, an overlay child of the canvas.
    let widget: Fixed
    let itemRole: AccessibleRole
    private var proxies: [ElementIdentity: Proxy] = [:]
    /// Hidden proxies kept for reuse: items' and headings' (a widget's role is fixed when it is made).
    private var spare: [Proxy] = []
    private var spareHeadings: [Proxy] = []

    /// One proxy and what it last told assistive technologies (so unchanged proxies cost nothing).
    final class Proxy {
        let widget: Widget
        let isHeading: Bool
        var element: AccessibleElement?
        init(widget: Widget, isHeading: Bool) {
            self.widget = widget
            self.isHeading = isHeading
        }
    }

    init(role: AccessibleRole, itemRole: AccessibleRole, label: String?) {
        self.itemRole = itemRole
        widget = Fixed(presentedAs: role)
        widget.canTarget = false
        widget.clipsChildren = true
        if let label { widget.setAccessibleLabel(label) }
    }

    /// The number of proxies on show (tests).
    var shownCount: Int { proxies.count }

    /// The proxy of `identity`, if it is on show.
    func proxy(for identity: ElementIdentity) -> Widget? { proxies[identity]?.widget }

    /// Shows exactly `elements`: proxies of items that left are hidden and kept for reuse, new items get
    /// one, and every proxy's frame, label and states are brought up to date. A proxy with keyboard focus
    /// hands it to `focusFallback` before it hides, so the focus stays in the canvas.
    func update(_ elements: [AccessibleElement], focusFallback: Widget) {
        let wanted = Set(elements.map(\.identity))
        for (identity, proxy) in proxies where !wanted.contains(identity) {
            if proxy.widget.hasFocus { focusFallback.grabFocus() }
            proxies[identity] = nil
            proxy.widget.isVisible = false
            proxy.element = nil
            if proxy.isHeading { spareHeadings.append(proxy) } else { spare.append(proxy) }
        }
        // Screen readers walk children in widget order: keep it the layout order, whatever was recycled.
        var previous: Widget?
        for element in elements {
            let proxy = proxies[element.identity] ?? makeProxy(for: element.identity, isHeading: element.isHeading)
            apply(element, to: proxy)
            widget.place(proxy.widget, after: previous)
            previous = proxy.widget
        }
    }

    private func makeProxy(for identity: ElementIdentity, isHeading: Bool) -> Proxy {
        let proxy: Proxy
        if let reused = isHeading ? spareHeadings.popLast() : spare.popLast() {
            proxy = reused
        } else {
            let stand = Widget(role: isHeading ? .heading : itemRole)
            stand.isFocusable = !isHeading  // the keyboard moves between items
            stand.canTarget = false
            stand.opacity = 0  // the canvas draws the cell and its focus ring
            widget.put(stand, x: 0, y: 0)
            proxy = Proxy(widget: stand, isHeading: isHeading)
        }
        proxy.widget.isVisible = true
        proxies[identity] = proxy
        return proxy
    }

    private func apply(_ element: AccessibleElement, to proxy: Proxy) {
        let old = proxy.element
        proxy.element = element
        if old?.frame != element.frame {
            let frame = element.frame
            proxy.widget.setMinimumSize(
                width: Int(max(1, frame.width.rounded())), height: Int(max(1, frame.height.rounded())))
            widget.move(proxy.widget, x: frame.minX, y: frame.minY)
        }
        if old?.label != element.label { proxy.widget.setAccessibleLabel(element.label) }
        if old?.isSelected != element.isSelected || old == nil {
            proxy.widget.setAccessibleState(.selected, element.isSelected)
        }
        if old?.isExpanded != element.isExpanded || old == nil {
            proxy.widget.setAccessibleState(.expanded, element.isExpanded)
        }
    }
}
