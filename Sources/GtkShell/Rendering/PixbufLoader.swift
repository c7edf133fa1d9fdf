import CGtk

/// Loads image files through gdk-pixbuf into cairo image surfaces (premultiplied ARGB32).
enum PixbufLoader {
    /// Larger files are refused (drawn as missing): some formats (PNG) decode at full size before scaling.
    static let maximumSourcePixels = 100_000_000

    /// `path` scaled and centre-cropped to cover `width × height` device pixels ("aspect fill"), never scaled
    /// up beyond the file's own resolution (the renderer scales the surface to the rect). Applies the EXIF
    /// orientation. Nil when the file is missing or unreadable.
    static func loadCover(path: String, width: Int, height: Int) -> CairoSurface? {
        guard width > 0, height > 0 else { return nil }
        var originalWidth: Int32 = 0, originalHeight: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &originalWidth, &originalHeight) != nil,
              originalWidth > 0, originalHeight > 0,
              Int(originalWidth) * Int(originalHeight) <= maximumSourcePixels else { return nil }
        let cover = max(Double(width) / Double(originalWidth), Double(height) / Double(originalHeight))
        let factor = min(cover, 1)
        let loadWidth = Int32(max(1, (Double(originalWidth) * factor).rounded(.up)))
        let loadHeight = Int32(max(1, (Double(originalHeight) * factor).rounded(.up)))
        guard let pixbuf = load(path: path, width: loadWidth, height: loadHeight, preserveAspect: false) else {
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        guard let oriented = gdk_pixbuf_apply_embedded_orientation(pixbuf) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(oriented)) }

        // Crop the centre to the target's aspect ratio.
        let pixelWidth = Int(gdk_pixbuf_get_width(oriented)), pixelHeight = Int(gdk_pixbuf_get_height(oriented))
        let targetAspect = Double(width) / Double(height)
        var cropWidth = pixelWidth, cropHeight = pixelHeight
        if Double(pixelWidth) / Double(pixelHeight) > targetAspect {
            cropWidth = max(1, min(pixelWidth, Int((Double(pixelHeight) * targetAspect).rounded())))
        } else {
            cropHeight = max(1, min(pixelHeight, Int((Double(pixelWidth) / targetAspect).rounded())))
        }
        return surface(from: oriented, x: (pixelWidth - cropWidth) / 2, y: (pixelHeight - cropHeight) / 2,
                       width: cropWidth, height: cropHeight)
    }

    /// `path` rendered at exactly `size × size` pixels (SVG icons), or nil.
    static func loadSquare(path: String, size: Int) -> CairoSurface? {
        guard size > 0, let pixbuf = load(path: path, width: Int32(size), height: Int32(size),
                                          preserveAspect: true) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return surface(from: pixbuf, x: 0, y: 0, width: Int(gdk_pixbuf_get_width(pixbuf)),
                       height: Int(gdk_pixbuf_get_height(pixbuf)))
    }

    /// A pixbuf (one owned reference), or nil: a file that cannot be read or decoded draws as a placeholder.
    private static func load(path: String, width: Int32, height: Int32, preserveAspect: Bool) -> OpaquePointer? {
        try? decode(path: path, width: width, height: height, preserveAspect: preserveAspect)
    }

    /// A pixbuf (one owned reference), or GdkPixbuf's error (missing file, unknown format, corrupt data).
    static func decode(path: String, width: Int32, height: Int32, preserveAspect: Bool) throws(GLibError) -> OpaquePointer {
        try GLibError.check { gdk_pixbuf_new_from_file_at_scale(path, width, height, preserveAspect ? 1 : 0, $0) }
    }

    /// Copies a region of an 8-bit RGB(A) pixbuf into a new premultiplied ARGB32 surface.
    private static func surface(from pixbuf: OpaquePointer, x: Int, y: Int, width: Int, height: Int)
        -> CairoSurface? {
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
              gdk_pixbuf_get_colorspace(pixbuf) == GDK_COLORSPACE_RGB,
              let source = gdk_pixbuf_read_pixels(pixbuf) else { return nil }
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard channels == (hasAlpha ? 4 : 3) else { return nil }
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard let surface = CairoSurface.makeImage(width: width, height: height) else { return nil }
        cairo_surface_flush(surface.pointer)
        guard let destination = cairo_image_surface_get_data(surface.pointer) else { return nil }
        let destinationStride = Int(cairo_image_surface_get_stride(surface.pointer))
        for row in 0..<height {
            let sourceRow = source + (y + row) * sourceStride + x * channels
            let destinationRow = UnsafeMutableRawPointer(destination + row * destinationStride)
                .assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let pixel = sourceRow + column * channels
                let alpha = hasAlpha ? UInt32(pixel[3]) : 255
                func premultiplied(_ value: UInt8) -> UInt32 {
                    let product = UInt32(value) * alpha + 128
                    return (product + (product >> 8)) >> 8
                }
                destinationRow[column] = alpha << 24 | premultiplied(pixel[0]) << 16
                    | premultiplied(pixel[1]) << 8 | premultiplied(pixel[2])
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }
}
