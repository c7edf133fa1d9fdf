import LatticeLayout

/// Sticky outline ancestors, configured directly on the model (`model.stickyAncestors.isEnabled = true`): how an
/// item's parent is found, whether the ancestors of the first row on screen stay pinned, which rows pin over a
/// frame's rows (`pinnedRows`), and where the last frame pinned them.
public struct StickyAncestors {
    /// The parent of an item in an outline (nil for a root): while `isEnabled`, the chain of parents of the rows
    /// at the top stays pinned while their descendants scroll under them.
    public var parent: ((ElementIdentity) -> ElementIdentity?)?
    /// Whether the ancestors of the first row on screen stay pinned at the top.
    public var isEnabled = false
    /// The ancestors pinned in the last frame, with where they are drawn (content coordinates).
    public internal(set) var pinned: [PinnedAncestor] = []

    /// Off, with no parent function.
    public init() {}
}

extension StickyAncestors {
    /// The chain of ancestors of the rows at the top (content offset `top`), root first, stacked from the top:
    /// an ancestor pins as soon as its own row starts to scroll off while a descendant of it is the first row below
    /// the stack (as a pinned section header does). `attributes` are the elements on screen; `identity`, `path`
    /// and `frame` look items up in the data and the layout. None when off or without a parent function.
    /// - Complexity: O(depth × rows on screen).
    func pinnedRows(
        in attributes: [LayoutAttributes], top: Double, identity: (ItemPath) -> ElementIdentity,
        path: (ElementIdentity) -> ItemPath?, frame: (ItemPath) -> Rect?
    ) -> [PinnedAncestor] {
        guard isEnabled, let parentOf = parent else { return [] }
        let cells = attributes.filter { $0.category == .cell }.sorted { $0.frame.minY < $1.frame.minY }
        var pinned: [PinnedAncestor] = []
        var y = top
        while pinned.count < 16 {
            // The first row starting below the stack: its ancestors that have begun to scroll off pin.
            guard let row = cells.first(where: { $0.frame.minY >= y - 0.5 }) else { break }
            var chain: [ElementIdentity] = []
            var parent = parentOf(identity(row.indexPath))
            while let ancestor = parent, chain.count < 64 {
                chain.append(ancestor)
                parent = parentOf(ancestor)
            }
            chain.reverse()
            guard pinned.count < chain.count, pinned.map(\.identity) == Array(chain.prefix(pinned.count)) else { break }
            let next = chain[pinned.count]
            guard let at = path(next), let rowFrame = frame(at), rowFrame.minY < y - 0.5 else { break }
            pinned.append(
                PinnedAncestor(
                    identity: next, path: at,
                    frame: Rect(x: rowFrame.minX, y: y, width: rowFrame.width, height: rowFrame.height)))
            y += rowFrame.height
        }
        return pinned
    }
}
