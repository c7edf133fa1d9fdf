internal import CGtk
import Glibc

/// Runs Swift's main actor inside GLib's main loop.
///
/// On Linux, `MainActor` jobs — a `Task { @MainActor in … }`, an `await` that resumes on the main actor,
/// `MainActor.run` — are queued on the main dispatch queue, and only `dispatch_main()` or Foundation's
/// `RunLoop` drain it. While `g_application_run` or `g_main_loop_run` owns the main thread, neither runs, so
/// such work would never start. `attach()` adds a GLib source on the main queue's wake-up handle (an eventfd
/// libdispatch writes when work is queued) that runs the queued jobs from GLib's loop, interleaved with input
/// and drawing at default priority.
///
/// `GtkApplicationRunner.run` and `MainLoop.run` attach it; an app that runs its own GLib loop calls `attach()`
/// first.
@MainActor
public enum MainQueueSource {
    /// The GLib source id, once attached (0: not yet).
    private static var sourceID: guint = 0

    /// Whether the main queue is drained by GLib's default main context.
    public static var isAttached: Bool { sourceID != 0 }

    /// Drains the main dispatch queue from GLib's default main context from now on; also runs, at the next
    /// iteration, whatever was queued before. Calling it again changes nothing.
    public static func attach() {
        guard sourceID == 0 else { return }
        let handle = _dispatch_get_main_queue_handle_4CF()
        let drain: GUnixFDSourceFunc = { handle, _, _ in
            // Reset the eventfd first: work queued while the jobs run writes it again and wakes the loop again.
            var count: UInt64 = 0
            _ = read(handle, &count, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return 1  // G_SOURCE_CONTINUE
        }
        sourceID = g_unix_fd_add_full(G_PRIORITY_DEFAULT, handle, G_IO_IN, drain, nil, nil)
        // Jobs queued before the handle existed did not write it.
        let catchUp: GSourceFunc = { _ in
            _dispatch_main_queue_callback_4CF(nil)
            return 0
        }
        g_idle_add_full(G_PRIORITY_DEFAULT, catchUp, nil, nil)
    }
}
