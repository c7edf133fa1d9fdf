/// A small deterministic random number generator (SplitMix64) for the diff's randomized tests.
///
/// The helpers are implemented here rather than with the standard library's `random(in:using:)`, so a seed
/// produces the same values on every toolchain and a failing case can be replayed from its seed alone.
struct DiffRandom: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `range` (non-empty, small span).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next().multipliedFullWidth(by: span).high)
    }

    /// A uniformly distributed index of a non-empty count.
    mutating func index(below count: Int) -> Int {
        precondition(count > 0, "DiffRandom.index(below:): empty range")
        return int(in: 0...(count - 1))
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(UInt64(1) << 53) < probability
    }

    /// A random element of a non-empty array.
    mutating func pick<T>(_ values: [T]) -> T { values[index(below: values.count)] }

    /// `values` in a random order (Fisher–Yates).
    mutating func shuffled<T>(_ values: [T]) -> [T] {
        var result = values
        for i in stride(from: result.count - 1, to: 0, by: -1) { result.swapAt(i, int(in: 0...i)) }
        return result
    }

    /// A seed derived from `base` and `index` (each randomized case gets its own stream).
    static func derive(_ base: UInt64, _ index: Int) -> UInt64 {
        var generator = DiffRandom(seed: base ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }
}
