import Foundation
import LatticeLayout

/// Where a search's matches sit in a cell's texts, and the tint drawn behind them (`CellContent.highlight`): each
/// occurrence of the needle, in any case, in a text part (the primary and secondary texts, a table's values) laid
/// out on one line, found by measuring the text before it and the match itself with the measurer that laid the
/// text out — so the tint is a query of what is drawn, and moves, fades and mirrors with nothing to keep in step.
///
/// A text in a right-to-left script (its matches sit from its right), wrapped over several lines, or cut before the
/// match shows no tint: the match is still found and the row still listed.
struct CellHighlight {
    /// What is marked.
    let needle: String

    /// The tint: the accent colour, faint enough for the text over it to read in light and dark themes.
    static let paint = Paint.translucentRole(.accent, opacity: 0.28)

    /// Appends the tint behind each match in `part` (a text part; any other has none).
    func append(behind part: CellPart, measurer: any TextMeasuring, into list: inout DisplayList) {
        guard case .text(let text, var style) = part.drawing else { return }
        switch part.role {
        case .text, .secondaryText, .column: break
        default: return
        }
        let ranges = Self.ranges(of: needle, in: text)
        guard !ranges.isEmpty, !Self.isRightToLeft(text) else { return }
        style.maximumLines = 1
        let whole = measurer.size(of: text, style: style, width: nil)
        // One line that shows the whole text, or the part of it before the cut.
        guard whole.height <= part.rect.height + 1 || part.rect.height <= 0 else { return }
        let visible = whole.width <= part.rect.width ? whole.width : part.rect.width - 16  // "…" takes the rest
        let start: Double =
            switch style.alignment {
            case .leading: part.rect.minX
            case .center: part.rect.midX - min(whole.width, part.rect.width) / 2
            case .trailing: part.rect.maxX - min(whole.width, part.rect.width)
            }
        let height = min(part.rect.height, whole.height)
        for range in ranges {
            let before = measurer.size(of: String(text[..<range.lowerBound]), style: style, width: nil).width
            let width = measurer.size(of: String(text[range]), style: style, width: nil).width
            guard before + width <= visible + 0.5 else { continue }
            var rect = Rect(x: start + before - 1, y: part.rect.minY, width: width + 2, height: height)
            if let clip = part.clip { rect = rect.intersection(clip) }
            guard rect.width > 0 else { continue }
            list.append(.rectangle(rect, cornerRadius: 3, fill: Self.paint, stroke: nil, lineWidth: 0))
        }
    }

    /// Each occurrence of `needle` in `text`, in any case (as the search compares), at most 8.
    static func ranges(of needle: String, in text: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var from = text.startIndex
        while found.count < 8, from < text.endIndex,
            let range = text.range(
                of: needle, options: [.caseInsensitive], range: from..<text.endIndex, locale: .current)
        {
            guard !range.isEmpty else { break }
            found.append(range)
            from = range.upperBound
        }
        return found
    }

    /// Whether `text` holds letters of a right-to-left script (Hebrew, Arabic and their neighbours).
    static func isRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x0590...0x08FF).contains($0.value) || (0xFB1D...0xFEFC).contains($0.value) }
    }
}
