import DiffableDataSource
import LatticeLayout
import LatticeTracing

extension CollectionViewModel {
    /// Presents `snapshot` (what a `DataSource` just landed with `changes`): the engine lays out the new data,
    /// measured sizes, selection, hover and swipes follow identities, and with animation inserted items fade in,
    /// deleted ones fade out where they were, and moved or shifted ones slide.
    ///
    /// Deleted cells are drawn from the content they had, captured before the update: the cell provider must
    /// still describe the old data when this is called, and `switchData` (called after the capture, before the
    /// new layout) is where the app points its provider at the new data.
    public func update<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        to snapshot: Snapshot<SectionID, ItemID>, changes: ChangeSet<SectionID, ItemID>, animated: Bool = true,
        animation: ItemAnimation = ItemAnimation(), switchData: @escaping () -> Void = {}
    ) {
        update(
            to: SnapshotLayoutData(snapshot), changes: changes, animated: animated, animation: animation,
            switchData: switchData)
    }

    /// `update(to:changes:)` with the snapshot's layout data built beforehand — for large snapshots, off the main
    /// thread: indexing the items is the O(n) part of an update (tens of milliseconds at 100,000 items), and
    /// everything left is proportional to what is on screen and to the measured items.
    ///
    /// `changes` are what observers and per-item callbacks hear (the animation asks the old and new data, not
    /// them): pass nil when none are at hand, and they are worked out here from the snapshots — O(items), on this
    /// thread — only if someone listens. A view nobody observes (the `lattice` window) never pays for them.
    ///
    /// During a press-and-drag reorder the update waits, and is applied when the drag ends (before the reorder
    /// is handed to the app), so the drag is never lost; `switchData` is called then.
    public func update<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        to data: SnapshotLayoutData<SectionID, ItemID>, changes: ChangeSet<SectionID, ItemID>?, animated: Bool = true,
        animation: ItemAnimation = ItemAnimation(), switchData: @escaping () -> Void = {}
    ) {
        if let changes, changes.isEmpty, transition != nil, reordering.drag == nil, scrolling.nextUpdate == nil {
            // Nothing came, went or moved (a declarative list described again as it is): the animation under way
            // runs on where it is, rather than a new one starting from where it would have ended.
            switchData()
            engine.setDataSource(data)
            sources.contentChanged()
            return setNeedsDisplay()
        }
        present(data, animated: animated, animation: animation, switchData: switchData) { old in
            changes ?? ChangeSet(from: Self.snapshot(of: old) ?? Snapshot(), to: data.snapshot)
        }
    }

    /// `update(to:changes:)` for items the app keeps itself (`OnDemandLayoutData`), built beforehand as a
    /// snapshot's data is. Observers hear the change set from the old data's items to the new — worked out here,
    /// O(items) on this thread, only if someone listens.
    public func update<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        to data: OnDemandLayoutData<SectionID, ItemID>, animated: Bool = true,
        animation: ItemAnimation = ItemAnimation(),
        switchData: @escaping () -> Void = {}
    ) {
        present(data, animated: animated, animation: animation, switchData: switchData) { old in
            ChangeSet(from: Self.snapshot(of: old) ?? Snapshot(), to: data.snapshot())
        }
    }

    /// Presents `data` (see `update(to:changes:)`) — or queues it while a reorder drag lasts — and tells observers
    /// the `changes` from the data shown before, asked only if someone listens.
    private func present<SectionID, ItemID>(
        _ data: any LayoutDataSource, animated: Bool, animation: ItemAnimation, switchData: @escaping () -> Void,
        changes: @escaping (_ old: any LayoutDataSource) -> ChangeSet<SectionID, ItemID>
    ) {
        if reordering.drag != nil {
            reordering.drag?.queued.append { [unowned self] in
                present(data, animated: animated, animation: animation, switchData: switchData, changes: changes)
            }
            return
        }
        let old = engine.dataSource
        replaceData(data, animated: animated, animation: animation, switchData: switchData)
        if hasObservers { reportUpdate(changes(old)) }
        setNeedsDisplay()
    }

    /// The items of `data` as a snapshot, when it is a snapshot's or on-demand data of these identifiers.
    private static func snapshot<SectionID, ItemID>(of data: any LayoutDataSource) -> Snapshot<SectionID, ItemID>? {
        if let data = data as? SnapshotLayoutData<SectionID, ItemID> { return data.snapshot }
        return (data as? OnDemandLayoutData<SectionID, ItemID>)?.snapshot()
    }

    /// Presents `data` in place of what is shown, animating what moved, came and went (see `update`).
    func replaceData(
        _ data: any LayoutDataSource, animated: Bool, animation: ItemAnimation = ItemAnimation(),
        switchData: () -> Void = {}
    ) {
        let span = Trace.begin("update")
        defer { span?.end() }
        forgetPrefetching()  // new data: other cells, other places
        let now = self.animation.clock.now
        let oldOffset = viewport.offset
        let oldContentHeight = engine.contentSize.height
        let oldVisible = engine.visibleLayout(in: viewport.visibleRect)
        var old = ElementKey.frames(of: oldVisible.attributes, in: engine)
        let oldData = engine.dataSource
        // What departing cells looked like, so they can fade out after their data is gone.
        var departing: [ElementKey: CellContent] = [:]
        for attributes in oldVisible.attributes where attributes.category == .cell {
            let identity = oldData.identity(ofItemAt: attributes.indexPath)
            if data.path(ofItem: identity) == nil, let content = cellProvider(attributes.indexPath) {
                departing[.cell(identity)] = content
            }
        }
        switchData()
        engine.setDataSource(data)
        sources.contentChanged()
        let exists = { (identity: ElementIdentity) in data.path(ofItem: identity) != nil }
        // A row folded away in an outline keeps its selection, as it keeps its identity; the cursor leaves it.
        let cursorGone = selection.cursor.map { !exists($0) } ?? false
        let binding = callbacks.binding
        selection.retain { exists($0) || binding?.isFoldedAway($0) == true }
        if cursorGone { selection.cursor = nil }
        swipe.retain(where: exists)
        if let hovered = hoveredItem, !exists(hovered) { hoveredItem = nil }
        if let pressed = pressedItem, !exists(pressed) { pressedItem = nil }
        var newVisible = engine.visibleLayout(in: viewport.visibleRect)
        viewport.offset = Point(x: viewport.offset.x, y: newVisible.visibleRect.minY)
        viewport.offset = viewport.clampedOffset(for: newVisible.contentSize)
        if applyScrollBehaviour(oldOffset: oldOffset, oldContentHeight: oldContentHeight, oldData: oldData) {
            newVisible = engine.visibleLayout(in: viewport.visibleRect)
        }
        guard self.animation.animates(animated) && animation.isEnabled else {
            transitionState.finish()
            return
        }
        var new = ElementKey.frames(of: newVisible.attributes, in: engine)
        addSurvivorFrames(
            old: &old, new: &new, oldData: oldData, oldView: oldVisible.visibleRect,
            newView: viewport.visibleRect)
        // Inserted and deleted cells are the items only one side's data has (what `changes` lists, looked up in
        // O(1) per element on screen instead of O(changes)).
        let inputs = UpdateFrames.animationInputs(
            old: old, new: new,
            isInserted: { $0.category == .cell && oldData.path(ofItem: $0.identity) == nil },
            isDeleted: { $0.category == .cell && data.path(ofItem: $0.identity) == nil })
        transitionState.beginUpdate(
            animation.transition(
                inserted: inputs.inserted, deleted: inputs.deleted, moved: inputs.moved,
                oldScrollOffset: oldOffset, newScrollOffset: viewport.offset, start: now),
            departing: departing)
    }

    /// Gives elements that stay but are on screen on one side of an update only a frame on the other side, so
    /// they slide into or out of view instead of fading where others come and go: the rows under a sidebar
    /// section that collapses slide up from below the view over its children (which fade), and slide back down
    /// when it expands. Old frames come from a replica of the engine laying out `oldData` (built only when a
    /// survivor enters), new ones from the engine.
    ///
    /// Only frames within a view's height of the view on their side (`oldView`, `newView`: content coordinates)
    /// are given: an element from farther would cross the view in a frame or two, so a sort of a long list would
    /// empty the view for most of the animation and then pile rows in from its edge. Such an element fades where
    /// it is seen, as if it came and went — a sort crossfades the rows on screen.
    /// - Complexity: O(elements on screen), plus O(sections) when a section header enters or leaves.
    private func addSurvivorFrames(
        old: inout [ElementKey: Rect], new: inout [ElementKey: Rect],
        oldData: any LayoutDataSource, oldView: Rect, newView: Rect
    ) {
        func reach(_ view: Rect) -> Rect {
            view.inset(
                by: EdgeInsets(top: -view.height, leading: -view.width, bottom: -view.height, trailing: -view.width))
        }
        let oldReach = reach(oldView), newReach = reach(newView)
        let data = engine.dataSource
        func sections(of data: any LayoutDataSource) -> [ElementIdentity: Int] {
            var index: [ElementIdentity: Int] = [:]
            for section in 0..<data.numberOfSections { index[data.identity(ofSection: section)] = section }
            return index
        }
        /// The frame of `key` in `engine` laying out `data`, if it is there (cells and section headers/footers).
        func frame(
            of key: ElementKey, in engine: LayoutEngine, data: any LayoutDataSource,
            sectionIndex: inout [ElementIdentity: Int]?
        ) -> Rect? {
            switch key.category {
            case .cell:
                return data.path(ofItem: key.identity).flatMap { engine.layoutAttributesForItem(at: $0)?.frame }
            case .supplementary:
                if sectionIndex == nil { sectionIndex = sections(of: data) }
                return sectionIndex?[key.identity].flatMap {
                    engine.layoutAttributesForSupplementary(ofKind: key.elementKind, inSection: $0)?.frame
                }
            case .decoration:
                return nil
            }
        }
        var newSections: [ElementIdentity: Int]?
        for (key, _) in old where new[key] == nil {
            if let frame = frame(of: key, in: engine, data: data, sectionIndex: &newSections),
                frame.intersects(newReach)
            {
                new[key] = frame
            }
        }
        var replica: LayoutEngine?, oldSections: [ElementIdentity: Int]?
        for (key, _) in new where old[key] == nil && key.category != .decoration {
            let before = replica ?? engine.replica(dataSource: oldData)
            replica = before
            if let frame = frame(of: key, in: before, data: oldData, sectionIndex: &oldSections),
                frame.intersects(oldReach)
            {
                old[key] = frame
            }
        }
    }
}
