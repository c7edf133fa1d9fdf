/// The ids of a file's rows read so far, for finding one given twice without holding them: each row's entry is
/// the top 32 bits of its id's hash (a tag) and the row's number, 8 bytes in an open-addressing table at most
/// 4/5 full — 10 MB for a million rows, where a `[Int: UInt32]` dictionary of hashes takes 24 and a `Set` of the
/// ids themselves over 40. A tag found again is only a candidate: the caller reads the earlier row's id to tell
/// a duplicate from two ids sharing a tag (about one pair in every 2³² pairs of ids).
///
/// The tag also places the entry (`slot(of:)`, a multiply-shift over the table's size), so the table grows
/// without reading the ids again.
struct RowIDTable {
    /// Each slot: 0 when empty, else `tag << 32 | (row + 1)`.
    private var slots: [UInt64] = []
    private(set) var count = 0

    /// Makes room for `rows` entries in all, so that the table does not grow before then.
    mutating func reserve(_ rows: Int) {
        let needed = rows * 5 / 4 + 1
        if needed > slots.count { rebuild(capacity: needed) }
    }

    /// Adds row `row`, whose id hashes to `hash`, unless an earlier row has the same id — `isSame(earlier)` tells,
    /// asked of each earlier row whose tag is the same — and then returns that row instead, adding nothing.
    /// - Complexity: O(1) expected, plus one `isSame` for each earlier row sharing the tag.
    mutating func insert(row: UInt32, hash: Int, isSame: (_ earlier: Int) -> Bool) -> Int? {
        if (count + 1) * 5 > slots.count * 4 { rebuild(capacity: max(1_024, slots.count * 3 / 2)) }
        let tag = UInt64(UInt(bitPattern: hash) >> (UInt.bitWidth - 32))
        var slot = self.slot(of: tag)
        while true {
            let entry = slots[slot]
            if entry == 0 {
                slots[slot] = tag << 32 | UInt64(row + 1)
                count += 1
                return nil
            }
            if entry >> 32 == tag {
                let earlier = Int(entry & 0xFFFF_FFFF) - 1
                if isSame(earlier) { return earlier }
            }
            slot = slot + 1 == slots.count ? 0 : slot + 1
        }
    }

    /// Where an entry of `tag` is placed first: the tag scaled to the table's size.
    private func slot(of tag: UInt64) -> Int { Int((tag &* UInt64(slots.count)) >> 32) }

    /// Moves every entry into a table of `capacity` slots.
    private mutating func rebuild(capacity: Int) {
        let old = slots
        slots = [UInt64](repeating: 0, count: capacity)
        for entry in old where entry != 0 {
            var slot = self.slot(of: entry >> 32)
            while slots[slot] != 0 { slot = slot + 1 == slots.count ? 0 : slot + 1 }
            slots[slot] = entry
        }
    }
}
