import Foundation
import Synchronization

/// Which thread is the process's main thread, answered without a system call.
///
/// Foundation's `Thread.isMainThread` and the runtime's check behind `MainActor.assumeIsolated` compare the
/// thread id with the process id on Linux: two system calls, costly in a virtual machine. The text measurer
/// asks once per label, a thousand times in a list ↔ grid frame (perf shows `getpid` and the kernel's pid
/// lookup in a transition's profile). `record()` keeps the main thread's `pthread_t`; `isCurrent` then
/// compares it with `pthread_self()`, a thread-local read.
public enum MainThread {
    /// The main thread's `pthread_t`, once recorded (0: not yet).
    private static let recorded = Atomic<UInt>(0)

    /// Remembers the calling thread as the main thread when it is; call first thing in `main`. Calls from
    /// other threads change nothing.
    public static func record() {
        guard Thread.isMainThread else { return }
        recorded.store(UInt(pthread_self()), ordering: .releasing)
    }

    /// Whether the caller runs on the main thread (`Thread.isMainThread` until `record()` has run).
    public static var isCurrent: Bool { isCurrent(main: recorded.load(ordering: .acquiring)) }

    /// Whether the caller runs on the thread `main` (a `pthread_t`; 0: ask Foundation).
    static func isCurrent(main: UInt) -> Bool {
        guard main != 0 else { return Thread.isMainThread }
        return pthread_equal(pthread_t(main), pthread_self()) != 0
    }
}
