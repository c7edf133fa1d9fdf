import DiffableDataSource
import LatticeLayout
import LatticeTracing

/// The renderer-independent collection view: binds a layout engine, a viewport, the content of cells and
/// supplementaries and their state, and produces the display list a renderer draws.
///
/// ```swift
/// let model = CollectionViewModel(layout: .list(using: ListConfiguration(appearance: .insetGrouped)),
///                                 data: ItemCounts([20]), viewportSize: Size(width: 600, height: 800),
///                                 measurer: PangoTextMeasurer()) { path in
///     var content = ListContentConfiguration.subtitleCell()
///     content.text = "Item \(path.item)"
///     return CellContent(content: content, background: .listGroupedCell())
/// }
/// let frame = model.displayList()
/// ```
@MainActor
public final class CollectionViewModel {
    /// The layout engine (the model sets its measurer). The package's own hosts and tests reach it; an app asks
    /// the model (`contentSize`, `hit(at:)`, `scroll(toItem:position:)`) and its layout what it needs.
    package let engine: LayoutEngine
    /// The visible part of the content: its size and scale (set through `resize(to:scale:)`) and the scroll
    /// offset (moved through `scroll(toOffset:)` and the other scrolling calls).
    public package(set) var viewport: Viewport
    /// Text measurement shared with the renderer.
    public let measurer: any TextMeasuring
    /// Selection and the keyboard cursor, keyed by item identity. Single by default, as UIKit's collection views
    /// are (`allowsMultipleSelection` false): set `selection.mode = .multiple` for Ctrl-click, Shift ranges,
    /// select-all and the rubber band, as a file manager's views have.
    public var selection = SelectionModel<ElementIdentity>(mode: .single) { didSet { setNeedsDisplay() } }
    /// Swipe actions, keyed by item identity (in lists and grids alike).
    public var swipe = SwipeController<ElementIdentity>() { didSet { setNeedsDisplay() } }

    // Each concern's state, in a type of its own. The concerns an app configures as a group are public and set
    // directly (`model.animation.duration`); the rest is read and written through the UIKit-named properties of
    // CollectionViewModel+Configuration.swift.

    /// Where cells and supplementaries come from, and the generation of what they show (`CellSources`).
    var sources: CellSources
    /// The background, overscan, empty state, focus ring and what the last frame drew (`FrameDrawing`).
    var drawing = FrameDrawing()
    /// The clock, and whether and how changes animate (`AnimationSettings`).
    public var animation = AnimationSettings()
    /// The transition in flight and what its frames keep (`TransitionDrawingState`).
    var transitionState = TransitionDrawingState()
    /// Gravity, automatic scrolling and the user's last scroll (`ScrollBehaviour`).
    public var scrolling = ScrollBehaviour()
    /// The pointer's state: hover, press, the rubber band, a header's drag (`PointerState`).
    var pointer = PointerState()
    /// What the model tells and asks its host, and its observers (`HostCallbacks`).
    var callbacks = HostCallbacks()
    /// Reordering's rules, log and drag (`Reordering`). Cells are laid out from a drag's preview while it
    /// lasts, so a change of it is a change of what cells show.
    public var reordering = Reordering() {
        didSet {
            sources.contentChanged()
            setNeedsDisplay()
        }
    }
    /// Type-ahead's switch, item text and what was typed (`TypeAhead`).
    public var typeAhead = TypeAhead()
    /// Sticky outline ancestors (`StickyAncestors`).
    public var stickyAncestors = StickyAncestors()

    /// Creates a model over `layout` and `data`; `cell` (and `supplementary`) describe each element. They run
    /// for every element on screen in every frame (docs/architecture.md says why), so they build values and do
    /// nothing slow: load and format what they show beforehand.
    public init(
        layout: CompositionalLayout, data: any LayoutDataSource, viewportSize: Size, scale: Double = 1,
        measurer: any TextMeasuring, supplementary: @escaping (String, ItemPath) -> CellContent? = { _, _ in nil },
        cell: @escaping (ItemPath) -> CellContent?
    ) {
        self.measurer = measurer
        self.viewport = Viewport(size: viewportSize, scale: scale)
        let contentMeasurer = ContentMeasurer(measurer: measurer, cell: cell, supplementary: supplementary)
        self.sources = CellSources(cell: cell, supplementary: supplementary, measurer: contentMeasurer)
        self.engine = LayoutEngine(
            layout: layout, dataSource: data, containerSize: viewportSize, displayScale: scale,
            measurer: contentMeasurer)
        contentMeasurer.cell = { [unowned self] path in cellProvider(path) }
    }

    /// Cells by position in the data the engine lays out — during a drag reorder the preview's, mapped back to
    /// the app's own positions (the app's provider knows only its data).
    var cellProvider: (ItemPath) -> CellContent? {
        guard reordering.drag != nil else { return sources.cell }
        return { [unowned self] path in appPath(path).flatMap(sources.cell) }
    }

    /// Where the item at `path` (in the data the engine lays out) is in the app's data.
    func appPath(_ path: ItemPath) -> ItemPath? {
        guard let drag = reordering.drag else { return path }
        return drag.original.path(ofItem: engine.dataSource.identity(ofItemAt: path))
    }

    /// Scrolls so the viewport's top is at `offset` (clamped to the content). `animated`: it glides there over the
    /// animation's duration and curve (UIKit's `setContentOffset(_:animated:)`), drawn frame by frame through
    /// the content between; any other scroll — the user's, or another call — takes over from where it is.
    public func scroll(toOffset offset: Double, animated: Bool = false) {
        scrolling.glide = nil
        if animation.animates(animated) {
            var destination = viewport
            destination.offset.y = offset
            let target = destination.clampedOffset(for: engine.contentSize).y
            guard abs(target - viewport.offset.y) > 0.5 else { return scroll(toOffset: target) }
            scrolling.glide = ScrollBehaviour.Glide(
                from: viewport.offset.y, to: target, start: animation.clock.now,
                duration: animation.duration, curve: animation.curve)
            return setNeedsDisplay()
        }
        viewport.offset.y = offset
        viewport.offset = viewport.clampedOffset(for: engine.contentSize)
        setNeedsDisplay()
    }

    /// Follows the view's new size and display scale: the layout is solved again for the new container (section
    /// providers see it in their `LayoutEnvironment`), sizes measured for another width are measured again when
    /// next needed, and the scroll offset stays within the content. `CanvasView` calls it whenever its widget's
    /// size or scale changes; a host drawing the display list itself calls it before asking for a frame.
    public func resize(to size: Size, scale: Double) {
        guard viewport.size != size || viewport.scale != scale else { return }
        viewport.size = size
        viewport.scale = scale
        engine.setContainerSize(size, displayScale: scale)
        scroll(toOffset: viewport.offset.y)
    }

    /// The item at `path` as laid out now — its frame in content coordinates (subtract `viewport.offset` for the
    /// view's), z-index and the rest (UIKit's `layoutAttributesForItem(at:)`); nil when there is none.
    public func layoutAttributesForItem(at path: ItemPath) -> LayoutAttributes? {
        engine.layoutAttributesForItem(at: path)
    }

    /// The size of the whole content as laid out for the current viewport.
    public var contentSize: Size { engine.contentSize }

    /// Whether something moves by itself and the host must draw a frame on every tick until it stops: a layout
    /// switch or an animated update running, an animated scroll, or a reorder drag scrolling the view near its edge. `CanvasView`
    /// runs its frame clock while this holds.
    public var isAnimating: Bool { transition != nil || isAutoscrolling || scrolling.glide != nil }

    /// Tells the host that what the model draws changed (`onNeedsDisplay`).
    func setNeedsDisplay() { callbacks.needsDisplay?() }

    /// Moves what changes by itself to the clock's now, for the frame about to be drawn: a transition that has
    /// run its course ends (the viewport lands at its offset) and a replaced one's layout switch follows the new
    /// tracks; a reorder drag held near an edge scrolls; the viewport is laid out (measuring what it shows and
    /// keeping the first visible item in place) and its offset clamped; outline ancestors pin; observers hear
    /// what came on screen and left it. A host calls it once per frame, before `displayList()`.
    public func advance() {
        let span = Trace.begin("advance")
        defer { span?.end() }
        if let transition {
            let now = animation.clock.now
            if !transition.isFinished(at: now) {
                stickyAncestors.pinned = []  // not drawn while elements move, so not there to be clicked either
                transitionState.layoutSwitch = switchAligned(with: transition)
                return
            }
            viewport.offset = transition.scrollOffset(at: now)
            transitionState.finish()
        }
        stepReorderAutoscroll()
        if let glide = scrolling.glide {
            let (y, arrived) = glide.offset(at: animation.clock.now)
            viewport.offset.y = y
            if arrived { scrolling.glide = nil }
        }
        let visible = engine.visibleLayout(in: viewport.visibleRect, overscan: overscan)
        viewport.offset = Point(x: viewport.offset.x, y: visible.visibleRect.minY)
        viewport.offset = viewport.clampedOffset(for: visible.contentSize)
        stickyAncestors.pinned = pinnedAncestorRows(in: visible.attributes)
        reportScroll()
        if hasObservers { reportDisplay(visible.attributes) }
    }

    /// What to draw, as the model stands (`advance()` brings it to the frame's time first): cells, headers,
    /// footers, separators and list cards in canvas coordinates — or, while a layout transition runs, every
    /// element at its interpolated frame. A query: asking twice draws the same, and changes nothing anyone
    /// sees (it keeps caches: the parts a switch laid out, the last frame's size).
    public func displayList() -> DisplayList {
        let span = Trace.begin("display list")
        defer { span?.end() }
        if let transition { return transitionDisplayList(transition, at: animation.clock.now) }
        let visible = engine.visibleLayout(in: viewport.visibleRect, overscan: overscan)
        let dx = -viewport.offset.x, dy = -viewport.offset.y
        var list = DisplayList(background: background)
        if recordsDrawnParts { list.drawnParts = [] }
        list.reserveCapacity(drawing.lastCommandCount)
        defer { drawing.lastCommandCount = list.commands.count }
        // Back to front by z-index, ties in layout order; the layout's order usually is that already, and then
        // no order is built.
        let elements = visible.attributes
        let inOrder = zip(elements, elements.dropFirst()).allSatisfy { $0.zIndex <= $1.zIndex }
        let order = inOrder ? nil : elements.indices.sorted { (elements[$0].zIndex, $0) < (elements[$1].zIndex, $1) }
        drawListCards(elements, dx: dx, dy: dy, into: &list)
        for position in elements.indices {
            let attributes = elements[order?[position] ?? position]
            let frame = attributes.frame.offsetBy(dx: dx, dy: dy)
            switch attributes.category {
            case .cell:
                let identity = engine.dataSource.identity(ofItemAt: attributes.indexPath)
                let key = ElementKey.cell(identity)
                // Lifted items leave a gap where they would land (the grabbed one is drawn at the pointer).
                if let drag = reordering.drag, drag.items.contains(identity) { continue }
                guard let provided = cellProvider(attributes.indexPath) else { continue }
                var state = presentedState(at: attributes.indexPath, identity: identity)
                let swiped = swipe.presentation(for: identity)
                if swiped != nil { state.isSwiped = true }
                let content = restyled(provided, for: state)
                let textLeading: Double?
                if let presentation = swiped {
                    // Revealed actions behind the cell, the cell shifted by the swipe.
                    SwipeDrawing.draw(
                        presentation, in: frame, cornerRadius: content.background.cornerRadius,
                        measurer: measurer, direction: layoutDirection, into: &list)
                    list.append(.pushClip(frame))
                    let shift = layoutDirection.isRightToLeft ? -presentation.offset : presentation.offset
                    textLeading = drawCell(
                        content, key: key, in: frame.offsetBy(dx: shift, dy: 0), state: state,
                        into: &list)
                    list.append(.popClip)
                } else {
                    textLeading = drawCell(content, key: key, in: frame, state: state, into: &list)
                }
                if let separators = attributes.separators {
                    let start = list.commands.count
                    forEachSeparator(separators, frame: frame, textLeading: textLeading) { from, to, _ in
                        list.append(.line(from: from, to: to, width: 1, paint: .role(.border)))
                    }
                    list.record(key, .separator, in: frame, start..<list.commands.count)
                }
            case .supplementary:
                guard let content = sources.supplementary(attributes.elementKind, attributes.indexPath) else {
                    continue
                }
                var background = content
                if attributes.isPinned && background.background.fill == nil {
                    // A pinned header covers the rows scrolling under it.
                    background.background.fill =
                        background.content.style == .sidebarHeader
                        ? .role(.sidebarBackground)
                        : .role(.viewBackground)
                }
                drawCell(
                    background, key: ElementKey(attributes, in: engine), in: frame, state: restingState, into: &list)
            case .decoration:
                // A section's decoration (UIKit's decoration view): drawn from the supplementary provider for its
                // kind, behind the section (its z-index), when the provider gives one.
                guard let content = sources.supplementary(attributes.elementKind, attributes.indexPath) else {
                    continue
                }
                drawCell(content, key: ElementKey(attributes, in: engine), in: frame, state: restingState, into: &list)
            }
        }
        drawPinnedAncestors(dx: dx, dy: dy, into: &list)
        if let drag = reordering.drag { drawLifted(drag, into: &list) }
        if let emptyState, isEmpty, transition == nil {
            emptyState.draw(in: viewport.size, into: &list)
        }
        if let rubberBand {
            list.append(
                .rectangle(
                    rubberBand.rect.offsetBy(dx: dx, dy: dy), cornerRadius: 0, fill: .role(.rubberBandFill),
                    stroke: .role(.accentBackground), lineWidth: 1))
        }
        return list
    }

    /// `content` as `configurationUpdate` restyles it for `state`.
    func restyled(_ content: CellContent, for state: CellState) -> CellContent {
        guard let configurationUpdate = sources.configurationUpdate else { return content }
        var styled = content
        configurationUpdate(&styled, state)
        return styled
    }

    /// The card behind each boxed list's rows among `attributes` (insetGrouped, grouped sections), by section:
    /// the union of its rows' frames.
    nonisolated static func listCards(of attributes: [LayoutAttributes], in engine: LayoutEngine) -> [Int: Rect] {
        var cards: [Int: Rect] = [:]
        for attributes in attributes where attributes.category == .cell {
            let section = attributes.indexPath.section
            guard let appearance = engine.section(at: section).list?.appearance,
                appearance == .insetGrouped || appearance == .grouped
            else { continue }
            cards[section] = cards[section].map { $0.union(attributes.frame) } ?? attributes.frame
        }
        return cards
    }

    /// Boxed lists (insetGrouped, grouped) draw one card behind each section's rows: a rounded, outlined rect.
    func drawListCards(_ attributes: [LayoutAttributes], dx: Double, dy: Double, into list: inout DisplayList) {
        let cards = Self.listCards(of: attributes, in: engine)
        for section in cards.keys.sorted() {
            let appearance = engine.section(at: section).list!.appearance
            let rect = cards[section]!.offsetBy(dx: dx, dy: dy)
            let radius = appearance.metrics.cornerRadius
            list.append(
                .rectangle(
                    rect, cornerRadius: radius, fill: .role(.cardBackground), stroke: .role(.border), lineWidth: 1))
        }
    }

    /// Calls `body` with each separator of a cell at `frame` (`from`, `to`, and whether it is the bottom one);
    /// `textLeading` is where the cell's primary text starts from its leading edge (what `CellContent.draw`
    /// returns).
    func forEachSeparator(
        _ separators: SeparatorConfiguration, frame: Rect, textLeading: Double?,
        _ body: (Point, Point, Bool) -> Void
    ) {
        guard separators.bottomSeparatorVisible || separators.topSeparatorVisible else { return }
        // Separators that follow the content start under the primary text (past the image), as UIKit's do.
        let start = frame.minX + (separators.alignsWithText ? textLeading ?? 0 : 0)
        // Right to left, the line is the mirror image: it starts under the text at the right.
        let mirrors = layoutDirection.isRightToLeft
        func line(_ from: Double, _ to: Double, _ y: Double, _ bottom: Bool) {
            let a = mirrors ? frame.minX + frame.maxX - to : from, b = mirrors ? frame.minX + frame.maxX - from : to
            body(Point(x: a, y: y), Point(x: b, y: y), bottom)
        }
        if separators.bottomSeparatorVisible {
            line(
                start + separators.bottomSeparatorInsets.leading,
                frame.maxX - separators.bottomSeparatorInsets.trailing,
                frame.maxY - 0.5, true)
        }
        if separators.topSeparatorVisible {
            line(
                start + separators.topSeparatorInsets.leading, frame.maxX - separators.topSeparatorInsets.trailing,
                frame.minY + 0.5, false)
        }
    }
}
