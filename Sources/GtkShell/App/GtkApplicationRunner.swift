import CGtk

/// The running application, handed to window builders (it keeps GTK's types out of the app target).
public struct ApplicationHandle {
    let pointer: UnsafeMutablePointer<GtkApplication>
}

/// Runs a `GtkApplication`: builds the window on `activate`, optionally quits after a delay (headless tests),
/// and returns the exit status.
@MainActor
public enum GtkApplicationRunner {
    /// Runs the application `id`; `build` makes its window when it activates.
    public static func run(id: String, quitAfterMilliseconds: Int?, build: @escaping @MainActor (ApplicationHandle) -> Void) -> Int32 {
        let app = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!
        connect(app, "activate") { build(ApplicationHandle(pointer: app)) }
        if let delay = quitAfterMilliseconds {
            let quit: GSourceFunc = { data in
                g_application_quit(UnsafeMutablePointer<GApplication>(OpaquePointer(data)))
                return 0
            }
            g_timeout_add_full(G_PRIORITY_DEFAULT, guint(max(0, delay)), quit, UnsafeMutableRawPointer(app), nil)
        }
        let status = g_application_run(UnsafeMutablePointer<GApplication>(OpaquePointer(app)), 0, nil)
        g_object_unref(UnsafeMutableRawPointer(app))
        return status
    }

    /// Whether a display can be opened (initialises GTK when it can).
    public static var canOpenDisplay: Bool { gtk_init_check() != 0 }

    /// Adds a keyboard shortcut (`"F9"`, `"<Control>2"`) to `window` that runs `action`.
    public static func addShortcut(_ trigger: String, to window: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor () -> Void) {
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let box = CallbackBox<Void> { _ in MainActor.assumeIsolated { action() } }
        let callback: GtkShortcutFunc = { _, _, data in
            CallbackBox<Void>.from(data).body(())
            return 1
        }
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger),
                                        gtk_callback_action_new(callback, box.retained, releaseBox))
        gtk_shortcut_controller_add_shortcut(controller, shortcut)
        gtk_widget_add_controller(window, controller)
    }

    /// Connects `clicked` of a button.
    public static func onClicked(_ button: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor () -> Void) {
        connect(button, "clicked", action)
    }
}
