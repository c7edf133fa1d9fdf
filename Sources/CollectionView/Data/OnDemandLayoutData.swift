import DiffableDataSource
import LatticeLayout

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
/// thread. An app that can already find its items by identifier (a database's key, a file reader's id table)
/// passes that lookup as `path` instead, and the data indexes nothing.
///
/// - Complexity: `init(sections:itemCounts:identifier:)` is O(sections + items) calls of `identifier`, and holds
///   6 bytes an item (`ItemPathIndex`); `init(sections:itemCounts:identifier:path:)` is O(sections). `path(of:)`
///   and `path(ofItem:)` are O(1) expected (or one call of the app's `path`); every other query is O(1).
public struct OnDemandLayoutData<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: LayoutDataSource,
    Sendable
{
    /// Section identifiers by index.
    public let sectionIdentifiers: [SectionID]
    /// How many items each section holds, by index.
    public let itemCounts: [Int]
    @usableFromInline let identifier: @Sendable (ItemPath) -> ItemID
    private let paths: Paths
    private let sectionIndex: [SectionID: Int]

    /// How items are found by identifier.
    private enum Paths: Sendable {
        /// Through an index of every item, made with the data.
        case indexed(ItemPathIndex<ItemID>)
        /// Through the app's own lookup.
        case given(@Sendable (ItemID) -> ItemPath?)
    }

    /// Data of `sections`, holding `itemCounts` items each (counts missing or negative count as 0), whose
    /// identifiers `identifier` reads. A section given twice is found at its first index.
    /// - Complexity: O(sections + items) calls of `identifier`.
    public init(sections: [SectionID], itemCounts: [Int], identifier: @escaping @Sendable (ItemPath) -> ItemID) {
        let counts = Self.counts(itemCounts, of: sections)
        self.init(
            sections: sections, counts: counts, identifier: identifier,
            paths: .indexed(ItemPathIndex(counts: counts) { identifier(ItemPath(section: $0, item: $1)) }))
    }

    /// Data of `sections`, holding `itemCounts` items each, whose identifiers `identifier` reads and which `path`
    /// finds: where the item with an identifier is, or nil when none has it — the app's own lookup, so the data
    /// indexes nothing. A path `path` gives is taken only when `identifier` gives the identifier asked for there
    /// (otherwise the item is not found). - Complexity: O(sections).
    public init(
        sections: [SectionID], itemCounts: [Int], identifier: @escaping @Sendable (ItemPath) -> ItemID,
        path: @escaping @Sendable (ItemID) -> ItemPath?
    ) {
        self.init(
            sections: sections, counts: Self.counts(itemCounts, of: sections), identifier: identifier,
            paths: .given(path))
    }

    private init(
        sections: [SectionID], counts: [Int], identifier: @escaping @Sendable (ItemPath) -> ItemID, paths: Paths
    ) {
        sectionIdentifiers = sections
        itemCounts = counts
        self.identifier = identifier
        self.paths = paths
        sectionIndex = Dictionary(sections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A count for each of `sections` (missing or negative counts as 0).
    private static func counts(_ itemCounts: [Int], of sections: [SectionID]) -> [Int] {
        sections.indices.map { itemCounts.indices.contains($0) ? max(itemCounts[$0], 0) : 0 }
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

    /// Where the item with `identity` is, when `identity` wraps an `ItemID` of this data.
    /// - Complexity: as `path(of:)`.
    public func path(ofItem identity: ElementIdentity) -> ItemPath? {
        identity.value(as: ItemID.self).flatMap(path(of:))
    }

    // MARK: Identifier lookups

    /// The identifier of the item at `path`, or nil when `path` is out of range. - Complexity: one call of
    /// `identifier`.
    public func itemIdentifier(at path: ItemPath) -> ItemID? {
        guard itemCounts.indices.contains(path.section), path.item >= 0, path.item < itemCounts[path.section] else {
            return nil
        }
        return identifier(path)
    }

    /// Where `item` is, or nil when it is not in the data. - Complexity: O(1) expected, or one call of the app's
    /// `path` and of `identifier`.
    public func path(of item: ItemID) -> ItemPath? {
        switch paths {
        case .indexed(let index):
            return index.path(of: item, identifier: identifier)
        case .given(let path):
            guard let found = path(item), itemIdentifier(at: found) == item else { return nil }
            return found
        }
    }

    /// The index of `section`, or nil when it is not in the data. - Complexity: O(1).
    public func index(ofSection section: SectionID) -> Int? { sectionIndex[section] }

    /// The same items as a snapshot (for a reorder's transaction, or to diff against another): every
    /// identifier read. - Complexity: O(items).
    public func snapshot() -> Snapshot<SectionID, ItemID> {
        var snapshot = Snapshot<SectionID, ItemID>()
        for (section, id) in sectionIdentifiers.enumerated() {
            snapshot.appendSections([id])
            snapshot.appendItems(
                (0..<itemCounts[section]).map { identifier(ItemPath(section: section, item: $0)) },
                toSection: id)
        }
        return snapshot
    }

    /// The identity given to positions out of range: a private type, so it never equals a real identity.
    private struct Missing: Hashable, Sendable, CustomStringConvertible {
        var path: ItemPath
        var description: String {
            path.item < 0 ? "missing[\(path.section)]" : "missing[\(path.section), \(path.item)]"
        }
    }
}
