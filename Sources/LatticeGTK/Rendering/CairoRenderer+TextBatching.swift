internal import CGtk
import CollectionView
import Gtk
import LatticeLayout

/// Texts drawn as render nodes in batches (`TextBatch`): how the snapshot path gathers them, folds fading
/// elements into them, and sends them before anything that would overlap them.
extension CairoRenderer {
    /// At the top level, outside clips and groups: a text joins the batch, and so do the texts of a clip and
    /// group that only fade them (at their faded colour) and the rectangle of a group that only fades it (drawn
    /// now at its faded colour); anything else that may touch a waiting text sends the batch first. Returns
    /// the index after what it handled, or nil for the caller to draw `commands[index]`.
    func batch(_ commands: [DisplayCommand], at index: Int, into snapshot: OpaquePointer) -> Int? {
        switch commands[index] {
        case .text(let string, let rect, let style):
            if let text = laidOut(string, in: rect, style: style) {
                addToBatch(text, colour: style.paint.resolve(in: theme), snapshot)
            }
            return index + 1
        case .pushClip(let clip):
            if let fading = stageFadedTexts(commands, at: index, clip: clip) {
                for text in textBatch.staged { addToBatch(text, colour: faded(text.paint, fading.opacity), snapshot) }
                return fading.end
            }
            sendBatch(ifItTouches: clip, snapshot)
        case .beginGroup(let opacity):
            let end = matchingEnd(commands, from: index)
            let inside = index + 1..<max(index + 1, end - 1)
            let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 1
            if end <= commands.count, alpha < 1, !inside.isEmpty {
                if inside.allSatisfy({ if case .text = commands[$0] { true } else { false } }) {
                    for position in inside {
                        if case .text(let string, let rect, let style) = commands[position],
                            let text = laidOut(string, in: rect, style: style)
                        {
                            addToBatch(text, colour: faded(style.paint, alpha), snapshot)
                        }
                    }
                    return end
                }
                if inside.count == 1,
                    case .rectangle(let rect, let radius, let fill?, nil, _) = commands[inside.lowerBound]
                {
                    sendBatch(ifItTouches: rect, snapshot)
                    appendRectangle(
                        snapshot, rect, cornerRadius: radius, fill: .color(faded(fill, alpha)), stroke: nil,
                        lineWidth: 0)
                    return end
                }
            }
            if let bounds = bounds(of: commands, in: inside) {
                sendBatch(ifItTouches: bounds, snapshot)
            } else {
                textBatch.flush(into: snapshot)
            }
        case .rectangle, .line, .icon, .image:
            if let bounds = inkBounds(of: commands[index]) { sendBatch(ifItTouches: bounds, snapshot) }
        case .endGroup, .popClip:
            break
        }
        return nil
    }

    /// `[pushClip, beginGroup(opacity < 1), text…, endGroup, popClip]` with every text's glyphs inside the clip
    /// (dropping the clip then changes nothing): a fading element of a transition. Lays its texts out into
    /// `textBatch.staged`; returns the opacity and the index after the pattern.
    private func stageFadedTexts(
        _ commands: [DisplayCommand], at index: Int, clip: Rect
    ) -> (opacity: Double, end: Int)? {
        guard index + 1 < commands.count, case .beginGroup(let opacity) = commands[index + 1], opacity.isFinite,
            opacity < 1
        else { return nil }
        textBatch.staged.removeAll(keepingCapacity: true)
        var position = index + 2
        while position < commands.count, case .text(let string, let rect, let style) = commands[position] {
            if let text = laidOut(string, in: rect, style: style) {
                guard clip.contains(text.ink) else { return nil }
                textBatch.staged.append(text)
            }
            position += 1
        }
        guard position > index + 2, position + 1 < commands.count, case .endGroup = commands[position],
            case .popClip = commands[position + 1]
        else { return nil }
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
        for position in range { if let bounds = inkBounds(of: commands[position]) { add(bounds) } }
        guard let union, union.isFinite else { return nil }
        return union
    }

    /// Where `command` may put ink, estimated from its geometry alone (a clip: what it lets through); nil for
    /// group ends and pops.
    private func inkBounds(of command: DisplayCommand) -> Rect? {
        switch command {
        case .rectangle(let rect, _, _, _, let lineWidth):
            return rect.inset(by: EdgeInsets(all: -max(1, lineWidth.isFinite ? lineWidth : 1)))
        case .text(_, let rect, let style):
            // The box, grown for glyphs that overhang their advance or their line.
            let size = style.size.isFinite ? max(style.size, 0) : 0
            return rect.inset(
                by: EdgeInsets(
                    top: -size * 0.5, leading: -(2 + size * 0.25),
                    bottom: -size * 0.5, trailing: -(2 + size * 0.25)))
        case .icon(_, let rect, _, _):
            return rect.inset(by: EdgeInsets(all: -max(rect.width, rect.height) * 0.25))  // room to rotate
        case .image(_, let rect, _), .pushClip(let rect):
            return rect
        case .line(let from, let to, let width, _):
            return lineBounds(from: from, to: to, width: width)
        case .beginGroup, .endGroup, .popClip:
            return nil
        }
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
        let (entry, x) = textLayout(for: text, in: rect, style: style)
        let snapped = transform.snap(rect.origin)
        let origin = Point(x: snapped.x + x, y: snapped.y)
        let ink = entry.ink
        return BatchText(
            layout: entry, origin: origin,
            ink: Rect(
                x: origin.x + Double(ink.x) - 1, y: origin.y + Double(ink.y) - 1,
                width: Double(ink.width) + 2, height: Double(ink.height) + 2),
            paint: style.paint)
    }

    private func addToBatch(_ text: BatchText, colour: Color, _ snapshot: OpaquePointer) {
        // Glyphs of one string that overlap are composited through their joint coverage, not one over the
        // other: a text touching a waiting one sends the batch first, as anything else would.
        sendBatch(ifItTouches: text.ink, snapshot)
        textBatch.add(text.layout.runs, x: text.origin.x, y: text.origin.y, colour: GdkRGBA(colour), covering: text.ink)
    }
}
