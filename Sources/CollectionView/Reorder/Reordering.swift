import LatticeLayout

/// Reordering, configured directly on the model (`model.reordering.rules`, `model.reordering.onReorder`): which
/// items may move and where, who applies a move, the moves accepted (for undo and redo) and the press-and-drag in
/// progress — and what each of the user's asks (Alt+arrow, a drag, a drop, Ctrl+Z) would move. The model
/// coordinates: it hands the transaction this plans to the app, and presents the drag's preview.
///
/// ```swift
/// model.reordering.rules = ReorderRules()          // within each section
/// model.reordering.onReorder = { transaction in
///     guard let next = transaction.applied(to: snapshot) else { return false }
///     model.update(to: next, changes: ChangeSet(from: snapshot, to: next))
///     snapshot = next
///     return true
/// }
/// ```
public struct Reordering {
    /// Which items the user may reorder, and where (nil: reordering is off).
    public var rules: ReorderRules?
    /// Called with each reorder the user asks for (keys, drag, undo, redo): apply it to the data, present the
    /// result (`update(to:changes:)`) and return true — or return false to refuse it.
    public var onReorder: ((ReorderTransaction) -> Bool)?
    /// The accepted reorders, for undo and redo.
    public internal(set) var log = ReorderLog()
    /// The press-and-drag reorder in progress, if any. Cells are laid out from the drag's preview while it
    /// lasts.
    public internal(set) var drag: ReorderDrag?

    /// No reordering until `rules` and `onReorder` are set.
    public init() {}

    /// Whether a reorder can be proposed: reordering is on and the app applies reorders.
    var isOn: Bool { rules != nil && onReorder != nil }

    /// What Ctrl+Z proposes: the latest reorder, taken back (none during a drag).
    var nextUndo: ReorderTransaction? { drag == nil ? log.nextUndo : nil }

    /// What Shift+Ctrl+Z proposes: the latest undone reorder, made again (none during a drag).
    var nextRedo: ReorderTransaction? { drag == nil ? log.nextRedo : nil }

    /// Logs `transaction`, which the app accepted, for undo and redo.
    mutating func accepted(_ transaction: ReorderTransaction) { log.record(transaction) }

    /// The transaction Alt+`move` asks for — moving `identities` (the selection, or the cursor's item) one step
    /// across `engine`'s layout — or nil when nothing can move that way.
    func keyboardTransaction(
        _ move: CursorMove, moving identities: [ElementIdentity], engine: LayoutEngine,
        viewportHeight: Double
    ) -> ReorderTransaction? {
        guard let rules, [.up, .down, .left, .right].contains(move) else { return nil }
        let data = engine.dataSource
        let block = identities.compactMap { id in data.path(ofItem: id).map { (id: id, path: $0) } }.sorted {
            $0.path < $1.path
        }
        guard let first = block.first, let last = block.last, block.allSatisfy({ rules.canMove($0.path) }) else {
            return nil
        }
        // Onward in the data: Down, and Right — Left where leading is on the right.
        let sideways = (move == .left || move == .right) && engine.layout.configuration.scrollDirection == .vertical
        let forward = (move == .down || move == .right) != (sideways && engine.layoutDirection.isRightToLeft)
        let edge = forward ? last : first
        guard
            let target = CursorNavigation.target(
                from: edge.path, move: move, engine: engine, viewportHeight: viewportHeight),
            target != edge.path, !block.contains(where: { $0.path == target }),
            block.allSatisfy({ rules.canMoveBetween($0.path.section, target.section) })
        else { return nil }
        let targetID = data.identity(ofItemAt: target)
        return ReorderPlanner(data: data, sections: Set(block.map(\.path.section) + [target.section]))
            .transaction(moving: block.map(\.id), into: target.section, cause: .keyboard) { rest in
                if target.section != edge.path.section { return forward ? 0 : rest.count }
                let index = rest.firstIndex(of: targetID) ?? rest.count
                return forward ? index + 1 : index
            }
    }
}

/// Which items the user may move, and between which sections. Set `model.reordering.rules` to allow reordering
/// at all.
public struct ReorderRules {
    /// Whether the item at `path` may be moved.
    public var canMove: (ItemPath) -> Bool
    /// Whether an item of section `from` may move into section `to` (by index).
    public var canMoveBetween: (_ from: Int, _ to: Int) -> Bool
    /// Whether a press-and-drag lifts only a selected item: a drag from an item not selected then draws a
    /// rubber band, as from empty space (a grid of cards leaves little of it). A reorder handle always lifts.
    /// False (the default, as UIKit's): any item lifts, selected on the way.
    public var liftsOnlySelectedItems: Bool

    /// Rules: by default every item moves, within its own section only, selected or not.
    public init(
        canMove: @escaping (ItemPath) -> Bool = { _ in true },
        canMoveBetween: @escaping (_ from: Int, _ to: Int) -> Bool = { $0 == $1 },
        liftsOnlySelectedItems: Bool = false
    ) {
        self.canMove = canMove
        self.canMoveBetween = canMoveBetween
        self.liftsOnlySelectedItems = liftsOnlySelectedItems
    }

    /// Every item moves, into any section.
    public static var anywhere: ReorderRules { ReorderRules(canMoveBetween: { _, _ in true }) }
}
