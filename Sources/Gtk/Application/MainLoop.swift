internal import CGtk

/// GLib's main loop, for tools that run GTK without a GtkApplication (no session bus, no registration).
@MainActor
package enum MainLoop {
    private static var loops: [OpaquePointer] = []

    /// Runs a main loop until `quit()`; `setup` runs first (make windows there). Initialises GTK and drains
    /// the main actor's queue from the loop (`MainQueueSource`), so `Task { @MainActor in … }` runs in it.
    package static func run(_ setup: () -> Void) {
        gtk_init()
        MainQueueSource.attach()
        let loop = g_main_loop_new(nil, 0)!
        loops.append(loop)
        setup()
        g_main_loop_run(loop)
        loops.removeLast()
        g_main_loop_unref(loop)
    }

    /// Ends the innermost `run`.
    package static func quit() {
        if let loop = loops.last { g_main_loop_quit(loop) }
    }
}
