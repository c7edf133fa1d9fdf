internal import CGtk
import Synchronization

/// Runs work on GTK's main thread from any thread, when the main loop is otherwise idle.
///
/// `Task { @MainActor in … }` and `await` also come back to the main thread (`MainQueueSource` runs them at
/// GLib's default priority, beside input). `post` is for streams of results — a large file's batches, a
/// search's pages — that must yield to drawing: idle priority runs after the frame clock's redraws, so a
/// burst of batches never delays a frame.
public enum MainContext {
    /// Queues `body` to run on the main thread at the next idle moment of GLib's default main context
    /// (`g_idle_add` is thread-safe).
    public static func post(_ body: @escaping @Sendable @MainActor () -> Void) {
        /// Handed over once; only the main thread touches it after. GLib's queue orders the handover, but its
        /// locking is invisible to ThreadSanitizer, so a release/acquire pair on `published` states it in Swift.
        final class Job: @unchecked Sendable {
            let body: @Sendable @MainActor () -> Void
            let published = Atomic<Bool>(false)
            init(_ body: @escaping @Sendable @MainActor () -> Void) { self.body = body }
        }
        let run: GSourceFunc = { data in
            let job = Unmanaged<Job>.fromOpaque(data!).takeUnretainedValue()
            _ = job.published.load(ordering: .acquiring)
            MainActor.assumeIsolated { job.body() }
            return 0
        }
        let job = Job(body)
        job.published.store(true, ordering: .releasing)
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, run, Unmanaged.passRetained(job).toOpaque(), releaseBox)
    }

    /// Runs the default main context until `condition` holds, blocking between events rather than polling;
    /// false when `giveUpAfterMilliseconds` pass first. For a caller with no loop of its own that waits for a
    /// state GLib brings (a test waiting for a timer or a file monitor): the limit turns a wait nothing answers
    /// into a failure rather than a hang, and decides nothing else.
    @MainActor
    package static func run(until condition: () -> Bool, giveUpAfterMilliseconds: UInt32 = 30_000) -> Bool {
        var gaveUp = false
        let watchdog = addTimeout(milliseconds: giveUpAfterMilliseconds) {
            gaveUp = true
            return false
        }
        while !condition() && !gaveUp { g_main_context_iteration(nil, 1) }
        if !gaveUp { g_source_remove(watchdog) }
        return !gaveUp
    }
}
