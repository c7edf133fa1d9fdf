import LatticeLayout

extension CollectionViewModel {
    /// Prepares the cells of the viewport after this one in the direction the view last scrolled — lays them
    /// out, measures them and measures their text, which fills the measurer's cache with the layouts drawing
    /// will use — so the frame that brings them into view finds that work done. UIKit prefetches cells' data
    /// for the same reason; here the expensive part of a new cell is shaping its text.
    ///
    /// Call it once per frame, when the main loop is idle after drawing. It does nothing while a transition or
    /// a drag runs, after a jump (the view moved more than two viewports: the next step is not predictable),
    /// or when the view did not move; scrolling on, it prepares only what earlier calls did not. Returns how
    /// many cells it prepared.
    @discardableResult
    public func prefetch() -> Int {
        let visible = viewport.visibleRect
        let previous = lastPrefetchOrigin
        lastPrefetchOrigin = visible.minY
        guard transition == nil, reorderDrag == nil, let previous, visible.height > 0 else {
            prefetchedRect = nil
            return 0
        }
        let delta = visible.minY - previous
        guard delta != 0, abs(delta) <= 2 * visible.height else {
            if delta != 0 { prefetchedRect = nil }
            return 0
        }
        let target = visible.offsetBy(dx: 0, dy: delta > 0 ? visible.height : -visible.height)
        var band = target
        if let done = prefetchedRect, done.minX == target.minX, done.width == target.width, done.intersects(target) {
            // Only the part of the next viewport the last call did not prepare.
            if delta > 0, target.maxY > done.maxY {
                band = Rect(x: target.minX, y: max(target.minY, done.maxY), width: target.width, height: target.maxY - max(target.minY, done.maxY))
            } else if delta < 0, target.minY < done.minY {
                band = Rect(x: target.minX, y: target.minY, width: target.width, height: min(target.maxY, done.minY) - target.minY)
            } else {
                return 0
            }
        }
        prefetchedRect = target
        var prepared = 0
        for attributes in engine.attributes(in: band) where attributes.category == .cell {
            guard let provided = cellProvider(attributes.indexPath) else { continue }
            let identity = engine.dataSource.identity(ofItemAt: attributes.indexPath)
            let state = presentedState(at: attributes.indexPath, identity: identity)
            // What `CellContent.draw` lays out first: the texts at the cell's width.
            _ = restyled(provided, for: state).textLeading(width: attributes.frame.width, state: state, measurer: measurer)
            prepared += 1
        }
        return prepared
    }

    /// Forgets where the view was and what was prepared: the next `prefetch()` starts afresh (a new layout
    /// puts everything elsewhere).
    func forgetPrefetching() {
        lastPrefetchOrigin = nil
        prefetchedRect = nil
    }
}
