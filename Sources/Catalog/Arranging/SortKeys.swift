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

    /// The first level of the key of a value whose UTF-8 is `bytes` (spaces around them cut), or nil for no value:
    /// missing (`NA`, `null` … too where `spellsMissingAsText`), or no number or instant in a column of them.
    func key(of bytes: UnsafeBufferPointer<UInt8>, spellsMissingAsText: Bool) -> UInt64? {
        if spellsMissingAsText ? ValueKind.isMissing(bytes) : bytes.isEmpty { return nil }
        switch self {
        case .number: return SortKeys.number(bytes).map(SortKeys.orderedBits)
        case .date: return SortKeys.instant(bytes).map(SortKeys.orderedBits)
        case .text: return SortKeys.naturalKey(bytes, level: 0)
        }
    }
}

/// A column's values made into 64-bit keys once — a number's or an instant's order-preserving bits, or the first
/// bytes of a text's natural-order form — and the positions they sort into (`order`): a radix sort of the keys,
/// texts whose first bytes tie refined a few bytes at a time (or, where a run holds few distinct texts, those
/// compared once), and texts whose whole forms tie compared as strings. Values without a value (missing, or no
/// number in a column of numbers) come last, in their order.
///
/// Memory: 12 bytes a value (key and position), while they are made and while they sort.
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

    /// Keys made elsewhere (`CatalogRowTable.valueOrder`, on several threads): `keys[i]` is `positions[i]`'s, the
    /// positions of each list ascending.
    init(kind: SortKeyKind, keys: [UInt64], positions: [UInt32], valueless: [UInt32], spellsMissingAsText: Bool) {
        precondition(keys.count == positions.count)
        self.kind = kind
        self.keys = keys
        self.positions = positions
        self.valueless = valueless
        self.spellsMissingAsText = spellsMissingAsText
    }

    /// Adds `position`'s value, the UTF-8 `bytes` (spaces around them cut).
    mutating func add(_ position: UInt32, bytes: UnsafeBufferPointer<UInt8>) {
        guard let key = kind.key(of: bytes, spellsMissingAsText: spellsMissingAsText) else {
            return valueless.append(position)
        }
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

    /// The positions sorted by their values, `value(position, body)` handing `body` a position's bytes again where
    /// texts tie on their first bytes; nil when `isCancelled` answers true.
    /// - Complexity: O(n) for numbers and dates (a pass for each byte their keys differ in); texts O(n) for each 7
    ///   bytes their forms share, and O(d log d) string comparisons for the d distinct values of a run whose forms
    ///   tie. The keys are sorted where they are (and emptied here), with no scratch copy.
    mutating func order(
        value: (UInt32, (UnsafeBufferPointer<UInt8>) -> Void) -> Void,
        isCancelled: () -> Bool
    ) -> ValueOrder? {
        var keys: [UInt64] = [], positions: [UInt32] = []
        swap(&keys, &self.keys)
        swap(&positions, &self.positions)
        var ties = ValueOrder.Ties(count: positions.count)
        let kind = self.kind
        keys.withUnsafeMutableBufferPointer { keys in
            positions.withUnsafeMutableBufferPointer { positions in
                let sorting = SortRun(keys: keys, positions: positions)
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
        if isCancelled() { return nil }
        keys = []
        let valued = positions.count
        positions += valueless
        return ValueOrder(positions: positions, valued: valued, ties: ties)
    }
}
