import DiffableDataSource
import LatticeLayout

/// Where an item sits in a reorder: its section, its index among the section's other items (the section
/// without the moved item), and the item it sits before (nil: the end of the section).
///
/// The anchor makes a recorded move survive unrelated changes to the data: applying a move puts the item
/// before its anchor when the anchor is still in the section, and at the index (clamped) otherwise.
public struct ReorderPosition: Hashable, Sendable {
    /// The section's identity.
    public var section: ElementIdentity
    /// The index among the section's other items.
    public var index: Int
    /// The item this one sits before; nil at the end of the section.
    public var before: ElementIdentity?

    /// Creates a position.
    public init(section: ElementIdentity, index: Int, before: ElementIdentity?) {
        self.section = section
        self.index = index
        self.before = before
    }
}

/// One item moved from one position to another.
public struct ReorderMove: Hashable, Sendable {
    /// The moved item.
    public var item: ElementIdentity
    /// Where it was.
    public var from: ReorderPosition
    /// Where it goes.
    public var to: ReorderPosition

    /// Creates a move.
    public init(item: ElementIdentity, from: ReorderPosition, to: ReorderPosition) {
        self.item = item
        self.from = from
        self.to = to
    }
}

/// Why a reorder happened.
public enum ReorderCause: Hashable, Sendable {
    /// Alt+arrow keys.
    case keyboard
    /// Press, drag and drop.
    case drag
    /// Ctrl+Z: a reorder taken back.
    case undo
    /// Shift+Ctrl+Z: a reorder taken back, made again.
    case redo
}

/// A reorder the user asked for, handed to the app (`CollectionViewModel.onReorder`) to accept — by applying
/// it to its data and presenting the result — or to reject.
///
/// The moves apply in order, each to the data as the ones before it left it. `inverse` takes the transaction
/// back exactly (the undo log's currency).
///
/// ```swift
/// model.reordering.onReorder = { transaction in
///     guard let next = transaction.applied(to: snapshot) else { return false }
///     model.update(to: next, changes: ChangeSet(from: snapshot, to: next))
///     snapshot = next
///     return true
/// }
/// ```
public struct ReorderTransaction: Hashable, Sendable {
    /// The moves, in the order they apply.
    public var moves: [ReorderMove]
    /// What asked for it.
    public var cause: ReorderCause

    /// Creates a transaction.
    public init(moves: [ReorderMove], cause: ReorderCause) {
        self.moves = moves
        self.cause = cause
    }

    /// The items moved, in the order they were moved.
    public var items: [ElementIdentity] { moves.map(\.item) }

    /// The transaction that takes this one back: the moves reversed, each from where it went to where it was.
    public func inverse(cause: ReorderCause) -> ReorderTransaction {
        ReorderTransaction(
            moves: moves.reversed().map { ReorderMove(item: $0.item, from: $0.to, to: $0.from) }, cause: cause)
    }

    /// `snapshot` with the moves applied, or nil when an item or section of a move is not in it (the data
    /// changed under the transaction). Identities are matched as `ElementIdentity(itemID)` and
    /// `ElementIdentity(sectionID)`, as `SnapshotLayoutData` makes them.
    /// - Complexity: O(moves × items of the sections involved).
    public func applied<SectionID, ItemID>(to snapshot: Snapshot<SectionID, ItemID>) -> Snapshot<SectionID, ItemID>? {
        var result = snapshot
        for move in moves {
            guard let item = move.item.value(as: ItemID.self), result.indexOfItem(item) != nil,
                let section = move.to.section.value(as: SectionID.self), result.indexOfSection(section) != nil
            else { return nil }
            let others = result.itemIdentifiers(inSection: section).filter { $0 != item }
            let anchor = move.to.before?.value(as: ItemID.self).flatMap { others.contains($0) ? $0 : nil }
            if let anchor {
                result.moveItem(item, beforeItem: anchor)
            } else if move.to.before == nil || move.to.index >= others.count {
                if let last = others.last {
                    result.moveItem(item, afterItem: last)
                } else {
                    result.deleteItems([item])
                    result.appendItems([item], toSection: section)
                }
            } else {
                result.moveItem(item, beforeItem: others[max(0, move.to.index)])
            }
        }
        return result
    }
}

/// The reorders a view has made, for undo and redo: a transaction log, bounded.
public struct ReorderLog: Sendable {
    /// Transactions that can be taken back, the latest last.
    public private(set) var undoable: [ReorderTransaction] = []
    /// Transactions taken back that can be made again, the latest undone last.
    public private(set) var redoable: [ReorderTransaction] = []
    /// How many transactions are kept.
    public var limit = 200

    /// An empty log.
    public init() {}

    /// Records an accepted reorder: the user's own (keyboard, drag) clear what could be redone.
    mutating func record(_ transaction: ReorderTransaction) {
        switch transaction.cause {
        case .keyboard, .drag:
            undoable.append(transaction)
            redoable.removeAll()
        case .undo:
            redoable.append(transaction.inverse(cause: .redo))
        case .redo:
            undoable.append(transaction)
        }
        if undoable.count > max(0, limit) { undoable.removeFirst(undoable.count - max(0, limit)) }
    }

    /// The transaction that would undo the latest reorder.
    var nextUndo: ReorderTransaction? { undoable.last.map { $0.inverse(cause: .undo) } }
    /// The transaction that would redo the latest undone reorder.
    var nextRedo: ReorderTransaction? { redoable.last }

    mutating func popUndo() { undoable.removeLast() }
    mutating func popRedo() { redoable.removeLast() }

    /// Forgets everything (the data was replaced).
    public mutating func removeAll() {
        undoable.removeAll()
        redoable.removeAll()
    }
}
