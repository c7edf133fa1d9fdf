import OrderedCollections

extension ChangeSet {
    /// The identifiers `old` becomes when this change set is applied the way a view applies it:
    ///
    /// 1. remove the items deleted or moved away (old positions), then the sections deleted or moved away
    ///    (old indices; a moved section keeps the items that stay in it);
    /// 2. insert the sections inserted (empty) or moved here (new indices, ascending), then the items inserted
    ///    or moved here (new positions, ascending).
    ///
    /// Reload and reconfigure marks are not part of the result: they describe content, not order.
    /// For every pair of snapshots, `ChangeSet(from: a, to: b).applied(to: a)` has `b`'s sections and items.
    @inlinable
    public func applied(to old: Snapshot<SectionID, ItemID>) -> [(SectionID, [ItemID])] {
        var sections: [(SectionID, [ItemID])] = zip(old.sections, old.itemsBySection).map { ($0, $1) }
        // 1. Removals, in old coordinates, from the back so earlier positions stay valid.
        var removals: [ItemPosition] = itemDeletes.map(\.position) + itemMoves.map(\.from)
        removals.sort(by: >)
        for position in removals { sections[position.section].1.remove(at: position.item) }
        var movedSections: [SectionID: [ItemID]] = [:]
        let sectionRemovals = (sectionDeletes.map(\.index) + sectionMoves.map(\.from)).sorted(by: >)
        for index in sectionRemovals {
            let (id, items) = sections.remove(at: index)
            movedSections[id] = items
        }
        // 2. Insertions, in new coordinates, ascending.
        var sectionArrivals: [(index: Int, id: SectionID, items: [ItemID])] =
            sectionInserts.map { ($0.index, $0.id, []) }
            + sectionMoves.map { ($0.to, $0.id, movedSections[$0.id] ?? []) }
        sectionArrivals.sort { $0.index < $1.index }
        for arrival in sectionArrivals { sections.insert((arrival.id, arrival.items), at: arrival.index) }
        var arrivals: [(position: ItemPosition, id: ItemID)] =
            itemInserts.map { ($0.position, $0.id) } + itemMoves.map { ($0.to, $0.id) }
        arrivals.sort { $0.position < $1.position }
        for arrival in arrivals { sections[arrival.position.section].1.insert(arrival.id, at: arrival.position.item) }
        return sections
    }
}
