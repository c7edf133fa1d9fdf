internal import CGtk
import CollectionView
import Gtk
import LatticeLayout

/// Drawing display lists as GTK render nodes: what the canvas widget does every frame.
///
/// A `GtkDrawingArea` hands its draw function a cairo context on a new surface the size of the widget, which
/// GTK then composites into the window: at 1920×1080 that is 8 MB cleared, drawn and blended per frame, before
/// anything of the content. Appending render nodes instead lets GTK's renderer draw rectangles, text and
/// borders straight into the window's frame, as it does for its own widgets: rectangles become colour nodes,
/// text becomes text nodes of the cached layouts' glyphs (batched, one per line, font and colour: see
/// `CairoRenderer+TextBatching.swift`), strokes become border nodes, clips and fades become clip and opacity
/// nodes. Icons and images — bitmaps this renderer resamples, tints and rounds itself — are
/// drawn by the cairo code path into cairo nodes just their size.
///
/// Geometry is snapped to device pixels exactly as in `draw(_:into:size:)`, so both paths draw the same
/// pixels up to antialiasing (checked by `CairoRendererSnapshotTests`).
extension CairoRenderer {
    /// Appends `list` to `snapshot` (a `GtkSnapshot*`) over `size` logical pixels from the snapshot's current
    /// origin, which must lie on a device pixel; `deviceScale` is the widget's scale factor. Unbalanced clips
    /// and groups are tolerated as in the cairo path.
    ///
    /// The background and the content go in as two nodes: GSK compares a frame's node tree with the last one's
    /// and repaints what changed, and when too much changed inside a container (more than 30 rectangles) it
    /// repaints the container's whole bounds. With the canvas-sized background beside the content in one
    /// container, that would be the whole canvas every scrolled frame; with the content in a container of its
    /// own, it is what the content covers (a column of labels, not the window). `contentApart: false` keeps them
    /// in one container, for frames that change nearly everything anyway (a transition's): their damage is then
    /// the canvas every frame, which measures steadier than damage following the moving content's bounds.
    public func draw(
        _ list: DisplayList, into snapshot: OpaquePointer, size: Size, deviceScale: Double,
        contentApart: Bool = true
    ) {
        let scale = deviceScale.isFinite && deviceScale > 0 ? deviceScale : 1
        transform = DeviceTransform(scale: scale)
        bitmapScale = min(max(self.scale, scale, 0.01), 16)
        if size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 {
            var colour = GdkRGBA(list.background.resolve(in: theme))
            var bounds = graphene_rect_t(Rect(x: 0, y: 0, width: size.width, height: size.height))
            gtk_snapshot_append_color(snapshot, &colour, &bounds)
        }
        guard contentApart else { return drawCommands(list.commands, into: snapshot, size: size) }
        appendNode(of: list.commands, into: snapshot, size: size)
    }

    /// Appends `commands` over what is drawn, as one node of their own (no background): a view's overlays,
    /// such as its scroll indicator, whose changes then damage only their own bounds.
    public func drawOverlay(_ commands: [DisplayCommand], into snapshot: OpaquePointer, size: Size, deviceScale: Double)
    {
        let scale = deviceScale.isFinite && deviceScale > 0 ? deviceScale : 1
        transform = DeviceTransform(scale: scale)
        appendNode(of: commands, into: snapshot, size: size)
    }

    /// Appends `commands` to `snapshot` as one node.
    private func appendNode(of commands: [DisplayCommand], into snapshot: OpaquePointer, size: Size) {
        guard let content = gtk_snapshot_new() else { return }
        drawCommands(commands, into: content, size: size)
        if let node = gtk_snapshot_free_to_node(content) {
            gtk_snapshot_append_node(snapshot, node)
            gsk_render_node_unref(node)
        }
    }

    /// Appends `commands` to `snapshot`.
    private func drawCommands(_ commands: [DisplayCommand], into snapshot: OpaquePointer, size: Size) {
        var stack: [SnapshotFrame] = []
        textBatch.begin(canvas: size)
        var index = 0
        while index < commands.count {
            let command = commands[index]
            if batchesText, stack.isEmpty, let next = batch(commands, at: index, into: snapshot) {
                index = next
                continue
            }
            index += 1
            switch command {
            case .rectangle(let rect, let cornerRadius, let fill, let stroke, let lineWidth):
                appendRectangle(
                    snapshot, rect, cornerRadius: cornerRadius, fill: fill, stroke: stroke,
                    lineWidth: lineWidth)
            case .text(let string, let rect, let style):
                appendText(snapshot, string, in: rect, style: style)
            case .icon(let name, let rect, let tint, let rotation):
                guard rect.isFinite, rect.width > 0, rect.height > 0 else { break }
                withCairoNode(snapshot, covering: rect) {
                    drawIcon($0, name: name, in: rect, tint: tint, rotation: rotation)
                }
            case .image(let path, let rect, let cornerRadius):
                guard rect.isFinite, rect.width > 0, rect.height > 0 else { break }
                withCairoNode(snapshot, covering: rect) {
                    drawImage($0, path: path, in: rect, cornerRadius: cornerRadius)
                }
            case .line(let from, let to, let width, let paint):
                appendLine(snapshot, from: from, to: to, width: width, paint: paint)
            case .beginGroup(let opacity):
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
            case .pushClip(let rect):
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

    func appendRectangle(
        _ snapshot: OpaquePointer, _ rect: Rect, cornerRadius: Double, fill: Paint?,
        stroke: Paint?, lineWidth: Double
    ) {
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

    private func appendText(_ snapshot: OpaquePointer, _ text: String, in rect: Rect, style: TextStyle) {
        guard rect.isFinite, rect.width > 0, !text.isEmpty else { return }
        let (entry, x) = textLayout(for: text, in: rect, style: style)
        let origin = transform.snap(rect.origin)
        var colour = GdkRGBA(style.paint.resolve(in: theme))
        var offset = graphene_point_t(x: Float(origin.x + x), y: Float(origin.y))
        gtk_snapshot_translate(snapshot, &offset)
        gtk_snapshot_append_layout(snapshot, entry.layout.pointer, &colour)
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
        withCairoNode(snapshot, covering: lineBounds(from: from, to: to, width: width)) {
            drawLine($0, from: from, to: to, width: width, paint: paint)
        }
    }

    /// Where a line `width` thick from `from` to `to` may put ink, with a pixel for antialiasing.
    func lineBounds(from: Point, to: Point, width: Double) -> Rect {
        let grow = (width.isFinite ? width : 1) + 1
        return Rect(
            x: min(from.x, to.x) - grow, y: min(from.y, to.y) - grow,
            width: abs(to.x - from.x) + 2 * grow, height: abs(to.y - from.y) + 2 * grow)
    }

    /// Runs `body` with a cairo context drawing into a new cairo node that covers `rect` (grown to whole device
    /// pixels), in the snapshot's coordinates.
    private func withCairoNode(_ snapshot: OpaquePointer, covering rect: Rect, _ body: (OpaquePointer) -> Void) {
        let t = transform
        let x0 = t.deviceX(rect.minX).rounded(.down), x1 = t.deviceX(rect.maxX).rounded(.up)
        let y0 = t.deviceY(rect.minY).rounded(.down), y1 = t.deviceY(rect.maxY).rounded(.up)
        var bounds = graphene_rect_t(
            Rect(
                x: t.userX(x0), y: t.userY(y0),
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
        case .pushed(let isGroup): isGroup
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
        self.init(
            red: Float(colour.red), green: Float(colour.green), blue: Float(colour.blue),
            alpha: Float(colour.alpha))
    }
}

extension graphene_rect_t {
    init(_ rect: Rect) {
        self.init(
            origin: graphene_point_t(x: Float(rect.minX), y: Float(rect.minY)),
            size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
    }
}
