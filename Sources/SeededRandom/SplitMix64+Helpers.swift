// Helpers for tests and benchmarks. Each one's arithmetic is fixed: randomized tests record expectations that
// depend on the exact values a seed produces, so changing a helper changes what those tests see.

extension SplitMix64 {
    /// An integer in `range`, any range (the whole of `Int` included): the high word of `next() × span`, so
    /// uniform up to a bias below span / 2⁶⁴ (no rejection loop: one `next()` per call).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }  // the whole Int range
        return range.lowerBound &+ Int(truncatingIfNeeded: next().multipliedFullWidth(by: span).high)
    }

    /// A uniformly distributed index below `count`, which must be positive: `int(in: 0...(count - 1))`.
    public mutating func index(below count: Int) -> Int {
        precondition(count > 0, "SplitMix64.index(below:): empty range")
        return int(in: 0...(count - 1))
    }

    /// `next() % bound`: a number in `0..<bound` (`bound` positive) by the remainder, slightly biased towards
    /// small values. Kept for the sequences that were recorded with it; prefer `index(below:)` in new code.
    public mutating func modulo(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A uniformly distributed double in `range`, from 53 random bits.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)  // [0, 1)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// A multiple of `step` in `range` (exact in binary floating point when `step` is a power of two).
    public mutating func steps(of step: Double, in range: ClosedRange<Double>) -> Double {
        let low = Int((range.lowerBound / step).rounded(.up)), high = Int((range.upperBound / step).rounded(.down))
        return Double(int(in: low...max(low, high))) * step
    }

    /// `true` with probability `probability` (uses one `next()`).
    public mutating func chance(_ probability: Double) -> Bool { double(in: 0...1) < probability }

    /// A uniformly chosen element of a non-empty collection.
    public mutating func pick<C: Collection>(_ collection: C) -> C.Element where C.Index == Int {
        precondition(!collection.isEmpty, "SplitMix64.pick(_:): empty collection")
        return collection[collection.startIndex + int(in: 0...(collection.count - 1))]
    }

    /// `values` in a random order (Fisher–Yates, from the last position down).
    public mutating func shuffled<T>(_ values: [T]) -> [T] {
        var result = values
        for i in stride(from: result.count - 1, to: 0, by: -1) { result.swapAt(i, int(in: 0...i)) }
        return result
    }

    /// A seed derived from `base` and `index`, so that each case of a randomized test gets its own stream
    /// and can be replayed alone.
    public static func derive(_ base: UInt64, _ index: Int) -> UInt64 {
        var generator = SplitMix64(seed: base ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }
}
