package import CGtk

/// The time and the timers deferred main-loop work runs on — a canvas's accessibility proxies following the screen
/// once frames pause, a folder monitor's settling delay: GLib's monotonic clock and main loop timeouts in an app
/// (`MainLoopClock`), a clock stepped by hand in a test (`SteppedClock`), so no test waits on the wall clock or
/// races a timer.
@MainActor
package protocol MainClock: AnyObject {
    /// Now, in monotonic microseconds.
    var now: gint64 { get }
    /// Runs `body` on the main actor `delay` µs from now.
    func schedule(after delay: gint64, _ body: @escaping @MainActor () -> Void)
}

/// GLib's monotonic clock and a main loop timeout per timer (rounded up to a millisecond).
@MainActor
package final class MainLoopClock: MainClock {
    package init() {}

    package var now: gint64 { Self.monotonicNow }

    /// GLib's monotonic clock now, in µs (what frame times and timeouts are measured in).
    package static var monotonicNow: gint64 { g_get_monotonic_time() }

    package func schedule(after delay: gint64, _ body: @escaping @MainActor () -> Void) {
        _ = addTimeout(milliseconds: guint(max(1, (delay + 999) / 1_000))) {
            body()
            return false
        }
    }
}

/// A clock that moves only when a test advances it, firing the timers that come due on the way, in order.
@MainActor
package final class SteppedClock: MainClock {
    package private(set) var now: gint64
    /// Timers waiting: when each is due, in the order they were set (equal times fire in that order).
    private var timers: [(due: gint64, order: Int, body: @MainActor () -> Void)] = []
    private var set = 0

    /// A clock reading `now` µs (later than any time a canvas starts from, so "long since the last sync" holds).
    package init(now: gint64 = 10_000_000) { self.now = now }

    package func schedule(after delay: gint64, _ body: @escaping @MainActor () -> Void) {
        set += 1
        timers.append((now + max(0, delay), set, body))
    }

    /// How many timers wait.
    package var pendingTimers: Int { timers.count }

    /// Moves the clock `delay` µs on, stopping at each timer due by then to fire it (timers it sets fire too, when
    /// due within the step).
    package func advance(by delay: gint64) {
        let end = now + max(0, delay)
        while let next = timers.indices.min(by: {
            (timers[$0].due, timers[$0].order) < (timers[$1].due, timers[$1].order)
        }),
            timers[next].due <= end
        {
            let timer = timers.remove(at: next)
            now = max(now, timer.due)
            timer.body()
        }
        now = end
    }
}
