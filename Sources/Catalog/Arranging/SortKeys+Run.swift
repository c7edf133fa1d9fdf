import Dispatch

/// Keys and their positions side by side, sorted a run at a time: the radix sort and the texts' refining.
///
/// The sort is in place (no scratch: 12 bytes a value in all) and orders by key, then by position, so that equal
/// keys keep the order their positions were added in (`SortKeys` adds them ascending): what a stable sort gives.
struct SortRun: @unchecked Sendable {
    let keys: UnsafeMutableBufferPointer<UInt64>
    let positions: UnsafeMutableBufferPointer<UInt32>

    /// Runs of at most this many are sorted by insertion.
    private static let insertionLimit = 32
    /// Runs of at least this many spread their buckets over the cores.
    private static let parallelLimit = 1 << 16

    /// Sorts `range` by its keys, equal keys by their positions: most significant byte first (an American flag
    /// sort: each byte's buckets counted, then values swapped into them), a byte all values of a run share
    /// skipped, the first byte's buckets sorted on both cores.
    /// - Complexity: O(n) for each byte the keys differ in, then for each of the positions' bytes where keys tie.
    func sort(_ range: Range<Int>) {
        sort(range, digit: 0, parallel: range.count >= Self.parallelLimit)
    }

    /// Byte `digit` of a value, its `key` then its `position`: the key's eight from the most significant, then
    /// the position's four.
    @inline(__always) private static func byte(_ digit: Int, key: UInt64, position: UInt32) -> Int {
        digit < 8
            ? Int(truncatingIfNeeded: key >> UInt64(56 - 8 * digit)) & 0xFF
            : Int(truncatingIfNeeded: position >> UInt32(24 - 8 * (digit - 8))) & 0xFF
    }

    private func sort(_ range: Range<Int>, digit start: Int, parallel: Bool) {
        guard range.count > Self.insertionLimit else { return insertionSort(range) }
        // The first byte the values differ in: every byte before it is shared by the whole run.
        var digit = start
        if digit < 8 {
            let first = keys[range.lowerBound]
            var differing: UInt64 = 0
            for index in range { differing |= keys[index] ^ first }
            digit = differing == 0 ? 8 : max(digit, differing.leadingZeroBitCount / 8)
        }
        if digit >= 8 {
            let first = positions[range.lowerBound]
            var differing: UInt32 = 0
            for index in range { differing |= positions[index] ^ first }
            guard differing != 0 else { return }
            digit = max(digit, 8 + differing.leadingZeroBitCount / 8)
        }
        // Count each bucket, then swap each value into its bucket (cycles of displaced values).
        var ends = [Int](repeating: 0, count: 257)
        ends.withUnsafeMutableBufferPointer { counts in
            for index in range { counts[Self.byte(digit, key: keys[index], position: positions[index]) + 1] += 1 }
            counts[0] = range.lowerBound
            for bucket in 1...256 { counts[bucket] += counts[bucket - 1] }
        }
        var heads = Array(ends[0..<256])
        heads.withUnsafeMutableBufferPointer { heads in
            ends.withUnsafeBufferPointer { bounds in
                for bucket in 0..<256 {
                    let end = bounds[bucket + 1]
                    while heads[bucket] < end {
                        var key = keys[heads[bucket]], position = positions[heads[bucket]]
                        var target = Self.byte(digit, key: key, position: position)
                        while target != bucket {
                            let slot = heads[target]
                            heads[target] = slot + 1
                            swap(&key, &keys[slot])
                            swap(&position, &positions[slot])
                            target = Self.byte(digit, key: key, position: position)
                        }
                        keys[heads[bucket]] = key
                        positions[heads[bucket]] = position
                        heads[bucket] += 1
                    }
                }
            }
        }
        guard digit < 11 else { return }
        let buckets = (0..<256).map { ends[$0]..<ends[$0 + 1] }.filter { $0.count > 1 }
        guard parallel, buckets.count > 1 else {
            for bucket in buckets { sort(bucket, digit: digit + 1, parallel: false) }
            return
        }
        // Two shares of about half the values each, whole buckets apiece.
        let half = range.count / 2
        var split = 0, taken = 0
        while split < buckets.count - 1, taken + buckets[split].count <= half {
            taken += buckets[split].count
            split += 1
        }
        split = max(split, 1)
        let shares = [buckets[..<split], buckets[split...]], next = digit + 1
        DispatchQueue.concurrentPerform(iterations: 2) { share in
            for bucket in shares[share] { sort(bucket, digit: next, parallel: false) }
        }
    }

    private func insertionSort(_ range: Range<Int>) {
        for index in range.dropFirst() {
            let key = keys[index], position = positions[index]
            var slot = index
            while slot > range.lowerBound,
                keys[slot - 1] > key || (keys[slot - 1] == key && positions[slot - 1] > position)
            {
                keys[slot] = keys[slot - 1]
                positions[slot] = positions[slot - 1]
                slot -= 1
            }
            keys[slot] = key
            positions[slot] = position
        }
    }
    /// Sorts each run of `range` whose keys tie at `level`: by the next level's keys, or where the run's first
    /// texts are few distinct ones, or its forms tie whole, by comparing its distinct texts (marking equal texts
    /// in `ties`).
    func refine(
        _ range: Range<Int>, level: Int, ties: inout ValueOrder.Ties,
        value: (UInt32, (UnsafeBufferPointer<UInt8>) -> Void) -> Void, isCancelled: () -> Bool
    ) {
        var start = range.lowerBound
        while start < range.upperBound {
            let key = keys[start]
            var end = start + 1
            while end < range.upperBound, keys[end] == key { end += 1 }
            defer { start = end }
            guard end - start > 1 else { continue }
            if isCancelled() { return }
            if key & 0xFF == 0 || fewDistinct(start..<end, value: value) {
                compareDistinct(start..<end, ties: &ties, value: value)
                continue
            }
            // The forms go on past these seven bytes: the next seven tell the run apart.
            for index in start..<end {
                value(positions[index]) { keys[index] = SortKeys.naturalKey($0, level: level + 1) }
            }
            sort(start..<end)
            refine(start..<end, level: level + 1, ties: &ties, value: value, isCancelled: isCancelled)
        }
    }

    /// Whether the first texts of `run` hold few distinct values (a column of categories): then its texts are
    /// compared once each rather than read again for every seven bytes they share.
    private func fewDistinct(_ run: Range<Int>, value: (UInt32, (UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> Bool {
        guard run.count >= 64 else { return false }
        var seen: Set<[UInt8]> = []
        for index in run.prefix(64) {
            value(positions[index]) { seen.insert(Array($0)) }
            if seen.count > 8 { return false }
        }
        return true
    }

    /// Orders `run` by its distinct texts compared whole (`ValueGroups`: natural order), each text's positions in
    /// their order; a text's positions after its first marked in `ties`.
    private func compareDistinct(
        _ run: Range<Int>, ties: inout ValueOrder.Ties,
        value: (UInt32, (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) {
        var groups = ValueGroups()
        for index in run {
            value(positions[index]) { groups.add(UInt32(index - run.lowerBound), bytes: $0) }
        }
        let runPositions = Array(positions[run])
        var slot = run.lowerBound
        for group in groups.sortedOrder(numeric: false) {
            for (offset, member) in groups.members[group].enumerated() {
                positions[slot] = runPositions[Int(member)]
                if offset > 0 { ties.set(slot) }
                slot += 1
            }
        }
    }
}
