import OrderedCollections

extension Snapshot {
    // MARK: Sections

    /// Appends sections; identifiers already present are skipped with a diagnostic.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionID]) {
        for section in admissibleSections(identifiers) {
            sections.append(section)
            itemsBySection.append([])
        }
        checkInvariantsIfEnabled()
    }

    /// Inserts sections before `section`.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection section: SectionID) {
        insertSections(identifiers, at: index(of: section))
    }

    /// Inserts sections after `section`.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionID], afterSection section: SectionID) {
        insertSections(identifiers, at: index(of: section) + 1)
    }

    @inlinable
    mutating func insertSections(_ identifiers: [SectionID], at index: Int) {
        let admitted = admissibleSections(identifiers)
        for (offset, section) in admitted.enumerated() {
            sections.insert(section, at: index + offset)
        }
        itemsBySection.insert(contentsOf: Array(repeating: [], count: admitted.count), at: index)
        checkInvariantsIfEnabled()
    }

    /// Deletes sections and their items (a section named twice is deleted once).
    public mutating func deleteSections(_ identifiers: [SectionID]) {
        var seen = Set<SectionID>()
        for section in identifiers where seen.insert(section).inserted {
            let index = index(of: section)
            for item in itemsBySection[index] { forget(item) }
            sections.remove(at: index)
            itemsBySection.remove(at: index)
            reloadedSectionIdentifiers.remove(section)
            reconfiguredSectionIdentifiers.remove(section)
        }
        checkInvariantsIfEnabled()
    }

    /// Moves `section` (with its items) before `target`.
    @inlinable
    public mutating func moveSection(_ section: SectionID, beforeSection target: SectionID) {
        moveSection(section, relativeTo: target, after: false)
    }

    /// Moves `section` (with its items) after `target`.
    @inlinable
    public mutating func moveSection(_ section: SectionID, afterSection target: SectionID) {
        moveSection(section, relativeTo: target, after: true)
    }

    @inlinable
    mutating func moveSection(_ section: SectionID, relativeTo target: SectionID, after: Bool) {
        precondition(section != target, "Snapshot.moveSection: cannot move section \(section) relative to itself")
        let from = index(of: section)
        _ = index(of: target)
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        let to = index(of: target) + (after ? 1 : 0)
        sections.insert(section, at: to)
        itemsBySection.insert(items, at: to)
        checkInvariantsIfEnabled()
    }

    /// Marks sections whose content changed (every item and supplementary is bound again).
    public mutating func reloadSections(_ identifiers: [SectionID]) {
        for section in identifiers {
            _ = index(of: section)
            reloadedSectionIdentifiers.insert(section)
        }
        checkInvariantsIfEnabled()
    }

    /// Marks sections whose supplementaries update in place.
    public mutating func reconfigureSections(_ identifiers: [SectionID]) {
        for section in identifiers {
            _ = index(of: section)
            reconfiguredSectionIdentifiers.insert(section)
        }
        checkInvariantsIfEnabled()
    }

    // MARK: Items

    /// Appends items to `section` (the last section when nil); identifiers already present are skipped with a
    /// diagnostic.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) {
        guard let target = section ?? sections.last else {
            preconditionFailure("Snapshot.appendItems: there is no section to append to; append a section first")
        }
        let index = index(of: target)
        // One hash per item: claimed for the section as it is checked (a million ids are appended when a large
        // catalogue opens), the table grown once.
        sectionOfItem.reserveCapacity(sectionOfItem.count + identifiers.count)
        itemsBySection[index].reserveCapacity(itemsBySection[index].count + identifiers.count)
        for item in identifiers {
            if let existing = sectionOfItem.updateValue(target, forKey: item) {
                sectionOfItem[item] = existing
                diagnose(.duplicateItem(item, section: target, existingSection: existing))
            } else {
                itemsBySection[index].append(item)
            }
        }
        checkInvariantsIfEnabled()
    }

    /// Inserts items before `item`.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem item: ItemID) {
        let position = position(of: item, function: #function)
        insertItems(identifiers, at: position)
    }

    /// Inserts items after `item`.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemID], afterItem item: ItemID) {
        var position = position(of: item, function: #function)
        position.item += 1
        insertItems(identifiers, at: position)
    }

    @inlinable
    mutating func insertItems(_ identifiers: [ItemID], at position: ItemPosition) {
        let section = sections[position.section]
        let admitted = admissibleItems(identifiers, for: section)
        itemsBySection[position.section].insert(contentsOf: admitted, at: position.item)
        for item in admitted { sectionOfItem[item] = section }
        checkInvariantsIfEnabled()
    }

    /// Deletes items (an item named twice is deleted once).
    /// - Complexity: O(items deleted + items of the sections they were in).
    public mutating func deleteItems(_ identifiers: [ItemID]) {
        // Group by section so each section is filtered once.
        var doomed: [Int: Set<ItemID>] = [:]
        var seen = Set<ItemID>()
        for item in identifiers where seen.insert(item).inserted {
            let section = index(of: requireSection(of: item, function: #function))
            doomed[section, default: []].insert(item)
            forget(item)
        }
        for (section, items) in doomed { itemsBySection[section].removeAll { items.contains($0) } }
        checkInvariantsIfEnabled()
    }

    /// Deletes every section and item.
    public mutating func deleteAllItems() {
        self = Snapshot(diagnostics: diagnostics)
        checkInvariantsIfEnabled()
    }

    private init(diagnostics: [SnapshotDiagnostic<SectionID, ItemID>]) { self.diagnostics = diagnostics }

    /// Moves `item` before `target` (possibly into another section).
    @inlinable
    public mutating func moveItem(_ item: ItemID, beforeItem target: ItemID) {
        moveItem(item, relativeTo: target, after: false)
    }

    /// Moves `item` after `target` (possibly into another section).
    @inlinable
    public mutating func moveItem(_ item: ItemID, afterItem target: ItemID) {
        moveItem(item, relativeTo: target, after: true)
    }

    @inlinable
    mutating func moveItem(_ item: ItemID, relativeTo target: ItemID, after: Bool) {
        precondition(item != target, "Snapshot.moveItem: cannot move item \(item) relative to itself")
        let from = position(of: item, function: #function)
        _ = position(of: target, function: #function)
        itemsBySection[from.section].remove(at: from.item)
        var to = position(of: target, function: #function)
        if after { to.item += 1 }
        itemsBySection[to.section].insert(item, at: to.item)
        sectionOfItem[item] = sections[to.section]
        checkInvariantsIfEnabled()
    }

    /// Marks items whose content changed: they are bound again.
    public mutating func reloadItems(_ identifiers: [ItemID]) {
        for item in identifiers {
            _ = requireSection(of: item, function: #function)
            reloadedItemIdentifiers.insert(item)
        }
        checkInvariantsIfEnabled()
    }

    /// Marks items to update in place.
    public mutating func reconfigureItems(_ identifiers: [ItemID]) {
        for item in identifiers {
            _ = requireSection(of: item, function: #function)
            reconfiguredItemIdentifiers.insert(item)
        }
        checkInvariantsIfEnabled()
    }

    /// Replaces the items of `section` with `identifiers` (duplicates skipped with a diagnostic).
    @inlinable
    public mutating func replaceItems(inSection section: SectionID, with identifiers: [ItemID]) {
        let index = index(of: section)
        for item in itemsBySection[index] { forget(item) }
        itemsBySection[index] = []
        let admitted = admissibleItems(identifiers, for: section)
        itemsBySection[index] = admitted
        for item in admitted { sectionOfItem[item] = section }
        checkInvariantsIfEnabled()
    }

    /// Forgets an item's membership and marks (its slot in `itemsBySection` is the caller's job).
    @usableFromInline
    mutating func forget(_ item: ItemID) {
        sectionOfItem.removeValue(forKey: item)
        reloadedItemIdentifiers.remove(item)
        reconfiguredItemIdentifiers.remove(item)
    }
}
