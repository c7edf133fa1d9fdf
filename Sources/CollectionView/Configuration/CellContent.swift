import DiffableDataSource
import LatticeLayout

/// Everything that describes one cell's look: content, background and accessories, and how tall it wants to
/// be. A registration produces it for an item; the view restyles it for the cell's state.
public struct CellContent: Hashable, Sendable {
    /// The content configuration.
    public var content: ListContentConfiguration
    /// The background.
    public var background: BackgroundConfiguration
    /// Accessories, leading and trailing.
    public var accessories: [CellAccessory]
    /// The cell's height where its layout lets cells size themselves (an estimated dimension): measured from
    /// the content (`.default`), exactly a height (`.fixed`), or measured and clamped (`.thatFits`) —
    /// Listable's item sizing. A layout with absolute or fractional heights decides on its own.
    public var sizing: ItemSizing
    /// The row's values in the columns of a table (or a table header's titles), after the first column — the
    /// content's image and text, which keep to that column's width. Nil: not a table row.
    public var tableRow: TableRow? {
        get { table?.row }
        set { table = newValue.map(TableRowStorage.init) }
    }
    /// The table row, out of line: the cells that are none (most) carry one pointer for it, not the row's bytes,
    /// through the copies every drawn cell's content goes through.
    private var table: TableRowStorage?
    /// Text to mark wherever the cell's texts hold it, in any case — a search's matches (`CellHighlight`): a tint of
    /// the accent colour behind each, drawn under the text on one line that shows it. Nil: none.
    public var highlight: String?

    /// Creates cell content.
    public init(
        content: ListContentConfiguration, background: BackgroundConfiguration = .clear(),
        accessories: [CellAccessory] = [], sizing: ItemSizing = .default, tableRow: TableRow? = nil
    ) {
        self.content = content
        self.background = background
        self.accessories = accessories
        self.sizing = sizing
        self.table = tableRow.map(TableRowStorage.init)
    }

    static let accessorySpacing = 8.0
    /// The least width the primary text keeps: a label accessory (a trailing value) that would leave it less is
    /// left out, so in a narrow window titles stay readable and values never run over the image.
    static let minimumTextWidth = 96.0

    /// The room the shown accessories take at each side of a cell `width` wide — and at the trailing side, a table
    /// row's later columns (`tableSpans`) — and whether its label accessories show: they yield to the primary text
    /// (`minimumTextWidth`), while chevrons, checkmarks and disclosure triangles always show. Each accessory is
    /// measured once: this runs for every cell drawn.
    func accessoryReserves(
        width: Double, state: CellState, spans: [TableColumns.Span] = [],
        measurer: any TextMeasuring
    ) -> (leading: Double, trailing: Double, showsLabels: Bool) {
        var leading = 0.0, trailing = 0.0, labelLeading = 0.0, labelTrailing = 0.0
        if let first = spans.first {
            trailing = max(0, width - first.x - first.width - content.margins.trailing)
            if tableRow?.sort?.column == 0 { trailing += TableRow.indicatorSize + 4 }
        }
        for accessory in accessories where accessory.isShown(in: state) {  // a loop, not filter and reduce
            let room = accessory.width(measurer: measurer) + Self.accessorySpacing
            switch (accessory.placement == .leading, accessory.kind.isText) {
            case (true, false): leading += room
            case (true, true): labelLeading += room
            case (false, false): trailing += room
            case (false, true): labelTrailing += room
            }
        }
        guard labelLeading + labelTrailing > 0 else { return (leading, trailing, true) }
        let image =
            content.image != nil && content.imagePlacement == .leading
            ? content.imageProperties.size.width + content.imageToTextPadding : 0
        let text =
            width - content.margins.leading - content.margins.trailing - image
            - leading - trailing - labelLeading - labelTrailing
        return text >= Self.minimumTextWidth
            ? (leading + labelLeading, trailing + labelTrailing, true) : (leading, trailing, false)
    }

    /// Where a table row's columns are in a cell `width` wide (empty when it is not one).
    func tableSpans(width: Double) -> [TableColumns.Span] {
        tableRow?.columns.spans(width: width) ?? []
    }

    /// The height this cell wants at `width` (self-sizing), as `sizing` asks.
    public func measure(width: Double, state: CellState = CellState(), measurer: any TextMeasuring) -> Double {
        if case .fixed(let height) = sizing { return max(0, height) }
        let reserves = accessoryReserves(
            width: width, state: state, spans: tableSpans(width: width), measurer: measurer)
        let measured = content.layout(
            width: width, leadingReserve: reserves.leading, trailingReserve: reserves.trailing,
            measurer: measurer
        ).height
        guard case .thatFits(let minimum, let maximum) = sizing else { return measured }
        return min(max(measured, minimum), maximum ?? .infinity)
    }

    /// Where the primary text starts, from the cell's leading edge, at `width` (what separators that align with
    /// the text start from); nil when there is no text.
    public func textLeading(width: Double, state: CellState = CellState(), measurer: any TextMeasuring) -> Double? {
        let reserves = accessoryReserves(
            width: width, state: state, spans: tableSpans(width: width), measurer: measurer)
        return content.layout(
            width: width, leadingReserve: reserves.leading, trailingReserve: reserves.trailing,
            measurer: measurer
        ).text?.minX
    }

    /// Appends the cell's drawing in `frame`: background, image, texts, accessories, then the focus ring.
    /// Returns where the primary text starts from the frame's leading edge, as `textLeading` would (nil: no
    /// text), so separators that align with the text need not lay the cell out again.
    @discardableResult
    public func draw(
        in frame: Rect, state: CellState, measurer: any TextMeasuring,
        into list: inout DisplayList
    ) -> Double? {
        forEachPart(in: frame, state: state, measurer: measurer, clipsOverflow: true) { part in
            if let highlight, !highlight.isEmpty {
                CellHighlight(needle: highlight).append(behind: part, measurer: measurer, into: &list)
            }
            part.append(into: &list)
        }
    }

    /// Calls `body` with each part of the cell drawn in `frame` for `state`, back to front: background, image,
    /// texts, accessories, focus ring — what `draw` draws, by role, so a layout switch can match a cell's parts
    /// across two configurations. Returns where the primary text starts from the frame's leading edge (nil: no
    /// text). Builds no array: drawing runs this for every cell of every frame.
    ///
    /// With `clipsOverflow` (a cell drawn at rest), content taller than `frame` is clipped to it and reported
    /// (`ContentOverflow`); a layout switch's parts are not (one side's content passes through the other's frames).
    /// In a right-to-left `state` every part is the mirror image of its left-to-right place within `frame`.
    @discardableResult
    public func forEachPart(
        in frame: Rect, state: CellState, measurer: any TextMeasuring, clipsOverflow: Bool = false,
        _ body: (CellPart) -> Void
    ) -> Double? {
        guard state.layoutDirection.isRightToLeft else {
            return forEachLeadingPart(in: frame, state: state, measurer: measurer, clipsOverflow: clipsOverflow, body)
        }
        return forEachLeadingPart(in: frame, state: state, measurer: measurer, clipsOverflow: clipsOverflow) { part in
            body(part.mirrored(in: frame))
        }
    }

    /// `forEachPart` with leading on the left.
    private func forEachLeadingPart(
        in frame: Rect, state: CellState, measurer: any TextMeasuring, clipsOverflow: Bool,
        _ body: (CellPart) -> Void
    ) -> Double? {
        let background = self.background.updated(for: state)
        if background.fill != nil || background.stroke != nil {
            body(
                CellPart(
                    role: .background, rect: frame.inset(by: background.insets),
                    drawing: .shape(
                        cornerRadius: background.cornerRadius, fill: background.fill,
                        stroke: background.stroke, lineWidth: background.strokeWidth)))
        }
        let spans = tableSpans(width: frame.width)
        let reserves = accessoryReserves(width: frame.width, state: state, spans: spans, measurer: measurer)
        let layout = content.layout(
            width: frame.width, leadingReserve: reserves.leading, trailingReserve: reserves.trailing,
            measurer: measurer)
        // Content is centred vertically when the frame is taller than the content wants (fixed-height cards);
        // content taller than the frame is clipped to it (`ContentOverflow`).
        let origin = Point(x: frame.minX, y: frame.minY + max(0, (frame.height - layout.height) / 2))
        func placed(_ rect: Rect) -> Rect { rect.offsetBy(dx: origin.x, dy: origin.y) }
        let overflows = clipsOverflow && layout.height > frame.height + 0.5
        if overflows { ContentOverflow.report(contentHeight: layout.height, frame: frame.size) }
        func fitted(_ part: CellPart) -> CellPart {
            guard overflows else { return part }
            var clipped = part
            clipped.clip = frame
            return clipped
        }
        if let box = layout.image, let image = content.image {
            let drawing: PartDrawing =
                switch image {
                case .icon(let name):
                    .icon(name, tint: name.hasSuffix("-symbolic") ? content.imageProperties.tint : nil)
                case .swatch(let color):
                    .shape(
                        cornerRadius: content.imageProperties.cornerRadius, fill: .color(color), stroke: .role(.border),
                        lineWidth: 1)
                case .file(let path): .image(path: path, cornerRadius: content.imageProperties.cornerRadius)
                }
            body(fitted(CellPart(role: .image, rect: placed(box), drawing: drawing)))
            if let emblem = content.imageProperties.emblem {
                body(
                    fitted(
                        CellPart(
                            role: .emblem, rect: content.imageProperties.emblemRect(in: placed(box)),
                            drawing: .icon(
                                emblem, tint: emblem.hasSuffix("-symbolic") ? content.imageProperties.tint : nil))))
            }
        }
        var textStyle = content.textProperties
        if state.isDisabled { textStyle.paint = .role(.dimForeground) }
        if let box = layout.text, let text = content.text {
            body(fitted(CellPart(role: .text, rect: placed(box), drawing: .text(text, textStyle))))
        }
        if let box = layout.secondaryText, let text = content.secondaryText {
            body(
                fitted(
                    CellPart(
                        role: .secondaryText, rect: placed(box), drawing: .text(text, content.secondaryTextProperties)))
            )
        }
        tableRow?.forEachPart(
            in: frame, spans: spans, line: layout.text.map(placed),
            firstTitle: content.text.map { ($0, textStyle) }, measurer: measurer, body)
        var index = 0
        forEachAccessoryFrame(
            in: frame, state: state, textHeight: layout.text?.height, showsLabels: reserves.showsLabels,
            measurer: measurer
        ) { accessory, box in
            body(CellPart(role: .accessory(index), rect: box, drawing: .accessory(accessory, state)))
            index += 1
        }
        if state.isFocused {
            // The ring lines the cell, or rings a background inset from it (a card within its row) from outside.
            let ring =
                background.insets == .zero
                ? frame.inset(by: EdgeInsets(all: 1))
                : frame.inset(by: background.insets).inset(by: EdgeInsets(all: -2))
            body(
                CellPart(
                    role: .focusRing, rect: ring,
                    drawing: .shape(
                        cornerRadius: max(background.cornerRadius, 6), fill: nil,
                        stroke: .role(.accentBackground), lineWidth: 2)))
        }
        return layout.text?.minX
    }
}

extension CellContent {
    /// Where each shown accessory is in a cell at `frame`: the same boxes drawing uses, for hit testing.
    ///
    /// Accessories read in array order, as in UIKit: leading ones from the leading edge inwards, trailing ones
    /// ending at the trailing edge (the last is outermost).
    public func accessoryFrames(
        in frame: Rect, state: CellState, textHeight: Double? = nil,
        measurer: any TextMeasuring
    ) -> [(accessory: CellAccessory, frame: Rect)] {
        var result: [(accessory: CellAccessory, frame: Rect)] = []
        result.reserveCapacity(accessories.count)
        let labels = accessoryReserves(width: frame.width, state: state, measurer: measurer).showsLabels
        let mirrors = state.layoutDirection.isRightToLeft
        forEachAccessoryFrame(
            in: frame, state: state, textHeight: textHeight, showsLabels: labels,
            measurer: measurer
        ) { result.append(($0, mirrors ? $1.mirrored(in: frame) : $1)) }
        return result
    }

    /// Calls `body` with each shown accessory and its box, in `accessoryFrames`' order, without building an
    /// array: drawing runs this for every cell of every frame. Label accessories take part when `showsLabels`
    /// (`accessoryReserves`) says they fit.
    func forEachAccessoryFrame(
        in frame: Rect, state: CellState, textHeight: Double?, showsLabels labels: Bool,
        measurer: any TextMeasuring, _ body: (CellAccessory, Rect) -> Void
    ) {
        guard !accessories.isEmpty else { return }
        var leadingX = frame.minX + content.margins.leading
        var trailingX = frame.maxX - content.margins.trailing
        func box(_ accessory: CellAccessory) -> (width: Double, y: Double, height: Double) {
            let height = accessory.kind.isText ? textHeight ?? 16 : 16
            return (accessory.width(measurer: measurer), frame.minY + (frame.height - height) / 2, height)
        }
        for accessory in accessories
        where accessory.placement == .leading && accessory.isShown(in: state)
            && (labels || !accessory.kind.isText)
        {
            let (width, y, height) = box(accessory)
            body(accessory, Rect(x: leadingX, y: y, width: width, height: height))
            leadingX += width + Self.accessorySpacing
        }
        for accessory in accessories.reversed()
        where accessory.placement == .trailing && accessory.isShown(in: state)
            && (labels || !accessory.kind.isText)
        {
            let (width, y, height) = box(accessory)
            trailingX -= width
            body(accessory, Rect(x: trailingX, y: y, width: width, height: height))
            trailingX -= Self.accessorySpacing
        }
    }
}

extension CellAccessory.Kind {
    var isText: Bool { if case .label = self { true } else { false } }
}
