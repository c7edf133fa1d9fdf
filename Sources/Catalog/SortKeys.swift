/// How a column's values compare when its rows are sorted (`SortKeys`).
enum SortKeyKind: Sendable {
    /// By the number each value writes (`ValueKind.number`): `-10` before `-2`, `3,5` after `3`.
    case number
    /// By the instant an ISO 8601 date or time names (`2024-03-01`, `2024-03-01T12:30:00+02:00`).
    case date
    /// In natural order, any case: "Vol 2" before "Vol 10" (`naturalCompare`).
    case text

    /// The kind a column of values of `kind` sorts as.
    init(_ kind: ValueKind?) {
        switch kind {
        case .number: self = .number
        case .date: self = .date
        default: self = .text
        }
    }
}

/// A column's values made into 64-bit keys once — a number's or an instant's order-preserving bits, or the first
/// bytes of a text's natural-order form — and the positions they sort into (`order`): a radix sort of the keys,
/// texts whose first bytes tie refined a few bytes at a time (or, where a run holds few distinct texts, those
/// compared once), and texts whose whole forms tie compared as strings. Values without a value (missing, or no
/// number in a column of numbers) come last, in their order.
///
/// Memory: 12 bytes a value (key and position), twice that while the radix sort runs.
struct SortKeys {
    let kind: SortKeyKind
    /// The keys of the positions with a value (`SortKeys.naturalKey` for text, its first level), in `positions`' order.
    private var keys: [UInt64] = []
    /// The positions with a value, in the order they were added.
    private var positions: [UInt32] = []
    /// The positions without one, in the order they were added.
    private var valueless: [UInt32] = []
    /// Whether `NA`, `null` and their like stand for no value (delimited text), or only an empty value does (JSON,
    /// SQLite: `CatalogTable.spellsMissingAsText`).
    let spellsMissingAsText: Bool

    /// Keys for about `capacity` positions, each added once, in ascending order, with `add` or `addMissing`.
    init(kind: SortKeyKind, capacity: Int = 0, spellsMissingAsText: Bool = true) {
        self.kind = kind
        self.spellsMissingAsText = spellsMissingAsText
        keys.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
    }

    /// Adds `position`'s value, the UTF-8 `bytes` (spaces around them cut).
    mutating func add(_ position: UInt32, bytes: UnsafeBufferPointer<UInt8>) {
        if spellsMissingAsText ? ValueKind.isMissing(bytes) : bytes.isEmpty { return valueless.append(position) }
        let key: UInt64?
        switch kind {
        case .number: key = SortKeys.number(bytes).map(SortKeys.orderedBits)
        case .date: key = SortKeys.instant(bytes).map(SortKeys.orderedBits)
        case .text: key = SortKeys.naturalKey(bytes, level: 0)
        }
        guard let key else { return valueless.append(position) }
        keys.append(key)
        positions.append(position)
    }

    /// Adds `position`'s value as text (nil: no value).
    mutating func add(_ position: UInt32, value: String?) {
        guard var value else { return addMissing(position) }
        value = value.trimmingSpaces
        value.withUTF8 { add(position, bytes: $0) }
    }

    /// Adds a position without a value.
    mutating func addMissing(_ position: UInt32) { valueless.append(position) }

    /// The keys of `parts` in their order (each part's positions follow the one's before), made in one allocation.
    static func joined(_ parts: [SortKeys], kind: SortKeyKind) -> SortKeys {
        var joined = SortKeys(kind: kind, capacity: parts.reduce(0) { $0 + $1.keys.count },
                              spellsMissingAsText: parts.first?.spellsMissingAsText ?? true)
        for part in parts {
            joined.keys += part.keys
            joined.positions += part.positions
            joined.valueless += part.valueless
        }
        return joined
    }

    /// The positions sorted by their values, `value(position, body)` handing `body` a position's bytes again where
    /// texts tie on their first bytes; nil when `isCancelled` answers true.
    /// - Complexity: O(n) for numbers and dates (at most eight passes); texts O(n) for each 7 bytes their forms
    ///   share, and O(d log d) string comparisons for the d distinct values of a run whose forms tie.
    /// The keys are sorted where they are (and emptied here): no copy of them is made.
    mutating func order(value: (UInt32, (UnsafeBufferPointer<UInt8>) -> Void) -> Void,
                        isCancelled: () -> Bool) -> ValueOrder? {
        var keys: [UInt64] = [], positions: [UInt32] = []
        swap(&keys, &self.keys)
        swap(&positions, &self.positions)
        var ties = ValueOrder.Ties(count: positions.count)
        var scratchKeys = [UInt64](repeating: 0, count: keys.count)
        var scratchPositions = [UInt32](repeating: 0, count: keys.count)
        let kind = self.kind
        keys.withUnsafeMutableBufferPointer { keys in
            positions.withUnsafeMutableBufferPointer { positions in
                scratchKeys.withUnsafeMutableBufferPointer { scratchKeys in
                    scratchPositions.withUnsafeMutableBufferPointer { scratchPositions in
                        let sorting = SortRun(keys: keys, positions: positions, scratchKeys: scratchKeys,
                                              scratchPositions: scratchPositions)
                        sorting.sort(0..<keys.count)
                        guard kind == .text else {
                            for index in keys.indices.dropFirst() where keys[index] == keys[index - 1] { ties.set(index) }
                            return
                        }
                        sorting.refine(0..<keys.count, level: 0, ties: &ties, value: value, isCancelled: isCancelled)
                    }
                }
            }
        }
        if isCancelled() { return nil }
        keys = []
        scratchKeys = []
        scratchPositions = []
        let valued = positions.count
        positions += valueless
        return ValueOrder(positions: positions, valued: valued, ties: ties)
    }
}

/// Keys and their positions side by side, sorted a run at a time: the radix sort and the texts' refining.
private struct SortRun {
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
    func refine(_ range: Range<Int>, level: Int, ties: inout ValueOrder.Ties,
                value: (UInt32, (UnsafeBufferPointer<UInt8>) -> Void) -> Void, isCancelled: () -> Bool) {
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
    private func compareDistinct(_ run: Range<Int>, ties: inout ValueOrder.Ties,
                                 value: (UInt32, (UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
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

/// Positions in the order a column's values sort them (`SortKeys.order`): those with a value ascending, equal values
/// in the order they came, then those without one. Either direction is read from it in O(n) (`positions(ascending:)`),
/// which is what lets a second click on a header turn the rows round without sorting again.
struct ValueOrder: Sendable {
    /// Which positions hold the same value as the one before them.
    struct Ties: Sendable {
        private var words: [UInt64]
        init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }
        mutating func set(_ index: Int) { words[index >> 6] |= 1 << UInt64(index & 63) }
        func contains(_ index: Int) -> Bool { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }
    }

    /// The positions with a value in ascending order, then those without one.
    let positions: [UInt32]
    /// How many of `positions` hold a value.
    let valued: Int
    /// Which of the valued positions equal the one before them.
    let ties: Ties

    /// The positions ascending, or descending with equal values still in the order they came; those without a value
    /// last either way.
    func positions(ascending: Bool) -> [UInt32] {
        guard !ascending else { return positions }
        var result: [UInt32] = []
        result.reserveCapacity(positions.count)
        var end = valued
        while end > 0 {
            var start = end - 1
            while start > 0, ties.contains(start) { start -= 1 }
            result.append(contentsOf: positions[start..<end])
            end = start
        }
        result.append(contentsOf: positions[valued...])
        return result
    }
}

extension SortKeys {
    /// Bits of `value` that order as it does when compared as unsigned integers (negative numbers first).
    static func orderedBits(_ value: Double) -> UInt64 {
        let bits = (value + 0).bitPattern   // -0 is 0
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    /// The number `bytes` write, as `ValueKind.number` reads it: plain decimals (`-12.75`) at once, others through it.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0, negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        var mantissa: UInt64 = 0, digits = 0, fraction = 0, point = false
        let leading = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                mantissa = mantissa &* 10 &+ UInt64(byte - 0x30)
                digits += 1
                if point { fraction += 1 }
            } else if byte == UInt8(ascii: "."), !point, digits > 0 {
                point = true
            } else {
                break
            }
            index += 1
        }
        // Plain: every byte read, 1 to 15 digits, none led by a zero (`007` is a code), not ending in a point.
        let ledByZero = bytes.count > leading + 1 && bytes[leading] == 0x30 && bytes[leading + 1] != UInt8(ascii: ".")
        if index == bytes.count, digits > 0, digits <= 15, !ledByZero, bytes[bytes.count - 1] != UInt8(ascii: ".") {
            let value = Double(mantissa) / powersOfTen[fraction]   // both exact: the quotient is rounded once
            return negative ? -value : value
        }
        return ValueKind.number(String(decoding: bytes, as: UTF8.self))
    }

    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    /// The seconds since 1970 an ISO 8601 date or time names (`2024-03-01`, `2024-03-01 12:30`,
    /// `2024-03-01T12:30:05.25Z`, `…+02:00`); a time without an offset is read as UTC, and text after what reads
    /// (`2024-03-01 noon`) is left aside. Nil for text that does not start with a date.
    static func instant(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = bytes.count
        // The value of the `length` digits at `start`, or -1 where one is no digit (or the bytes end).
        @inline(__always) func digits(_ start: Int, _ length: Int) -> Int {
            guard start + length <= count else { return -1 }
            var value = 0
            for index in start..<start + length {
                let digit = Int(bytes[index]) - 0x30
                guard digit >= 0 && digit <= 9 else { return -1 }
                value = value * 10 + digit
            }
            return value
        }
        @inline(__always) func byte(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }
        let year = digits(0, 4), month = digits(5, 2), day = digits(8, 2)
        guard year >= 0, byte(4) == UInt8(ascii: "-"), byte(7) == UInt8(ascii: "-"),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        // Days from 1970-01-01 in the proleptic Gregorian calendar.
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        var seconds = Double(era * 146_097 + dayOfEra - 719_468) * 86_400
        // A time, a fraction and an offset as far as they read; what follows them (" UTC", a note) is left aside.
        let separator = byte(10)
        guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: " ") || separator == UInt8(ascii: "t") else {
            return seconds
        }
        let hour = digits(11, 2), minute = digits(14, 2)
        guard hour >= 0, byte(13) == UInt8(ascii: ":"), minute >= 0 else { return seconds }
        seconds += Double(hour * 3600 + minute * 60)
        var index = 16
        if byte(16) == UInt8(ascii: ":"), case let second = digits(17, 2), second >= 0 {
            seconds += Double(second)
            index = 19
            if byte(19) == UInt8(ascii: ".") || byte(19) == UInt8(ascii: ",") {
                index = 20
                var scale = 0.1
                while index < count, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
                    seconds += Double(bytes[index] - 0x30) * scale
                    scale /= 10
                    index += 1
                }
            }
        }
        let sign = byte(index)
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return seconds }
        let hours = digits(index + 1, 2)
        guard hours >= 0 else { return seconds }
        let minutesAt = byte(index + 3) == UInt8(ascii: ":") ? index + 4 : index + 3
        let minutes = max(digits(minutesAt, 2), 0)
        return seconds - (sign == UInt8(ascii: "-") ? -1.0 : 1.0) * Double(hours * 3600 + minutes * 60)
    }

    /// Seven bytes of a text's natural-order form from byte `level * 7`, then 1 when the form goes on past them (0
    /// when not): keys compare as `naturalCompare` compares the texts, but for texts told apart only by case or by a
    /// number's leading zeros, whose forms tie whole. The form is the lowercased text's UTF-8 (which orders as its
    /// scalars do) with each run of digits written as `0`, its significant length and its significant digits.
    static func naturalKey(_ bytes: UnsafeBufferPointer<UInt8>, level: Int) -> UInt64 {
        if bytes.contains(where: { $0 >= 0x80 }) {
            var lowered = String(decoding: bytes, as: UTF8.self).lowercased()
            return lowered.withUTF8 { naturalKeyOfFolded($0, level: level) }
        }
        return naturalKeyOfFolded(bytes, level: level)
    }

    /// `naturalKey` of a text whose letters beyond ASCII are lowercased already (ASCII ones are lowered here).
    private static func naturalKeyOfFolded(_ bytes: UnsafeBufferPointer<UInt8>, level: Int) -> UInt64 {
        var form = FormWindow(skipping: level * 7)
        var index = 0
        while index < bytes.count, !form.isFull {
            let byte = bytes[index]
            guard byte >= 0x30 && byte <= 0x39 else {
                form.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, bytes[end] >= 0x30 && bytes[end] <= 0x39 { end += 1 }
            var significant = index
            while significant < end - 1, bytes[significant] == 0x30 { significant += 1 }
            form.append(0x30)
            form.append(UInt8(min(end - significant, 255)))
            for digit in bytes[significant..<end] where !form.isFull { form.append(digit) }
            index = end
        }
        return form.key
    }

    /// Collects the seven bytes of a form after `skipping` bytes, and whether an eighth follows.
    private struct FormWindow {
        var skipping: Int
        private(set) var key: UInt64 = 0
        private var taken = 0
        /// Whether the seven bytes and the byte after them are known.
        var isFull: Bool { taken == 8 }

        init(skipping: Int) { self.skipping = skipping }

        mutating func append(_ byte: UInt8) {
            if skipping > 0 { return skipping -= 1 }
            guard taken < 8 else { return }
            key |= UInt64(taken == 7 ? 1 : byte) << UInt64(56 - 8 * taken)
            taken += 1
        }
    }
}
