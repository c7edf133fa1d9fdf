import CompositionalLayout
import DiffableDataSource

/// Turns a data update into the inputs of `ItemAnimation.transition(inserted:deleted:moved:…)`: which
/// elements fade in, which fade out and which travel, with their frames.
///
/// The view takes the frames of the elements it shows before the update (`ElementKey.frames(of:in:)` over
/// the visible attributes), applies the new data to the engine, takes the frames after, and asks:
///
/// ```swift
/// let old = ElementKey.frames(of: engine.visibleLayout(in: rect).attributes, in: engine)
/// engine.setDataSource(SnapshotLayoutData(newSnapshot))
/// let new = ElementKey.frames(of: engine.visibleLayout(in: rect).attributes, in: engine)
/// let inputs = UpdateFrames.animationInputs(changes: changes, old: old, new: new)
/// let transition = ItemAnimation().transition(inserted: inputs.inserted, deleted: inputs.deleted,
///                                            moved: inputs.moved, start: clock.now)
/// ```
///
/// Cells are keyed by `ElementKey.cell(ElementIdentity(itemID))`, as `SnapshotLayoutData` identifies them.
public enum UpdateFrames {
    /// The animation inputs of `changes`, from the frames before (`old`) and after (`new`) the update.
    ///
    /// - **inserted**: the change set's inserted items, at their new frames;
    /// - **deleted**: its deleted items, at their old frames;
    /// - **moved**: every other element with a frame on both sides — its moved items, items that shifted
    ///   because others came or went, and those that stayed put (`from == to`). Stationary elements are
    ///   included because a `LayoutTransition` draws only the elements it has tracks for.
    ///
    /// The change set is trusted over the frames: an inserted item's stale old frame and a deleted item's
    /// stale new frame are ignored. An element with a frame on one side only that the change set does not
    /// insert or delete (a survivor that scrolls into or out of the frames given, a header of an inserted or
    /// deleted section) fades in at its new frame or out at its old one; give frames on both sides for
    /// everything visible before or after so that such elements travel instead. Supplementaries and
    /// decorations are matched by key (their section's identity and kind). Reloads and reconfigures change
    /// content, not geometry: they are not reported (a reloaded item that moved travels).
    ///
    /// - Complexity: O(changes + old + new).
    public static func animationInputs<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        changes: ChangeSet<SectionID, ItemID>, old: [ElementKey: Rect], new: [ElementKey: Rect]
    ) -> (inserted: [ElementKey: Rect], deleted: [ElementKey: Rect], moved: [ElementKey: ItemAnimation.Move]) {
        var inserted: [ElementKey: Rect] = [:]
        var deleted: [ElementKey: Rect] = [:]
        var moved: [ElementKey: ItemAnimation.Move] = [:]
        moved.reserveCapacity(min(old.count, new.count))
        var insertedKeys = Set<ElementKey>(minimumCapacity: changes.itemInserts.count)
        var deletedKeys = Set<ElementKey>(minimumCapacity: changes.itemDeletes.count)
        for change in changes.itemInserts {
            let key = ElementKey.cell(ElementIdentity(change.id))
            insertedKeys.insert(key)
            if let frame = new[key] { inserted[key] = frame }
        }
        for change in changes.itemDeletes {
            let key = ElementKey.cell(ElementIdentity(change.id))
            deletedKeys.insert(key)
            if let frame = old[key] { deleted[key] = frame }
        }
        for (key, from) in old where !insertedKeys.contains(key) && !deletedKeys.contains(key) {
            if let to = new[key] { moved[key] = ItemAnimation.Move(from: from, to: to) } else { deleted[key] = from }
        }
        for (key, to) in new where old[key] == nil && !insertedKeys.contains(key) && !deletedKeys.contains(key) {
            inserted[key] = to
        }
        return (inserted, deleted, moved)
    }
}
