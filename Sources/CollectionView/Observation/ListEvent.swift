import LatticeLayout

/// What happened to a collection view, for observers (`CollectionViewModel.addObserver`) — Listable's list
/// state observer.
public enum ListEvent: Sendable {
    /// The content scrolled to `offset` (the viewport's top-left in content coordinates).
    case didScroll(offset: Point)
    /// New data was presented: the items that came and went (`update(to:changes:)`).
    case contentUpdated(inserted: [ElementIdentity], removed: [ElementIdentity])
    /// Items came on screen or left it (reported when a frame is drawn).
    case visibilityChanged(appeared: [ElementIdentity], disappeared: [ElementIdentity])
    /// The selection changed through input.
    case selectionChanged(Set<ElementIdentity>)
    /// The user reordered items and the app accepted it.
    case reordered(ReorderTransaction)
}

/// Callbacks of one item (Listable's per-item callbacks), registered in `CollectionViewModel.itemCallbacks`
/// by the item's identity. Each is called on the main actor, after the fact.
public struct ItemCallbacks {
    /// The item was selected through input.
    public var onSelect: (() -> Void)?
    /// The item was deselected through input.
    public var onDeselect: (() -> Void)?
    /// The item's cell came on screen.
    public var onDisplay: (() -> Void)?
    /// The item's cell left the screen.
    public var onEndDisplay: (() -> Void)?
    /// The item was inserted by an update.
    public var onInsert: (() -> Void)?
    /// The item was removed by an update.
    public var onRemove: (() -> Void)?
    /// The item moved (by an update: it changed section or order among the items that stayed).
    public var onMove: (() -> Void)?
    /// The item was reloaded or reconfigured by an update.
    public var onUpdate: (() -> Void)?

    /// Callbacks; pass the ones wanted.
    public init(
        onSelect: (() -> Void)? = nil, onDeselect: (() -> Void)? = nil, onDisplay: (() -> Void)? = nil,
        onEndDisplay: (() -> Void)? = nil, onInsert: (() -> Void)? = nil, onRemove: (() -> Void)? = nil,
        onMove: (() -> Void)? = nil, onUpdate: (() -> Void)? = nil
    ) {
        self.onSelect = onSelect
        self.onDeselect = onDeselect
        self.onDisplay = onDisplay
        self.onEndDisplay = onEndDisplay
        self.onInsert = onInsert
        self.onRemove = onRemove
        self.onMove = onMove
        self.onUpdate = onUpdate
    }
}

/// An item on screen and how much of it shows.
public struct VisibleItem: Hashable, Sendable {
    /// The item's identity.
    public var identity: ElementIdentity
    /// Where it is in the data.
    public var path: ItemPath
    /// Its frame in content coordinates.
    public var frame: Rect
    /// The share of its area inside the viewport, 0…1.
    public var fractionVisible: Double
}

/// What is on screen: the visible-range and scroll-position API GTK's list widgets lack.
public struct VisibleContent: Sendable {
    /// Items with any part on screen, in layout order.
    public var items: [VisibleItem]
    /// The item that shows the most of itself (the first of equals), if any.
    public var mostVisible: VisibleItem? {
        items.max {
            $0.fractionVisible < $1.fractionVisible || ($0.fractionVisible == $1.fractionVisible && $0.path > $1.path)
        }
    }
    /// How far down the content the viewport is: 0 at the top, 1 at the bottom (0 when everything fits).
    public var scrollProgress: Double
    /// The viewport's top-left in content coordinates.
    public var offset: Point
    /// The content's size.
    public var contentSize: Size
}

/// A registered observer's handle; `CollectionViewModel.removeObserver` takes it.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}
