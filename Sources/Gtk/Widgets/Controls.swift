internal import CGtk

/// A button (GtkButton) showing a label or an icon.
@MainActor
public class Button: Widget {
    /// A button labelled `label` (an underscore marks its mnemonic).
    public init(label: String) {
        super.init(gtk_button_new_with_mnemonic(label))
    }

    /// A button showing the icon `iconName` (`"go-previous-symbolic"`).
    public init(iconName: String) {
        super.init(gtk_button_new_from_icon_name(iconName))
    }

    init(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget)
    }

    /// The label shown (an underscore marks its mnemonic).
    public var label: String {
        get { gtk_button_get_label(pointer(as: GtkButton.self)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(pointer(as: GtkButton.self), newValue) }
    }

    /// The icon shown.
    public var iconName: String? {
        get { gtk_button_get_icon_name(pointer(as: GtkButton.self)).map { String(cString: $0) } }
        set { gtk_button_set_icon_name(pointer(as: GtkButton.self), newValue ?? "") }
    }

    /// Runs `body` when the button is clicked.
    @discardableResult
    public func onClicked(_ body: @escaping @MainActor () -> Void) -> SignalConnection { connect("clicked", body) }
}

/// A button that stays pressed in or out (GtkToggleButton).
@MainActor
public final class ToggleButton: Button {
    /// A toggle showing the icon `iconName`.
    public override init(iconName: String) {
        super.init(wrapping: gtk_toggle_button_new())
        self.iconName = iconName
    }

    /// Whether it is pressed in. Setting it emits "toggled" when it changes.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer(as: GtkToggleButton.self)) != 0 }
        set { gtk_toggle_button_set_active(pointer(as: GtkToggleButton.self), newValue ? 1 : 0) }
    }

    /// Runs `body` with the new state each time it changes (by a click or by `isActive`).
    @discardableResult
    public func onToggled(_ body: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        // The closure lives with the GTK widget, which may outlive this Swift object: it holds the pointer.
        let toggle = pointer(as: GtkToggleButton.self)
        return connect("toggled") { body(gtk_toggle_button_get_active(toggle) != 0) }
    }

    /// Makes this toggle one of `other`'s group: pressing one of them lets the others out, as radio buttons do
    /// (`gtk_toggle_button_set_group`).
    public func join(_ other: ToggleButton) {
        gtk_toggle_button_set_group(pointer(as: GtkToggleButton.self), other.pointer(as: GtkToggleButton.self))
    }

    /// Keeps `property` of `object` equal to `isActive`, both ways (a search toggle and its bar's
    /// `"search-mode-enabled"`).
    public func bindActive(to object: Object, property: String) {
        g_object_bind_property(self.object, "active", object.object, property, G_BINDING_BIDIRECTIONAL)
    }
}

/// A button that pops up a menu (GtkMenuButton).
@MainActor
public final class MenuButton: Widget {
    /// A button showing `iconName` that pops up `menu`; the primary menu (F10) when `isPrimary`.
    public init(iconName: String, menu: MenuModel, isPrimary: Bool = false) {
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(opaque, iconName)
        gtk_menu_button_set_menu_model(opaque, menu.pointer(as: GMenuModel.self))
        gtk_menu_button_set_primary(opaque, isPrimary ? 1 : 0)
    }
}

/// Text on one line or several (GtkLabel).
@MainActor
public final class Label: Widget {
    /// Where a label too long for its width is cut.
    public enum Ellipsis: Sendable {
        /// Not cut: the label asks for its whole width.
        case none
        /// "Long na…"
        case end
        /// "Long…name"
        case middle

        var pango: PangoEllipsizeMode {
            switch self {
            case .none: PANGO_ELLIPSIZE_NONE
            case .end: PANGO_ELLIPSIZE_END
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            }
        }
    }

    /// A label showing `text`, on one line cut by `ellipsis` when `singleLine`.
    public init(_ text: String, ellipsis: Ellipsis = .none, singleLine: Bool = false) {
        super.init(gtk_label_new(text))
        gtk_label_set_ellipsize(opaque, ellipsis.pango)
        gtk_label_set_single_line_mode(opaque, singleLine ? 1 : 0)
    }

    /// The text shown (as plain text).
    public var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        set { gtk_label_set_text(opaque, newValue) }
    }

    /// Shows `markup` (Pango markup: `<a href="…">` makes a link).
    public func setMarkup(_ markup: String) { gtk_label_set_markup(opaque, markup) }

    /// `text` with Pango markup's special characters escaped (`&`, `<`, `>`, quotes), to place in markup as text.
    public static func escapingMarkup(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Handles a click on a link of the label's markup: `body` gets its URI and says whether it handled it
    /// (false: GTK opens the URI).
    @discardableResult
    public func onActivateLink(_ body: @escaping @MainActor (String) -> Bool) -> SignalConnection {
        SignalConnection(object: object, id: connectSignal(object, "activate-link", uri: body))
    }
}

/// A text entry for searching, with a search icon and a clear button (GtkSearchEntry).
@MainActor
public final class SearchEntry: Widget {
    /// An empty search entry.
    public init() {
        super.init(gtk_search_entry_new())
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// Sets the grey text the entry shows while empty: what it searches ("placeholder-text").
    public func setPlaceholder(_ text: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING, a macro Swift cannot import
        g_value_set_string(&value, text)
        g_object_set_property(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), "placeholder-text", &value)
        g_value_unset(&value)
    }

    /// Runs `body` with the text once typing pauses (GTK's "search-changed").
    @discardableResult
    public func onSearchChanged(_ body: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let entry = opaque  // the closure lives with the GTK widget, which may outlive this Swift object
        return connect("search-changed") { body(String(cString: gtk_editable_get_text(entry))) }
    }

    /// Runs `body` when the user asks to stop searching (Escape).
    @discardableResult
    public func onStopSearch(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("stop-search", body)
    }
}

/// A one-line text entry (GtkEntry).
@MainActor
public final class Entry: Widget {
    /// An empty entry showing `placeholder` in grey while it is empty.
    public init(placeholder: String = "") {
        super.init(gtk_entry_new())
        gtk_entry_set_placeholder_text(pointer(as: GtkEntry.self), placeholder)
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// Runs `body` when the user presses Enter in the entry ("activate").
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalConnection { connect("activate", body) }

    /// Runs `body` with the text whenever it changes ("changed").
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let entry = opaque  // the closure lives with the GTK widget, which may outlive this Swift object
        return connect("changed") { body(String(cString: gtk_editable_get_text(entry))) }
    }
}

/// A bar that slides in under the header bar holding a search entry (GtkSearchBar).
@MainActor
public final class SearchBar: Widget {
    /// A bar around `entry`; typing in `window` while the bar is closed opens it (type-to-search).
    public init(entry: SearchEntry, capturingKeysOf window: Widget) {
        super.init(gtk_search_bar_new())
        gtk_search_bar_set_child(opaque, entry.widget)
        gtk_search_bar_connect_entry(opaque, entry.opaque)
        gtk_search_bar_set_key_capture_widget(opaque, window.widget)
        gtk_search_bar_set_show_close_button(opaque, 1)
    }

    /// Whether the bar is open.
    public var isSearching: Bool {
        get { gtk_search_bar_get_search_mode(opaque) != 0 }
        set { gtk_search_bar_set_search_mode(opaque, newValue ? 1 : 0) }
    }
}
