package import CGtk

/// The running application, handed to window builders: what a ``Window`` belongs to, and where the
/// application's actions and their accelerators live (a primary menu's entries).
///
/// Sendable so background work can say which application its result belongs to: the pointer is only used
/// through main-actor methods.
public struct ApplicationHandle: @unchecked Sendable {
    /// The application, for GTK's C functions.
    package let pointer: UnsafeMutablePointer<GtkApplication>

    /// The application's id (`"io.github.lattice.Lattice"`).
    @MainActor
    public var id: String? {
        g_application_get_application_id(UnsafeMutablePointer<GApplication>(OpaquePointer(pointer))).map {
            String(cString: $0)
        }
    }

    /// Adds the application action `name` (a menu entry's `"app.name"`) that runs `body`, with `accelerators`
    /// (`["<Control>q"]`) as its keys in every window of the application.
    @MainActor
    public func addAction(_ name: String, accelerators: [String] = [], _ body: @escaping @MainActor () -> Void) {
        let action = makeAction(name, body)
        g_action_map_add_action(OpaquePointer(pointer), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        setAccelerators(accelerators, forAction: "app.\(name)")
    }

    /// Makes `accelerators` the keys of `action` (`"app.quit"`, `"win.zoom-in"`): GTK keeps every action's keys on
    /// the application, and a window's keys reach the action of that name in the window they are pressed in.
    @MainActor
    package func setAccelerators(_ accelerators: [String], forAction action: String) {
        guard !accelerators.isEmpty else { return }
        let strings = accelerators.map { strdup($0) }
        defer { for string in strings { free(string) } }
        var pointers = strings.map { UnsafePointer($0) } + [nil]
        gtk_application_set_accels_for_action(pointer, action, &pointers)
    }

    /// The actions (`"win.zoom-in"`) the keys `accelerator` (`"<Control>plus"`) activate, as GTK resolves them.
    @MainActor
    public func actions(forAccelerator accelerator: String) -> [String] {
        takingStrings(gtk_application_get_actions_for_accel(pointer, accelerator))
    }

    /// A new application registered with GLib but not run: windows can be made for it and their actions bound
    /// and activated by a caller that iterates the main loop itself (a test of a whole window). Nil when GLib
    /// refuses it.
    @MainActor
    package static func registered(id: String) -> ApplicationHandle? {
        guard let app = gtk_application_new(id, G_APPLICATION_NON_UNIQUE) else { return nil }
        guard g_application_register(UnsafeMutablePointer<GApplication>(OpaquePointer(app)), nil, nil) != 0 else {
            return nil
        }
        return ApplicationHandle(pointer: app)
    }

    /// Quits the application (its windows close, `GtkApplicationRunner.run` returns).
    @MainActor
    public func quit() { g_application_quit(UnsafeMutablePointer<GApplication>(OpaquePointer(pointer))) }

    /// Asks the application to open `path` (its "open" handler makes the window).
    @MainActor
    public func open(path: String) {
        let file = g_file_new_for_path(path)
        var files: [OpaquePointer?] = [file]
        g_application_open(UnsafeMutablePointer<GApplication>(OpaquePointer(pointer)), &files, 1, "")
        g_object_unref(UnsafeMutableRawPointer(file))
    }
}

/// Runs a `GtkApplication`: builds the window on `activate`, optionally quits after a delay (headless tests),
/// and returns the exit status. Main-actor work (`Task { @MainActor in … }`, `await` on the main actor) runs
/// inside its loop (`MainQueueSource`).
@MainActor
public enum GtkApplicationRunner {
    /// Runs the application `id`; `build` makes its window when it activates, and `open` makes one for each
    /// file or folder the application is asked to open (Open…, `g_application_open`).
    public static func run(
        id: String, quitAfterMilliseconds: Int?, build: @escaping @MainActor (ApplicationHandle) -> Void,
        open: (@MainActor (ApplicationHandle, String) -> Void)? = nil
    ) -> Int32 {
        let flags = G_APPLICATION_NON_UNIQUE.rawValue | (open == nil ? 0 : G_APPLICATION_HANDLES_OPEN.rawValue)
        let app = gtk_application_new(id, GApplicationFlags(rawValue: flags))!
        connectSignal(app, "activate") { build(ApplicationHandle(pointer: app)) }
        if let open {
            let box = CallbackBox<[String]> { paths in
                MainActor.assumeIsolated { for path in paths { open(ApplicationHandle(pointer: app), path) } }
            }
            // "open" passes (application, GFile **files, n_files, hint, user data).
            let onOpen:
                @convention(c) (
                    gpointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?, gpointer?
                ) -> Void = { _, files, count, _, data in
                    guard let files else { return }
                    let paths = (0..<Int(max(0, count))).compactMap { index -> String? in
                        guard let file = files[index], let path = g_file_get_path(file) else { return nil }
                        defer { g_free(path) }
                        return String(cString: path)
                    }
                    CallbackBox<[String]>.from(data).body(paths)
                }
            lattice_signal_connect(
                UnsafeMutableRawPointer(app), "open", unsafeBitCast(onOpen, to: GCallback.self),
                box.retained, releaseCallbackBox)
        }
        if let delay = quitAfterMilliseconds {
            let quit: GSourceFunc = { data in
                g_application_quit(UnsafeMutablePointer<GApplication>(OpaquePointer(data)))
                return 0
            }
            g_timeout_add_full(G_PRIORITY_DEFAULT, guint(max(0, delay)), quit, UnsafeMutableRawPointer(app), nil)
        }
        MainQueueSource.attach()
        let status = g_application_run(UnsafeMutablePointer<GApplication>(OpaquePointer(app)), 0, nil)
        g_object_unref(UnsafeMutableRawPointer(app))
        return status
    }

    /// Whether a display can be opened (initialises GTK when it can). Asked again after a failure it still says
    /// no: GTK counts itself initialised after the first `gtk_init_check` even when it found no display, so the
    /// default display is what tells.
    public static var canOpenDisplay: Bool { gtk_init_check() != 0 && gdk_display_get_default() != nil }
}
