import LatticeTracing

/// What `LayoutEngine.visibleLayout(in:overscan:anchor:)` returns: everything to draw for one viewport.
public struct VisibleLayout: Sendable {
    /// The elements meeting the visible rect (plus overscan), pinned supplementaries at their pinned frames.
    public var attributes: [LayoutAttributes]
    /// The content size after the measurements this pass made.
    public var contentSize: Size
    /// How far the scroll offset must move so the anchor stays where the user saw it.
    public var contentOffsetAdjustment: Point
    /// The visible rect after the adjustment.
    public var visibleRect: Rect
}

extension LayoutEngine {
    /// `attributes(in:)` with leading on the left (the engine solves every layout left to right).
    func leadingAttributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        collect(in: rect, measuring: true, pinningTo: nil, into: &result)
        return result
    }

    /// `visibleLayout(in:overscan:anchor:)` with leading on the left.
    func leadingVisibleLayout(in visibleRect: Rect, overscan: Double, anchor: ItemPath?) -> VisibleLayout {
        let span = Trace.begin("layout")
        defer { span?.end() }
        ensureSolved()
        let axis = scrollAxis
        var rect = visibleRect
        let anchorPath = anchor ?? firstCell(in: rect)
        var anchorPosition = anchorPath.flatMap { naturalFrame(ofItem: $0, measuring: false)?.origin[axis] }
        var adjustment = 0.0
        var attributes: [LayoutAttributes] = []
        // Measure until nothing changes (each pass may measure what the previous one moved into view),
        // moving the rect with the anchor; the last, unchanged pass is the answer.
        for _ in 0..<8 {
            let before = generation
            attributes.removeAll(keepingCapacity: true)
            collect(in: expanded(rect, by: overscan), measuring: true, pinningTo: rect, into: &attributes)
            var moved = false
            if let anchorPath, let old = anchorPosition,
                let now = naturalFrame(ofItem: anchorPath, measuring: false)?.origin[axis], now != old
            {
                rect.origin[axis] += now - old
                adjustment += now - old
                anchorPosition = now
                moved = true
            }
            if generation == before && !moved { break }
        }
        var offset = Point.zero
        offset[axis] = adjustment
        return VisibleLayout(
            attributes: attributes, contentSize: contentSize, contentOffsetAdjustment: offset,
            visibleRect: rect)
    }

    /// `layoutAttributesForItem(at:)` with leading on the left.
    func leadingAttributesForItem(at path: ItemPath) -> LayoutAttributes? {
        // Measuring the item's instance moves only what follows it, so the frame is final.
        guard let frame = naturalFrame(ofItem: path, measuring: true) else { return nil }
        let solution = solutions[path.section]
        return LayoutAttributes(
            category: .cell, elementKind: ElementKind.cell, indexPath: path, frame: frame,
            zIndex: 0,
            separators: solution.section.list?.separators(
                for: path,
                itemCount: solution.itemCount))
    }

    /// `layoutAttributesForSupplementary(ofKind:inSection:)` with leading on the left.
    func leadingAttributesForSupplementary(ofKind elementKind: String, inSection section: Int) -> LayoutAttributes? {
        ensureSolved()
        if section == -1 {
            return layoutSupplementaries(pinningTo: nil).first { $0.elementKind == elementKind }
        }
        guard solutions.indices.contains(section) else { return nil }
        let solution = solutions[section]
        measureSupplementaries(solution)
        if originsDirty { updateOrigins() }
        let frames = solution.supplementaryFrames()
        guard
            let index = solution.section.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == elementKind })
        else { return nil }
        let item = solution.section.boundarySupplementaryItems[index]
        return LayoutAttributes(
            category: .supplementary, elementKind: elementKind,
            indexPath: ItemPath(section: section, item: 0), frame: frames[index], zIndex: item.zIndex)
    }

    // MARK: Internals

    /// How much wider than the rect the binary searches look: the overhang, plus a hair for rounding (an
    /// element ending one ulp past its section). The final `intersects` test decides what is returned.
    var searchMargin: Double { overhang + 1e-6 }

    func expanded(_ rect: Rect, by overscan: Double) -> Rect {
        guard overscan > 0 else { return rect }
        var result = rect
        result.origin[scrollAxis] -= overscan
        result.size[scrollAxis] += 2 * overscan
        return result
    }

    /// The first cell (in scroll order) the user sees in `rect` — one that only touches its edge does not
    /// count — from the current solution without measuring.
    func firstCell(in rect: Rect) -> ItemPath? {
        let axis = scrollAxis
        func first(in probe: Rect) -> ItemPath? {
            var found: [LayoutAttributes] = []
            collect(in: probe, measuring: false, pinningTo: nil, into: &found)
            return found.filter {
                $0.category == .cell && $0.frame.max(axis) > rect.min(axis) && $0.frame.min(axis) < rect.max(axis)
            }
            .min { ($0.frame.origin[axis], $0.indexPath) < ($1.frame.origin[axis], $1.indexPath) }?.indexPath
        }
        // A thin slice at the top finds it cheaply unless the top of the rect shows no cell.
        var slice = rect
        slice.size[axis] = min(rect.size[axis], 1)
        return first(in: slice) ?? first(in: rect)
    }

    /// The frame of the cell at `path` at its natural position (orthogonal offset applied).
    func naturalFrame(ofItem path: ItemPath, measuring: Bool) -> Rect? {
        ensureSolved()
        guard solutions.indices.contains(path.section) else { return nil }
        let solution = solutions[path.section]
        guard path.item >= 0 && path.item < solution.itemCount else { return nil }
        let instance = solution.instance(ofItem: path.item)
        let solved = solveInstance(solution, instance, measuring: measuring)
        if originsDirty { updateOrigins() }
        let leafOrdinal = path.item - solution.firstItem(ofInstance: instance)
        var seen = 0
        for element in solved.elements where element.isLeaf {
            if seen == leafOrdinal {
                let origin = instanceOrigin(solution, instance)
                return element.frame.offsetBy(dx: origin.x, dy: origin.y)
            }
            seen += 1
        }
        return nil
    }

    /// The origin of an instance in content coordinates, orthogonal scroll offset applied.
    func instanceOrigin(_ solution: SectionSolution, _ instance: Int) -> Point {
        var origin = solution.origin(ofInstance: instance)
        if solution.isOrthogonal { origin[scrollAxis.cross] -= orthogonalOffsets[solution.index] ?? 0 }
        return origin
    }

    /// The sections whose frames meet `rect` along the scroll axis: a binary search for the first.
    func firstSection(meeting rect: Rect) -> Int {
        let axis = scrollAxis
        var low = 0, high = solutions.count
        while low < high {
            let mid = (low + high) / 2
            let solution = solutions[mid]
            if solution.origin + solution.extent + searchMargin < rect.min(axis) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    func collect(in rect: Rect, measuring: Bool, pinningTo pinRect: Rect?, into result: inout [LayoutAttributes]) {
        ensureSolved()
        let axis = scrollAxis
        for attributes in layoutSupplementaries(pinningTo: pinRect) where attributes.frame.intersects(rect) {
            result.append(attributes)
        }
        var index = firstSection(meeting: rect)
        while index < solutions.count {
            if originsDirty { updateOrigins() }
            let solution = solutions[index]
            if solution.origin - searchMargin > rect.max(axis) { break }
            collect(solution, in: rect, measuring: measuring, pinningTo: pinRect, into: &result)
            index += 1
        }
    }

    private func collect(
        _ solution: SectionSolution, in rect: Rect, measuring: Bool, pinningTo pinRect: Rect?,
        into result: inout [LayoutAttributes]
    ) {
        let section = solution.index
        if measuring {
            measureSupplementaries(solution)
            if originsDirty { updateOrigins() }
        }
        // Cells first: measuring them may lengthen the section, which moves its footers and backgrounds.
        appendCells(solution, in: rect, measuring: measuring, into: &result)
        if originsDirty { updateOrigins() }
        let decorations = solution.decorationFrames()
        let naturals = solution.supplementaryFrames()
        noteSectionOverhang(solution, frames: decorations + naturals)
        for (item, frame) in zip(solution.section.decorationItems, decorations) where frame.intersects(rect) {
            result.append(
                LayoutAttributes(
                    category: .decoration, elementKind: item.elementKind,
                    indexPath: ItemPath(section: section, item: 0), frame: frame,
                    zIndex: item.zIndex))
        }
        for (item, natural) in zip(solution.section.boundarySupplementaryItems, naturals) {
            var frame = natural
            if let pinRect, item.pinToVisibleBounds {
                frame = pinned(
                    natural, side: item.alignment.side(along: scrollAxis), within: solution.frame,
                    visible: pinRect)
            }
            guard frame.intersects(rect) else { continue }
            result.append(
                LayoutAttributes(
                    category: .supplementary, elementKind: item.elementKind,
                    indexPath: ItemPath(section: section, item: 0), frame: frame,
                    zIndex: item.zIndex, isPinned: frame != natural))
        }
    }

    /// Widens `overhang` for section-level elements (backgrounds with negative insets, overlaying headers)
    /// reaching outside the section's frame along the scroll axis.
    func noteSectionOverhang(_ solution: SectionSolution, frames: [Rect]) {
        let sectionFrame = solution.frame
        for frame in frames {
            overhang = max(
                overhang, sectionFrame.min(scrollAxis) - frame.min(scrollAxis),
                frame.max(scrollAxis) - sectionFrame.max(scrollAxis))
        }
    }

    private func appendCells(
        _ solution: SectionSolution, in rect: Rect, measuring: Bool,
        into result: inout [LayoutAttributes]
    ) {
        guard solution.instanceCount > 0 else { return }
        let axis = scrollAxis
        let stack = solution.stackAxis
        if solution.isOrthogonal {
            // The band must meet the rect along the scroll axis.
            let bandStart = solution.contentStart
            if bandStart - searchMargin > rect.max(axis)
                || bandStart + solution.bandExtent + searchMargin < rect.min(axis)
            {
                return
            }
        }
        let stackStart = instanceOrigin(solution, 0)[stack]
        // Widen by the overhang; step back over an instance that ends exactly where the rect starts.
        let low = rect.min(stack) - stackStart - searchMargin
        var instance = solution.instance(atStackPosition: low)
        while instance > 0 && solution.stackOffset(ofInstance: instance) - solution.section.interGroupSpacing >= low {
            instance -= 1
        }
        let list = solution.section.list
        while instance < solution.instanceCount {
            var origin = instanceOrigin(solution, instance)
            if origin[stack] - searchMargin > rect.max(stack) { break }
            let solved = solveInstance(solution, instance, measuring: measuring)
            origin = instanceOrigin(solution, instance)
            var item = solution.firstItem(ofInstance: instance)
            for element in solved.elements {
                let frame = element.frame.offsetBy(dx: origin.x, dy: origin.y)
                let path = ItemPath(
                    section: solution.index, item: element.isLeaf ? item : solution.firstItem(ofInstance: instance))
                if let supplementary = element.groupSupplementary {
                    if frame.intersects(rect) {
                        result.append(
                            LayoutAttributes(
                                category: .supplementary, elementKind: supplementary.elementKind,
                                indexPath: path, frame: frame, zIndex: supplementary.zIndex))
                    }
                    continue
                }
                if frame.intersects(rect) {
                    result.append(
                        LayoutAttributes(
                            category: .cell, elementKind: ElementKind.cell, indexPath: path,
                            frame: frame, zIndex: 0,
                            separators: list?.separators(for: path, itemCount: solution.itemCount)))
                }
                for (badge, relative) in element.badges {
                    let badgeFrame = relative.offsetBy(dx: origin.x, dy: origin.y)
                    if badgeFrame.intersects(rect) {
                        result.append(
                            LayoutAttributes(
                                category: .supplementary, elementKind: badge.elementKind,
                                indexPath: path, frame: badgeFrame, zIndex: badge.zIndex))
                    }
                }
                item += 1
            }
            instance += 1
        }
    }

    /// A pinned frame: a leading supplementary sticks to the visible start until the section's end pushes it;
    /// a trailing one sticks to the visible end until the section's start pulls it.
    func pinned(_ natural: Rect, side: Int, within section: Rect, visible: Rect) -> Rect {
        let axis = scrollAxis
        var frame = natural
        let extent = natural.size[axis]
        if side < 0 {
            let limit = section.max(axis) - extent
            frame.origin[axis] = min(max(natural.origin[axis], visible.min(axis)), max(natural.origin[axis], limit))
        } else if side > 0 {
            let limit = section.min(axis)
            frame.origin[axis] = max(
                min(natural.origin[axis], visible.max(axis) - extent), min(natural.origin[axis], limit))
        }
        return frame
    }

    /// The layout-wide header and footer.
    func layoutSupplementaries(pinningTo pinRect: Rect?) -> [LayoutAttributes] {
        let items = layout.configuration.boundarySupplementaryItems
        guard !items.isEmpty else { return [] }
        let axis = scrollAxis, cross = axis.cross
        let insets = layout.configuration.contentInsets
        let content = contentSize
        var leading = insets.start(axis)
        var trailing = extent.contentEnd
        let crossStart = insets.start(cross)
        let crossExtent = max(0, containerSize[cross] - insets.total(along: cross))
        var whole = Rect.zero
        whole.origin[axis] = insets.start(axis)
        whole.size[axis] = content[axis] - insets.total(along: axis)
        whole.origin[cross] = crossStart
        whole.size[cross] = crossExtent
        var result: [LayoutAttributes] = []
        for (index, item) in items.enumerated() {
            let size = extent.supplementarySizes[index]
            var rect = Rect(origin: .zero, size: size)
            let crossSide = item.alignment.side(along: cross)
            rect.origin[cross] =
                crossSide < 0
                ? crossStart
                : crossSide > 0
                    ? crossStart + crossExtent - size[cross]
                    : crossStart + (crossExtent - size[cross]) / 2
            let side = item.alignment.side(along: axis)
            if side < 0 {
                rect.origin[axis] = item.extendsBoundary ? leading : extent.sectionsStart
                if item.extendsBoundary { leading += size[axis] }
            } else {
                rect.origin[axis] = item.extendsBoundary ? trailing : extent.contentEnd - size[axis]
                if item.extendsBoundary { trailing += size[axis] }
            }
            rect = rect.offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y)
            var frame = rect
            if let pinRect, item.pinToVisibleBounds {
                frame = pinned(rect, side: side, within: whole, visible: pinRect)
            }
            result.append(
                LayoutAttributes(
                    category: .supplementary, elementKind: item.elementKind,
                    indexPath: ItemPath(section: -1, item: 0), frame: frame, zIndex: item.zIndex,
                    isPinned: frame != rect))
        }
        return result
    }
}
