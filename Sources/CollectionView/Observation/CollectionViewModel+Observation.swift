import DiffableDataSource
import LatticeLayout

extension CollectionViewModel {
    /// Registers `observer` for every `ListEvent` from now on; keep the token to remove it.
    @discardableResult
    public func addObserver(_ observer: @escaping (ListEvent) -> Void) -> ObserverToken {
        callbacks.observers.add(observer)
    }

    /// Stops calling the observer registered with `token`.
    public func removeObserver(_ token: ObserverToken) { callbacks.observers.remove(token) }

    /// Called after a frame that scrolled, with the viewport's offset: the cheapest way to follow scrolling (what
    /// a sidebar's scroll spy needs). Unlike an observer it asks nothing else of each frame (observers make the
    /// model work out which cells came and went, and updates work out their changes).
    public var onScroll: ((Point) -> Void)? {
        get { callbacks.observers.onScroll }
        set { callbacks.observers.onScroll = newValue }
    }

    /// After a frame: whether the viewport moved since the last one, told to `onScroll` and callbacks.observers.
    func reportScroll() {
        guard callbacks.observers.reportedOffset != viewport.offset else { return }
        callbacks.observers.reportedOffset = viewport.offset
        callbacks.observers.onScroll?(viewport.offset)
        if !callbacks.observers.isEmpty { notify(.didScroll(offset: viewport.offset)) }
    }

    /// Whether anyone listens (events cost nothing otherwise).
    var hasObservers: Bool { !callbacks.observers.isEmpty || !itemCallbacks.isEmpty }

    /// Tells every observer, in registration order.
    func notify(_ event: ListEvent) {
        let observers = callbacks.observers  // an observer may set the model's callbacks while it is told
        observers.notify(event)
    }

    /// What is on screen now: each item with a part in the viewport and the share of it that shows, the most
    /// visible item and how far down the content the viewport is. - Complexity: O(items on screen).
    public func visibleContent() -> VisibleContent {
        let rect = viewport.visibleRect
        let data = engine.dataSource
        let items = engine.visibleLayout(in: rect).attributes.compactMap { attributes -> VisibleItem? in
            guard attributes.category == .cell, attributes.frame.intersects(rect) else { return nil }
            let frame = attributes.frame
            let shown = frame.intersection(rect)
            let area = frame.width * frame.height
            let fraction = area > 0 ? min(1, max(0, shown.width * shown.height / area)) : 0
            guard fraction > 0 else { return nil }
            return VisibleItem(
                identity: data.identity(ofItemAt: attributes.indexPath), path: attributes.indexPath,
                frame: frame, fractionVisible: fraction)
        }.sorted { $0.path < $1.path }
        let size = engine.contentSize
        let range = size.height - viewport.size.height
        return VisibleContent(
            items: items, scrollProgress: range > 0 ? min(1, max(0, viewport.offset.y / range)) : 0,
            offset: viewport.offset, contentSize: size)
    }

    /// The section shown at the top of the view: the section of the topmost element in the first 100 points below
    /// what the layout pins over the top (a table's column titles) — the section a sidebar's scroll spy selects.
    /// Rows scrolling under a pinned header are not what the user reads, so they do not count; the content's top
    /// inset holds no element. Nil when no section shows there. - Complexity: O(elements in that band).
    public func sectionAtTop() -> Int? {
        let top = viewport.offset.y + pinnedHeaderHeight(section: -1)
        let band = Rect(x: 0, y: top, width: max(viewport.size.width, 1), height: 100)
        return engine.visibleLayout(in: band).attributes
            .filter { $0.indexPath.section >= 0 && $0.frame.maxY > top }
            .min { ($0.frame.minY, $0.indexPath.section) < ($1.frame.minY, $1.indexPath.section) }?.indexPath.section
    }

    /// After a frame: cells that came on screen or left it, to callbacks and callbacks.observers.
    func reportDisplay(_ attributes: [LayoutAttributes]) {
        let rect = viewport.visibleRect
        let data = engine.dataSource
        var shown = Set<ElementIdentity>()
        for attributes in attributes where attributes.category == .cell && Self.shows(attributes.frame, in: rect) {
            shown.insert(data.identity(ofItemAt: attributes.indexPath))
        }
        guard shown != callbacks.observers.displayedItems else { return }
        let appeared = shown.subtracting(callbacks.observers.displayedItems),
            disappeared = callbacks.observers.displayedItems.subtracting(shown)
        callbacks.observers.displayedItems = shown
        for identity in disappeared { itemCallbacks[identity]?.onEndDisplay?() }
        for identity in appeared { itemCallbacks[identity]?.onDisplay?() }
        notify(.visibilityChanged(appeared: Self.ordered(appeared, in: data), disappeared: Array(disappeared)))
    }

    /// After input changed the selection from `before`: select and deselect callbacks, observers and
    /// `onSelectionChange`.
    func selectionChanged(from before: Set<ElementIdentity>) {
        dropUnselectable(since: before)
        let after = selection.selected
        guard after != before else { return }
        if !itemCallbacks.isEmpty {
            for identity in before.subtracting(after) { itemCallbacks[identity]?.onDeselect?() }
            for identity in after.subtracting(before) { itemCallbacks[identity]?.onSelect?() }
        }
        if !callbacks.observers.isEmpty { notify(.selectionChanged(after)) }
        callbacks.binding?.selectionChanged(gained: after.subtracting(before), lost: before.subtracting(after))
        onSelectionChange?(selection)
    }

    /// After an update: insert, remove, move and update callbacks, and `contentUpdated` to callbacks.observers.
    /// - Complexity: O(changes) when anyone listens; nothing otherwise.
    func reportUpdate<SectionID, ItemID>(_ changes: ChangeSet<SectionID, ItemID>) {
        guard hasObservers else { return }
        let inserted = changes.itemInserts.map { ElementIdentity($0.id) }
        let removed = changes.itemDeletes.map { ElementIdentity($0.id) }
        if !itemCallbacks.isEmpty {
            for identity in inserted { itemCallbacks[identity]?.onInsert?() }
            for identity in removed { itemCallbacks[identity]?.onRemove?() }
            for move in changes.itemMoves { itemCallbacks[ElementIdentity(move.id)]?.onMove?() }
            for change in changes.itemReloads + changes.itemReconfigures {
                itemCallbacks[ElementIdentity(change.id)]?.onUpdate?()
            }
        }
        notify(.contentUpdated(inserted: inserted, removed: removed))
    }

    /// Whether some area of `frame` is inside `rect` (touching its edge is not showing).
    static func shows(_ frame: Rect, in rect: Rect) -> Bool {
        let overlap = frame.intersection(rect)
        return overlap.width > 0 && overlap.height > 0
    }

    /// `identities` in layout order (those still in the data first, by path).
    private static func ordered(_ identities: Set<ElementIdentity>, in data: any LayoutDataSource) -> [ElementIdentity]
    {
        identities.map { ($0, data.path(ofItem: $0)) }
            .sorted { ($0.1 ?? ItemPath(section: .max, item: .max)) < ($1.1 ?? ItemPath(section: .max, item: .max)) }
            .map(\.0)
    }
}
