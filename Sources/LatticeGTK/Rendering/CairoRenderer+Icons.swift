internal import CGtk
import CollectionView
import Gtk
import LatticeLayout

/// Icon bitmaps: loading from the theme on disk, resampling once to the drawn size, painting as a tinted mask.
extension CairoRenderer {
    func drawIcon(_ cr: OpaquePointer, name: String, in rect: Rect, tint: Paint?, rotation: Double) {
        guard rect.isFinite else { return }
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let square = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let target = min(Self.pixels(side * bitmapScale), Self.maximumIconPixels)
        let key = IconKey(name: name, pixelSize: target)
        let entry: BitmapEntry
        if let cached = icons.value(for: key) {
            entry = cached
        } else if drawsInMotion, let last = lastMade.icon[name], let cached = icons.value(for: last),
            cached.surface != nil
        {
            entry = cached
        } else {
            entry = loadIcon(name: name, pixelSize: target)
            icons.insert(entry, for: key, cost: entry.cost)
            if entry.surface != nil { lastMade.icon[name] = key }
        }
        guard let surface = entry.surface else {
            // A neutral rounded square where the icon would be.
            let frame = transform.snap(square)
            CairoPath.roundedRectangle(cr, frame, radius: frame.width * 0.2)
            CairoPath.setSource(cr, theme[.border])
            cairo_fill(cr)
            return
        }
        paint(
            cr, surface, symbolic: entry.isSymbolic, tint: (tint ?? .role(.viewForeground)).resolve(in: theme),
            in: square, rotation: rotation.isFinite ? rotation : 0)
    }

    func loadIcon(name: String, pixelSize: Int) -> BitmapEntry {
        guard let file = iconLocator.locate(name, target: pixelSize) else { return BitmapEntry(surface: nil) }
        var surface =
            file.isScalable
            ? PixbufLoader.loadSquare(path: file.path, size: pixelSize) : PixbufLoader.loadFull(path: file.path)
        // Resample once to the size it is drawn at: downscaling a 256 or 512 px theme bitmap with a good filter
        // on every frame would make pixman most of a grid frame.
        if let loaded = surface, max(loaded.pixelWidth, loaded.pixelHeight) != pixelSize {
            surface = Self.resample(loaded, longestSide: pixelSize) ?? loaded
        }
        return BitmapEntry(surface: surface, isSymbolic: file.isSymbolic)
    }

    /// `surface` scaled (aspect kept) so its longest side is `longestSide` pixels, with a good filter.
    static func resample(_ surface: CairoSurface, longestSide: Int) -> CairoSurface? {
        let scale = Double(longestSide) / Double(max(surface.pixelWidth, surface.pixelHeight))
        let width = max(1, Int((Double(surface.pixelWidth) * scale).rounded()))
        let height = max(1, Int((Double(surface.pixelHeight) * scale).rounded()))
        guard let target = CairoSurface.makeImage(width: width, height: height), let cr = cairo_create(target.pointer)
        else {
            return nil
        }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(width) / Double(surface.pixelWidth), Double(height) / Double(surface.pixelHeight))
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_surface_flush(target.pointer)
        return cairo_status(cr) == CAIRO_STATUS_SUCCESS ? target : nil
    }

    /// Paints an icon surface scaled into `square` (aspect kept), rotated about its centre; symbolic icons are
    /// used as a mask filled with `tint`.
    func paint(
        _ cr: OpaquePointer, _ surface: CairoSurface, symbolic: Bool, tint: Color, in square: Rect,
        rotation: Double
    ) {
        let pixelWidth = Double(surface.pixelWidth), pixelHeight = Double(surface.pixelHeight)
        let fit = min(square.width / pixelWidth, square.height / pixelHeight)
        guard fit > 0, fit.isFinite else { return }
        cairo_save(cr)
        if rotation == 0 {
            let frame = transform.snap(square)
            let k = min(frame.width / pixelWidth, frame.height / pixelHeight)
            cairo_translate(cr, frame.midX - pixelWidth * k / 2, frame.midY - pixelHeight * k / 2)
            cairo_scale(cr, k, k)
        } else {
            cairo_translate(cr, square.midX, square.midY)
            cairo_rotate(cr, rotation)
            cairo_scale(cr, fit, fit)
            cairo_translate(cr, -pixelWidth / 2, -pixelHeight / 2)
        }
        if symbolic {
            CairoPath.setSource(cr, tint)
            cairo_mask_surface(cr, surface.pointer, 0, 0)
        } else {
            cairo_set_source_surface(cr, surface.pointer, 0, 0)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }
}
