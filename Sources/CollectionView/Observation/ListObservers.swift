import LatticeLayout

/// The observers of a collection view (`ListEvent`s), the per-item callbacks, and what they were last told: the
/// cells on screen and where the viewport was, so each frame reports only what changed.
struct ListObservers {
    private var observers: [Int: (ListEvent) -> Void] = [:]
    private var nextID = 0
    /// Per-item callbacks, by item identity (`CollectionViewModel.itemCallbacks`).
    var itemCallbacks: [ElementIdentity: ItemCallbacks] = [:]
    /// The cells on screen at the last frame reported.
    var displayedItems: Set<ElementIdentity> = []
    /// Where the viewport was at the last frame reported.
    var reportedOffset: Point?
    /// Called with the offset after a frame that scrolled (`CollectionViewModel.onScroll`).
    var onScroll: ((Point) -> Void)?

    /// Whether nobody listens.
    var isEmpty: Bool { observers.isEmpty }

    /// Registers `observer`; the token removes it.
    mutating func add(_ observer: @escaping (ListEvent) -> Void) -> ObserverToken {
        nextID += 1
        observers[nextID] = observer
        return ObserverToken(id: nextID)
    }

    /// Stops calling the observer registered with `token`.
    mutating func remove(_ token: ObserverToken) { observers[token.id] = nil }

    /// Tells every observer, in registration order.
    func notify(_ event: ListEvent) {
        for id in observers.keys.sorted() { observers[id]?(event) }
    }
}
