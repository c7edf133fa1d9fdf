import SeededRandom
import Testing

@testable import LatticeLayout

/// `SizeIndex` against a plain array of pitches, under seeded random sets.
@Suite struct SizeIndexTests {
    static let block = SizeIndex.blockSize
    static let counts: [Int] = [
        0, 1, 2, 3, block - 1, block, block + 1, 2 * block - 1, 2 * block, 2 * block + 1,
        1000, 5 * block + 17, 8 * block
    ]
    static let baseSeed: UInt64 = 0x51_2E_1D_E7

    /// The reference: explicit pitches and their prefix sums.
    struct Reference {
        var pitches: [Double]
        var prefix: [Double] {
            var sums = [0.0]
            sums.reserveCapacity(pitches.count + 1)
            for pitch in pitches { sums.append(sums.last! + pitch) }
            return sums
        }

        /// The documented answer of `index(at:)`: 0 at or before the start, `count - 1` at or past the end,
        /// otherwise the instance whose span `[offset(i), offset(i+1))` holds the position — which is the last
        /// instance starting at or before it (zero-pitch instances hold nothing).
        static func index(at position: Double, prefix: [Double]) -> Int {
            let count = prefix.count - 1
            guard count > 0, position > 0 else { return 0 }
            var low = 0, high = count - 1  // last i in 0..<count with prefix[i] <= position
            while low < high {
                let mid = (low + high + 1) / 2
                if prefix[mid] <= position { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }

    /// Compares every accessor; `tolerance` 0 demands exact equality (dyadic pitches sum exactly).
    static func compare(
        _ index: SizeIndex, _ reference: Reference, tolerance: Double, context: String,
        rng: inout SplitMix64
    ) -> [String] {
        var problems: [String] = []
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance * max(1, abs(b)) }
        let prefix = reference.prefix
        let count = reference.pitches.count
        if index.count != count { problems.append("count \(index.count) != \(count)") }
        for i in 0..<count where index.pitch(i) != reference.pitches[i] {
            problems.append("pitch(\(i)) = \(index.pitch(i)), expected \(reference.pitches[i])")
            if problems.count > 5 { return problems }
        }
        for i in 0...count where !close(index.offset(of: i), prefix[i]) {
            problems.append("offset(of: \(i)) = \(index.offset(of: i)), expected \(prefix[i])")
            if problems.count > 5 { return problems }
        }
        if !close(index.total, prefix[count]) { problems.append("total = \(index.total), expected \(prefix[count])") }

        // index(at:) at boundaries, just inside, in the middle, negative and past the end.
        var positions: [Double] = [
            -1e12, -1, -0.25, 0, prefix[count], prefix[count] + 0.25, prefix[count] + 1e9,
            .greatestFiniteMagnitude
        ]
        let boundaryProbes = count <= 600 ? Array(0...count) : (0..<300).map { _ in rng.int(in: 0...count) } + [count]
        for i in boundaryProbes {
            positions.append(prefix[i])
            positions.append(prefix[i] + 0.25)
            positions.append(prefix[i] - 0.25)
            if i < count { positions.append((prefix[i] + prefix[i + 1]) / 2) }
        }
        for _ in 0..<200 { positions.append(rng.double(in: -10...(prefix[count] + 10))) }
        for position in positions {
            let got = index.index(at: position)
            if tolerance == 0 {
                let expected = Reference.index(at: position, prefix: prefix)
                if got != expected {
                    problems.append("index(at: \(position)) = \(got), expected \(expected)")
                }
            } else {
                // Rounding may move a boundary by an ulp: accept any instance whose span holds the position
                // within the tolerance.
                guard count > 0 else {
                    if got != 0 { problems.append("index(at:) = \(got) for count 0") }
                    continue
                }
                let slack = tolerance * max(1, abs(position))
                let ok =
                    got >= 0 && got < count
                    && (position <= 0
                        ? got == 0 || prefix[got] <= slack
                        : position >= prefix[count]
                            ? got == count - 1 || prefix[got + 1] >= position - slack
                            : prefix[got] <= position + slack && position < prefix[got + 1] + slack)
                if !ok { problems.append("index(at: \(position)) = \(got), not holding it (tolerant check)") }
            }
            if problems.count > 5 { break }
        }
        return problems.map { "\(context): \($0)" }
    }

    /// Random sets (dyadic values, so sums are exact), compared after every few sets.
    @Test(arguments: SizeIndexTests.counts)
    func matchesArrayReference(count: Int) {
        for trial in 0..<6 {
            let seed = SplitMix64.derive(Self.baseSeed, count * 16 + trial)
            var rng = SplitMix64(seed: seed)
            let defaultPitch = rng.pick([0.0, 1, 44, 12.5, 100.25, rng.steps(of: 0.25, in: 0...300)])
            var index = SizeIndex(count: count, defaultPitch: defaultPitch)
            var reference = Reference(pitches: Array(repeating: defaultPitch, count: count))
            let context = "count \(count) trial \(trial) seed \(seed) default \(defaultPitch)"
            #expect(index.storedBlockCount == 0, "\(context): a fresh index stores no block")
            var problems = Self.compare(index, reference, tolerance: 0, context: context + " (fresh)", rng: &rng)
            guard count > 0 else {
                #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
                continue
            }
            var touchedBlocks: Set<Int> = []
            let setCount = rng.int(in: 0...min(3 * count, 400))
            for step in 0..<setCount where problems.isEmpty {
                let i: Int
                switch rng.int(in: 0...3) {
                case 0: i = min(count - 1, rng.int(in: 0...(count / Self.block)) * Self.block)  // block start
                case 1: i = min(count - 1, rng.int(in: 1...(count / Self.block + 1)) * Self.block - 1)  // block end
                default: i = rng.int(in: 0...(count - 1))
                }
                let value = rng.pick([
                    0.0, defaultPitch, rng.steps(of: 0.25, in: 0...500),
                    rng.steps(of: 0.25, in: 0...500), reference.pitches[i]
                ])
                index.set(i, value)
                reference.pitches[i] = value
                if value != defaultPitch { touchedBlocks.insert(i / Self.block) }
                let touched = "after touching \(touchedBlocks.count) blocks with non-default values"
                #expect(
                    index.storedBlockCount <= touchedBlocks.count,
                    "\(context): storedBlockCount \(index.storedBlockCount) \(touched)")
                if step % 25 == 24 || step == setCount - 1 {
                    problems += Self.compare(
                        index, reference, tolerance: 0, context: context + " after \(step + 1) sets",
                        rng: &rng)
                }
            }
            #expect(problems.isEmpty, "\(problems.prefix(8).joined(separator: "\n"))")
        }
    }

    /// Arbitrary (non-dyadic) doubles: sums may round differently, so compare within a tolerance.
    @Test(arguments: [1, SizeIndex.blockSize + 1, 3 * SizeIndex.blockSize + 5])
    func matchesArrayReferenceWithArbitraryDoubles(count: Int) {
        for trial in 0..<4 {
            let seed = SplitMix64.derive(Self.baseSeed ^ 0xFF, count * 16 + trial)
            var rng = SplitMix64(seed: seed)
            let defaultPitch = rng.double(in: 0...80)
            var index = SizeIndex(count: count, defaultPitch: defaultPitch)
            var reference = Reference(pitches: Array(repeating: defaultPitch, count: count))
            for _ in 0..<rng.int(in: 1...(2 * count)) {
                let i = rng.int(in: 0...(count - 1))
                let value = rng.chance(0.1) ? 0 : rng.double(in: 0...300)
                index.set(i, value)
                reference.pitches[i] = value
            }
            let problems = Self.compare(
                index, reference, tolerance: 1e-9, context: "count \(count) trial \(trial) seed \(seed)",
                rng: &rng)
            #expect(problems.isEmpty, "\(problems.prefix(8).joined(separator: "\n"))")
        }
    }

    @Test func emptyIndex() {
        let index = SizeIndex(count: 0, defaultPitch: 44)
        #expect(index.total == 0)
        #expect(index.offset(of: 0) == 0)
        #expect(index.storedBlockCount == 0)
        for position in [-5.0, 0, 10, 1e12] { #expect(index.index(at: position) == 0) }
    }

    @Test func singleInstance() {
        var index = SizeIndex(count: 1, defaultPitch: 10)
        #expect(index.total == 10)
        for position in [-5.0, 0, 5, 10, 11, 1e12] { #expect(index.index(at: position) == 0) }
        index.set(0, 0)
        #expect(index.total == 0)
        #expect(index.index(at: 3) == 0)
        #expect(index.storedBlockCount == 1)
    }

    /// Memory grows with the blocks that hold set values, not with the count.
    @Test func storageGrowsWithSetValuesNotCount() {
        let count = 10_000_000
        var index = SizeIndex(count: count, defaultPitch: 44)
        #expect(index.storedBlockCount == 0)
        #expect(index.total == 44 * Double(count))
        // Setting a default value stores nothing.
        index.set(123, 44)
        index.set(count - 1, 44)
        #expect(index.storedBlockCount == 0)
        index.set(5_000_000, 100)
        index.set(0, 0)
        index.set(count - 1, 10)
        #expect(index.storedBlockCount <= 3)
        #expect(index.storedBlockCount >= 1)
        let total = 44 * Double(count) + (100 - 44) + (0 - 44) + (10 - 44)
        #expect(index.total == total)
        #expect(index.pitch(5_000_000) == 100)
        #expect(index.pitch(5_000_001) == 44)
        #expect(index.offset(of: 5_000_000) == 44 * 5_000_000 - 44)
        #expect(index.offset(of: 5_000_001) == 44 * 5_000_000 - 44 + 100)
        #expect(index.index(at: 44 * 5_000_000 - 44) == 5_000_000)
        #expect(index.index(at: 44 * 5_000_000 - 44 + 99.5) == 5_000_000)
        #expect(index.index(at: 44 * 5_000_000 - 44 + 100) == 5_000_001)
        #expect(index.index(at: 0) == 0)
        #expect(index.index(at: 0.5) == 1)  // instance 0 has zero pitch: position 0.5 is in instance 1
        #expect(index.index(at: total - 5) == count - 1)
        #expect(index.index(at: total) == count - 1)
        #expect(index.index(at: total + 1e9) == count - 1)
        // Setting the same block again does not add storage; more sets in already-touched blocks neither.
        for i in 5_000_000..<5_000_100 { index.set(i, 7) }
        #expect(index.storedBlockCount <= 3)
    }
}
