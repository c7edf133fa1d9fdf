internal import CGtk

/// Watches a folder (GIO's GFileMonitor) and reports that its entries changed — created, deleted, renamed,
/// modified — at most once per `delay`, after the changes settle (a burst of events becomes one report).
@MainActor
public final class FolderMonitor {
    private let monitor: UnsafeMutablePointer<GFileMonitor>
    /// How long changes settle before a report, in µs.
    private let delay: gint64
    /// The timers the settling runs on (GLib's main loop in an app, stepped by hand in a test).
    private let clock: any MainClock
    /// The settling under way (its number; 0 while none waits): a timer reports only if its settling is still
    /// the one pending, so one set before `cancel()` fires into nothing.
    private var pending = 0
    /// Settlings started so far.
    private var settlings = 0
    /// Called on the main thread when the folder's entries changed.
    public var onChange: (() -> Void)?
    /// Events seen since the start (tests).
    public private(set) var eventCount = 0

    /// Starts watching the folder at `path`; nil when GIO cannot watch it. (GIO watches a missing path too,
    /// and reports when it appears.)
    public convenience init?(path: String, delayMilliseconds: Int = 200) {
        self.init(path: path, delayMilliseconds: delayMilliseconds, clock: MainLoopClock())
    }

    /// Starts watching, its settling delay timed by `clock`.
    package init?(path: String, delayMilliseconds: Int, clock: any MainClock) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard
            let monitor = try? GLibError.check({ g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, $0) })
        else { return nil }
        self.monitor = monitor
        self.clock = clock
        delay = gint64(max(0, delayMilliseconds)) * 1_000
        // Held weakly: the signal may outlive a released monitor until cancel.
        let box = CallbackBox<Void> { [weak self] _ in MainActor.assumeIsolated { self?.changed() } }
        // "changed" passes (monitor, file, other file, event type, user data).
        let changed: @convention(c) (gpointer?, gpointer?, gpointer?, UInt32, gpointer?) -> Void = { _, _, _, _, data in
            CallbackBox<Void>.from(data).body(())
        }
        lattice_signal_connect(
            UnsafeMutableRawPointer(monitor), "changed", unsafeBitCast(changed, to: GCallback.self),
            box.retained, releaseCallbackBox)
    }

    private func changed() {
        eventCount += 1
        guard pending == 0 else { return }
        settlings += 1
        let settling = settlings
        pending = settling
        clock.schedule(after: delay) { [weak self] in
            guard let self, pending == settling else { return }
            pending = 0
            onChange?()
        }
    }

    /// Stops watching; a report still settling is not made.
    public func cancel() {
        g_file_monitor_cancel(monitor)
        pending = 0
    }

    isolated deinit {
        cancel()
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }
}
