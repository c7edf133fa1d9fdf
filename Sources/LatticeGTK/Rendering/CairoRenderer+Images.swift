internal import CGtk
import CollectionView
import Gtk
import LatticeLayout

/// Image bitmaps: decoded at the size drawn (in the background when a thumbnail loader runs), drawn whole —
/// fitted and centred in their rect, as a file browser shows them, so a portrait cover or a panorama keeps its
/// edges — and while content moves drawn from the size last made.
extension CairoRenderer {
    func drawImage(_ cr: OpaquePointer, path: String, in rect: Rect, cornerRadius: Double) {
        guard rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        let frame = transform.snap(rect)
        var pixelWidth = Self.pixels(frame.width * bitmapScale), pixelHeight = Self.pixels(frame.height * bitmapScale)
        let largest = max(pixelWidth, pixelHeight)
        if largest > Self.maximumImagePixels {  // keep the aspect ratio, bound the memory
            let shrink = Double(Self.maximumImagePixels) / Double(largest)
            pixelWidth = max(1, Int(Double(pixelWidth) * shrink))
            pixelHeight = max(1, Int(Double(pixelHeight) * shrink))
        }
        let key = ImageKey(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        let entry: BitmapEntry
        let radius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
        let earlier = lastMade.image[path].flatMap { images.value(for: $0) }.flatMap(\.surface)
        if let cached = images.value(for: key) {
            entry = cached
        } else if drawsInMotion, let earlier {
            return drawFitted(cr, earlier, in: frame, radius: radius)
        } else if let thumbnails {
            thumbnails.request(ThumbnailLoader.Request(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight))
            // Until it arrives: the image at the size it was last made at, else a placeholder.
            if let earlier { return drawFitted(cr, earlier, in: frame, radius: radius) }
            CairoPath.roundedRectangle(cr, frame, radius: radius)
            CairoPath.setSource(cr, theme[.hoverOverlay])
            cairo_fill(cr)
            return
        } else {
            var surface: CairoSurface?
            do throws(PixbufLoader.Failure) {
                surface = try PixbufLoader.loadFitting(path: path, width: pixelWidth, height: pixelHeight)
            } catch {
                recordImageProblem(error.description, path: path)
            }
            entry = BitmapEntry(surface: surface, isSymbolic: false)
            images.insert(entry, for: key, cost: entry.cost)
            if surface != nil { lastMade.image[path] = key }
        }
        guard let surface = entry.surface else {
            drawMissingImage(cr, in: frame, radius: radius)
            return
        }
        drawFitted(cr, surface, in: frame, radius: radius)
    }

    /// `surface` scaled to fit `frame` (snapped) with its aspect kept, centred, its corners rounded by `radius`
    /// (at most half its shorter side).
    private func drawFitted(_ cr: OpaquePointer, _ surface: CairoSurface, in frame: Rect, radius: Double) {
        let fitted = Self.fitted(width: Double(surface.pixelWidth), height: Double(surface.pixelHeight), in: frame)
        guard fitted.width > 0, fitted.height > 0 else { return }
        cairo_save(cr)
        CairoPath.roundedRectangle(cr, fitted, radius: min(radius, min(fitted.width, fitted.height) / 2))
        cairo_clip(cr)
        if surface.hasTransparency { paintCheckerboard(cr, under: fitted) }
        cairo_translate(cr, fitted.minX, fitted.minY)
        cairo_scale(cr, fitted.width / Double(surface.pixelWidth), fitted.height / Double(surface.pixelHeight))
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// A checkerboard of 8-point squares over the clip, aligned to `rect`'s corner, in the theme's two
    /// checkerboard colours: what shows through an image's transparent parts.
    private func paintCheckerboard(_ cr: OpaquePointer, under rect: Rect) {
        guard let tile = checkerboard() else { return }
        let pattern = cairo_pattern_create_for_surface(tile.pointer)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1.0 / 8, 1.0 / 8)  // a tile pixel is an 8-point square
        cairo_matrix_translate(&matrix, -rect.minX, -rect.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
    }

    /// The checkerboard's 2 × 2 tile in the theme's colours, made when they change (a theme switch), not per image.
    private func checkerboard() -> CairoSurface? {
        let colors = [theme[.checkerboard], theme[.checkerboardAlternate]]
        if let kept = checkerboardTile, kept.colors == colors { return kept.surface }
        guard let tile = CairoSurface.makeImage(width: 2, height: 2),
            let pixels = cairo_image_surface_get_data(tile.pointer)
        else { return nil }
        func argb(_ color: Color) -> UInt32 {  // premultiplied, as cairo stores it
            let alpha = min(max(color.alpha, 0), 1)
            func channel(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * alpha * 255).rounded()) }
            return channel(1) << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
        }
        let stride = Int(cairo_image_surface_get_stride(tile.pointer))
        cairo_surface_flush(tile.pointer)
        for row in 0..<2 {
            let line = UnsafeMutableRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
            line[0] = argb(colors[row])
            line[1] = argb(colors[1 - row])
        }
        cairo_surface_mark_dirty(tile.pointer)
        checkerboardTile = (colors, tile)
        return tile
    }

    /// The rect an image of `width × height` takes in `frame` fitted whole and centred; an image within a pixel
    /// of the frame's aspect fills it exactly (no hairline gaps from rounding).
    static func fitted(width: Double, height: Double, in frame: Rect) -> Rect {
        let k = min(frame.width / width, frame.height / height)
        guard k.isFinite, k > 0 else { return .zero }
        var size = Size(width: width * k, height: height * k)
        if frame.width - size.width < 1 { size.width = frame.width }
        if frame.height - size.height < 1 { size.height = frame.height }
        return Rect(
            x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A dim rounded rect with the "image-missing" symbol in its centre.
    private func drawMissingImage(_ cr: OpaquePointer, in frame: Rect, radius: Double) {
        CairoPath.roundedRectangle(cr, frame, radius: radius)
        CairoPath.setSource(cr, theme[.border])
        cairo_fill(cr)
        let side = min(min(max(min(frame.width, frame.height) * 0.4, 16), 64), min(frame.width, frame.height))
        let iconRect = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        let target = Self.pixels(side * bitmapScale)
        let key = IconKey(name: "image-missing-symbolic", pixelSize: target)
        let entry: BitmapEntry
        if let cached = icons.value(for: key) {
            entry = cached
        } else {
            entry = loadIcon(name: key.name, pixelSize: target)
            icons.insert(entry, for: key, cost: entry.cost)
        }
        if let surface = entry.surface {
            paint(cr, surface, symbolic: true, tint: theme[.dimForeground], in: iconRect, rotation: 0)
        }
    }
}
