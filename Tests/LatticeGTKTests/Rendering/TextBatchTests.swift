import CGtk
import CollectionView
import Gtk
import LatticeLayout
import Testing

@testable import LatticeGTK

/// Render nodes draw a frame's texts in batches, one text node per font and colour: fewer nodes, the same
/// pixels, the same stacking.
@MainActor @Suite struct TextBatchTests {
    /// A grid of labelled cards: a background, an icon and a title each, `count` of them.
    static func cards(_ count: Int) -> [DisplayCommand] {
        (0..<count).flatMap { index -> [DisplayCommand] in
            let frame = Rect(x: Double(index % 6) * 100 + 4, y: Double(index / 6) * 40 + 4, width: 92, height: 32)
            return [
                .rectangle(frame, cornerRadius: 6, fill: .role(.cardBackground), stroke: .role(.border), lineWidth: 1),
                .icon(
                    name: "folder-symbolic", in: Rect(x: frame.minX + 6, y: frame.minY + 8, width: 16, height: 16),
                    tint: .role(.accent), rotation: 0),
                .text(
                    "Item \(index)", in: Rect(x: frame.minX + 28, y: frame.minY + 7, width: 60, height: 18),
                    style: TextStyle(paint: index % 5 == 0 ? .role(.accent) : .role(.viewForeground)))
            ]
        }
    }

    /// The render node `renderer` makes of `list`.
    private func node(_ list: DisplayList, _ renderer: CairoRenderer, size: Size) -> OpaquePointer? {
        let snapshot = gtk_snapshot_new()!
        renderer.draw(list, into: snapshot, size: size, deviceScale: 1)
        return gtk_snapshot_free_to_node(snapshot)
    }

    /// How many text nodes are in the tree under `node`.
    private func textNodes(in node: OpaquePointer?) -> Int {
        guard let node else { return 0 }
        switch gsk_render_node_get_node_type(node) {
        case GSK_TEXT_NODE: return 1
        case GSK_CONTAINER_NODE:
            return (0..<gsk_container_node_get_n_children(node)).reduce(0) {
                $0 + textNodes(in: gsk_container_node_get_child(node, $1))
            }
        case GSK_TRANSFORM_NODE: return textNodes(in: gsk_transform_node_get_child(node))
        case GSK_CLIP_NODE: return textNodes(in: gsk_clip_node_get_child(node))
        case GSK_ROUNDED_CLIP_NODE: return textNodes(in: gsk_rounded_clip_node_get_child(node))
        case GSK_OPACITY_NODE: return textNodes(in: gsk_opacity_node_get_child(node))
        default: return 0
        }
    }

    /// Draws `commands` as render nodes with and without batching; the two images.
    private func bothWays(
        _ commands: [DisplayCommand], size: Size, scale: Double = 1
    ) throws -> (batched: OffscreenImage, single: OffscreenImage) {
        let list = whiteList(commands)
        let batched = try OffscreenImage(size: size, scale: scale)
        batched.drawAsRenderNodes(list, with: CairoRenderer(theme: .adwaitaLight, scale: scale))
        let single = try OffscreenImage(size: size, scale: scale)
        let plain = CairoRenderer(theme: .adwaitaLight, scale: scale)
        plain.batchesText = false
        single.drawAsRenderNodes(list, with: plain)
        return (batched, single)
    }

    /// Device pixels of the two images differing by more than `tolerance` in any channel.
    private func differing(_ a: OffscreenImage, _ b: OffscreenImage, tolerance: Int = 0) -> Int {
        var count = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                if max(abs(p.red - q.red), abs(p.green - q.green), abs(p.blue - q.blue), abs(p.alpha - q.alpha))
                    > tolerance
                {
                    count += 1
                }
            }
        }
        return count
    }

    @Test func aGridOfLabelsIsOneTextNodePerRowAndColour() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let list = whiteList(Self.cards(60))
        let size = Size(width: 600, height: 400)
        let batched = CairoRenderer(theme: .adwaitaLight)
        let single = CairoRenderer(theme: .adwaitaLight)
        single.batchesText = false
        // Cards do not overlap one another's text, so nothing sends a batch early: one node for each of the
        // 10 rows, and one more for each row with an accent-coloured label (every fifth).
        let accentRows = (0..<10).filter { row in (row * 6..<row * 6 + 6).contains { $0 % 5 == 0 } }.count
        #expect(textNodes(in: node(list, batched, size: size)) == 10 + accentRows)
        #expect(textNodes(in: node(list, single, size: size)) == 60)
    }

    @Test(arguments: [1.0, 2.0])
    func batchedTextDrawsTheSamePixels(scale: Double) throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        var commands = Self.cards(60)
        // A centred line, a cut one, two wrapped lines, a right-to-left one.
        commands += [
            .text("Centred", in: Rect(x: 10, y: 410, width: 200, height: 18), style: TextStyle(alignment: .center)),
            .text(
                "A line far too long for its box", in: Rect(x: 220, y: 410, width: 90, height: 18),
                style: TextStyle(truncation: .middle)),
            .text(
                "Wrapped over two lines here", in: Rect(x: 320, y: 410, width: 110, height: 40),
                style: TextStyle(size: 12, maximumLines: 2)),
            .text("שלום עולם", in: Rect(x: 440, y: 410, width: 150, height: 18), style: TextStyle(weight: .bold))
        ]
        // Texts touching others: a second label over the first card's, in its colour.
        commands.append(.text("Item 0", in: Rect(x: 33, y: 12, width: 60, height: 18), style: TextStyle()))
        let (batched, single) = try bothWays(commands, size: Size(width: 600, height: 460), scale: scale)
        #expect(differing(batched, single) == 0)
        // And something was drawn: the images are not blank.
        #expect(countPixels(single, where: { !isWhite($0) }) > 1000)
    }

    @Test func whatIsDrawnOverWaitingTextStaysOverIt() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let red = Color(hex: 0xE01B24)
        let commands: [DisplayCommand] = [
            .text("Covered", in: Rect(x: 10, y: 10, width: 100, height: 18), style: TextStyle(size: 20)),
            .text("Beside", in: Rect(x: 10, y: 60, width: 100, height: 18), style: TextStyle(size: 20)),
            .rectangle(
                Rect(x: 0, y: 0, width: 120, height: 40), cornerRadius: 0, fill: .color(red), stroke: nil, lineWidth: 0),
            // Text in another colour over text waiting in the first.
            .text(
                "Over", in: Rect(x: 10, y: 60, width: 100, height: 18), style: TextStyle(size: 20, paint: .color(red)))
        ]
        let (batched, single) = try bothWays(commands, size: Size(width: 140, height: 100))
        #expect(differing(batched, single) == 0)
        // The rectangle hides the first text completely.
        #expect(countPixels(batched, inside: (0, 0, 120, 40), where: { !isClose($0, 0xE0, 0x1B, 0x24) }) == 0)
    }

    @Test func fadingTextsJoinTheBatchAtTheirFadedColour() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        // A transition's fading cells: each text in a clip and an opacity group of its own.
        let commands: [DisplayCommand] = (0..<12).flatMap { index -> [DisplayCommand] in
            let frame = Rect(x: Double(index % 4) * 100, y: Double(index / 4) * 30, width: 96, height: 26)
            return [
                .pushClip(frame.inset(by: EdgeInsets(all: -4))), .beginGroup(opacity: 0.4),
                .text(
                    "Fading \(index)", in: Rect(x: frame.minX + 6, y: frame.minY + 4, width: 84, height: 18),
                    style: TextStyle()),
                .endGroup, .popClip
            ]
        }
        let list = whiteList(commands)
        // a row each
        #expect(textNodes(in: node(list, CairoRenderer(theme: .adwaitaLight), size: Size(width: 400, height: 90))) == 3)
        // An opacity group composites the glyphs once; a faded colour composites each glyph faded, which differs
        // only where two glyphs' antialiased edges overlap.
        let (batched, single) = try bothWays(commands, size: Size(width: 400, height: 90))
        #expect(differing(batched, single, tolerance: 3) == 0)
    }

    @Test func aFadingRectangleIsDrawnAtItsFadedColour() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let commands: [DisplayCommand] = [
            .text("Under", in: Rect(x: 10, y: 10, width: 100, height: 18), style: TextStyle(size: 20)),
            .beginGroup(opacity: 0.5),
            .rectangle(
                Rect(x: 0, y: 0, width: 120, height: 40), cornerRadius: 8, fill: .color(Color(hex: 0x000000)),
                stroke: nil, lineWidth: 0),
            .endGroup
        ]
        let (batched, single) = try bothWays(commands, size: Size(width: 140, height: 60))
        #expect(differing(batched, single, tolerance: 1) == 0)
        #expect(isClose(batched.pixel(x: 115, y: 20), 128, 128, 128, tolerance: 2))
    }

    @Test func aBaselineWhoseGlyphsRunPastInt32StartsANewRunInsteadOfOverflowing() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        // 200 labels of thousands of wide glyphs on one baseline: their pens add up to about 10^10 Pango units,
        // past Int32 (a trap, "arithmetic overflow", when the batch kept one Int32 pen per run).
        let cache = TextLayoutCache()
        let entry = cache.entry(String(repeating: "W", count: 4000), style: LayoutStyle(TextStyle(size: 13)), width: -1)
        let runWidth = entry.size.width * Double(PANGO_SCALE) * 200
        #expect(runWidth > Double(Int32.max))
        let batch = TextBatch()
        batch.begin(canvas: Size(width: 800, height: 600))
        for index in 0..<200 {
            batch.add(
                entry.runs, x: Double(index) * 3, y: 10, colour: GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1),
                covering: Rect(x: Double(index) * 3, y: 10, width: 1, height: 18))
        }
        let snapshot = gtk_snapshot_new()!
        batch.flush(into: snapshot)
        let node = gtk_snapshot_free_to_node(snapshot)
        defer { node.map { gsk_render_node_unref($0) } }
        // More than one text node: the glyphs were split where one run would have overflowed.
        #expect(textNodes(in: node) > 1)
    }
}
