import Testing
import LatticeLayout
@testable import CollectionView

@Suite struct TableColumnsTests {
    let measurer = FixedTextMeasurer()
    let columns = TableColumns([
        .init(id: "name", title: "Name"),
        .init(id: "size", title: "Size", width: 80, alignment: .trailing),
        .init(id: "modified", title: "Modified", width: 140),
    ], margin: 12, spacing: 12, minimumFirstWidth: 160)

    @Test func theFirstColumnTakesWhatTheOthersLeave() {
        let spans = columns.spans(width: 600)
        #expect(spans.map(\.column) == [0, 1, 2])
        #expect(spans[0] == .init(column: 0, x: 12, width: 600 - 24 - (80 + 12) - (140 + 12)))
        #expect(spans[1].x == spans[0].x + spans[0].width + 12)
        #expect(spans[2].x + spans[2].width == 600 - 12)   // the last ends at the margin
    }

    @Test func narrowRowsLeaveOutColumnsFromTheLastRatherThanSqueezeTheName() {
        // 400 − 24 − 92 − 152 = 132 < 160: Modified goes; the name gets 400 − 24 − 92 = 284.
        #expect(columns.spans(width: 400).map(\.column) == [0, 1])
        #expect(columns.spans(width: 400)[0].width == 284)
        #expect(columns.spans(width: 150).map(\.column) == [0])        // the name always shows
        #expect(columns.spans(width: 150)[0].width == 126)
        #expect(TableColumns([]).spans(width: 300).isEmpty)
    }

    @Test func aPointFindsItsColumnIncludingHalfTheGapOnEachSide() {
        let spans = columns.spans(width: 600)
        #expect(columns.column(atX: spans[1].x + 1, width: 600) == 1)
        #expect(columns.column(atX: spans[1].x - 5, width: 600) == 1)     // in the gap's nearer half
        #expect(columns.column(atX: spans[1].x - 7, width: 600) == 0)
        #expect(columns.column(atX: 598, width: 600) == nil)              // the margin
        #expect(columns.column(atX: 380, width: 400) == 1)                // Modified is not shown at 400
    }

    @Test func aColumnsEdgeIsTheMiddleOfTheGapBeforeIt() {
        let spans = columns.spans(width: 600)
        let edge = spans[1].x - 6   // half the 12-point gap
        #expect(columns.column(startingNear: edge, width: 600) == 1)
        #expect(columns.column(startingNear: edge + 5, width: 600) == 1)
        #expect(columns.column(startingNear: edge + 6, width: 600) == nil)
        #expect(columns.column(startingNear: spans[2].x - 6 - 4, width: 600) == 2)
        #expect(columns.column(startingNear: 12 - 6, width: 600) == nil)   // the name has no edge to drag
    }

    @Test func aRowsValuesLineUpWithTheColumnsAndTheNameStaysInItsOwn() {
        var content = ListContentConfiguration.cell()
        content.text = String(repeating: "x", count: 200)    // far wider than its column
        let row = TableRow(columns: columns, values: ["12 kB", "Yesterday"])
        let cell = CellContent(content: content, tableRow: row)
        var parts: [CellPart] = []
        cell.forEachPart(in: Rect(x: 0, y: 100, width: 600, height: 36), state: CellState(), measurer: measurer) { parts.append($0) }
        let spans = columns.spans(width: 600)
        let text = parts.first { $0.role == .text }!
        #expect(text.rect.maxX <= spans[0].x + spans[0].width)
        let size = parts.first { $0.role == .column(0) }!, modified = parts.first { $0.role == .column(1) }!
        #expect(size.rect.minX == spans[1].x && size.rect.width == spans[1].width)
        #expect(modified.rect.minX == spans[2].x)
        #expect(size.rect.minY == text.rect.minY && size.rect.height == text.rect.height)   // on the name's line
        guard case .text("12 kB", let style) = size.drawing else { Issue.record("size drawn as \(size.drawing)"); return }
        #expect(style.alignment == .trailing)
        // At 400 points Modified is left out and the name runs to Size.
        parts = []
        cell.forEachPart(in: Rect(x: 0, y: 0, width: 400, height: 36), state: CellState(), measurer: measurer) { parts.append($0) }
        #expect(!parts.contains { $0.role == .column(1) })
        #expect(parts.first { $0.role == .text }!.rect.maxX == 12 + 284)   // the name takes Modified's room
    }

    @Test func aValueStandingForNoneIsDrawnFainterAsWritten() {
        var row = TableRow(columns: columns, values: ["NA", "Yesterday"])
        row.dimmedValues = [0]
        let cell = CellContent(content: ListContentConfiguration.cell(), tableRow: row)
        var parts: [CellPart] = []
        cell.forEachPart(in: Rect(x: 0, y: 0, width: 600, height: 36), state: CellState(), measurer: measurer) { parts.append($0) }
        guard case .text("NA", let dimmed) = parts.first(where: { $0.role == .column(0) })?.drawing,
              case .text("Yesterday", let plain) = parts.first(where: { $0.role == .column(1) })?.drawing else {
            Issue.record("values not drawn: \(parts.map(\.role))")
            return
        }
        #expect(plain.paint == row.style.paint)
        #expect(dimmed.paint == row.style.paint.faded(TableRow.dimmedOpacity))
    }

    @Test func aHeaderShowsTheSortArrowAfterTheSortedColumnsTitle() {
        var content = ListContentConfiguration.plainHeader()
        content.text = "Name"
        for (sort, icon) in [(TableSort(column: 1, ascending: true), "pan-up-symbolic"),
                             (TableSort(column: 1, ascending: false), "pan-down-symbolic")] {
            let header = CellContent(content: content, tableRow: .header(columns, sortedBy: sort))
            var parts: [CellPart] = []
            header.forEachPart(in: Rect(x: 0, y: 0, width: 600, height: 34), state: CellState(), measurer: measurer) { parts.append($0) }
            let span = columns.spans(width: 600)[1]
            let arrow = parts.first { $0.role == .sortIndicator }
            #expect(arrow?.rect.maxX == span.x + span.width)
            #expect(arrow?.drawing == .icon(icon, tint: .role(.dimForeground)))
            let title = parts.first { $0.role == .column(0) }!
            #expect(title.rect.maxX <= arrow!.rect.minX)                 // the title leaves the arrow room
            #expect(parts.first { $0.role == .column(1) }?.textOfPart == "Modified")
        }
        // Sorted by the name, or by a column of text: the arrow follows the title, 4 points after it.
        for sort in [TableSort(column: 0), TableSort(column: 2, ascending: false)] {
            let header = CellContent(content: content, tableRow: .header(columns, sortedBy: sort))
            var parts: [CellPart] = []
            header.forEachPart(in: Rect(x: 0, y: 0, width: 600, height: 34), state: CellState(), measurer: measurer) { parts.append($0) }
            let title = parts.first { $0.role == (sort.column == 0 ? .text : .column(1)) }!
            let natural = measurer.size(of: title.textOfPart!, style: title.styleOfPart!, width: nil).width
            let arrow = parts.first { $0.role == .sortIndicator }!
            #expect(arrow.rect.minX == title.rect.minX + natural + 4)
            #expect(arrow.rect.maxX <= title.rect.maxX + TableRow.indicatorSize + 4)
        }
    }
}

private extension CellPart {
    var textOfPart: String? { if case .text(let text, _) = drawing { text } else { nil } }
    var styleOfPart: TextStyle? { if case .text(_, let style) = drawing { style } else { nil } }
}
