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
        var joined = SortKeys(
            kind: kind, capacity: parts.reduce(0) { $0 + $1.keys.count },
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
    mutating func order(
        value: (UInt32, (UnsafeBufferPointer<UInt8>) -> Void) -> Void,
        isCancelled: () -> Bool
    ) -> ValueOrder? {
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
                        let sorting = SortRun(
                            keys: keys, positions: positions, scratchKeys: scratchKeys,
                            scratchPositions: scratchPositions)
                        sorting.sort(0..<keys.count)
                        guard kind == .text else {
                            for index in keys.indices.dropFirst() where keys[index] == keys[index - 1] {
                                ties.set(index)
                            }
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
