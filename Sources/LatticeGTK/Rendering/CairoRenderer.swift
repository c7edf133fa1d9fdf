internal import CGtk
import CollectionView
import Gtk
import LatticeLayout

/// Draws `DisplayList`s into cairo contexts: the GTK shell's canvas and offscreen PNGs.
///
/// Not thread-safe, but not bound to the main actor either: make one renderer per canvas (or per rendering
/// thread) and use it from one thread at a time (a canvas's renderer, sharing the main thread's text layouts,
/// from the main thread only). Its text is laid out on a private Pango context and font map, so it never
/// touches GTK's (main-thread) default font map and needs no GTK initialisation.
///
/// Caches, all bounded LRUs kept across frames:
/// - Pango layouts by (text, layout-relevant style, width) in a `TextLayoutCache` — 2,048 entries of its own,
///   or the main thread's 4,096 shared with the measurer for a canvas — so every cell drawing the same text
///   shares one layout;
/// - icon surfaces by (name, device pixel size) — 512 entries or 16 MB;
/// - image surfaces by (path, device pixel size) — 64 MB of pixels. Unreadable files are remembered as
///   failures until `invalidateImage(atPath:)` or `purgeCaches()`.
///
/// Coordinates are logical pixels. For HiDPI, draw into a surface of `size × scale` device pixels whose context
/// was scaled with `CairoScale.apply(_:to:)`; bitmaps (icons, images) are chosen for the larger of `scale` and
/// the context's own scale. Rectangles, clips, image frames and text origins are snapped to device pixels, and
/// horizontal or vertical lines are snapped so a 1 px line covers exactly one device pixel row or column.
///
/// Text starts at the top of its rect and is bounded horizontally by the rect's width (wrapped and ellipsized
/// per its style) but not clipped: size text rects with `PangoTextMeasurer`. Images are decoded the first time
/// they are drawn at a size — synchronously (offscreen rendering, golden images), or in the background after
/// `loadImagesInBackground(onLoaded:)`, drawn as a placeholder until they arrive; files over 100 megapixels are
/// drawn as missing. Decoded images are cached, least recently used first out, within 64 MB.
public final class CairoRenderer {
    /// The colours theme roles resolve to.
    public var theme: Theme
    /// The device scale bitmaps are chosen for (use `gtk_widget_get_scale_factor()` in a widget).
    public var scale: Double

    private let textLayouts: TextLayoutCache
    var icons = LRUCache<IconKey, BitmapEntry>(countLimit: 512, costLimit: 16 << 20)
    var images = LRUCache<ImageKey, BitmapEntry>(countLimit: 8192, costLimit: 64 << 20)
    var iconLocator = IconLocator()
    private(set) var thumbnails: ThumbnailLoader?
    /// The size each image and icon was last made at: what is drawn, scaled, while the size drawn has not been
    /// made yet.
    var lastMade = LastMadeSizes()
    /// Why images were drawn as missing, once per file.
    private var problems = ImageProblems()

    /// Why images were drawn as missing, one line per image file, in the order they were met
    /// (`PixbufLoader.Failure` descriptions, for example "a.png: is a FIFO, not a regular file; refusing to read it").
    public var imageProblems: [String] { problems.lines }
    /// The 2 × 2 tile of the checkerboard behind transparent images, made once for the theme's two colours.
    var checkerboardTile: (colors: [Color], surface: CairoSurface)?

    /// Whether what is drawn moves and resizes from frame to frame (a layout switch, a zoom): an image or icon
    /// not yet made at the size drawn is then drawn from the size it was last made at, scaled, rather than
    /// decoded, requested or loaded at every size it passes through. Once motion stops, the next frame makes
    /// the size it draws. A canvas sets this for each frame.
    public var drawsInMotion = false

    /// Whether render nodes draw the texts of a frame in batches, one text node per font and colour (see
    /// `TextBatch`); off, each text is a node of its own.
    public var batchesText = true
    /// The batch render nodes gather texts in, kept for its glyph strings' capacity.
    let textBatch = TextBatch()

    /// Per-frame state.
    var transform = DeviceTransform()
    var bitmapScale = 1.0

    /// A renderer drawing with `theme`, choosing bitmaps for `scale` device pixels per logical pixel, with a
    /// text-layout cache of its own.
    public convenience init(theme: Theme, scale: Double = 1) {
        self.init(theme: theme, scale: scale, textLayouts: TextLayoutCache())
    }

    /// A renderer drawing its text from `textLayouts` (`TextLayoutCache.main` for a canvas on the main thread).
    init(theme: Theme, scale: Double = 1, textLayouts: TextLayoutCache) {
        self.theme = theme
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.textLayouts = textLayouts
    }

    /// From now on, images not yet decoded at the size drawn are requested from a background thread (a valid
    /// freedesktop thumbnail first) and drawn as a placeholder; `onLoaded` runs on the main thread as each
    /// arrives (redraw then).
    @MainActor
    public func loadImagesInBackground(cacheRoot: String? = nil, onLoaded: @escaping @MainActor () -> Void) {
        thumbnails = ThumbnailLoader(cacheRoot: cacheRoot ?? ThumbnailCache.root) { [weak self] request, decoded in
            guard let self else { return }
            let key = ImageKey(path: request.path, pixelWidth: request.pixelWidth, pixelHeight: request.pixelHeight)
            let entry = BitmapEntry(surface: decoded.surface, isSymbolic: false)
            if let problem = decoded.problem { self.recordImageProblem(problem, path: request.path) }
            self.images.insert(entry, for: key, cost: entry.cost)
            if entry.surface != nil { self.lastMade.image[key.path] = key }
            onLoaded()
        }
    }

    /// Draws `list` into `cr` (a `cairo_t*`), clearing `size` (logical pixels from the origin of the current user
    /// space) to the list's background first. The context's state is restored afterwards; unbalanced clips and
    /// groups in the list are tolerated (extra pops are ignored, open ones are closed at the end).
    public func draw(_ list: DisplayList, into cr: OpaquePointer, size: Size) {
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return }
        cairo_save(cr)
        transform = DeviceTransform(of: cr)
        let contextScale = transform.isAxisAligned ? max(transform.scaleX, transform.scaleY) : 1
        bitmapScale = min(max(scale, contextScale, 0.01), 16)

        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        CairoPath.setSource(cr, list.background.resolve(in: theme))
        if size.width.isFinite, size.height.isFinite {
            cairo_rectangle(cr, 0, 0, max(0, size.width), max(0, size.height))
            cairo_fill(cr)
        } else {
            cairo_paint(cr)
        }
        cairo_restore(cr)

        var stack: [Frame] = []
        for command in list.commands {
            cairo_new_path(cr)
            switch command {
            case .rectangle(let rect, let cornerRadius, let fill, let stroke, let lineWidth):
                drawRectangle(cr, rect, cornerRadius: cornerRadius, fill: fill, stroke: stroke, lineWidth: lineWidth)
            case .text(let string, let rect, let style):
                drawText(cr, string, in: rect, style: style)
            case .icon(let name, let rect, let tint, let rotation):
                drawIcon(cr, name: name, in: rect, tint: tint, rotation: rotation)
            case .image(let path, let rect, let cornerRadius):
                drawImage(cr, path: path, in: rect, cornerRadius: cornerRadius)
            case .line(let from, let to, let width, let paint):
                drawLine(cr, from: from, to: to, width: width, paint: paint)
            case .beginGroup(let opacity):
                let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 1
                if alpha < 1 {
                    cairo_push_group(cr)
                    stack.append(.group(opacity: alpha))
                } else {
                    cairo_save(cr)
                    stack.append(.opaqueGroup)
                }
            case .endGroup:
                guard let index = stack.lastIndex(where: { $0.isGroup }) else { break }
                while stack.count > index { close(stack.removeLast(), cr) }
            case .pushClip(let rect):
                cairo_save(cr)
                let clip = rect.isFinite ? transform.snap(rect.standardized) : Rect.zero
                cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
                cairo_clip(cr)
                stack.append(.clip)
            case .popClip:
                if case .clip = stack.last { close(stack.removeLast(), cr) }
            }
        }
        while let frame = stack.popLast() { close(frame, cr) }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Forgets every cached layout, icon and image (after a font or icon theme change, or to free memory).
    public func purgeCaches() {
        textLayouts.removeAll()
        icons.removeAll()
        images.removeAll()
        lastMade = LastMadeSizes()
        iconLocator = IconLocator(roots: iconLocator.roots)
    }

    /// Forgets the cached bitmaps of the image at `path` (the file changed, or a thumbnail appeared).
    public func invalidateImage(atPath path: String) {
        images.removeAll { $0.path == path }
        lastMade.image[path] = nil
    }

    // MARK: - Commands

    private func drawRectangle(
        _ cr: OpaquePointer, _ rect: Rect, cornerRadius: Double, fill: Paint?,
        stroke: Paint?, lineWidth: Double
    ) {
        guard rect.isFinite else { return }
        let frame = transform.snap(rect.standardized)
        guard frame.width > 0, frame.height > 0 else { return }
        let radius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
        if let fill {
            CairoPath.roundedRectangle(cr, frame, radius: radius)
            CairoPath.setSource(cr, fill.resolve(in: theme))
            cairo_fill(cr)
        }
        if let stroke, lineWidth.isFinite, lineWidth > 0 {
            let width = transform.snappedLineWidth(lineWidth, axisScale: min(transform.scaleX, transform.scaleY))
            let inner = frame.insetBy(width / 2)
            CairoPath.roundedRectangle(cr, inner, radius: max(0, radius - width / 2))
            cairo_set_line_width(cr, width)
            CairoPath.setSource(cr, stroke.resolve(in: theme))
            cairo_stroke(cr)
        }
    }

    private func drawText(_ cr: OpaquePointer, _ text: String, in rect: Rect, style: TextStyle) {
        guard rect.isFinite, rect.width > 0, !text.isEmpty else { return }
        let (entry, x) = textLayout(for: text, in: rect, style: style)
        let origin = transform.snap(rect.origin)
        cairo_move_to(cr, origin.x + x, origin.y)
        CairoPath.setSource(cr, style.paint.resolve(in: theme))
        pango_cairo_show_layout(cr, entry.layout.pointer)
        cairo_new_path(cr)
    }

    /// The cached layout `text` is drawn with in `rect`, and how far right of the rect's origin to draw it.
    ///
    /// One line that fits draws the same at any width, so its unconstrained layout serves every width — a cell
    /// whose width animates (a list ↔ grid switch) keeps one layout instead of making one per frame, and on the
    /// main thread the layout that measured the text is the one drawn. A leading line is drawn at the origin, a
    /// centred one where Pango would centre it in a layout of the rect's width, a trailing one against the rect's
    /// right edge — whatever the text's own direction. Only text that must be cut or wrapped is laid out at its
    /// width.
    func textLayout(for text: String, in rect: Rect, style: TextStyle) -> (entry: TextLayoutCache.Entry, x: Double) {
        let layoutStyle = LayoutStyle(style)
        let box = PangoText.pangoWidth(rect.width)
        let unconstrained = textLayouts.entry(text, style: layoutStyle, width: -1)
        let line = PangoText.pangoWidth(unconstrained.size.width)
        if layoutStyle.maximumLines == 1, line <= box {
            switch layoutStyle.alignment {
            case .leading: return (unconstrained, 0)
            case .center:
                return (unconstrained, Double(PangoText.centredOffset(line: line, box: box)) / Double(PANGO_SCALE))
            case .trailing: return (unconstrained, Double(box - line) / Double(PANGO_SCALE))
            }
        }
        return (textLayouts.entry(text, style: layoutStyle, width: box), 0)
    }

    /// Notes once per file why an image could not be drawn.
    func recordImageProblem(_ problem: String, path: String) {
        problems.note(problem, path: path)
    }

    // MARK: - Helpers

    /// Whole device pixels for an extent (at least 1, at most the bitmap bound).
    static func pixels(_ extent: Double) -> Int {
        guard extent.isFinite, extent > 0 else { return 1 }
        return Int(min(max(1, (extent - 0.01).rounded(.up)), Double(maximumImagePixels)))
    }

    /// The longest side of a cached image bitmap.
    static let maximumImagePixels = 4096
    /// The largest icon bitmap (bigger icons are scaled up from it).
    static let maximumIconPixels = 1024

    private func close(_ frame: Frame, _ cr: OpaquePointer) {
        switch frame {
        case .clip, .opaqueGroup:
            cairo_restore(cr)
        case .group(let opacity):
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    // MARK: - Introspection for tests

    var cachedLayoutCount: Int { textLayouts.count }
    var cachedIconCount: Int { icons.count }
    var cachedImageBytes: Int { images.totalCost }
}

/// A clip or group opened by the display list, closed by its matching command or at the end of the frame.
private enum Frame {
    case clip
    case group(opacity: Double)
    /// A group at full opacity: drawn directly (a save/restore pair keeps the nesting).
    case opaqueGroup

    var isGroup: Bool {
        switch self {
        case .clip: false
        case .group, .opaqueGroup: true
        }
    }
}

struct IconKey: Hashable {
    var name: String
    var pixelSize: Int
}

struct ImageKey: Hashable {
    var path: String
    var pixelWidth: Int
    var pixelHeight: Int
}

/// A cached bitmap, or a remembered failure (`surface == nil`).
final class BitmapEntry {
    let surface: CairoSurface?
    let isSymbolic: Bool

    init(surface: CairoSurface?, isSymbolic: Bool = false) {
        self.surface = surface
        self.isSymbolic = isSymbolic
    }

    /// Bytes of pixels (failures cost a little, so a flood of bad paths still evicts).
    var cost: Int { surface?.byteCount ?? 256 }
}

/// The key each image file and icon name was last made at.
struct LastMadeSizes {
    /// By image file.
    var image: [String: ImageKey] = [:]
    /// By icon name.
    var icon: [String: IconKey] = [:]
}

/// Why images were drawn as missing: one line per image file, in the order they were met.
struct ImageProblems {
    /// The problems, one per file.
    private(set) var lines: [String] = []
    private var paths: Set<String> = []

    /// Notes `problem` of the image at `path`, unless that file's was noted already.
    mutating func note(_ problem: String, path: String) {
        guard paths.insert(path).inserted else { return }
        lines.append(problem)
    }
}
