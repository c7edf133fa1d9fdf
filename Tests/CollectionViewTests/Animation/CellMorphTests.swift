import LatticeLayout
import Testing

@testable import CollectionView

/// Every frame of a list ↔ grid switch, at 60 Hz, held to what a designer would sign off (see
/// docs/transitions.md): parts move continuously, opacity never jumps, texts of different cells never show
/// over each other, the anchor stays put, the selection stays on its item. Each check is paired with a
/// deliberately broken switch that it catches.
@MainActor @Suite struct CellMorphTests {
    typealias Support = TransitionTestSupport

    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var kind: SwitchFrames.Kind
        var toList: Bool
        /// Scrolled so this item's row (or card) is just below the top, partly scrolled off.
        var scrolledTo: ItemPath?
        var selected: [ItemPath] = []
        var testDescription: String { name }
    }

    nonisolated static let scenarios = [
        Scenario(name: "top, list to grid", kind: .swatches, toList: false),
        Scenario(name: "top, grid to list", kind: .swatches, toList: true),
        Scenario(
            name: "long section, list to grid, selection", kind: .swatches, toList: false,
            scrolledTo: ItemPath(section: 1, item: 41), selected: [ItemPath(section: 1, item: 44)]),
        Scenario(
            name: "long section, grid to list, selection", kind: .swatches, toList: true,
            scrolledTo: ItemPath(section: 1, item: 41), selected: [ItemPath(section: 1, item: 44)]),
        Scenario(
            name: "folder, list to grid", kind: .files, toList: false, scrolledTo: ItemPath(section: 1, item: 9),
            selected: [ItemPath(section: 1, item: 10)]),
        Scenario(name: "folder, grid to list", kind: .files, toList: true, scrolledTo: ItemPath(section: 1, item: 9))
    ]

    /// The scenario's model, switched: its frames (before, every 1/60 s, after), the anchor and the selection.
    private func run(
        _ scenario: Scenario, sabotage: (CollectionViewModel) -> Void = { _ in }
    )
        -> (
            frames: [DisplayList], anchor: ElementKey?, selected: Set<ElementKey>, travel: [ElementKey: Double],
            clamped: Double
        )
    {
        let (model, clock) = SwitchFrames.model(scenario.kind, startsAsList: !scenario.toList)
        if let path = scenario.scrolledTo, let frame = model.engine.layoutAttributesForItem(at: path)?.frame {
            model.scroll(toOffset: frame.minY + 10)
            _ = model.nextFrame()
        }
        let selected = Set(scenario.selected.map { ElementKey.cell(model.engine.dataSource.identity(ofItemAt: $0)) })
        for key in selected { model.selection.select(key.identity) }
        var anchor: ElementKey?, travel: [ElementKey: Double] = [:], clamped = 0.0
        let frames = SwitchFrames.frames(model, clock: clock) {
            SwitchFrames.toggle(model, kind: scenario.kind, toList: scenario.toList)
            anchor = model.transition?.anchor
            travel = SwitchFrames.travel(of: model)
            // At the top of the content the new offset is clamped to 0: the anchor moves by what was clamped.
            if let anchor, let track = model.transition?.tracks.first(where: { $0.key == anchor }),
                model.viewport.offset.y == 0
            {
                clamped = track.to.minY - track.from.minY
            }
            sabotage(model)
            // The switch laid out its first frame's parts as it started: lay them out again, sabotaged.
            if let transition = model.transition { model.transitionState.layoutSwitch?.align(with: transition) }
        }
        return (frames, anchor, selected, travel, clamped)
    }

    private func read(_ frames: [DisplayList]) -> [ReadFrame] { frames.map { ReadFrame($0) } }

    @Test(arguments: scenarios)
    func everyFrameIsOneADesignerWouldSignOff(_ scenario: Scenario) throws {
        let (lists, anchor, selected, travel, clamped) = run(scenario)
        #expect(lists.count >= 23)  // 0.35 s at 60 Hz, and the frames before and after
        let frames = read(lists)
        #expect(SwitchChecks.discontinuities(frames, travel: travel) == [])
        let inFlight = Array(frames.dropFirst().dropLast())
        #expect(SwitchChecks.opacityJumps(inFlight) == [])
        #expect(SwitchChecks.opacityJumps([frames[0], frames[1]], surfaces: false) == [])
        #expect(SwitchChecks.opacityJumps([frames[frames.count - 2], frames[frames.count - 1]], surfaces: false) == [])
        #expect(SwitchChecks.textOverlaps(frames) == [])
        #expect(SwitchChecks.anchorMoves(inFlight, anchor: try #require(anchor), clamped: clamped) == [])
        #expect(abs(clamped) < 20)  // only at the top, by the difference of the two layouts' insets
        #expect(SwitchChecks.selectionProblems(frames, selected: selected) == [])
        // The frames read something: parts of many cells, texts, and (where selected) the selection.
        #expect(frames[frames.count / 2].parts.count > 40)
        #expect(frames[frames.count / 2].texts.count > 20)
        if !selected.isEmpty { #expect(frames.allSatisfy { !$0.selectionFills.isEmpty }) }
    }

    // MARK: - Each check catches the switch it exists for

    @Test func cellsDrawnTransparentLetTextsShowThroughEachOther() {
        // The same switches with each cell's underlay and background clear, their outlines only.
        let caught = Self.scenarios.filter { scenario in
            let transparent = run(scenario).frames.map { list in
                rewritten(list) { command, part in
                    guard part?.role == .underlay || part?.role == .background,
                        case .rectangle(let rect, let radius, _, let stroke, let width) = command
                    else { return command }
                    return .rectangle(rect, cornerRadius: radius, fill: nil, stroke: stroke, lineWidth: width)
                }
            }
            return !SwitchChecks.textOverlaps(read(transparent)).isEmpty
        }
        #expect(caught.count >= Self.scenarios.count / 2, "\(caught.map(\.name))")
    }

    @Test func theArrivingContentDrawnInTheLeavingFrameJumps() {
        // The switch as it was: every cell draws its card's content from the first frame on.
        let (lists, _, _, travel, _) = run(Self.scenarios[0]) { model in
            model.transitionState.layoutSwitch!.source.cell = SwitchFrames.card(.swatches)
        }
        #expect(!SwitchChecks.discontinuities(read(lists), travel: travel).isEmpty)
    }

    @Test func fadesThatRunAheadOfTheSwitchJump() {
        // Fades timed as if the switch were already past the middle: the trailing values vanish at once.
        let (lists, _, _, _, _) = run(Self.scenarios[0]) { model in model.transitionState.layoutSwitch!.startTime = 0.6
        }
        let frames = read(lists)
        #expect(!SwitchChecks.opacityJumps([frames[0], frames[1]], surfaces: false).isEmpty)
    }

    @Test func aSwitchThatIsNotAnchoredMovesTheAnchor() throws {
        let (lists, anchor, _, _, _) = run(Self.scenarios[2]) { model in
            // The same tracks, ending 100 points further down the content: the anchor drifts up.
            let running = model.transition!
            let shifted = running.tracks.map { track in
                var moved = track
                moved.to = track.to.offsetBy(dx: 0, dy: -100)
                return moved
            }
            model.transition = LayoutTransition(
                tracks: shifted, anchor: running.anchor, oldScrollOffset: running.oldScrollOffset,
                newScrollOffset: running.newScrollOffset, duration: running.duration,
                curve: running.curve, start: running.start, isLayoutSwitch: true)
        }
        #expect(
            !SwitchChecks.anchorMoves(Array(read(lists).dropFirst().dropLast()), anchor: try #require(anchor)).isEmpty)
    }

    @Test func aSelectionDrawnOnAnotherItemIsCaught() {
        let (lists, _, selected, _, _) = run(Self.scenarios[2])
        let other = ElementKey.cell(ElementIdentity(ItemPath(section: 1, item: 45)))
        // The selection's highlight drawn by (and at) the next item.
        let drifted = lists.map { list in
            var copy = list
            copy.drawnParts = list.drawnParts?.map { part in
                guard selected.contains(part.key), part.role == .highlight || part.role == .background else {
                    return part
                }
                var moved = part
                moved.key = other
                return moved
            }
            return copy
        }
        #expect(!SwitchChecks.selectionProblems(read(drifted), selected: selected).isEmpty)
    }

    // MARK: - Round trips and interruptions

    @Test func aRoundTripReturnsToTheOffsetItStartedFrom() {
        for keepsAnchor in [true, false] {
            let scenario = Self.scenarios[2]
            let (model, clock) = SwitchFrames.model(.swatches, startsAsList: true)
            // Scrolled so the first row seen is the third of its grid row: the first card seen is another item.
            let start = model.engine.layoutAttributesForItem(at: ItemPath(section: 1, item: 42))!.frame.minY + 20
            model.scroll(toOffset: start)
            _ = model.nextFrame()
            SwitchFrames.toggle(model, kind: scenario.kind, toList: false)
            clock.advance(by: 1)
            _ = model.nextFrame()
            // deliberately broken: anchored on the first card
            if !keepsAnchor { model.transitionState.lastSwitchAnchor = nil }
            SwitchFrames.toggle(model, kind: scenario.kind, toList: true)
            clock.advance(by: 1)
            _ = model.nextFrame()
            if keepsAnchor {
                #expect(model.viewport.offset.y == start)
            } else {
                #expect(abs(model.viewport.offset.y - start) > 50)
            }
        }
    }

    @Test(arguments: [0.3, 0.5, 0.7])
    func aSwitchReversedMidwayContinuesFromWhatIsDrawn(at fraction: Double) throws {
        let (model, clock) = SwitchFrames.model(.swatches, startsAsList: true)
        var lists = [model.nextFrame()]
        SwitchFrames.toggle(model, kind: .swatches, toList: false)
        var travel = SwitchFrames.travel(of: model)
        lists += SwitchFrames.framesInFlight(
            model, clock: clock, until: clock.now + model.animation.duration * fraction)
        SwitchFrames.toggle(model, kind: .swatches, toList: true)
        travel.merge(SwitchFrames.travel(of: model)) { $0 + $1 }
        lists += SwitchFrames.framesInFlight(model, clock: clock)
        lists.append(model.nextFrame())
        let frames = read(lists)
        #expect(SwitchChecks.discontinuities(frames, travel: travel) == [])
        #expect(SwitchChecks.opacityJumps(Array(frames.dropFirst().dropLast())) == [])
        #expect(SwitchChecks.textOverlaps(frames) == [])
    }

    @Test(arguments: [false, true])
    func theBoxedListSplitsIntoCardsEarlyAndJoinsLate(toList: Bool) {
        let frames = read(run(Scenario(name: "top", kind: .swatches, toList: toList)).frames)
        let inFlight = Array(frames.dropFirst().dropLast())
        func fraction(_ index: Int) -> Double { Double(index) / 60 / 0.35 }
        func reachesPast(_ frame: ReadFrame) -> Bool {
            frame.parts.values.contains {
                $0.role == .background && !$0.elementFrame.inset(by: EdgeInsets(all: -0.5)).contains($0.geometry)
            }
        }
        // While the list shows, its middle rows carry their piece of the box, reaching past the row…
        #expect(reachesPast(toList ? inFlight[inFlight.count - 1] : inFlight[0]))
        // …and between the leaving side's fade and the arriving side's, every cell's surface is its own card.
        let middle = inFlight.indices.filter {
            fraction($0) >= CellMorph.fadeOut.upperBound && fraction($0) <= CellMorph.fadeIn.lowerBound
        }
        #expect(middle.count >= 8)
        for index in middle { #expect(!reachesPast(inFlight[index]), "frame \(index) draws a row's piece of the box") }
    }

    @Test func anUnderlayIsDrawnOnlyWhereItHidesSomething() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 40)
        let parts = [
            CellPart(
                role: .underlay, rect: frame,
                drawing: .shape(cornerRadius: 0, fill: .role(.viewBackground), stroke: nil, lineWidth: 0)),
            CellPart(
                role: .text, rect: Rect(x: 8, y: 10, width: 84, height: 20),
                drawing: .text("Blue 1", TextStyle(size: 14)))
        ]
        func draw(over drawn: Rect?) -> (underlays: Int, filed: OverlapIndex) {
            var index = OverlapIndex()
            index.reset(canvas: Size(width: 400, height: 400))
            if let drawn { index.insert(drawn) }
            var list = DisplayList(background: .role(.viewBackground))
            CellMorph(progress: 0.5, time: 0.5).draw(
                Support.key(0), source: parts, sourceFrame: frame, destination: parts,
                destinationFrame: frame, frame: frame, measurer: FixedTextMeasurer(),
                drawn: &index, into: &list)
            return (list.commands.filter { if case .rectangle = $0 { true } else { false } }.count, index)
        }
        #expect(draw(over: nil).underlays == 0)
        #expect(draw(over: Rect(x: 300, y: 300, width: 20, height: 20)).underlays == 0)
        #expect(draw(over: Rect(x: 50, y: 20, width: 20, height: 10)).underlays == 1)
        // What it drew is filed for the elements drawn over it: its text's ink, not its whole frame.
        let filed = draw(over: nil).filed
        #expect(filed.intersects(Rect(x: 10, y: 12, width: 2, height: 2)))
        #expect(!filed.intersects(Rect(x: 95, y: 35, width: 2, height: 2)))
    }

    @Test func aClippedPartKeepsItsClipAsItsElementMoves() {
        // A table value half under the pinned column, in a row moving 100 points down (a sort's slide).
        var value = CellPart(
            role: .column(0), rect: Rect(x: 150, y: 8, width: 100, height: 20),
            drawing: .text("42", TextStyle(size: 13)))
        value.clip = Rect(x: 200, y: 0, width: 400, height: 36)
        let source = Rect(x: 0, y: 0, width: 600, height: 36), destination = Rect(x: 0, y: 100, width: 600, height: 36)
        var moved = value
        moved.rect = moved.rect.offsetBy(dx: 0, dy: 100)
        moved.clip = Rect(x: 200, y: 100, width: 400, height: 36)
        for (progress, y) in [(0.0, 0.0), (0.5, 50.0), (1.0, 100.0)] {
            var index = OverlapIndex()
            index.reset(canvas: Size(width: 800, height: 400))
            var list = DisplayList()
            let frame = source.offsetBy(dx: 0, dy: y)
            CellMorph(progress: progress, time: progress).draw(
                Support.key(0), source: [value], sourceFrame: source,
                destination: [moved], destinationFrame: destination, frame: frame,
                measurer: FixedTextMeasurer(), drawn: &index, into: &list)
            #expect(list.commands.first == .pushClip(Rect(x: 200, y: y, width: 400, height: 36)), "at \(progress)")
            #expect(list.commands.last == .popClip)
            // Fading alone (a layout without the column), the clip goes with the element too.
            list = DisplayList()
            CellMorph.drawOneSided(
                Support.key(0), parts: [value], partsFrame: source, frame: frame, rightToLeft: false,
                measurer: FixedTextMeasurer(), drawn: &index, into: &list)
            #expect(list.commands.first == .pushClip(Rect(x: 200, y: y, width: 400, height: 36)))
        }
    }

    @Test func aZoomStepGrowsRowsWithTheirIcons() throws {
        let (model, clock) = SwitchFrames.model(.swatches, startsAsList: true)
        let zoomed: (ItemPath) -> CellContent? = { path in
            var content = SwitchFrames.row(.swatches)(path)
            content?.content.imageProperties.size = Size(width: 64, height: 64)
            return content
        }
        var travel: [ElementKey: Double] = [:]
        let lists = SwitchFrames.frames(model, clock: clock) {
            model.setLayout(SwitchFrames.list, cell: zoomed)
            travel = SwitchFrames.travel(of: model)
        }
        let frames = read(lists)
        #expect(SwitchChecks.discontinuities(frames, travel: travel) == [])
        #expect(SwitchChecks.opacityJumps(Array(frames.dropFirst().dropLast())) == [])
        #expect(SwitchChecks.textOverlaps(frames) == [])
        // Every frame keeps each icon inside its row, and the rows end 8 + 64 + 8 high.
        for frame in frames {
            for part in frame.parts.values where part.role == .image {
                #expect(part.elementFrame.inset(by: EdgeInsets(all: -0.5)).contains(part.geometry), "\(part.key)")
            }
        }
        // Rows stay rows: in every frame the middle rows keep their piece of the box, which stays joined.
        for frame in frames.dropFirst().dropLast() {
            #expect(frame.parts.values.contains { $0.role == .background && !$0.elementFrame.contains($0.geometry) })
        }
        let first = try #require(model.engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 0)))
        #expect(first.frame.height == 80)
    }

    /// A boxed list switched to a plain one (as the viewer's list to its columns view) keeps its rows rows: the box
    /// stays joined in every frame — the plain rows take it clear — and fades, instead of splitting into a box a
    /// row as on its way to a grid's cards; and back.
    @Test(arguments: [false, true])
    func aBoxedListBecomingAPlainOneFadesItsBoxWhole(backToBoxed: Bool) {
        let (model, clock) = SwitchFrames.model(.swatches, startsAsList: true)
        var plain = ListConfiguration(appearance: .plain)
        plain.headerMode = .supplementary
        var lists: [DisplayList] = []
        if backToBoxed {
            model.setLayout(.list(using: plain), cell: SwitchFrames.row(.swatches), animated: false)
            _ = model.nextFrame()
        }
        lists = SwitchFrames.frames(model, clock: clock) {
            model.setLayout(backToBoxed ? SwitchFrames.list : .list(using: plain), cell: SwitchFrames.row(.swatches))
        }
        let frames = read(lists)
        #expect(SwitchChecks.opacityJumps(Array(frames.dropFirst().dropLast())) == [])
        for frame in frames.dropFirst().dropLast() {
            #expect(frame.parts.values.contains { $0.role == .background && !$0.elementFrame.contains($0.geometry) })
        }
    }

    /// `list` with each command replaced by `transform` (given the part that drew it), indexes kept.
    private func rewritten(
        _ list: DisplayList, _ transform: (DisplayCommand, DrawnPart?) -> DisplayCommand
    ) -> DisplayList {
        var owner = [Int: DrawnPart]()
        for part in list.drawnParts ?? [] { for index in part.commands { owner[index] = part } }
        var copy = DisplayList(background: list.background)
        for (index, command) in list.commands.enumerated() { copy.append(transform(command, owner[index])) }
        copy.drawnParts = list.drawnParts
        return copy
    }
}
