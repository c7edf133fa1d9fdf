import CGtk

/// A folder window's way around, as Files has it: Back and Forward buttons at the header bar's start (Alt+Left,
/// Alt+Right) and the folder's path in the subtitle as a path bar, each ancestor a link that opens it. A
/// catalogue window shows neither.
@MainActor
public final class HeaderNavigation {
    let buttons: UnsafeMutablePointer<GtkWidget>
    let back: UnsafeMutablePointer<GtkWidget>
    let forward: UnsafeMutablePointer<GtkWidget>
    /// Called by the Back button.
    public var onBack: (() -> Void)?
    /// Called by the Forward button.
    public var onForward: (() -> Void)?
    /// Called with the folder a link of the path bar names.
    public var onOpenPath: ((String) -> Void)?

    /// The buttons, packed at the start of `header` and hidden until a location is shown.
    init(header: UnsafeMutablePointer<GtkWidget>) {
        buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(buttons, "linked")
        back = gtk_button_new_from_icon_name("go-previous-symbolic")!
        forward = gtk_button_new_from_icon_name("go-next-symbolic")!
        BrowserWindow.describe(back, name: "Back", shortcut: "Alt+Left")
        BrowserWindow.describe(forward, name: "Forward", shortcut: "Alt+Right")
        gtk_box_append(gtkCast(buttons), back)
        gtk_box_append(gtkCast(buttons), forward)
        gtk_widget_set_visible(buttons, 0)
        gtk_header_bar_pack_start(gtkOpaque(gtkCast(header, to: GtkWidget.self)), buttons)
        connect(back, "clicked") { [weak self] in self?.onBack?() }
        connect(forward, "clicked") { [weak self] in self?.onForward?() }
    }

    /// The path bar's markup for `path`: its ancestors as links (`href` the folder's path), separated by "›",
    /// the folder itself as text; under `home`, the path starts at "Home".
    static func pathMarkup(_ path: String, home: String?) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var prefix = "", links: [(title: String, path: String)] = [("/", "/")]
        if let home, home != "/", path == home || path.hasPrefix(home + "/") {
            let homeDepth = home.split(separator: "/").count
            components.removeFirst(homeDepth)
            prefix = home
            links = [("Home", home)]
        }
        for component in components {
            prefix += "/" + component
            links.append((component, prefix))
        }
        func escaped(_ text: String) -> String {
            guard let escaped = g_markup_escape_text(text, -1) else { return "" }
            defer { g_free(escaped) }
            return String(cString: escaped)
        }
        let last = links.removeLast()
        let parts = links.map { "<a href=\"\(escaped($0.path))\">\(escaped(BrowserWindow.labelText($0.title)))</a>" }
        return (parts + [escaped(BrowserWindow.labelText(last.title))]).joined(separator: " › ")
    }
}

extension HeaderNavigation {
    /// Shows Back and Forward, sensitive as the history allows (while a folder loads; `setLocation` when shown).
    public func update(canGoBack: Bool, canGoForward: Bool) {
        gtk_widget_set_visible(buttons, 1)
        gtk_widget_set_sensitive(back, canGoBack ? 1 : 0)
        gtk_widget_set_sensitive(forward, canGoForward ? 1 : 0)
    }
}

extension BrowserWindow {
    /// Shows the folder at `path`: its name as the title, its path as the path bar, Back and Forward shown and
    /// sensitive as the history allows.
    public func setLocation(_ path: String, title: String, canGoBack: Bool, canGoForward: Bool) {
        navigation.update(canGoBack: canGoBack, canGoForward: canGoForward)
        let shownTitle = Self.labelText(title)
        gtk_window_set_title(gtkCast(window), shownTitle)
        gtk_label_set_text(gtkOpaque(titleLabel), shownTitle)
        let home = g_get_home_dir().map { String(cString: $0) }
        gtk_label_set_markup(gtkOpaque(subtitleLabel), HeaderNavigation.pathMarkup(path, home: home))
        gtk_widget_set_visible(subtitleLabel, 1)
    }

    /// A link of the path bar was activated: the navigation opens its folder (true: handled, GTK opens nothing)
    /// once the click is over — the label's text changes with the folder, and GTK 4.8 trips over a label whose
    /// links change under the click that activated one.
    func openPathLink(_ uri: String) -> Bool {
        guard let open = navigation.onOpenPath else { return false }
        MainContext.post { open(uri) }
        return true
    }
}
