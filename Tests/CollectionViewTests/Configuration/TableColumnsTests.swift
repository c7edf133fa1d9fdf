import LatticeLayout
import Testing

@testable import CollectionView

@Suite struct TableColumnsTests {
    let measurer = FixedTextMeasurer()
    let columns = TableColumns(
        [
            .init(id: "name", title: "Name"),
            .init(id: "size", title: "Size", width: 80, alignment: .trailing),
            .init(id: "modified", title: "Modified", width: 140)
        ], margin: 12, spacing: 12, minimumFirstWidth: 160)

    @Test func theFirstColumnTakesWhatTheOthersLeave() {
        let spans = columns.spans(width: 600)
        #expect(spans.map(\.column) == [0, 1, 2])
        #expect(spans[0] == .init(column: 0, x: 12, width: 600 - 24 - (80 + 12) - (140 + 12)))
        #expect(spans[1].x == spans[0].x + spans[0].width + 12)
        #expect(spans[2].x + spans[2].width == 600 - 12)  // the last ends at the margin
    }

    @Test func narrowRowsLeaveOutColumnsFromTheLastRatherThanSqueezeTheName() {
        // 400 − 24 − 92 − 152 = 132 < 160: Modified goes; the name gets 400 − 24 − 92 = 284.
        #expect(columns.spans(width: 400).map(\.column) == [0, 1])
        #expect(columns.spans(width: 400)[0].width == 284)
        #expect(columns.spans(width: 150).map(\.column) == [0])  // the name always shows
        #expect(columns.spans(width: 150)[0].width == 126)
        #expect(TableColumns([]).spans(width: 300).isEmpty)
    }

    @Test func aPointFindsItsColumnIncludingHalfTheGapOnEachSide() {
        let spans = columns.spans(width: 600)
        #expect(columns.column(atX: spans[1].x + 1, width: 600) == 1)
        #expect(columns.column(atX: spans[1].x - 5, width: 600) == 1)  // in the gap's nearer half
        #expect(columns.column(atX: spans[1].x - 7, width: 600) == 0)
        #expect(columns.column(atX: 598, width: 600) == nil)  // the margin
        #expect(columns.column(atX: 380, width: 400) == 1)  // Modified is not shown at 400
    }

    @Test func aColumnsEdgeIsTheMiddleOfTheGapBeforeIt() {
        let spans = columns.spans(width: 600)
        let edge = spans[1].x - 6  // half the 12-point gap
        #expect(columns.column(startingNear: edge, width: 600) == 1)
        #expect(columns.column(startingNear: edge + 5, width: 600) == 1)
        #expect(columns.column(startingNear: edge + 6, width: 600) == nil)
        #expect(columns.column(startingNear: spans[2].x - 6 - 4, width: 600) == 2)
        #expect(columns.column(startingNear: 12 - 6, width: 600) == nil)  // the name has no edge to drag
    }

    @Test func aRowsValuesLineUpWithTheColumnsAndTheNameStaysInItsOwn() {
        var content = ListContentConfiguration.cell()
        content.text = String(repeating: "x", count: 200)  // far wider than its column
        let row = TableRow(columns: columns, values: ["12 kB", "Yesterday"])
        let cell = CellContent(content: content, tableRow: row)
        var parts: [CellPart] = []
        cell.forEachPart(in: Rect(x: 0, y: 100, width: 600, height: 36), state: CellState(), measurer: measurer) {
            parts.append($0)
        }
        let spans = columns.spans(width: 600)
        let text = parts.first { $0.role == .text }!
        #expect(text.rect.maxX <= spans[0].x + spans[0].width)
        let size = parts.first { $0.role == .column(0) }!, modified = parts.first { $0.role == .column(1) }!
        #expect(size.rect.minX == spans[1].x && size.rect.width == spans[1].width)
        #expect(modified.rect.minX == spans[2].x)
        #expect(size.rect.minY == text.rect.minY && size.rect.height == text.rect.height)  // on the name's line
        guard case .text("12 kB", let style) = size.drawing else {
            Issue.record("size drawn as \(size.drawing)")
            return
        }
        #expect(style.alignment == .trailing)
        // At 400 points Modified is left out and the name runs to Size.
        parts = []
        cell.forEachPart(in: Rect(x: 0, y: 0, width: 400, height: 36), state: CellState(), measurer: measurer) {
            parts.append($0)
        }
        #expect(!parts.contains { $0.role == .column(1) })
        #expect(parts.first { $0.role == .text }!.rect.maxX == 12 + 284)  // the name takes Modified's room
    }

    @Test func aValueStandingForNoneIsDrawnFainterAsWritten() {
        var row = TableRow(columns: columns, values: ["NA", "Yesterday"])
        row.dimmedValues = [0]
        let cell = CellContent(content: ListContentConfiguration.cell(), tableRow: row)
        var parts: [CellPart] = []
        cell.forEachPart(in: Rect(x: 0, y: 0, width: 600, height: 36), state: CellState(), measurer: measurer) {
            parts.append($0)
        }
        guard case .text("NA", let dimmed) = parts.first(where: { $0.role == .column(0) })?.drawing,
            case .text("Yesterday", let plain) = parts.first(where: { $0.role == .column(1) })?.drawing
        else {
            Issue.record("values not drawn: \(parts.map(\.role))")
            return
        }
        #expect(plain.paint == row.style.paint)
        #expect(dimmed.paint == row.style.paint.faded(TableRow.dimmedOpacity))
    }

    @Test func aHeaderShowsTheSortArrowAfterTheSortedColumnsTitle() {
        var content = ListContentConfiguration.plainHeader()
        content.text = "Name"
        for (sort, icon) in [
            (TableSort(column: 1, ascending: true), "pan-up-symbolic"),
            (TableSort(column: 1, ascending: false), "pan-down-symbolic")
        ] {
            let header = CellContent(content: content, tableRow: .header(columns, sortedBy: sort))
            var parts: [CellPart] = []
            header.forEachPart(in: Rect(x: 0, y: 0, width: 600, height: 34), state: CellState(), measurer: measurer) {
                parts.append($0)
            }
            let span = columns.spans(width: 600)[1]
            let arrow = parts.first { $0.role == .sortIndicator }
            #expect(arrow?.rect.maxX == span.x + span.width)
            #expect(arrow?.drawing == .icon(icon, tint: .role(.dimForeground)))
            let title = parts.first { $0.role == .column(0) }!
            #expect(title.rect.maxX <= arrow!.rect.minX)  // the title leaves the arrow room
            #expect(parts.first { $0.role == .column(1) }?.textOfPart == "Modified")
        }
        // Sorted by the name, or by a column of text: the arrow follows the title, 4 points after it.
        for sort in [TableSort(column: 0), TableSort(column: 2, ascending: false)] {
            let header = CellContent(content: content, tableRow: .header(columns, sortedBy: sort))
            var parts: [CellPart] = []
            header.forEachPart(in: Rect(x: 0, y: 0, width: 600, height: 34), state: CellState(), measurer: measurer) {
                parts.append($0)
            }
            let title = parts.first { $0.role == (sort.column == 0 ? .text : .column(1)) }!
            let natural = measurer.size(of: title.textOfPart!, style: title.styleOfPart!, width: nil).width
            let arrow = parts.first { $0.role == .sortIndicator }!
            #expect(arrow.rect.minX == title.rect.minX + natural + 4)
            #expect(arrow.rect.maxX <= title.rect.maxX + TableRow.indicatorSize + 4)
        }
    }

    /// Eight 100-point columns after the name: 24 + 180 + 8 × 112 = 1100 points wide when nothing is left out.
    var wide: TableColumns {
        var columns = TableColumns(
            [.init(id: "name", title: "Name")]
                + (1...8).map { .init(id: "c\($0)", title: "C\($0)", width: 100) }, margin: 12, spacing: 12,
            minimumFirstWidth: 160)
        columns.overflow = .scroll
        return columns
    }

    @Test func aWideTableKeepsEveryColumnAndScrollsThemUnderThePinnedFirst() {
        var columns = wide
        // 600 points: the first is pinned at a third of the row (192), the band starts half a gap after it.
        #expect(columns.pinnedFirstWidth(width: 600) == 192)
        #expect(columns.scrolledBand(width: 600) == 210.0..<600.0)  // 12 + 192 + 6
        // The others take 8 × 100 + 7 × 12 = 884 points; 600 − 12 − 216 = 372 show, so 512 are left to scroll.
        #expect(columns.maximumOffset(width: 600) == 512)
        #expect(columns.spans(width: 600).map(\.column) == [0, 1, 2, 3, 4])  // C4 runs past the row's edge
        columns.offset = 150
        let spans = columns.spans(width: 600)
        #expect(spans.first == .init(column: 0, x: 12, width: 192))  // the first does not move
        #expect(spans.map(\.column) == [0, 2, 3, 4, 5])  // C1 (216−150..<166) is under it
        #expect(spans[1].x == 216 + 112 - 150)
        columns.offset = 10_000  // clamped: the last ends at the margin
        #expect(columns.spans(width: 600).last == .init(column: 8, x: 600 - 12 - 100, width: 100))
        // A row wide enough for everything does not scroll, whatever the offset.
        #expect(columns.scrolledBand(width: 1200) == nil && columns.maximumOffset(width: 1200) == 0)
        #expect(columns.spans(width: 1200).map(\.column) == Array(0...8))
        #expect(columns.spans(width: 1200)[1].x == 1200 - 12 - 8 * 112 + 12)
        // `.leaveOut` at the same width leaves them out instead.
        columns.overflow = .leaveOut
        #expect(columns.spans(width: 600).map(\.column) == [0, 1, 2, 3])
    }

    @Test func underThePinnedColumnAPointIsInItAndNoEdgeIsThere() {
        var columns = wide
        columns.offset = 150
        // C1's span reaches 166 (under the pinned column, which ends at 204): a point there is the name's.
        #expect(columns.column(atX: 150, width: 600) == 0)
        #expect(columns.column(atX: 211, width: 600) == 2)  // C2 (178..<278) past the band's start
        #expect(columns.column(startingNear: 172, width: 600) == nil)  // C2's edge is under the name
        #expect(columns.column(startingNear: 278 + 6, width: 600) == 3)
    }

    @Test func valuesPartlyUnderThePinnedColumnAreClippedToTheBand() {
        var columns = wide
        columns.offset = 150
        let row = TableRow(columns: columns, values: (1...8).map { "value \($0)" })
        var parts: [CellPart] = []
        CellContent(content: ListContentConfiguration.cell(), tableRow: row)
            .forEachPart(in: Rect(x: 0, y: 40, width: 600, height: 36), state: CellState(), measurer: measurer) {
                parts.append($0)
            }
        let band = Rect(x: 210, y: 40, width: 390, height: 36)
        let c2 = parts.first { $0.role == .column(1) }!, c3 = parts.first { $0.role == .column(2) }!
        #expect(c2.clip == band)  // 178..<278 starts under the name
        #expect(c3.clip == nil)  // 290..<390 shows whole
        #expect(parts.first { $0.role == .column(4) }!.clip == band)  // C5 (514..<614) runs past the edge
        #expect(parts.first { $0.role == .pinnedEdge }?.rect == Rect(x: 210, y: 40, width: 1, height: 36))
        // Drawn, a clipped value sits between a clip and its end.
        var list = DisplayList()
        CellContent(content: ListContentConfiguration.cell(), tableRow: row)
            .draw(in: Rect(x: 0, y: 40, width: 600, height: 36), state: CellState(), measurer: measurer, into: &list)
        let texts = list.commands.indices.filter {
            if case .text("value 2", _, _) = list.commands[$0] { true } else { false }
        }
        #expect(texts.count == 1)
        if let index = texts.first {
            #expect(list.commands[index - 1] == .pushClip(band) && list.commands[index + 1] == .popClip)
        }
        // Not scrolled, nothing is under the name: no rule at its edge.
        parts = []
        CellContent(content: ListContentConfiguration.cell(), tableRow: TableRow(columns: wide, values: ["a"]))
            .forEachPart(in: Rect(x: 0, y: 0, width: 600, height: 36), state: CellState(), measurer: measurer) {
                parts.append($0)
            }
        #expect(!parts.contains { $0.role == .pinnedEdge })
    }

    @Test func aWideHeadersThumbShowsHowFarItsColumnsAreScrolled() throws {
        func thumb(offset: Double) -> Rect? {
            var columns = wide
            columns.offset = offset
            var parts: [CellPart] = []
            CellContent(content: ListContentConfiguration.plainHeader(), tableRow: .header(columns, sortedBy: nil))
                .forEachPart(in: Rect(x: 0, y: 0, width: 600, height: 34), state: CellState(), measurer: measurer) {
                    parts.append($0)
                }
            return parts.first { $0.role == .scrollThumb }?.rect
        }
        let start = thumb(offset: 0)!, end = thumb(offset: 512)!, middle = thumb(offset: 256)!
        // The band is 390 wide, its track 382; the thumb is 382 × 390 / (390 + 512) of it.
        #expect(abs(start.width - 382 * 390 / 902) < 0.001)
        #expect(start.minX == 214 && abs(end.maxX - 596) < 0.001)
        #expect(abs(middle.midX - (start.midX + end.midX) / 2) < 0.001)
        // A drag of the thumb across its travel scrolls the columns all the way.
        let geometry = try #require(wide.scrollThumb(width: 600))
        #expect(abs((end.minX - start.minX) * geometry.offsetPerPoint - 512) < 0.001)
        #expect(TableColumns([.init(id: "name", title: "Name")]).scrollThumb(width: 600) == nil)
        #expect(start.maxY == 34)  // on the header's rule
        var narrow = wide
        narrow.overflow = .leaveOut
        var parts: [CellPart] = []
        CellContent(content: ListContentConfiguration.plainHeader(), tableRow: .header(narrow, sortedBy: nil))
            .forEachPart(in: Rect(x: 0, y: 0, width: 600, height: 34), state: CellState(), measurer: measurer) {
                parts.append($0)
            }
        #expect(!parts.contains { $0.role == .scrollThumb })
    }
}

extension CellPart {
    fileprivate var textOfPart: String? { if case .text(let text, _) = drawing { text } else { nil } }
    fileprivate var styleOfPart: TextStyle? { if case .text(_, let style) = drawing { style } else { nil } }
}
