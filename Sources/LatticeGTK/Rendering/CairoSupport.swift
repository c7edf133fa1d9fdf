internal import CGtk
import CollectionView
import Gtk
import LatticeLayout

/// An owned `cairo_surface_t*`, destroyed when the last Swift reference goes.
final class CairoSurface {
    let pointer: OpaquePointer
    /// Device pixels.
    let pixelWidth: Int
    let pixelHeight: Int
    /// Whether any pixel is less than opaque (an image with transparent parts; false until its maker says so).
    var hasTransparency = false

    /// Takes ownership of `pointer` (one reference).
    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
        pixelWidth = Int(cairo_image_surface_get_width(pointer))
        pixelHeight = Int(cairo_image_surface_get_height(pointer))
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Bytes of pixel memory (the cost in caches).
    var byteCount: Int { Int(cairo_image_surface_get_stride(pointer)) * pixelHeight }

    /// An ARGB32 image surface, or nil when cairo cannot make one (bad size, no memory).
    static func makeImage(width: Int, height: Int) -> CairoSurface? {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return CairoSurface(owning: surface)
    }
}

/// An owned GObject reference (a `PangoLayout`, `PangoContext`, `GdkPixbuf`…), unreferenced on deinit.
final class GObjectReference {
    let pointer: OpaquePointer

    /// Takes ownership of one reference to `pointer`.
    init(owning pointer: OpaquePointer) { self.pointer = pointer }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}

/// A cairo transform restricted to what the renderer snaps: axis-aligned scale and translation.
struct DeviceTransform {
    var scaleX = 1.0, scaleY = 1.0, offsetX = 0.0, offsetY = 0.0
    /// False when the CTM rotates or skews: snapping is then skipped.
    var isAxisAligned = true

    init() {}

    init(of cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        isAxisAligned = matrix.xy == 0 && matrix.yx == 0 && matrix.xx > 0 && matrix.yy > 0
        scaleX = matrix.xx
        scaleY = matrix.yy
        offsetX = matrix.x0
        offsetY = matrix.y0
    }

    func deviceX(_ x: Double) -> Double { x * scaleX + offsetX }
    func deviceY(_ y: Double) -> Double { y * scaleY + offsetY }
    func userX(_ x: Double) -> Double { (x - offsetX) / scaleX }
    func userY(_ y: Double) -> Double { (y - offsetY) / scaleY }

    /// `rect` with its edges moved to the nearest device pixel boundaries; unchanged when that would collapse
    /// it (thinner than a device pixel) or the transform is not axis-aligned.
    func snap(_ rect: Rect) -> Rect {
        guard isAxisAligned else { return rect }
        let x0 = deviceX(rect.minX).rounded(), x1 = deviceX(rect.maxX).rounded()
        let y0 = deviceY(rect.minY).rounded(), y1 = deviceY(rect.maxY).rounded()
        var result = rect
        if x1 - x0 >= 1 {
            result.origin.x = userX(x0)
            result.size.width = userX(x1) - userX(x0)
        }
        if y1 - y0 >= 1 {
            result.origin.y = userY(y0)
            result.size.height = userY(y1) - userY(y0)
        }
        return result
    }

    /// `point` moved to the nearest device pixel corner.
    func snap(_ point: Point) -> Point {
        guard isAxisAligned else { return point }
        return Point(x: userX(deviceX(point.x).rounded()), y: userY(deviceY(point.y).rounded()))
    }

    /// A line width along `axisScale` rounded to whole device pixels (at least one).
    func snappedLineWidth(_ width: Double, axisScale: Double) -> Double {
        guard isAxisAligned else { return width }
        return max(1, (width * axisScale).rounded()) / axisScale
    }
}

extension Rect {
    /// The rect with negative sizes turned into empty ones.
    var standardized: Rect {
        Rect(x: minX, y: minY, width: Swift.max(0, width), height: Swift.max(0, height))
    }

    /// This rect shrunk by `amount` on every side (never below zero size).
    func insetBy(_ amount: Double) -> Rect {
        let dx = Swift.min(amount, width / 2), dy = Swift.min(amount, height / 2)
        return Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

enum CairoPath {
    /// Adds a rounded rectangle as a new sub-path; the radius is clamped to half the smaller side.
    static func roundedRectangle(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
        let r = min(max(0, radius.isFinite ? radius : 0), min(rect.width, rect.height) / 2)
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let quarter = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -quarter, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, quarter)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, quarter, 2 * quarter)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * quarter, 3 * quarter)
        cairo_close_path(cr)
    }

    /// Sets the source to a solid colour.
    static func setSource(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}

/// HiDPI set-up for callers that draw display lists with `CairoRenderer`.
public enum CairoScale {
    /// Scales `cr` (a `cairo_t*`) so that one logical pixel is `scale` device pixels. Call once, after creating
    /// the context on a surface of `size × scale` device pixels and before `CairoRenderer.draw`.
    public static func apply(_ scale: Double, to cr: OpaquePointer) {
        guard scale.isFinite, scale > 0, scale != 1 else { return }
        cairo_scale(cr, scale, scale)
    }

    /// The device pixel extent of `size` logical pixels at `scale` (rounded up).
    public static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        func pixels(_ value: Double) -> Int {
            let product = value * scale
            guard product.isFinite, product > 0 else { return 0 }
            return Int(min((product - 1e-6).rounded(.up), Double(Int32.max)))
        }
        return (pixels(size.width), pixels(size.height))
    }
}
