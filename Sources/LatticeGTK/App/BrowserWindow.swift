import CGtk

/// The viewer's window: a header bar (sidebar toggle at the start; a toggle between the grid and the rows — list
/// or columns, whichever was shown last — that shows the view it switches to, at the end; title and subtitle)
/// over a paned sidebar and main canvas, with GNOME's shortcuts (F9 sidebar, Ctrl+1 list, Ctrl+2 grid, Ctrl+3
/// columns).
@MainActor
public final class BrowserWindow {
    /// The views: rows, cards, or a table of columns.
    public enum Mode: Sendable { case list, grid, columns }

    /// The window widget.
    let window: UnsafeMutablePointer<GtkWidget>
    let paned: UnsafeMutablePointer<GtkWidget>
    let sidebar: UnsafeMutablePointer<GtkWidget>
    let viewToggle: UnsafeMutablePointer<GtkWidget>
    /// The view shown now.
    public private(set) var mode: Mode
    /// The rows view the toggle goes back to from the grid: the list or the columns, whichever was shown last.
    private var rowsMode: Mode
    /// Called when the user asks for the other view (button, Ctrl+1, Ctrl+2).
    public var onModeChange: ((Mode) -> Void)?
    /// Called for zoom shortcuts: +1 (Ctrl+plus), −1 (Ctrl+minus), 0 (Ctrl+0, reset).
    public var onZoom: ((Int) -> Void)?
    /// Called when the window closes, with its geometry then (to remember it).
    public var onClose: ((WindowGeometry) -> Void)?
    /// Called as the search text changes (empty when the search is closed or cleared).
    public var onSearchChange: ((String) -> Void)?
    /// The files Open… offers first (its chooser's first filter, before "All Files"; nil: only "All Files").
    public var openableFiles: OpenableFiles?
    /// The shortcuts the window's content adds to the Keyboard Shortcuts window (Ctrl+?), after the general,
    /// view and selection keys every window has: set it to what the content shown now answers to.
    public var extraGroups: [ShortcutGroup] = []
    let searchBar: UnsafeMutablePointer<GtkWidget>
    let searchEntry: UnsafeMutablePointer<GtkWidget>
    /// The main canvas (its focusable widget): where the focus goes back to when the search closes.
    let mainView: UnsafeMutablePointer<GtkWidget>
    let application: ApplicationHandle
    let titleLabel: UnsafeMutablePointer<GtkWidget>
    let subtitleLabel: UnsafeMutablePointer<GtkWidget>
    /// The narrowest the sidebar gets in the paned (points).
    static let sidebarMinimumWidth = 200

    /// Back, Forward and the path bar of a folder window (shown by `setLocation`).
    public let navigation: HeaderNavigation
    /// The sidebar's folding in a narrow window, and whether the user wants it.
    let adaptiveSidebar: AdaptiveSidebar

    /// Creates the window for `application` around `sidebar` and `main` canvases, sized and laid out as
    /// `geometry` says (what the settings remember).
    public init(application: ApplicationHandle, title: String, subtitle: String?,
                sidebar: CanvasView, main: CanvasView, mode: Mode, geometry: WindowGeometry = WindowGeometry(),
                about: AboutInfo = AboutInfo(name: "Lattice", version: "0.1", comments: "Lists and grids for the Linux desktop",
                                             iconName: "view-grid-symbolic")) {
        self.mode = mode
        rowsMode = mode == .columns ? .columns : .list
        self.application = application
        mainView = main.canvasWidget
        window = gtk_application_window_new(application.pointer)
        let gtkWindow: UnsafeMutablePointer<GtkWindow> = gtkCast(window)
        let shownTitle = Self.labelText(title)
        gtk_window_set_title(gtkWindow, shownTitle)
        if let id = g_application_get_application_id(UnsafeMutablePointer<GApplication>(OpaquePointer(application.pointer))) {
            gtk_window_set_icon_name(gtkWindow, id)   // the app icon (installed, or found through the data folder)
        }
        gtk_window_set_default_size(gtkWindow, Int32(clamping: max(360, geometry.width)),
                                    Int32(clamping: max(300, geometry.height)))
        if geometry.isMaximized { gtk_window_maximize(gtkWindow) }

        let header = gtk_header_bar_new()!
        let titles = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_valign(titles, GTK_ALIGN_CENTER)
        titleLabel = gtk_label_new(shownTitle)!
        gtk_widget_add_css_class(titleLabel, "title")
        // Content-sized labels must never size the window: each ellipsizes, on one line, whatever its text.
        gtk_label_set_ellipsize(gtkOpaque(titleLabel), PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(gtkOpaque(titleLabel), 1)
        gtk_box_append(gtkCast(titles), titleLabel)
        subtitleLabel = gtk_label_new(Self.labelText(subtitle ?? ""))!
        gtk_widget_add_css_class(subtitleLabel, "subtitle")
        gtk_widget_add_css_class(subtitleLabel, "dim-label")
        gtk_label_set_ellipsize(gtkOpaque(subtitleLabel), PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_single_line_mode(gtkOpaque(subtitleLabel), 1)
        gtk_widget_set_visible(subtitleLabel, subtitle == nil ? 0 : 1)
        gtk_box_append(gtkCast(titles), subtitleLabel)
        gtk_header_bar_set_title_widget(gtkOpaque(gtkCast(header, to: GtkWidget.self)), titles)

        let sidebarToggle = gtk_toggle_button_new()!
        gtk_button_set_icon_name(gtkCast(sidebarToggle), "sidebar-show-symbolic")
        BrowserWindow.describe(sidebarToggle, name: "Show Sidebar", shortcut: "F9")
        gtk_toggle_button_set_active(gtkCast(sidebarToggle), geometry.isSidebarVisible ? 1 : 0)
        adaptiveSidebar = AdaptiveSidebar(isWanted: geometry.isSidebarVisible)
        gtk_widget_set_visible(sidebar.root, geometry.isSidebarVisible ? 1 : 0)
        gtk_header_bar_pack_start(gtkOpaque(gtkCast(header, to: GtkWidget.self)), sidebarToggle)
        navigation = HeaderNavigation(header: header)

        // The primary menu is the rightmost button (GNOME HIG); it is made once the window can take actions.
        let menuSlot = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_header_bar_pack_end(gtkOpaque(gtkCast(header, to: GtkWidget.self)), menuSlot)
        viewToggle = gtk_button_new()!
        gtk_header_bar_pack_end(gtkOpaque(gtkCast(header, to: GtkWidget.self)), viewToggle)
        let searchToggle = gtk_toggle_button_new()!
        gtk_button_set_icon_name(gtkCast(searchToggle), "system-search-symbolic")
        BrowserWindow.describe(searchToggle, name: "Search", shortcut: "Ctrl+F")
        gtk_header_bar_pack_end(gtkOpaque(gtkCast(header, to: GtkWidget.self)), searchToggle)
        gtk_window_set_titlebar(gtkWindow, header)

        // Search: a bar under the header bar; typing anywhere in the window starts it (type-to-search).
        searchEntry = gtk_search_entry_new()
        gtk_widget_set_size_request(searchEntry, 320, -1)
        searchBar = gtk_search_bar_new()
        gtk_search_bar_set_child(gtkOpaque(searchBar), searchEntry)
        gtk_search_bar_connect_entry(gtkOpaque(searchBar), gtkOpaque(searchEntry))
        gtk_search_bar_set_key_capture_widget(gtkOpaque(searchBar), window)
        gtk_search_bar_set_show_close_button(gtkOpaque(searchBar), 1)
        let binding = g_object_bind_property(UnsafeMutableRawPointer(searchToggle), "active",
                                             UnsafeMutableRawPointer(searchBar), "search-mode-enabled",
                                             GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue))
        _ = binding

        self.sidebar = sidebar.root
        gtk_widget_set_size_request(sidebar.root, Int32(Self.sidebarMinimumWidth), -1)
        paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)
        gtk_paned_set_start_child(gtkOpaque(paned), sidebar.root)
        gtk_paned_set_end_child(gtkOpaque(paned), main.root)
        gtk_paned_set_resize_start_child(gtkOpaque(paned), 0)
        gtk_paned_set_shrink_start_child(gtkOpaque(paned), 0)
        gtk_paned_set_position(gtkOpaque(paned), Int32(clamping: geometry.sidebarWidth))
        // The paned sits in an overlay, where a narrow window shows its sidebar over the content.
        let stage = gtk_overlay_new()!
        gtk_overlay_set_child(gtkOpaque(stage), paned)
        gtk_widget_set_vexpand(stage, 1)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gtkCast(column), searchBar)
        gtk_box_append(gtkCast(column), stage)
        gtk_window_set_child(gtkWindow, column)
        Self.style
        updateToggle()

        connect(sidebarToggle, "toggled") { [weak self] in
            guard let self else { return }
            let active = gtk_toggle_button_get_active(gtkCast(sidebarToggle))
            gtk_widget_set_visible(self.sidebar, active)
            self.adaptiveSidebar.toggled(active: active != 0)
            self.placeSidebar()
        }
        installAdaptiveSidebar(toggle: sidebarToggle, stage: stage)
        connect(viewToggle, "clicked") { [weak self] in
            guard let self else { return }
            self.requestMode(self.mode == .grid ? self.rowsMode : .grid)
        }
        // The path bar's links ("activate-link" passes the label, the link's URI and user data; true: handled).
        let onLink: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> gboolean = { _, uri, data in
            guard let uri else { return 0 }
            var handled = false
            withUnsafeMutablePointer(to: &handled) {
                CallbackBox<(String, UnsafeMutablePointer<Bool>)>.from(data).body((String(cString: uri), $0))
            }
            return handled ? 1 : 0
        }
        let linkBox = CallbackBox<(String, UnsafeMutablePointer<Bool>)> { [weak self] uri, handled in
            MainActor.assumeIsolated { handled.pointee = self?.openPathLink(uri) ?? false }
        }
        lattice_signal_connect(subtitleLabel, "activate-link", unsafeBitCast(onLink, to: GCallback.self), linkBox.retained,
                               releaseCallbackBox)
        GtkApplicationRunner.addShortcut("F9", to: window) {
            gtk_toggle_button_set_active(gtkCast(sidebarToggle), gtk_toggle_button_get_active(gtkCast(sidebarToggle)) == 0 ? 1 : 0)
        }
        connect(searchEntry, "search-changed") { [weak self] in
            guard let self else { return }
            self.onSearchChange?(String(cString: gtk_editable_get_text(gtkOpaque(self.searchEntry))))
        }
        connect(searchEntry, "stop-search") { [weak self] in self?.closeSearch() }
        GtkApplicationRunner.addShortcut("<Control>f", to: window) { [weak self] in
            guard let self else { return }
            if gtk_search_bar_get_search_mode(gtkOpaque(self.searchBar)) != 0 {
                self.closeSearch()
            } else {
                gtk_search_bar_set_search_mode(gtkOpaque(self.searchBar), 1)
            }
        }
        for (trigger, steps) in [("<Control>plus", 1), ("<Control>equal", 1), ("<Control>KP_Add", 1),
                                 ("<Control>minus", -1), ("<Control>KP_Subtract", -1), ("<Control>0", 0)] {
            GtkApplicationRunner.addShortcut(trigger, to: window) { [weak self] in self?.onZoom?(steps) }
        }
        GtkApplicationRunner.addShortcut("<Control>1", to: window) { [weak self] in self?.requestMode(.list) }
        GtkApplicationRunner.addShortcut("<Control>2", to: window) { [weak self] in self?.requestMode(.grid) }
        GtkApplicationRunner.addShortcut("<Control>3", to: window) { [weak self] in self?.requestMode(.columns) }
        installPrimaryMenu(application: application, in: menuSlot, about: about)
        installFileDrop()
        GtkApplicationRunner.addShortcut("<Control>w", to: window) { [weak self] in
            guard let self else { return }
            gtk_window_close(gtkCast(self.window))
        }
        let onCloseRequest: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            CallbackBox<Void>.from(data).body(())
            return 0   // let the window close
        }
        let closeBox = CallbackBox<Void> { [weak self] _ in
            MainActor.assumeIsolated { guard let self else { return }; self.onClose?(self.geometry) }
        }
        lattice_signal_connect(window, "close-request", unsafeBitCast(onCloseRequest, to: GCallback.self),
                               closeBox.retained, releaseCallbackBox)
        gtk_widget_grab_focus(main.canvasWidget)
    }

    /// The window's size (unmaximized), maximized state and sidebar now.
    public var geometry: WindowGeometry {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(gtkCast(window), &width, &height)
        return WindowGeometry(width: Int(width), height: Int(height),
                              isMaximized: gtk_window_is_maximized(gtkCast(window)) != 0,
                              isSidebarVisible: adaptiveSidebar.isWanted,   // the user's choice, not the fold
                              sidebarWidth: Int(gtk_paned_get_position(gtkOpaque(paned))))
    }

    /// Shows the window.
    public func present() { gtk_window_present(gtkCast(window)) }

    /// Adds a keyboard shortcut (`"F5"`, `"<Control>h"`) that runs `action` while the window is active.
    public func addShortcut(_ trigger: String, _ action: @escaping @MainActor () -> Void) {
        GtkApplicationRunner.addShortcut(trigger, to: window, action)
    }

    /// Closes the search (Escape in it, Ctrl+F again): its text cleared and the focus back on the main area —
    /// not on whatever GTK would pick next (the sidebar, where each arrow key would open another place).
    func closeSearch() {
        gtk_editable_set_text(gtkOpaque(searchEntry), "")
        gtk_search_bar_set_search_mode(gtkOpaque(searchBar), 0)
        onSearchChange?("")
        gtk_widget_grab_focus(mainView)
    }

    /// `text` as the header bar and the window manager get it: bounded as canvas labels are
    /// (`PangoText.shaped`: a few thousand characters, a cluster of marks cut short) and on one line, control
    /// characters (a catalogue title's newlines, tabs) shown as spaces.
    static func labelText(_ text: String) -> String {
        let bounded = PangoText.shaped(text, size: 13)
        guard bounded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return bounded }
        return String(String.UnicodeScalarView(bounded.unicodeScalars.map {
            $0.properties.generalCategory == .control ? " " : $0
        }))
    }

    /// Shows what is open: the window title and the header bar's title and subtitle.
    public func setTitle(_ title: String, subtitle: String?) {
        let shownTitle = Self.labelText(title)
        gtk_window_set_title(gtkCast(window), shownTitle)
        gtk_label_set_text(gtkOpaque(titleLabel), shownTitle)
        gtk_label_set_text(gtkOpaque(subtitleLabel), Self.labelText(subtitle ?? ""))
        gtk_widget_set_visible(subtitleLabel, subtitle == nil ? 0 : 1)
    }

    /// Opens the file at `path` with the desktop's default application for its type; when none can start (no
    /// application handles the type, or it fails to launch) an error dialog says so, as Files does.
    public func showFile(path: String) {
        guard let uri = FileList.uri(ofPath: path) else { return }
        let name = Self.labelText(path.split(separator: "/").last.map(String.init) ?? path)
        let box = CallbackBox<OpaquePointer?> { [weak self] result in
            MainActor.assumeIsolated {
                guard let self else { return }
                var error: UnsafeMutablePointer<GError>?
                guard gtk_show_uri_full_finish(gtkCast(self.window), result, &error) == 0 else { return }
                let reason = error.map { String(cString: $0.pointee.message) } ?? "The application could not be started."
                if let error { g_error_free(error) }
                self.showError("Could not open “\(name)”", detail: reason)
            }
        }
        let done: GAsyncReadyCallback = { _, result, data in
            Unmanaged<CallbackBox<OpaquePointer?>>.fromOpaque(data!).takeRetainedValue().body(result)
        }
        gtk_show_uri_full(gtkCast(window), uri, 0, nil, done, box.retained)   // 0: GDK_CURRENT_TIME
    }

    /// A modal error dialog over the window: what failed (`title`, "Could not open “notes.xyz”") and why
    /// (`detail`), closed by its button.
    public func showError(_ title: String, detail: String) {
        gtk_window_present(gtkCast(lattice_error_dialog_new(gtkCast(window), title, detail), to: GtkWindow.self))
    }

    /// Whether the sidebar is shown.
    public var isSidebarVisible: Bool { gtk_widget_get_visible(sidebar) != 0 }

    /// Switches to `mode` as the toggle would (the toggle updates, `onModeChange` runs).
    public func requestMode(_ mode: Mode) {
        guard mode != self.mode else { return }
        self.mode = mode
        updateToggle()
        onModeChange?(mode)
    }

    /// Shows that the app switched to `mode` by itself (continuous zoom crossing from rows to cards): the
    /// toggle updates, `onModeChange` is not called.
    public func reflectMode(_ mode: Mode) {
        self.mode = mode
        updateToggle()
    }

    /// Gives an icon button its tooltip ("Search (Ctrl+F)") and the name screen readers say ("Search").
    static func describe(_ button: UnsafeMutablePointer<GtkWidget>, name: String, shortcut: String) {
        gtk_widget_set_tooltip_text(button, "\(name) (\(shortcut))")
        setAccessibleLabel(name, of: button)
    }

    /// The toggle shows the view it switches to, as GNOME apps do.
    private func updateToggle() {
        if mode != .grid { rowsMode = mode }
        let (icon, name, shortcut) = switch mode {
        case .grid: rowsMode == .columns ? ("view-list-symbolic", "Columns View", "Ctrl+3") : ("view-list-symbolic", "List View", "Ctrl+1")
        case .list, .columns: ("view-grid-symbolic", "Grid View", "Ctrl+2")
        }
        gtk_button_set_icon_name(gtkCast(viewToggle), icon)
        BrowserWindow.describe(viewToggle, name: name, shortcut: shortcut)
    }
}

/// A window's size and layout, as remembered between runs.
public struct WindowGeometry: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var isMaximized: Bool
    public var isSidebarVisible: Bool
    public var sidebarWidth: Int

    /// Creates a geometry (the defaults are GNOME's usual first-run size).
    public init(width: Int = 1000, height: Int = 700, isMaximized: Bool = false, isSidebarVisible: Bool = true,
                sidebarWidth: Int = 260) {
        self.width = width
        self.height = height
        self.isMaximized = isMaximized
        self.isSidebarVisible = isSidebarVisible
        self.sidebarWidth = sidebarWidth
    }
}
