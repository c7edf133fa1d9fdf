package import CGtk

/// Actions a widget's menus activate (GSimpleActionGroup), inserted into a widget under a prefix
/// (`widget.insertActionGroup(group, prefix: "context")` makes `"context.copy"` reachable from its menus).
@MainActor
public final class ActionGroup: Object {
    /// An empty group.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()!))
    }

    /// Adds the action `name` running `body`; a disabled one shows dimmed in menus and does nothing.
    public func add(_ name: String, isEnabled: Bool = true, _ body: @escaping @MainActor () -> Void) {
        let action = makeAction(name, body)
        g_simple_action_set_enabled(action, isEnabled ? 1 : 0)
        g_action_map_add_action(opaque, action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}

extension Widget {
    /// Makes `group`'s actions reachable from the widget and those inside it as `prefix.name`.
    public func insertActionGroup(_ group: ActionGroup, prefix: String) {
        gtk_widget_insert_action_group(widget, prefix, group.opaque)
    }
}

/// A menu popping up from a point of a widget (GtkPopoverMenu), as a context menu does: no arrow, below the
/// point, its leading edge there.
@MainActor
public final class PopoverMenu: Widget {
    /// A menu of `menu`'s entries attached to `parent`, pointing at (`x`, `y`) in `parent`'s coordinates.
    public init(_ menu: MenuModel, on parent: Widget, x: Double, y: Double) {
        super.init(gtk_popover_menu_new_from_model(menu.pointer(as: GMenuModel.self)))
        gtk_widget_set_parent(widget, parent.widget)
        var rect = GdkRectangle(x: Int32(x.rounded()), y: Int32(y.rounded()), width: 1, height: 1)
        gtk_popover_set_pointing_to(pointer(as: GtkPopover.self), &rect)
        gtk_popover_set_has_arrow(pointer(as: GtkPopover.self), 0)
        gtk_popover_set_position(pointer(as: GtkPopover.self), GTK_POS_BOTTOM)
        horizontalAlignment = .start
    }

    /// The widget the menu is attached to.
    package var parent: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_parent(widget) }

    /// Runs `body` once the menu has closed (an entry chosen, Escape, a click elsewhere), after it is detached
    /// from its parent (on idle: GTK is still using it when "closed" is emitted).
    public func onClosed(_ body: @escaping @MainActor () -> Void) {
        let popover = widget
        connect("closed") {
            addIdle {
                gtk_widget_unparent(popover)
                body()
            }
        }
    }

    /// Shows the menu. A popover's parent must present it after each allocation (GtkPopover's contract), which a
    /// plain drawing widget does not: the menu presents itself once it has been measured, or it keeps its first,
    /// short size.
    public func popup() {
        gtk_popover_popup(pointer(as: GtkPopover.self))
        addIdle { [self] in
            if isVisible { gtk_popover_present(pointer(as: GtkPopover.self)) }
        }
    }

    /// Closes the menu.
    public func popdown() { gtk_popover_popdown(pointer(as: GtkPopover.self)) }
}
