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
    /// The ancestors pinned over `attributes` (the rows on screen) this frame (`StickyAncestors.pinnedRows`): none
    /// while a transition runs.
    func pinnedAncestorRows(in attributes: [LayoutAttributes]) -> [PinnedAncestor] {
        guard transition == nil else { return [] }
        let data = engine.dataSource, engine = self.engine
        return stickyAncestors.pinnedRows(
            in: attributes, top: viewport.offset.y, identity: data.identity(ofItemAt:),
            path: data.path(ofItem:), frame: { engine.layoutAttributesForItem(at: $0)?.frame })
    }

    /// Draws the pinned ancestors over the rows under them, on the canvas background, with a line below.
    func drawPinnedAncestors(dx: Double, dy: Double, into list: inout DisplayList) {
        guard let last = stickyAncestors.pinned.last, let first = stickyAncestors.pinned.first else { return }
        let band = Rect(
            x: 0, y: first.frame.minY + dy, width: viewport.size.width, height: last.frame.maxY - first.frame.minY)
        list.append(.rectangle(band, cornerRadius: 0, fill: background, stroke: nil, lineWidth: 0))
        for ancestor in stickyAncestors.pinned {
            guard let content = cellProvider(ancestor.path) else { continue }
            let state = presentedState(at: ancestor.path)
            restyled(content, for: state).draw(
                in: ancestor.frame.offsetBy(dx: dx, dy: dy), state: state,
                measurer: measurer, into: &list)
        }
        list.append(
            .line(
                from: Point(x: 0, y: band.maxY - 0.5), to: Point(x: viewport.size.width, y: band.maxY - 0.5),
                width: 1, paint: .role(.border)))
    }
}
