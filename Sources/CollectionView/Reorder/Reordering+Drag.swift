import LatticeLayout

/// A press-and-drag reorder in progress: the items lifted, where they would land, and updates that arrived
/// meanwhile (applied when it ends).
public struct ReorderDrag {
    /// The items moved, in the order they land (their order in the data).
    public let items: [ElementIdentity]
    /// The item the pointer holds (drawn under the pointer).
    public let grabbed: ElementIdentity
    /// Where they would land now: the section, and the index among its other items.
    public internal(set) var destination: ItemPath
    /// The pointer, in canvas coordinates.
    public internal(set) var pointer: Point
    /// Where in the grabbed cell the pointer holds it.
    let grab: Point
    /// The data the drag started on (the preview is built over it).
    let original: any LayoutDataSource
    /// The lifted items with their paths in `original`.
    let block: [(identity: ElementIdentity, path: ItemPath)]
    /// Updates that arrived during the drag, in order.
    var queued: [() -> Void] = []
    /// When autoscroll last moved the content (clock time).
    var lastAutoscroll: Double?

    /// The data the cells are laid out from: `original` with the block moved to `destination`.
    var preview: ReorderPreviewData { ReorderPreviewData(base: original, block: block, destination: destination) }
}

extension Reordering {
    /// How far the pointer moves from a press on an item before the item lifts for reordering (on its reorder
    /// handle, the accessory made for dragging, a few pixels do).
    static let threshold = 8.0
    static let handleThreshold = 3.0
    /// The band along the top and bottom edge where a drag scrolls the content, and the fastest speed (px/s).
    static let autoscrollBand = 48.0
    static let autoscrollSpeed = 1200.0

    /// Whether a press on `pressed` that became a drag draws a rubber band instead of lifting it: where only
    /// selected items lift, the item is not selected and the press was not on its handle.
    func bandsInsteadOfLifting(
        _ pressed: ElementIdentity, selection: SelectionModel<ElementIdentity>, onHandle: Bool
    ) -> Bool {
        guard let rules else { return false }
        return rules.liftsOnlySelectedItems && selection.mode != .none && !selection.isSelected(pressed) && !onHandle
    }

    /// Lifts the items a drag of `pressed` moves: the `selected` items the rules let move into the pressed item's
    /// section — or the pressed item alone, when the selection does not hold it. `start` is where the press began
    /// and `pointer` where it is now (canvas coordinates), `offset` the viewport's. False when the item may not
    /// move.
    mutating func lift(
        _ pressed: ElementIdentity, selected: Set<ElementIdentity>, start: Point, pointer: Point,
        offset: Point, engine: LayoutEngine
    ) -> Bool {
        let data = engine.dataSource
        guard let rules, let pressedPath = data.path(ofItem: pressed), rules.canMove(pressedPath),
            let frame = engine.layoutAttributesForItem(at: pressedPath)?.frame
        else { return false }
        var block = selected.compactMap { id in data.path(ofItem: id).map { (identity: id, path: $0) } }
            .filter { rules.canMove($0.path) && rules.canMoveBetween($0.path.section, pressedPath.section) }
            .sorted { $0.path < $1.path }
        if !block.contains(where: { $0.identity == pressed }) { block = [(identity: pressed, path: pressedPath)] }
        let content = Point(x: start.x + offset.x, y: start.y + offset.y)
        // The block lands where its first item in the pressed item's section was, among the others.
        let first = block.first { $0.path.section == pressedPath.section }?.path ?? pressedPath
        let before = block.filter { $0.path.section == first.section && $0.path.item < first.item }.count
        drag = ReorderDrag(
            items: block.map(\.identity), grabbed: pressed,
            destination: ItemPath(section: first.section, item: first.item - before),
            pointer: pointer, grab: Point(x: content.x - frame.minX, y: content.y - frame.minY),
            original: data, block: block)
        return true
    }

    /// Moves the drag's destination to where the pointer points among `cells` (the cells on screen, laid out from
    /// the preview in `data`), the others making room: before or after the nearest cell — across a row in a grid
    /// (narrow cells), down the column in a list. Returns whether the destination changed.
    mutating func retarget(
        among cells: [LayoutAttributes], data: any LayoutDataSource, offset: Point,
        contentWidth: Double
    ) -> Bool {
        guard let current = drag, let rules else { return false }
        let content = Point(x: current.pointer.x + offset.x, y: current.pointer.y + offset.y)
        func distance(_ frame: Rect) -> Double {
            let dx = max(frame.minX - content.x, 0, content.x - frame.maxX)
            let dy = max(frame.minY - content.y, 0, content.y - frame.maxY)
            return dx * dx + dy * dy
        }
        guard let target = cells.min(by: { distance($0.frame) < distance($1.frame) }) else { return false }
        let targetID = data.identity(ofItemAt: target.indexPath)
        guard !current.items.contains(targetID),
            current.block.allSatisfy({ rules.canMoveBetween($0.path.section, target.indexPath.section) })
        else { return false }
        let horizontal = target.frame.width < contentWidth * 0.7
        let before = horizontal ? content.x < target.frame.midX : content.y < target.frame.midY
        var index = target.indexPath.item
        if target.indexPath.section == current.destination.section
            && index >= current.destination.item + current.items.count
        {
            index -= current.items.count
        }
        let destination = ItemPath(section: target.indexPath.section, item: before ? index : index + 1)
        guard destination != current.destination else { return false }
        drag!.destination = destination
        return true
    }

    /// The autoscroll speed for the drag's pointer (negative near the top), in a viewport at `viewport` over
    /// content `contentHeight` tall: faster closer to the edge, none where the content cannot scroll further.
    func autoscrollVelocity(in viewport: Viewport, contentHeight: Double) -> Double {
        guard let point = drag?.pointer else { return 0 }
        let band = Self.autoscrollBand, height = viewport.size.height
        if point.y < band && viewport.offset.y > 0 { return -Self.autoscrollSpeed * (band - max(point.y, 0)) / band }
        if point.y > height - band && viewport.offset.y < contentHeight - height {
            return Self.autoscrollSpeed * (min(point.y, height) - (height - band)) / band
        }
        return 0
    }

    /// How far the drag scrolls the content in the frame at `now` (nil: not at all), and when it last did. The
    /// first frame near an edge only starts the clock; a step covers at most 50 ms.
    mutating func autoscrollStep(at now: Double, in viewport: Viewport, contentHeight: Double) -> Double? {
        guard let current = drag else { return nil }
        let velocity = autoscrollVelocity(in: viewport, contentHeight: contentHeight)
        drag!.lastAutoscroll = velocity == 0 ? nil : now
        guard velocity != 0, let last = current.lastAutoscroll else { return nil }
        return velocity * min(0.05, max(0, now - last))
    }

    /// The transaction a drop of `drag` asks for: the lifted items still in `data`, into the section `section`
    /// before `anchor` (the end of the section when nil or gone).
    func dropTransaction(
        _ drag: ReorderDrag, in data: any LayoutDataSource, section: ElementIdentity,
        before anchor: ElementIdentity?
    ) -> ReorderTransaction? {
        guard let rules,
            let destination = (0..<data.numberOfSections).first(where: { data.identity(ofSection: $0) == section })
        else { return nil }
        // The items still there that may still go there (an update during the drag may have moved them).
        let present = drag.items.compactMap { id in data.path(ofItem: id).map { (id: id, path: $0) } }
            .filter { rules.canMove($0.path) && rules.canMoveBetween($0.path.section, destination) }
        guard !present.isEmpty else { return nil }
        return ReorderPlanner(data: data, sections: Set(present.map(\.path.section) + [destination]))
            .transaction(moving: present.map(\.id), into: destination, cause: .drag) { rest in
                anchor.flatMap { rest.firstIndex(of: $0) } ?? rest.count
            }
    }
}
