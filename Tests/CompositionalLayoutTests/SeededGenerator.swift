/// A small deterministic random number generator (SplitMix64) for reproducible randomized tests.
///
/// The helpers below (`int(in:)`, `double(in:)`, `chance(_:)`, `pick(_:)`) are implemented here rather than
/// with the standard library's `random(in:using:)`, so a seed produces the same values on every toolchain.
struct SeededGenerator: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }  // the whole Int range
        return range.lowerBound &+ Int(truncatingIfNeeded: next().multipliedFullWidth(by: span).high)
    }

    /// A uniformly distributed double in `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)  // [0, 1)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// A multiple of `step` in `range` (exact in binary floating point when `step` is a power of two).
    mutating func steps(of step: Double, in range: ClosedRange<Double>) -> Double {
        let low = Int((range.lowerBound / step).rounded(.up)), high = Int((range.upperBound / step).rounded(.down))
        return Double(int(in: low...max(low, high))) * step
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool { double(in: 0...1) < probability }

    /// A random element of a non-empty collection.
    mutating func pick<C: Collection>(_ collection: C) -> C.Element where C.Index == Int {
        precondition(!collection.isEmpty)
        return collection[collection.startIndex + int(in: 0...(collection.count - 1))]
    }

    /// A seed derived from `base` and `index` (used to give each randomized case its own stream).
    static func derive(_ base: UInt64, _ index: Int) -> UInt64 {
        var generator = SeededGenerator(seed: base ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }
}
