import LatticeLayout

/// What a part does in its cell: the key a layout switch matches a cell's parts by across its two
/// configurations (a row's 32-px icon and a card's 64-px thumbnail are both `.image`).
public enum PartRole: Hashable, Sendable, CustomStringConvertible {
    /// The opaque shape under a cell in flight, in the canvas's background colour: what makes a moving cell a
    /// solid object even where its own background is clear or translucent.
    case underlay
    /// The cell's background (fill and outline), restyled for its state: selection and hover live here.
    case background
    /// A layout switch draws a cell's state (selection, hover, press) apart from its background, so the
    /// surface can morph from row to card while the tint stays on its item.
    case highlight
    /// The leading visual: icon, swatch or thumbnail.
    case image
    /// An emblem on the image's bottom-trailing corner (a symbolic link's arrow): it moves and scales with it.
    case emblem
    /// The primary text.
    case text
    /// The secondary text.
    case secondaryText
    /// The accessory at this position among the cell's shown accessories (leading ones first).
    case accessory(Int)
    /// The value (or, in a header, the title) in a table row's column after the first, by its position
    /// among them (`TableRow`).
    case column(Int)
    /// A table header's arrow on the column its rows are sorted by.
    case sortIndicator
    /// The rule at the edge of a table's pinned first column while the others are scrolled under it.
    case pinnedEdge
    /// A table header's thumb showing how far its columns are scrolled sideways.
    case scrollThumb
    /// A separator line of a list row.
    case separator
    /// The keyboard focus ring.
    case focusRing

    /// The order parts are drawn in within their cell, back to front.
    var drawingOrder: Int {
        switch self {
        case .underlay: 0
        case .background: 1
        case .highlight: 2
        case .image: 3
        case .emblem: 4
        case .text: 5
        case .secondaryText: 6
        case .accessory(let index): 7 + max(0, index)
        case .column(let index): 500 + max(0, index)
        case .sortIndicator: 998
        case .pinnedEdge: 999
        case .separator: 1_000
        case .scrollThumb: 1_001
        case .focusRing: 1_002
        }
    }

    public var description: String {
        switch self {
        case .underlay: "underlay"
        case .background: "background"
        case .highlight: "highlight"
        case .image: "image"
        case .emblem: "emblem"
        case .text: "text"
        case .secondaryText: "secondaryText"
        case .accessory(let index): "accessory\(index)"
        case .column(let index): "column\(index)"
        case .sortIndicator: "sortIndicator"
        case .pinnedEdge: "pinnedEdge"
        case .scrollThumb: "scrollThumb"
        case .separator: "separator"
        case .focusRing: "focusRing"
        }
    }
}

/// How a part is drawn in its rect.
package enum PartDrawing: Hashable, Sendable {
    /// A rounded rectangle, filled and/or outlined (backgrounds, swatches, the focus ring).
    case shape(cornerRadius: Double, fill: Paint?, stroke: Paint?, lineWidth: Double)
    /// Text set in the rect as its layout box.
    case text(String, TextStyle)
    /// A themed icon (tinted when `tint` is given).
    case icon(String, tint: Paint?)
    /// An image file, clipped to a rounded rect.
    case image(path: String, cornerRadius: Double)
    /// An accessory, drawn for a state.
    case accessory(CellAccessory, CellState)
    /// A horizontal line through the rect's vertical middle.
    case line(Paint, width: Double)
}

/// One part of a cell as drawn: its role, its rect in canvas coordinates and how it is drawn.
public struct CellPart: Hashable, Sendable {
    /// What the part does in its cell.
    public var role: PartRole
    /// Where it is drawn (a text's layout box, an image's box, a background's rect).
    public var rect: Rect
    /// How it is drawn.
    package var drawing: PartDrawing
    /// A text's width on one line, when known (a switch measures it once, not every frame).
    var naturalWidth: Double?
    /// Where the part may show, when not all of it does (a table's value scrolled partly under the pinned
    /// column); nil: all of it.
    public internal(set) var clip: Rect?

    /// Creates a part.
    package init(role: PartRole, rect: Rect, drawing: PartDrawing) {
        self.role = role
        self.rect = rect
        self.drawing = drawing
    }
}

extension CellPart {
    /// This part reflected within `frame` (its rect and clip, a text's alignment in its box): where it goes in a
    /// right-to-left cell. A text keeps its own reading direction; only where it sits in its box changes.
    public func mirrored(in frame: Rect) -> CellPart {
        var part = self
        part.rect = rect.mirrored(in: frame)
        part.clip = clip?.mirrored(in: frame)
        if case .text(let text, var style) = drawing {
            style.alignment = style.alignment.mirrored
            part.drawing = .text(text, style)
        }
        return part
    }

    /// Appends the part as drawn at rest: its drawing in its rect, within its clip when it has one.
    func append(into list: inout DisplayList) {
        if let clip { list.append(.pushClip(clip)) }
        drawing.append(in: rect, into: &list)
        if clip != nil { list.append(.popClip) }
    }
}

extension PartDrawing {
    /// Appends this drawing in `rect` at `opacity`. Shapes, texts, tinted icons, lines and accessories fade by
    /// their paints; a full-colour icon or an image fades in an opacity group of its own (the only drawings
    /// that need one).
    func append(in rect: Rect, opacity: Double = 1, into list: inout DisplayList) {
        guard opacity > 0.001 else { return }
        switch self {
        case .shape(let cornerRadius, let fill, let stroke, let lineWidth):
            list.append(
                .rectangle(
                    rect, cornerRadius: cornerRadius, fill: fill?.faded(opacity),
                    stroke: stroke?.faded(opacity), lineWidth: lineWidth))
        case .text(let string, let style):
            var faded = style
            faded.paint = style.paint.faded(opacity)
            list.append(.text(string, in: rect, style: faded))
        case .icon(let name, let tint?):
            list.append(.icon(name: name, in: rect, tint: tint.faded(opacity), rotation: 0))
        case .icon(let name, nil):
            grouped(opacity, &list) { $0.append(.icon(name: name, in: rect, tint: nil, rotation: 0)) }
        case .image(let path, let cornerRadius):
            grouped(opacity, &list) { $0.append(.image(path: path, in: rect, cornerRadius: cornerRadius)) }
        case .accessory(let accessory, let state):
            accessory.draw(in: rect, state: state, opacity: opacity, into: &list)
        case .line(let paint, let width):
            list.append(
                .line(
                    from: Point(x: rect.minX, y: rect.midY), to: Point(x: rect.maxX, y: rect.midY),
                    width: width, paint: paint.faded(opacity)))
        }
    }

    private func grouped(_ opacity: Double, _ list: inout DisplayList, _ body: (inout DisplayList) -> Void) {
        guard opacity < 1 else { return body(&list) }
        list.append(.beginGroup(opacity: opacity))
        body(&list)
        list.append(.endGroup)
    }
}
