import LatticeLayout

/// What a pointer is over, and what a rubber band covers.
package enum HitTesting {
    /// The element drawn topmost at `point` among `attributes` (what `visibleLayout` returned, pinned headers
    /// at their pinned frames): the highest zIndex, then the later in the array (drawn later). Cells and
    /// supplementaries only; decorations (backgrounds) are never hit.
    ///
    /// Frames contain their top and left edges but not their bottom and right ones, so a point on the
    /// boundary between two adjacent cells hits exactly one.
    package static func element(at point: Point, in attributes: [LayoutAttributes]) -> LayoutAttributes? {
        var hit: LayoutAttributes?
        for element in attributes where element.category != .decoration && contains(element.frame, point) {
            if let current = hit, current.zIndex > element.zIndex { continue }
            hit = element
        }
        return hit
    }

    /// The cells a rubber band covers, in item order: every cell whose frame overlaps `rubberBand` by more
    /// than an edge. A band that only touches a cell (or a zero-size band on a boundary) does not take it.
    /// - Complexity: O(log n + k) for k elements in the band (one `attributes(in:)` query).
    package static func items(in rubberBand: Rect, engine: LayoutEngine) -> [ItemPath] {
        let band = normalized(rubberBand)
        return engine.attributes(in: band)
            .filter { $0.category == .cell && overlaps($0.frame, band) }
            .map(\.indexPath)
            .sorted()
    }

    /// Whether `point` is in `frame`, top-left edges in, bottom-right out.
    static func contains(_ frame: Rect, _ point: Point) -> Bool {
        point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
    }

    /// Whether `frame` and `band` share interior (strict on every edge, so a zero-width band still takes
    /// the cells it crosses, but not the ones it runs along the edge of).
    static func overlaps(_ frame: Rect, _ band: Rect) -> Bool {
        frame.minX < band.maxX && band.minX < frame.maxX && frame.minY < band.maxY && band.minY < frame.maxY
    }

    /// A rect with non-negative size (a drag up or left gives a negative one).
    static func normalized(_ rect: Rect) -> Rect {
        let x = min(rect.minX, rect.maxX), y = min(rect.minY, rect.maxY)
        return Rect(x: x, y: y, width: abs(rect.width), height: abs(rect.height))
    }
}
