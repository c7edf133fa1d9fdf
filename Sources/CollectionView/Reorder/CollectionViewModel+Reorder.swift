import LatticeLayout

// The model coordinates reordering: `reordering` plans what each ask moves; the model hands the transaction to
// the app, keeps selection and the pointer in step, and presents the drag's preview.
extension CollectionViewModel {
    /// Alt+arrow: moves the selected items (or the cursor's item) one step in the direction of `move` — to the
    /// neighbouring position in a list, the neighbouring cell in a grid (a row up or down, a cell left or
    /// right), into the next or previous section at its edge where the rules allow. Selected items that were
    /// apart are gathered there. Returns whether the app accepted the reorder.
    @discardableResult
    public func reorderSelection(_ move: CursorMove) -> Bool {
        var identities = Array(selection.selected)
        if identities.isEmpty, let cursor = selection.cursor { identities = [cursor] }
        guard reordering.drag == nil,
            let transaction = reordering.keyboardTransaction(
                move, moving: identities, engine: engine,
                viewportHeight: viewport.size.height),
            propose(transaction)
        else { return false }
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
        guard let transaction = reordering.nextUndo, propose(transaction) else { return false }
        reordering.log.popUndo()
        return true
    }

    /// Shift+Ctrl+Z: makes the latest undone reorder again. Returns whether it did.
    @discardableResult
    public func redoReorder() -> Bool {
        guard let transaction = reordering.nextRedo, propose(transaction) else { return false }
        reordering.log.popRedo()
        return true
    }

    /// Whether a drag reorder is scrolling the content (the view should keep drawing frames).
    public var isAutoscrolling: Bool {
        reordering.autoscrollVelocity(in: viewport, contentHeight: engine.contentSize.height) != 0
    }

    /// Hands `transaction` to the app (outside any access to `reordering`: the app presents its data from the
    /// closure); an accepted one is logged for undo and reported to observers.
    func propose(_ transaction: ReorderTransaction) -> Bool {
        guard reordering.isOn, let onReorder = reordering.onReorder, onReorder(transaction) else { return false }
        reordering.accepted(transaction)
        notify(.reordered(transaction))
        return true
    }

    /// The pointer moved while pressed on an item: past the threshold, the item (with the rest of the
    /// selection, if it is selected) lifts and follows the pointer. Returns whether a reorder drag runs.
    func continueReorderDrag(to point: Point) -> Bool {
        if reordering.drag != nil {
            reordering.drag!.pointer = point
            retargetReorderDrag()
            return true
        }
        guard reordering.isOn, let pressed = pressedItem,
            let start = pointer.dragStart(
                at: point, threshold: Reordering.threshold,
                handleThreshold: Reordering.handleThreshold)
        else { return false }
        if reordering.bandsInsteadOfLifting(pressed, selection: selection, onHandle: pointer.pressedOnHandle) {
            let content = Point(x: start.x + viewport.offset.x, y: start.y + viewport.offset.y)
            rubberBand = RubberBand(origin: content, current: content, initial: selection.selected, modifiers: [])
            pointer.endPress()
            updateRubberBand(to: point)
            return true
        }
        guard let path = engine.dataSource.path(ofItem: pressed), reordering.rules?.canMove(path) == true,
            engine.layoutAttributesForItem(at: path) != nil
        else { return false }
        let selectedBefore = selection.selected
        if !selection.isSelected(pressed) { selection.click(pressed, modifiers: [], order: [pressed]) }
        guard
            reordering.lift(
                pressed, selected: selection.selected, start: start, pointer: point,
                offset: viewport.offset, engine: engine), let drag = reordering.drag
        else { return false }
        pressedItem = nil
        replaceData(drag.preview, animated: true)
        retargetReorderDrag()
        // The app hears of the selection once the drag is set up (an update it makes now waits for the drop).
        selectionChanged(from: selectedBefore)
        return true
    }

    /// Ends the drag: updates that waited are applied, then — when `commit` — the move is handed to the app
    /// (`onReorder`). A refused or cancelled drag puts the items back, animated.
    public func endReorderDrag(commit: Bool) {
        guard let drag = reordering.drag else { return }
        reordering.drag = nil
        pointer.endPress()
        // Where the block landed, by identity: its section and the item it sits before, which survive updates.
        let preview = engine.dataSource
        let sectionID = drag.original.identity(ofSection: drag.destination.section)
        let after = ItemPath(section: drag.destination.section, item: drag.destination.item + drag.items.count)
        let anchor =
            after.item < preview.numberOfItems(inSection: after.section) ? preview.identity(ofItemAt: after) : nil
        var data = drag.original
        if !drag.queued.isEmpty {
            replaceData(drag.original, animated: false)
            for update in drag.queued { update() }
            data = engine.dataSource
        }
        if commit, let transaction = reordering.dropTransaction(drag, in: data, section: sectionID, before: anchor) {
            _ = propose(transaction)
        }
        // Refused, cancelled — or accepted by an app that presents the result later: the data the app has
        // is what shows until it does (the preview's positions would no longer be translated).
        if engine.dataSource is ReorderPreviewData { replaceData(data, animated: true) }
    }

    /// Moves the destination to where the pointer points, the others making room — animated, except while
    /// autoscrolling (a transition would hold the scroll still).
    func retargetReorderDrag(animated: Bool = true) {
        let cells = engine.visibleLayout(in: viewport.visibleRect).attributes.filter { $0.category == .cell }
        guard
            reordering.retarget(
                among: cells, data: engine.dataSource, offset: viewport.offset,
                contentWidth: engine.contentSize.width), let drag = reordering.drag
        else { return }
        replaceData(drag.preview, animated: animated)
    }

    /// Scrolls the content while the dragged item is held near the top or bottom edge, faster closer to it;
    /// called with each frame (`displayList`). Returns whether it scrolled.
    @discardableResult
    func stepReorderAutoscroll() -> Bool {
        guard
            let distance = reordering.autoscrollStep(
                at: animation.clock.now, in: viewport, contentHeight: engine.contentSize.height)
        else { return false }
        let before = viewport.offset.y
        scroll(toOffset: before + distance)
        guard viewport.offset.y != before else { return false }
        retargetReorderDrag(animated: false)
        return true
    }

    /// The grabbed cell, under the pointer, lifted above the others (with a count when several move).
    func drawLifted(_ drag: ReorderDrag, into list: inout DisplayList) {
        guard let path = engine.dataSource.path(ofItem: drag.grabbed),
            let frame = engine.layoutAttributesForItem(at: path)?.frame,
            let content = cellProvider(path)
        else { return }
        // A row of a list moves up and down only; a grid's cell follows the pointer both ways.
        let isRow = frame.width >= viewport.size.width * 0.7
        let at = Rect(
            x: isRow ? frame.minX - viewport.offset.x : drag.pointer.x - drag.grab.x, y: drag.pointer.y - drag.grab.y,
            width: frame.width, height: frame.height)
        var state = presentedState(at: path)
        state.isHighlighted = true
        let lifted = restyled(content, for: state)
        // A soft shadow: the border colour, faint, a little below and around.
        list.append(.beginGroup(opacity: 0.45))
        list.append(
            .rectangle(
                at.offsetBy(dx: 0, dy: 3).inset(by: EdgeInsets(all: -2)),
                cornerRadius: max(6, content.background.cornerRadius),
                fill: .role(.border), stroke: nil, lineWidth: 0))
        list.append(.endGroup)
        // Opaque, so the rows it passes over do not show through a translucent selection.
        list.append(
            .rectangle(
                at, cornerRadius: max(6, content.background.cornerRadius), fill: .role(.cardBackground),
                stroke: nil, lineWidth: 0))
        lifted.draw(in: at, state: state, measurer: measurer, into: &list)
        if drag.items.count > 1 {
            // The count at the lifted cell's top-leading corner (top-right where leading is on the right), kept on
            // the canvas.
            let x = layoutDirection.isRightToLeft ? min(viewport.size.width - 26, at.maxX - 16) : max(2, at.minX - 8)
            let badge = Rect(x: x, y: max(2, at.minY - 8), width: 24, height: 24)
            list.append(.rectangle(badge, cornerRadius: 12, fill: .role(.accentBackground), stroke: nil, lineWidth: 0))
            list.append(
                .text(
                    "\(drag.items.count)", in: badge.inset(by: EdgeInsets(top: 3, leading: 0, bottom: 0, trailing: 0)),
                    style: TextStyle(size: 12, weight: .bold, paint: .role(.accentForeground), alignment: .center)))
        }
    }
}
