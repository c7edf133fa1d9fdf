import OrderedCollections

extension Snapshot {
    /// Checks the snapshot's internal consistency (debug builds only; every mutation ends with it when
    /// `invariantChecksEnabled`).
    ///
    /// Every item sits in exactly one section and the item → section index agrees; reload and reconfigure
    /// marks name only identifiers that are present.
    @inline(__always)
    @inlinable
    func checkInvariants() {
        #if DEBUG
            precondition(
                sections.count == itemsBySection.count,
                "Snapshot invariant: \(sections.count) sections but \(itemsBySection.count) item lists")
            var total = 0
            for (index, items) in itemsBySection.enumerated() {
                total += items.count
                for item in items {
                    precondition(
                        sectionOfItem[item] == sections[index],
                        "Snapshot invariant: item \(item) listed in section \(sections[index]) but indexed in \(String(describing: sectionOfItem[item]))"
                    )
                }
            }
            precondition(
                total == sectionOfItem.count,
                "Snapshot invariant: \(total) listed items but \(sectionOfItem.count) indexed (an item is listed twice)"
            )
            precondition(
                reloadedItemIdentifiers.allSatisfy { sectionOfItem[$0] != nil },
                "Snapshot invariant: a reloaded item is not present")
            precondition(
                reconfiguredItemIdentifiers.allSatisfy { sectionOfItem[$0] != nil },
                "Snapshot invariant: a reconfigured item is not present")
            precondition(
                reloadedSectionIdentifiers.allSatisfy { sections.contains($0) },
                "Snapshot invariant: a reloaded section is not present")
            precondition(
                reconfiguredSectionIdentifiers.allSatisfy { sections.contains($0) },
                "Snapshot invariant: a reconfigured section is not present")
        #endif
    }
}
