import CGtk
import Gtk
import CollectionView
import LatticeLayout

/// One entry of a canvas's context menu.
public struct MenuEntry {
    /// The label, with a mnemonic (`"_Copy"`).
    public var label: String
    /// Whether it can be chosen now (shown dimmed otherwise).
    public var isEnabled: Bool
    /// What choosing it does.
    public var action: @MainActor () -> Void

    /// Creates an entry.
    public init(_ label: String, isEnabled: Bool = true, action: @escaping @MainActor () -> Void) {
        self.label = label
        self.isEnabled = isEnabled
        self.action = action
    }
}

extension CanvasView {
    /// Opens the context menu for what is at `point` (canvas coordinates) after a secondary click: the item
    /// there joins the selection first, as in Files.
    func secondaryClicked(at point: Point) {
        let path = model.secondaryClicked(at: point)
        queueDraw()
        showContextMenu(for: path, at: point)
    }

    /// Opens the context menu from the keyboard (Menu, Shift+F10), pointing at the cursor's item.
    @discardableResult
    public func showContextMenuFromKeyboard() -> Bool {
        let target = model.contextMenuTarget()
        return showContextMenu(for: target.path, at: target.point)
    }

    /// Shows the entries `contextMenu` gives for `path` in a popover menu pointing at `point`; returns
    /// whether a menu opened. Each entry becomes an action of the canvas's "context" action group.
    @discardableResult
    public func showContextMenu(for path: ItemPath?, at point: Point) -> Bool {
        closeContextMenu()
        contextMenuPoint = point
        guard let sections = contextMenu?(path).filter({ !$0.isEmpty }), !sections.isEmpty else { return false }
        let menu = g_menu_new()!
        let group = g_simple_action_group_new()!
        var index = 0
        for entries in sections {
            let section = g_menu_new()!
            for entry in entries {
                let action = makeAction("\(index)", entry.action)
                g_simple_action_set_enabled(action, entry.isEnabled ? 1 : 0)
                g_action_map_add_action(OpaquePointer(group), action)
                g_object_unref(UnsafeMutableRawPointer(action))
                g_menu_append(section, entry.label, "context.\(index)")
                index += 1
            }
            g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(section))
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        gtk_widget_insert_action_group(canvasWidget, "context", OpaquePointer(group))
        g_object_unref(UnsafeMutableRawPointer(group))

        let popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(menu))!
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_widget_set_parent(popover, canvasWidget)
        var rect = GdkRectangle(x: Int32(point.x.rounded()), y: Int32(point.y.rounded()), width: 1, height: 1)
        gtk_popover_set_pointing_to(gtkCast(popover), &rect)
        gtk_popover_set_has_arrow(gtkCast(popover), 0)
        gtk_popover_set_position(gtkCast(popover), GTK_POS_BOTTOM)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        menuPopover = popover
        // Closed (chosen, Escape, a click elsewhere): unparent once GTK is done with it, then focus returns.
        connectSignal(popover, "closed") { [weak self] in
            let unparent: GSourceFunc = { data in
                gtk_widget_unparent(UnsafeMutableRawPointer(data!).assumingMemoryBound(to: GtkWidget.self))
                return 0
            }
            g_idle_add(unparent, UnsafeMutableRawPointer(popover))
            if let self, self.menuPopover == popover { self.menuPopover = nil }
        }
        gtk_popover_popup(gtkCast(popover))
        // A popover's parent must present it after each allocation (GtkPopover's contract); a drawing area
        // does not, so the canvas does once the menu has been measured, or it keeps its first, short size.
        let present: GSourceFunc = { data in
            let popover = UnsafeMutableRawPointer(data!).assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_visible(popover) != 0 { gtk_popover_present(gtkCast(popover)) }
            return 0
        }
        g_object_ref(UnsafeMutableRawPointer(popover))
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, present, UnsafeMutableRawPointer(popover), { g_object_unref($0) })
        return true
    }

    /// Closes the context menu if one is open.
    public func closeContextMenu() {
        guard let popover = menuPopover else { return }
        gtk_popover_popdown(gtkCast(popover))
    }

    /// Puts `text` on the clipboard (Copy entries).
    public func copyToClipboard(_ text: String) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(canvasWidget), text)
    }
}
