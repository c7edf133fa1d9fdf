import DiffableDataSource
import LatticeTracing
import LatticeLayout

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
    /// The layout engine (the model sets its measurer).
    public let engine: LayoutEngine
    /// The visible part of the content.
    public var viewport: Viewport
    /// Overscan above and below the viewport that is laid out (and measured) but not drawn.
    public var overscan: Double = 0
    /// The background of the canvas. Cells flying in a switch are solid in it, so laid-out cells are laid out
    /// again when it changes.
    public var background: Paint = .role(.viewBackground) { didSet { if background != oldValue { contentGeneration &+= 1 } } }
    /// The state of each cell (selection, cursor, hover, expansion), by position in the current data.
    public var cellState: (ItemPath) -> CellState = { _ in CellState() }
    /// Text measurement shared with the renderer.
    public let measurer: any TextMeasuring

    /// The app's cells, by position in the app's data.
    var appCellProvider: (ItemPath) -> CellContent? { didSet { contentGeneration &+= 1 } }
    var supplementaryProvider: (String, ItemPath) -> CellContent? { didSet { contentGeneration &+= 1 } }
    /// Counts the changes to what cells show apart from their state: the providers, the data, the
    /// configuration update, a reorder drag. A switch keeps the parts it laid out a cell into while this and the
    /// cell's state are unchanged, as a collection view keeps a cell until it is reconfigured — so a frame does
    /// not ask the providers again for every cell on screen.
    var contentGeneration = 0
    let contentMeasurer: ContentMeasurer

    /// The clock animations run on (inject a `ManualClock` in tests).
    public var clock: any AnimationClock = SystemClock()
    /// Whether changes animate (GNOME's `gtk-enable-animations`); when false they snap.
    public var animationsEnabled = true
    /// How long a layout transition takes.
    public var transitionDuration = 0.35
    /// The curve of layout transitions.
    public var transitionCurve: TimingCurve = .easeInOut
    /// The layout transition in flight, if any.
    public internal(set) var transition: LayoutTransition?
    /// Which edge stays put when updates change the content's height (see `VerticalGravity`).
    public var verticalGravity = VerticalGravity.top
    /// Scrolling the model does by itself as updates arrive (see `AutoScrollAction`).
    public var autoScroll: AutoScrollAction?
    /// When the user last scrolled (clock time).
    var lastUserScroll = -Double.infinity
    /// Restyles a cell for its state just before it is drawn — UIKit's configuration update handler: derive
    /// the content and background from the state (a clear background unless selected, a bolder title while
    /// focused). It runs for every drawn cell, so keep it cheap; it must not change the cell's size (measuring
    /// does not see the state).
    public var configurationUpdate: ((inout CellContent, CellState) -> Void)? { didSet { contentGeneration &+= 1 } }
    /// The switch in flight and what frames of a transition keep (`TransitionDrawingState`).
    var transitionState = TransitionDrawingState()
    /// Whether display lists record which element and part each run of commands draws (`DisplayList.drawnParts`):
    /// for tests and tools that read frames; off in the app.
    public var recordsDrawnParts = false
    /// Swipe actions, keyed by item identity (in lists and grids alike).
    public var swipe = SwipeController<ElementIdentity>()
    /// Selection and the keyboard cursor, keyed by item identity.
    public var selection = SelectionModel<ElementIdentity>(mode: .multiple)
    /// How each item takes part in selection through input (Listable's selection styles: selectable,
    /// tappable, not selectable); nil: every item is selectable.
    public var selectionStyle: ((ElementIdentity) -> ItemSelectionStyle)?
    /// The pointer's state: hover, press, the rubber band, a header's drag (`PointerState`).
    var pointer = PointerState()
    /// The item under the pointer.
    public internal(set) var hoveredItem: ElementIdentity? {
        get { pointer.hovered }
        set { pointer.hovered = newValue }
    }
    /// The item the pointer is pressed on.
    public internal(set) var pressedItem: ElementIdentity? {
        get { pointer.pressed }
        set { pointer.pressed = newValue }
    }
    /// Whether the view has keyboard focus (the cursor's cell draws a focus ring while `showsFocusRing`).
    public var hasFocus = false
    /// Whether focus rings show: GNOME shows them after keyboard navigation and hides them after a click (a GTK
    /// window's `focus-visible`, which `CanvasView` follows).
    public var showsFocusRing = true
    /// The rubber band being dragged, in content coordinates.
    public internal(set) var rubberBand: RubberBand? {
        get { pointer.rubberBand }
        set { pointer.rubberBand = newValue }
    }
    /// What is drawn when there are no items (nil: nothing).
    public var emptyState: EmptyState?
    /// Called after the selection changed through input (clicks, keys, rubber bands).
    public var onSelectionChange: ((SelectionModel<ElementIdentity>) -> Void)?
    /// Called after new data was presented (`update(to:changes:)`, a data source's apply), for the host to
    /// draw it and run the animation it started. `CanvasView` sets it.
    public var didUpdate: (() -> Void)?
    /// Called when an item is activated (double-click, Return).
    public var onActivate: ((ItemPath) -> Void)?
    /// Called when an accessory of an item is clicked (an outline disclosure toggles expansion).
    public var onAccessory: ((ItemPath, CellAccessory) -> Void)?
    /// Called when a press lands on a header, footer or other supplementary element (`element`, frame in content
    /// coordinates), with the point in the element (from its top-left): what the press starts — a click (a table
    /// header sorting by the column under it), a drag (a column's edge being moved), or nothing, so that it starts
    /// a rubber band as on empty space. A double click is two presses.
    public var onSupplementaryPress: ((_ element: LayoutAttributes, _ point: Point) -> SupplementaryPress)?
    /// The drag a press on a supplementary element started, until the button comes up.
    public internal(set) var supplementaryDrag: SupplementaryDrag? {
        get { pointer.supplementaryDrag }
        set { pointer.supplementaryDrag = newValue }
    }
    /// Which items the user may reorder, and where (nil: reordering is off).
    public var reorderRules: ReorderRules?
    /// Called with each reorder the user asks for (keys, drag, undo, redo): apply it to the data, present the
    /// result (`update(to:changes:)`) and return true — or return false to refuse it.
    public var onReorder: ((ReorderTransaction) -> Bool)?
    /// The accepted reorders, for undo and redo.
    public internal(set) var reorderLog = ReorderLog()
    /// The press-and-drag reorder in progress, if any.
    public internal(set) var reorderDrag: ReorderDrag? { didSet { contentGeneration &+= 1 } }
    /// Whether typing jumps to the next item whose text starts with what was typed (see `typeAhead(_:)`).
    public var typeAheadEnabled = false
    /// The text an item is found by when typing; by default its cell's primary text.
    public var itemText: ((ItemPath) -> String?)?
    /// What has been typed so far, and when the last character came (clock time).
    /// What type-ahead has typed so far.
    var typed = TypeAheadBuffer()
    /// The parent of an item in an outline (nil for a root): with `pinsOutlineAncestors`, the chain of
    /// parents of the rows at the top stays pinned while their descendants scroll under them.
    public var outlineParent: ((ElementIdentity) -> ElementIdentity?)?
    /// Whether the ancestors of the first row on screen stay pinned at the top (sticky outline ancestors).
    public var pinsOutlineAncestors = false
    /// The ancestors pinned in the last frame, with where they are drawn (content coordinates).
    public internal(set) var pinnedAncestors: [PinnedAncestor] = []
    /// Per-item callbacks, by item identity (see `ItemCallbacks`).
    public var itemCallbacks: [ElementIdentity: ItemCallbacks] = [:]
    /// Observers of `ListEvent`s and what they were last told.
    var observers = ListObservers()
    /// How many commands the last frame drew: the next one reserves that much at once.
    var lastFrameCommandCount = 0
    /// Where prefetching stands (`prefetch()`).
    var prefetchPlan = PrefetchPlan()

    /// Creates a model over `layout` and `data`; `cell` (and `supplementary`) describe each element. They run
    /// for every element on screen in every frame (docs/architecture.md says why), so they build values and do
    /// nothing slow: load and format what they show beforehand.
    public init(layout: CompositionalLayout, data: any LayoutDataSource, viewportSize: Size, scale: Double = 1,
                measurer: any TextMeasuring, supplementary: @escaping (String, ItemPath) -> CellContent? = { _, _ in nil },
                cell: @escaping (ItemPath) -> CellContent?) {
        self.measurer = measurer
        self.appCellProvider = cell
        self.supplementaryProvider = supplementary
        self.viewport = Viewport(size: viewportSize, scale: scale)
        let contentMeasurer = ContentMeasurer(measurer: measurer, cell: cell, supplementary: supplementary)
        self.contentMeasurer = contentMeasurer
        self.engine = LayoutEngine(layout: layout, dataSource: data, containerSize: viewportSize, displayScale: scale,
                                   measurer: contentMeasurer)
        contentMeasurer.cell = { [unowned self] path in cellProvider(path) }
    }

    /// Cells by position in the data the engine lays out — during a drag reorder the preview's, mapped back to
    /// the app's own positions (the app's provider knows only its data).
    var cellProvider: (ItemPath) -> CellContent? {
        guard reorderDrag != nil else { return appCellProvider }
        return { [unowned self] path in appPath(path).flatMap(appCellProvider) }
    }

    /// Where the item at `path` (in the data the engine lays out) is in the app's data.
    func appPath(_ path: ItemPath) -> ItemPath? {
        guard let drag = reorderDrag else { return path }
        return drag.original.path(ofItem: engine.dataSource.identity(ofItemAt: path))
    }

    /// Scrolls so the viewport's top is at `offset` (clamped to the content).
    public func scroll(toOffset offset: Double) {
        viewport.offset.y = offset
        viewport.offset = viewport.clampedOffset(for: engine.contentSize)
    }

    /// Moves what changes by itself to the clock's now, for the frame about to be drawn: a transition that has
    /// run its course ends (the viewport lands at its offset) and a replaced one's layout switch follows the new
    /// tracks; a reorder drag held near an edge scrolls; the viewport is laid out (measuring what it shows and
    /// keeping the first visible item in place) and its offset clamped; outline ancestors pin; observers hear
    /// what came on screen and left it. A host calls it once per frame, before `displayList()`.
    public func advance() {
        let span = Trace.begin("advance")
        defer { span?.end() }
        if let transition {
            let now = clock.now
            if !transition.isFinished(at: now) {
                pinnedAncestors = []   // not drawn while elements move, so not there to be clicked either
                transitionState.layoutSwitch = switchAligned(with: transition)
                return
            }
            viewport.offset = transition.scrollOffset(at: now)
            self.transition = nil
            transitionState.layoutSwitch = nil
            transitionState.departingContents = [:]
        }
        stepReorderAutoscroll()
        let visible = engine.visibleLayout(in: viewport.visibleRect, overscan: overscan)
        viewport.offset = Point(x: viewport.offset.x, y: visible.visibleRect.minY)
        viewport.offset = viewport.clampedOffset(for: visible.contentSize)
        pinnedAncestors = pinnedAncestorRows(in: visible.attributes)
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
        if let transition { return transitionDisplayList(transition, at: clock.now) }
        let visible = engine.visibleLayout(in: viewport.visibleRect, overscan: overscan)
        let dx = -viewport.offset.x, dy = -viewport.offset.y
        var list = DisplayList(background: background)
        if recordsDrawnParts { list.drawnParts = [] }
        list.reserveCapacity(lastFrameCommandCount)
        defer { lastFrameCommandCount = list.commands.count }
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
                if let drag = reorderDrag, drag.items.contains(identity) { continue }
                guard let provided = cellProvider(attributes.indexPath) else { continue }
                var state = presentedState(at: attributes.indexPath, identity: identity)
                let swiped = swipe.presentation(for: identity)
                if swiped != nil { state.isSwiped = true }
                let content = restyled(provided, for: state)
                let textLeading: Double?
                if let presentation = swiped {
                    // Revealed actions behind the cell, the cell shifted by the swipe.
                    SwipeDrawing.draw(presentation, in: frame, cornerRadius: content.background.cornerRadius,
                                      measurer: measurer, into: &list)
                    list.append(.pushClip(frame))
                    textLeading = drawCell(content, key: key, in: frame.offsetBy(dx: presentation.offset, dy: 0), state: state,
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
                guard let content = supplementaryProvider(attributes.elementKind, attributes.indexPath) else { continue }
                var background = content
                if attributes.isPinned && background.background.fill == nil {
                    // A pinned header covers the rows scrolling under it.
                    background.background.fill = background.content.style == .sidebarHeader ? .role(.sidebarBackground)
                        : .role(.viewBackground)
                }
                drawCell(background, key: ElementKey(attributes, in: engine), in: frame, state: CellState(), into: &list)
            case .decoration:
                continue
            }
        }
        drawPinnedAncestors(dx: dx, dy: dy, into: &list)
        if let drag = reorderDrag { drawLifted(drag, into: &list) }
        if let emptyState, isEmpty, transition == nil {
            emptyState.draw(in: viewport.size, into: &list)
        }
        if let rubberBand {
            list.append(.rectangle(rubberBand.rect.offsetBy(dx: dx, dy: dy), cornerRadius: 0, fill: .role(.rubberBandFill),
                                   stroke: .role(.accentBackground), lineWidth: 1))
        }
        return list
    }

    /// `content` as `configurationUpdate` restyles it for `state`.
    func restyled(_ content: CellContent, for state: CellState) -> CellContent {
        guard let configurationUpdate else { return content }
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
                  appearance == .insetGrouped || appearance == .grouped else { continue }
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
            list.append(.rectangle(rect, cornerRadius: radius, fill: .role(.cardBackground), stroke: .role(.border), lineWidth: 1))
        }
    }

    /// Calls `body` with each separator of a cell at `frame` (`from`, `to`, and whether it is the bottom one);
    /// `textLeading` is where the cell's primary text starts from its leading edge (what `CellContent.draw`
    /// returns).
    func forEachSeparator(_ separators: SeparatorConfiguration, frame: Rect, textLeading: Double?,
                          _ body: (Point, Point, Bool) -> Void) {
        guard separators.bottomSeparatorVisible || separators.topSeparatorVisible else { return }
        // Separators that follow the content start under the primary text (past the image), as UIKit's do.
        let start = frame.minX + (separators.alignsWithText ? textLeading ?? 0 : 0)
        if separators.bottomSeparatorVisible {
            let y = frame.maxY - 0.5
            body(Point(x: start + separators.bottomSeparatorInsets.leading, y: y),
                 Point(x: frame.maxX - separators.bottomSeparatorInsets.trailing, y: y), true)
        }
        if separators.topSeparatorVisible {
            let y = frame.minY + 0.5
            body(Point(x: start + separators.topSeparatorInsets.leading, y: y),
                 Point(x: frame.maxX - separators.topSeparatorInsets.trailing, y: y), false)
        }
    }
}
