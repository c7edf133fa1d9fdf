internal import CGtk
import Gtk
import LatticeLayout

/// Pango layouts by text, layout-relevant style and width, made on one private Pango context, with their
/// logical sizes; a bounded LRU. Used from one thread at a time, like the objects it holds.
///
/// `main` is the main thread's: `PangoTextMeasurer` measures there with it, and every canvas's renderer draws
/// from it, so a label measured to lay out its cell is drawn from the layout that measured it instead of being
/// shaped a second time (a grid page brings a few hundred new labels a frame). Renderers elsewhere (offscreen
/// images, tests) keep a cache of their own.
final class TextLayoutCache {
    /// A layout, its logical size in logical pixels, and where its glyphs put ink. A class: every label of a
    /// frame is looked up twice (measured, then drawn), and copying a struct of three references costs three
    /// retains and releases a lookup.
    final class Entry {
        let layout: GObjectReference
        let size: Size
        /// The ink extents in whole pixels from the layout's origin, as `pango_layout_get_pixel_extents` gives
        /// them: kept, because Pango walks every glyph's extents each time it is asked, and a text batch asks
        /// for every label of every frame.
        let ink: PangoRectangle
        /// The layout's runs, kept for the same reason: walking a layout's runs builds an iterator that measures
        /// every line.
        let runs: [GlyphRun]

        init(layout: GObjectReference, size: Size, ink: PangoRectangle, runs: [GlyphRun]) {
            self.layout = layout
            self.size = size
            self.ink = ink
            self.runs = runs
        }
    }

    /// The main thread's cache, shared by the measurer there and by canvases' renderers. Confined to the main
    /// thread by its callers: renderers are main-actor objects, and `PangoTextMeasurer` uses it only when
    /// `MainThread.isCurrent` holds (checking isolation on every label cost two system calls).
    nonisolated(unsafe) static let main = TextLayoutCache(countLimit: 4096)

    private let context = GObjectReference(owning: PangoText.makeContext())
    private var entries: LRUCache<TextLayoutKey, Entry>

    /// A cache of at most `countLimit` layouts.
    init(countLimit: Int = 2048) {
        entries = LRUCache(countLimit: countLimit)
    }

    /// The layout of `text` in `style` at `width` Pango units (-1: unconstrained), made and kept when missing.
    func entry(_ text: String, style: LayoutStyle, width: Int32) -> Entry {
        let key = TextLayoutKey(text: text, style: style, width: width)
        if let cached = entries.value(for: key) { return cached }
        let layout = GObjectReference(owning: pango_layout_new(context.pointer)!)
        PangoText.configure(layout.pointer, text: text, style: style, width: width)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout.pointer, &ink, &logical)
        pango_extents_to_pixels(&ink, nil)
        let entry = Entry(
            layout: layout,
            size: Size(
                width: Double(logical.width) / Double(PANGO_SCALE),
                height: Double(logical.height) / Double(PANGO_SCALE)),
            ink: ink, runs: PangoText.glyphRuns(of: layout.pointer))
        entries.insert(entry, for: key)
        return entry
    }

    /// The size `PangoTextMeasurer` reports for `text`, from this cache's layouts.
    func size(of text: String, style: LayoutStyle, width: Double?) -> Size {
        PangoText.measuredSize(style: style, width: width) { entry(text, style: style, width: $0).size }
    }

    /// How many layouts are kept.
    var count: Int { entries.count }

    /// Forgets every layout.
    func removeAll() { entries.removeAll() }
}

/// One run of a laid-out text: its glyphs in one font (both owned by the layout), where the run starts and its
/// baseline, in Pango units from the layout's top left. The pointers hold while the entry keeping the run holds
/// its layout: the cache's layouts are never changed after they are made (its Pango context never changes).
struct GlyphRun {
    let glyphs: UnsafeMutablePointer<PangoGlyphString>
    let font: UnsafeMutablePointer<PangoFont>
    let x: Int32
    let baseline: Int32
}

/// What a text layout depends on.
struct TextLayoutKey: Hashable {
    var text: String
    var style: LayoutStyle
    var width: Int32
}
