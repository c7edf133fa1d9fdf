import CollectionView
import LatticeLayout

/// Text measurement with round numbers: each character is half the font size wide, each line 1.25 × size
/// high; text wraps at `width` by characters when more than one line is allowed.
struct FixedTextMeasurer: TextMeasuring {
    func size(of text: String, style: TextStyle, width: Double?) -> Size {
        let charWidth = style.size / 2
        let natural = Double(text.count) * charWidth
        let lineHeight = style.size * 1.25
        guard let width, width > 0, natural > width else { return Size(width: natural, height: lineHeight) }
        let perLine = max(1, Int(width / charWidth))
        var lines = (text.count + perLine - 1) / perLine
        if style.maximumLines > 0 { lines = min(lines, style.maximumLines) }
        return Size(width: width, height: Double(lines) * lineHeight)
    }
}
