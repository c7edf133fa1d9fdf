import CGtk
import CollectionView
import CompositionalLayout

/// Drawing display lists as GTK render nodes: what the canvas widget does every frame.
///
/// A `GtkDrawingArea` hands its draw function a cairo context on a new surface the size of the widget, which
/// GTK then composites into the window: at 1920×1080 that is 8 MB cleared, drawn and blended per frame, before
/// anything of the content. Appending render nodes instead lets GTK's renderer draw rectangles, text and
/// borders straight into the window's frame, as it does for its own widgets: rectangles become colour nodes,
/// text becomes Pango text nodes of the cached layouts, strokes become border nodes, clips and fades become
/// clip and opacity nodes. Icons and images — bitmaps this renderer resamples, tints and rounds itself — are
/// drawn by the cairo code path into cairo nodes just their size.
///
/// Geometry is snapped to device pixels exactly as in `draw(_:into:size:)`, so both paths draw the same
/// pixels up to antialiasing (checked by `CairoRendererSnapshotTests`).
extension CairoRenderer {
    /// Appends `list` to `snapshot` (a `GtkSnapshot*`) over `size` logical pixels from the snapshot's current
    /// origin, which must lie on a device pixel; `deviceScale` is the widget's scale factor. Unbalanced clips
    /// and groups are tolerated as in the cairo path.
    public func draw(_ list: DisplayList, into snapshot: OpaquePointer, size: Size, deviceScale: Double) {
        let scale = deviceScale.isFinite && deviceScale > 0 ? deviceScale : 1
        transform = DeviceTransform(scale: scale)
        bitmapScale = min(max(self.scale, scale, 0.01), 16)
        if size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 {
            var colour = GdkRGBA(list.background.resolve(in: theme))
            var bounds = graphene_rect_t(Rect(x: 0, y: 0, width: size.width, height: size.height))
            gtk_snapshot_append_color(snapshot, &colour, &bounds)
        }
        var stack: [SnapshotFrame] = []
        textBatch.begin(canvas: size)
        let commands = list.commands
        var index = 0
        while index < commands.count {
            let command = commands[index]
            if batchesText, stack.isEmpty, let next = batch(commands, at: index, into: snapshot) {
                index = next
                continue
            }
            index += 1
            switch command {
            case let .rectangle(rect, cornerRadius, fill, stroke, lineWidth):
                appendRectangle(snapshot, rect, cornerRadius: cornerRadius, fill: fill, stroke: stroke,
                                lineWidth: lineWidth)
            case let .text(string, rect, style):
                appendText(snapshot, string, in: rect, style: style)
            case let .icon(name, rect, tint, rotation):
                guard rect.isFinite, rect.width > 0, rect.height > 0 else { break }
                withCairoNode(snapshot, covering: rect) { drawIcon($0, name: name, in: rect, tint: tint, rotation: rotation) }
            case let .image(path, rect, cornerRadius):
                guard rect.isFinite, rect.width > 0, rect.height > 0 else { break }
                withCairoNode(snapshot, covering: rect) { drawImage($0, path: path, in: rect, cornerRadius: cornerRadius) }
            case let .line(from, to, width, paint):
                appendLine(snapshot, from: from, to: to, width: width, paint: paint)
            case let .beginGroup(opacity):
                let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 1
                if alpha < 1 {
                    gtk_snapshot_push_opacity(snapshot, alpha)
                    stack.append(.pushed(isGroup: true))
                } else {
                    stack.append(.opaqueGroup)
                }
            case .endGroup:
                guard let index = stack.lastIndex(where: { $0.isGroup }) else { break }
                while stack.count > index { stack.removeLast().close(snapshot) }
            case let .pushClip(rect):
                var bounds = graphene_rect_t(rect.isFinite ? transform.snap(rect.standardized) : Rect.zero)
                gtk_snapshot_push_clip(snapshot, &bounds)
                stack.append(.pushed(isGroup: false))
            case .popClip:
                if case .pushed(isGroup: false) = stack.last { stack.removeLast().close(snapshot) }
            }
        }
        while let frame = stack.popLast() { frame.close(snapshot) }
        textBatch.flush(into: snapshot)
    }

    private func appendRectangle(_ snapshot: OpaquePointer, _ rect: Rect, cornerRadius: Double, fill: Paint?,
                                 stroke: Paint?, lineWidth: Double) {
        guard rect.isFinite else { return }
        let frame = transform.snap(rect.standardized)
        guard frame.width > 0, frame.height > 0 else { return }
        let radius = min(cornerRadius.isFinite ? max(0, cornerRadius) : 0, min(frame.width, frame.height) / 2)
        var bounds = graphene_rect_t(frame)
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(radius))
        if let fill {
            var colour = GdkRGBA(fill.resolve(in: theme))
            if radius > 0 {
                gtk_snapshot_push_rounded_clip(snapshot, &outline)
                gtk_snapshot_append_color(snapshot, &colour, &bounds)
                gtk_snapshot_pop(snapshot)
            } else {
                gtk_snapshot_append_color(snapshot, &colour, &bounds)
            }
        }
        if let stroke, lineWidth.isFinite, lineWidth > 0 {
            let width = Float(transform.snappedLineWidth(lineWidth, axisScale: min(transform.scaleX, transform.scaleY)))
            let colour = GdkRGBA(stroke.resolve(in: theme))
            var widths = (width, width, width, width)
            var colours = (colour, colour, colour, colour)
            withUnsafePointer(to: &widths) { widthPointer in
                withUnsafePointer(to: &colours) { colourPointer in
                    widthPointer.withMemoryRebound(to: Float.self, capacity: 4) { widthArray in
                        colourPointer.withMemoryRebound(to: GdkRGBA.self, capacity: 4) { colourArray in
                            gtk_snapshot_append_border(snapshot, &outline, widthArray, colourArray)
                        }
                    }
                }
            }
        }
    }

    // MARK: Batched text

    /// At the top level, outside clips and groups: a text joins the batch, and so do the texts of a clip and
    /// group that only fade them (at their faded colour) and the rectangle of a group that only fades it (drawn
    /// now at its faded colour); anything else that may touch a waiting text sends the batch first. Returns
    /// the index after what it handled, or nil for the caller to draw `commands[index]`.
    private func batch(_ commands: [DisplayCommand], at index: Int, into snapshot: OpaquePointer) -> Int? {
        switch commands[index] {
        case let .text(string, rect, style):
            if let text = laidOut(string, in: rect, style: style) { addToBatch(text, colour: style.paint.resolve(in: theme), snapshot) }
            return index + 1
        case let .pushClip(clip):
            if let fading = stageFadedTexts(commands, at: index, clip: clip) {
                for text in textBatch.staged { addToBatch(text, colour: faded(text.paint, fading.opacity), snapshot) }
                return fading.end
            }
            sendBatch(ifItTouches: clip, snapshot)
        case let .beginGroup(opacity):
            let end = matchingEnd(commands, from: index)
            let inside = index + 1..<max(index + 1, end - 1)
            let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 1
            if end <= commands.count, alpha < 1, !inside.isEmpty {
                if inside.allSatisfy({ if case .text = commands[$0] { true } else { false } }) {
                    for position in inside {
                        if case let .text(string, rect, style) = commands[position], let text = laidOut(string, in: rect, style: style) {
                            addToBatch(text, colour: faded(style.paint, alpha), snapshot)
                        }
                    }
                    return end
                }
                if inside.count == 1, case let .rectangle(rect, radius, fill?, nil, _) = commands[inside.lowerBound] {
                    sendBatch(ifItTouches: rect, snapshot)
                    appendRectangle(snapshot, rect, cornerRadius: radius, fill: .color(faded(fill, alpha)), stroke: nil,
                                    lineWidth: 0)
                    return end
                }
            }
            if let bounds = bounds(of: commands, in: inside) { sendBatch(ifItTouches: bounds, snapshot) } else { textBatch.flush(into: snapshot) }
        case let .rectangle(rect, _, _, _, lineWidth):
            sendBatch(ifItTouches: rect.inset(by: EdgeInsets(all: -max(1, lineWidth.isFinite ? lineWidth : 1))), snapshot)
        case let .line(from, to, width, _):
            sendBatch(ifItTouches: lineBounds(from: from, to: to, width: width), snapshot)
        case let .icon(_, rect, _, _):
            sendBatch(ifItTouches: rect.inset(by: EdgeInsets(all: -max(rect.width, rect.height) * 0.25)), snapshot)
        case let .image(_, rect, _):
            sendBatch(ifItTouches: rect, snapshot)
        case .endGroup, .popClip:
            break
        }
        return nil
    }

    /// `[pushClip, beginGroup(opacity < 1), text…, endGroup, popClip]` with every text's glyphs inside the clip
    /// (dropping the clip then changes nothing): a fading element of a transition. Lays its texts out into
    /// `textBatch.staged`; returns the opacity and the index after the pattern.
    private func stageFadedTexts(_ commands: [DisplayCommand], at index: Int, clip: Rect) -> (opacity: Double, end: Int)? {
        guard index + 1 < commands.count, case let .beginGroup(opacity) = commands[index + 1], opacity.isFinite,
              opacity < 1 else { return nil }
        textBatch.staged.removeAll(keepingCapacity: true)
        var position = index + 2
        while position < commands.count, case let .text(string, rect, style) = commands[position] {
            if let text = laidOut(string, in: rect, style: style) {
                guard clip.contains(text.ink) else { return nil }
                textBatch.staged.append(text)
            }
            position += 1
        }
        guard position > index + 2, position + 1 < commands.count, case .endGroup = commands[position],
              case .popClip = commands[position + 1] else { return nil }
        return (max(opacity, 0), position + 2)
    }

    /// The index after the `endGroup` matching the group opened at `index` (past the end when it is unclosed).
    private func matchingEnd(_ commands: [DisplayCommand], from index: Int) -> Int {
        var depth = 0
        for position in index..<commands.count {
            switch commands[position] {
            case .beginGroup: depth += 1
            case .endGroup:
                depth -= 1
                if depth == 0 { return position + 1 }
            default: break
            }
        }
        return commands.count + 1
    }

    /// What the commands in `range` may draw on, or nil when that is not known.
    private func bounds(of commands: [DisplayCommand], in range: Range<Int>) -> Rect? {
        var union: Rect?
        func add(_ rect: Rect) { union = union.map { $0.union(rect) } ?? rect }
        for position in range {
            switch commands[position] {
            case let .rectangle(rect, _, _, _, lineWidth): add(rect.inset(by: EdgeInsets(all: -max(1, lineWidth.isFinite ? lineWidth : 1))))
            case let .text(_, rect, style): add(textBounds(rect, style: style))
            case let .icon(_, rect, _, _): add(rect.inset(by: EdgeInsets(all: -max(rect.width, rect.height) * 0.25)))
            case let .image(_, rect, _): add(rect)
            case let .line(from, to, width, _): add(lineBounds(from: from, to: to, width: width))
            case let .pushClip(rect): add(rect)
            case .beginGroup, .endGroup, .popClip: break
            }
        }
        guard let union, union.isFinite else { return nil }
        return union
    }

    private func lineBounds(from: Point, to: Point, width: Double) -> Rect {
        let grow = (width.isFinite ? width : 1) + 1
        return Rect(x: min(from.x, to.x) - grow, y: min(from.y, to.y) - grow,
                    width: abs(to.x - from.x) + 2 * grow, height: abs(to.y - from.y) + 2 * grow)
    }

    /// Where a text in `rect` may put ink: its box, grown for glyphs that overhang their advance or line.
    private func textBounds(_ rect: Rect, style: TextStyle) -> Rect {
        let size = style.size.isFinite ? max(style.size, 0) : 0
        return rect.inset(by: EdgeInsets(top: -size * 0.5, leading: -(2 + size * 0.25),
                                         bottom: -size * 0.5, trailing: -(2 + size * 0.25)))
    }

    private func faded(_ paint: Paint, _ opacity: Double) -> Color {
        var colour = paint.resolve(in: theme)
        colour.alpha *= opacity
        return colour
    }

    private func sendBatch(ifItTouches rect: Rect, _ snapshot: OpaquePointer) {
        if textBatch.overlapsPending(rect) { textBatch.flush(into: snapshot) }
    }

    /// `text` laid out for a batch, or nil when there is nothing to draw.
    private func laidOut(_ text: String, in rect: Rect, style: TextStyle) -> BatchText? {
        guard rect.isFinite, rect.width > 0, !text.isEmpty else { return nil }
        let (layout, x) = textLayout(for: text, in: rect, style: style)
        let snapped = transform.snap(rect.origin)
        let origin = Point(x: snapped.x + x, y: snapped.y)
        var ink = PangoRectangle()
        pango_layout_get_pixel_extents(layout.pointer, &ink, nil)
        return BatchText(layout: layout, origin: origin,
                         ink: Rect(x: origin.x + Double(ink.x) - 1, y: origin.y + Double(ink.y) - 1,
                                   width: Double(ink.width) + 2, height: Double(ink.height) + 2),
                         paint: style.paint)
    }

    private func addToBatch(_ text: BatchText, colour: Color, _ snapshot: OpaquePointer) {
        // Glyphs of one string that overlap are composited through their joint coverage, not one over the
        // other: a text touching a waiting one sends the batch first, as anything else would.
        sendBatch(ifItTouches: text.ink, snapshot)
        textBatch.add(text.layout.pointer, x: text.origin.x, y: text.origin.y, colour: GdkRGBA(colour), covering: text.ink)
    }

    private func appendText(_ snapshot: OpaquePointer, _ text: String, in rect: Rect, style: TextStyle) {
        guard rect.isFinite, rect.width > 0, !text.isEmpty else { return }
        let (layout, x) = textLayout(for: text, in: rect, style: style)
        let origin = transform.snap(rect.origin)
        var colour = GdkRGBA(style.paint.resolve(in: theme))
        var offset = graphene_point_t(x: Float(origin.x + x), y: Float(origin.y))
        gtk_snapshot_translate(snapshot, &offset)
        gtk_snapshot_append_layout(snapshot, layout.pointer, &colour)
        offset = graphene_point_t(x: -offset.x, y: -offset.y)
        gtk_snapshot_translate(snapshot, &offset)
    }

    private func appendLine(_ snapshot: OpaquePointer, from: Point, to: Point, width: Double, paint: Paint) {
        guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite, width.isFinite, width > 0 else { return }
        if let band = lineBand(from: from, to: to, width: width) {
            var colour = GdkRGBA(paint.resolve(in: theme))
            var bounds = graphene_rect_t(band)
            gtk_snapshot_append_color(snapshot, &colour, &bounds)
            return
        }
        let covering = Rect(x: min(from.x, to.x) - width, y: min(from.y, to.y) - width,
                            width: abs(to.x - from.x) + 2 * width, height: abs(to.y - from.y) + 2 * width)
        withCairoNode(snapshot, covering: covering) { drawLine($0, from: from, to: to, width: width, paint: paint) }
    }

    /// Runs `body` with a cairo context drawing into a new cairo node that covers `rect` (grown to whole device
    /// pixels), in the snapshot's coordinates.
    private func withCairoNode(_ snapshot: OpaquePointer, covering rect: Rect, _ body: (OpaquePointer) -> Void) {
        let t = transform
        let x0 = t.deviceX(rect.minX).rounded(.down), x1 = t.deviceX(rect.maxX).rounded(.up)
        let y0 = t.deviceY(rect.minY).rounded(.down), y1 = t.deviceY(rect.maxY).rounded(.up)
        var bounds = graphene_rect_t(Rect(x: t.userX(x0), y: t.userY(y0),
                                          width: (x1 - x0) / t.scaleX, height: (y1 - y0) / t.scaleY))
        guard let cr = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        defer { cairo_destroy(cr) }
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return }
        body(cr)
    }
}

/// A clip or group opened by the display list on the snapshot, closed by its matching command or at the end.
private enum SnapshotFrame {
    /// A clip or an opacity group: one `gtk_snapshot_pop` closes it.
    case pushed(isGroup: Bool)
    /// A group at full opacity: nothing was pushed.
    case opaqueGroup

    var isGroup: Bool {
        switch self {
        case let .pushed(isGroup): isGroup
        case .opaqueGroup: true
        }
    }

    func close(_ snapshot: OpaquePointer) {
        if case .pushed = self { gtk_snapshot_pop(snapshot) }
    }
}

extension DeviceTransform {
    /// The transform of a snapshot whose origin is on a device pixel: `scale` device pixels per logical pixel.
    init(scale: Double) {
        self.init()
        scaleX = scale
        scaleY = scale
    }
}

extension GdkRGBA {
    init(_ colour: Color) {
        self.init(red: Float(colour.red), green: Float(colour.green), blue: Float(colour.blue),
                  alpha: Float(colour.alpha))
    }
}

extension graphene_rect_t {
    init(_ rect: Rect) {
        self.init(origin: graphene_point_t(x: Float(rect.minX), y: Float(rect.minY)),
                  size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
    }
}
