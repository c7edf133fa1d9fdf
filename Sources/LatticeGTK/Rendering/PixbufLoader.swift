internal import CGtk
import Gtk
import InputFiles

/// Loads image files through gdk-pixbuf into cairo image surfaces (premultiplied ARGB32).
///
/// Every image — a cell's image file, a cached thumbnail, an icon — is read through `InputFile.open` (a
/// regular file of at most `PixbufLoader.imageFileBytes`, opened without blocking) and streamed into a
/// `GdkPixbufLoader`. The decoder is told the size drawn as soon as the header gives the image's size, and an
/// image that would decode past `PixbufLoader.fullDecodePixels` is stopped there, before any pixel is decoded.
enum PixbufLoader {
    /// The largest image file opened: 256 MiB (images are streamed to the decoder, never held whole).
    static let imageFileBytes = 256 << 20
    /// The most pixels an image may have when its decoder makes it at full size before scaling (PNG, GIF,
    /// WebP, TIFF, …): 50 megapixels, 200 MB of decoded RGBA — checked from the file's header, before decoding.
    /// JPEG counts at 1/8 of each side (its decoder scales as it decodes), SVG at the size drawn.
    static let fullDecodePixels = 50_000_000

    /// Why an image was not decoded.
    enum Failure: Error, CustomStringConvertible {
        /// The file could not be opened or read (missing, not a regular file, too large).
        case file(InputError)
        /// The header gives a size past the budget: `width × height` would decode to more than `budget` pixels.
        case tooLarge(path: String, width: Int, height: Int, budget: Int)
        /// gdk-pixbuf could not decode it (unknown format, corrupt data).
        case decoding(path: String, GLibError)

        var description: String {
            switch self {
            case .file(let error): error.description
            case .tooLarge(let path, let width, let height, let budget):
                "\(path): the image is \(width) × \(height) pixels; images are decoded up to \(budget) pixels"
            case .decoding(let path, let error): "\(path): \(error.message)"
            }
        }
    }

    /// `path` scaled to fit inside `width × height` device pixels with its aspect kept ("aspect fit": the whole
    /// image, as a file browser shows it), never scaled up beyond the file's own resolution (the renderer scales
    /// the surface to the rect). Applies the EXIF orientation. Throws why not when the file is missing,
    /// unreadable, past the budget or not an image.
    static func loadFitting(path: String, width: Int, height: Int) throws(Failure) -> CairoSurface {
        let pixbuf = try decode(
            path: path,
            scaled: { sourceWidth, sourceHeight in
                // The orientation may turn the image a quarter: fit either way round, so the decoded image is
                // never smaller than drawn.
                let upright = min(
                    Double(max(width, 1)) / Double(sourceWidth), Double(max(height, 1)) / Double(sourceHeight))
                let turned = min(
                    Double(max(height, 1)) / Double(sourceWidth), Double(max(width, 1)) / Double(sourceHeight))
                let factor = min(max(upright, turned), 1)
                return (
                    max(1, Int((Double(sourceWidth) * factor).rounded(.up))),
                    max(1, Int((Double(sourceHeight) * factor).rounded(.up)))
                )
            })
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        guard width > 0, height > 0, let oriented = gdk_pixbuf_apply_embedded_orientation(pixbuf) else {
            throw .decoding(path: path, GLibError(domain: "lattice", code: 0, message: "the image cannot be oriented"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(oriented)) }
        guard let surface = surface(from: oriented) else {
            throw .decoding(
                path: path,
                GLibError(
                    domain: "lattice", code: 0,
                    message: "the image's pixel format is not 8-bit RGB(A)"))
        }
        return surface
    }

    /// `path` rendered to fit `size × size` pixels with its aspect kept (SVG icons), or nil.
    static func loadSquare(path: String, size: Int) -> CairoSurface? {
        guard size > 0,
            let pixbuf = try? decode(
                path: path,
                scaled: { width, height in
                    let factor = Double(size) / Double(max(width, height))
                    return (
                        max(1, Int((Double(width) * factor).rounded())),
                        max(1, Int((Double(height) * factor).rounded()))
                    )
                })
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return surface(from: pixbuf)
    }

    /// `path` at its own size (bitmap icons), or nil.
    static func loadFull(path: String) -> CairoSurface? {
        guard let pixbuf = try? decode(path: path, scaled: { ($0, $1) }) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return surface(from: pixbuf)
    }

    /// A pixbuf (one owned reference) of the image at `path`, decoded at the size `scaled` gives for the size
    /// its header declares, or why not. `maximumSide` refuses images whose header declares a longer side
    /// (a cached thumbnail larger than its folder's size is not one).
    static func decode(
        path: String, maximumSide: Int? = nil,
        scaled: @escaping (Int, Int) -> (Int, Int)
    ) throws(Failure) -> OpaquePointer {
        let descriptor: Int32
        do {
            descriptor = try InputFile.open(path: path, kind: "image", sizeLimit: PixbufLoader.imageFileBytes)
        } catch {
            throw .file(error)
        }
        defer { close(descriptor) }
        guard let loader = gdk_pixbuf_loader_new() else {
            throw .decoding(path: path, GLibError(domain: "lattice", code: 0, message: "no image loader"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let gate = SizeGate(maximumSide: maximumSide, scaled: scaled)
        let handler: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, gpointer?) -> Void = {
            loader, width, height, data in
            guard let loader, let data else { return }
            Unmanaged<SizeGate>.fromOpaque(data).takeUnretainedValue().prepare(
                loader, width: Int(width), height: Int(height))
        }
        _ = lattice_signal_connect(
            UnsafeMutableRawPointer(loader), "size-prepared",
            unsafeBitCast(handler, to: GCallback.self),
            Unmanaged.passRetained(gate).toOpaque(), releaseCallbackBox)
        var writeError: GLibError?
        do throws(InputError) {
            try InputFile.forEachChunk(of: descriptor, path: path) {
                (chunk: UnsafeRawBufferPointer) throws(InputError) -> Bool in
                guard let base = chunk.baseAddress, !chunk.isEmpty else { return true }
                do throws(GLibError) {
                    _ = try GLibError.check { error -> gboolean in
                        gdk_pixbuf_loader_write(
                            loader, base.assumingMemoryBound(to: guchar.self), gsize(chunk.count), error)
                    }
                } catch {
                    writeError = error
                    return false
                }
                return gate.refusal == nil
            }
        } catch {
            _ = try? GLibError.check { gdk_pixbuf_loader_close(loader, $0) }
            throw .file(error)
        }
        var closeError: GLibError?
        do { _ = try GLibError.check { gdk_pixbuf_loader_close(loader, $0) } } catch { closeError = error }
        if let (width, height, budget) = gate.refusal {
            throw .tooLarge(path: path, width: width, height: height, budget: budget)
        }
        if let writeError { throw .decoding(path: path, writeError) }
        if let closeError { throw .decoding(path: path, closeError) }
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw .decoding(path: path, GLibError(domain: "lattice", code: 0, message: "the image has no pixels"))
        }
        g_object_ref(UnsafeMutableRawPointer(pixbuf))
        return pixbuf
    }

    /// Decides, from the size an image's header declares, the size it is decoded at — or that it is not decoded.
    private final class SizeGate {
        let maximumSide: Int?
        let scaled: (Int, Int) -> (Int, Int)
        /// The declared size and the budget it broke, when the image was refused.
        private(set) var refusal: (Int, Int, Int)?

        init(maximumSide: Int?, scaled: @escaping (Int, Int) -> (Int, Int)) {
            self.maximumSide = maximumSide
            self.scaled = scaled
        }

        func prepare(_ loader: UnsafeMutablePointer<GdkPixbufLoader>, width: Int, height: Int) {
            guard width > 0, height > 0 else { return refuse(loader, width, height, budget: 0) }
            if let maximumSide, max(width, height) > maximumSide {
                return refuse(loader, width, height, budget: maximumSide * maximumSide)
            }
            let (targetWidth, targetHeight) = scaled(width, height)
            let format = gdk_pixbuf_loader_get_format(loader).flatMap { gdk_pixbuf_format_get_name($0) }
            let name = format.map { String(cString: $0) } ?? ""
            if let format { g_free(format) }
            // What the decoder makes before any scaling: a vector image only the size asked for, JPEG down to
            // 1/8 of each side, the other formats the whole image.
            let target = targetWidth * targetHeight
            let decoded =
                switch name {
                case "svg": target
                case "jpeg": max(target, width * height / 64)
                default: width * height
                }
            guard decoded <= PixbufLoader.fullDecodePixels else {
                return refuse(loader, width, height, budget: PixbufLoader.fullDecodePixels)
            }
            if (targetWidth, targetHeight) != (width, height) {
                gdk_pixbuf_loader_set_size(loader, Int32(targetWidth), Int32(targetHeight))
            }
        }

        /// A zero size makes gdk-pixbuf's decoders stop before allocating anything.
        private func refuse(_ loader: UnsafeMutablePointer<GdkPixbufLoader>, _ width: Int, _ height: Int, budget: Int) {
            refusal = (width, height, budget)
            gdk_pixbuf_loader_set_size(loader, 0, 0)
        }
    }

    /// The whole of `pixbuf` as a surface.
    private static func surface(from pixbuf: OpaquePointer) -> CairoSurface? {
        surface(
            from: pixbuf, x: 0, y: 0, width: Int(gdk_pixbuf_get_width(pixbuf)),
            height: Int(gdk_pixbuf_get_height(pixbuf)))
    }

    /// Copies a region of an 8-bit RGB(A) pixbuf into a new premultiplied ARGB32 surface.
    private static func surface(
        from pixbuf: OpaquePointer, x: Int, y: Int, width: Int, height: Int
    )
        -> CairoSurface?
    {
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
            gdk_pixbuf_get_colorspace(pixbuf) == GDK_COLORSPACE_RGB,
            let source = gdk_pixbuf_read_pixels(pixbuf)
        else { return nil }
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard channels == (hasAlpha ? 4 : 3) else { return nil }
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard let surface = CairoSurface.makeImage(width: width, height: height) else { return nil }
        cairo_surface_flush(surface.pointer)
        guard let destination = cairo_image_surface_get_data(surface.pointer) else { return nil }
        let destinationStride = Int(cairo_image_surface_get_stride(surface.pointer))
        var leastAlpha: UInt32 = 255
        for row in 0..<height {
            let sourceRow = source + (y + row) * sourceStride + x * channels
            let destinationRow = UnsafeMutableRawPointer(destination + row * destinationStride)
                .assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let pixel = sourceRow + column * channels
                let alpha = hasAlpha ? UInt32(pixel[3]) : 255
                leastAlpha = min(leastAlpha, alpha)
                func premultiplied(_ value: UInt8) -> UInt32 {
                    let product = UInt32(value) * alpha + 128
                    return (product + (product >> 8)) >> 8
                }
                destinationRow[column] =
                    alpha << 24 | premultiplied(pixel[0]) << 16
                    | premultiplied(pixel[1]) << 8 | premultiplied(pixel[2])
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        surface.hasTransparency = leastAlpha < 255
        return surface
    }
}
