import Gtk

/// Measures how long GTK's main loop is kept from running: a 10 ms timer notes how late each tick comes; the
/// worst lateness is the longest stall (a frame not drawn, a key not handled) since the watchdog started.
@MainActor
package final class MainLoopWatchdog {
    private var source: UInt32 = 0
    private var last = 0
    /// The longest gap between ticks beyond the 10 ms period, in seconds.
    package private(set) var longestStall = 0.0
    /// Ticks seen.
    package private(set) var ticks = 0

    /// Starts watching.
    package init() {
        last = MainLoopClock.monotonicNow
        source = addTimeout(milliseconds: 10) { [weak self] in
            guard let self else { return false }
            let now = MainLoopClock.monotonicNow
            longestStall = max(longestStall, Double(now - last - 10_000) / 1_000_000)
            last = now
            ticks += 1
            return true
        }
    }

    /// Stops watching.
    package func stop() {
        if source != 0 {
            removeSource(source)
            source = 0
        }
    }
}
