/// A small, fast, deterministic random number generator: Steele, Lea and Flood's SplitMix64.
///
/// The same seed gives the same sequence on every platform and toolchain, so a randomized test or a
/// benchmark can be replayed from its seed alone. Not for cryptography.
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// let roll = generator.int(in: 1...6)
/// ```
///
/// The helpers in `SplitMix64+Helpers.swift` (`int(in:)`, `double(in:)`, `chance(_:)`, `pick(_:)`, …) are
/// written out by hand rather than taken from the standard library's `random(in:using:)`, whose algorithms
/// may change between toolchains.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The current state: advanced by a fixed odd constant on every `next()`. A generator created with
    /// `init(seed: state)` continues the same sequence.
    public private(set) var state: UInt64

    /// A generator whose sequence is determined by `seed` (any value, zero included).
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
