import CompositionalLayout
import Foundation

extension CollectionViewModel {
    /// Switches to `layout` (and, when given, to the cell content of the new layout, such as cards for a grid).
    ///
    /// Animated: every visible element moves from its old frame to its new one, elements on one side only fade,
    /// and the first item the user sees (or `anchor`) stays where it is on screen. A change arriving while a
    /// transition runs starts from what is presented, without a jump. With animations off it snaps.
    public func setLayout(_ layout: CompositionalLayout, cell: ((ItemPath) -> CellContent?)? = nil,
                          supplementary: ((String, ItemPath) -> CellContent?)? = nil, animated: Bool = true,
                          anchor: ItemPath? = nil) {
        endReorderDrag(commit: false)   // a drag does not survive the layout it was in
        forgetPrefetching()   // what was prepared was laid out for the old layout
        let now = clock.now
        let visibleRect = viewport.visibleRect
        let oldVisible = engine.visibleLayout(in: visibleRect)
        let anchorPath = anchor ?? firstVisibleCell(in: oldVisible, visibleRect: visibleRect)
        let anchorKey = anchorPath.map { ElementKey.cell(engine.dataSource.identity(ofItemAt: $0)) }
        let anchorOld = anchorPath.flatMap { engine.layoutAttributesForItem(at: $0)?.frame }
        // Frames of everything visible before, and where those elements go (so they slide rather than fade).
        var old = ElementKey.frames(of: oldVisible.attributes, in: engine)
        if let cell { appCellProvider = cell }
        if let supplementary { supplementaryProvider = supplementary; contentMeasurer.supplementary = supplementary }
        engine.setLayout(layout)
        var newOffset = viewport.offset
        if let anchorPath, let anchorOld, let anchorNew = engine.layoutAttributesForItem(at: anchorPath)?.frame {
            newOffset = LayoutTransition.anchoredScrollOffset(anchorOld: anchorOld, oldScrollOffset: viewport.offset,
                                                              anchorNew: anchorNew, contentSize: engine.contentSize,
                                                              viewport: viewport.size)
        }
        let newVisible = engine.visibleLayout(in: Rect(origin: newOffset, size: viewport.size))
        newOffset = Point(x: newOffset.x, y: newVisible.visibleRect.minY)
        var new = ElementKey.frames(of: newVisible.attributes, in: engine)
        // Cells visible on one side only still slide from (or to) where the other layout puts them.
        for attributes in oldVisible.attributes where attributes.category == .cell {
            let key = ElementKey.cell(engine.dataSource.identity(ofItemAt: attributes.indexPath))
            if new[key] == nil, let frame = engine.layoutAttributesForItem(at: attributes.indexPath)?.frame { new[key] = frame }
        }
        for attributes in newVisible.attributes where attributes.category == .cell {
            let key = ElementKey.cell(engine.dataSource.identity(ofItemAt: attributes.indexPath))
            if old[key] == nil, let previous = transition?.presented(key, at: now) {
                old[key] = previous.frame.offsetBy(dx: viewport.offset.x, dy: viewport.offset.y)
            }
        }
        guard animated && animationsEnabled else {
            transition = nil
            viewport.offset = newOffset
            return
        }
        transitionSwitchesLayout = true
        if let running = transition, !running.isFinished(at: now) {
            transition = running.retargeted(to: new, newScrollOffset: newOffset, at: now, duration: transitionDuration,
                                            curve: transitionCurve)
        } else {
            transition = LayoutTransition(from: old, to: new, anchor: anchorKey, oldScrollOffset: viewport.offset,
                                          newScrollOffset: newOffset, duration: transitionDuration, curve: transitionCurve,
                                          start: now)
        }
        viewport.offset = newOffset
    }

    /// The first cell the user sees: the topmost, then leftmost, whose frame shows in `visibleRect`.
    func firstVisibleCell(in visible: VisibleLayout, visibleRect: Rect) -> ItemPath? {
        visible.attributes
            .filter { $0.category == .cell && $0.frame.maxY > visibleRect.minY && $0.frame.minY < visibleRect.maxY }
            .min { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }?.indexPath
    }

    /// Draws a transition's presented elements: fading ones in opacity groups; separators are left out while
    /// rows turn into cards.
    func transitionDisplayList(_ transition: LayoutTransition, at time: Double) -> DisplayList {
        pinnedAncestors = []   // not drawn while elements move, so not there to be clicked either
        var list = DisplayList(background: background)
        list.reserveCapacity(lastFrameCommandCount)
        defer { lastFrameCommandCount = list.commands.count }
        // As the seed articles advise for list ↔ grid switches, cells move without their backgrounds (which
        // would overlap as rows spread into cards); backgrounds fade in as the transition ends, and selected
        // cells keep theirs throughout. Updates (inserts, moves, a drag's gap) keep the backgrounds and the
        // boxed lists' cards, at their final place.
        let switching = transitionSwitchesLayout
        let backgroundOpacity = switching ? pow(transition.progress(at: time), 2) : 1
        if !switching {
            let offset = transition.scrollOffset(at: time)
            drawListCards(engine.visibleLayout(in: Rect(origin: offset, size: viewport.size)).attributes,
                          dx: -offset.x, dy: -offset.y, into: &list)
        }
        let lifted = Set(reorderDrag?.items ?? [])
        // Elements entering from far off-screen (a list's rows that become grid cells) spend most of the
        // transition outside the canvas: leave out whatever does not meet it, with room for a focus ring.
        let canvas = Rect(origin: Point(x: 0, y: 0), size: viewport.size).inset(by: EdgeInsets(all: -Self.elementOverdraw))
        for element in transition.presented(at: time) where element.frame.intersects(canvas) {
            let drawing: TransitionDrawing
            switch element.key.category {
            case .cell:
                if !lifted.isEmpty, lifted.contains(element.key.identity) { continue }
                if let path = engine.dataSource.path(ofItem: element.key.identity), let provided = cellProvider(path) {
                    let state = presentedState(at: path, identity: element.key.identity)
                    drawing = .cell(restyled(provided, for: state), state)
                } else if let content = departingContents[element.key] {
                    drawing = .plain(content)
                } else {
                    continue
                }
            case .supplementary:
                guard let section = sectionIndex(of: element.key.identity),
                      let content = supplementaryProvider(element.key.elementKind, ItemPath(section: section, item: 0)) else { continue }
                drawing = .plain(content)
            case .decoration:
                continue
            }
            if element.alpha < 1 {
                // A fading element is drawn into a group the size of the clip: clip it to the element (with room
                // for a focus ring) first, or every fading cell of a list ↔ grid switch — a thousand of them —
                // would composite a whole-canvas group.
                list.append(.pushClip(element.frame.inset(by: EdgeInsets(all: -Self.elementOverdraw))))
                list.append(.beginGroup(opacity: element.alpha))
                draw(drawing, in: element.frame, switching: switching, backgroundOpacity: backgroundOpacity, into: &list)
                list.append(.endGroup)
                list.append(.popClip)
            } else {
                draw(drawing, in: element.frame, switching: switching, backgroundOpacity: backgroundOpacity, into: &list)
            }
        }
        if let drag = reorderDrag { drawLifted(drag, into: &list) }
        return list
    }

    /// What a transition frame draws for one element: a cell in its state, or content drawn as it is (a
    /// departing cell, a header).
    enum TransitionDrawing {
        case cell(CellContent, CellState)
        case plain(CellContent)
    }

    /// Draws `drawing` in `frame`. While the layout switches, an unselected cell's background is drawn apart,
    /// at `backgroundOpacity`, and the cell without it.
    private func draw(_ drawing: TransitionDrawing, in frame: Rect, switching: Bool, backgroundOpacity: Double,
                      into list: inout DisplayList) {
        switch drawing {
        case let .cell(content, state):
            var bare = content
            if !state.isSelected && switching {
                let background = content.background.updated(for: state)
                if backgroundOpacity > 0.01, background.fill != nil || background.stroke != nil {
                    list.append(.beginGroup(opacity: backgroundOpacity))
                    list.append(.rectangle(frame.inset(by: background.insets), cornerRadius: background.cornerRadius,
                                           fill: background.fill, stroke: background.stroke,
                                           lineWidth: background.strokeWidth))
                    list.append(.endGroup)
                }
                bare.background = .clear()
            }
            bare.draw(in: frame, state: state, measurer: measurer, into: &list)
        case let .plain(content):
            content.draw(in: frame, state: CellState(), measurer: measurer, into: &list)
        }
    }

    /// How far an element draws outside its frame (a focus ring), in logical pixels.
    static let elementOverdraw = 4.0

    /// The index of the section whose identity is `identity`, if any. - Complexity: O(sections).
    func sectionIndex(of identity: ElementIdentity) -> Int? {
        (0..<engine.dataSource.numberOfSections).first { engine.dataSource.identity(ofSection: $0) == identity }
    }
}
