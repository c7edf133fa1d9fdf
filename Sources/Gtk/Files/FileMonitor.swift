import CGtk

/// Watches a folder (GIO's GFileMonitor) and reports that its entries changed — created, deleted, renamed,
/// modified — at most once per `delay`, after the changes settle (a burst of events becomes one report).
@MainActor
public final class FolderMonitor {
    private let monitor: UnsafeMutablePointer<GFileMonitor>
    private let delay: UInt32
    private var pendingTimeout: guint = 0
    /// Called on the main thread when the folder's entries changed.
    public var onChange: (() -> Void)?
    /// Events seen since the start (tests).
    public private(set) var eventCount = 0

    /// Starts watching the folder at `path`; nil when GIO cannot watch it. (GIO watches a missing path too,
    /// and reports when it appears.)
    public init?(path: String, delayMilliseconds: Int = 200) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = try? GLibError.check({ g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, $0) })
        else { return nil }
        self.monitor = monitor
        delay = UInt32(clamping: max(0, delayMilliseconds))
        // Held weakly: the signal may outlive a released monitor until cancel.
        let box = CallbackBox<Void> { [weak self] _ in MainActor.assumeIsolated { self?.changed() } }
        // "changed" passes (monitor, file, other file, event type, user data).
        let changed: @convention(c) (gpointer?, gpointer?, gpointer?, UInt32, gpointer?) -> Void = { _, _, _, _, data in
            CallbackBox<Void>.from(data).body(())
        }
        lattice_signal_connect(UnsafeMutableRawPointer(monitor), "changed", unsafeBitCast(changed, to: GCallback.self),
                               box.retained, releaseCallbackBox)
    }

    private func changed() {
        eventCount += 1
        guard pendingTimeout == 0 else { return }
        pendingTimeout = addTimeout(milliseconds: delay) { [weak self] in
            guard let self else { return false }
            pendingTimeout = 0
            onChange?()
            return false
        }
    }

    /// Stops watching.
    public func cancel() {
        g_file_monitor_cancel(monitor)
        if pendingTimeout != 0 { g_source_remove(pendingTimeout); pendingTimeout = 0 }
    }

    isolated deinit {
        cancel()
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }
}
