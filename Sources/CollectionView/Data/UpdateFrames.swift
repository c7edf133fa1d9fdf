import DiffableDataSource
import LatticeLayout

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
package enum UpdateFrames {
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
    /// - Complexity: O(changes + old + new). `animationInputs(old:new:isInserted:isDeleted:)` answers the same
    ///   in O(old + new) when the inserted and deleted items can be looked up.
    package static func animationInputs<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        changes: ChangeSet<SectionID, ItemID>, old: [ElementKey: Rect], new: [ElementKey: Rect]
    ) -> (inserted: [ElementKey: Rect], deleted: [ElementKey: Rect], moved: [ElementKey: ItemAnimation.Move]) {
        let insertedKeys = Set(changes.itemInserts.lazy.map { ElementKey.cell(ElementIdentity($0.id)) })
        let deletedKeys = Set(changes.itemDeletes.lazy.map { ElementKey.cell(ElementIdentity($0.id)) })
        return animationInputs(old: old, new: new, isInserted: insertedKeys.contains, isDeleted: deletedKeys.contains)
    }

    /// The animation inputs of an update whose inserted and deleted elements `isInserted` and `isDeleted`
    /// recognise, as `animationInputs(changes:old:new:)` describes. The collection view model asks its old and
    /// new data whether an item was there, so an update costs what is on screen, whatever the number of
    /// changes — a 50,000-item batch landing in a folder costs what a one-item insert costs.
    ///
    /// - Complexity: O(old + new) calls of `isInserted` and `isDeleted`.
    package static func animationInputs(
        old: [ElementKey: Rect], new: [ElementKey: Rect], isInserted: (ElementKey) -> Bool,
        isDeleted: (ElementKey) -> Bool
    ) -> (inserted: [ElementKey: Rect], deleted: [ElementKey: Rect], moved: [ElementKey: ItemAnimation.Move]) {
        var inserted: [ElementKey: Rect] = [:]
        var deleted: [ElementKey: Rect] = [:]
        var moved: [ElementKey: ItemAnimation.Move] = [:]
        moved.reserveCapacity(min(old.count, new.count))
        for (key, from) in old {
            if isDeleted(key) {
                deleted[key] = from
            } else if isInserted(key) {
                continue  // a stale old frame of an inserted item
            } else if let to = new[key] {
                moved[key] = ItemAnimation.Move(from: from, to: to)
            } else {
                deleted[key] = from
            }
        }
        for (key, to) in new where isInserted(key) || (old[key] == nil && !isDeleted(key)) {
            inserted[key] = to
        }
        return (inserted, deleted, moved)
    }
}
