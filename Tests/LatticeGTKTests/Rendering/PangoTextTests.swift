import CGtk
import CollectionView
import Foundation
import LatticeLayout
import Testing

@testable import LatticeGTK

/// What a label shapes: never more than `PangoText.shapedScalarLimit(size:)` scalars, whatever it is given.
@MainActor @Suite(.serialized) struct PangoTextTests {
    /// The text a layout holds.
    private func text(of entry: TextLayoutCache.Entry) -> String {
        String(cString: pango_layout_get_text(entry.layout.pointer))
    }

    @Test func aShortLabelIsShapedWhole() {
        #expect(PangoText.shaped("Blue 1", size: 14.67) == "Blue 1")
        let exact = String(repeating: "a", count: PangoText.shapedScalarLimit(size: 14.67))
        #expect(PangoText.shaped(exact, size: 14.67) == exact)
    }

    /// A 400,000-character title (a 400 kB catalogue) overflowed the line's width in Pango units: the renderer
    /// took it for a line that fits and drew it past its cell, and the text batch's pen trapped.
    @Test func aHugeTitleIsCutWithAnEllipsisAndStaysInItsBox() throws {
        let huge = String(repeating: "Lorem ipsum ", count: 33_334)
        let cache = TextLayoutCache(), style = TextStyle()
        let natural = cache.size(of: huge, style: LayoutStyle(style), width: nil)
        #expect(natural.width > 0 && natural.width.isFinite)
        #expect(cache.size(of: huge, style: LayoutStyle(style), width: 200).width <= 200)
        let renderer = CairoRenderer(theme: .adwaitaLight, textLayouts: cache)
        let drawn = renderer.textLayout(for: huge, in: Rect(x: 0, y: 0, width: 200, height: 20), style: style).entry
        #expect(drawn.size.width <= 200)
        let shaped = text(of: cache.entry(huge, style: LayoutStyle(style), width: -1))
        #expect(shaped.unicodeScalars.count == PangoText.shapedScalarLimit(size: style.size) + 1)
        #expect(shaped.hasSuffix("…"))
        // Drawn in a frame (text batching included) without trapping.
        var list = DisplayList(background: .role(.viewBackground))
        list.append(.text(huge, in: Rect(x: 10, y: 10, width: 200, height: 20), style: style))
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-huge-title.png").path
        try PNGRenderer.render(list, size: Size(width: 240, height: 40), scale: 1, theme: .adwaitaLight, to: png)
        #expect(FileManager.default.fileExists(atPath: png))
    }

    /// One letter with 100,000 combining marks is one grapheme cluster, which Pango shapes in quadratic time:
    /// the bound counts scalars, so it is cut too.
    @Test func aClusterOfThousandsOfCombiningMarksIsCut() {
        let marks = "e" + String(repeating: "\u{0301}", count: 100_000)
        let cache = TextLayoutCache(), style = TextStyle()
        let shaped = text(of: cache.entry(marks, style: LayoutStyle(style), width: -1))
        // The marks beyond the stream-safe limit are left out (their ink would stack far outside the line).
        #expect(shaped == "e" + String(repeating: "\u{0301}", count: PangoText.combiningMarkLimit) + "…")
        // A few marks, as real text has them, are kept.
        #expect(PangoText.shaped("e\u{0301}\u{0323} café", size: 14.67) == "e\u{0301}\u{0323} café")
    }

    /// The bound keeps a line's width in Pango units within 32 bits at any accepted size.
    @Test func aNULIsShownNotLetEndTheText() {
        // Pango gets a C string: a NUL left in would hide everything after it.
        #expect(PangoText.shaped("bad\u{0}name", size: 13) == "bad\u{2400}name")
        let cache = TextLayoutCache(), style = TextStyle()
        #expect(
            cache.size(of: "bad\u{0}name", style: LayoutStyle(style), width: nil).width
                > cache.size(of: "bad", style: LayoutStyle(style), width: nil).width)
    }

    @Test func theBoundShrinksWithTheFontSize() {
        for size in [1.0, 14.67, 100, 1_000] {
            let limit = PangoText.shapedScalarLimit(size: size)
            #expect(Double(limit) * 2 * size * Double(PANGO_SCALE) < Double(Int32.max))
        }
        #expect(PangoText.shapedScalarLimit(size: 1_000) < PangoText.shapedScalarLimit(size: 14.67))
    }
}
