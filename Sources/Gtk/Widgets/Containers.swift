internal import CGtk

/// Children in a row or a column (GtkBox).
@MainActor
public final class Box: Widget {
    /// An empty box laying children out along `orientation`, `spacing` points apart.
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(gtk_box_new(orientation.gtk, Int32(clamping: spacing)))
    }

    /// Adds `child` after the others.
    public func append(_ child: Widget) { gtk_box_append(pointer(as: GtkBox.self), child.widget) }
}

/// Two children side by side with a handle between them that resizes them (GtkPaned).
@MainActor
public final class Paned: Widget {
    /// An empty paned along `orientation`.
    public init(_ orientation: Orientation) {
        super.init(gtk_paned_new(orientation.gtk))
    }

    /// The first child (the left one), or nil to take it out.
    public func setStart(_ child: Widget?, resizes: Bool = true, shrinks: Bool = true) {
        gtk_paned_set_start_child(opaque, child?.widget)
        gtk_paned_set_resize_start_child(opaque, resizes ? 1 : 0)
        gtk_paned_set_shrink_start_child(opaque, shrinks ? 1 : 0)
    }

    /// The second child.
    public func setEnd(_ child: Widget?) { gtk_paned_set_end_child(opaque, child?.widget) }

    /// Where the handle is: the first child's width (points).
    public var position: Int {
        get { Int(gtk_paned_get_position(opaque)) }
        set { gtk_paned_set_position(opaque, Int32(clamping: newValue)) }
    }
}

/// A child with others laid over it (GtkOverlay).
@MainActor
public final class Overlay: Widget {
    /// An overlay over `child`.
    public init(child: Widget) {
        super.init(gtk_overlay_new())
        gtk_overlay_set_child(opaque, child.widget)
    }

    /// An overlay over `child` that holds no reference to itself: for a custom widget's controller, which the
    /// overlay keeps alive through `child` (see `Object.init(unowned:)`). It stays floating until a container
    /// takes it.
    package init(unownedOver child: Widget) {
        super.init(unowned: gtk_overlay_new())
        gtk_overlay_set_child(opaque, child.widget)
    }

    /// Lays `widget` over the child.
    public func addOverlay(_ widget: Widget) { gtk_overlay_add_overlay(opaque, widget.widget) }

    /// Takes `widget` off the child.
    public func removeOverlay(_ widget: Widget) { gtk_overlay_remove_overlay(opaque, widget.widget) }
}

/// A window's title bar holding its title and buttons (GtkHeaderBar).
@MainActor
public final class HeaderBar: Widget {
    /// An empty header bar (the window's title in the middle).
    public init() {
        super.init(gtk_header_bar_new())
    }

    /// Adds `widget` at the start (the left), after those added there before.
    public func packStart(_ widget: Widget) { gtk_header_bar_pack_start(opaque, widget.widget) }

    /// Adds `widget` at the end (the right), before those added there before.
    public func packEnd(_ widget: Widget) { gtk_header_bar_pack_end(opaque, widget.widget) }

    /// What shows in the middle instead of the window's title.
    public func setTitleWidget(_ widget: Widget?) { gtk_header_bar_set_title_widget(opaque, widget?.widget) }
}

/// Children placed at points (GtkFixed): what overlays stand-ins over a canvas's drawing.
@MainActor
public final class Fixed: Widget {
    /// An empty fixed container presented to assistive technologies as `role`.
    public init(presentedAs role: AccessibleRole) {
        super.init(lattice_widget_new_with_role(gtk_fixed_get_type(), role.gtk))
    }

    /// Adds `child` at (`x`, `y`).
    public func put(_ child: Widget, x: Double, y: Double) {
        gtk_fixed_put(pointer(as: GtkFixed.self), child.widget, x, y)
    }

    /// Moves `child` to (`x`, `y`).
    public func move(_ child: Widget, x: Double, y: Double) {
        gtk_fixed_move(pointer(as: GtkFixed.self), child.widget, x, y)
    }

    /// Puts `child` right after `sibling` among the children (first when nil): the order assistive technologies
    /// and the keyboard walk them in. Does nothing when it is there already.
    public func place(_ child: Widget, after sibling: Widget?) {
        let expected = sibling.map { gtk_widget_get_next_sibling($0.widget) } ?? gtk_widget_get_first_child(widget)
        if expected != child.widget { gtk_widget_insert_after(child.widget, widget, sibling?.widget) }
    }
}

/// A line between two parts of a box (GtkSeparator): vertical between side-by-side parts, horizontal between stacked ones.
@MainActor
public final class Separator: Widget {
    /// A separator drawn across `orientation` (`.vertical`: a vertical line, for parts side by side).
    public init(_ orientation: Orientation) {
        super.init(gtk_separator_new(orientation.gtk))
    }
}
