#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A source of time for animations, in seconds.
///
/// Animations never read the time themselves: a caller reads `now` once per frame and passes it to
/// `LayoutTransition.presented(at:)`, so every frame is a pure function of the time and tests are
/// deterministic (`ManualClock`).
public protocol AnimationClock {
    /// The current time in seconds. It never decreases; its zero is arbitrary.
    var now: Double { get }
}

/// A clock that moves only when told to: tests (and offline rendering) advance it explicitly.
///
/// It is a reference type so that the code under test and the test share one clock; confine it to one
/// thread, like the view model that reads it.
public final class ManualClock: AnimationClock {
    /// The current time in seconds.
    public var now: Double

    /// Creates a clock reading `now` (seconds).
    public init(now: Double = 0) { self.now = now }

    /// Moves the clock forward by `seconds` (negative values are ignored: time never runs backwards).
    public func advance(by seconds: Double) {
        if seconds > 0 { now += seconds }
    }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`), in seconds.
///
/// It is the clock GLib's `g_get_monotonic_time()` reads, so `now` is comparable with a GTK frame clock's
/// frame time divided by 1,000,000 (both count from the same unspecified origin, usually boot). It is not
/// affected by changes of the wall-clock time.
public struct SystemClock: AnimationClock, Sendable {
    /// Creates the clock (it has no state).
    public init() {}

    /// The monotonic time in seconds.
    public var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}
