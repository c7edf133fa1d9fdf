/// The queries an app makes, in the engine's `layoutDirection`. The engine solves every layout with leading on
/// the left and reflects what a query asks and answers when leading is on the right, as UIKit's compositional
/// layout flips its frames: the reflection is the whole difference, so a right-to-left frame is the mirror
/// image of the left-to-right one by construction, and solving, measuring and caching are shared.
extension LayoutEngine {
    /// The width frames are reflected across: the container's for a vertically scrolling layout, the content's
    /// (at least the container's) for a horizontal one, whose start is then at the right.
    var mirrorWidth: Double {
        scrollAxis == .vertical ? containerSize.width : max(contentSize.width, containerSize.width)
    }

    func directed(_ rect: Rect) -> Rect {
        layoutDirection.isRightToLeft ? rect.mirrored(inWidth: mirrorWidth) : rect
    }

    func directed(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard layoutDirection.isRightToLeft else { return attributes }
        var mirrored = attributes
        mirrored.frame = attributes.frame.mirrored(inWidth: mirrorWidth)
        return mirrored
    }

    /// The attributes of every element meeting `rect`, at their natural (unpinned) positions.
    ///
    /// Self-sizing elements in the rect are measured first; elements elsewhere keep their estimates.
    /// - Complexity: O(log n + k) for k elements in the rect (plus the sections' count for binary search).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard layoutDirection.isRightToLeft else { return leadingAttributes(in: rect) }
        return leadingAttributes(in: directed(rect)).map(directed)
    }

    /// The elements to draw in `visibleRect`: measures what it shows, keeps `anchor` (default: the first
    /// cell in the rect) where it was by reporting a content-offset adjustment, and pins headers and footers.
    public func visibleLayout(in visibleRect: Rect, overscan: Double = 0, anchor: ItemPath? = nil) -> VisibleLayout {
        guard layoutDirection.isRightToLeft else {
            return leadingVisibleLayout(in: visibleRect, overscan: overscan, anchor: anchor)
        }
        var layout = leadingVisibleLayout(in: directed(visibleRect), overscan: overscan, anchor: anchor)
        layout.attributes = layout.attributes.map(directed)
        layout.visibleRect = directed(layout.visibleRect)
        layout.contentOffsetAdjustment.x = -layout.contentOffsetAdjustment.x
        return layout
    }

    /// The attributes of the cell at `path`, measuring it (and its group) if it is self-sizing.
    public func layoutAttributesForItem(at path: ItemPath) -> LayoutAttributes? {
        leadingAttributesForItem(at: path).map(directed)
    }

    /// The attributes of the boundary supplementary of `elementKind` in `section` (natural position), or of a
    /// layout-level one when `section` is -1.
    public func layoutAttributesForSupplementary(
        ofKind elementKind: String, inSection section: Int
    ) -> LayoutAttributes? {
        leadingAttributesForSupplementary(ofKind: elementKind, inSection: section).map(directed)
    }
}
