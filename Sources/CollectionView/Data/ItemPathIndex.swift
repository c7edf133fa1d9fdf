import LatticeLayout

/// Where each item of presented data (`SnapshotLayoutData`, `OnDemandLayoutData`) is, by identifier, in 4 bytes a
/// slot: an open-addressing hash table (linear probing, at most two thirds full) of the items' flat positions, section
/// after section; a position found is checked against the identifier it stands for and turned into a path through
/// the sections' first positions.
///
/// A `[ItemID: ItemPath]` dictionary holds a copy of every identifier and a 16-byte path: 32 bytes a bucket for
/// string identifiers, 537 MB for ten million rows. This holds neither — the identifiers stay where the data keeps
/// them (a snapshot's arrays, or the app's own storage) — and costs 6 bytes an item (60 MB for ten million).
@usableFromInline
struct ItemPathIndex<ItemID: Hashable & Sendable>: Sendable {
    /// Each slot: 0 when empty, else an item's flat position plus one.
    @usableFromInline let slots: [UInt32]
    /// How many slots there are (`slots.count`).
    @usableFromInline let capacity: Int
    /// The flat position of each section's first item, and the item count at the end.
    @usableFromInline let sectionStarts: [Int]

    /// Indexes `items` (by section; no identifier twice, as a snapshot guarantees). - Complexity: O(items).
    @inlinable
    init(_ items: [[ItemID]]) {
        self.init(counts: items.map(\.count)) { section, item in items[section][item] }
    }

    /// Indexes sections of `counts` items, the identifier of each read from `identifier` (section, item) once;
    /// no identifier twice. - Complexity: O(items) calls of `identifier`.
    @inlinable
    init(counts: [Int], identifier: (_ section: Int, _ item: Int) -> ItemID) {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        let count = starts[starts.count - 1]
        precondition(count < Int(UInt32.max), "ItemPathIndex: more than 4 billion items")
        let capacity = max(16, count * 3 / 2)
        var slots = [UInt32](repeating: 0, count: capacity)
        slots.withUnsafeMutableBufferPointer { slots in
            var flat: UInt32 = 0
            for (section, items) in counts.enumerated() {
                for item in 0..<items {
                    flat += 1
                    var slot = Self.slot(of: identifier(section, item).hashValue, capacity: capacity)
                    while slots[slot] != 0 { slot = slot + 1 == capacity ? 0 : slot + 1 }
                    slots[slot] = flat
                }
            }
        }
        self.slots = slots
        self.capacity = capacity
        sectionStarts = starts
    }

    /// Where `item` is in `items` (the arrays this index was made of), or nil. - Complexity: O(1) expected, plus
    /// O(log sections) for the one position that matches.
    @inlinable
    func path(of item: ItemID, in items: [[ItemID]]) -> ItemPath? {
        path(of: item) { items[$0.section][$0.item] }
    }

    /// Where `item` is among the items this index was made of, `identifier` giving the identifier at a path (as
    /// the one it was made with did), or nil. - Complexity: O(1) expected calls of `identifier`, plus
    /// O(log sections) each.
    @inlinable
    func path(of item: ItemID, identifier: (ItemPath) -> ItemID) -> ItemPath? {
        var slot = Self.slot(of: item.hashValue, capacity: capacity)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            let path = self.path(atFlat: Int(entry) - 1)
            if identifier(path) == item { return path }
            slot = slot + 1 == capacity ? 0 : slot + 1
        }
    }

    /// Where an item of hash `hash` is placed first: its top 32 bits scaled to the table's `capacity` slots.
    @inlinable
    static func slot(of hash: Int, capacity: Int) -> Int {
        Int((UInt64(UInt(bitPattern: hash) >> (UInt.bitWidth - 32)) &* UInt64(capacity)) >> 32)
    }

    /// The path of flat position `flat`: the last section starting at or before it (empty sections start where
    /// the next one does, so the last of equal starts is the one holding it).
    @inlinable
    func path(atFlat flat: Int) -> ItemPath {
        var low = 0, high = sectionStarts.count - 1  // sectionStarts[low] <= flat < sectionStarts[high]
        while high - low > 1 {
            let middle = (low + high) / 2
            if sectionStarts[middle] <= flat { low = middle } else { high = middle }
        }
        return ItemPath(section: low, item: flat - sectionStarts[low])
    }
}
