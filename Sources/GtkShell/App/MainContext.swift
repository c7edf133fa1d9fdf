import CGtk

/// Runs work on GTK's main thread from any thread. Swift's `MainActor` jobs go to the main dispatch queue,
/// which nothing drains while GLib's main loop runs, so results of background work come back this way.
public enum MainContext {
    /// Queues `body` to run on the main thread at the next idle moment of GLib's default main context
    /// (`g_idle_add` is thread-safe).
    public static func post(_ body: @escaping @Sendable @MainActor () -> Void) {
        final class Job: @unchecked Sendable {   // handed over once; only the main thread touches it after
            let body: @Sendable @MainActor () -> Void
            init(_ body: @escaping @Sendable @MainActor () -> Void) { self.body = body }
        }
        let run: GSourceFunc = { data in
            let job = Unmanaged<Job>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { job.body() }
            return 0
        }
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, run, Unmanaged.passRetained(Job(body)).toOpaque(), releaseBox)
    }
}
