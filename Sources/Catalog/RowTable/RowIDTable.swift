/// The ids of a file's rows, for finding one given twice while the file is read and a row by its id once it is
/// (`CatalogRowTable.row(ofID:)`), without holding the ids: each row's entry is its number (24 bits:
/// `Catalog.itemLimit` rows fit) and 8 bits of its id's hash, 4 bytes in an open-addressing table at most 4/5
/// full, and 8 more bits of the hash by row — 6 MB for a million rows, where a `[Int: UInt32]` dictionary of
/// hashes takes 24 and a `Set` of the ids themselves over 40.
///
/// Entries are placed by the top 32 bits of the hash (`Key.tag`), scaled to the table's size; an entry whose 16
/// bits match is only a candidate, confirmed by reading its row's id — a row other than the one sought about once
/// in 60,000 inserts. (With 8 bits alone it was a few times in a thousand, and each such read of a mapped file
/// maps 64 KiB around it.) Growing reads every row's id again to place it (`tagOfRow`): the reader sizes the
/// table once from the first rows, so a file whose rows are alike never grows it.
struct RowIDTable: Sendable {
    /// Each slot: 0 when empty, else `(tag & 0xFF) << 24 | (row + 1)`.
    private var slots: [UInt32] = []
    /// Each row's `Key.check` (0 for rows not added).
    private var rowChecks: [UInt8] = []
    private(set) var count = 0

    /// What the table keeps of an id's hash.
    struct Key: Hashable, Sendable {
        /// The top 32 bits: they place the entry, and the low 8 of them are kept in it.
        var tag: UInt32
        /// The low 8 bits, kept by row: looked at only when an entry's bits match.
        var check: UInt8

        init(tag: UInt32, check: UInt8) {
            self.tag = tag
            self.check = check
        }

        /// The key of `hash` (an id's `hashValue`).
        init(hash: Int) {
            self.init(tag: RowIDTable.tag(ofHash: hash), check: UInt8(truncatingIfNeeded: hash))
        }
    }

    /// The largest row number an entry holds.
    static let rowLimit = (1 << 24) - 2

    /// The tag of a hash: its top 32 bits.
    static func tag(ofHash hash: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: UInt(bitPattern: hash) >> (UInt.bitWidth - 32))
    }

    /// Makes room for `rows` entries in all, so that the table does not grow before then; `tagOfRow` gives the
    /// tag of a row added before (its id read again).
    mutating func reserve(_ rows: Int, tagOfRow: (_ row: Int) -> UInt32) {
        rowChecks.reserveCapacity(rows)
        let needed = rows * 5 / 4 + 1
        if needed > slots.count { rebuild(capacity: needed, tagOfRow: tagOfRow) }
    }

    /// Adds row `row` (at most `rowLimit`, and after every row added before; another is not added), whose id's
    /// key is `key`, unless an earlier row has the same id — `isSame(earlier)` tells, asked of each earlier row
    /// whose key matches — and then returns that row instead, adding nothing. `tagOfRow` serves the table's
    /// growth (`reserve`). - Complexity: O(1) expected, plus one `isSame` for each earlier row matching; O(rows)
    /// `tagOfRow` calls when the table grows.
    mutating func insert(
        row: Int, key: Key, isSame: (_ earlier: Int) -> Bool,
        tagOfRow: (_ row: Int) -> UInt32
    ) -> Int? {
        guard row >= rowChecks.count, row <= Self.rowLimit else { return nil }
        if (count + 1) * 5 > slots.count * 4 { rebuild(capacity: max(2_048, slots.count * 3 / 2), tagOfRow: tagOfRow) }
        var slot = self.slot(of: key.tag)
        while true {
            let entry = slots[slot]
            if entry == 0 {
                slots[slot] = (key.tag & 0xFF) << 24 | UInt32(row + 1)
                if row > rowChecks.count {
                    rowChecks.append(contentsOf: repeatElement(0, count: row - rowChecks.count))
                }
                rowChecks.append(key.check)
                count += 1
                return nil
            }
            if let earlier = candidate(entry, key), isSame(earlier) { return earlier }
            slot = slot + 1 == slots.count ? 0 : slot + 1
        }
    }

    /// The row added whose id's key is `key` and for which `isSame(row)` holds — asked of each row whose key
    /// matches — or nil. - Complexity: O(1) expected, plus one `isSame` for each row matching.
    func row(key: Key, isSame: (_ row: Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        var slot = self.slot(of: key.tag)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if let earlier = candidate(entry, key), isSame(earlier) { return earlier }
            slot = slot + 1 == slots.count ? 0 : slot + 1
        }
    }

    /// The row of `entry` when its key may be `key` (both its 8 bits and its row's check match).
    private func candidate(_ entry: UInt32, _ key: Key) -> Int? {
        guard entry >> 24 == key.tag & 0xFF else { return nil }
        let row = Int(entry & 0xFF_FFFF) - 1
        return rowChecks[row] == key.check ? row : nil
    }

    /// Where an entry of `tag` is placed first: the tag scaled to the table's size.
    private func slot(of tag: UInt32) -> Int { Int((UInt64(tag) &* UInt64(slots.count)) >> 32) }

    /// Moves every entry into a table of `capacity` slots, placing each by its row's tag (`tagOfRow`).
    private mutating func rebuild(capacity: Int, tagOfRow: (_ row: Int) -> UInt32) {
        let old = slots
        slots = [UInt32](repeating: 0, count: capacity)
        for entry in old where entry != 0 {
            var slot = self.slot(of: tagOfRow(Int(entry & 0xFF_FFFF) - 1))
            while slots[slot] != 0 { slot = slot + 1 == slots.count ? 0 : slot + 1 }
            slots[slot] = entry
        }
    }
}
