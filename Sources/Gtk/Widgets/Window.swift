package import CGtk

/// A top-level window (GtkWindow; a GtkApplicationWindow when it belongs to an application).
@MainActor
public final class Window: Widget {
    /// A window of `application` (it keeps the application running while open, and shows its menu's
    /// accelerators), or a bare window without one.
    public init(application: ApplicationHandle? = nil) {
        if let application {
            super.init(gtk_application_window_new(application.pointer))
        } else {
            super.init(gtk_window_new())
        }
    }

    /// A window made elsewhere (a dialog GTK built).
    init(wrapping window: UnsafeMutablePointer<GtkWidget>) {
        super.init(window)
    }

    private var gtkWindow: UnsafeMutablePointer<GtkWindow> { pointer(as: GtkWindow.self) }

    /// The title the window manager shows and a screen reader says.
    public var title: String {
        get { gtk_window_get_title(gtkWindow).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(gtkWindow, newValue) }
    }

    /// The icon the window manager shows (an icon name: the application's id).
    public func setIconName(_ name: String) { gtk_window_set_icon_name(gtkWindow, name) }

    /// The size the window opens at, and its size now when not maximized.
    public var defaultSize: (width: Int, height: Int) {
        get {
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(gtkWindow, &width, &height)
            return (Int(width), Int(height))
        }
        set {
            gtk_window_set_default_size(gtkWindow, Int32(clamping: newValue.width), Int32(clamping: newValue.height))
        }
    }

    /// Whether the window is maximized.
    public var isMaximized: Bool { gtk_window_is_maximized(gtkWindow) != 0 }

    /// Maximizes the window.
    public func maximize() { gtk_window_maximize(gtkWindow) }

    /// Whether a focus ring shows where the keyboard focus is (GTK shows it once the keyboard is used).
    public var showsFocusRing: Bool {
        get { gtk_window_get_focus_visible(gtkWindow) != 0 }
        set { gtk_window_set_focus_visible(gtkWindow, newValue ? 1 : 0) }
    }

    /// The window's content.
    public func setChild(_ child: Widget?) { gtk_window_set_child(gtkWindow, child?.widget) }

    /// The title bar (a ``HeaderBar``) in place of the window manager's.
    public func setTitleBar(_ titleBar: Widget?) { gtk_window_set_titlebar(gtkWindow, titleBar?.widget) }

    /// Keeps the window over `parent`, and blocks input to `parent` when `modal`.
    public func setTransient(for parent: Window, modal: Bool) {
        gtk_window_set_transient_for(gtkWindow, parent.gtkWindow)
        gtk_window_set_modal(gtkWindow, modal ? 1 : 0)
    }

    /// Shows the window and raises it.
    public func present() { gtk_window_present(gtkWindow) }

    /// Asks the window to close (as its close button does: "close-request" runs first).
    public func close() { gtk_window_close(gtkWindow) }

    /// Destroys the window at once.
    public func destroy() { gtk_window_destroy(gtkWindow) }

    /// Runs `body` when the window is asked to close; it returns whether to keep it open.
    @discardableResult
    public func onCloseRequest(_ body: @escaping @MainActor () -> Bool) -> SignalConnection {
        SignalConnection(object: object, id: connectBoolSignal(object, "close-request", body: body))
    }

    /// Adds the window action `name` (`"win.name"` in a menu of this window) that runs `body`, with `accelerators`
    /// (`["<Control>plus", "<Control>equal"]`) as its keys while this window is active. The window must belong to
    /// an application (GTK keeps the keys there, for every window with an action of that name).
    public func addAction(_ name: String, accelerators: [String] = [], _ body: @escaping @MainActor () -> Void) {
        let action = makeAction(name, body)
        g_action_map_add_action(opaque, action)
        g_object_unref(UnsafeMutableRawPointer(action))
        guard let application = gtk_window_get_application(gtkWindow) else { return }
        ApplicationHandle(pointer: application).setAccelerators(accelerators, forAction: "win.\(name)")
    }

    /// Enables or disables the window action `name`: a disabled action's keys and menu entries do nothing (its
    /// entries show dimmed).
    public func setActionEnabled(_ name: String, _ isEnabled: Bool) {
        guard let action = g_action_map_lookup_action(opaque, name) else { return }
        g_simple_action_set_enabled(action, isEnabled ? 1 : 0)
    }

    /// Runs the window action `name` as its keys or menu entry do (nothing when it is disabled or missing).
    public func activateAction(_ name: String) {
        g_action_group_activate_action(opaque, name, nil)
    }

    /// Adds a keyboard shortcut (`"Escape"`) that runs `action` while the window is active, before the focused
    /// widget sees the key: a dialog's own keys. An app's keys are its actions' (`addAction(_:accelerators:_:)`).
    package func addShortcut(_ trigger: String, _ action: @escaping @MainActor () -> Void) {
        addGlobalShortcut(trigger, to: widget, action)
    }

    /// A modal error dialog over the window: what failed (`title`: "Could not open “notes.xyz”") and why
    /// (`detail`), closed by its button.
    public func showError(_ title: String, detail: String) {
        gtk_window_present(gtkCast(lattice_error_dialog_new(gtkWindow, title, detail), to: GtkWindow.self))
    }
}

/// Adds a keyboard shortcut (`"F9"`, `"<Control>2"`) to `widget` that runs `action`, seen before the focused
/// widget sees the key.
@MainActor
package func addGlobalShortcut(
    _ trigger: String, to widget: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor () -> Void
) {
    let controller = gtk_shortcut_controller_new()!
    gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    let box = CallbackBox<Void> { _ in MainActor.assumeIsolated { action() } }
    let callback: GtkShortcutFunc = { _, _, data in
        CallbackBox<Void>.from(data).body(())
        return 1
    }
    let shortcut = gtk_shortcut_new(
        gtk_shortcut_trigger_parse_string(trigger),
        gtk_callback_action_new(callback, box.retained, releaseBox))
    gtk_shortcut_controller_add_shortcut(controller, shortcut)
    gtk_widget_add_controller(widget, controller)
}
