/// A column's distinct values and, for each, the rows (or positions) that hold it, in the order they come: what
/// `Catalog.grouped(by:isCancelled:)` makes sections of. Values are told apart by their text; a missing value
/// (`ValueKind.missing`: empty, `NA`, `null` …) goes to one group of its own (`missing`). Members are kept as
/// `RowNumbers`, appended as they come (a run costs nothing a row; otherwise 4 bytes a row, the sections' own).
struct ValueGroups {
    /// Each group's value, in the order first seen ("" for the missing group).
    private(set) var titles: [String] = []
    /// Each group's members, in order.
    private(set) var members: [RowNumbers] = []
    /// The missing group's index, once a member has no value.
    private(set) var missing: Int?
    /// The groups by their value's bytes' hash; groups sharing a hash are chained through `next`.
    private var byHash: [UInt64: Int] = [:]
    private var next: [Int] = []
    private var keys: [[UInt8]] = []
    /// Whether texts such as `NA` and `null` stand for no value (delimited text), or only an empty value does
    /// (JSON and SQLite, which have a null of their own: `CatalogTable.spellsMissingAsText`).
    private let spellsMissingAsText: Bool

    /// Empty groups; `spellsMissingAsText` as the table's.
    init(spellsMissingAsText: Bool = true) { self.spellsMissingAsText = spellsMissingAsText }

    /// Adds `member` to the group of the value whose UTF-8 bytes are `bytes` (spaces around it already cut).
    mutating func add(_ member: UInt32, bytes: UnsafeBufferPointer<UInt8>) {
        if spellsMissingAsText ? ValueKind.isMissing(bytes) : bytes.isEmpty { return addMissing(member) }
        members[group(of: bytes)].append(member)
    }

    /// The group of the value whose UTF-8 bytes are `bytes`, made (empty) when there is none yet.
    private mutating func group(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        var group = byHash[hash]
        while let candidate = group {
            if keys[candidate].elementsEqual(bytes) { return candidate }
            group = next[candidate] >= 0 ? next[candidate] : nil
        }
        let index = titles.count
        titles.append(String(decoding: bytes, as: UTF8.self))
        keys.append(Array(bytes))
        members.append(RowNumbers())
        next.append(byHash[hash] ?? -1)
        byHash[hash] = index
        return index
    }

    /// Adds the members of `other` (groups made from later rows, with the same `spellsMissingAsText`) after these,
    /// each to the group of its value; its values not seen here make groups after these.
    /// - Complexity: O(members of `other`), and a lookup for each of its groups.
    mutating func append(_ other: ValueGroups) {
        for index in other.titles.indices {
            let group: Int
            if index == other.missing {
                group = missingGroup()
            } else {
                group = other.keys[index].withUnsafeBufferPointer { self.group(of: $0) }
            }
            for member in other.members[index] { members[group].append(member) }
        }
    }

    /// Adds `member` to the group of `value` (nil: the missing group).
    mutating func add(_ member: UInt32, value: String?) {
        guard var value, spellsMissingAsText ? ValueKind(of: value) != .missing : !value.trimmingSpaces.isEmpty else {
            return addMissing(member)
        }
        value.withUTF8 { add(member, bytes: $0) }
    }

    /// Adds `member` to the group of members without a value.
    mutating func addMissing(_ member: UInt32) {
        members[missingGroup()].append(member)
    }

    /// The group of members without a value, made (empty) when there is none yet.
    private mutating func missingGroup() -> Int {
        if let missing { return missing }
        let index = titles.count
        missing = index
        titles.append("")
        keys.append([])
        members.append(RowNumbers())
        next.append(-1)
        return index
    }

    /// The groups' indices in the order their values sort: natural order ("Vol 2" before "Vol 10", any case), or
    /// by value when `numeric` (texts that are no number after the numbers); the missing group last.
    func sortedOrder(numeric: Bool) -> [Int] {
        var order = titles.indices.filter { $0 != missing }
        let keys = titles.map { Array($0.lowercased().unicodeScalars) }
        func natural(_ a: Int, _ b: Int) -> Bool { naturalCompare(keys[a], keys[b], titles[a], titles[b]) < 0 }
        if numeric {
            let numbers = titles.map { ValueKind.number($0) }
            order.sort { a, b in
                switch (numbers[a], numbers[b]) {
                case (let x?, let y?): x != y ? x < y : natural(a, b)
                case (_?, nil): true
                case (nil, _?): false
                case (nil, nil): natural(a, b)
                }
            }
        } else {
            order.sort(by: natural)
        }
        if let missing { order.append(missing) }
        return order
    }
}

extension CatalogRowTable {
    /// `rows` grouped by their value in `column` (an index of the table's columns) read straight from a CSV
    /// table's bytes (`forEachValue`), a string made once per distinct value; nil for other tables (read their
    /// values as items: `CatalogItems.value(at:column:of:)`) or when `isCancelled` answered true.
    func valueGroups(of rows: RowNumbers, column: Int, checked: inout Int, isCancelled: () -> Bool) -> ValueGroups?? {
        var groups = ValueGroups()
        let finished = forEachValue(of: rows, column: column, checked: &checked, isCancelled: isCancelled) {
            position, value, _ in
            switch value {
            case .bytes(let bytes): groups.add(rows[position], bytes: bytes)
            case .text(let text): groups.add(rows[position], value: text)
            }
        }
        guard let finished else { return .none }
        return finished ? .some(groups) : .some(nil)
    }
}
