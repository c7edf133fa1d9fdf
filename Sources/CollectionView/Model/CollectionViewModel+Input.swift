import LatticeLayout

/// A rubber band being dragged over the content.
public struct RubberBand: Hashable, Sendable {
    /// Where the drag started, in content coordinates.
    public var origin: Point
    /// Where the pointer is now.
    public var current: Point
    /// The selection when the drag began (the band adds to or toggles it with modifiers).
    var initial: Set<ElementIdentity>
    var modifiers: SelectionModifiers

    /// The band's rect (positive size whichever way it was dragged).
    public var rect: Rect {
        Rect(
            x: min(origin.x, current.x), y: min(origin.y, current.y),
            width: abs(current.x - origin.x), height: abs(current.y - origin.y))
    }
}

/// What a point on the canvas hits.
public struct CanvasHit: Sendable {
    /// The element's attributes (frame in content coordinates).
    public var attributes: LayoutAttributes
    /// The accessory under the point, if it is a cell's.
    public var accessory: CellAccessory?
}

/// What a press on a supplementary element starts (`CollectionViewModel.onSupplementaryPress`).
public enum SupplementaryPress {
    /// Nothing: the press starts a rubber band, as on empty space.
    case none
    /// A click, taken at once (a table header sorting by a column).
    case click
    /// A drag: `moved` hears the pointer's offset from the press (x, y) as it moves and once more where the button
    /// comes up, then `ended` runs (a table header's column edge being moved).
    case drag(moved: (Double, Double) -> Void, ended: () -> Void)
}

/// A drag begun on a supplementary element (`SupplementaryPress.drag`): where it began (canvas coordinates) and
/// whom it tells.
public struct SupplementaryDrag {
    /// Where the press was, in canvas coordinates.
    public var origin: Point
    let moved: (Double, Double) -> Void
    let ended: () -> Void
}

/// Keyboard commands the view model handles (the shell maps keys to them).
public enum KeyCommand: Hashable, Sendable {
    /// Arrows, Home/End, PageUp/PageDown.
    case move(CursorMove)
    /// Ctrl+A.
    case selectAll
    /// Shift+Ctrl+A.
    case selectNone
    /// Ctrl+Space.
    case toggleSelection
    /// Return.
    case activate
    /// Alt+arrows: move the selected items (see `CollectionViewModel.reorderSelection`).
    case reorder(CursorMove)
    /// Plus: unfolds the cursor's outline row (Right does too, and on an unfolded row moves to its first child).
    case expand
    /// Minus: folds the cursor's outline row (Left does too, and on a folded row or a leaf moves to its parent).
    case collapse
    /// Asterisk: unfolds the cursor's outline row and every row under it.
    case expandAll
    /// Space: toggles a header-style outline row (`.outlineDisclosure(style: .header)`); on another item,
    /// selects it as a click does.
    case press
    /// Ctrl+Z: take back the latest reorder.
    case undo
    /// Shift+Ctrl+Z: make the latest undone reorder again.
    case redo
}

extension CollectionViewModel {
    /// The state a cell is drawn in: the app's (`cellState`) with selection, cursor, hover, press and swipe,
    /// all keyed by the item's identity so they survive updates.
    /// `identity`, when the caller has it, saves looking it up again (the display list asks for every cell).
    public func presentedState(at path: ItemPath, identity known: ElementIdentity? = nil) -> CellState {
        var state = appPath(path).map(cellState) ?? CellState()
        let identity = known ?? engine.dataSource.identity(ofItemAt: path)
        // Each optional is tested for nil before it is compared: comparing copies it, and this runs for every
        // cell of every frame (a tenth of a switch's frame when it did not).
        state.isSelected = state.isSelected || selection.isSelected(identity)
        if hoveredItem != nil { state.isHovered = state.isHovered || hoveredItem == identity }
        if pressedItem != nil && pressedItem == identity, callbacks.binding?.mayHighlight(identity) != false {
            state.isHighlighted = state.isHighlighted || selectionStyle == nil || style(of: identity) != .notSelectable
        }
        if drawing.drawsFocusRing && selection.cursor != nil {
            state.isFocused = state.isFocused || selection.cursor == identity
        }
        state.isSwiped = state.isSwiped || swipe.isSwiped(identity)
        state.layoutDirection = layoutDirection
        return state
    }

    /// Every item's identity in order (for Shift ranges and select-all). - Complexity: O(n) when traversed.
    public var itemOrder: [ElementIdentity] {
        let data = engine.dataSource
        return (0..<data.numberOfSections).flatMap { section in
            (0..<data.numberOfItems(inSection: section)).map {
                data.identity(ofItemAt: ItemPath(section: section, item: $0))
            }
        }
    }

    /// What `point` (canvas coordinates) hits: the topmost cell or supplementary, and the accessory under it.
    public func hit(at point: Point) -> CanvasHit? {
        let content = Point(x: point.x + viewport.offset.x, y: point.y + viewport.offset.y)
        let visible = engine.visibleLayout(in: viewport.visibleRect)
        // Pinned outline ancestors lie over the rows scrolling under them.
        let pinned = stickyAncestors.pinned.first { $0.frame.intersects(Rect(origin: content, size: .zero)) }
        guard
            var attributes = pinned.flatMap({ engine.layoutAttributesForItem(at: $0.path) })
                ?? HitTesting.element(at: content, in: visible.attributes)
        else { return nil }
        if let pinned { attributes.frame = pinned.frame }
        var accessory: CellAccessory?
        if attributes.category == .cell, let cell = cellProvider(attributes.indexPath) {
            let state = presentedState(at: attributes.indexPath)
            accessory =
                cell.accessoryFrames(in: attributes.frame, state: state, measurer: measurer)
                .first { $0.frame.inset(by: EdgeInsets(all: -6)).intersects(Rect(origin: content, size: .zero)) }?
                .accessory
        }
        return CanvasHit(attributes: attributes, accessory: accessory)
    }

    // MARK: Pointer

    /// The pointer moved to `point`: hover follows it; while pressed on an item in a reorderable view, past a
    /// few pixels the item lifts and is dragged (see `reordering.drag`).
    public func pointerMoved(to point: Point) {
        if let drag = supplementaryDrag {
            drag.moved(point.x - drag.origin.x, point.y - drag.origin.y)
            return
        }
        if rubberBand != nil {
            updateRubberBand(to: point)
            return
        }
        if (reordering.drag != nil || pressedItem != nil) && continueReorderDrag(to: point) { return }
        let hit = hit(at: point)
        hoveredItem = hit.flatMap {
            $0.attributes.category == .cell ? engine.dataSource.identity(ofItemAt: $0.attributes.indexPath) : nil
        }
    }

    /// The pointer left the view.
    public func pointerLeft() { hoveredItem = nil }

    /// A button went down at `point`: the item under it is highlighted; on empty space a rubber band starts.
    public func pointerPressed(at point: Point, modifiers: SelectionModifiers = []) {
        let hit = hit(at: point)
        if let hit, supplementaryClicked(hit, at: point) { return }
        if let hit, hit.attributes.category == .cell {
            pointer.press(
                engine.dataSource.identity(ofItemAt: hit.attributes.indexPath), at: point, on: hit.accessory?.kind)
        } else {
            let content = Point(x: point.x + viewport.offset.x, y: point.y + viewport.offset.y)
            rubberBand = RubberBand(
                origin: content, current: content, initial: selection.selected, modifiers: modifiers)
        }
    }

    /// The button came up at `point`: a click selects (desktop semantics), clicks on accessories go to
    /// `onAccessory`, a rubber band or a drag reorder ends, and a click on empty space clears the selection.
    public func pointerReleased(at point: Point, modifiers: SelectionModifiers = []) {
        if let drag = supplementaryDrag {
            supplementaryDrag = nil
            drag.moved(point.x - drag.origin.x, point.y - drag.origin.y)
            drag.ended()
            return
        }
        if reordering.drag != nil {
            reordering.drag?.pointer = point
            endReorderDrag(commit: true)
            return
        }
        pointer.pressPoint = nil
        let before = selection.selected
        defer {
            pressedItem = nil
            selectionChanged(from: before)
        }
        if let band = rubberBand {
            rubberBand = nil
            if band.rect.width < 3 && band.rect.height < 3 { selection.clickEmptySpace(modifiers: modifiers) }
            return
        }
        guard let hit = hit(at: point), hit.attributes.category == .cell else {
            selection.clickEmptySpace(modifiers: modifiers)
            return
        }
        let path = hit.attributes.indexPath
        let identity = engine.dataSource.identity(ofItemAt: path)
        guard identity == pressedItem else { return }  // released somewhere else: no click
        if swipe.isRevealed {
            _ = swipe.close()
            return
        }
        if let accessory = hit.accessory, accessory.isInteractive {
            if accessory.kind == .outlineDisclosure {
                let callbacks = self.callbacks  // a copy: the app's handler may set the model's callbacks
                callbacks.disclosureClicked(at: path, accessory)
            } else {
                onAccessory?(path, accessory)
            }
            return
        }
        if let header = headerDisclosure(at: path) {
            selection.cursor = identity  // a header row toggles; it is not selected
            let callbacks = self.callbacks  // a copy: the app's handler may set the model's callbacks
            callbacks.disclosureClicked(at: path, header)
            return
        }
        switch style(of: identity) {
        case .selectable: selection.click(identity, modifiers: modifiers, order: itemOrder)
        case .tappable:
            selection.cursor = identity
            onActivate?(path)
        case .notSelectable: selection.cursor = identity
        }
    }

    /// A secondary click (right button, long press) at `point`, before a context menu opens: an unselected
    /// item under it becomes the selection and the cursor (a selected one keeps the selection, so the menu
    /// acts on all of it). Returns the item's path, or nil on empty space (the menu for the view itself).
    @discardableResult
    public func secondaryClicked(at point: Point) -> ItemPath? {
        guard let hit = hit(at: point), hit.attributes.category == .cell else { return nil }
        let path = hit.attributes.indexPath
        let identity = engine.dataSource.identity(ofItemAt: path)
        if !selection.isSelected(identity) && isSelectable(identity) {
            let before = selection.selected
            selection.click(identity, modifiers: [], order: itemOrder)
            selectionChanged(from: before)
        }
        return path
    }

    /// Where a context menu opened from the keyboard (Menu, Shift+F10) points: the cursor's item and the
    /// middle of its frame in canvas coordinates, or the view's top-left area when there is no cursor.
    public func contextMenuTarget() -> (path: ItemPath?, point: Point) {
        if let cursor = selection.cursor, let path = engine.dataSource.path(ofItem: cursor),
            let frame = engine.layoutAttributesForItem(at: path)?.frame
        {
            let visible = frame.offsetBy(dx: -viewport.offset.x, dy: -viewport.offset.y)
            if visible.maxY > 0 && visible.minY < viewport.size.height {
                return (path, Point(x: visible.midX, y: visible.midY))
            }
        }
        return (nil, Point(x: 24, y: 24))
    }

    /// A double-click at `point` activates the item under it.
    public func doubleClicked(at point: Point) {
        if let hit = hit(at: point), supplementaryClicked(hit, at: point) { return }
        guard let hit = hit(at: point), hit.attributes.category == .cell,
            style(of: engine.dataSource.identity(ofItemAt: hit.attributes.indexPath)) != .notSelectable
        else { return }
        onActivate?(hit.attributes.indexPath)
    }

    /// Offers a press on a supplementary element to `onSupplementaryPress`: whether it took it (a click, done;
    /// a drag, begun).
    private func supplementaryClicked(_ hit: CanvasHit, at point: Point) -> Bool {
        guard hit.attributes.category == .supplementary, let onSupplementaryPress else { return false }
        let frame = hit.attributes.frame
        switch onSupplementaryPress(
            hit.attributes,
            Point(
                x: point.x + viewport.offset.x - frame.minX,
                y: point.y + viewport.offset.y - frame.minY))
        {
        case .none: return false
        case .click: return true
        case .drag(let moved, let ended):
            supplementaryDrag = SupplementaryDrag(origin: point, moved: moved, ended: ended)
            return true
        }
    }

    func updateRubberBand(to point: Point) {
        guard var band = rubberBand else { return }
        band.current = Point(x: point.x + viewport.offset.x, y: point.y + viewport.offset.y)
        rubberBand = band
        let data = engine.dataSource
        let items = HitTesting.items(in: band.rect, engine: engine).map { data.identity(ofItemAt: $0) }
        selection.rubberBand(items, modifiers: band.modifiers, initial: band.initial)
    }

    /// Scrolls by a wheel or touchpad delta at `point`: a horizontal delta over an orthogonally scrolling band
    /// scrolls that band on its own (clamped); everything else scrolls the content.
    public func scroll(by delta: Point, at point: Point) {
        noteUserScroll()
        if delta.x != 0, let hit = hit(at: point), hit.attributes.indexPath.section >= 0 {
            let section = hit.attributes.indexPath.section
            if engine.section(at: section).orthogonalScrollingBehavior != .none {
                // A band scrolls towards its trailing end, leftwards where leading is on the right.
                let onward = layoutDirection.isRightToLeft ? -delta.x : delta.x
                engine.setOrthogonalOffset(engine.orthogonalOffset(ofSection: section) + onward, ofSection: section)
                return
            }
        }
        scroll(toOffset: viewport.offset.y + delta.y)
    }

    // MARK: Keyboard and scrolling

    /// Handles a keyboard command; returns whether it did anything. Cursor moves scroll the cursor into view.
    @discardableResult
    public func handle(_ command: KeyCommand, modifiers: SelectionModifiers = []) -> Bool {
        let before = selection.selected
        defer { selectionChanged(from: before) }
        let data = engine.dataSource
        switch command {
        case .move(let move):
            let current = selection.cursor.flatMap { data.path(ofItem: $0) }
            guard
                let target = CursorNavigation.target(
                    from: current, move: move, engine: engine,
                    viewportHeight: viewport.size.height)
            else {
                // Nowhere to go sideways (a list): Left and Right fold and unfold an outline, as GTK's and UIKit's do.
                guard move == .left || move == .right, let current else { return false }
                let onward = (move == .right) != layoutDirection.isRightToLeft
                return stepOutline(at: current, unfolding: onward, modifiers: modifiers)
            }
            let identity = data.identity(ofItemAt: target)
            // Onto an item that may not be selected a plain move moves the focus only, as Ctrl+arrow does.
            let onto = isSelectable(identity) || modifiers.contains(.shift) ? modifiers : modifiers.union(.control)
            selection.moveCursor(to: identity, modifiers: onto, order: itemOrder)
            scroll(toItem: target, position: .nearest)
            return true
        case .selectAll:
            selection.selectAll(order: itemOrder)
            return true
        case .selectNone:
            selection.selectNone()
            return true
        case .toggleSelection:
            selection.toggleAtCursor()
            return selection.cursor != nil
        case .activate:
            guard let cursor = selection.cursor, let path = data.path(ofItem: cursor) else { return false }
            if let header = headerDisclosure(at: path) {
                // Return on a header row toggles it, as a click does.
                let callbacks = self.callbacks
                callbacks.disclosureClicked(at: path, header)
                return true
            }
            guard style(of: cursor) != .notSelectable else { return false }
            onActivate?(path)
            return true
        case .expand, .collapse, .expandAll:
            guard let path = selection.cursor.flatMap({ data.path(ofItem: $0) }),
                let row = callbacks.binding?.outlineRow(at: path), row.isExpandable
            else { return false }
            return callbacks.binding?.setExpanded(at: path, command != .collapse, recursively: command == .expandAll)
                ?? false
        case .press:
            guard let cursor = selection.cursor, let path = data.path(ofItem: cursor) else { return false }
            if let header = headerDisclosure(at: path) {
                let callbacks = self.callbacks  // a copy: the app's handler may set the model's callbacks
                callbacks.disclosureClicked(at: path, header)
                return true
            }
            guard isSelectable(cursor) else { return false }
            selection.click(cursor, modifiers: modifiers, order: itemOrder)
            return true
        case .reorder(let move):
            return reorderSelection(move)
        case .undo:
            return undoReorder()
        case .redo:
            return redoReorder()
        }
    }

    /// Scrolls so the item at `path` shows at `position` (not hidden under a pinned header); `animated`, it glides
    /// there (`scroll(toOffset:animated:)`), as UIKit's `scrollToItem(at:at:animated:)`.
    public func scroll(toItem path: ItemPath, position: ScrollPosition, animated: Bool = false) {
        guard let frame = engine.layoutAttributesForItem(at: path)?.frame else { return }
        let pinned = pinnedHeaderHeight(section: path.section)
        let offset = CursorNavigation.scrollOffset(
            toReveal: frame, in: viewport.visibleRect, position: position,
            pinnedHeaderHeight: pinned)
        scroll(toOffset: offset, animated: animated)
    }

    /// Scrolls so section `section` starts at the top: its header (a boundary supplementary at the top), else
    /// its first item — what a sidebar entry naming the section shows. The first section scrolls to the very
    /// top, so the content's own inset shows above it.
    public func scroll(toSection section: Int) {
        guard section >= 0, section < engine.dataSource.numberOfSections else { return }
        guard section > 0 else { return scroll(toOffset: 0) }
        let header = engine.section(at: section).boundarySupplementaryItems.first {
            $0.alignment.rawValue.hasPrefix("top")
        }
        let frame =
            header.flatMap {
                engine.layoutAttributesForSupplementary(ofKind: $0.elementKind, inSection: section)?.frame
            }
            ?? (engine.dataSource.numberOfItems(inSection: section) > 0
                ? engine.layoutAttributesForItem(at: ItemPath(section: section, item: 0))?.frame : nil)
        guard let frame else { return }
        scroll(toOffset: frame.minY - pinnedHeaderHeight(section: -1))
    }

    /// How much of the view's top pinned headers cover over `section`: the layout's own pinned top header (a
    /// table's column titles) and the section's (−1: the layout's alone) — so what is revealed lands below them.
    func pinnedHeaderHeight(section: Int) -> Double {
        func pinned(_ items: [BoundarySupplementaryItem], in section: Int) -> Double {
            guard let header = items.first(where: { $0.pinToVisibleBounds && $0.alignment.rawValue.hasPrefix("top") })
            else { return 0 }
            return engine.layoutAttributesForSupplementary(ofKind: header.elementKind, inSection: section)?.frame.height
                ?? 0
        }
        let layoutHeader = pinned(engine.layout.configuration.boundarySupplementaryItems, in: -1)
        guard section >= 0 else { return layoutHeader }
        return layoutHeader + pinned(engine.section(at: section).boundarySupplementaryItems, in: section)
    }
}
