import Testing

@testable import LatticeViewer

/// A window's loads: each one's results carry its generation, and a change on disk during a load waits for it.
@MainActor @Suite struct LoadStateTests {
    @Test func onlyTheNewestLoadsResultsCount() {
        var loading = LoadState()
        let first = loading.begin()
        let second = loading.begin()
        #expect(!loading.isCurrent(first))
        #expect(loading.isCurrent(second))
        #expect(loading.isLoading)
    }

    @Test func aChangeOnDiskDuringALoadReloadsOnceItLands() {
        var loading = LoadState()
        let idle = loading.changedOnDisk()
        #expect(idle)  // nothing runs: reload now
        _ = loading.begin()
        let during = [loading.changedOnDisk(), loading.changedOnDisk()]
        #expect(during == [false, false])  // a listing runs: wait for it
        let due = loading.finish()
        #expect(due)  // it landed: one reload is due
        #expect(!loading.isLoading)
        _ = loading.begin()
        let quiet = loading.finish()
        #expect(!quiet)  // nothing changed meanwhile
    }

    @Test func aFreshLocationForgetsTheReloadAskedOfTheOneBefore() {
        var loading = LoadState()
        _ = loading.begin()
        _ = loading.changedOnDisk()
        _ = loading.begin(fresh: true)
        let due = loading.finish()
        #expect(!due)
    }
}
