/// What a data source asks before and tells after expanding or collapsing an outline item.
public struct SectionSnapshotHandlers<ItemID: Hashable & Sendable> {
    /// Whether `item` may expand (default: yes).
    public var shouldExpand: ((ItemID) -> Bool)?
    /// Called before `item` expands.
    public var willExpand: ((ItemID) -> Void)?
    /// Whether `item` may collapse (default: yes).
    public var shouldCollapse: ((ItemID) -> Bool)?
    /// Called before `item` collapses.
    public var willCollapse: ((ItemID) -> Void)?
    /// Loads the children of an item marked as having unloaded children, when it is first expanded (a folder
    /// tree lists a folder only then). Runs wherever the closure's isolation says; the result lands on the
    /// main actor.
    public var childrenProvider: (@Sendable (ItemID) async -> [ItemID])?

    /// No handlers.
    public init() {}
}

extension DataSource {
    /// The outline of `section`, if it was applied as a section snapshot.
    public func sectionSnapshot(for section: SectionID) -> SectionSnapshot<ItemID>? { sectionSnapshots[section] }

    /// Presents `sectionSnapshot` as the items of `section` (its visible items, in order) and keeps the outline
    /// for expand and collapse.
    @discardableResult
    public func apply(
        _ sectionSnapshot: SectionSnapshot<ItemID>, to section: SectionID,
        animated: Bool = true
    ) async -> ApplyResult<SectionID, ItemID> {
        sectionSnapshots[section] = sectionSnapshot
        // Built from what is presented when its turn comes, so an apply in flight is not undone.
        return await apply(animated: animated) { presented, context in
            var next = presented
            if !next.contains(section: section) { next.appendSections([section]) }
            next.replaceItems(inSection: section, with: sectionSnapshot.visibleItems)
            return PreparedApply(snapshot: next, context: context)
        }
    }

    /// Expands `item` of the outline of `section`: asks `shouldExpand`, tells `willExpand`, loads unloaded
    /// children through `childrenProvider`, and presents the result. Returns false when refused.
    @discardableResult
    public func expand(_ item: ItemID, inSection section: SectionID, animated: Bool = true) async -> Bool {
        guard var outline = sectionSnapshots[section], outline.contains(item), !outline.isExpanded(item) else {
            return false
        }
        if sectionSnapshotHandlers.shouldExpand?(item) == false { return false }
        sectionSnapshotHandlers.willExpand?(item)
        if outline.hasUnloadedChildren(item), let provider = sectionSnapshotHandlers.childrenProvider {
            let children = await provider(item)
            // The outline may have changed while the children loaded; re-read it.
            guard var current = sectionSnapshots[section], current.contains(item) else { return false }
            if current.hasUnloadedChildren(item) { current.append(children, to: item) }
            outline = current
        }
        outline.expand([item])
        await apply(outline, to: section, animated: animated)
        return true
    }

    /// Collapses `item` of the outline of `section`: asks `shouldCollapse`, tells `willCollapse`, and presents
    /// the result. Returns false when refused.
    @discardableResult
    public func collapse(_ item: ItemID, inSection section: SectionID, animated: Bool = true) async -> Bool {
        guard var outline = sectionSnapshots[section], outline.contains(item), outline.isExpanded(item) else {
            return false
        }
        if sectionSnapshotHandlers.shouldCollapse?(item) == false { return false }
        sectionSnapshotHandlers.willCollapse?(item)
        outline.collapse([item])
        await apply(outline, to: section, animated: animated)
        return true
    }
}
