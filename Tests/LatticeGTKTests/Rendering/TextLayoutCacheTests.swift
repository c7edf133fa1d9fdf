import CGtk
import CollectionView
import Foundation
import LatticeLayout
import Testing

@testable import LatticeGTK

/// Text layouts shared by measuring and drawing.
@MainActor @Suite(.serialized) struct TextLayoutCacheTests {
    /// What a canvas gets from sharing a cache with the measurer: a label measured to lay out its cell is drawn
    /// from the layout that measured it, not shaped again. (The app's measurer uses `TextLayoutCache.main` on the
    /// main thread, where its canvases draw; Swift Testing runs main-actor tests on another thread, so this
    /// holds the mechanism with a cache of its own.)
    @Test func aMeasuredLabelIsDrawnFromTheLayoutThatMeasuredIt() {
        let cache = TextLayoutCache()
        let text = "Shared label", style = TextStyle()
        let size = cache.size(of: text, style: LayoutStyle(style), width: 500)
        #expect(cache.count == 1)  // measuring made the unconstrained layout
        let renderer = CairoRenderer(theme: .adwaitaLight, textLayouts: cache)
        let drawn = renderer.textLayout(for: text, in: Rect(x: 0, y: 0, width: 500, height: size.height), style: style)
            .entry.layout
        #expect(cache.count == 1)  // drawing found it
        #expect(drawn === cache.entry(text, style: LayoutStyle(style), width: -1).layout)
        // A label too wide for its box is drawn from a layout at the box's width: one more.
        _ = renderer.textLayout(
            for: text, in: Rect(x: 0, y: 0, width: size.width / 2, height: size.height), style: style)
        #expect(cache.count == 2)
    }

    /// The ink a batch is checked against comes from the cache, and is what Pango reports for the layout.
    @Test func anEntryKeepsThePixelInkExtentsPangoReports() {
        let cache = TextLayoutCache()
        let cases: [(String, TextStyle, Int32)] = [
            ("Item 42", TextStyle(), -1), ("gjpqy ÅÉ", TextStyle(size: 20), -1),
            ("A label that wraps onto more lines", TextStyle(maximumLines: 0), 60 * PANGO_SCALE),
            ("Centred", TextStyle(alignment: .center), 200 * PANGO_SCALE), ("", TextStyle(), -1)
        ]
        for (text, style, width) in cases {
            let entry = cache.entry(text, style: LayoutStyle(style), width: width)
            var ink = PangoRectangle()
            pango_layout_get_pixel_extents(entry.layout.pointer, &ink, nil)
            #expect(
                [entry.ink.x, entry.ink.y, entry.ink.width, entry.ink.height] == [ink.x, ink.y, ink.width, ink.height],
                "\(text)")
        }
    }

    @Test func aRendererOfItsOwnLeavesTheMainCacheAlone() {
        let before = TextLayoutCache.main.count
        let renderer = CairoRenderer(theme: .adwaitaLight)
        _ = renderer.textLayout(
            for: "Offscreen \(UInt32.random(in: 0...UInt32.max))",
            in: Rect(x: 0, y: 0, width: 300, height: 20), style: TextStyle())
        #expect(renderer.cachedLayoutCount == 1)
        #expect(TextLayoutCache.main.count == before)
    }

    /// Every field of a style keys its own layout, and reaches its hash (which packs them by hand).
    @Test func stylesDifferingInOneFieldGetLayoutsOfTheirOwn() {
        let cache = TextLayoutCache()
        let styles = [
            TextStyle(), TextStyle(size: 12), TextStyle(weight: .semibold), TextStyle(weight: .bold),
            TextStyle(weight: .heavy), TextStyle(maximumLines: 2), TextStyle(truncation: .middle),
            TextStyle(truncation: .start), TextStyle(alignment: .center), TextStyle(alignment: .trailing),
            TextStyle(tabularNumbers: true)
        ]
        for style in styles { _ = cache.entry("Label", style: LayoutStyle(style), width: 4_000) }
        #expect(cache.count == styles.count)
        for style in styles { _ = cache.entry("Label", style: LayoutStyle(style), width: 4_000) }
        #expect(cache.count == styles.count)  // and each finds its own again
        // Each field reaches the hash: a field left out of it would make styles differing only there collide.
        #expect(Set(styles.map { LayoutStyle($0).hashValue }).count == styles.count)
    }

    /// The cache and the locked engine used off the main thread must measure alike, or a model's layout would
    /// depend on the thread that measured it.
    @Test func theCacheMeasuresAsTheEngineDoes() {
        let cache = TextLayoutCache()
        let texts = ["Item 42", "A longer label that will have to wrap or be cut somewhere", "Two\nlines", "Ünïcödé ✓"]
        let styles = [
            TextStyle(), TextStyle(alignment: .center), TextStyle(maximumLines: 0),
            TextStyle(maximumLines: 2, alignment: .trailing), TextStyle(weight: .bold, tabularNumbers: true)
        ]
        for text in texts {
            for style in styles {
                for width in [nil, 20, 80.5, 150, 1_000] as [Double?] {
                    #expect(
                        cache.size(of: text, style: LayoutStyle(style), width: width)
                            == PangoMeasuringEngine.shared.size(of: text, style: LayoutStyle(style), width: width))
                }
            }
        }
    }
}
