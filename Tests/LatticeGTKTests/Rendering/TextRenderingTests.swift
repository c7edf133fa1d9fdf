import CGtk
import CollectionView
import LatticeLayout
import Testing

@testable import LatticeGTK

@Suite struct TextRenderingTests {
    func isDark(_ p: Pixel) -> Bool { p.alpha == 255 && p.red < 160 && p.green < 160 && p.blue < 160 }

    @Test func textDrawsInsideItsRectOnly() throws {
        let image = try render(
            whiteList([
                .text("Hello, Lattice", in: Rect(x: 10, y: 10, width: 100, height: 20), style: TextStyle())
            ]))
        let rect = (x: 10, y: 10, width: 100, height: 20)
        #expect(countPixels(image, inside: rect, where: isDark) > 20)
        #expect(countPixels(image, outside: rect) { !isWhite($0) } == 0)
    }

    @Test func longTextIsEllipsizedWithinANarrowRect() throws {
        let long = String(repeating: "A very long file name that never ends ", count: 20)
        let rect = (x: 10, y: 10, width: 60, height: 20)
        for truncation in [TextStyle.Truncation.end, .middle, .start] {
            let image = try render(
                whiteList([
                    .text(
                        long, in: Rect(x: 10, y: 10, width: 60, height: 20),
                        style: TextStyle(truncation: truncation))
                ]))
            #expect(countPixels(image, inside: rect, where: isDark) > 20)
            #expect(countPixels(image, outside: rect) { !isWhite($0) } == 0, "\(truncation)")
        }
    }

    @Test func textStartsAtTheTopOfItsRect() throws {
        let image = try render(
            whiteList([
                .text("Hg", in: Rect(x: 10, y: 30, width: 100, height: 20), style: TextStyle())
            ]))
        #expect(countPixels(image, inside: (x: 0, y: 0, width: 120, height: 30)) { !isWhite($0) } == 0)
        #expect(countPixels(image, inside: (x: 10, y: 30, width: 100, height: 6), where: isDark) > 0)
    }

    @Test func trailingAlignmentMovesTextRight() throws {
        func inkColumns(_ alignment: TextStyle.Alignment) throws -> (Int, Int) {
            let image = try render(
                whiteList([
                    .text("Right", in: Rect(x: 0, y: 0, width: 120, height: 20), style: TextStyle(alignment: alignment))
                ]))
            var columns: [Int] = []
            for x in 0..<image.pixelWidth where (0..<20).contains(where: { !isWhite(image.pixel(x: x, y: $0)) }) {
                columns.append(x)
            }
            return (columns.min() ?? -1, columns.max() ?? -1)
        }
        let leading = try inkColumns(.leading), trailing = try inkColumns(.trailing)
        #expect(leading.0 < 5)
        #expect(trailing.1 > 110)
        #expect(trailing.0 > leading.0 + 40)
    }

    @Test func textColourComesFromThePaint() throws {
        let red = Paint.color(Color(hex: 0xE01B24))
        let image = try render(
            whiteList([
                .text("███", in: Rect(x: 0, y: 0, width: 120, height: 30), style: TextStyle(size: 20, paint: red))
            ]))
        #expect(countPixels(image) { isClose($0, 0xE0, 0x1B, 0x24, tolerance: 2) } > 50)
    }

    @Test func darkThemeTextIsLight() throws {
        var list = DisplayList()
        list.append(.text("Hello", in: Rect(x: 0, y: 0, width: 100, height: 20), style: TextStyle()))
        let image = try render(list, theme: .adwaitaDark)
        #expect(countPixels(image) { $0.red > 200 && $0.green > 200 } > 10)
    }

    @Test func layoutsAreCachedAcrossFrames() throws {
        let renderer = CairoRenderer(theme: .adwaitaLight)
        let list = whiteList(
            (0..<10).map {
                .text("Row \($0)", in: Rect(x: 0, y: Double($0) * 5, width: 100, height: 20), style: TextStyle())
            })
        _ = try render(list, renderer: renderer)
        #expect(renderer.cachedLayoutCount == 10)
        _ = try render(list, renderer: renderer)
        #expect(renderer.cachedLayoutCount == 10)
        renderer.purgeCaches()
        #expect(renderer.cachedLayoutCount == 0)
    }

    @Test func measuredWidthDoesNotWrapWhenRendered() throws {
        let style = TextStyle(maximumLines: 0)
        let text = "Quarterly report 2024 final (2).pdf"
        let size = PangoTextMeasurer().size(of: text, style: style, width: nil)
        let image = try render(
            whiteList([
                .text(text, in: Rect(x: 0, y: 0, width: size.width, height: size.height), style: style)
            ]), size: Size(width: 400, height: 100))
        // One line: nothing below the measured height.
        #expect(
            countPixels(image, inside: (x: 0, y: Int(size.height) + 1, width: 400, height: 99 - Int(size.height))) {
                !isWhite($0)
            } == 0)
        #expect(countPixels(image, inside: (x: 0, y: 0, width: 400, height: Int(size.height)), where: isDark) > 50)
    }
}

@Suite struct PangoTextMeasurerTests {
    let measurer = PangoTextMeasurer()

    @Test func longerTextIsWider() {
        let short = measurer.size(of: "File", style: TextStyle(), width: nil)
        let long = measurer.size(of: "File with a longer name", style: TextStyle(), width: nil)
        #expect(short.width > 0)
        #expect(long.width > short.width)
        #expect(long.height == short.height)
        #expect(short.height >= 14.67 && short.height < 30)
    }

    @Test func largerAndBolderTextIsWider() {
        let regular = measurer.size(of: "Documents", style: TextStyle(), width: nil)
        let bold = measurer.size(of: "Documents", style: TextStyle(weight: .bold), width: nil)
        let large = measurer.size(of: "Documents", style: TextStyle(size: 24), width: nil)
        #expect(bold.width > regular.width)
        #expect(large.width > regular.width)
        #expect(large.height > regular.height)
    }

    @Test func twoLinesAreTallerThanOne() {
        let text = String(repeating: "wrap me please ", count: 10)
        let one = measurer.size(of: text, style: TextStyle(maximumLines: 1), width: 100)
        let two = measurer.size(of: text, style: TextStyle(maximumLines: 2), width: 100)
        let all = measurer.size(of: text, style: TextStyle(maximumLines: 0), width: 100)
        #expect(two.height > one.height * 1.8)
        #expect(all.height > two.height)
    }

    @Test func widthConstraintIsRespected() {
        let text = String(repeating: "constrained ", count: 10)
        let free = measurer.size(of: text, style: TextStyle(), width: nil)
        #expect(free.width > 300)
        for maximumLines in [0, 1, 3] {
            let size = measurer.size(of: text, style: TextStyle(maximumLines: maximumLines), width: 80.5)
            #expect(size.width <= 80.5)
            #expect(size.width > 40)
        }
        #expect(measurer.size(of: "short", style: TextStyle(), width: 500).width < 100)
    }

    /// Text that fits is answered from its unconstrained measurement: that must be what Pango lays out at the
    /// width itself, for every alignment and line limit (otherwise animated widths would be measured wrongly).
    @Test func textThatFitsMeasuresAsLaidOutAtItsWidth() {
        let context = PangoText.makeContext()
        let layout = pango_layout_new(context)!
        defer {
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }
        func laidOut(_ text: String, _ style: TextStyle, width: Double) -> Size {
            PangoText.configure(layout, text: text, style: LayoutStyle(style), width: PangoText.pangoWidth(width))
            let size = PangoText.logicalSize(of: layout)
            return Size(width: min(size.width.rounded(.up), width), height: size.height.rounded(.up))
        }
        let texts = ["Item 42", "Two words", "Line one\nand a longer line two", "  padded  "]
        let styles = [
            TextStyle(), TextStyle(alignment: .center), TextStyle(alignment: .trailing),
            TextStyle(maximumLines: 0), TextStyle(maximumLines: 2, alignment: .center),
            TextStyle(weight: .bold, tabularNumbers: true)
        ]
        for text in texts {
            for style in styles {
                let natural = measurer.size(of: text, style: style, width: nil)
                for width in [natural.width, natural.width + 0.5, natural.width + 37, 2_000] {
                    #expect(
                        measurer.size(of: text, style: style, width: width) == laidOut(text, style, width: width),
                        "\(text) \(style.alignment) \(style.maximumLines) lines at \(width)")
                }
                // Narrower than the text: wrapped at that width, or one line cut to an ellipsis that fills the
                // width at Pango's height for it.
                let narrow = (natural.width / 2).rounded()
                let cut = measurer.size(of: text, style: style, width: narrow),
                    pango = laidOut(text, style, width: narrow)
                #expect(cut.height == pango.height)
                #expect(cut.width == (style.maximumLines == 1 ? narrow : pango.width))
            }
        }
    }

    /// A centred line that fits is drawn from its unconstrained layout at `centredOffset`: that must be where
    /// Pango itself puts the line in a centred layout of the box's width, to the Pango unit.
    @Test func centredOffsetIsWherePangoCentresTheLine() {
        let context = PangoText.makeContext()
        let layout = pango_layout_new(context)!
        defer {
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }
        let style = LayoutStyle(TextStyle(alignment: .center))
        for text in ["Centred", "Blue 3", "x", "A rather longer centred title"] {
            PangoText.configure(layout, text: text, style: style, width: -1)
            let line = Int32(PangoText.logicalSize(of: layout).width * Double(PANGO_SCALE))
            for extra in [0, 0.5, 1, 3.3, 37, 200.25] {
                let box = PangoText.pangoWidth(Double(line) / Double(PANGO_SCALE) + extra)
                PangoText.configure(layout, text: text, style: style, width: box)
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                #expect(PangoText.centredOffset(line: line, box: box) == logical.x, "\(text) in \(box) units")
            }
        }
        // Whole-pixel widths on both sides (an empty line is 0 wide): Pango rounds the half to a whole pixel.
        for pixels in [3, 4, 7] {
            let box = Int32(pixels) * PANGO_SCALE
            PangoText.configure(layout, text: "", style: style, width: box)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            #expect(PangoText.centredOffset(line: 0, box: box) == logical.x, "empty line in \(pixels) px")
        }
        #expect(PangoText.centredOffset(line: 0, box: 3 * PANGO_SCALE) == 2 * PANGO_SCALE)  // 1.5 px → 2
    }

    @Test func tabularNumbersHaveEqualDigitWidths() {
        let style = TextStyle(tabularNumbers: true)
        let ones = measurer.size(of: "111111", style: style, width: nil)
        let eights = measurer.size(of: "888888", style: style, width: nil)
        #expect(abs(ones.width - eights.width) <= 1)
    }

    @Test func emptyAndOddInputsAreSafe() {
        #expect(measurer.size(of: "", style: TextStyle(), width: nil).height > 0)
        #expect(measurer.size(of: "x", style: TextStyle(size: .nan), width: -5).width == 0)
        #expect(
            measurer.size(of: "x\ny\nz", style: TextStyle(maximumLines: 1), width: .infinity).height
                == measurer.size(of: "x", style: TextStyle(), width: nil).height)
    }

    @Test func measuringFromManyThreadsAgrees() async {
        let expected = measurer.size(of: "Concurrent", style: TextStyle(), width: nil)
        let results = await withTaskGroup(of: Size.self) { group in
            for _ in 0..<16 {
                group.addTask { PangoTextMeasurer().size(of: "Concurrent", style: TextStyle(), width: nil) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
