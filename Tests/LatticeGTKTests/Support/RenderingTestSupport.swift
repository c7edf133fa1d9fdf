import CGtk
import CollectionView
import LatticeLayout

@testable import LatticeGTK

/// An RGBA pixel, un-premultiplied, components 0...255.
typealias Pixel = (red: Int, green: Int, blue: Int, alpha: Int)

/// Renders `list` offscreen and returns the image for pixel checks.
func render(
    _ list: DisplayList, size: Size = Size(width: 120, height: 60), scale: Double = 1,
    theme: Theme = .adwaitaLight, renderer: CairoRenderer? = nil
) throws -> OffscreenImage {
    let image = try OffscreenImage(size: size, scale: scale)
    image.draw(list, with: renderer ?? CairoRenderer(theme: theme, scale: scale))
    return image
}

/// A display list on an explicit opaque white background holding `commands`.
func whiteList(_ commands: [DisplayCommand]) -> DisplayList {
    var list = DisplayList(background: .color(Color(hex: 0xFFFFFF)))
    for command in commands { list.append(command) }
    return list
}

func isWhite(_ p: Pixel) -> Bool { p.red >= 250 && p.green >= 250 && p.blue >= 250 && p.alpha == 255 }

func isClose(_ p: Pixel, _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 3) -> Bool {
    abs(p.red - red) <= tolerance && abs(p.green - green) <= tolerance && abs(p.blue - blue) <= tolerance
}

/// Device pixels of `image` (optionally only those inside or outside a device-pixel rect) matching `predicate`.
func countPixels(
    _ image: OffscreenImage, inside: (x: Int, y: Int, width: Int, height: Int)? = nil,
    outside: (x: Int, y: Int, width: Int, height: Int)? = nil, where predicate: (Pixel) -> Bool
) -> Int {
    var count = 0
    for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth {
            if let r = inside, !(x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height) { continue }
            if let r = outside, x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height { continue }
            if predicate(image.pixel(x: x, y: y)) { count += 1 }
        }
    }
    return count
}

/// A unique path in the temporary directory.
func temporaryPath(_ name: String) -> String {
    "/tmp/lattice-gtkshell-tests-\(UInt64.random(in: 0...UInt64.max))-\(name)"
}

/// Draws one frame of `canvas` at `size` as its widget would, into a throwaway snapshot.
@MainActor
func drawFrame(of canvas: CanvasView, size: Size, scale: Double = 1) {
    let snapshot = gtk_snapshot_new()!
    canvas.draw(into: snapshot, size: size, scale: scale)
    if let node = gtk_snapshot_free_to_node(snapshot) { gsk_render_node_unref(node) }
}
