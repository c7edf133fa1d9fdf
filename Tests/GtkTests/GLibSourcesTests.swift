import CGtk
import Testing

@testable import Gtk

/// Timeouts and idles run their closure on the main loop, as often as it asks, and release it when they end.
@MainActor @Suite struct GLibSourcesTests {
    private final class Token {}

    @Test func aTimeoutRunsUntilItSaysStopAndThenLetsGoOfItsClosure() {
        var runs = 0
        weak var released: Token?
        do {
            let token = Token()
            released = token
            addTimeout(milliseconds: 1) {
                _ = token
                runs += 1
                return runs < 3
            }
        }
        #expect(released != nil)  // held by the source while it runs
        #expect(MainContext.run { runs == 3 })
        #expect(MainContext.run { released == nil })
        #expect(runs == 3)
        #expect(released == nil)
    }

    @Test func aRemovedTimeoutNeverRunsAndLetsGoOfItsClosure() {
        var runs = 0
        weak var released: Token?
        do {
            let token = Token()
            released = token
            let source = addTimeout(milliseconds: 1) {
                _ = token
                runs += 1
                return true
            }
            g_source_remove(source)
            // Gone from the loop: nothing can dispatch it, however long the loop runs.
            #expect(g_main_context_find_source_by_id(nil, source) == nil)
        }
        while g_main_context_iteration(nil, 0) != 0 {}
        #expect(runs == 0)
        #expect(released == nil)
    }

    @Test func anIdleRunsOnceAndLetsGoOfItsClosure() {
        var runs = 0
        weak var released: Token?
        do {
            let token = Token()
            released = token
            addIdle {
                _ = token
                runs += 1
            }
        }
        #expect(MainContext.run { runs > 0 && released == nil })
        while g_main_context_iteration(nil, 0) != 0 {}
        #expect(runs == 1)
        #expect(released == nil)
    }
}
