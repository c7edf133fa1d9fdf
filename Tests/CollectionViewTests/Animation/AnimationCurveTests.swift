import LatticeLayout
import Testing

@testable import CollectionView

/// Timing curves and clocks.
@Suite struct AnimationCurveTests {
    static let curves: [TimingCurve] = [
        .linear, .easeInOut, .easeOut,
        .spring(dampingRatio: 1, response: 0.3), .spring(dampingRatio: 0.7, response: 0.4),
        .spring(dampingRatio: 0.2, response: 1), .spring(dampingRatio: 3, response: 0.25),
        .spring(dampingRatio: 0.999_999_5, response: 0.3), .spring(dampingRatio: .nan, response: -1)
    ]

    /// The curve sampled at 0, 0.001, …, 1.
    func samples(_ curve: TimingCurve) -> [Double] { (0...1_000).map { curve.value(at: Double($0) / 1_000) } }

    @Test(arguments: curves) func endpointsAreExactAndTimeIsClamped(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
        #expect(curve.value(at: .infinity) == 1)
        #expect(samples(curve).allSatisfy { $0.isFinite })
    }

    @Test(arguments: [
        TimingCurve.linear, .easeInOut, .easeOut, .spring(dampingRatio: 1, response: 0.3),
        .spring(dampingRatio: 4, response: 0.3)
    ])
    func nonOscillatingCurvesAreMonotone(curve: TimingCurve) {
        let values = samples(curve)
        for (a, b) in zip(values, values.dropFirst()) { #expect(b >= a - 1e-12) }
        #expect(values.allSatisfy { (0...1).contains($0) })
    }

    @Test func easeInOutIsTheCSSBezier() {
        // Points on cubic-bezier(0.42, 0, 0.58, 1) computed from the Bernstein form directly.
        for s in stride(from: 0.05, to: 1, by: 0.05) {
            let u = 1 - s
            let x = 3 * u * u * s * 0.42 + 3 * u * s * s * 0.58 + s * s * s
            let y = 3 * u * s * s + s * s * s
            #expect(abs(TimingCurve.easeInOut.value(at: x) - y) < 1e-9)
        }
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
        // Symmetric: slow at both ends.
        #expect(abs(TimingCurve.easeInOut.value(at: 0.2) + TimingCurve.easeInOut.value(at: 0.8) - 1) < 1e-9)
    }

    @Test func easeOutIsLibadwaitasEaseOutCubic() {
        let bezier = CubicBezier(1.0 / 3, 1, 2.0 / 3, 1)
        for t in stride(from: 0.0, through: 1, by: 0.01) {
            #expect(abs(TimingCurve.easeOut.value(at: t) - (1 - (1 - t) * (1 - t) * (1 - t))) < 1e-12)
            #expect(abs(TimingCurve.easeOut.value(at: t) - bezier.value(at: t)) < 1e-9)
        }
        // Fast start: more than half the distance in the first fifth of the time.
        #expect(TimingCurve.easeOut.value(at: 0.2) > 0.48)
    }

    @Test func underDampedSpringOvershootsThenSettlesByTheEnd() {
        let values = samples(.spring(dampingRatio: 0.5, response: 0.4))
        #expect(values.max()! > 1.1)
        #expect(values.allSatisfy { $0 >= 0 })
        // Settled: the last tenth stays within 0.2 % of the target.
        #expect(values.suffix(100).allSatisfy { abs($0 - 1) < 0.002 })
    }

    @Test func springShapeDependsOnTheDampingRatioOnly() {
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(
                TimingCurve.spring(dampingRatio: 0.8, response: 0.2).value(at: t)
                    == TimingCurve.spring(dampingRatio: 0.8, response: 0.9).value(at: t))
        }
        #expect(
            TimingCurve.spring(dampingRatio: 0.8, response: 0.2).value(at: 0.3)
                != TimingCurve.spring(dampingRatio: 1, response: 0.2).value(at: 0.3))
    }

    @Test func springSettlingDurationScalesWithResponse() throws {
        let critical = try #require(TimingCurve.spring(dampingRatio: 1, response: 1).settlingDuration)
        // e^(−x)(1 + x) = 0.001 at x ≈ 9.233; x = ω₀·τ = 2π·τ / response.
        #expect(abs(critical - 9.233 / (2 * Double.pi)) < 0.001)
        let seventy = try #require(TimingCurve.spring(dampingRatio: 0.7, response: 1).settlingDuration)
        let half = try #require(TimingCurve.spring(dampingRatio: 0.5, response: 1).settlingDuration)
        #expect(abs(seventy - 1.7) < 0.1)
        #expect(abs(half - 2.3) < 0.1)
        #expect(abs(TimingCurve.spring(dampingRatio: 1, response: 0.3).settlingDuration! - critical * 0.3) < 1e-12)
        #expect(TimingCurve.spring(dampingRatio: 1, response: 0).settlingDuration == 0)
        #expect(TimingCurve.easeOut.settlingDuration == nil)
        // Continuous across critical damping.
        let below = try #require(TimingCurve.spring(dampingRatio: 0.999, response: 1).settlingDuration)
        #expect(abs(below - critical) < 0.02)
    }

    @Test func manualClockMovesOnlyForward() {
        let clock = ManualClock(now: 2)
        clock.advance(by: 0.25)
        #expect(clock.now == 2.25)
        clock.advance(by: -1)
        #expect(clock.now == 2.25)
        let shared: any AnimationClock = clock
        clock.now = 10
        #expect(shared.now == 10)
    }

    @Test func systemClockIsMonotonic() {
        let clock = SystemClock()
        var last = clock.now
        #expect(last > 0)
        for _ in 0..<1_000 {
            let now = clock.now
            #expect(now >= last)
            last = now
        }
    }
}
