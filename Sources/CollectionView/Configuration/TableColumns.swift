import LatticeLayout

/// The columns of a table: a list whose rows show one value per column under a header of the columns' titles
/// (GtkColumnView's job, drawn on the canvas so it morphs to and from the other layouts). Geometry only: where
/// each column is in a row of a given width.
///
/// The first column is the row's own content (its image and primary text) and takes the width the others leave;
/// the others keep their widths. When the first would get less than `minimumFirstWidth`, columns are left out
/// from the last, so a narrow window keeps names readable instead of squeezing every column.
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

    /// The columns in order; the first is the row's own content.
    public var columns: [Column]
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
    /// then as many of the others as leave it `minimumFirstWidth`. - Complexity: O(columns).
    public func spans(width: Double) -> [Span] {
        guard !columns.isEmpty else { return [] }
        var shown = columns.count
        var fixed = 0.0
        for column in columns.dropFirst() { fixed += max(0, column.width) + spacing }
        while shown > 1 && width - 2 * margin - fixed < minimumFirstWidth {
            shown -= 1
            fixed -= max(0, columns[shown].width) + spacing
        }
        var spans = [Span(column: 0, x: margin, width: max(0, width - 2 * margin - fixed))]
        var x = margin + spans[0].width + spacing
        for index in 1..<shown {
            let columnWidth = max(0, columns[index].width)
            spans.append(Span(column: index, x: x, width: columnWidth))
            x += columnWidth + spacing
        }
        return spans
    }

    /// The column whose leading edge — the middle of the gap before it — is within `reach` of `x` in a row `width`
    /// wide: where a drag widens or narrows it (the first column has no such edge: it takes the rest).
    /// - Complexity: O(columns).
    public func column(startingNear x: Double, width: Double, reach: Double = 5) -> Int? {
        spans(width: width).first { $0.column > 0 && abs(x - ($0.x - spacing / 2)) <= reach }?.column
    }

    /// The column at `x` (from the row's leading edge) in a row `width` wide: the shown column whose span, widened
    /// by half the spacing on each side, holds it; nil in the margins. - Complexity: O(columns).
    public func column(atX x: Double, width: Double) -> Int? {
        spans(width: width).first { x >= $0.x - spacing / 2 && x < $0.x + $0.width + spacing / 2 }?.column
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
    public init(columns: TableColumns, values: [String], style: TextStyle = TextStyle(size: 13, paint: .role(.dimForeground))) {
        self.columns = columns
        self.values = values
        self.style = style
    }

    /// The header row of `columns`: their titles, sorted by `sortedBy` (an arrow on that column).
    public static func header(_ columns: TableColumns, sortedBy sort: TableSort?) -> TableRow {
        var row = TableRow(columns: columns, values: columns.columns.dropFirst().map(\.title),
                           style: TextStyle(size: 13, weight: .semibold, paint: .role(.dimForeground)))
        row.sort = sort
        row.isHeader = true
        return row
    }

    /// The size of the sort arrow.
    static let indicatorSize = 16.0

    /// Calls `body` with each value part of a row drawn in `frame` (`spans` from `columns.spans(width:)`), the text
    /// centred on `line` (the primary text's box, when there is one), then the sort arrow: right after the sorted
    /// column's title, as GtkColumnView sets it (`firstTitle` is the first column's, drawn by the content).
    func forEachPart(in frame: Rect, spans: [TableColumns.Span], line: Rect?, firstTitle: (String, TextStyle)?,
                     measurer: any TextMeasuring, _ body: (CellPart) -> Void) {
        let height = line?.height ?? 18
        let y = line?.minY ?? frame.minY + (frame.height - height) / 2
        let size = Self.indicatorSize, gap = 4.0
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
                placeIndicator(after: value, style: style, in: alignment == .trailing ? Rect(x: box.minX, y: y, width: span.width, height: height) : box,
                               alignment: alignment)
                if alignment != .trailing { box.size.width = max(0, box.width - size - gap) }
            }
            guard !value.isEmpty else { continue }
            body(CellPart(role: .column(span.column - 1), rect: box, drawing: .text(value, style)))
        }
        if let indicator, let sort {
            body(CellPart(role: .sortIndicator, rect: indicator,
                          drawing: .icon(sort.ascending ? "pan-up-symbolic" : "pan-down-symbolic", tint: style.paint)))
        }
        if isHeader {
            body(CellPart(role: .separator, rect: Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1),
                          drawing: .line(.role(.border), width: 1)))
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
