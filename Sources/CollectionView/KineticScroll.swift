import Foundation

/// The momentum of a fling: a velocity that friction wears down frame by frame, as a touchpad fling ends.
///
/// Pure: it turns frame times into distances, and its owner scrolls by them. The friction is a time constant of
/// 0.325 s, like iOS's and libadwaita's deceleration; a step spans at most 50 ms (a late frame does not jump),
/// and the fling stops below 20 px/s.
///
/// ```swift
/// var fling = KineticScroll(velocity: 2_000)     // px/s, positive scrolls down
/// _ = fling.step(to: frameTime)                 // the first frame only records its time: 0
/// let distance = fling.step(to: frameTime + 16_667)
/// ```
public struct KineticScroll: Sendable, Equatable {
    /// The velocity now, in px/s (positive scrolls down); 0 once stopped.
    public private(set) var velocity: Double
    /// The last frame's time (µs), once a frame has been stepped.
    private var lastFrameTime: Int64?

    /// The time constant of the friction, in seconds.
    public static let timeConstant = 0.325
    /// Below this speed (px/s) a fling stops.
    public static let stoppingSpeed = 20.0

    /// A fling at `velocity` px/s (not finite: no fling).
    public init(velocity: Double) {
        self.velocity = velocity.isFinite ? velocity : 0
    }

    /// No fling.
    public static let stopped = KineticScroll(velocity: 0)

    /// Whether the fling still moves.
    public var isMoving: Bool { velocity != 0 }

    /// Advances to the frame at `frameTime` (µs): the distance to scroll since the last frame (0 for the first,
    /// which only records its time), with the velocity worn down by friction over that time.
    public mutating func step(to frameTime: Int64) -> Double {
        guard isMoving else { return 0 }
        defer { lastFrameTime = frameTime }
        guard let lastFrameTime else { return 0 }
        let seconds = min(0.05, max(0, Double(frameTime - lastFrameTime) / 1_000_000))
        let distance = velocity * seconds
        velocity *= exp(-seconds / Self.timeConstant)
        if abs(velocity) < Self.stoppingSpeed { velocity = 0 }
        return distance
    }

    /// Stops the fling (the content's end was reached, or the user scrolled).
    public mutating func stop() {
        velocity = 0
    }
}
