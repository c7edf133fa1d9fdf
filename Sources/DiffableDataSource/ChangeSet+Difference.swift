import LatticeTracing
import OrderedCollections

extension ChangeSet {
    /// The changes that turn `old` into `new`.
    ///
    /// Heckel's idea over identities: one hash table of the new items' positions, one pass over the old items
    /// to match them, then a longest increasing subsequence per section to report only the items that truly
    /// changed order. Reloads and reconfigures come from the marks on `new` (content equality is the caller's
    /// business; the declarative layer marks what changed). Items in `forcingMoves` that survive are reported
    /// as moves even when their order did not change (Listable's `wasMoved`).
    ///
    /// - Complexity: O(n) hashing plus O(k log k) for the subsequence of k surviving items per section
    ///   (O(k) when their order did not change).
    @inlinable
    public init(
        from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>,
        forcingMoves: Set<ItemID> = []
    ) {
        let span = Trace.begin("diff")
        defer { span?.end() }
        self.init()
        diffSections(old, new)
        diffItems(old, new, forcingMoves: forcingMoves)
        for section in new.reloadedSectionIdentifiers where old.sections.contains(section) {
            sectionReloads.append(SectionChange(id: section, index: new.sections.firstIndex(of: section)!))
        }
        for section in new.reconfiguredSectionIdentifiers where old.sections.contains(section) {
            sectionReconfigures.append(SectionChange(id: section, index: new.sections.firstIndex(of: section)!))
        }
        sectionReloads.sort { $0.index < $1.index }
        sectionReconfigures.sort { $0.index < $1.index }
    }

    @inlinable
    mutating func diffSections(_ old: Snapshot<SectionID, ItemID>, _ new: Snapshot<SectionID, ItemID>) {
        var survivors: [Int] = []  // new indices of surviving sections, in old order
        var survivorOld: [Int] = []
        for (oldIndex, section) in old.sections.enumerated() {
            if let newIndex = new.sections.firstIndex(of: section) {
                survivors.append(newIndex)
                survivorOld.append(oldIndex)
            } else {
                sectionDeletes.append(SectionChange(id: section, index: oldIndex))
            }
        }
        for (newIndex, section) in new.sections.enumerated() where !old.sections.contains(section) {
            sectionInserts.append(SectionChange(id: section, index: newIndex))
        }
        for offset in Self.outOfOrder(survivors) {
            sectionMoves.append(
                SectionMove(
                    id: old.sections[survivorOld[offset]], from: survivorOld[offset],
                    to: survivors[offset]))
        }
    }

    @inlinable
    mutating func diffItems(
        _ old: Snapshot<SectionID, ItemID>, _ new: Snapshot<SectionID, ItemID>,
        forcingMoves: Set<ItemID>
    ) {
        // Where every new item is: its section index and its index within the section.
        var newPositions = [ItemID: ItemPosition](minimumCapacity: new.numberOfItems)
        for (section, items) in new.itemsBySection.enumerated() {
            for (index, item) in items.enumerated() {
                newPositions[item] = ItemPosition(section: section, item: index)
            }
        }
        // Which new section index each old section became (nil: deleted).
        let sectionMap: [Int?] = old.sections.map { new.sections.firstIndex(of: $0) }
        var matched = new.itemsBySection.map { [Bool](repeating: false, count: $0.count) }
        var survivors: [Int] = []
        var survivorOldIndices: [Int] = []
        for (oldSection, items) in old.itemsBySection.enumerated() {
            survivors.removeAll(keepingCapacity: true)
            survivorOldIndices.removeAll(keepingCapacity: true)
            for (oldIndex, item) in items.enumerated() {
                let from = ItemPosition(section: oldSection, item: oldIndex)
                guard let to = newPositions[item] else {
                    itemDeletes.append(ItemChange(id: item, position: from))
                    continue
                }
                matched[to.section][to.item] = true
                if sectionMap[oldSection] != to.section || forcingMoves.contains(item) {
                    itemMoves.append(ItemMove(id: item, from: from, to: to))
                } else {
                    survivors.append(to.item)
                    survivorOldIndices.append(oldIndex)
                }
            }
            for offset in Self.outOfOrder(survivors) {
                let oldIndex = survivorOldIndices[offset]
                itemMoves.append(
                    ItemMove(
                        id: items[oldIndex], from: ItemPosition(section: oldSection, item: oldIndex),
                        to: ItemPosition(section: sectionMap[oldSection]!, item: survivors[offset])))
            }
        }
        for (section, items) in new.itemsBySection.enumerated() {
            for (index, item) in items.enumerated() where !matched[section][index] {
                itemInserts.append(ItemChange(id: item, position: ItemPosition(section: section, item: index)))
            }
        }
        for item in new.reloadedItemIdentifiers where old.sectionOfItem[item] != nil {
            itemReloads.append(ItemChange(id: item, position: newPositions[item]!))
        }
        for item in new.reconfiguredItemIdentifiers where old.sectionOfItem[item] != nil {
            itemReconfigures.append(ItemChange(id: item, position: newPositions[item]!))
        }
        itemReloads.sort { $0.position < $1.position }
        itemReconfigures.sort { $0.position < $1.position }
    }

    /// The offsets of `values` outside one longest increasing subsequence: what must move so the rest keep
    /// their relative order. O(k) when `values` is already increasing.
    @inlinable
    static func outOfOrder(_ values: [Int]) -> [Int] {
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return [] }
        let keep = longestIncreasingSubsequence(values)
        var result: [Int] = []
        result.reserveCapacity(values.count - keep.count)
        var next = 0
        for offset in values.indices {
            if next < keep.count && keep[next] == offset { next += 1 } else { result.append(offset) }
        }
        return result
    }
}
