import LatticeLayout

extension CollectionViewModel {
    /// Draws a transition's presented elements: a layout switch morphs each element between its two sides;
    /// an update (inserts, moves, a drag's gap) draws the cells at their interpolated frames over the boxed
    /// lists' cards at their final place, fading ones in opacity groups.
    func transitionDisplayList(_ transition: LayoutTransition, at time: Double) -> DisplayList {
        var list = DisplayList(background: background)
        if recordsDrawnParts { list.drawnParts = [] }
        list.reserveCapacity(drawing.lastCommandCount)
        defer { drawing.lastCommandCount = list.commands.count }
        let morphing = switchAligned(with: transition)  // replaced since the last `advance()`: for this frame
        var morph = morphing?.morph(progress: transition.progress(at: time), time: transition.elapsedFraction(at: time))
        morph?.rightToLeft = layoutDirection.isRightToLeft
        if let morphing, let morph, morphing.source.background != background {
            list.background = morphing.source.background
            list.append(
                .rectangle(
                    Rect(origin: .zero, size: viewport.size), cornerRadius: 0,
                    fill: background.faded(morph.progress), stroke: nil, lineWidth: 0))
        }
        transitionState.drawn.reset(canvas: viewport.size)
        var finalRows: [ElementKey: LayoutSwitch.Row] = [:]
        if morphing == nil {
            let offset = transition.scrollOffset(at: time)
            let attributes = engine.visibleLayout(in: Rect(origin: offset, size: viewport.size)).attributes
            let cards = list.commands.count
            drawListCards(attributes, dx: -offset.x, dy: -offset.y, into: &list)
            for case .rectangle(let rect, _, _, _, _) in list.commands[cards...] { transitionState.drawn.insert(rect) }
            finalRows = LayoutSwitch.rows(of: attributes, in: engine)
        }
        let lifted = Set(reordering.drag?.items ?? [])
        // Elements entering from far off-screen (a list's rows that become grid cells) spend most of the
        // transition outside the canvas: leave out whatever does not meet it, with room for a focus ring.
        let canvas = Rect(origin: Point(x: 0, y: 0), size: viewport.size).inset(
            by: EdgeInsets(all: -Self.elementOverdraw))
        for (element, track) in backToFront(transition.presentedTracks(at: time)) where element.frame.intersects(canvas)
        {
            if element.key.category == .cell, !lifted.isEmpty, lifted.contains(element.key.identity) { continue }
            let fading = element.alpha < 1
            if fading {
                // A fading element is drawn into a group the size of the clip: clip it to the element (with room
                // for a focus ring) first, or every fading cell — a thousand of them — would composite a
                // whole-canvas group.
                list.append(.pushClip(element.frame.inset(by: EdgeInsets(all: -Self.elementOverdraw))))
                list.append(.beginGroup(opacity: element.alpha))
            }
            if let morphing, let morph {
                drawMorphed(
                    element, morphing.byTrack.indices.contains(track) ? morphing.byTrack[track] : nil, morphing, morph,
                    into: &list)
            } else {
                drawMoved(element, row: finalRows[element.key], into: &list)
            }
            if fading {
                list.append(.endGroup)
                list.append(.popClip)
            }
        }
        if let drag = reordering.drag { drawLifted(drag, into: &list) }
        return list
    }

    /// One element of a layout switch, morphed between the side being left and the arriving one.
    private func drawMorphed(
        _ element: PresentedElement, _ sides: LayoutSwitch.Element?, _ morphing: LayoutSwitch,
        _ morph: CellMorph, into list: inout DisplayList
    ) {
        let key = element.key
        let sourceFrame = sides?.sourceFrame, destinationFrame = sides?.destinationFrame
        var source: [CellPart] = [], destination: [CellPart] = []
        switch key.category {
        case .cell:
            guard let path = engine.dataSource.path(ofItem: key.identity) else {
                guard let content = transitionState.departingContents[key] else { return }
                content.draw(in: element.frame, state: restingState, measurer: measurer, into: &list)
                transitionState.drawn.insert(element.frame)
                return
            }
            guard let sides else { return }
            (source, destination) = cellParts(sides, path: path, identity: key.identity, morphing)
        case .supplementary, .decoration:
            // A decoration (a section's background) morphs as a header does: its shape from the old frame to the new.
            guard let path = supplementaryPath(of: key) else { return }
            if let sourceFrame, let content = morphing.source.supplementary(key.elementKind, path) {
                coveringIfPinned(content, key: key, in: sourceFrame).forEachPart(
                    in: sourceFrame, state: restingState, measurer: measurer
                ) {
                    source.append($0)
                }
            }
            if let destinationFrame, let content = sources.supplementary(key.elementKind, path) {
                coveringIfPinned(content, key: key, in: destinationFrame).forEachPart(
                    in: destinationFrame, state: restingState, measurer: measurer
                ) {
                    destination.append($0)
                }
            }
        }
        if source.isEmpty || destination.isEmpty {
            // On one side only: drawn as that side shows it, fading as a whole (see `transitionDisplayList`).
            CellMorph.drawOneSided(
                key, parts: source.isEmpty ? destination : source,
                partsFrame: (source.isEmpty ? destinationFrame : sourceFrame) ?? element.frame,
                frame: element.frame, rightToLeft: layoutDirection.isRightToLeft, measurer: measurer,
                drawn: &transitionState.drawn, into: &list)
        } else {
            morph.draw(
                key, source: source, sourceFrame: sourceFrame ?? element.frame, destination: destination,
                destinationFrame: destinationFrame ?? element.frame, frame: element.frame, measurer: measurer,
                drawn: &transitionState.drawn, into: &list)
        }
    }

    /// The parts of a switching cell on each side, as its sides hold them for its current state, laid out
    /// anew where that state or the content changed.
    private func cellParts(
        _ sides: LayoutSwitch.Element, path: ItemPath, identity: ElementIdentity,
        _ morphing: LayoutSwitch
    ) -> (source: [CellPart], destination: [CellPart]) {
        let state = presentedState(at: path, identity: identity)
        if let sourceFrame = sides.sourceFrame, !sides.source.holds(sources.generation, state) {
            var parts: [CellPart] = []
            if let content = morphing.source.cell(path).map({ restyled($0, for: state) }) {
                switchParts(
                    content, state: state, frame: sourceFrame, row: sides.sourceRow,
                    canvas: morphing.source.background, into: &parts)
            }
            sides.source.keep(sources.generation, state, parts)
        }
        if let destinationFrame = sides.destinationFrame, !sides.destination.holds(sources.generation, state) {
            var parts: [CellPart] = []
            if let content = cellProvider(path).map({ restyled($0, for: state) }) {
                switchParts(
                    content, state: state, frame: destinationFrame, row: sides.destinationRow,
                    canvas: background, into: &parts)
            }
            sides.destination.keep(sources.generation, state, parts)
        }
        return (
            sides.sourceFrame == nil ? [] : sides.source.parts,
            sides.destinationFrame == nil ? [] : sides.destination.parts
        )
    }

    /// The layout switch following `transition`'s tracks: when the transition was replaced and the switch
    /// kept, aligned with the new one (a copy: `advance()` keeps it).
    func switchAligned(with transition: LayoutTransition) -> LayoutSwitch? {
        guard var aligning = transitionState.layoutSwitch, !aligning.isAligned(with: transition) else {
            return transitionState.layoutSwitch
        }
        aligning.align(with: transition)
        return aligning
    }

    /// Lays out, ahead of the first frame, both sides of the cells the switch starting now draws in it — the
    /// part of that frame no later frame repeats — so the switch's first frame costs what the others do. Called
    /// where the switch starts, between frames (an input handler).
    func prepareSwitchParts() {
        guard let transition, let morphing = transitionState.layoutSwitch, morphing.isAligned(with: transition) else {
            return
        }
        let canvas = Rect(origin: Point(x: 0, y: 0), size: viewport.size).inset(
            by: EdgeInsets(all: -Self.elementOverdraw))
        for (element, track) in transition.presentedTracks(at: animation.clock.now + 1.0 / 60)
        where element.key.category == .cell && element.frame.intersects(canvas)
            && morphing.byTrack.indices.contains(track)
        {
            guard let sides = morphing.byTrack[track], let path = engine.dataSource.path(ofItem: element.key.identity)
            else { continue }
            _ = cellParts(sides, path: path, identity: element.key.identity, morphing)
        }
    }

    /// The parts of a cell as one side of a switch draws it (`content` in `frame` for `state`): an opaque
    /// underlay in the canvas's colour, so the cell is solid while it flies; its background without the state,
    /// or for a row of a boxed list its piece of the card; the state's highlight apart; then the content's
    /// parts and the row's bottom separator.
    ///
    /// A cell with a surface (a background or a highlight) is solid over the surface. In a switch, a cell
    /// without one (a plain row, a clear card) shows only its content, so only its content is solid — an
    /// invisible box hiding its neighbours would read as a glitch, and would fill the canvas many times over in a
    /// dense switch; in an update (`solidFrame`) rows slide over the rows they replace, so each is solid over
    /// its frame.
    func switchParts(
        _ content: CellContent, state: CellState, frame: Rect, row: LayoutSwitch.Row?, canvas: Paint,
        solidFrame: Bool = false, into parts: inout [CellPart]
    ) {
        let plain = content.background
        let styled = plain.updated(for: state)
        let own = frame.inset(by: plain.insets)
        var surface = own
        var shape = PartDrawing.shape(
            cornerRadius: plain.cornerRadius, fill: plain.fill, stroke: plain.stroke,
            lineWidth: plain.strokeWidth)
        let highlighted = styled.fill != nil && styled.fill != plain.fill
        let clearCard = row?.cardIsClear == true
        if let card = row?.card {
            surface = Rect(
                x: frame.minX, y: frame.minY - card.above, width: frame.width,
                height: frame.height + card.above + card.below)
            shape =
                clearCard
                ? .shape(cornerRadius: card.radius, fill: nil, stroke: nil, lineWidth: 1)
                : .shape(cornerRadius: card.radius, fill: .role(.cardBackground), stroke: .role(.border), lineWidth: 1)
        } else if highlighted {
            // The tint replaces the fill (as `BackgroundConfiguration.updated(for:)` does); the outline stays.
            shape = .shape(
                cornerRadius: plain.cornerRadius, fill: nil, stroke: plain.stroke, lineWidth: plain.strokeWidth)
        }
        let radius: Double = if case .shape(let radius, _, _, _) = shape { radius } else { 0 }
        let underlay = parts.count
        var hasSurface = highlighted
        parts.append(
            CellPart(
                role: .underlay, rect: surface,
                drawing: .shape(cornerRadius: radius, fill: canvas, stroke: nil, lineWidth: 0)))
        // A clear card is drawn too: the other side's card fades into it (or out of it), whole.
        if case .shape(_, let fill, let stroke, _) = shape, fill != nil || stroke != nil || clearCard {
            parts.append(CellPart(role: .background, rect: surface, drawing: shape))
            hasSurface = true
        }
        if highlighted {
            parts.append(
                CellPart(
                    role: .highlight, rect: own,
                    drawing: .shape(cornerRadius: plain.cornerRadius, fill: styled.fill, stroke: nil, lineWidth: 0)))
        }
        var focusRing: CellPart?
        var inked: Rect?
        let textLeading = content.forEachPart(in: frame, state: state, measurer: measurer) { part in
            switch part.role {
            case .background: break
            case .focusRing: focusRing = part
            default:
                var part = part
                var ink = part.rect
                if case .text(let string, let style) = part.drawing {
                    let natural = measurer.size(of: string, style: style, width: nil).width
                    part.naturalWidth = natural
                    ink = CellMorph.ink(natural: natural, alignment: style.alignment, in: part.rect)
                }
                if !hasSurface { inked = inked.map { $0.union(ink) } ?? ink }
                parts.append(part)
            }
        }
        if !hasSurface && !solidFrame {
            if let inked {
                parts[underlay].rect = inked.inset(by: EdgeInsets(all: -Self.underlayMargin))
                parts[underlay].drawing = .shape(
                    cornerRadius: Self.underlayMargin, fill: canvas, stroke: nil, lineWidth: 0)
            } else {
                parts.remove(at: underlay)
            }
        }
        if let separators = row?.separators {
            forEachSeparator(separators, frame: frame, textLeading: textLeading) { from, to, isBottom in
                // a switch draws the rows' bottom separators (no layout here has others)
                guard isBottom else { return }
                parts.append(
                    CellPart(
                        role: .separator, rect: Rect(x: from.x, y: from.y - 0.5, width: to.x - from.x, height: 1),
                        drawing: .line(.role(.border), width: 1)))
            }
        }
        if let focusRing { parts.append(focusRing) }
    }

    /// One element of an update's transition at its interpolated frame. Cells are drawn solid, as a switch
    /// draws them (`switchParts`), so rows sliding past each other cover rather than mix.
    private func drawMoved(_ element: PresentedElement, row: LayoutSwitch.Row?, into list: inout DisplayList) {
        switch element.key.category {
        case .cell:
            let start = list.commands.count
            if let path = engine.dataSource.path(ofItem: element.key.identity), let provided = cellProvider(path) {
                let state = presentedState(at: path, identity: element.key.identity)
                var parts = transitionState.morphScratch
                parts.removeAll(keepingCapacity: true)
                defer { transitionState.morphScratch = parts }
                switchParts(
                    restyled(provided, for: state), state: state, frame: element.frame, row: row, canvas: background,
                    solidFrame: true, into: &parts)
                CellMorph.drawOneSided(
                    element.key, parts: parts, partsFrame: element.frame, frame: element.frame,
                    rightToLeft: layoutDirection.isRightToLeft, measurer: measurer,
                    drawn: &transitionState.drawn, into: &list)
            } else if let content = transitionState.departingContents[element.key] {
                content.draw(in: element.frame, state: restingState, measurer: measurer, into: &list)
                list.record(element.key, .background, in: element.frame, start..<list.commands.count)
                transitionState.drawn.insert(element.frame)
            }
        case .supplementary, .decoration:
            guard let path = supplementaryPath(of: element.key),
                let content = sources.supplementary(element.key.elementKind, path)
            else { return }
            drawCell(
                coveringIfPinned(content, key: element.key, in: element.frame), key: element.key, in: element.frame,
                state: restingState,
                into: &list)
            transitionState.drawn.insert(element.frame)
        }
    }

    /// Draws `content` in `frame`, recording its parts when the list records them. Returns where its primary
    /// text starts from the frame's leading edge (nil: no text).
    @discardableResult
    func drawCell(
        _ content: CellContent, key: ElementKey, in frame: Rect, state: CellState,
        into list: inout DisplayList
    ) -> Double? {
        guard list.drawnParts != nil else {
            return content.draw(in: frame, state: state, measurer: measurer, into: &list)
        }
        return content.forEachPart(in: frame, state: state, measurer: measurer, clipsOverflow: true) { part in
            let start = list.commands.count
            part.append(into: &list)
            list.record(key, part.role, in: frame, start..<list.commands.count)
        }
    }

    /// How far an element draws outside its frame (a focus ring), in logical pixels.
    static let elementOverdraw = 4.0

    /// How far the underlay of a cell without a surface reaches around its content (and its corner radius).
    static let underlayMargin = 4.0

    /// `presented` back to front as frames at rest draw them: decorations, then cells, then headers, footers and
    /// badges by their z-index (ties in track order) — a pinned header stays over the cells moving under it
    /// through a switch or an update, rather than the cells covering all of it but what shows between them.
    private func backToFront(
        _ presented: [(element: PresentedElement, track: Int)]
    ) -> [(element: PresentedElement, track: Int)] {
        guard presented.contains(where: { $0.element.key.category != .cell }) else { return presented }
        let levels = presented.map { zIndex(of: $0.element.key) }
        return presented.indices.sorted { (levels[$0], $0) < (levels[$1], $1) }.map { presented[$0] }
    }

    /// The z-index of the element `key` names in the current layout: a cell's 0, a boundary supplementary's or
    /// decoration's as its section declares it (an item's badge 1, decorations -1 when not found).
    private func zIndex(of key: ElementKey) -> Int {
        switch key.category {
        case .cell: return 0
        case .decoration:
            guard let section = supplementaryPath(of: key)?.section, section >= 0 else { return -1 }
            return engine.section(at: section).decorationItems.first { $0.elementKind == key.elementKind }?.zIndex ?? -1
        case .supplementary:
            guard let section = supplementaryPath(of: key)?.section else { return 1 }
            let items =
                section >= 0
                ? engine.section(at: section).boundarySupplementaryItems
                : engine.layout.configuration.boundarySupplementaryItems
            return items.first { $0.elementKind == key.elementKind }?.zIndex ?? 1
        }
    }

    /// A header pinned to the visible bounds covers the cells scrolling under it: without a fill of its own it
    /// takes the canvas's where `frame` (canvas coordinates) holds it to the canvas's top or bottom edge, as frames
    /// at rest draw it (`displayList()`).
    private func coveringIfPinned(_ content: CellContent, key: ElementKey, in frame: Rect) -> CellContent {
        guard content.background.fill == nil, frame.minY <= 0.5 || frame.maxY >= viewport.size.height - 0.5,
            let section = supplementaryPath(of: key)?.section
        else { return content }
        let items =
            section >= 0
            ? engine.section(at: section).boundarySupplementaryItems
            : engine.layout.configuration.boundarySupplementaryItems
        guard items.contains(where: { $0.elementKind == key.elementKind && $0.pinToVisibleBounds }) else {
            return content
        }
        var covering = content
        covering.background.fill =
            content.content.style == .sidebarHeader ? .role(.sidebarBackground) : .role(.viewBackground)
        return covering
    }

    /// Where the supplementary element `key` is asked for from its provider, as steady frames ask: its section's
    /// first position, or section −1 for the layout's own header or footer (a table's pinned column titles,
    /// keyed by `ElementKey.layoutSupplementary`) — on either side of a switch, whichever layout has it.
    func supplementaryPath(of key: ElementKey) -> ItemPath? {
        if key == .layoutSupplementary(ofKind: key.elementKind) { return ItemPath(section: -1, item: 0) }
        return sectionIndex(of: key.identity).map { ItemPath(section: $0, item: 0) }
    }

    /// The index of the section whose identity is `identity`, if any. - Complexity: O(sections).
    func sectionIndex(of identity: ElementIdentity) -> Int? {
        (0..<engine.dataSource.numberOfSections).first { engine.dataSource.identity(ofSection: $0) == identity }
    }
}
