import LatticeLayout

/// An outline row pinned at the top while its descendants scroll under it.
public struct PinnedAncestor: Hashable, Sendable {
    /// The row's item.
    public var identity: ElementIdentity
    /// Where it is in the data.
    public var path: ItemPath
    /// Where it is drawn, in content coordinates (at the top of the viewport).
    public var frame: Rect
}

extension CollectionViewModel {
    /// The chain of ancestors of the rows at the top of the viewport, root first, stacked from the top: an
    /// ancestor pins as soon as its own row starts to scroll off while a descendant of it is the first row
    /// below the stack (as a pinned section header does). - Complexity: O(depth × rows on screen).
    func pinnedAncestorRows(in attributes: [LayoutAttributes]) -> [PinnedAncestor] {
        guard pinsOutlineAncestors, let parentOf = outlineParent, transition == nil else { return [] }
        let data = engine.dataSource
        let cells = attributes.filter { $0.category == .cell }.sorted { $0.frame.minY < $1.frame.minY }
        var pinned: [PinnedAncestor] = []
        var y = viewport.offset.y
        while pinned.count < 16 {
            // The first row starting below the stack: its ancestors that have begun to scroll off pin.
            guard let row = cells.first(where: { $0.frame.minY >= y - 0.5 }) else { break }
            var chain: [ElementIdentity] = []
            var parent = parentOf(data.identity(ofItemAt: row.indexPath))
            while let ancestor = parent, chain.count < 64 {
                chain.append(ancestor)
                parent = parentOf(ancestor)
            }
            chain.reverse()
            guard pinned.count < chain.count, pinned.map(\.identity) == Array(chain.prefix(pinned.count)) else { break }
            let next = chain[pinned.count]
            guard let path = data.path(ofItem: next), let frame = engine.layoutAttributesForItem(at: path)?.frame,
                  frame.minY < y - 0.5 else { break }
            pinned.append(PinnedAncestor(identity: next, path: path,
                                         frame: Rect(x: frame.minX, y: y, width: frame.width, height: frame.height)))
            y += frame.height
        }
        return pinned
    }

    /// Draws the pinned ancestors over the rows under them, on the canvas background, with a line below.
    func drawPinnedAncestors(dx: Double, dy: Double, into list: inout DisplayList) {
        guard let last = pinnedAncestors.last, let first = pinnedAncestors.first else { return }
        let band = Rect(x: 0, y: first.frame.minY + dy, width: viewport.size.width, height: last.frame.maxY - first.frame.minY)
        list.append(.rectangle(band, cornerRadius: 0, fill: background, stroke: nil, lineWidth: 0))
        for ancestor in pinnedAncestors {
            guard let content = cellProvider(ancestor.path) else { continue }
            let state = presentedState(at: ancestor.path)
            restyled(content, for: state).draw(in: ancestor.frame.offsetBy(dx: dx, dy: dy), state: state,
                                               measurer: measurer, into: &list)
        }
        list.append(.line(from: Point(x: 0, y: band.maxY - 0.5), to: Point(x: viewport.size.width, y: band.maxY - 0.5),
                          width: 1, paint: .role(.border)))
    }
}
