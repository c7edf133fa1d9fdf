import CGtk
import CollectionView
import Gtk
import LatticeLayout
import Testing

@testable import LatticeGTK

/// The canvas draws display lists as GTK render nodes, PNGs and golden images draw them with cairo: both paths
/// must give the same pixels. Render nodes need GTK initialised (it registers their types): on the main actor,
/// under a display.
@MainActor @Suite struct CairoRendererSnapshotTests {
    /// Every kind of command: fills and strokes, square and rounded; text that fits, is cut and wraps; a
    /// symbolic and a full-colour icon, a rotated one; a missing image; straight and slanted lines; a clip and
    /// a translucent group.
    static let everyCommand: [DisplayCommand] = [
        .rectangle(
            Rect(x: 4, y: 4, width: 150, height: 40), cornerRadius: 0, fill: .color(Color(hex: 0x3584E4)),
            stroke: nil, lineWidth: 0),
        .rectangle(
            Rect(x: 160.4, y: 4.6, width: 70.3, height: 40), cornerRadius: 10, fill: .role(.cardBackground),
            stroke: .role(.border), lineWidth: 1),
        .rectangle(
            Rect(x: 240, y: 4, width: 60, height: 40), cornerRadius: 6, fill: nil,
            stroke: .color(Color(hex: 0xE01B24)), lineWidth: 3),
        .text("Fits in its box", in: Rect(x: 8, y: 54, width: 200, height: 18), style: TextStyle()),
        .text(
            "A line far too long for the box it is given", in: Rect(x: 8, y: 76, width: 120, height: 18),
            style: TextStyle(truncation: .middle)),
        .text(
            "Centred bold", in: Rect(x: 150, y: 54, width: 150, height: 18),
            style: TextStyle(weight: .bold, paint: .role(.accent), alignment: .center)),
        .text(
            "Wrapped over two lines of text here", in: Rect(x: 150, y: 76, width: 120, height: 40),
            style: TextStyle(size: 12, maximumLines: 2)),
        .icon(
            name: "folder-symbolic", in: Rect(x: 8, y: 120, width: 16, height: 16), tint: .role(.accent), rotation: 0),
        .icon(name: "folder", in: Rect(x: 30, y: 112, width: 32, height: 32), tint: nil, rotation: 0),
        .icon(name: "pan-end-symbolic", in: Rect(x: 70, y: 120, width: 16, height: 16), tint: nil, rotation: .pi / 2),
        .image(path: "/nonexistent/lattice-test.png", in: Rect(x: 96, y: 110, width: 40, height: 36), cornerRadius: 6),
        .line(from: Point(x: 0, y: 150.5), to: Point(x: 320, y: 150.5), width: 1, paint: .role(.border)),
        .line(from: Point(x: 140.5, y: 110), to: Point(x: 140.5, y: 146), width: 2, paint: .role(.border)),
        .line(from: Point(x: 150, y: 120), to: Point(x: 190, y: 146), width: 1.5, paint: .role(.viewForeground)),
        .pushClip(Rect(x: 200, y: 120, width: 30, height: 20)),
        .rectangle(
            Rect(x: 190, y: 110, width: 60, height: 40), cornerRadius: 0, fill: .color(Color(hex: 0x2EC27E)),
            stroke: nil, lineWidth: 0),
        .popClip,
        .beginGroup(opacity: 0.5),
        .rectangle(
            Rect(x: 240, y: 112, width: 40, height: 30), cornerRadius: 4, fill: .color(Color(hex: 0x000000)),
            stroke: nil, lineWidth: 0),
        .text(
            "Faded", in: Rect(x: 244, y: 118, width: 60, height: 18),
            style: TextStyle(paint: .color(Color(hex: 0xFFFFFF)))),
        .endGroup
    ]

    @Test(arguments: [1.0, 2.0])
    func renderNodesDrawWhatCairoDraws(scale: Double) throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        var list = DisplayList(background: .role(.viewBackground))
        for command in Self.everyCommand { list.append(command) }
        let size = Size(width: 320, height: 160)
        let cairo = try OffscreenImage(size: size, scale: scale)
        cairo.draw(list, with: CairoRenderer(theme: .adwaitaLight, scale: scale))
        let nodes = try OffscreenImage(size: size, scale: scale)
        nodes.drawAsRenderNodes(list, with: CairoRenderer(theme: .adwaitaLight, scale: scale))

        var differing = 0, worst = 0
        for y in 0..<cairo.pixelHeight {
            for x in 0..<cairo.pixelWidth {
                let a = cairo.pixel(x: x, y: y), b = nodes.pixel(x: x, y: y)
                let difference = max(
                    abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
                worst = max(worst, difference)
                if difference > 24 { differing += 1 }
            }
        }
        // Antialiased edges may round differently (a border node against a stroked path); nothing may move.
        let total = cairo.pixelWidth * cairo.pixelHeight
        #expect(
            Double(differing) / Double(total) < 0.002,
            "\(differing) of \(total) pixels differ by more than 24, worst \(worst)")
        // Both drew something: the accent fill is there in each.
        #expect(isClose(nodes.pixel(x: Int(20 * scale), y: Int(20 * scale)), 0x35, 0x84, 0xE4))
        #expect(isClose(cairo.pixel(x: Int(20 * scale), y: Int(20 * scale)), 0x35, 0x84, 0xE4))
    }

    @Test func theContentIsANodeOfItsOwnBesideTheBackground() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        // A column of labels on a wide canvas. GSK repaints a container's whole bounds when too much of it
        // changed, so the content's node must cover the labels only, not the canvas-sized background.
        let rows = (0..<40).map { row in
            DisplayCommand.text(
                "Item \(row)", in: Rect(x: 2, y: Double(row) * 20, width: 80, height: 20), style: TextStyle())
        }
        let snapshot = try #require(gtk_snapshot_new())
        CairoRenderer(theme: .adwaitaLight).draw(
            whiteList(rows), into: snapshot, size: Size(width: 1000, height: 800),
            deviceScale: 1)
        let root = try #require(gtk_snapshot_free_to_node(snapshot))
        defer { gsk_render_node_unref(root) }
        #expect(gsk_render_node_get_node_type(root) == GSK_CONTAINER_NODE)
        try #require(gsk_container_node_get_n_children(root) == 2)
        var background = graphene_rect_t(), content = graphene_rect_t()
        gsk_render_node_get_bounds(gsk_container_node_get_child(root, 0), &background)
        gsk_render_node_get_bounds(gsk_container_node_get_child(root, 1), &content)
        #expect(background.size.width == 1000 && background.size.height == 800)
        #expect(content.origin.x >= 2 && content.origin.x + content.size.width <= 82, "\(content)")
        #expect(content.size.height > 700)
        // A transition's frames keep one container: background and texts side by side.
        let together = try #require(gtk_snapshot_new())
        CairoRenderer(theme: .adwaitaLight).draw(
            whiteList(rows), into: together, size: Size(width: 1000, height: 800),
            deviceScale: 1, contentApart: false)
        let single = try #require(gtk_snapshot_free_to_node(together))
        defer { gsk_render_node_unref(single) }
        #expect(gsk_container_node_get_n_children(single) == 41)
    }

    @Test func unbalancedClipsAndGroupsAreClosed() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        // A stray pop, and a clip and a group left open: the snapshot must still make a node (GTK aborts on
        // unbalanced pushes) and draw the list's content.
        let list = whiteList([
            .popClip, .endGroup,
            .pushClip(Rect(x: 0, y: 0, width: 60, height: 60)),
            .beginGroup(opacity: 0.5),
            .rectangle(
                Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 0, fill: .color(Color(hex: 0x000000)),
                stroke: nil, lineWidth: 0)
        ])
        let image = try OffscreenImage(size: Size(width: 120, height: 60), scale: 1)
        image.drawAsRenderNodes(list, with: CairoRenderer(theme: .adwaitaLight))
        #expect(isClose(image.pixel(x: 20, y: 20), 128, 128, 128, tolerance: 2))
        #expect(isWhite(image.pixel(x: 100, y: 20)))
    }
}
