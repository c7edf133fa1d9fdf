import CGtk
import CollectionView
import CompositionalLayout

/// Renders display lists to PNG files, with no display or GTK initialisation (tests, snapshots, the CLI).
public enum PNGRenderer {
    /// Draws `list` on a `size × scale` pixel ARGB32 image and writes it to `path`.
    /// - Throws: `PNGRenderError` naming the path and cairo's reason when the image cannot be made or written.
    public static func render(_ list: DisplayList, size: Size, scale: Double, theme: Theme, to path: String) throws {
        let image: OffscreenImage
        do throws(PNGRenderError) {
            image = try OffscreenImage(size: size, scale: scale)
        } catch {
            throw PNGRenderError(path: path, reason: error.reason)
        }
        CairoRenderer(theme: theme, scale: scale).draw(list, into: image.context, size: size)
        try image.writePNG(to: path)
    }
}

/// Why a PNG could not be rendered or written.
public struct PNGRenderError: Error, CustomStringConvertible, Equatable {
    /// The file that was to be written.
    public var path: String
    /// What went wrong (cairo's status string, or a size problem).
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "Could not write PNG “\(path)”: \(reason)" }
}

/// An ARGB32 image surface with a context scaled for HiDPI: the offscreen target of `PNGRenderer` and tests.
public final class OffscreenImage {
    let surface: CairoSurface
    /// The `cairo_t*`, scaled by `scale`.
    let context: OpaquePointer
    let size: Size
    let scale: Double

    /// A transparent image of `size` logical pixels at `scale`.
    public init(size: Size, scale: Double) throws(PNGRenderError) {
        guard scale.isFinite, scale > 0 else { throw PNGRenderError(path: "", reason: "invalid scale \(scale)") }
        let pixels = CairoScale.pixelSize(of: size, scale: scale)
        guard let surface = CairoSurface.makeImage(width: pixels.width, height: pixels.height) else {
            throw PNGRenderError(path: "", reason: "invalid image size \(pixels.width)×\(pixels.height) pixels")
        }
        let context = cairo_create(surface.pointer)!
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_status(context)))
            cairo_destroy(context)
            throw PNGRenderError(path: "", reason: reason)
        }
        CairoScale.apply(scale, to: context)
        self.surface = surface
        self.context = context
        self.size = size
        self.scale = scale
    }

    deinit { cairo_destroy(context) }

    var pixelWidth: Int { surface.pixelWidth }
    var pixelHeight: Int { surface.pixelHeight }

    /// Draws `list` with `renderer`.
    public func draw(_ list: DisplayList, with renderer: CairoRenderer) {
        renderer.draw(list, into: context, size: size)
    }

    /// Draws `list` the way the canvas widget does — as GTK render nodes, here drawn by GSK's cairo code (what
    /// `GSK_RENDERER=cairo` does in a window) — so tests can hold the two paths to the same pixels. GTK must be
    /// initialised (it registers the render node types).
    func drawAsRenderNodes(_ list: DisplayList, with renderer: CairoRenderer) {
        let snapshot = gtk_snapshot_new()!
        renderer.draw(list, into: snapshot, size: size, deviceScale: scale)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return }
        gsk_render_node_draw(node, context)
        gsk_render_node_unref(node)
    }

    /// The pixel at device coordinates (`x`, `y`), un-premultiplied, components in 0...255.
    func pixel(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return (0, 0, 0, 0) }
        cairo_surface_flush(surface.pointer)
        let data = cairo_image_surface_get_data(surface.pointer)!
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let value = UnsafeRawPointer(data + y * stride + x * 4).load(as: UInt32.self)
        let alpha = Int(value >> 24)
        guard alpha > 0 else { return (0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> Int { min(255, (Int((value >> shift) & 0xFF) * 255 + alpha / 2) / alpha) }
        return (channel(16), channel(8), channel(0), alpha)
    }

    /// The pixel at logical coordinates (the device pixel containing the point).
    func pixel(at point: Point) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        pixel(x: Int((point.x * scale).rounded(.down)), y: Int((point.y * scale).rounded(.down)))
    }

    /// Writes the image as a PNG file.
    func writePNG(to path: String) throws(PNGRenderError) {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw PNGRenderError(path: path, reason: "invalid path") }
        cairo_surface_flush(surface.pointer)
        let status = cairo_surface_write_to_png(surface.pointer, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGRenderError(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
