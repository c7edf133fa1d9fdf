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
        guard
            let band = sources.prefetch.band(
                for: viewport.visibleRect, canPrefetch: transition == nil && reordering.drag == nil)
        else { return 0 }
        var prepared = 0
        for attributes in engine.attributes(in: band) where attributes.category == .cell {
            guard let provided = cellProvider(attributes.indexPath) else { continue }
            let identity = engine.dataSource.identity(ofItemAt: attributes.indexPath)
            let state = presentedState(at: attributes.indexPath, identity: identity)
            // What `CellContent.draw` lays out first: the texts at the cell's width.
            _ = restyled(provided, for: state).textLeading(
                width: attributes.frame.width, state: state, measurer: measurer)
            prepared += 1
        }
        return prepared
    }

    /// Forgets where the view was and what was prepared: the next `prefetch()` starts afresh (a new layout
    /// puts everything elsewhere).
    func forgetPrefetching() {
        sources.prefetch.forget()
    }
}
