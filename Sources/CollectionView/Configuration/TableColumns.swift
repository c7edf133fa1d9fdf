import LatticeLayout

/// The columns of a table: a list whose rows show one value per column under a header of the columns' titles
/// (GtkColumnView's job, drawn on the canvas so it morphs to and from the other layouts). Geometry only: where
/// each column is in a row of a given width.
///
/// The first column is the row's own content (its image and primary text) and takes the width the others leave;
/// the others keep their widths. When the first would get less than `minimumFirstWidth`, the row overflows, and
/// `overflow` says what gives: columns are left out from the last (`.leaveOut`), so a narrow window keeps names
/// readable, or every column stays and those after the first scroll sideways by `offset` while the first stays
/// pinned (`.scroll`), as a spreadsheet freezes its first column.
///
/// ```swift
/// let columns = TableColumns([
///     .init(id: "name", title: "Name"),
///     .init(id: "size", title: "Size", width: 80, alignment: .trailing),
///     .init(id: "modified", title: "Modified", width: 140),
/// ])
/// columns.spans(width: 600)   // name 12..<344, size 356..<436, modified 448..<588 (margins and spacing 12)
/// ```
public struct TableColumns: Hashable, Sendable {
    /// One column.
    public struct Column: Hashable, Sendable {
        /// What the column shows, for the app (a sort key, a metadata name).
        public var id: String
        /// Its title in the header.
        public var title: String
        /// Its width in points (the first column's is ignored: it takes the rest).
        public var width: Double
        /// How its values and title sit in it (sizes and counts read best trailing, as in Files).
        public var alignment: TextStyle.Alignment

        /// Creates a column.
        public init(id: String, title: String, width: Double = 120, alignment: TextStyle.Alignment = .leading) {
            self.id = id
            self.title = title
            self.width = width
            self.alignment = alignment
        }
    }

    /// Where a column is in a row: from `x`, `width` wide, from the row's leading edge.
    public struct Span: Hashable, Sendable {
        /// The column's index in `columns`.
        public var column: Int
        /// Its leading edge, from the row's.
        public var x: Double
        /// Its width.
        public var width: Double
    }

    /// What a row too narrow for every column does.
    public enum Overflow: Hashable, Sendable {
        /// Columns are left out from the last until the first keeps `minimumFirstWidth`.
        case leaveOut
        /// Every column stays: the first is pinned (`pinnedFirstWidth(width:)` wide) and the others scroll
        /// sideways under it by `offset`.
        case scroll
    }

    /// The columns in order; the first is the row's own content.
    public var columns: [Column]
    /// What a row too narrow for every column does (`.leaveOut` unless set).
    public var overflow = Overflow.leaveOut
    /// With `.scroll`: how far the columns after the first are scrolled sideways, in points (clamped to
    /// `0...maximumOffset(width:)` where it is used, so a row of any width shows columns).
    public var offset = 0.0
    /// Space before the first column and after the last.
    public var margin: Double
    /// Space between columns.
    public var spacing: Double
    /// The least width the first column keeps before later columns are left out.
    public var minimumFirstWidth: Double

    /// Creates columns.
    public init(_ columns: [Column], margin: Double = 12, spacing: Double = 12, minimumFirstWidth: Double = 160) {
        self.columns = columns
        self.margin = margin
        self.spacing = spacing
        self.minimumFirstWidth = minimumFirstWidth
    }

    /// The columns shown in a row `width` wide and where each is, in order: the first always (when there is one),
    /// then — when the row overflows — as many of the others as leave it `minimumFirstWidth` (`.leaveOut`), or
    /// those the scrolled band shows (`.scroll`; a span may reach out of `scrolledBand(width:)`, which clips it).
    /// - Complexity: O(columns).
    public func spans(width: Double) -> [Span] {
        guard !columns.isEmpty else { return [] }
        let fixed = fixedWidth
        if overflow == .scroll && width - 2 * margin - fixed < minimumFirstWidth { return scrolledSpans(width: width) }
        var shown = columns.count
        var rest = fixed
        while shown > 1 && width - 2 * margin - rest < minimumFirstWidth {
            shown -= 1
            rest -= max(0, columns[shown].width) + spacing
        }
        var spans = [Span(column: 0, x: margin, width: max(0, width - 2 * margin - rest))]
        var x = margin + spans[0].width + spacing
        for index in 1..<shown {
            let columnWidth = max(0, columns[index].width)
            spans.append(Span(column: index, x: x, width: columnWidth))
            x += columnWidth + spacing
        }
        return spans
    }

    /// The columns after the first with the spacing before each: the room they take beside the first.
    private var fixedWidth: Double {
        columns.dropFirst().reduce(0) { $0 + max(0, $1.width) + spacing }
    }

    /// With `.scroll`, the first column's width in a row `width` wide that overflows: a third of the row, at
    /// least `minimumFirstWidth` and at most 320 points, so names stay readable and most of the row scrolls.
    public func pinnedFirstWidth(width: Double) -> Double {
        max(minimumFirstWidth, min(320, ((width - 2 * margin) / 3).rounded()))
    }

    /// Where the scrolled columns show in a row `width` wide, from the middle of the gap after the pinned first
    /// column to the row's trailing edge; nil when the row does not scroll (`.leaveOut`, or every column fits).
    public func scrolledBand(width: Double) -> Range<Double>? {
        guard overflow == .scroll, columns.count > 1, width - 2 * margin - fixedWidth < minimumFirstWidth else {
            return nil
        }
        let start = margin + pinnedFirstWidth(width: width) + spacing / 2
        return start..<max(start, width)
    }

    /// How far the columns after the first can scroll sideways in a row `width` wide: until the last one ends at
    /// the trailing margin (0 when the row does not scroll).
    public func maximumOffset(width: Double) -> Double {
        guard scrolledBand(width: width) != nil else { return 0 }
        let visible = width - margin - (margin + pinnedFirstWidth(width: width) + spacing)
        return max(0, fixedWidth - spacing - visible)
    }

    /// The offset that shows column `index` whole in a row `width` wide, moving the columns as little as they need
    /// from `offset` (a search's match brought into view); `offset` itself when the column shows already, is the
    /// pinned first one, or the row does not scroll.
    public func offset(revealing index: Int, width: Double) -> Double {
        guard index > 0, columns.indices.contains(index), scrolledBand(width: width) != nil else { return offset }
        let before = columns[1..<index].reduce(0) { $0 + max(0, $1.width) + spacing }
        let visible = width - margin - (margin + pinnedFirstWidth(width: width) + spacing)
        let columnWidth = max(0, columns[index].width)
        let target =
            before < offset ? before : before + columnWidth > offset + visible ? before + columnWidth - visible : offset
        return min(max(0, target), maximumOffset(width: width))
    }

    /// The scroll thumb of a row `width` wide that scrolls (nil otherwise): where it is (`x` and `width`, from the
    /// row's leading edge) — to the band's track what the band is to every column after the first — and how far the
    /// columns move for a point the thumb moves (what a drag of it scrolls).
    public func scrollThumb(width: Double) -> (x: Double, width: Double, offsetPerPoint: Double)? {
        guard let band = scrolledBand(width: width), case let maximum = maximumOffset(width: width), maximum > 0 else {
            return nil
        }
        let visible = band.upperBound - band.lowerBound, track = visible - 8
        let thumb = max(24, track * visible / (visible + maximum))
        let offset = min(max(0, offset), maximum)
        return (band.lowerBound + 4 + (track - thumb) * offset / maximum, thumb, maximum / max(1, track - thumb))
    }

    /// `scroll`'s spans: the pinned first column, then the others `offset` to the leading side, those that show
    /// any of themselves in the band.
    private func scrolledSpans(width: Double) -> [Span] {
        let first = pinnedFirstWidth(width: width)
        let start = margin + first + spacing
        var spans = [Span(column: 0, x: margin, width: first)]
        var x = start - min(max(0, offset), maximumOffset(width: width))
        for index in 1..<columns.count {
            let columnWidth = max(0, columns[index].width)
            if x + columnWidth > start - spacing / 2 && x < width {
                spans.append(Span(column: index, x: x, width: columnWidth))
            }
            x += columnWidth + spacing
        }
        return spans
    }

    /// The column whose leading edge — the middle of the gap before it — is within `reach` of `x` in a row `width`
    /// wide: where a drag widens or narrows it (the first column has no such edge: it takes the rest).
    /// - Complexity: O(columns).
    public func column(startingNear x: Double, width: Double, reach: Double = 5) -> Int? {
        let band = scrolledBand(width: width)
        return spans(width: width).first { span in
            let edge = span.x - spacing / 2
            return span.column > 0 && abs(x - edge) <= reach
                && band.map { edge >= $0.lowerBound - 0.5 && edge < $0.upperBound } ?? true
        }?.column
    }

    /// The column at `x` (from the row's leading edge) in a row `width` wide: the shown column whose span, widened
    /// by half the spacing on each side, holds it; nil in the margins. - Complexity: O(columns).
    public func column(atX x: Double, width: Double) -> Int? {
        let band = scrolledBand(width: width)
        return spans(width: width).first { span in
            x >= span.x - spacing / 2 && x < span.x + span.width + spacing / 2
                && (span.column == 0 || band.map { $0.contains(x) } ?? true)  // under the pinned column: the pinned one
        }?.column
    }
}

/// A row of a table (`TableColumns`): its values after the first column, or — in the header — the columns'
/// titles and which one the rows are sorted by. Set on `CellContent.tableRow`; the content's image and text are
/// the first column.
public struct TableRow: Hashable, Sendable {
    /// The columns the row lines up with.
    public var columns: TableColumns
    /// One value per column after the first (missing values are blank).
    public var values: [String]
    /// How the values are set (their alignment comes from their column).
    public var style: TextStyle
    /// The column the rows are sorted by, shown by an arrow after its title (headers); nil for rows.
    public var sort: TableSort?
    /// Whether the row is the columns' header: a rule under it parts it from the rows scrolling beneath.
    public var isHeader = false
    /// The values (indices into `values`) that stand for no value — `NA`, `null`, `-` as a data file writes them —
    /// shown as written but fainter (`dimmedOpacity`), as a spreadsheet greys its empty markers.
    public var dimmedValues: Set<Int> = []

    /// How much of its colour a dimmed value keeps.
    public static let dimmedOpacity = 0.5

    /// Creates a row of `values` (one per column after the first) in `style`.
    public init(
        columns: TableColumns, values: [String], style: TextStyle = TextStyle(size: 13, paint: .role(.dimForeground))
    ) {
        self.columns = columns
        self.values = values
        self.style = style
    }

    /// The header row of `columns`: their titles, sorted by `sortedBy` (an arrow on that column).
    public static func header(_ columns: TableColumns, sortedBy sort: TableSort?) -> TableRow {
        var row = TableRow(
            columns: columns, values: columns.columns.dropFirst().map(\.title),
            style: TextStyle(size: 13, weight: .semibold, paint: .role(.dimForeground)))
        row.sort = sort
        row.isHeader = true
        return row
    }

    /// The size of the sort arrow.
    static let indicatorSize = 16.0

    /// Calls `body` with each value part of a row drawn in `frame` (`spans` from `columns.spans(width:)`), the text
    /// centred on `line` (the primary text's box, when there is one), then the sort arrow: right after the sorted
    /// column's title, as GtkColumnView sets it (`firstTitle` is the first column's, drawn by the content). A row
    /// that scrolls sideways clips its values to the scrolled band, draws a rule at the pinned column's edge once
    /// anything is under it, and — a header — a scroll thumb on its rule.
    func forEachPart(
        in frame: Rect, spans: [TableColumns.Span], line: Rect?, firstTitle: (String, TextStyle)?,
        measurer: any TextMeasuring, _ body: (CellPart) -> Void
    ) {
        let height = line?.height ?? 18
        let y = line?.minY ?? frame.minY + (frame.height - height) / 2
        let size = Self.indicatorSize, gap = 4.0
        let band = columns.scrolledBand(width: frame.width).map {
            Rect(
                x: frame.minX + $0.lowerBound, y: frame.minY, width: $0.upperBound - $0.lowerBound, height: frame.height
            )
        }
        func clipped(_ part: CellPart) -> CellPart {
            guard let band, !band.contains(part.rect) else { return part }
            var part = part
            part.clip = band
            return part
        }
        var indicator: Rect?
        func placeIndicator(after title: String, style: TextStyle, in box: Rect, alignment: TextStyle.Alignment) {
            let natural = min(measurer.size(of: title, style: style, width: nil).width, max(0, box.width - size - gap))
            let x = alignment == .trailing ? box.maxX - size : box.minX + natural + gap
            indicator = Rect(x: x, y: y + (height - size) / 2, width: size, height: size)
        }
        for span in spans {
            var box = Rect(x: frame.minX + span.x, y: y, width: span.width, height: height)
            if span.column == 0 {
                if sort?.column == 0, let (title, style) = firstTitle, let line {
                    placeIndicator(after: title, style: style, in: line, alignment: .leading)
                }
                continue
            }
            let alignment = columns.columns[span.column].alignment
            let value = values.indices.contains(span.column - 1) ? values[span.column - 1] : ""
            var style = self.style
            style.alignment = alignment
            style.maximumLines = 1
            if dimmedValues.contains(span.column - 1) { style.paint = style.paint.faded(Self.dimmedOpacity) }
            if sort?.column == span.column {
                // A trailing title leaves the arrow the column's end; a leading one has it follow the title.
                if alignment == .trailing { box.size.width = max(0, box.width - size - gap) }
                placeIndicator(
                    after: value, style: style,
                    in: alignment == .trailing ? Rect(x: box.minX, y: y, width: span.width, height: height) : box,
                    alignment: alignment)
                if alignment != .trailing { box.size.width = max(0, box.width - size - gap) }
            }
            guard !value.isEmpty else { continue }
            body(clipped(CellPart(role: .column(span.column - 1), rect: box, drawing: .text(value, style))))
        }
        if let indicator, let sort {
            let arrow = CellPart(
                role: .sortIndicator, rect: indicator,
                drawing: .icon(sort.ascending ? "pan-up-symbolic" : "pan-down-symbolic", tint: style.paint))
            body(sort.column == 0 ? arrow : clipped(arrow))
        }
        if let band, min(columns.offset, columns.maximumOffset(width: frame.width)) > 0 {
            body(
                CellPart(
                    role: .pinnedEdge, rect: Rect(x: band.minX, y: frame.minY, width: 1, height: frame.height),
                    drawing: .shape(cornerRadius: 0, fill: .role(.border), stroke: nil, lineWidth: 0)))
        }
        if isHeader {
            body(
                CellPart(
                    role: .separator, rect: Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1),
                    drawing: .line(.role(.border), width: 1)))
            if let thumb = columns.scrollThumb(width: frame.width) {
                body(
                    CellPart(
                        role: .scrollThumb,
                        rect: Rect(x: frame.minX + thumb.x, y: frame.maxY - 3, width: thumb.width, height: 3),
                        drawing: .shape(
                            cornerRadius: 1.5, fill: .translucentRole(.viewForeground, opacity: 0.35),
                            stroke: nil, lineWidth: 0)))
            }
        }
    }
}

/// Which column a table's rows are sorted by, and which way.
public struct TableSort: Hashable, Sendable {
    /// The column's index in `TableColumns.columns`.
    public var column: Int
    /// Smallest (or first) first.
    public var ascending: Bool

    /// Creates a sort.
    public init(column: Int, ascending: Bool = true) {
        self.column = column
        self.ascending = ascending
    }
}

/// A `TableRow` behind a reference, compared and hashed by value (`CellContent.tableRow`'s storage).
final class TableRowStorage: Hashable, Sendable {
    let row: TableRow
    init(_ row: TableRow) { self.row = row }
    static func == (lhs: TableRowStorage, rhs: TableRowStorage) -> Bool { lhs === rhs || lhs.row == rhs.row }
    func hash(into hasher: inout Hasher) { hasher.combine(row) }
}
