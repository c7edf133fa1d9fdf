/// Solves a `CompositionalLayout` for a container size and data, lazily and incrementally.
///
/// The engine keeps one `SectionSolution` per section. Uniform sections are solved by arithmetic; self-sizing
/// sections measure only the elements a query touches (through `measurer`), cache the measured sizes by
/// identity so they survive invalidation, and keep group extents in a size index, so offset ↔ item is
/// O(log n) and memory grows with sections and measured items, not with the item count.
///
/// ```swift
/// let engine = LayoutEngine(layout: .list(using: ListConfiguration(appearance: .plain)),
///                           dataSource: ItemCounts([1_000_000]), containerSize: Size(width: 800, height: 600))
/// let visible = engine.visibleLayout(in: Rect(x: 0, y: 5_000, width: 800, height: 600))
/// ```
///
/// The engine is a mutable cache: confine each instance to one thread or actor.
public final class LayoutEngine {
    /// The layout being solved.
    public private(set) var layout: CompositionalLayout
    /// The data being laid out.
    public private(set) var dataSource: any LayoutDataSource
    /// Measures self-sizing elements; without one, estimates stand.
    public var measurer: (any LayoutMeasuring)?
    /// The viewport size.
    public private(set) var containerSize: Size
    /// Device pixels per logical pixel.
    public private(set) var displayScale: Double
    /// Where leading is: frames are reflected for a right-to-left layout (see `LayoutDirection`).
    public var layoutDirection = LayoutDirection.leftToRight
    /// How many times the engine asked `measurer` for a size (a cache hit does not count).
    public internal(set) var measurementCount = 0

    var solutions: [SectionSolution] = []
    var needsSolve = true
    var originsDirty = true
    /// Bumped whenever a measurement changes a pitch, a band or a supplementary size.
    var generation = 0
    var measuredSizes: [MeasureKey: MeasuredSize] = [:]
    /// The most sizes `measuredSizes` keeps (see `remember(_:for:)`): a few MB.
    static let measuredSizeLimit = 32_768
    /// Solved group instances of self-sizing and flow sections, so a steady viewport does not solve (or look
    /// up measurements) again. Dropped with the solution, on reflow, and when it grows past `instanceCacheLimit`.
    var instanceCache: [InstanceKey: CachedInstance] = [:]
    static let instanceCacheLimit = 1_024

    struct InstanceKey: Hashable {
        var section: Int
        var instance: Int
    }

    struct CachedInstance {
        var solved: SolvedGroup
        /// Whether every self-sizing item was measured (or there is nothing to measure with).
        var isMeasured: Bool
    }
    var orthogonalOffsets: [Int: Double] = [:]
    /// Where the content lies along the scroll axis: the layout's boundary supplementaries and the sections.
    var extent = ContentExtent()
    /// The farthest any element was found to reach outside its group instance or its section along the axis
    /// queries search (badges, overlaying headers, items taller than a fixed group). Queries widen their
    /// binary searches by it, so such elements are never missed; it only grows.
    var overhang = 0.0

    struct MeasureKey: Hashable {
        var identity: ElementIdentity
        var elementKind: String
    }

    struct MeasuredSize {
        var proposed: Size
        var size: Size
        var widthFree: Bool
        var heightFree: Bool

        /// A size measured for one proposal still holds when the fixed dimensions are the same.
        func holds(for proposal: Size, widthFree: Bool, heightFree: Bool) -> Bool {
            widthFree == self.widthFree && heightFree == self.heightFree
                && (widthFree || abs(proposal.width - proposed.width) < 0.001)
                && (heightFree || abs(proposal.height - proposed.height) < 0.001)
        }
    }

    /// Creates an engine.
    public init(
        layout: CompositionalLayout, dataSource: any LayoutDataSource, containerSize: Size,
        displayScale: Double = 1, measurer: (any LayoutMeasuring)? = nil
    ) {
        precondition(
            containerSize.width.isFinite && containerSize.height.isFinite
                && containerSize.width >= 0 && containerSize.height >= 0,
            "Container size must be finite and non-negative, got \(containerSize)")
        self.layout = layout
        self.dataSource = dataSource
        self.containerSize = containerSize
        self.displayScale = displayScale
        self.measurer = measurer
    }

    // MARK: Invalidation

    /// Replaces the layout; measured sizes are kept.
    public func setLayout(_ layout: CompositionalLayout) {
        self.layout = layout
        invalidateLayout()
    }

    /// Replaces the data; measured sizes follow their identities to the items' new positions.
    public func setDataSource(_ dataSource: any LayoutDataSource) {
        self.dataSource = dataSource
        invalidateLayout()
    }

    /// Changes the viewport; sizes measured for another width are measured again when next needed.
    public func setContainerSize(_ size: Size, displayScale: Double? = nil) {
        precondition(
            size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
            "Container size must be finite and non-negative, got \(size)")
        containerSize = size
        if let displayScale { self.displayScale = displayScale }
        invalidateLayout()
    }

    /// Drops the solution (sections are provided and solved again on the next query); keeps measurements.
    public func invalidateLayout() {
        needsSolve = true
        originsDirty = true
        instanceCache.removeAll(keepingCapacity: true)
    }

    /// Forgets the measured size of the item with `identity` (its content changed).
    public func invalidateMeasurement(ofItem identity: ElementIdentity) {
        if measuredSizes.removeValue(forKey: MeasureKey(identity: identity, elementKind: ElementKind.cell)) != nil {
            invalidateLayout()
        }
    }

    /// Forgets every measured size.
    public func invalidateAllMeasurements() {
        measuredSizes.removeAll()
        invalidateLayout()
    }

    /// Sizes measured from one set of content, kept aside while other content is shown (see
    /// `takeMeasurements()`).
    public struct Measurements: @unchecked Sendable {  // identities are Sendable values, erased
        var sizes: [MeasureKey: MeasuredSize]
    }

    /// Forgets every measured size and returns them: what a view keeps when it shows other content (a zoom
    /// step, a list's rows becoming cards), so that switching back finds the sizes it left
    /// (`restoreMeasurements(_:)`) and lays out exactly as before.
    public func takeMeasurements() -> Measurements {
        let taken = Measurements(sizes: measuredSizes)
        invalidateAllMeasurements()
        return taken
    }

    /// Replaces every measured size with `measurements` (taken from this engine, for the content it shows again).
    public func restoreMeasurements(_ measurements: Measurements) {
        measuredSizes = measurements.sizes
        invalidateLayout()
    }

    /// An engine laying out `dataSource` with this engine's layout, container size and measured sizes, and no
    /// measurer (what was never measured keeps its estimate): where elements were before an update, asked after
    /// this engine has moved on to the new data. Building one solves nothing; its first query does.
    public func replica(dataSource: any LayoutDataSource) -> LayoutEngine {
        let replica = LayoutEngine(
            layout: layout, dataSource: dataSource, containerSize: containerSize,
            displayScale: displayScale)
        replica.measuredSizes = measuredSizes
        replica.layoutDirection = layoutDirection
        return replica
    }

    // MARK: Solving

    var environment: LayoutEnvironment {
        let insets = layout.configuration.contentInsets
        return LayoutEnvironment(
            containerSize: containerSize,
            effectiveContentSize: Size(
                width: max(0, containerSize.width - insets.leading - insets.trailing),
                height: max(0, containerSize.height - insets.top - insets.bottom)),
            displayScale: displayScale)
    }

    var scrollAxis: Axis { layout.configuration.scrollDirection }

    /// Solves if needed and brings section origins up to date.
    func ensureSolved() {
        if needsSolve { solve() }
        if originsDirty { updateOrigins() }
    }

    private func solve() {
        let environment = self.environment
        let axis = scrollAxis, cross = axis.cross
        let insets = layout.configuration.contentInsets
        let crossStart = min(insets.start(cross), containerSize[cross])
        let crossExtent = max(0, containerSize[cross] - insets.total(along: cross))
        let containerMain = max(0, containerSize[axis] - insets.total(along: axis))
        solutions = (0..<dataSource.numberOfSections).map { index in
            let section = layout.sectionProvider(index, environment)
            let solver = GroupSolver(environment: environment, allowsFlow: true) { _, _, _, _ in nil }
            let solution = SectionSolution(
                index: index, section: section, itemCount: max(0, dataSource.numberOfItems(inSection: index)),
                scrollAxis: axis, crossStart: crossStart, crossExtent: crossExtent, containerMain: containerMain,
                solver: solver)
            if solution.mode == .measured, solution.instanceCount > 0, let header = headerRowHeight(solution) {
                solution.pitches.set(0, header + section.interGroupSpacing)
            }
            return solution
        }
        var layoutContainer = Size.zero
        layoutContainer[cross] = crossExtent
        layoutContainer[axis] = containerMain
        extent.supplementarySizes = layout.configuration.boundarySupplementaryItems.map {
            $0.size.resolve(in: layoutContainer)
        }
        needsSolve = false
        overhang = 0
        for solution in solutions { noteOverhang(of: solution.template, in: solution) }
        reapplyMeasurements()
        for solution in solutions where solution.mode == .flow { reflow(solution, from: 0) }
        updateOrigins()
        for solution in solutions {
            noteSectionOverhang(solution, frames: solution.decorationFrames() + solution.supplementaryFrames())
        }
    }

    /// The estimated height of a `.firstItemInSection` header row, when the section has one.
    func headerRowHeight(_ solution: SectionSolution) -> Double? {
        guard let list = solution.section.list, list.headerMode == .firstItemInSection else { return nil }
        return list.appearance.metrics.headerHeight
    }

    /// Brings cached measurements back into the size indexes after a re-solve, in O(measured items).
    ///
    /// Measurements of items that left the data are kept — an item filtered out and back keeps its size — until
    /// they outnumber the live ones (plus `staleMeasurementSlack`); then they are dropped, so a long-running view
    /// with churn (a live folder, a chat) keeps the cache, and this pass, proportional to the data.
    private func reapplyMeasurements() {
        guard !measuredSizes.isEmpty else { return }
        var instances: Set<ItemPath> = []
        var stale: [MeasureKey] = []
        for key in measuredSizes.keys where key.elementKind == ElementKind.cell {
            guard let path = dataSource.path(ofItem: key.identity) else {
                stale.append(key)
                continue
            }
            guard solutions.indices.contains(path.section) else { continue }
            let solution = solutions[path.section]
            guard solution.mode == .measured, path.item < solution.itemCount else { continue }
            instances.insert(ItemPath(section: path.section, item: solution.instance(ofItem: path.item)))
        }
        for instance in instances {
            _ = solveInstance(solutions[instance.section], instance.item, measuring: false)
        }
        if stale.count > measuredSizes.count - stale.count + Self.staleMeasurementSlack {
            for key in stale { measuredSizes[key] = nil }
        }
    }

    /// How many measurements of departed items are kept beyond as many as there are live ones.
    static let staleMeasurementSlack = 256

    func updateOrigins() {
        extent.place(solutions, configuration: layout.configuration, axis: scrollAxis)
        originsDirty = false
    }

    /// The size of all content.
    public var contentSize: Size {
        ensureSolved()
        var size = containerSize
        size[scrollAxis] = extent.length(configuration: layout.configuration, axis: scrollAxis)
        return size
    }

    /// The number of sections in the current solution.
    public var numberOfSections: Int {
        ensureSolved()
        return solutions.count
    }

    /// The section at `index` as its provider described it.
    public func section(at index: Int) -> LayoutSection {
        ensureSolved()
        return solutions[index].section
    }

    /// How many size-index blocks hold explicit extents (memory grows with this, not with the item count).
    public var storedExtentBlockCount: Int {
        ensureSolved()
        return solutions.reduce(0) { $0 + $1.pitches.storedBlockCount }
    }
}
