package import CGtk

/// A GTK widget: what every widget of this module is, and what a widget made elsewhere (a Lattice canvas, one of
/// the app's own made in C) becomes to be placed among them.
@MainActor
public class Widget: Object {
    /// The widget, for GTK's C functions.
    package var widget: UnsafeMutablePointer<GtkWidget> { pointer(as: GtkWidget.self) }

    /// A widget that `pointer` points to (a new one's floating reference is sunk; an existing one's is shared).
    package init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(sinking: pointer)
    }

    /// A widget that `pointer` points to, without a reference of its own (see `Object.init(unowned:)`).
    package init(unowned pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(unowned: pointer)
    }

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget takes input (an insensitive button is greyed out).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// The tooltip's text.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// How the widget sits in space wider than it needs.
    public var horizontalAlignment: Alignment {
        get { Alignment(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtk) }
    }

    /// How the widget sits in space taller than it needs.
    public var verticalAlignment: Alignment {
        get { Alignment(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtk) }
    }

    /// Whether the widget takes width its container has to spare.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget takes height its container has to spare.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// The least size the widget asks for, in points (nil: what its content needs).
    public func setMinimumSize(width: Int?, height: Int?) {
        gtk_widget_set_size_request(widget, Int32(clamping: width ?? -1), Int32(clamping: height ?? -1))
    }

    /// Adds a CSS class (`"linked"`, `"title"`, `"dim-label"`).
    public func addStyleClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

    /// Sets the space around the widget, the same on every side (points).
    public func setMargins(_ points: Int) {
        gtk_widget_set_margin_top(widget, Int32(points))
        gtk_widget_set_margin_bottom(widget, Int32(points))
        gtk_widget_set_margin_start(widget, Int32(points))
        gtk_widget_set_margin_end(widget, Int32(points))
    }

    /// Removes a CSS class.
    public func removeStyleClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    /// Moves the keyboard focus to the widget.
    public func grabFocus() { gtk_widget_grab_focus(widget) }

    /// Whether the widget reads right to left: its GTK text direction, the locale's (Arabic, Hebrew, Persian)
    /// unless set on it or by `GtkRuntime.setDefaultDirection`.
    public var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    /// Calls `body` when the widget's text direction changes.
    public func onDirectionChanged(_ body: @escaping @MainActor () -> Void) {
        connectSignal(widget, "direction-changed") { (_: Int32) in body() }
    }

    /// Whether the widget has the keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Whether the keyboard focus is on this widget or on one inside it.
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// The name screen readers say for the widget.
    public func setAccessibleLabel(_ label: String) { Gtk.setAccessibleLabel(label, of: widget) }

    /// An icon button's tooltip ("Search (Ctrl+F)") and the name screen readers say ("Search").
    public func describe(_ name: String, shortcut: String) {
        // TRANSLATORS: an icon button's tooltip, "Search (Ctrl+F)": %1$s is what the button does, %2$s its keys.
        tooltip = trGtk("%1$s (%2$s)", name, shortcut)
        setAccessibleLabel(name)
    }

    /// The clipboard of the widget's display.
    public var clipboard: Clipboard { Clipboard(gtk_widget_get_clipboard(widget)) }
}

/// Where a widget sits in space larger than it needs.
public enum Alignment: Sendable {
    /// Stretched over the space.
    case fill
    /// At the start (the left in a left-to-right window, the top).
    case start
    /// At the end.
    case end
    /// In the middle.
    case center

    init(_ align: GtkAlign) {
        switch align {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        default: self = .fill
        }
    }

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}

/// The direction a box or a paned lays its children out in.
public enum Orientation: Sendable {
    /// Side by side.
    case horizontal
    /// One above the other.
    case vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}
