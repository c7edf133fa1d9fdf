import LatticeLayout

/// How one cell (or header) of a layout switch turns, part by part, from what it is in the layout being left
/// into what it is in the layout arriving — a row into a card, a small row into a large one.
///
/// Each side is the element's parts (`CellPart`, by role) laid out in that side's frame. Parts are matched
/// by role and placed relative to the element's presented frame, so they travel with it:
/// - **Both sides** — the rect moves and resizes from its place in the one to its place in the other. Shapes
///   (underlay, background, highlight, swatch, focus ring) also morph corner radius and outline width, and
///   cross-fade fills and outlines that differ. Images that show the same picture are drawn once, at the
///   moving rect (no cross-fade, no placeholder). Texts keep their first glyph on one moving point: the same
///   line set the same way on both sides is drawn once; otherwise the two layouts cross-fade around the
///   middle of the switch (`crossOut`, `crossIn`) while they move.
/// - **One side only** (a row's trailing value, a card's second line) — the part keeps its size and its
///   place relative to the nearest edges of the element and fades: out early (`fadeOut`) or in late
///   (`fadeIn`), never drawn at another size.
///
/// Whatever a part would draw outside the element (a row's text in a narrowing cell, a boxed list's card
/// shape that continues past a middle row) is clipped to the element.
///
/// Parts travel with the element's leading edge: its left, or its right where leading is on the right
/// (`rightToLeft`), so a right-to-left switch is the mirror image of the left-to-right one.
///
/// Fades are timed by the elapsed fraction of the switch, geometry by the curve's progress; both windows are
/// symmetric (what fades out early going one way fades in late coming back), so a switch reversed midway
/// continues from exactly what is drawn (`CollectionViewModel.setLayout`).
struct CellMorph {
    /// The curve's progress, 0...1: where parts are.
    var progress: Double
    /// The elapsed fraction of the switch, 0...1: how opaque one-sided and cross-fading parts are.
    var time: Double
    /// Whether leading is on the right: parts keep their place from the element's right edge.
    var rightToLeft = false

    /// When parts of the layout being left only fade out.
    static let fadeOut = 0.0...0.3
    /// When parts of the arriving layout only fade in (the mirror of `fadeOut`).
    static let fadeIn = 0.7...1.0
    /// When a text that differs between the layouts fades out…
    static let crossOut = 0.15...0.6
    /// …and when its other layout fades in (the mirror of `crossOut`).
    static let crossIn = 0.4...0.85

    /// Appends the element morphed at `frame` (its presented frame): `source` parts laid out in
    /// `sourceFrame`, `destination` parts in `destinationFrame`, both in drawing order (`PartRole.drawingOrder`).
    /// Each part's commands are recorded under `key` when the list records parts.
    ///
    /// `drawn` holds what the frame has drawn so far (texts by their ink); the element's parts are added to it.
    /// An underlay is left out where it would cover none of it: there is nothing to hide, and an opaque shape
    /// over a text would hold back the renderer's batching of it.
    func draw(
        _ key: ElementKey, source: [CellPart], sourceFrame: Rect, destination: [CellPart], destinationFrame: Rect,
        frame: Rect, measurer: any TextMeasuring, drawn: inout OverlapIndex, into list: inout DisplayList
    ) {
        var i = 0, j = 0
        while i < source.count || j < destination.count {
            let a = i < source.count ? source[i] : nil, b = j < destination.count ? destination[j] : nil
            let start = list.commands.count
            let role: PartRole
            let clip: Rect?
            if let a, let b, a.role == b.role {
                role = a.role
                clip =
                    Self.clip(of: a, in: sourceFrame, frame: frame, rightToLeft: rightToLeft).map { clipA in
                        Self.mix(
                            clipA,
                            Self.clip(of: b, in: destinationFrame, frame: frame, rightToLeft: rightToLeft) ?? frame,
                            progress)
                    }
                    ?? Self.clip(of: b, in: destinationFrame, frame: frame, rightToLeft: rightToLeft).map {
                        Self.mix(frame, $0, progress)
                    }
                if let clip { list.append(.pushClip(clip)) }
                both(
                    a, in: sourceFrame, b, in: destinationFrame, frame: frame, measurer: measurer, drawn: &drawn,
                    into: &list)
                i += 1
                j += 1
            } else if let a, b == nil || a.role.drawingOrder <= b!.role.drawingOrder {
                role = a.role
                clip = Self.clip(of: a, in: sourceFrame, frame: frame, rightToLeft: rightToLeft)
                if let clip { list.append(.pushClip(clip)) }
                let opacity = 1 - Self.smoothstep(time, Self.fadeOut)
                Self.one(
                    a, in: sourceFrame, frame: frame, rightToLeft: rightToLeft, opacity: opacity, measurer: measurer,
                    drawn: &drawn, into: &list)
                i += 1
            } else {
                let b = b!
                role = b.role
                clip = Self.clip(of: b, in: destinationFrame, frame: frame, rightToLeft: rightToLeft)
                if let clip { list.append(.pushClip(clip)) }
                let opacity = Self.smoothstep(time, Self.fadeIn)
                Self.one(
                    b, in: destinationFrame, frame: frame, rightToLeft: rightToLeft, opacity: opacity,
                    measurer: measurer, drawn: &drawn, into: &list)
                j += 1
            }
            if clip != nil { list.append(.popClip) }
            list.record(key, role, in: frame, start..<list.commands.count)
        }
    }

    /// Appends an element that is on one side only (it fades as a whole, in its transition's group): its
    /// `parts`, laid out in `partsFrame`, at `frame`, each as `one` places it, at full opacity.
    static func drawOneSided(
        _ key: ElementKey, parts: [CellPart], partsFrame: Rect, frame: Rect, rightToLeft: Bool,
        measurer: any TextMeasuring, drawn: inout OverlapIndex, into list: inout DisplayList
    ) {
        for part in parts {
            let start = list.commands.count
            let clip = Self.clip(of: part, in: partsFrame, frame: frame, rightToLeft: rightToLeft)
            if let clip { list.append(.pushClip(clip)) }
            one(
                part, in: partsFrame, frame: frame, rightToLeft: rightToLeft, opacity: 1, measurer: measurer,
                drawn: &drawn,
                into: &list)
            if clip != nil { list.append(.popClip) }
            list.record(key, part.role, in: frame, start..<list.commands.count)
        }
    }

    /// A clipped part's clip (`CellPart.clip`, laid out in `side`), carried with its element to `frame`.
    private static func clip(of part: CellPart, in side: Rect, frame: Rect, rightToLeft: Bool) -> Rect? {
        part.clip?.offsetBy(
            dx: leadingShift(from: side, to: frame, rightToLeft: rightToLeft), dy: frame.minY - side.minY)
    }

    /// How far a part moves across to keep its place from the leading edge when its element goes from `side` to
    /// `frame`: the left edges' distance, or the right edges' where leading is on the right.
    static func leadingShift(from side: Rect, to frame: Rect, rightToLeft: Bool) -> Double {
        rightToLeft ? frame.maxX - side.maxX : frame.minX - side.minX
    }

    /// A part on both sides.
    private func both(
        _ a: CellPart, in sourceFrame: Rect, _ b: CellPart, in destinationFrame: Rect, frame: Rect,
        measurer: any TextMeasuring, drawn: inout OverlapIndex, into list: inout DisplayList
    ) {
        var rect: Rect
        switch a.role {
        case .underlay, .background, .highlight, .focusRing:
            // Shapes that cover the element keep to its edges: their insets morph, whatever its size does.
            // A boxed-list row's piece of the card reaches past the row (so the row shows only the card's
            // straight edges). Between a row and a card the reach is drawn in over the leaving side's fade and out
            // over the arriving side's, so the box splits into cards early and joins late, instead of flying as
            // edgeless slabs.
            let reachA = Self.reach(of: a.rect, past: sourceFrame),
                reachB = Self.reach(of: b.rect, past: destinationFrame)
            let insetsA = Self.insets(of: a.rect.inset(by: reachA), in: sourceFrame)
            let insetsB = Self.insets(of: b.rect.inset(by: reachB), in: destinationFrame)
            // Rows on both sides (a zoom step) keep the box joined.
            let leaving = 1 - Self.smoothstep(time, Self.fadeOut), arriving = Self.smoothstep(time, Self.fadeIn)
            func reach(_ a: Double, _ b: Double) -> Double {
                a > 0 && b > 0 ? Self.mix(a, b, progress) : a * leaving + b * arriving
            }
            rect = frame.inset(
                by: EdgeInsets(
                    top: Self.mix(insetsA.top, insetsB.top, progress) - reach(reachA.top, reachB.top),
                    leading: Self.mix(insetsA.leading, insetsB.leading, progress),
                    bottom: Self.mix(insetsA.bottom, insetsB.bottom, progress) - reach(reachA.bottom, reachB.bottom),
                    trailing: Self.mix(insetsA.trailing, insetsB.trailing, progress)))
        default:
            rect = Self.mix(
                a.rect.offsetBy(
                    dx: Self.leadingShift(from: sourceFrame, to: frame, rightToLeft: rightToLeft),
                    dy: frame.minY - sourceFrame.minY),
                b.rect.offsetBy(
                    dx: Self.leadingShift(from: destinationFrame, to: frame, rightToLeft: rightToLeft),
                    dy: frame.minY - destinationFrame.minY),
                progress)
        }
        let p = progress
        switch (a.drawing, b.drawing) {
        case (
            .shape(let radiusA, let fillA, let strokeA, let widthA),
            .shape(let radiusB, let fillB, let strokeB, let widthB)
        ):
            let radius = Self.mix(radiusA, radiusB, p), width = Self.mix(widthA, widthB, p)
            let clipped = !frame.contains(rect) && a.role != .focusRing
            if a.role == .underlay {
                guard drawn.intersects(clipped ? rect.intersection(frame) : rect) else { return }
            } else {
                drawn.insert(clipped ? rect.intersection(frame) : rect)
            }
            if clipped { list.append(.pushClip(frame)) }
            if fillA == fillB && strokeA == strokeB {
                list.append(.rectangle(rect, cornerRadius: radius, fill: fillA, stroke: strokeA, lineWidth: width))
            } else {
                // The underlay stays opaque: the arriving colour is laid over the leaving one.
                let leaving = a.role == .underlay ? 1 : 1 - p
                if fillA == fillB {
                    if let fillA {
                        list.append(.rectangle(rect, cornerRadius: radius, fill: fillA, stroke: nil, lineWidth: 0))
                    }
                } else {
                    if let fillA {
                        list.append(
                            .rectangle(
                                rect, cornerRadius: radius, fill: fillA.faded(leaving), stroke: nil, lineWidth: 0))
                    }
                    if let fillB {
                        list.append(
                            .rectangle(rect, cornerRadius: radius, fill: fillB.faded(p), stroke: nil, lineWidth: 0))
                    }
                }
                if strokeA == strokeB {
                    if let strokeA {
                        list.append(
                            .rectangle(rect, cornerRadius: radius, fill: nil, stroke: strokeA, lineWidth: width))
                    }
                } else {
                    if let strokeA {
                        list.append(
                            .rectangle(
                                rect, cornerRadius: radius, fill: nil, stroke: strokeA.faded(1 - p), lineWidth: width))
                    }
                    if let strokeB {
                        list.append(
                            .rectangle(
                                rect, cornerRadius: radius, fill: nil, stroke: strokeB.faded(p), lineWidth: width))
                    }
                }
            }
            if clipped { list.append(.popClip) }
        case (.image(let pathA, let radiusA), .image(let pathB, let radiusB)) where pathA == pathB:
            list.append(.image(path: pathA, in: rect, cornerRadius: Self.mix(radiusA, radiusB, p)))
            drawn.insert(rect)
        case (.text(let textA, let styleA), .text(let textB, let styleB)):
            morphText(
                textA, styleA, a.rect, a.naturalWidth, in: sourceFrame, textB, styleB, b.rect, b.naturalWidth,
                in: destinationFrame, frame: frame, measurer: measurer, drawn: &drawn, into: &list)
        default:
            drawn.insert(rect)
            if a.drawing == b.drawing {
                a.drawing.append(in: rect, into: &list)
            } else {
                a.drawing.append(in: rect, opacity: 1 - p, into: &list)
                b.drawing.append(in: rect, opacity: p, into: &list)
            }
        }
    }

    /// A part on one side only, at its place relative to the element's nearest edges, at `opacity`.
    private static func one(
        _ part: CellPart, in side: Rect, frame: Rect, rightToLeft: Bool, opacity: Double,
        measurer: any TextMeasuring, drawn: inout OverlapIndex, into list: inout DisplayList
    ) {
        guard opacity > 0.001 else { return }
        let rect: Rect
        switch part.role {
        case .underlay, .background, .highlight, .focusRing:
            // Shapes that cover the element keep their insets and take its size.
            let width = max(0, frame.width - (side.width - part.rect.width))
            rect = Rect(
                x: rightToLeft
                    ? frame.maxX - (side.maxX - part.rect.maxX) - width : frame.minX + (part.rect.minX - side.minX),
                y: frame.minY + (part.rect.minY - side.minY), width: width,
                height: max(0, frame.height - (side.height - part.rect.height)))
        default:
            let dx = part.rect.midX - side.minX > side.width / 2 ? frame.maxX - side.maxX : frame.minX - side.minX
            let dy = part.rect.midY - side.minY > side.height / 2 ? frame.maxY - side.maxY : frame.minY - side.minY
            rect = part.rect.offsetBy(dx: dx, dy: dy)
        }
        let overflows: Bool, covers: Rect
        if case .text(let string, let style) = part.drawing {
            let natural = part.naturalWidth ?? measurer.size(of: string, style: style, width: nil).width
            let ink = Self.ink(natural: natural, alignment: style.alignment, in: rect)
            overflows = !frame.contains(ink)
            covers = overflows ? ink.intersection(frame) : ink
        } else {
            overflows = !frame.contains(rect) && part.role != .focusRing
            covers = overflows ? rect.intersection(frame) : rect
        }
        if part.role == .underlay {
            guard drawn.intersects(covers) else { return }
        } else {
            drawn.insert(covers)
        }
        if overflows { list.append(.pushClip(frame)) }
        part.drawing.append(in: rect, opacity: opacity, into: &list)
        if overflows { list.append(.popClip) }
    }

    /// A text on both sides: its first glyph travels in a straight line from where one layout sets it to where
    /// the other does; the same line set the same way is drawn once, different ones cross-fade.
    private func morphText(
        _ textA: String, _ styleA: TextStyle, _ boxA: Rect, _ knownA: Double?, in sourceFrame: Rect,
        _ textB: String, _ styleB: TextStyle, _ boxB: Rect, _ knownB: Double?, in destinationFrame: Rect,
        frame: Rect, measurer: any TextMeasuring, drawn: inout OverlapIndex, into list: inout DisplayList
    ) {
        let naturalA = knownA ?? measurer.size(of: textA, style: styleA, width: nil).width
        let naturalB =
            knownB
            ?? (textA == textB && styleA.size == styleB.size && styleA.weight == styleB.weight
                ? naturalA : measurer.size(of: textB, style: styleB, width: nil).width)
        let inkA = Self.inkOffset(natural: naturalA, box: boxA.width, alignment: styleA.alignment)
        let inkB = Self.inkOffset(natural: naturalB, box: boxB.width, alignment: styleB.alignment)
        // The ink's leading end travels: its left end from the element's left edge — or, where leading is on the
        // right, its right end from the element's right edge (each side's text then starts its own width left of it).
        let leadingEnd =
            rightToLeft
            ? Self.mix(
                boxA.minX + inkA + min(naturalA, boxA.width) - sourceFrame.maxX,
                boxB.minX + inkB + min(naturalB, boxB.width) - destinationFrame.maxX, progress) + frame.maxX
            : Self.mix(boxA.minX - sourceFrame.minX + inkA, boxB.minX - destinationFrame.minX + inkB, progress)
                + frame.minX
        let y = Self.mix(boxA.minY - sourceFrame.minY, boxB.minY - destinationFrame.minY, progress) + frame.minY
        let sameLine =
            textA == textB && styleA.size == styleB.size && styleA.weight == styleB.weight
            && styleA.paint == styleB.paint && styleA.tabularNumbers == styleB.tabularNumbers
            && naturalA <= boxA.width + 0.5 && naturalA <= boxB.width + 0.5
        func set(_ text: String, _ style: TextStyle, box: Rect, ink: Double, natural: Double, opacity: Double) {
            guard opacity > 0.001 else { return }
            let left = rightToLeft ? leadingEnd - min(natural, box.width) : leadingEnd
            let rect = Rect(x: left - ink, y: y, width: box.width, height: box.height)
            let inkRect = Rect(x: left, y: y, width: min(natural, box.width), height: box.height)
            let overflows = !frame.contains(inkRect)
            drawn.insert(overflows ? inkRect.intersection(frame) : inkRect)
            if overflows { list.append(.pushClip(frame)) }
            PartDrawing.text(text, style).append(in: rect, opacity: opacity, into: &list)
            if overflows { list.append(.popClip) }
        }
        if sameLine {
            // Set in the leaving layout's box until the switch ends: the same glyphs, one layout all the way.
            set(textA, styleA, box: boxA, ink: inkA, natural: naturalA, opacity: 1)
        } else {
            set(
                textA, styleA, box: boxA, ink: inkA, natural: naturalA,
                opacity: 1 - Self.smoothstep(time, Self.crossOut))
            set(textB, styleB, box: boxB, ink: inkB, natural: naturalB, opacity: Self.smoothstep(time, Self.crossIn))
        }
    }

    /// How far each edge of `rect` is inside `frame`'s (negative where it reaches past it).
    static func insets(of rect: Rect, in frame: Rect) -> EdgeInsets {
        EdgeInsets(
            top: rect.minY - frame.minY, leading: rect.minX - frame.minX, bottom: frame.maxY - rect.maxY,
            trailing: frame.maxX - rect.maxX)
    }

    /// How far `rect` reaches past the top and bottom of `frame` (a boxed-list row's piece of the card).
    static func reach(of rect: Rect, past frame: Rect) -> EdgeInsets {
        EdgeInsets(top: max(0, frame.minY - rect.minY), leading: 0, bottom: max(0, rect.maxY - frame.maxY), trailing: 0)
    }

    /// Where a text `natural` wide on one line puts its glyphs in `box`: its first line's ink, as the renderer sets it.
    static func ink(natural: Double, alignment: TextStyle.Alignment, in box: Rect) -> Rect {
        let offset = inkOffset(natural: natural, box: box.width, alignment: alignment)
        return Rect(x: box.minX + offset, y: box.minY, width: min(natural, box.width), height: box.height)
    }

    /// How far from its box's leading edge a line `natural` wide starts when set in a box `box` wide.
    static func inkOffset(natural: Double, box: Double, alignment: TextStyle.Alignment) -> Double {
        let slack = max(0, box - natural)
        switch alignment {
        case .leading: return 0
        case .center: return slack / 2
        case .trailing: return slack
        }
    }

    /// 0 before `window`, 1 after it, eased in between (smoothstep: no jump in value or speed at its ends).
    static func smoothstep(_ t: Double, _ window: ClosedRange<Double>) -> Double {
        let span = window.upperBound - window.lowerBound
        guard span > 0 else { return t < window.lowerBound ? 0 : 1 }
        let x = min(max((t - window.lowerBound) / span, 0), 1)
        return x * x * (3 - 2 * x)
    }

    static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { t == 1 ? b : a + (b - a) * t }

    static func mix(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(
            x: mix(a.minX, b.minX, t), y: mix(a.minY, b.minY, t), width: mix(a.width, b.width, t),
            height: mix(a.height, b.height, t))
    }
}
