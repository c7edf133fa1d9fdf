import LatticeLayout

/// Where a revealed element should end up in the viewport.
public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
    /// Its top edge at the top of the viewport (below a pinned header).
    case top
    /// Centred in the viewport (in the part a pinned header leaves visible).
    case center
    /// Its bottom edge at the bottom of the viewport.
    case bottom
    /// Wherever moves the viewport least: unchanged when it is fully visible, else aligned to the nearer
    /// edge (the top when it is taller than the viewport).
    case nearest
}

extension CursorNavigation {
    /// The vertical content offset that reveals `frame` at `position` in a viewport showing `visible`
    /// (content coordinates), for keeping the cursor in view.
    ///
    /// `pinnedHeaderHeight` is how much of the viewport's top a sticky header covers (the pinned section
    /// header's height, 0 without one): the element is revealed below it, so it is never hidden under the
    /// header. The result is not clamped to the content; clamp it with `Viewport.clampedOffset(for:)`.
    package static func scrollOffset(
        toReveal frame: Rect, in visible: Rect, position: ScrollPosition,
        pinnedHeaderHeight: Double = 0
    ) -> Double {
        let header = min(max(0, pinnedHeaderHeight), visible.height)
        let open = visible.height - header
        switch position {
        case .top:
            return frame.minY - header
        case .center:
            return frame.midY - header - open / 2
        case .bottom:
            return frame.maxY - visible.height
        case .nearest:
            let openTop = visible.minY + header
            if frame.minY >= openTop && frame.maxY <= visible.maxY { return visible.minY }
            if frame.minY < openTop || frame.height > open { return frame.minY - header }
            return frame.maxY - visible.height
        }
    }
}
