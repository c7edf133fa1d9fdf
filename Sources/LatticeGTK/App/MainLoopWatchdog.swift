import CGtk

/// Measures how long GTK's main loop is kept from running: a 10 ms timer notes how late each tick comes; the
/// worst lateness is the longest stall (a frame not drawn, a key not handled) since the watchdog started.
@MainActor
package final class MainLoopWatchdog {
    private var source: guint = 0
    private var last: gint64 = 0
    /// The longest gap between ticks beyond the 10 ms period, in seconds.
    package private(set) var longestStall = 0.0
    /// Ticks seen.
    package private(set) var ticks = 0

    /// Starts watching.
    package init() {
        final class Box {
            weak var watchdog: MainLoopWatchdog?
            init(_ watchdog: MainLoopWatchdog) { self.watchdog = watchdog }
        }
        last = g_get_monotonic_time()
        let tick: GSourceFunc = { data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated {
                guard let watchdog = box.watchdog else { return 0 }
                let now = g_get_monotonic_time()
                watchdog.longestStall = max(watchdog.longestStall, Double(now - watchdog.last - 10_000) / 1_000_000)
                watchdog.last = now
                watchdog.ticks += 1
                return 1
            }
        }
        source = g_timeout_add_full(G_PRIORITY_DEFAULT, 10, tick, Unmanaged.passRetained(Box(self)).toOpaque(), releaseBox)
    }

    /// Stops watching.
    package func stop() {
        if source != 0 { g_source_remove(source); source = 0 }
    }
}
