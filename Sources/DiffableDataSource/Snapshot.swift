import OrderedCollections

/// The identifiers of a list's sections and items, in order: what a list shows, as a value.
///
/// Identity is separate from content. A snapshot holds only identifiers; content lives with the app (or in
/// the declarative layer's content map). `reloadItems` says "this item's content changed, bind it again";
/// `reconfigureItems` says "update it in place" (keep its cell, text layout and measured size unless its
/// size changes).
///
/// ```swift
/// var snapshot = Snapshot<String, Int>()
/// snapshot.appendSections(["fruit", "vegetables"])
/// snapshot.appendItems([1, 2, 3], toSection: "fruit")
/// snapshot.moveItem(3, beforeItem: 1)
/// ```
///
/// Identifiers that come from outside may repeat: adding one that is already present keeps the first and
/// records a `SnapshotDiagnostic` in `diagnostics` — never a trap. Naming an identifier that does not exist
/// (deleting, moving or inserting relative to it) is programmer misuse and traps with a precise message.
/// In debug builds every mutation ends by checking the snapshot's invariants.
public struct Snapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    @usableFromInline var sections: OrderedSet<SectionID> = []
    /// The items of each section, parallel to `sections`.
    @usableFromInline var itemsBySection: [[ItemID]] = []
    /// Which section holds each item.
    @usableFromInline var sectionOfItem: [ItemID: SectionID] = [:]

    /// Items whose content changed: rebind them.
    public internal(set) var reloadedItemIdentifiers: Set<ItemID> = []
    /// Items to update in place.
    public internal(set) var reconfiguredItemIdentifiers: Set<ItemID> = []
    /// Sections whose content (header, footer, every item) changed.
    public internal(set) var reloadedSectionIdentifiers: Set<SectionID> = []
    /// Sections whose supplementaries update in place.
    public internal(set) var reconfiguredSectionIdentifiers: Set<SectionID> = []
    /// What was refused because identifiers repeated (see the type's documentation).
    public internal(set) var diagnostics: [SnapshotDiagnostic<SectionID, ItemID>] = []

    /// An empty snapshot.
    @inlinable
    public init() {}

    /// A snapshot of `sections`, refusing any repeated identifier with an error that says where.
    public init(validating sections: [(SectionID, [ItemID])]) throws(DuplicateIdentifierError<SectionID, ItemID>) {
        for (sectionIndex, (section, items)) in sections.enumerated() {
            if self.sections.contains(section) {
                throw DuplicateIdentifierError(
                    diagnostic: .duplicateSection(section),
                    position: ItemPosition(section: sectionIndex, item: 0))
            }
            appendSections([section])
            for (index, item) in items.enumerated() {
                if let existing = sectionOfItem[item] {
                    throw DuplicateIdentifierError(
                        diagnostic: .duplicateItem(item, section: section, existingSection: existing),
                        position: ItemPosition(section: sectionIndex, item: index))
                }
                appendItem(item, toSectionAt: sectionIndex)
            }
        }
        checkInvariantsIfEnabled()
    }

    // MARK: Queries

    /// The number of sections.
    @inlinable
    public var numberOfSections: Int { sections.count }
    /// The number of items in all sections.
    @inlinable
    public var numberOfItems: Int { sectionOfItem.count }
    /// The section identifiers, in order.
    @inlinable
    public var sectionIdentifiers: [SectionID] { sections.elements }
    /// Every item identifier, section after section.
    @inlinable
    public var itemIdentifiers: [ItemID] { itemsBySection.flatMap { $0 } }

    /// The number of items in `section`.
    @inlinable
    public func numberOfItems(inSection section: SectionID) -> Int { itemsBySection[index(of: section)].count }

    /// The items of `section`, in order.
    @inlinable
    public func itemIdentifiers(inSection section: SectionID) -> [ItemID] { itemsBySection[index(of: section)] }

    /// The items of the section at `index`.
    @inlinable
    public func itemIdentifiers(inSectionAt index: Int) -> [ItemID] { itemsBySection[index] }

    /// The section holding `item`, or nil.
    @inlinable
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? { sectionOfItem[item] }

    /// The index of `section`, or nil. - Complexity: O(1).
    @inlinable
    public func indexOfSection(_ section: SectionID) -> Int? { sections.firstIndex(of: section) }

    /// The index of `item` across the whole snapshot (section after section), or nil.
    /// - Complexity: O(sections + items in its section).
    @inlinable
    public func indexOfItem(_ item: ItemID) -> Int? {
        guard let position = position(of: item) else { return nil }
        return itemsBySection[..<position.section].reduce(0) { $0 + $1.count } + position.item
    }

    /// Where `item` is, or nil. - Complexity: O(items in its section).
    @inlinable
    public func position(of item: ItemID) -> ItemPosition? {
        guard let section = sectionOfItem[item], let sectionIndex = sections.firstIndex(of: section),
            let index = itemsBySection[sectionIndex].firstIndex(of: item)
        else { return nil }
        return ItemPosition(section: sectionIndex, item: index)
    }

    /// The item at `position`, or nil when it is out of range.
    @inlinable
    public func itemIdentifier(at position: ItemPosition) -> ItemID? {
        guard itemsBySection.indices.contains(position.section),
            itemsBySection[position.section].indices.contains(position.item)
        else { return nil }
        return itemsBySection[position.section][position.item]
    }

    /// Whether `item` is in the snapshot.
    @inlinable
    public func contains(item: ItemID) -> Bool { sectionOfItem[item] != nil }

    /// Whether `section` is in the snapshot.
    @inlinable
    public func contains(section: SectionID) -> Bool { sections.contains(section) }

    // MARK: Internals shared by the mutations

    @inlinable
    func index(of section: SectionID, function: StaticString = #function) -> Int {
        guard let index = sections.firstIndex(of: section) else {
            preconditionFailure("Snapshot.\(function): section \(section) is not in the snapshot")
        }
        return index
    }

    /// The section holding `item`; traps with a precise message when it is absent. - Complexity: O(1).
    @inlinable
    func requireSection(of item: ItemID, function: StaticString) -> SectionID {
        guard let section = sectionOfItem[item] else {
            preconditionFailure("Snapshot.\(function): item \(item) is not in the snapshot")
        }
        return section
    }

    @inlinable
    func position(of item: ItemID, function: StaticString) -> ItemPosition {
        guard let position = position(of: item) else {
            preconditionFailure("Snapshot.\(function): item \(item) is not in the snapshot")
        }
        return position
    }

    /// Appends without checks (callers have checked for duplicates).
    @inlinable
    mutating func appendItem(_ item: ItemID, toSectionAt index: Int) {
        itemsBySection[index].append(item)
        sectionOfItem[item] = sections[index]
    }

    /// The items of `items` that may be added to `section`: new ones, each once; the rest become diagnostics.
    @inlinable
    mutating func admissibleItems(_ items: [ItemID], for section: SectionID) -> [ItemID] {
        var seen = Set<ItemID>()
        seen.reserveCapacity(items.count)
        var result: [ItemID] = []
        result.reserveCapacity(items.count)
        for item in items {
            if let existing = sectionOfItem[item] {
                diagnose(.duplicateItem(item, section: section, existingSection: existing))
            } else if !seen.insert(item).inserted {
                diagnose(.duplicateItem(item, section: section, existingSection: section))
            } else {
                result.append(item)
            }
        }
        return result
    }

    /// Records a refused identifier (kept out of the inlinable paths: `diagnostics` has an internal setter).
    @usableFromInline
    mutating func diagnose(_ diagnostic: SnapshotDiagnostic<SectionID, ItemID>) { diagnostics.append(diagnostic) }

    /// The sections of `ids` that may be added: new ones, each once; the rest become diagnostics.
    @inlinable
    mutating func admissibleSections(_ ids: [SectionID]) -> [SectionID] {
        var seen = Set<SectionID>()
        var result: [SectionID] = []
        for id in ids {
            if sections.contains(id) || !seen.insert(id).inserted {
                diagnose(.duplicateSection(id))
            } else {
                result.append(id)
            }
        }
        return result
    }
}

extension Snapshot {
    /// This snapshot with no reload or reconfigure marks.
    public var withoutMarks: Snapshot {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        copy.reconfiguredSectionIdentifiers = []
        return copy
    }
}

extension Snapshot: Equatable {
    /// Equal when the sections, items, order and reload/reconfigure marks are equal (diagnostics aside).
    @inlinable
    public static func == (a: Snapshot, b: Snapshot) -> Bool {
        a.sections == b.sections && a.itemsBySection == b.itemsBySection
            && a.reloadedItemIdentifiers == b.reloadedItemIdentifiers
            && a.reconfiguredItemIdentifiers == b.reconfiguredItemIdentifiers
            && a.reloadedSectionIdentifiers == b.reloadedSectionIdentifiers
            && a.reconfiguredSectionIdentifiers == b.reconfiguredSectionIdentifiers
    }
}
