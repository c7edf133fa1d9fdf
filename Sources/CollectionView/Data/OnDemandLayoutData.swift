import LatticeLayout
import DiffableDataSource

/// Layout data over items the app keeps itself: sections by identifier, a count of items in each, and the
/// identifier of any item read on demand — for millions of rows read from a file or a database, where a
/// `Snapshot` would hold a copy of every identifier and a dictionary from each to its section.
///
/// Identities are those `SnapshotLayoutData` gives the same identifiers (`ElementIdentity(itemID)`,
/// `ElementIdentity(sectionID)`), so the two describe the same items alike: measured sizes, selection and
/// transitions follow items by identifier across updates, whichever of the two the old and new data are.
///
/// ```swift
/// let rows: [Row] = …                                     // the app's own storage
/// let data = OnDemandLayoutData(sections: ["books"], itemCounts: [rows.count]) { path in rows[path.item].isbn }
/// model.update(to: data, animated: true)
/// data.path(of: "978-0-441-17271-9")                     // found through a 6-byte-an-item index
/// ```
///
/// `identifier` must give the same identifier for a path every time, and no identifier twice (a duplicate is
/// found at the first path that has it; nothing traps). It is called for every item once, when the data is made
/// (to index them), and after that for the paths laid out or looked up: keep it cheap, and safe to call from any
/// thread.
///
/// - Complexity: `init` is O(sections + items) calls of `identifier`; it holds 6 bytes an item
///   (`ItemPathIndex`). `path(of:)` and `path(ofItem:)` are O(1) expected; every other query is O(1).
public struct OnDemandLayoutData<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: LayoutDataSource,
    Sendable {
    /// Section identifiers by index.
    public let sectionIdentifiers: [SectionID]
    /// How many items each section holds, by index.
    public let itemCounts: [Int]
    @usableFromInline let identifier: @Sendable (ItemPath) -> ItemID
    @usableFromInline let paths: ItemPathIndex<ItemID>
    private let sectionIndex: [SectionID: Int]

    /// Data of `sections`, holding `itemCounts` items each (counts missing or negative count as 0), whose
    /// identifiers `identifier` reads. A section given twice is found at its first index.
    /// - Complexity: O(sections + items) calls of `identifier`.
    public init(sections: [SectionID], itemCounts: [Int], identifier: @escaping @Sendable (ItemPath) -> ItemID) {
        let counts = sections.indices.map { itemCounts.indices.contains($0) ? max(itemCounts[$0], 0) : 0 }
        sectionIdentifiers = sections
        self.itemCounts = counts
        self.identifier = identifier
        paths = ItemPathIndex(counts: counts) { identifier(ItemPath(section: $0, item: $1)) }
        sectionIndex = Dictionary(sections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: LayoutDataSource

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// The number of items in section `section`; 0 when there is no such section.
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// `ElementIdentity(itemID)` of the item at `path`; a path out of range gets a placeholder that equals no
    /// item's identity (as `SnapshotLayoutData` gives).
    public func identity(ofItemAt path: ItemPath) -> ElementIdentity {
        guard let item = itemIdentifier(at: path) else { return ElementIdentity(Missing(path: path)) }
        return ElementIdentity(item)
    }

    /// `ElementIdentity(sectionID)` of section `section`; a placeholder (as for items) when it is out of range.
    public func identity(ofSection section: Int) -> ElementIdentity {
        guard sectionIdentifiers.indices.contains(section) else {
            return ElementIdentity(Missing(path: ItemPath(section: section, item: -1)))
        }
        return ElementIdentity(sectionIdentifiers[section])
    }

    /// Where the item with `identity` is, when `identity` wraps an `ItemID` of this data. - Complexity: O(1).
    public func path(ofItem identity: ElementIdentity) -> ItemPath? {
        identity.value(as: ItemID.self).flatMap(path(of:))
    }

    // MARK: Identifier lookups

    /// The identifier of the item at `path`, or nil when `path` is out of range. - Complexity: one call of
    /// `identifier`.
    public func itemIdentifier(at path: ItemPath) -> ItemID? {
        guard itemCounts.indices.contains(path.section), path.item >= 0, path.item < itemCounts[path.section] else { return nil }
        return identifier(path)
    }

    /// Where `item` is, or nil when it is not in the data. - Complexity: O(1) expected.
    public func path(of item: ItemID) -> ItemPath? { paths.path(of: item, identifier: identifier) }

    /// The index of `section`, or nil when it is not in the data. - Complexity: O(1).
    public func index(ofSection section: SectionID) -> Int? { sectionIndex[section] }

    /// The same items as a snapshot (for a reorder's transaction, or to diff against another): every
    /// identifier read. - Complexity: O(items).
    public func snapshot() -> Snapshot<SectionID, ItemID> {
        var snapshot = Snapshot<SectionID, ItemID>()
        for (section, id) in sectionIdentifiers.enumerated() {
            snapshot.appendSections([id])
            snapshot.appendItems((0..<itemCounts[section]).map { identifier(ItemPath(section: section, item: $0)) },
                                 toSection: id)
        }
        return snapshot
    }

    /// The identity given to positions out of range: a private type, so it never equals a real identity.
    private struct Missing: Hashable, Sendable, CustomStringConvertible {
        var path: ItemPath
        var description: String { path.item < 0 ? "missing[\(path.section)]" : "missing[\(path.section), \(path.item)]" }
    }
}
