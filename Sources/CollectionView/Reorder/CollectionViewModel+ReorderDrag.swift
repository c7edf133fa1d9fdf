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
}

extension CollectionViewModel {
    /// How far the pointer moves from a press on an item before the item lifts for reordering (on its reorder
    /// handle, the accessory made for dragging, a few pixels do).
    static let reorderThreshold = 8.0
    static let handleThreshold = 3.0
    /// The band along the top and bottom edge where a drag scrolls the content, and the fastest speed (px/s).
    static let autoscrollBand = 48.0
    static let autoscrollSpeed = 1200.0

    /// Whether a drag reorder is scrolling the content (the view should keep drawing frames).
    public var isAutoscrolling: Bool { reorderDrag.map { autoscrollVelocity(for: $0.pointer) != 0 } ?? false }

    /// The pointer moved while pressed on an item: past the threshold, the item (with the rest of the
    /// selection, if it is selected) lifts and follows the pointer. Returns whether a reorder drag runs.
    func continueReorderDrag(to point: Point) -> Bool {
        if reorderDrag != nil {
            reorderDrag!.pointer = point
            retargetReorderDrag()
            return true
        }
        guard let rules = reorderRules, onReorder != nil, let pressed = pressedItem,
              let start = pointer.dragStart(at: point, threshold: Self.reorderThreshold, handleThreshold: Self.handleThreshold)
        else { return false }
        // Where only selected items lift, a drag from another draws a rubber band, as from empty space.
        if rules.liftsOnlySelectedItems && selection.mode != .none && !selection.isSelected(pressed) && !pointer.pressedOnHandle {
            let content = Point(x: start.x + viewport.offset.x, y: start.y + viewport.offset.y)
            rubberBand = RubberBand(origin: content, current: content, initial: selection.selected, modifiers: [])
            pointer.endPress()
            updateRubberBand(to: point)
            return true
        }
        let data = engine.dataSource
        guard let pressedPath = data.path(ofItem: pressed), rules.canMove(pressedPath),
              let frame = engine.layoutAttributesForItem(at: pressedPath)?.frame else { return false }
        let selectedBefore = selection.selected
        if !selection.isSelected(pressed) { selection.click(pressed, modifiers: [], order: [pressed]) }
        // What lifts: the selected items the rules let move into the pressed item's section — or the pressed
        // item alone, when the selection does not hold it (a view that does not select).
        var block = selection.selected.compactMap { id in data.path(ofItem: id).map { (identity: id, path: $0) } }
            .filter { rules.canMove($0.path) && rules.canMoveBetween($0.path.section, pressedPath.section) }
            .sorted { $0.path < $1.path }
        if !block.contains(where: { $0.identity == pressed }) { block = [(identity: pressed, path: pressedPath)] }
        let content = Point(x: start.x + viewport.offset.x, y: start.y + viewport.offset.y)
        // The block lands where its first item in the pressed item's section was, among the others.
        let first = block.first { $0.path.section == pressedPath.section }?.path ?? pressedPath
        let before = block.filter { $0.path.section == first.section && $0.path.item < first.item }.count
        reorderDrag = ReorderDrag(items: block.map(\.identity), grabbed: pressed,
                                  destination: ItemPath(section: first.section, item: first.item - before),
                                  pointer: point, grab: Point(x: content.x - frame.minX, y: content.y - frame.minY),
                                  original: data, block: block)
        pressedItem = nil
        replaceData(ReorderPreviewData(base: data, block: block, destination: reorderDrag!.destination), animated: true)
        retargetReorderDrag()
        // The app hears of the selection once the drag is set up (an update it makes now waits for the drop).
        selectionChanged(from: selectedBefore)
        return true
    }

    /// Ends the drag: updates that waited are applied, then — when `commit` — the move is handed to the app
    /// (`onReorder`). A refused or cancelled drag puts the items back, animated.
    public func endReorderDrag(commit: Bool) {
        guard let drag = reorderDrag else { return }
        reorderDrag = nil
        pointer.endPress()
        // Where the block landed, by identity: its section and the item it sits before, which survive updates.
        let preview = engine.dataSource
        let sectionID = drag.original.identity(ofSection: drag.destination.section)
        let after = ItemPath(section: drag.destination.section, item: drag.destination.item + drag.items.count)
        let anchor = after.item < preview.numberOfItems(inSection: after.section) ? preview.identity(ofItemAt: after) : nil
        var data = drag.original
        if !drag.queued.isEmpty {
            replaceData(drag.original, animated: false)
            for update in drag.queued { update() }
            data = engine.dataSource
        }
        let transaction = commit ? dropTransaction(drag, in: data, section: sectionID, before: anchor) : nil
        if let transaction { _ = propose(transaction) }
        // Refused, cancelled — or accepted by an app that presents the result later: the data the app has
        // is what shows until it does (the preview's positions would no longer be translated).
        if engine.dataSource is ReorderPreviewData { replaceData(data, animated: true) }
    }

    /// Moves the destination to where the pointer points, the others making room — animated, except while
    /// autoscrolling (a transition would hold the scroll still).
    func retargetReorderDrag(animated: Bool = true) {
        guard let drag = reorderDrag, let rules = reorderRules else { return }
        let content = Point(x: drag.pointer.x + viewport.offset.x, y: drag.pointer.y + viewport.offset.y)
        let data = engine.dataSource
        let cells = engine.visibleLayout(in: viewport.visibleRect).attributes.filter { $0.category == .cell }
        func distance(_ frame: Rect) -> Double {
            let dx = max(frame.minX - content.x, 0, content.x - frame.maxX)
            let dy = max(frame.minY - content.y, 0, content.y - frame.maxY)
            return dx * dx + dy * dy
        }
        guard let target = cells.min(by: { distance($0.frame) < distance($1.frame) }) else { return }
        let targetID = data.identity(ofItemAt: target.indexPath)
        guard !drag.items.contains(targetID),
              drag.block.allSatisfy({ rules.canMoveBetween($0.path.section, target.indexPath.section) }) else { return }
        // Before or after the target: across a row in a grid (narrow cells), down the column in a list.
        let content0 = engine.contentSize.width
        let horizontal = target.frame.width < content0 * 0.7
        let before = horizontal ? content.x < target.frame.midX : content.y < target.frame.midY
        var index = target.indexPath.item
        if target.indexPath.section == drag.destination.section && index >= drag.destination.item + drag.items.count {
            index -= drag.items.count
        }
        let destination = ItemPath(section: target.indexPath.section, item: before ? index : index + 1)
        guard destination != drag.destination else { return }
        reorderDrag!.destination = destination
        replaceData(ReorderPreviewData(base: drag.original, block: drag.block, destination: destination), animated: animated)
    }

    /// Scrolls the content while the dragged item is held near the top or bottom edge, faster closer to it;
    /// called with each frame (`displayList`). Returns whether it scrolled.
    @discardableResult
    func stepReorderAutoscroll() -> Bool {
        guard let drag = reorderDrag else { return false }
        let now = clock.now
        let velocity = autoscrollVelocity(for: drag.pointer)
        defer { reorderDrag?.lastAutoscroll = velocity == 0 ? nil : now }
        guard velocity != 0, let last = drag.lastAutoscroll else { return false }
        let before = viewport.offset.y
        scroll(toOffset: before + velocity * min(0.05, max(0, now - last)))
        guard viewport.offset.y != before else { return false }
        retargetReorderDrag(animated: false)
        return true
    }

    /// The autoscroll speed for a pointer at `point` (canvas coordinates): negative near the top.
    func autoscrollVelocity(for point: Point) -> Double {
        let band = Self.autoscrollBand, height = viewport.size.height
        if point.y < band && viewport.offset.y > 0 { return -Self.autoscrollSpeed * (band - max(point.y, 0)) / band }
        if point.y > height - band && viewport.offset.y < engine.contentSize.height - height {
            return Self.autoscrollSpeed * (min(point.y, height) - (height - band)) / band
        }
        return 0
    }

    /// The transaction a drop asks for: the lifted items still in `data`, into the section `section` before
    /// `anchor` (the end of the section when nil or gone).
    private func dropTransaction(_ drag: ReorderDrag, in data: any LayoutDataSource, section: ElementIdentity,
                                 before anchor: ElementIdentity?) -> ReorderTransaction? {
        guard let rules = reorderRules,
              let destination = (0..<data.numberOfSections).first(where: { data.identity(ofSection: $0) == section }) else { return nil }
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

extension CollectionViewModel {
    /// The grabbed cell, under the pointer, lifted above the others (with a count when several move).
    func drawLifted(_ drag: ReorderDrag, into list: inout DisplayList) {
        guard let path = engine.dataSource.path(ofItem: drag.grabbed),
              let frame = engine.layoutAttributesForItem(at: path)?.frame,
              let content = cellProvider(path) else { return }
        // A row of a list moves up and down only; a grid's cell follows the pointer both ways.
        let isRow = frame.width >= viewport.size.width * 0.7
        let at = Rect(x: isRow ? frame.minX - viewport.offset.x : drag.pointer.x - drag.grab.x, y: drag.pointer.y - drag.grab.y,
                      width: frame.width, height: frame.height)
        var state = presentedState(at: path)
        state.isHighlighted = true
        let lifted = restyled(content, for: state)
        // A soft shadow: the border colour, faint, a little below and around.
        list.append(.beginGroup(opacity: 0.45))
        list.append(.rectangle(at.offsetBy(dx: 0, dy: 3).inset(by: EdgeInsets(all: -2)), cornerRadius: max(6, content.background.cornerRadius),
                               fill: .role(.border), stroke: nil, lineWidth: 0))
        list.append(.endGroup)
        // Opaque, so the rows it passes over do not show through a translucent selection.
        list.append(.rectangle(at, cornerRadius: max(6, content.background.cornerRadius), fill: .role(.cardBackground),
                               stroke: nil, lineWidth: 0))
        lifted.draw(in: at, state: state, measurer: measurer, into: &list)
        if drag.items.count > 1 {
            // The count at the lifted cell's top-leading corner, kept on the canvas.
            let badge = Rect(x: max(2, at.minX - 8), y: max(2, at.minY - 8), width: 24, height: 24)
            list.append(.rectangle(badge, cornerRadius: 12, fill: .role(.accentBackground), stroke: nil, lineWidth: 0))
            list.append(.text("\(drag.items.count)", in: badge.inset(by: EdgeInsets(top: 3, leading: 0, bottom: 0, trailing: 0)),
                              style: TextStyle(size: 12, weight: .bold, paint: .role(.accentForeground), alignment: .center)))
        }
    }
}
