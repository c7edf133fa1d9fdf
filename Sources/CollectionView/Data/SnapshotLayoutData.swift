import DiffableDataSource
import LatticeLayout

/// A `Snapshot` as the layout engine sees it: counts per section and identities, so measured sizes, anchors
/// and transitions follow items by identifier across updates.
///
/// Item identities are `ElementIdentity(itemID)` and section identities `ElementIdentity(sectionID)`, the
/// keys the rest of the collection view (selection, swipes, `ElementKey`) uses.
///
/// ```swift
/// var snapshot = Snapshot<String, Int>()
/// snapshot.appendSections(["fruit"])
/// snapshot.appendItems([1, 2, 3], toSection: "fruit")
/// let data = SnapshotLayoutData(snapshot)
/// engine.setDataSource(data)              // measured sizes follow the items to their new paths
/// data.itemIdentifier(at: ItemPath(section: 0, item: 1))   // 2
/// ```
///
/// - Complexity: `init` is O(sections + items): it builds an item → path index (`ItemPathIndex`, 6 bytes an
///   item) so that `path(of:)` and `path(ofItem:)` (which the engine calls for every measured item after each
///   `setDataSource`) answer in O(1) expected (O(log sections) to turn the position found into a path). Build one
///   value per presented snapshot and keep it; do not build one per query. Every other query is O(1).
///
/// Queries never trap on positions out of range: lookups answer nil, counts answer 0, and identities answer
/// a private placeholder that equals no item or section identity of any data (see `identity(ofItemAt:)`).
public struct SnapshotLayoutData<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: LayoutDataSource,
    Sendable
{
    /// The snapshot laid out.
    public let snapshot: Snapshot<SectionID, ItemID>
    /// Section identifiers by index.
    @usableFromInline let sections: [SectionID]
    /// Item identifiers by section index, then item index.
    @usableFromInline let items: [[ItemID]]
    /// Where each item is.
    @usableFromInline let paths: ItemPathIndex<ItemID>

    /// Lays out `snapshot`, indexing its items by identifier. - Complexity: O(sections + items).
    /// (Inlinable so that it is specialised for the app's identifier types: indexing a million items through
    /// generic code looks up type metadata for every one.)
    @inlinable
    public init(_ snapshot: Snapshot<SectionID, ItemID>) {
        self.snapshot = snapshot
        let sections = snapshot.sectionIdentifiers
        let items = sections.indices.map { snapshot.itemIdentifiers(inSectionAt: $0) }
        self.sections = sections
        self.items = items
        paths = ItemPathIndex(items)
    }

    // MARK: LayoutDataSource

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in section `section`; 0 when there is no such section.
    public func numberOfItems(inSection section: Int) -> Int {
        items.indices.contains(section) ? items[section].count : 0
    }

    /// `ElementIdentity(itemID)` of the item at `path`.
    ///
    /// A path out of range has no item; rather than trap, it gets a placeholder identity wrapping the path
    /// in a private type, which equals no item identity (so no measured size or selection is attached to it).
    public func identity(ofItemAt path: ItemPath) -> ElementIdentity {
        guard let item = itemIdentifier(at: path) else {
            return ElementIdentity(Missing(section: path.section, item: path.item))
        }
        return ElementIdentity(item)
    }

    /// `ElementIdentity(sectionID)` of section `section`; a placeholder (as for items) when it is out of range.
    public func identity(ofSection section: Int) -> ElementIdentity {
        guard let id = sectionIdentifier(at: section) else {
            return ElementIdentity(Missing(section: section, item: nil))
        }
        return ElementIdentity(id)
    }

    /// Where the item with `identity` is, when `identity` wraps an `ItemID` of this snapshot. - Complexity: O(1).
    public func path(ofItem identity: ElementIdentity) -> ItemPath? {
        identity.value(as: ItemID.self).flatMap { paths.path(of: $0, in: items) }
    }

    // MARK: Identifier lookups

    /// The identifier of the item at `path`, or nil when `path` is out of range. - Complexity: O(1).
    public func itemIdentifier(at path: ItemPath) -> ItemID? {
        guard items.indices.contains(path.section), items[path.section].indices.contains(path.item) else { return nil }
        return items[path.section][path.item]
    }

    /// The identifier of section `index`, or nil when it is out of range. - Complexity: O(1).
    public func sectionIdentifier(at index: Int) -> SectionID? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// Where `item` is, or nil when it is not in the snapshot. - Complexity: O(1).
    public func path(of item: ItemID) -> ItemPath? { paths.path(of: item, in: items) }

    /// The index of `section`, or nil when it is not in the snapshot. - Complexity: O(1).
    public func index(ofSection section: SectionID) -> Int? { snapshot.indexOfSection(section) }

    /// The identity given to positions out of range: a private type, so it never equals a real identity.
    private struct Missing: Hashable, Sendable, CustomStringConvertible {
        var section: Int
        var item: Int?
        var description: String { item.map { "missing[\(section), \($0)]" } ?? "missing[\(section)]" }
    }
}
