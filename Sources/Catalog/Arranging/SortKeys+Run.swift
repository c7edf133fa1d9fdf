/// Keys and their positions side by side, sorted a run at a time: the radix sort and the texts' refining.
struct SortRun {
    let keys: UnsafeMutableBufferPointer<UInt64>
    let positions: UnsafeMutableBufferPointer<UInt32>
    let scratchKeys: UnsafeMutableBufferPointer<UInt64>
    let scratchPositions: UnsafeMutableBufferPointer<UInt32>

    /// Sorts `range` by its keys, equal keys keeping their order: least significant byte first, a byte all keys
    /// share skipped; insertion for a few.
    func sort(_ range: Range<Int>) {
        let count = range.count
        guard count > 48 else {
            for index in range.dropFirst() {
                let key = keys[index], position = positions[index]
                var slot = index
                while slot > range.lowerBound, keys[slot - 1] > key {
                    keys[slot] = keys[slot - 1]
                    positions[slot] = positions[slot - 1]
                    slot -= 1
                }
                keys[slot] = key
                positions[slot] = position
            }
            return
        }
        var counts = [Int](repeating: 0, count: 8 * 256)
        counts.withUnsafeMutableBufferPointer { counts in
            for index in range {
                var key = keys[index]
                for digit in 0..<8 {
                    counts[digit << 8 | Int(key & 0xFF)] += 1
                    key >>= 8
                }
            }
            var sourceKeys = UnsafeMutableBufferPointer(rebasing: keys[range])
            var sourcePositions = UnsafeMutableBufferPointer(rebasing: positions[range])
            var targetKeys = UnsafeMutableBufferPointer(rebasing: scratchKeys[range])
            var targetPositions = UnsafeMutableBufferPointer(rebasing: scratchPositions[range])
            var inScratch = false
            let first = keys[range.lowerBound]
            for digit in 0..<8 {
                let shift = UInt64(digit * 8)
                guard counts[digit << 8 | Int((first >> shift) & 0xFF)] != count else { continue }
                var offset = 0
                for bucket in 0..<256 {
                    let size = counts[digit << 8 | bucket]
                    counts[digit << 8 | bucket] = offset
                    offset += size
                }
                for index in 0..<count {
                    let key = sourceKeys[index]
                    let bucket = digit << 8 | Int((key >> shift) & 0xFF)
                    let slot = counts[bucket]
                    targetKeys[slot] = key
                    targetPositions[slot] = sourcePositions[index]
                    counts[bucket] = slot + 1
                }
                swap(&sourceKeys, &targetKeys)
                swap(&sourcePositions, &targetPositions)
                inScratch.toggle()
            }
            if inScratch {
                _ = UnsafeMutableBufferPointer(rebasing: keys[range]).update(fromContentsOf: sourceKeys)
                _ = UnsafeMutableBufferPointer(rebasing: positions[range]).update(fromContentsOf: sourcePositions)
            }
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
