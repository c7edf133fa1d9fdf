import Foundation
import LatticeLayout

extension CollectionViewModel {
    /// Switches to `layout` (and, when given, to the cell content of the new layout, such as cards for a grid).
    ///
    /// Animated: every visible cell moves from its old frame to its new one as a solid object that morphs part
    /// by part from its old content to its new (`CellMorph`); elements on one side only fade. The anchor stays
    /// where it is on screen: `anchor` when given, else the keyboard cursor's item, else the item under the
    /// pointer, else the first item the user sees — and while the user has not scrolled since the last switch,
    /// that switch's anchor at the place it had before it, so switching back returns to exactly the offset
    /// the user left. A change arriving while a switch runs starts from what is presented, without a jump
    /// (reversing it continues the same morph backwards). With animations off it snaps. `background`, when
    /// given, is the canvas's background in the new layout (a boxed list's grey, a grid's white): it cross-fades
    /// from the old, and the cells of the switch's first frame are laid out, solid in it, before that frame.
    public func setLayout(
        _ layout: CompositionalLayout, cell: ((ItemPath) -> CellContent?)? = nil,
        supplementary: ((String, ItemPath) -> CellContent?)? = nil, background: Paint? = nil,
        animated: Bool = true, anchor: ItemPath? = nil
    ) {
        defer { setNeedsDisplay() }  // the host draws the switch (a canvas runs its frames)
        endReorderDrag(commit: false)  // a drag does not survive the layout it was in
        forgetPrefetching()  // what was prepared was laid out for the old layout
        let now = animation.clock.now
        let running = transition.flatMap { $0.isFinished(at: now) ? nil : $0 }
        let visibleRect = viewport.visibleRect
        let oldVisible = engine.visibleLayout(in: visibleRect)
        let (anchorPath, anchorCanvas) = switchAnchor(explicit: anchor, visible: oldVisible, visibleRect: visibleRect)
        let anchorKey = anchorPath.map { ElementKey.cell(engine.dataSource.identity(ofItemAt: $0)) }
        // Frames of everything visible before, and where those elements go (so they slide rather than fade).
        var old = ElementKey.frames(of: oldVisible.attributes, in: engine)
        if let running, transitionState.layoutSwitch == nil {
            // An update under way (an apply just before the switch): its elements start the switch where they are
            // presented, not where the update puts them.
            for element in running.presented(at: now) {
                old[element.key] = element.frame.offsetBy(dx: viewport.offset.x, dy: viewport.offset.y)
            }
        }
        let oldRows = LayoutSwitch.rows(of: oldVisible.attributes, in: engine)
        let source = LayoutSwitch.Side(
            cell: cellProvider, supplementary: sources.supplementary, background: self.background,
            frames: [:], rows: oldRows)
        if let background { self.background = background }
        if let cell { sources.cell = cell }
        if let supplementary { sources.supplementary = supplementary }
        if cell != nil || supplementary != nil { swapMeasurements(anchor: anchorPath, leaving: source.cell) }
        engine.setLayout(layout)
        var newOffset = viewport.offset
        if let anchorPath, let anchorCanvas, let anchorNew = engine.layoutAttributesForItem(at: anchorPath)?.frame {
            newOffset = LayoutTransition.anchoredScrollOffset(
                anchorOld: Rect(origin: anchorCanvas, size: anchorNew.size),
                oldScrollOffset: .zero, anchorNew: anchorNew,
                contentSize: engine.contentSize, viewport: viewport.size)
        }
        // The first layout of what the new layout shows measures it, which corrects estimates: lay out once more
        // where it settled (within the content), so the transition ends exactly where the next frame draws.
        // Both passes keep the switch's anchor (not the first cell) still while they correct estimates.
        var newVisible = engine.visibleLayout(in: Rect(origin: newOffset, size: viewport.size), anchor: anchorPath)
        let content = engine.contentSize
        newOffset = Point(
            x: newOffset.x, y: min(max(newVisible.visibleRect.minY, 0), max(0, content.height - viewport.size.height)))
        newVisible = engine.visibleLayout(in: Rect(origin: newOffset, size: viewport.size), anchor: anchorPath)
        newOffset = Point(x: newOffset.x, y: newVisible.visibleRect.minY)
        if viewport.offset.y <= 0.5 && anchor == nil && newOffset.y != 0 {
            // At the top the switch stays at the top: the new layout's header and insets show as they do when
            // it opens, rather than the anchor holding the old layout's few pixels of inset.
            newOffset.y = 0
            newVisible = engine.visibleLayout(in: Rect(origin: newOffset, size: viewport.size), anchor: anchorPath)
            newOffset.y = newVisible.visibleRect.minY
        }
        var new = ElementKey.frames(of: newVisible.attributes, in: engine)
        // Cells visible on one side only still slide from (or to) where the other layout puts them.
        for attributes in oldVisible.attributes where attributes.category == .cell {
            let key = ElementKey.cell(engine.dataSource.identity(ofItemAt: attributes.indexPath))
            if new[key] == nil, let frame = engine.layoutAttributesForItem(at: attributes.indexPath)?.frame {
                new[key] = frame
            }
        }
        for attributes in newVisible.attributes where attributes.category == .cell {
            let key = ElementKey.cell(engine.dataSource.identity(ofItemAt: attributes.indexPath))
            if old[key] == nil, let previous = running?.presented(key, at: now) {
                old[key] = previous.frame.offsetBy(dx: viewport.offset.x, dy: viewport.offset.y)
            }
        }
        if let anchorKey { transitionState.lastSwitchAnchor = (anchorKey, anchorCanvas ?? .zero, newOffset) }
        guard self.animation.animates(animated) else {
            transitionState.finish()
            viewport.offset = newOffset
            return
        }
        let newCanvas = new.mapValues { $0.offsetBy(dx: -newOffset.x, dy: -newOffset.y) }
        let newRows = LayoutSwitch.rows(of: newVisible.attributes, in: engine)
        if let running, let previous = transitionState.layoutSwitch {
            // From what is presented now: the running switch's arriving side becomes the side being left.
            var next = LayoutSwitch(source: source, destinationFrames: newCanvas, destinationRows: newRows)
            next.source.frames = previous.destinationFrames
            next.source.rows = previous.destinationRows
            let progress = running.progress(at: now), time = running.elapsedFraction(at: now)
            let reached = previous.morph(progress: progress, time: time)
            if let anchorPath, reverses(previous, at: anchorPath) {
                next.startProgress = 1 - reached.progress
                next.startTime = 1 - reached.time
                // Elements the reversed switch drew from one side only stay that side's, as they were drawn.
                for key in previous.destinationFrames.keys where previous.source.frames[key] == nil {
                    next.destinationFrames[key] = nil
                }
                for key in previous.source.frames.keys where previous.destinationFrames[key] == nil {
                    next.source.frames[key] = nil
                }
            }
            let retargeted = running.retargeted(
                to: new, newScrollOffset: newOffset, at: now, duration: animation.duration,
                curve: animation.curve)
            next.align(with: retargeted)
            transitionState.layoutSwitch = next
            transition = retargeted
        } else {
            var next = LayoutSwitch(source: source, destinationFrames: newCanvas, destinationRows: newRows)
            next.source.frames = old.mapValues { $0.offsetBy(dx: -viewport.offset.x, dy: -viewport.offset.y) }
            let started = LayoutTransition(
                from: old, to: new, anchor: anchorKey, oldScrollOffset: viewport.offset,
                newScrollOffset: newOffset, duration: animation.duration, curve: animation.curve,
                start: now, isLayoutSwitch: true, layoutDirection: layoutDirection)
            next.align(with: started)
            transitionState.layoutSwitch = next
            transition = started
        }
        viewport.offset = newOffset
        prepareSwitchParts()
    }

    /// Sizes measured from the old content do not hold for the new (a zoom step's rows grow with their icons):
    /// the engine measures afresh, and what it measured is kept aside with the content it measured (told
    /// apart by the anchor's), to be given back when that content returns — so a round trip lays out exactly
    /// as before, estimates and all.
    private func swapMeasurements(anchor: ItemPath?, leaving: (ItemPath) -> CellContent?) {
        let taken = engine.takeMeasurements()
        if let kept = transitionState.keptMeasurements, let path = engine.dataSource.path(ofItem: kept.identity),
            cellProvider(path) == kept.content
        {
            engine.restoreMeasurements(kept.sizes)
        }
        transitionState.keptMeasurements = anchor.flatMap { path in
            leaving(path).map { (engine.dataSource.identity(ofItemAt: path), $0, taken) }
        }
    }

    /// The item a switch keeps still and where on the canvas it keeps it (see `setLayout`).
    private func switchAnchor(
        explicit: ItemPath?, visible: VisibleLayout,
        visibleRect: Rect
    ) -> (path: ItemPath?, canvas: Point?) {
        func canvasOrigin(_ path: ItemPath) -> Point? {
            guard
                let frame = transition.flatMap({ running in
                    running.presented(.cell(engine.dataSource.identity(ofItemAt: path)), at: animation.clock.now)?.frame
                })
                    ?? engine.layoutAttributesForItem(at: path)?.frame.offsetBy(
                        dx: -viewport.offset.x, dy: -viewport.offset.y)
            else { return nil }
            return frame.origin
        }
        func onScreen(_ path: ItemPath) -> Bool {
            guard let origin = canvasOrigin(path), let frame = engine.layoutAttributesForItem(at: path)?.frame else {
                return false
            }
            return origin.y + frame.height > 0 && origin.y < viewport.size.height
        }
        if let explicit, let origin = canvasOrigin(explicit) { return (explicit, origin) }
        // The user has not scrolled since the last switch: keep its anchor where it was before that switch.
        if let last = transitionState.lastSwitchAnchor(whileAt: viewport.offset),
            let path = engine.dataSource.path(ofItem: last.key.identity), onScreen(path)
        {
            return (path, last.canvas)
        }
        let candidates = [selection.cursor, hoveredItem].compactMap { $0 }.compactMap {
            engine.dataSource.path(ofItem: $0)
        }
        if let path = candidates.first(where: onScreen), let origin = canvasOrigin(path) { return (path, origin) }
        guard let first = firstVisibleCell(in: visible, visibleRect: visibleRect) else { return (nil, nil) }
        return (first, canvasOrigin(first))
    }

    /// Whether switching to the model's providers now takes the cells back to what `previous` was leaving.
    private func reverses(_ previous: LayoutSwitch, at path: ItemPath) -> Bool {
        guard let back = previous.source.cell(path) else { return false }
        return back == cellProvider(path)
    }

    /// The first cell the user sees: the topmost, then leftmost, of those at least half shown in `visibleRect`
    /// (a card mostly scrolled away is not what the eye holds on to), else of those shown at all.
    func firstVisibleCell(in visible: VisibleLayout, visibleRect: Rect) -> ItemPath? {
        let shown = visible.attributes
            .filter { $0.category == .cell && $0.frame.maxY > visibleRect.minY && $0.frame.minY < visibleRect.maxY }
        let mostly = shown.filter { $0.frame.midY >= visibleRect.minY && $0.frame.midY <= visibleRect.maxY }
        // The top row's leading cell: its leftmost, or its rightmost where leading is on the right.
        let leading = layoutDirection.isRightToLeft ? { (frame: Rect) in -frame.maxX } : { (frame: Rect) in frame.minX }
        return (mostly.isEmpty ? shown : mostly)
            .min { ($0.frame.minY, leading($0.frame)) < ($1.frame.minY, leading($1.frame)) }?.indexPath
    }
}
