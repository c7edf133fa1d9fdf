import LatticeLayout

/// A key that moves the keyboard cursor.
public enum CursorMove: String, Hashable, Sendable, CaseIterable {
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Home: the first item.
    case home
    /// End: the last item.
    case end
    /// Page Up: about one viewport back.
    case pageUp
    /// Page Down: about one viewport on.
    case pageDown
}

/// Where the keyboard cursor goes, computed from the solved layout, so lists (by item) and grids (by row and
/// column) navigate alike, as GTK's ListView and GridView do.
///
/// Moves across the scroll direction's lines — Up/Down in a vertical layout — go to the next line's cell
/// with the greatest overlap with the current one (falling back to the nearest centre), across section
/// boundaries. Moves along a line — Left/Right — stay on the line: the neighbouring item in order when it is
/// on the same line, else the nearest cell beside the current one on that line; a single-column list returns
/// nil (the view uses Left/Right to expand and collapse). In a horizontally scrolling layout the roles of the
/// two pairs swap.
///
/// Every query reads bounded rects around the current frame through `LayoutEngine.attributes(in:)`, so a move
/// costs O(log n + k) for k elements near the cursor, never a scan of the items.
package enum CursorNavigation {
    /// How much two edges may differ and still count as touching (frames are exact, sums are not).
    static let tolerance = 1e-3

    /// The item the cursor moves to from `path` for `move`, or nil when it does not move (at an edge, or
    /// Left/Right in a single-column list; nil also when there are no items).
    ///
    /// - `home`/`end`: the first/last item of the non-empty sections.
    /// - `pageUp`/`pageDown`: the cell about `viewportHeight` (the viewport's extent along the scroll axis)
    ///   back/on, in the same column; the first/last item past either end; at least one line.
    /// - From nil, or from a path the layout does not have: `end` goes to the last item, any other move to
    ///   the first.
    package static func target(
        from path: ItemPath?, move: CursorMove, engine: LayoutEngine,
        viewportHeight: Double
    ) -> ItemPath? {
        guard let first = firstItem(in: engine), let last = lastItem(in: engine) else { return nil }
        switch move {
        case .home: return first
        case .end: return last
        default: break
        }
        guard let path, let current = engine.layoutAttributesForItem(at: path)?.frame else { return first }
        let probe = Probe(engine: engine, current: current, path: path)
        switch move {
        case .up, .down, .left, .right:
            let axis: Axis = move == .up || move == .down ? .vertical : .horizontal
            let forward = move == .down || move == .right
            return axis == probe.axis
                ? probe.adjacentLine(forward: forward)
                : probe.neighbourOnLine(forward: forward)
        case .pageUp, .pageDown:
            return probe.page(forward: move == .pageDown, distance: viewportHeight, first: first, last: last)
        case .home, .end:
            return nil
        }
    }

    /// The first item of the first non-empty section. - Complexity: O(sections).
    package static func firstItem(in engine: LayoutEngine) -> ItemPath? {
        let data = engine.dataSource
        for section in 0..<engine.numberOfSections where data.numberOfItems(inSection: section) > 0 {
            return ItemPath(section: section, item: 0)
        }
        return nil
    }

    /// The last item of the last non-empty section. - Complexity: O(sections).
    package static func lastItem(in engine: LayoutEngine) -> ItemPath? {
        let data = engine.dataSource
        for section in (0..<engine.numberOfSections).reversed() {
            let count = data.numberOfItems(inSection: section)
            if count > 0 { return ItemPath(section: section, item: count - 1) }
        }
        return nil
    }
}

/// Bounded geometric searches around the cursor's frame.
private struct Probe {
    let engine: LayoutEngine
    /// The cursor's frame and path.
    let current: Rect
    let path: ItemPath
    /// The scroll axis (lines stack along it) and the other one.
    let axis: Axis
    let cross: Axis
    /// The span across the scroll axis to search: the viewport's, widened to the current frame (a cell in
    /// an orthogonal band may be scrolled outside it).
    let crossRange: ClosedRange<Double>
    var tolerance: Double { CursorNavigation.tolerance }

    init(engine: LayoutEngine, current: Rect, path: ItemPath) {
        self.engine = engine
        self.current = current
        self.path = path
        axis = engine.layout.configuration.scrollDirection
        cross = axis.cross
        crossRange = min(0, current.min(cross))...max(engine.containerSize[cross], current.max(cross))
    }

    /// The cells meeting `along` on the scroll axis and `across` on the other one.
    func cells(along: ClosedRange<Double>, across: ClosedRange<Double>? = nil) -> [LayoutAttributes] {
        let across = across ?? crossRange
        var rect = Rect.zero
        rect.origin[axis] = along.lowerBound
        rect.size[axis] = along.upperBound - along.lowerBound
        rect.origin[cross] = across.lowerBound
        rect.size[cross] = across.upperBound - across.lowerBound
        return engine.attributes(in: rect).filter { $0.category == .cell }
    }

    /// How far two frames overlap along `axis` (negative: the gap between them).
    func overlap(_ a: Rect, _ b: Rect, along axis: Axis) -> Double {
        min(a.max(axis), b.max(axis)) - max(a.min(axis), b.min(axis))
    }

    /// The cells on the same line as `seed` (overlapping it along the scroll axis), `seed` included.
    func line(of seed: LayoutAttributes) -> [LayoutAttributes] {
        cells(along: seed.frame.min(axis)...seed.frame.max(axis)).filter {
            $0.indexPath == seed.indexPath || overlap($0.frame, seed.frame, along: axis) > tolerance
        }
    }

    /// The cell of `line` best under (or beside) the current one: greatest overlap across the scroll axis,
    /// else the nearest centre; ties go to the earlier item.
    func best(in line: [LayoutAttributes]) -> ItemPath? {
        func key(_ cell: LayoutAttributes) -> (Double, Double, ItemPath) {
            let shared = overlap(cell.frame, current, along: cross)
            let centre = abs(
                (cell.frame.min(cross) + cell.frame.max(cross)) / 2
                    - (current.min(cross) + current.max(cross)) / 2)
            return (shared > tolerance ? -shared : .infinity, centre, cell.indexPath)
        }
        return line.min { key($0) < key($1) }?.indexPath
    }

    /// How far along the scroll axis a probe may grow: the content's extent (and the current frame).
    var searchLimits: ClosedRange<Double> {
        let size = engine.contentSize[axis]
        return min(0, current.min(axis))...max(size, current.max(axis))
    }

    /// This probe with the current frame read again: measuring what a query met may have moved the cell
    /// (self-sizing cells above it changed height), and comparisons must use the frames the query returned.
    func refreshed() -> Probe {
        guard let frame = engine.layoutAttributesForItem(at: path)?.frame, frame != current else { return self }
        return Probe(engine: engine, current: frame, path: path)
    }

    /// Whether `frame` lies wholly past the current cell along the scroll axis (on the next lines).
    func isBeyond(_ frame: Rect, forward: Bool) -> Bool {
        forward ? frame.min(axis) >= current.max(axis) - tolerance : frame.max(axis) <= current.min(axis) + tolerance
    }

    /// The next line's best cell beyond the current one (Down in a vertical layout), or nil at the end.
    /// Probes grow geometrically from the current frame until a cell past it turns up.
    func adjacentLine(forward: Bool) -> ItemPath? {
        var reach = max(current.size[axis], 1) * 2
        var probe = self
        while true {
            let edge = forward ? probe.current.max(axis) : probe.current.min(axis)
            let along = forward ? (edge - tolerance)...(edge + reach) : (edge - reach)...(edge + tolerance)
            let met = probe.cells(along: along)
            probe = probe.refreshed()
            let found = met.filter { $0.indexPath != path && probe.isBeyond($0.frame, forward: forward) }
            let nearest =
                forward
                ? found.min { ($0.frame.min(axis), $0.indexPath) < ($1.frame.min(axis), $1.indexPath) }
                : found.max { ($0.frame.max(axis), $1.indexPath) < ($1.frame.max(axis), $0.indexPath) }
            if let nearest {
                let line = probe.line(of: nearest)
                return probe.best(
                    in: line.filter { $0.indexPath != path && probe.isBeyond($0.frame, forward: forward) })
            }
            let limits = probe.searchLimits
            if forward ? along.upperBound >= limits.upperBound : along.lowerBound <= limits.lowerBound { return nil }
            reach *= 2
        }
    }

    /// The neighbour on the current line (Right in a vertical layout), or nil at the line's end: the next
    /// (previous) item in order when it sits on this line beyond the current cell — which also reaches cells
    /// scrolled out of an orthogonal band — else the nearest cell beside it on the line (nested groups).
    func neighbourOnLine(forward: Bool) -> ItemPath? {
        // The next item in order sits to the right of the current one, or to its left in a right-to-left layout.
        let onward = forward != (engine.layoutDirection.isRightToLeft && cross == .horizontal)
        let neighbour = ItemPath(section: path.section, item: path.item + (onward ? 1 : -1))
        var frame: Rect?
        if neighbour.item >= 0, neighbour.item < engine.dataSource.numberOfItems(inSection: path.section) {
            frame = engine.layoutAttributesForItem(at: neighbour)?.frame
        }
        let probe = refreshed()
        if let frame, probe.isBeside(frame, forward) { return neighbour }
        return probe.nearestBeside(forward: forward)
    }

    /// The nearest cell beside the current one on its line (within the viewport's span across the axis):
    /// the smallest gap, then the greatest overlap along the axis, then the earlier item.
    func nearestBeside(forward: Bool) -> ItemPath? {
        let edge = forward ? current.max(cross) : current.min(cross)
        let across =
            forward
            ? (edge - tolerance)...max(edge, crossRange.upperBound)
            : min(edge, crossRange.lowerBound)...(edge + tolerance)
        let along = (current.min(axis) + tolerance)...max(current.min(axis) + tolerance, current.max(axis) - tolerance)
        let beside = cells(along: along, across: across).filter { $0.indexPath != path && isBeside($0.frame, forward) }
        func key(_ cell: LayoutAttributes) -> (Double, Double, ItemPath) {
            let gap = forward ? cell.frame.min(cross) - edge : edge - cell.frame.max(cross)
            return (gap, -overlap(cell.frame, current, along: axis), cell.indexPath)
        }
        return beside.min { key($0) < key($1) }?.indexPath
    }

    /// Whether `frame` is on the current line, wholly before or after the current cell across the axis.
    func isBeside(_ frame: Rect, _ forward: Bool) -> Bool {
        overlap(frame, current, along: axis) > tolerance
            && (forward
                ? frame.min(cross) >= current.max(cross) - tolerance
                : frame.max(cross) <= current.min(cross) + tolerance)
    }

    /// The cell about `distance` back or on along the scroll axis, in the current column; the first or last
    /// item past the ends; at least the adjacent line.
    func page(forward: Bool, distance: Double, first: ItemPath, last: ItemPath) -> ItemPath? {
        let centre = (current.min(axis) + current.max(axis)) / 2
        let target = centre + (forward ? 1 : -1) * max(0, distance)
        let end = forward ? last : first
        guard let endFrame = engine.layoutAttributesForItem(at: end)?.frame else { return end }
        if forward ? target > endFrame.max(axis) : target < endFrame.min(axis) { return end }
        let limits = searchLimits
        var reach = max(current.size[axis], 1)
        var found: [LayoutAttributes] = []
        while found.isEmpty {
            let along = (target - reach)...(target + reach)
            found = cells(along: along)
            if along.lowerBound <= limits.lowerBound && along.upperBound >= limits.upperBound { break }
            reach *= 2
        }
        func distanceToTarget(_ cell: LayoutAttributes) -> Double {
            max(0, cell.frame.min(axis) - target, target - cell.frame.max(axis))
        }
        guard
            let nearest = found.min(by: { (distanceToTarget($0), $0.indexPath) < (distanceToTarget($1), $1.indexPath) })
        else { return end }
        let probe = refreshed()
        let candidates = probe.line(of: nearest)
        // A page shorter than a line lands on the current line: move one line at least.
        if candidates.contains(where: {
            $0.indexPath == path || overlap($0.frame, probe.current, along: axis) > tolerance
        }) {
            return probe.adjacentLine(forward: forward) ?? end
        }
        return probe.best(in: candidates)
    }
}
