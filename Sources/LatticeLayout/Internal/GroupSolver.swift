/// One element placed by solving a group instance: a cell (leaf) or a supplementary anchored to a group.
struct PlacedElement {
    /// The frame relative to the instance's origin.
    var frame: Rect
    /// The item description of a leaf (nil for custom-group leaves and group supplementaries).
    var item: LayoutItem?
    /// Set for a supplementary anchored to a group instance.
    var groupSupplementary: LayoutSupplementaryItem?

    var isLeaf: Bool { groupSupplementary == nil }

    /// The frames of the supplementaries (badges) anchored to this leaf, relative like `frame`.
    var badges: [(item: LayoutSupplementaryItem, frame: Rect)] {
        (item?.supplementaryItems ?? []).map { badge in
            (badge, badge.containerAnchor.frame(for: badge.size.resolve(in: frame.size), in: frame))
        }
    }
}

/// A solved group instance: its size and its elements in item order.
struct SolvedGroup {
    var size: Size
    var elements: [PlacedElement]
    /// How many items (leaves) the instance took.
    var leafCount: Int

    /// How far any element (badges included) reaches outside `0..<size` along `axis`, on either side.
    func overhang(along axis: Axis) -> Double {
        var result = 0.0
        for element in elements {
            result = max(result, -element.frame.min(axis), element.frame.max(axis) - size[axis])
            for badge in element.badges {
                result = max(result, -badge.frame.min(axis), badge.frame.max(axis) - size[axis])
            }
        }
        return result
    }
}

/// Solves one instance of a group: resolves dimensions, measures self-sizing items, repeats subitems while
/// they fit, distributes flexible spacing and places everything relative to the instance's origin.
///
/// Items are taken in order starting at `cursor` (a section-relative item index) up to `limit`.
struct GroupSolver {
    /// The section's layout environment (handed to custom groups).
    var environment: LayoutEnvironment
    /// Whether a subitems-mode group of fixed extent decides repetitions with measured extents (flow).
    var allowsFlow: Bool
    /// The measured size of item `index` for a proposed size, or `nil` to keep the estimate.
    var measure: (_ index: Int, _ proposed: Size, _ widthFree: Bool, _ heightFree: Bool) -> Size?

    /// Solves an instance of `group` in `container`, taking items from `cursor`.
    func solve(_ group: LayoutGroup, container: Size, cursor: inout Int, limit: Int) -> SolvedGroup {
        var elements: [PlacedElement] = []
        let start = cursor
        let size = place(group, container: container, override: nil, cursor: &cursor, limit: limit, into: &elements)
        return SolvedGroup(size: size, elements: elements, leafCount: cursor - start)
    }

    /// Places `group` with its origin at zero, appending to `elements`; returns the group's size.
    private func place(
        _ group: LayoutGroup, container: Size, override: (axis: Axis, extent: Double)?,
        cursor: inout Int, limit: Int, into elements: inout [PlacedElement]
    ) -> Size {
        var size = group.size.resolve(in: container)
        if let override { size[override.axis] = override.extent }
        let free = freeAxes(group.size, override: override)
        let insets = effectiveInsets(group.contentInsets, free: free)
        let inner = Size(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        let first = elements.count
        var content: Size
        switch group.arrangement {
        case .custom(let provider):
            content = placeCustom(provider, inner: inner, cursor: &cursor, limit: limit, into: &elements)
        case .horizontal:
            content = placeLinear(
                group, axis: .horizontal, inner: inner, free: free, cursor: &cursor, limit: limit,
                into: &elements)
        case .vertical:
            content = placeLinear(
                group, axis: .vertical, inner: inner, free: free, cursor: &cursor, limit: limit,
                into: &elements)
        }
        if free.width { size.width = content.width }
        if free.height { size.height = content.height }
        shift(&elements, from: first, dx: insets.leading, dy: insets.top)
        let bounds = Rect(origin: .zero, size: size)
        for supplementary in group.supplementaryItems {
            let frame = supplementary.containerAnchor.frame(for: supplementary.size.resolve(in: size), in: bounds)
            elements.append(PlacedElement(frame: frame, item: nil, groupSupplementary: supplementary))
        }
        return size
    }

    private func placeCustom(
        _ provider: @Sendable (CustomGroupEnvironment) -> [Rect], inner: Size,
        cursor: inout Int, limit: Int, into elements: inout [PlacedElement]
    ) -> Size {
        var extent = Size.zero
        for frame in provider(CustomGroupEnvironment(groupSize: inner, layout: environment)) where cursor < limit {
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
                continue
            }
            elements.append(PlacedElement(frame: frame, item: nil, groupSupplementary: nil))
            extent.width = max(extent.width, frame.maxX)
            extent.height = max(extent.height, frame.maxY)
            cursor += 1
        }
        return extent
    }

    /// One child placed at the origin, before it is moved into position.
    private struct Child {
        var range: Range<Int>
        var size: Size
        var spacing: EdgeSpacing
    }

    private func placeLinear(
        _ group: LayoutGroup, axis: Axis, inner: Size, free: (width: Bool, height: Bool),
        cursor: inout Int, limit: Int, into elements: inout [PlacedElement]
    ) -> Size {
        let cross = axis.cross
        let spacing = group.interItemSpacing ?? .fixed(0)
        let axisFree = axis == .horizontal ? free.width : free.height
        let crossFree = cross == .horizontal ? free.width : free.height
        var children: [Child] = []
        var used = 0.0
        if let count = group.count, let child = group.subitems.first {
            let edges = child.edgeSpacing
            let edgeTotal = (edges.start(axis)?.minimum ?? 0) + (edges.end(axis)?.minimum ?? 0)
            let share = max(0, (inner[axis] - spacing.minimum * Double(count - 1)) / Double(count) - edgeTotal)
            for _ in 0..<count where cursor < limit {
                let first = elements.count
                let size = placeChild(
                    child, inner: inner, override: (axis, share), cursor: &cursor, limit: limit,
                    into: &elements)
                children.append(Child(range: first..<elements.count, size: size, spacing: edges))
                used += (children.count > 1 ? spacing.minimum : 0) + edgeTotal + size[axis]
            }
        } else {
            // Subitems repeat while the next one fits. With a free axis (or no flow) the decision uses
            // estimates only, so the count is the template's and never changes under measurement; a flow
            // decides with measured extents.
            let decidesWithEstimates = axisFree || !allowsFlow
            var index = 0
            var decided = 0.0
            var decidedAtCycleStart = 0.0
            while cursor < limit {
                let child = group.subitems[index % group.subitems.count]
                if index > 0 && index % group.subitems.count == 0 {
                    if decided <= decidedAtCycleStart { break }
                    decidedAtCycleStart = decided
                }
                let edges = child.edgeSpacing
                let edgeTotal = (edges.start(axis)?.minimum ?? 0) + (edges.end(axis)?.minimum ?? 0)
                let gap = children.isEmpty ? 0 : spacing.minimum
                let first = elements.count
                let savedCursor = cursor
                let size = placeChild(
                    child, inner: inner, override: nil, cursor: &cursor, limit: limit, into: &elements)
                let extent = decidesWithEstimates ? child.size[axis].resolve(in: inner) : size[axis]
                if !children.isEmpty && decided + gap + edgeTotal + extent > inner[axis] + 1e-9 {
                    elements.removeSubrange(first...)
                    cursor = savedCursor
                    break
                }
                children.append(Child(range: first..<elements.count, size: size, spacing: edges))
                decided += gap + edgeTotal + extent
                used += gap + edgeTotal + size[axis]
                index += 1
            }
        }
        // Along the axis: leftover space goes to flexible spacings (inter-item and edges) equally.
        let leftover = inner[axis] - used
        var flexibleGaps = spacing.isFlexible ? max(0, children.count - 1) : 0
        for child in children {
            if child.spacing.start(axis)?.isFlexible == true { flexibleGaps += 1 }
            if child.spacing.end(axis)?.isFlexible == true { flexibleGaps += 1 }
        }
        let extra = (!axisFree && leftover > 0 && flexibleGaps > 0) ? leftover / Double(flexibleGaps) : 0
        func amount(_ spacing: LayoutSpacing?) -> Double {
            guard let spacing else { return 0 }
            return spacing.minimum + (spacing.isFlexible ? extra : 0)
        }
        var crossExtent = crossFree ? 0 : inner[cross]
        if crossFree {
            for child in children {
                let needed =
                    (child.spacing.start(cross)?.minimum ?? 0) + child.size[cross]
                    + (child.spacing.end(cross)?.minimum ?? 0)
                crossExtent = max(crossExtent, needed)
            }
        }
        var position = 0.0
        for (offset, child) in children.enumerated() {
            if offset > 0 { position += amount(spacing) }
            position += amount(child.spacing.start(axis))
            let startCross = child.spacing.start(cross), endCross = child.spacing.end(cross)
            let crossLeft = max(
                0, crossExtent - (startCross?.minimum ?? 0) - child.size[cross] - (endCross?.minimum ?? 0))
            let startFlexible = startCross?.isFlexible == true, endFlexible = endCross?.isFlexible == true
            let crossShare = startFlexible ? (endFlexible ? crossLeft / 2 : crossLeft) : 0
            let crossPosition = (startCross?.minimum ?? 0) + crossShare
            var delta = Point.zero
            delta[axis] = position
            delta[cross] = crossPosition
            shift(&elements, range: child.range, dx: delta.x, dy: delta.y)
            position += child.size[axis] + amount(child.spacing.end(axis))
        }
        var content = Size.zero
        content[axis] = axisFree ? position : inner[axis]
        content[cross] = crossExtent
        return content
    }

    private func placeChild(
        _ child: LayoutGroupChild, inner: Size, override: (axis: Axis, extent: Double)?,
        cursor: inout Int, limit: Int, into elements: inout [PlacedElement]
    ) -> Size {
        switch child {
        case .group(let group):
            return place(group, container: inner, override: override, cursor: &cursor, limit: limit, into: &elements)
        case .item(let item):
            var size = item.size.resolve(in: inner)
            if let override { size[override.axis] = override.extent }
            let free = freeAxes(item.size, override: override)
            if free.width || free.height, let measured = measure(cursor, size, free.width, free.height) {
                if free.width { size.width = max(0, measured.width) }
                if free.height { size.height = max(0, measured.height) }
            }
            let frame = Rect(origin: .zero, size: size).inset(by: effectiveInsets(item.contentInsets, free: free))
            elements.append(PlacedElement(frame: frame, item: item, groupSupplementary: nil))
            cursor += 1
            return size
        }
    }

    private func freeAxes(_ size: LayoutSize, override: (axis: Axis, extent: Double)?) -> (width: Bool, height: Bool) {
        (
            size.width.isEstimated && override?.axis != .horizontal,
            size.height.isEstimated && override?.axis != .vertical
        )
    }

    /// Content insets do not apply along estimated (free) dimensions, as in UIKit.
    private func effectiveInsets(_ insets: EdgeInsets, free: (width: Bool, height: Bool)) -> EdgeInsets {
        EdgeInsets(
            top: free.height ? 0 : insets.top, leading: free.width ? 0 : insets.leading,
            bottom: free.height ? 0 : insets.bottom, trailing: free.width ? 0 : insets.trailing)
    }

    private func shift(_ elements: inout [PlacedElement], from first: Int, dx: Double, dy: Double) {
        shift(&elements, range: first..<elements.count, dx: dx, dy: dy)
    }

    private func shift(_ elements: inout [PlacedElement], range: Range<Int>, dx: Double, dy: Double) {
        guard dx != 0 || dy != 0 else { return }
        for index in range { elements[index].frame = elements[index].frame.offsetBy(dx: dx, dy: dy) }
    }
}

extension LayoutGroup {
    /// Whether any dimension in the group tree is estimated (the group's instances may differ once measured).
    var containsEstimates: Bool {
        if size.hasEstimate { return true }
        return subitems.contains { child in
            switch child {
            case .item(let item): item.size.hasEstimate
            case .group(let group): group.containsEstimates
            }
        }
    }

    /// Whether the number of items per instance depends on measured sizes (a flow of self-sized items).
    var isFlow: Bool {
        if let axis, count == nil, !size[axis].isEstimated,
            subitems.contains(where: { $0.size[axis].isEstimated })
        {
            return true
        }
        return subitems.contains { child in
            if case .group(let group) = child { return group.isFlow }
            return false
        }
    }
}
