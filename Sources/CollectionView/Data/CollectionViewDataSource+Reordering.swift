import DiffableDataSource
import LatticeLayout

/// A reorder the user made, as the data source's handlers hear of it (UIKit's
/// `NSDiffableDataSourceTransaction`): the snapshots before and after, and the moves.
public struct DataSourceReorder<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// What was presented before the reorder.
    public var initialSnapshot: Snapshot<SectionID, ItemID>
    /// What is presented after it: the app's new order.
    public var finalSnapshot: Snapshot<SectionID, ItemID>
    /// The moves, as the view's reordering logs them (for undo, `cause`).
    public var transaction: ReorderTransaction
}

/// UIKit's `UICollectionViewDiffableDataSource.ReorderingHandlers`: which items the user may drag, and what to
/// do once they have moved.
public struct DataSourceReorderingHandlers<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// Whether the user may move an item; nil: reordering is off.
    public var canReorderItem: ((ItemID) -> Bool)?
    /// Whether items may move into another section (UIKit's lists allow it; off by default here, as Lattice's
    /// catalogues keep their sections).
    public var canMoveBetweenSections = false
    /// Told of each reorder after the data source presents it: update the app's own store from
    /// `finalSnapshot`.
    public var didReorder: ((DataSourceReorder<SectionID, ItemID>) -> Void)?

    /// No reordering.
    public init() {}
}

extension CollectionViewDataSource {
    /// Turns press-and-drag and Alt+arrow reordering on for the items `canReorderItem` allows: the data source
    /// applies each move to its snapshot and presents it, then tells `didReorder` (UIKit's `reorderingHandlers`).
    func installReordering(_ handlers: DataSourceReorderingHandlers<SectionID, ItemID>) {
        guard let canReorder = handlers.canReorderItem else {
            model.reordering.rules = nil
            model.reordering.onReorder = nil
            return
        }
        model.reordering.rules = ReorderRules(
            canMove: { [weak self] path in self?.itemIdentifier(for: path).map(canReorder) ?? false },
            canMoveBetween: { from, to in handlers.canMoveBetweenSections || from == to })
        model.reordering.onReorder = { [weak self] transaction in
            guard let self, let next = transaction.applied(to: snapshot) else { return false }
            let before = snapshot
            lastReorder = Task { @MainActor in
                await self.apply(next, animatingDifferences: false)
                handlers.didReorder?(
                    DataSourceReorder(initialSnapshot: before, finalSnapshot: next, transaction: transaction))
            }
            return true
        }
    }
}
