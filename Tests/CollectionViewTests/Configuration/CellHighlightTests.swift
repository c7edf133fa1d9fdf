import LatticeLayout
import Testing

@testable import CollectionView

/// A search's matches tinted in a cell: behind each occurrence of the needle, in any case, where the text shows it.
@Suite struct CellHighlightTests {
    /// Every character 8 points wide, lines 16 high.
    struct FixedWidth: TextMeasuring {
        func size(of text: String, style: TextStyle, width: Double?) -> Size {
            Size(width: Double(text.count) * 8, height: 16)
        }
    }

    func tints(_ text: String, needle: String, width: Double = 400, alignment: TextStyle.Alignment = .leading) -> [Rect]
    {
        var style = TextStyle()
        style.alignment = alignment
        let part = CellPart(role: .text, rect: Rect(x: 10, y: 0, width: width, height: 16), drawing: .text(text, style))
        var list = DisplayList()
        CellHighlight(needle: needle).append(behind: part, measurer: FixedWidth(), into: &list)
        return list.commands.compactMap { if case .rectangle(let rect, _, _, _, _) = $0 { rect } else { nil } }
    }

    @Test func eachMatchInAnyCaseIsTintedWhereItIsDrawn() {
        #expect(
            tints("JFK Airport to jfk", needle: "jfk") == [
                Rect(x: 9, y: 0, width: 26, height: 16),
                Rect(x: 9 + 15 * 8, y: 0, width: 26, height: 16)
            ])
        // A value at the trailing edge (a number column): measured from the end.
        #expect(
            tints("18.7", needle: "8.7", width: 100, alignment: .trailing) == [
                Rect(x: 10 + 100 - 32 + 8 - 1, y: 0, width: 26, height: 16)
            ])
    }

    @Test func nothingIsTintedWhereTheMatchIsNotShown() {
        #expect(tints("Torgersen", needle: "dream").isEmpty)
        // Cut before the match (the text is wider than its box): no tint over the ellipsis.
        #expect(tints("a long value that ends in dream", needle: "dream", width: 120).isEmpty)
        // Right-to-left text: its match sits from its right, which one line's measure does not tell.
        #expect(tints("جزيرة دريم", needle: "دريم").isEmpty)
    }
}
