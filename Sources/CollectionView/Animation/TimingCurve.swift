#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How an animation's progress follows its time: maps the elapsed fraction of the duration, `t` in 0...1,
/// to the fraction of the distance covered.
///
/// Every curve starts at exactly 0 and ends at exactly 1; `t` is clamped to 0...1 (NaN counts as 0). Only
/// `spring` leaves 0...1 in between (an under-damped spring overshoots).
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed: `value(at: t) == t`.
    case linear
    /// CSS and GTK's `ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`, slow at both ends.
    case easeInOut
    /// libadwaita's `ADW_EASE_OUT_CUBIC`, `1 − (1 − t)³`, which is exactly `cubic-bezier(1/3, 1, 2/3, 1)`:
    /// fast at the start, gentle at the end; the GNOME default for transitions. (CSS's `ease-out` keyword,
    /// `cubic-bezier(0, 0, 0.58, 1)`, is a different, softer curve.)
    case easeOut
    /// A mass on a spring released at rest, evaluated in closed form and played until it settles.
    ///
    /// - `dampingRatio`: 1 is critically damped (no overshoot, the fastest approach that does not
    ///   oscillate); below 1 the motion overshoots and oscillates (0.7 overshoots by about 5 %); above 1 it
    ///   creeps in. Values are clamped to 0.05...100 (non-finite ones mean 1).
    /// - `response`: the period of the undamped oscillation in seconds (as in SwiftUI); it sets the
    ///   spring's speed, not its shape.
    ///
    /// **Duration.** `value(at:)` maps the whole 0...1 to the spring's motion from release until it stays
    /// within 0.1 % of the distance (`settlingDuration`), then scales so that `value(at: 1) == 1` exactly.
    /// The shape therefore depends on `dampingRatio` alone; the animation moves at the spring's physical
    /// speed when its duration is `settlingDuration` (about 1.47 × `response` at ratio 1, 1.7 × at 0.7,
    /// 2.3 × at 0.5), and a shorter or longer duration plays the same motion faster or slower.
    case spring(dampingRatio: Double, response: Double)

    /// The progress at `t` (the elapsed fraction of the duration, clamped to 0...1).
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        switch self {
        case .linear:
            return t
        case .easeInOut:
            return CubicBezier.easeInOut.value(at: t)
        case .easeOut:
            let rest = 1 - t
            return 1 - rest * rest * rest
        case .spring(let dampingRatio, _):
            return SpringMotion(dampingRatio: dampingRatio).value(at: t)
        }
    }

    /// For a spring, the seconds it takes to settle within 0.1 % of the distance — the duration at which the
    /// curve plays at the spring's physical speed (0 when `response` is not positive). Nil for the other
    /// curves, which take whatever duration they are given.
    public var settlingDuration: Double? {
        guard case .spring(let dampingRatio, let response) = self else { return nil }
        guard response.isFinite && response > 0 else { return 0 }
        return SpringMotion(dampingRatio: dampingRatio).settlingPhase * response / (2 * Double.pi)
    }
}

/// A cubic Bézier timing function from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), as CSS
/// defines it: x is time, y progress; x(s) is solved for s by Newton's method with a bisection fallback.
struct CubicBezier {
    private let ax, bx, cx, ay, by, cy: Double

    /// The curve with control points (x1, y1), (x2, y2); x1 and x2 must be in 0...1.
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// CSS `ease-in-out`.
    static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve parameter s in 0...1 where x(s) == `target`, to within 1e-12.
    func parameter(forX target: Double) -> Double {
        var s = target
        for _ in 0..<8 {
            let error = x(s) - target
            if abs(error) < 1e-12 { return s }
            let slope = slopeX(s)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        // x is monotone in s (control x in 0...1), so bisection always converges.
        var low = 0.0, high = 1.0
        s = target
        for _ in 0..<64 {
            let value = x(s)
            if abs(value - target) < 1e-12 { break }
            if value < target { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// The progress at time `t` in 0...1.
    func value(at t: Double) -> Double { y(parameter(forX: t)) }
}

/// The closed-form step response of a damped spring released at rest, in dimensionless phase x = ω₀·τ
/// (ω₀ = 2π / response), so the motion's shape depends on the damping ratio alone.
struct SpringMotion {
    /// The damping ratio, sanitised.
    let zeta: Double
    /// The phase after which the remaining distance stays within `tolerance`.
    let settlingPhase: Double
    /// The fraction of the distance within which the spring counts as settled.
    static let tolerance = 0.001

    /// The motion for `dampingRatio` (clamped to 0.05...100; non-finite means 1).
    init(dampingRatio: Double) {
        zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.05), 100) : 1
        settlingPhase = Self.settlingPhase(zeta: zeta)
    }

    /// The remaining fraction of the distance at phase `x`: 1 at release (with zero velocity), → 0.
    static func remaining(zeta: Double, at x: Double) -> Double {
        if abs(zeta - 1) < 1e-6 {
            return exp(-x) * (1 + x)
        } else if zeta < 1 {
            let damped = (1 - zeta * zeta).squareRoot()
            return exp(-zeta * x) * (cos(damped * x) + zeta / damped * sin(damped * x))
        } else {
            // Over-damped: two real roots, the slow one written without cancellation (r1·r2 = 1).
            let root = (zeta * zeta - 1).squareRoot()
            let fast = -(zeta + root), slow = -1 / (zeta + root)
            return (fast * exp(slow * x) - slow * exp(fast * x)) / (fast - slow)
        }
    }

    /// The smallest phase after which |remaining| ≤ `tolerance` for good, by bisection on a decreasing bound:
    /// the remaining distance itself when it is monotone (ratio ≥ 1), else an envelope of the oscillation,
    /// e^(−ζx)·(1 + ζ·min(x, 1/ω_d)), which tends to the critical response as ζ → 1 (so the settling time is
    /// continuous in the ratio).
    static func settlingPhase(zeta: Double) -> Double {
        func bound(_ x: Double) -> Double {
            guard zeta < 1 - 1e-6 else { return remaining(zeta: zeta, at: x) }
            let damped = (1 - zeta * zeta).squareRoot()
            return exp(-zeta * x) * (1 + zeta * min(x, 1 / damped))
        }
        var high = 1.0
        while bound(high) > tolerance && high < 1e9 { high *= 2 }
        var low = 0.0
        for _ in 0..<64 {
            let mid = (low + high) / 2
            if bound(mid) > tolerance { low = mid } else { high = mid }
        }
        return high
    }

    /// The progress at `t` in 0...1 of the settling time, scaled so the end is exactly 1.
    func value(at t: Double) -> Double {
        let end = 1 - Self.remaining(zeta: zeta, at: settlingPhase)
        return (1 - Self.remaining(zeta: zeta, at: t * settlingPhase)) / end
    }
}
