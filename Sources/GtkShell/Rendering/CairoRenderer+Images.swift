import CGtk
import CollectionView
import CompositionalLayout

/// Image bitmaps: decoded at the size drawn (in the background when a thumbnail loader runs), drawn cover-
/// cropped, and while content moves drawn from the size last made.
extension CairoRenderer {
    func drawImage(_ cr: OpaquePointer, path: String, in rect: Rect, cornerRadius: Double) {
        guard rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        let frame = transform.snap(rect)
        var pixelWidth = Self.pixels(frame.width * bitmapScale), pixelHeight = Self.pixels(frame.height * bitmapScale)
        let largest = max(pixelWidth, pixelHeight)
        if largest > Self.maximumImagePixels { // keep the aspect ratio, bound the memory
            let shrink = Double(Self.maximumImagePixels) / Double(largest)
            pixelWidth = max(1, Int(Double(pixelWidth) * shrink))
            pixelHeight = max(1, Int(Double(pixelHeight) * shrink))
        }
        let key = ImageKey(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        let entry: BitmapEntry
        let radius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
        let earlier = lastImageKey[path].flatMap { images.value(for: $0) }.flatMap(\.surface)
        if let cached = images.value(for: key) {
            entry = cached
        } else if drawsInMotion, let earlier {
            return drawCover(cr, earlier, in: frame, radius: radius)
        } else if let thumbnails {
            thumbnails.request(ThumbnailLoader.Request(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight))
            // Until it arrives: the image at the size it was last made at, else a placeholder.
            if let earlier { return drawCover(cr, earlier, in: frame, radius: radius) }
            CairoPath.roundedRectangle(cr, frame, radius: radius)
            CairoPath.setSource(cr, theme[.hoverOverlay])
            cairo_fill(cr)
            return
        } else {
            var surface: CairoSurface?
            do throws(PixbufLoader.Failure) {
                surface = try PixbufLoader.loadCover(path: path, width: pixelWidth, height: pixelHeight)
            } catch {
                recordImageProblem(error.description, path: path)
            }
            entry = BitmapEntry(surface: surface, isSymbolic: false)
            images.insert(entry, for: key, cost: entry.cost)
            if surface != nil { lastImageKey[path] = key }
        }
        guard let surface = entry.surface else {
            drawMissingImage(cr, in: frame, radius: radius)
            return
        }
        cairo_save(cr)
        CairoPath.roundedRectangle(cr, frame, radius: radius)
        cairo_clip(cr)
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, frame.width / Double(surface.pixelWidth), frame.height / Double(surface.pixelHeight))
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// `surface` scaled to cover `frame` (snapped) with its aspect kept, centred, clipped to a rounded rect.
    private func drawCover(_ cr: OpaquePointer, _ surface: CairoSurface, in frame: Rect, radius: Double) {
        let width = Double(surface.pixelWidth), height = Double(surface.pixelHeight)
        let k = max(frame.width / width, frame.height / height)
        guard k.isFinite, k > 0 else { return }
        cairo_save(cr)
        CairoPath.roundedRectangle(cr, frame, radius: radius)
        cairo_clip(cr)
        cairo_translate(cr, frame.midX - width * k / 2, frame.midY - height * k / 2)
        cairo_scale(cr, k, k)
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
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
