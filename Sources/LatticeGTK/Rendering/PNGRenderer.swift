internal import CGtk
import CollectionView
import Glibc
import Gtk
import LatticeLayout

/// Renders display lists to PNG files, with no display or GTK initialisation (tests, snapshots, the CLI).
public enum PNGRenderer {
    /// Draws `list` on a `size × scale` pixel ARGB32 image and writes it to `path`.
    /// Returns why images were drawn as missing (`CairoRenderer.imageProblems`).
    /// - Throws: `PNGRenderError` naming the path and the reason when the image cannot be made or written.
    @discardableResult
    public static func render(
        _ list: DisplayList, size: Size, scale: Double, theme: Theme, to path: String
    ) throws -> [String] {
        let image: OffscreenImage
        do throws(PNGRenderError) {
            image = try OffscreenImage(size: size, scale: scale)
        } catch {
            throw PNGRenderError(path: path, reason: error.reason)
        }
        let renderer = CairoRenderer(theme: theme, scale: scale)
        renderer.draw(list, into: image.context, size: size)
        try image.writePNG(to: path)
        return renderer.imageProblems
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
        // Opened here rather than by cairo, whose only message for every failure is "error while writing to
        // output stream". O_NONBLOCK: a FIFO nobody reads is refused (ENXIO) instead of waiting for ever.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NONBLOCK, 0o666)
        guard descriptor >= 0 else {
            throw PNGRenderError(path: path, reason: Self.openFailure(errno))
        }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let sink = PNGSink(descriptor: descriptor)
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            return Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().write(data, Int(length))
        }
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface.pointer, write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            let reason =
                sink.failure.map { "cannot write it: " + String(cString: strerror($0)) }
                ?? String(cString: cairo_status_to_string(status))
            throw PNGRenderError(path: path, reason: reason)
        }
    }

    private static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT: "cannot create it: its folder does not exist"
        case EACCES, EPERM: "cannot create it: permission denied"
        case EISDIR: "it is a folder"
        case ENXIO: "it is a FIFO nobody reads"
        default: "cannot create it: " + String(cString: strerror(code))
        }
    }
}

/// Where cairo's PNG encoder writes: a file descriptor, remembering the first failure's errno.
private final class PNGSink {
    let descriptor: Int32
    private(set) var failure: Int32?

    init(descriptor: Int32) { self.descriptor = descriptor }

    func write(_ data: UnsafePointer<UInt8>, _ length: Int) -> cairo_status_t {
        var written = 0
        while written < length {
            let count = Glibc.write(descriptor, data + written, length - written)
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                return CAIRO_STATUS_WRITE_ERROR
            }
            written += count
        }
        return CAIRO_STATUS_SUCCESS
    }
}
