import LatticeLayout

/// Which items the user may move, and between which sections. Set `CollectionViewModel.reorderRules` to allow
/// reordering at all.
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
    public init(canMove: @escaping (ItemPath) -> Bool = { _ in true },
                canMoveBetween: @escaping (_ from: Int, _ to: Int) -> Bool = { $0 == $1 },
                liftsOnlySelectedItems: Bool = false) {
        self.canMove = canMove
        self.canMoveBetween = canMoveBetween
        self.liftsOnlySelectedItems = liftsOnlySelectedItems
    }

    /// Every item moves, into any section.
    public static var anywhere: ReorderRules { ReorderRules(canMoveBetween: { _, _ in true }) }
}

extension CollectionViewModel {
    /// Alt+arrow: moves the selected items (or the cursor's item) one step in the direction of `move` — to the
    /// neighbouring position in a list, the neighbouring cell in a grid (a row up or down, a cell left or
    /// right), into the next or previous section at its edge where the rules allow. Selected items that were
    /// apart are gathered there. Returns whether the app accepted the reorder.
    @discardableResult
    public func reorderSelection(_ move: CursorMove) -> Bool {
        guard reorderDrag == nil, let transaction = keyboardReorder(move) else { return false }
        guard propose(transaction) else { return false }
        if let first = transaction.items.first, let path = engine.dataSource.path(ofItem: first) {
            scroll(toItem: path, position: .nearest)
        }
        return true
    }

    /// Ctrl+Z: takes back the latest reorder (the app is asked, as for any reorder). Returns whether it did.
    /// A refused undo stays in the log (the app may accept it later: after a search is cleared, say). Not
    /// during a drag.
    @discardableResult
    public func undoReorder() -> Bool {
        guard let transaction = reorder.nextUndo else { return false }
        guard propose(transaction) else { return false }
        reorderLog.popUndo()
        return true
    }

    /// Shift+Ctrl+Z: makes the latest undone reorder again. Returns whether it did.
    @discardableResult
    public func redoReorder() -> Bool {
        guard let transaction = reorder.nextRedo else { return false }
        guard propose(transaction) else { return false }
        reorderLog.popRedo()
        return true
    }

    /// Hands `transaction` to the app; an accepted one is logged for undo and reported to callbacks.observers.
    func propose(_ transaction: ReorderTransaction) -> Bool {
        guard reorder.isOn, let onReorder, onReorder(transaction) else { return false }
        reorderLog.record(transaction)
        notify(.reordered(transaction))
        return true
    }

    /// The transaction Alt+`move` asks for, or nil when nothing can move that way.
    func keyboardReorder(_ move: CursorMove) -> ReorderTransaction? {
        guard let rules = reorderRules, [.up, .down, .left, .right].contains(move) else { return nil }
        let data = engine.dataSource
        var identities = Array(selection.selected)
        if identities.isEmpty, let cursor = selection.cursor { identities = [cursor] }
        let block = identities.compactMap { id in data.path(ofItem: id).map { (id: id, path: $0) } }.sorted { $0.path < $1.path }
        guard let first = block.first, let last = block.last, block.allSatisfy({ rules.canMove($0.path) }) else { return nil }
        let forward = move == .down || move == .right
        let edge = forward ? last : first
        guard let target = CursorNavigation.target(from: edge.path, move: move, engine: engine,
                                                   viewportHeight: viewport.size.height),
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

/// Turns "these items go there" into sequential moves with exact positions, by playing them on a copy of the
/// sections involved.
struct ReorderPlanner {
    private var sections: [Int: [ElementIdentity]]
    private let sectionIDs: [Int: ElementIdentity]

    /// The sections `sections` of `data`. - Complexity: O(items in them).
    init(data: any LayoutDataSource, sections: Set<Int>) {
        var items: [Int: [ElementIdentity]] = [:]
        var ids: [Int: ElementIdentity] = [:]
        for section in sections {
            items[section] = (0..<data.numberOfItems(inSection: section)).map { data.identity(ofItemAt: ItemPath(section: section, item: $0)) }
            ids[section] = data.identity(ofSection: section)
        }
        self.sections = items
        self.sectionIDs = ids
    }

    /// Moves `block` (in order) together into `destination`, where `insertion` picks the index among the
    /// section's items without the block. Nil when nothing would change.
    func transaction(moving block: [ElementIdentity], into destination: Int, cause: ReorderCause,
                     insertion: ([ElementIdentity]) -> Int) -> ReorderTransaction? {
        let moving = Set(block)
        guard let destinationItems = sections[destination], let destinationID = sectionIDs[destination] else { return nil }
        let rest = destinationItems.filter { !moving.contains($0) }
        let index = min(max(insertion(rest), 0), rest.count)
        let successor = index < rest.count ? rest[index] : nil
        var simulation = sections
        var moves: [ReorderMove] = []
        for (k, item) in block.enumerated() {
            guard let section = simulation.first(where: { $0.value.contains(item) })?.key,
                  let at = simulation[section]!.firstIndex(of: item) else { return nil }
            simulation[section]!.remove(at: at)
            let from = ReorderPosition(section: sectionIDs[section]!, index: at,
                                       before: at < simulation[section]!.count ? simulation[section]![at] : nil)
            let items = simulation[destination]!
            let to = k == 0 ? (successor.flatMap { items.firstIndex(of: $0) } ?? items.count)
                : (items.firstIndex(of: block[k - 1]).map { $0 + 1 } ?? items.count)
            simulation[destination]!.insert(item, at: to)
            moves.append(ReorderMove(item: item, from: from, to: ReorderPosition(
                section: destinationID, index: to, before: to < items.count ? items[to] : nil)))
        }
        guard simulation != sections else { return nil }
        // Items that land where they were are left out (a block's first item that did not move, say).
        return ReorderTransaction(moves: moves.filter { $0.from != $0.to }, cause: cause)
    }
}
