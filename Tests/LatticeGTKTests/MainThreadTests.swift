import Foundation
import Testing

@testable import LatticeGTK

/// The test runner runs no test on the process's main thread (not even the main dispatch queue's work), so
/// these hold the comparison itself to its answers and `record()` to leaving other threads alone.
@Suite struct MainThreadTests {
    /// Runs `body` on a new thread and returns its result.
    private func onAnotherThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }

    @Test func aRecordedThreadIsCurrentOnItselfOnly() async {
        let here = UInt(pthread_self())
        #expect(MainThread.isCurrent(main: here))
        #expect(await onAnotherThread { MainThread.isCurrent(main: here) } == false)
    }

    @Test func beforeRecordingFoundationAnswers() async {
        #expect(MainThread.isCurrent(main: 0) == Thread.isMainThread)
        #expect(await onAnotherThread { MainThread.isCurrent(main: 0) } == false)
    }

    @Test func recordingFromAnotherThreadChangesNothing() async {
        let answer = await onAnotherThread { () -> Bool in
            MainThread.record()
            return MainThread.isCurrent
        }
        #expect(answer == false)
        #expect(MainThread.isCurrent == Thread.isMainThread)
    }
}
