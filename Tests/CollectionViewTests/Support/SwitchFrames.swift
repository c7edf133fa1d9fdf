import LatticeLayout

@testable import CollectionView

/// The fixtures layout switches are checked on, and a reader of their frames: every frame of a switch at
/// 60 Hz, read back from the display list (which commands drew which part of which element) into what a
/// person sees — where each part is, how opaque, which texts show.
enum SwitchFrames {
    /// What the cells show: swatches (the sample's colours) or image files (a folder's thumbnails).
    enum Kind: Sendable { case swatches, files }

    static let viewport = Size(width: 640, height: 480)
    /// Two sections: 12 items, then a long one of 300.
    static let counts = [12, 300]

    /// A boxed list (inset grouped) with section headers, as the viewer shows a catalogue.
    static let list: CompositionalLayout = {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        return .list(using: configuration)
    }()

    /// A grid of 150-point cards, four to a row, with section headers.
    static let grid = CompositionalLayout { _, environment in
        var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        item.contentInsets = EdgeInsets(all: 6)
        var section = LayoutSection(
            group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(176)),
                subitem: item, count: 4))
        section.contentInsets = EdgeInsets(top: 0, leading: 12, bottom: 18, trailing: 12)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionHeader,
                size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                alignment: .top)
        ]
        return section
    }

    static func image(_ kind: Kind, _ path: ItemPath) -> ImageSource {
        switch kind {
        case .swatches: .swatch(Color(red: Double(path.item % 7) / 7, green: 0.5, blue: Double(path.item % 3) / 3))
        case .files: .file("/pictures/\(path.section)-\(path.item).jpg")
        }
    }

    /// File-like names, a few long enough to wrap on a card.
    static func title(_ path: ItemPath) -> String {
        path.item % 5 == 3
            ? "Quarterly report \(path.item) with a title long enough to wrap.pdf" : "Quarterly report \(path.item).pdf"
    }

    /// A list row: image, title, subtitle, and a trailing value (the parts a card does not have).
    static func row(_ kind: Kind) -> (ItemPath) -> CellContent? {
        { path in
            var content = ListContentConfiguration.subtitleCell()
            content.text = title(path)
            content.secondaryText = "#\(path.section)\(path.item)"
            content.image = image(kind, path)
            return CellContent(
                content: content, background: .clear(), accessories: [CellAccessory(.label("\(path.item * 7)"))])
        }
    }

    /// A grid card: a large image over a centred, wrapping title and a subtitle.
    static func card(_ kind: Kind) -> (ItemPath) -> CellContent? {
        { path in
            var content = ListContentConfiguration.gridCell()
            content.imageProperties.size = kind == .files ? Size(width: 96, height: 64) : Size(width: 64, height: 64)
            content.text = title(path)
            content.secondaryText = "#\(path.section)\(path.item)"
            content.image = image(kind, path)
            return CellContent(content: content, background: .gridCell())
        }
    }

    static func header(list: Bool) -> (String, ItemPath) -> CellContent? {
        { kind, path in
            guard kind == ElementKind.sectionHeader else { return nil }
            var content: ListContentConfiguration = .groupedHeader()
            if !list { content.margins.leading = 6 }
            content.text = "Section \(path.section)"
            return CellContent(content: content, background: .listHeader())
        }
    }

    /// A model showing the fixture in `startsAsList ? list : grid`, scrolled to `scroll`, with `selected`
    /// items selected, recording drawn parts, on a manual clock.
    @MainActor
    static func model(
        _ kind: Kind, startsAsList: Bool, scroll: Double = 0,
        selected: [ItemPath] = []
    ) -> (CollectionViewModel, ManualClock) {
        let model = CollectionViewModel(
            layout: startsAsList ? list : grid, data: ItemCounts(counts), viewportSize: viewport,
            measurer: FixedTextMeasurer(), supplementary: header(list: startsAsList),
            cell: startsAsList ? row(kind) : card(kind))
        model.background = startsAsList ? .role(.windowBackground) : .role(.viewBackground)
        let clock = ManualClock(now: 100)
        model.animation.clock = clock
        model.recordsDrawnParts = true
        model.scroll(toOffset: scroll)
        _ = model.nextFrame()
        for path in selected { model.selection.select(model.engine.dataSource.identity(ofItemAt: path)) }
        return (model, clock)
    }

    /// Switches `model` to the other layout.
    @MainActor
    static func toggle(_ model: CollectionViewModel, kind: Kind, toList: Bool) {
        model.setLayout(
            toList ? list : grid, cell: toList ? row(kind) : card(kind), supplementary: header(list: toList))
        model.background = toList ? .role(.windowBackground) : .role(.viewBackground)
    }

    /// The frames of a switch started now: the frame before it, then one every 1/60 s while it runs, then the
    /// frame after it.
    @MainActor
    static func frames(_ model: CollectionViewModel, clock: ManualClock, switching: () -> Void) -> [DisplayList] {
        var frames = [model.nextFrame()]
        switching()
        frames += framesInFlight(model, clock: clock)
        frames.append(model.nextFrame())
        return frames
    }

    /// The frames of the transition in flight, one every 1/60 s until it ends (the frame after it not included).
    @MainActor
    static func framesInFlight(
        _ model: CollectionViewModel, clock: ManualClock, until stop: Double = .infinity
    ) -> [DisplayList] {
        var frames: [DisplayList] = []
        while let transition = model.transition, !transition.isFinished(at: clock.now), clock.now < stop {
            frames.append(model.nextFrame())
            clock.advance(by: 1.0 / 60)
        }
        return frames
    }

    /// How far each element of the transition in flight travels: its largest change of origin plus of size.
    @MainActor
    static func travel(of model: CollectionViewModel) -> [ElementKey: Double] {
        var travel: [ElementKey: Double] = [:]
        for track in model.transition?.tracks ?? [] {
            travel[track.key] =
                max(abs(track.to.minX - track.from.minX), abs(track.to.minY - track.from.minY))
                + max(abs(track.to.width - track.from.width), abs(track.to.height - track.from.height))
        }
        return travel
    }
}

/// One frame read as a person sees it.
struct ReadFrame {
    /// One part as drawn: where, how opaque, and its commands' own readings.
    struct Part {
        var key: ElementKey
        var role: PartRole
        /// The element's presented frame.
        var elementFrame: Rect
        /// The part's place: a text's first glyph's ink origin (same for both layouts of a cross-fade, zero
        /// size), any other part's rect.
        var geometry: Rect
        /// The highest opacity any of its commands draws at.
        var opacity: Double
    }

    /// A text drawn: its ink (clipped) and how opaque, at its command's index.
    struct Text {
        var key: ElementKey
        var ink: Rect
        var opacity: Double
        var index: Int
    }

    /// An opaque shape drawn (an underlay), which hides what was drawn before under it.
    struct Cover {
        var key: ElementKey
        var rect: Rect
        var index: Int
    }

    var parts: [String: Part] = [:]
    var texts: [Text] = []
    var covers: [Cover] = []
    /// Selection fills drawn, with the element that drew them.
    var selectionFills: [(key: ElementKey, rect: Rect, elementFrame: Rect)] = []

    static func id(_ key: ElementKey, _ role: PartRole) -> String { "\(key) \(role)" }

    /// Reads `list` (which must record drawn parts), measuring texts with `measurer`.
    init(_ list: DisplayList, measurer: any TextMeasuring = FixedTextMeasurer(), canvas: Size = SwitchFrames.viewport) {
        var owner = [Int: DrawnPart]()
        for part in list.drawnParts ?? [] { for index in part.commands { owner[index] = part } }
        var opacities: [Double] = [1], clips: [Rect] = [Rect(origin: .zero, size: canvas)]
        var isGroup: [Bool] = []
        for (index, command) in list.commands.enumerated() {
            func alpha(_ paint: Paint?) -> Double {
                switch paint {
                case .translucentRole(_, let opacity)?: opacity
                case .color(let color)?: color.alpha
                default: 1
                }
            }
            var rect: Rect?, paintAlpha = 1.0, textInk: Rect?
            switch command {
            case .rectangle(let r, _, let fill, let stroke, _):
                rect = r
                paintAlpha = fill != nil ? alpha(fill) : alpha(stroke)
            case .text(let string, let box, let style):
                let ink = CellMorph.ink(
                    natural: measurer.size(of: string, style: style, width: nil).width,
                    alignment: style.alignment, in: box)
                rect = Rect(origin: ink.origin, size: .zero)
                textInk = ink
                paintAlpha = alpha(style.paint)
            case .icon(_, let r, let tint, _):
                rect = r
                paintAlpha = alpha(tint)
            case .image(_, let r, _):
                rect = r
            case .line(let from, let to, _, let paint):
                rect = Rect(x: from.x, y: from.y - 0.5, width: to.x - from.x, height: 1)
                paintAlpha = alpha(paint)
            case .beginGroup(let opacity):
                opacities.append(opacities.last! * opacity)
                isGroup.append(true)
            case .endGroup:
                if isGroup.last == true {
                    isGroup.removeLast()
                    opacities.removeLast()
                }
            case .pushClip(let r):
                clips.append(clips.last!.intersection(r))
                isGroup.append(false)
            case .popClip:
                if isGroup.last == false {
                    isGroup.removeLast()
                    clips.removeLast()
                }
            }
            guard let rect, let drawn = owner[index] else { continue }
            let opacity = opacities.last! * paintAlpha
            let id = Self.id(drawn.key, drawn.role)
            if var part = parts[id] {
                part.opacity = max(part.opacity, opacity)
                parts[id] = part
            } else {
                parts[id] = Part(
                    key: drawn.key, role: drawn.role, elementFrame: drawn.frame, geometry: rect, opacity: opacity)
            }
            if let textInk {
                texts.append(
                    Text(key: drawn.key, ink: textInk.intersection(clips.last!), opacity: opacity, index: index))
            }
            if drawn.role == .underlay, case .rectangle(let r, _, let fill?, _, _) = command,
                opacities.last! * alpha(fill) > 0.99
            {
                covers.append(Cover(key: drawn.key, rect: r.intersection(clips.last!), index: index))
            }
            if case .rectangle(let r, _, let fill?, _, _) = command, opacity > 0.05 {
                switch fill {
                case .role(.selectionBackground), .translucentRole(.selectionBackground, _):
                    selectionFills.append((drawn.key, r.intersection(clips.last!), drawn.frame))
                default: break
                }
            }
        }
    }

    /// Whether the point is hidden under an opaque shape of another element drawn after `index`.
    func isCovered(_ point: Point, after index: Int, except key: ElementKey) -> Bool {
        covers.contains {
            $0.index > index && $0.key != key && $0.rect.minX <= point.x && point.x <= $0.rect.maxX
                && $0.rect.minY <= point.y && point.y <= $0.rect.maxY
        }
    }

    /// Pairs of texts of different elements that show at the same place (both at least `opacity`, neither
    /// hidden there under another element), with a point where they do.
    func overlappingTexts(atLeast opacity: Double = 0.3) -> [(ElementKey, ElementKey, Point)] {
        let shown = texts.filter { $0.opacity >= opacity && $0.ink.width > 0 && $0.ink.height > 0 }
        var found: [(ElementKey, ElementKey, Point)] = []
        for (i, a) in shown.enumerated() {
            for b in shown[(i + 1)...] where a.key != b.key && a.ink.intersects(b.ink) {
                let both = a.ink.intersection(b.ink)
                var y = both.minY + 1
                search: while y < both.maxY - 1 {
                    var x = both.minX + 1
                    while x < both.maxX - 1 {
                        let point = Point(x: x, y: y)
                        if !isCovered(point, after: a.index, except: a.key),
                            !isCovered(point, after: b.index, except: b.key)
                        {
                            found.append((a.key, b.key, point))
                            break search
                        }
                        x += 2
                    }
                    y += 2
                }
            }
        }
        return found
    }
}

/// The checks every switch is held to, each returning what it found wrong (empty: passed).
enum SwitchChecks {
    /// Parts whose place jumps between two frames by more than `fraction` of their whole path (plus a pixel).
    /// Frames are consecutive; a part is followed while it is drawn at 5% opacity or more. A part's path is
    /// what it is seen to travel, or, when longer, what its element travels in the switch (`travel`: parts
    /// move with their element, and one that leaves the canvas is seen for part of its way only).
    static func discontinuities(
        _ frames: [ReadFrame], travel: [ElementKey: Double] = [:], fraction: Double = 0.12
    ) -> [String] {
        var tracks: [String: [(frame: Int, rect: Rect)]] = [:]
        for (index, frame) in frames.enumerated() {
            for (id, part) in frame.parts where part.opacity >= 0.05 && part.role != .underlay {
                tracks[id, default: []].append((index, part.geometry))
            }
        }
        var problems: [String] = []
        for (id, track) in tracks where track.count > 1 {
            let first = track.first!.rect, last = track.last!.rect
            let seen = max(
                abs(last.minX - first.minX), abs(last.minY - first.minY), abs(last.width - first.width),
                abs(last.height - first.height))
            let key = frames.lazy.compactMap { $0.parts[id]?.key }.first!
            let path = max(seen, travel[key] ?? 0)
            for (a, b) in zip(track, track.dropFirst()) where b.frame == a.frame + 1 {
                let step = max(
                    abs(b.rect.minX - a.rect.minX), abs(b.rect.minY - a.rect.minY),
                    abs(b.rect.width - a.rect.width), abs(b.rect.height - a.rect.height))
                if step > fraction * path + 1 {
                    problems.append("\(id) jumps \(step) of a \(path) path between frames \(a.frame) and \(b.frame)")
                }
            }
        }
        return problems
    }

    /// Parts whose opacity changes by more than `limit` from one frame to the next (a part not drawn counts as
    /// 0, unless its element is crossing the canvas's edge, entering or leaving the canvas). `surfaces: false`
    /// leaves out underlays, backgrounds and highlights (for the frames before and after a switch, where a
    /// boxed list draws its card as one shape instead of a piece per row).
    static func opacityJumps(
        _ frames: [ReadFrame], limit: Double = 0.3, canvas: Size = SwitchFrames.viewport,
        surfaces: Bool = true
    ) -> [String] {
        let bounds = Rect(origin: .zero, size: canvas)
        // An underlay is the canvas's own colour, drawn only where it hides something (read as covers, which
        // `textOverlaps` holds to account): where it comes and goes it hides nothing, so nothing shows.
        func skipped(_ role: PartRole) -> Bool {
            role == .underlay || !surfaces && [.background, .highlight].contains(role)
        }
        var problems: [String] = []
        for (index, (a, b)) in zip(frames, frames.dropFirst()).enumerated() {
            for id in Set(a.parts.keys).union(b.parts.keys) {
                let before = a.parts[id], after = b.parts[id]
                guard let role = (before ?? after)?.role, !skipped(role) else { continue }
                if before == nil, let after, !bounds.contains(after.elementFrame) { continue }
                if after == nil, let before, !bounds.contains(before.elementFrame) { continue }
                let change = abs((after?.opacity ?? 0) - (before?.opacity ?? 0))
                if change > limit {
                    problems.append("\(id) opacity jumps by \(change) between frames \(index) and \(index + 1)")
                }
            }
        }
        return problems
    }

    /// Texts of different elements drawn over each other, visibly, in any frame.
    static func textOverlaps(_ frames: [ReadFrame]) -> [String] {
        frames.enumerated().flatMap { index, frame in
            frame.overlappingTexts().map { "frame \(index): \($0.0) over \($0.1) at \($0.2)" }
        }
    }

    /// Frames where the anchor's top edge is not where it was in the first. `clamped` is how far the switch had
    /// to move it because the new layout's offset was clamped at an end of its content: then it moves that far,
    /// in one direction, without jumps, and no further.
    static func anchorMoves(_ frames: [ReadFrame], anchor: ElementKey, clamped: Double = 0) -> [String] {
        let tops = frames.map { frame in frame.parts.values.first { $0.key == anchor }?.elementFrame.minY }
        guard let first = tops.compactMap({ $0 }).first else { return ["the anchor is never drawn"] }
        var problems: [String] = []
        var previous = first
        for (index, top) in tops.enumerated() {
            guard let top else {
                problems.append("frame \(index) does not draw the anchor")
                continue
            }
            if abs(top - first) > abs(clamped) + 0.5 {
                problems.append("frame \(index) draws the anchor at \(top), not \(first)")
            }
            if (top - previous) * clamped < -0.01 || abs(top - previous) > 0.12 * abs(clamped) + 0.5 {
                problems.append("frame \(index) moves the anchor from \(previous) to \(top)")
            }
            previous = top
        }
        return problems
    }

    /// Frames where a selection fill is drawn by an unselected element or outside its element, or a selected
    /// element on the canvas shows no selection.
    static func selectionProblems(
        _ frames: [ReadFrame], selected: Set<ElementKey>,
        canvas: Size = SwitchFrames.viewport
    ) -> [String] {
        let bounds = Rect(origin: .zero, size: canvas)
        var problems: [String] = []
        for (index, frame) in frames.enumerated() {
            for fill in frame.selectionFills {
                if !selected.contains(fill.key) { problems.append("frame \(index): \(fill.key) draws a selection") }
                if !fill.elementFrame.inset(by: EdgeInsets(all: -1)).contains(fill.rect) {
                    problems.append("frame \(index): the selection of \(fill.key) at \(fill.rect) is outside it")
                }
            }
            for key in selected {
                guard let part = frame.parts.values.first(where: { $0.key == key }),
                    part.elementFrame.intersects(bounds)
                else { continue }
                if !frame.selectionFills.contains(where: { $0.key == key }) {
                    problems.append("frame \(index): \(key) is drawn without its selection")
                }
            }
        }
        return problems
    }
}
