/// A solved section: its template group instance, how instances stack, its supplementaries and geometry.
///
/// Instances (repetitions of the section's group) stack along the scroll axis, or across it in an orthogonal
/// section. Their pitches (extent plus inter-group spacing) live in a `SizeIndex`, so a section whose
/// instances are all alike is solved by arithmetic and a self-sizing one keeps only what was measured.
/// A flow section (items per instance depend on measured widths) keeps one row per instance.
final class SectionSolution {
    enum Mode { case uniform, measured, flow }

    /// A row of a flow section: its first item and how many items it took.
    struct FlowRow {
        var first: Int
        var count: Int
    }

    let index: Int
    let section: LayoutSection
    let itemCount: Int
    let scrollAxis: Axis
    let isOrthogonal: Bool
    /// The section's frame across the scroll axis: where it starts and how wide it is.
    let crossStart: Double
    let crossExtent: Double
    /// The container fractional dimensions of the top-level group resolve against.
    let groupContainer: Size
    let mode: Mode
    let template: SolvedGroup
    var pitches: SizeIndex
    var flowRows: [FlowRow] = []
    /// Along the scroll axis, the extent of an orthogonal band (the tallest instance seen).
    var bandExtent: Double
    /// Resolved sizes of the boundary supplementaries (estimates until measured), and which were measured.
    var supplementaries: BoundarySizes
    /// The section's start along the scroll axis, set by the engine.
    var origin: Double = 0

    var stackAxis: Axis { isOrthogonal ? scrollAxis.cross : scrollAxis }
    /// How many items one instance of the group holds (at least one).
    var itemsPerInstance: Int { max(1, template.leafCount) }
    var instanceCount: Int { mode == .flow ? flowRows.count : pitches.count }

    init(
        index: Int, section: LayoutSection, itemCount: Int, scrollAxis: Axis, crossStart: Double,
        crossExtent: Double, containerMain: Double, solver: GroupSolver
    ) {
        self.index = index
        self.section = section
        self.itemCount = itemCount
        self.scrollAxis = scrollAxis
        self.isOrthogonal = section.orthogonalScrollingBehavior != .none
        let insets = section.contentInsets
        let cross = scrollAxis.cross
        self.crossStart = crossStart
        self.crossExtent = crossExtent
        var container = Size.zero
        container[cross] = max(0, crossExtent - insets.total(along: cross))
        container[scrollAxis] = max(0, containerMain - insets.total(along: scrollAxis))
        self.groupContainer = container

        var templateSolver = solver
        templateSolver.measure = { _, _, _, _ in nil }
        templateSolver.allowsFlow = false
        var cursor = 0
        let template = templateSolver.solve(
            section.group, container: container, cursor: &cursor,
            limit: max(itemCount, 1))
        self.template = template
        if section.group.isFlow && !isOrthogonal {
            mode = .flow
        } else if section.group.containsEstimates {
            mode = .measured
        } else {
            mode = .uniform
        }
        let instances = itemCount == 0 ? 0 : (itemCount + max(1, template.leafCount) - 1) / max(1, template.leafCount)
        let stack = isOrthogonal ? cross : scrollAxis
        pitches = SizeIndex(
            count: mode == .flow ? 0 : instances,
            defaultPitch: template.size[stack] + section.interGroupSpacing)
        bandExtent = template.size[scrollAxis]
        let boundaryContainer = Self.supplementaryContainer(
            section: section, crossExtent: crossExtent, scrollAxis: scrollAxis,
            main: containerMain)
        supplementaries = BoundarySizes(
            estimates: section.boundarySupplementaryItems.map { $0.size.resolve(in: boundaryContainer) })
    }

    /// Fractional sizes of boundary supplementaries resolve against the section's width (less content insets
    /// when they follow them) and the container's height.
    static func supplementaryContainer(
        section: LayoutSection, crossExtent: Double, scrollAxis: Axis,
        main: Double
    ) -> Size {
        var size = Size.zero
        let cross = scrollAxis.cross
        size[cross] =
            section.supplementariesFollowContentInsets
            ? max(0, crossExtent - section.contentInsets.total(along: cross)) : crossExtent
        size[scrollAxis] = main
        return size
    }

    // MARK: Instances

    /// The first item of instance `instance`.
    func firstItem(ofInstance instance: Int) -> Int {
        mode == .flow ? flowRows[instance].first : instance * itemsPerInstance
    }

    /// The instance holding `item`.
    func instance(ofItem item: Int) -> Int {
        guard mode == .flow else { return item / itemsPerInstance }
        var low = 0, high = flowRows.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if flowRows[mid].first <= item { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The number of items instance `instance` takes.
    func itemCount(ofInstance instance: Int) -> Int {
        mode == .flow ? flowRows[instance].count : min(itemsPerInstance, itemCount - instance * itemsPerInstance)
    }

    // MARK: Geometry along the scroll axis

    /// The extent of the leading (before the content) extending supplementaries, with the header padding.
    var leadingExtent: Double {
        var extent = 0.0
        var hasLeading = false
        for (index, item) in section.boundarySupplementaryItems.enumerated()
        where item.extendsBoundary && item.alignment.side(along: scrollAxis) < 0 {
            extent += supplementaries.sizes[index][scrollAxis]
            hasLeading = true
        }
        return hasLeading ? extent + section.headerTopPadding : 0
    }

    /// The extent of the trailing extending supplementaries.
    var trailingExtent: Double {
        var extent = 0.0
        var hasTrailing = false
        for (index, item) in section.boundarySupplementaryItems.enumerated()
        where item.extendsBoundary && item.alignment.side(along: scrollAxis) > 0 {
            extent += supplementaries.sizes[index][scrollAxis]
            hasTrailing = true
        }
        return hasTrailing ? extent + section.footerBottomPadding : 0
    }

    /// The extent of the instances along the scroll axis (without insets).
    var contentExtent: Double {
        if instanceCount == 0 { return 0 }
        if isOrthogonal { return bandExtent }
        return pitches.total - section.interGroupSpacing
    }

    /// The content's extent as the section lays it out: at least as long as every overlaying (non-extending)
    /// supplementary along the scroll axis, so none spills into the next section or past the content.
    var paddedContentExtent: Double {
        var extent = contentExtent
        for (index, item) in section.boundarySupplementaryItems.enumerated() where !item.extendsBoundary {
            let dimension = item.size[scrollAxis]
            if item.alignment.side(along: scrollAxis) == 0 && dimension.kind != .absolute && !dimension.isEstimated {
                continue  // a fraction of the content itself
            }
            extent = max(extent, supplementaries.sizes[index][scrollAxis])
        }
        return extent
    }

    /// Where the content (the first instance) starts along the scroll axis.
    var contentStart: Double { origin + leadingExtent + section.contentInsets.start(scrollAxis) }

    /// The section's whole extent along the scroll axis.
    var extent: Double {
        leadingExtent + section.contentInsets.total(along: scrollAxis) + paddedContentExtent + trailingExtent
    }

    /// The section's frame: its extent along the scroll axis, its cross range across.
    var frame: Rect {
        var rect = Rect.zero
        rect.origin[scrollAxis] = origin
        rect.size[scrollAxis] = extent
        rect.origin[scrollAxis.cross] = crossStart
        rect.size[scrollAxis.cross] = crossExtent
        return rect
    }

    /// The offset of instance `instance` from the start of the stack.
    func stackOffset(ofInstance instance: Int) -> Double { pitches.offset(of: instance) }

    /// The instance at `position` along the stack (relative to the stack's start).
    func instance(atStackPosition position: Double) -> Int { pitches.index(at: position) }

    /// The origin of instance `instance` in content coordinates (before any orthogonal scroll offset).
    func origin(ofInstance instance: Int) -> Point {
        var point = Point.zero
        let cross = scrollAxis.cross
        point[cross] = crossStart + contentCrossInset
        point[scrollAxis] = contentStart
        point[stackAxis] += stackOffset(ofInstance: instance)
        return point
    }

    /// The length of an orthogonal band's content across the scroll axis, with insets.
    var orthogonalContentExtent: Double {
        let cross = scrollAxis.cross
        let groups = instanceCount == 0 ? 0 : pitches.total - section.interGroupSpacing
        return section.contentInsets.total(along: cross) + groups
    }

    /// The leading content inset across the scroll axis, no more than the section is wide (insets larger than
    /// the section collapse its content to zero width inside it, as `Rect.inset(by:)` does).
    var contentCrossInset: Double { min(section.contentInsets.start(scrollAxis.cross), crossExtent) }

    // MARK: Boundary supplementaries

    /// The natural frames of the boundary supplementaries.
    func supplementaryFrames() -> [Rect] {
        let cross = scrollAxis.cross
        let insets = section.contentInsets
        let followInsets = section.supplementariesFollowContentInsets
        let areaCrossStart = crossStart + (followInsets ? contentCrossInset : 0)
        let areaCrossExtent = followInsets ? max(0, crossExtent - insets.total(along: cross)) : crossExtent
        var leadingCursor = origin + (leadingExtent > 0 ? section.headerTopPadding : 0)
        var trailingCursor =
            origin + leadingExtent + section.contentInsets.total(along: scrollAxis) + paddedContentExtent
        let contentStart = self.contentStart
        let paddedExtent = paddedContentExtent
        let contentEnd = contentStart + paddedExtent
        var frames: [Rect] = []
        for (index, item) in section.boundarySupplementaryItems.enumerated() {
            var size = supplementaries.sizes[index]
            if mainSideOf(item) == 0, !item.size[scrollAxis].isEstimated, item.size[scrollAxis].kind != .absolute {
                // A supplementary running along the section (top or bottom of a horizontal layout) is a
                // fraction of the section's content, not of the container.
                var container = Size.zero
                container[scrollAxis] = contentExtent
                container[cross] = areaCrossExtent
                size[scrollAxis] = item.size[scrollAxis].resolve(in: container)
            }
            var rect = Rect(origin: .zero, size: size)
            let crossSide = item.alignment.side(along: cross)
            rect.origin[cross] =
                crossSide < 0
                ? areaCrossStart
                : crossSide > 0
                    ? areaCrossStart + areaCrossExtent - size[cross]
                    : areaCrossStart + (areaCrossExtent - size[cross]) / 2
            let mainSide = item.alignment.side(along: scrollAxis)
            if item.extendsBoundary && mainSide < 0 {
                rect.origin[scrollAxis] = leadingCursor
                leadingCursor += size[scrollAxis]
            } else if item.extendsBoundary && mainSide > 0 {
                rect.origin[scrollAxis] = trailingCursor
                trailingCursor += size[scrollAxis]
            } else if mainSide < 0 {
                rect.origin[scrollAxis] = contentStart
            } else if mainSide > 0 {
                // Overlaying the content's end, but never above the section's start (short or empty sections).
                rect.origin[scrollAxis] = max(origin, contentEnd - size[scrollAxis])
            } else {
                rect.origin[scrollAxis] = max(origin, contentStart + (paddedExtent - size[scrollAxis]) / 2)
            }
            frames.append(rect.offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y))
        }
        return frames
    }

    private func mainSideOf(_ item: BoundarySupplementaryItem) -> Int { item.alignment.side(along: scrollAxis) }

    /// The decoration frames.
    func decorationFrames() -> [Rect] {
        section.decorationItems.map { frame.inset(by: $0.contentInsets) }
    }
}

/// The sizes of a section's boundary supplementaries: estimates until measured, and which were measured (each is
/// measured once, when it first shows).
struct BoundarySizes {
    /// Each supplementary's size, in the section's order.
    var sizes: [Size]
    /// Whether each was measured.
    var isMeasured: [Bool]

    /// The sizes `estimates` give, none measured yet.
    init(estimates: [Size]) {
        sizes = estimates
        isMeasured = Array(repeating: false, count: estimates.count)
    }
}
