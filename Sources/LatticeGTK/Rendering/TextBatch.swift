internal import CGtk
import CollectionView
import Gtk
import LatticeLayout

/// Text runs gathered from many text commands into one glyph string per line, font and colour, appended to a
/// snapshot as one text node each.
///
/// GSK's cairo renderer pays for every text node, however short: a saved and restored cairo state, a source
/// colour, a scaled-font lookup and a glyph call. With one node per label that is most of a frame of a
/// thousand labels (a list ↔ grid switch): a label drawn as a single glyph costs nearly what it costs whole.
/// A batch draws the glyphs of every label on one baseline in its font and colour with one call, each glyph
/// where its own label's node would have put it: a glyph's position is its pen position plus its offsets, so
/// each label's glyphs keep their advances and carry the distance from the running pen to their label in
/// their offsets.
///
/// One string per baseline, not one per frame: cairo composites a string through a mask the size of its
/// extents as soon as one glyph's box meets the box of those before it, which a second line's glyphs always
/// do — a frame-wide string costs a frame-sized mask (`docs/performance.md`, "The floor": designs that
/// measure slower).
///
/// Batching reorders drawing: a batch is drawn when it is flushed, after whatever was drawn since its first
/// text. The snapshot renderer keeps that invisible by flushing before anything that overlaps a pending text
/// (`overlapsPending(_:)`), so only drawing on disjoint pixels changes order.
final class TextBatch {
    /// The glyphs of one baseline, font and colour, in the order they were added.
    private final class Run {
        private(set) var font: UnsafeMutablePointer<PangoFont>?
        private(set) var colour = GdkRGBA()
        let glyphs: UnsafeMutablePointer<PangoGlyphString> = pango_glyph_string_new()
        /// Glyphs in use (`glyphs` keeps its capacity from frame to frame).
        var count: Int32 = 0
        /// Where the string starts (its first glyph's pen position), in Pango units of the snapshot.
        var originX = 0, originY = 0
        /// Where the next glyph's pen is, relative to the origin (in Int: a long run's pens add up past Int32).
        var pen = 0

        /// Makes this run an empty one in `font` and `colour`.
        func reuse(font: UnsafeMutablePointer<PangoFont>, colour: GdkRGBA) {
            g_object_ref(font)
            if let old = self.font { g_object_unref(old) }
            self.font = font
            self.colour = colour
            count = 0
        }

        deinit {
            pango_glyph_string_free(glyphs)
            if let font { g_object_unref(font) }
        }
    }

    /// A baseline, a font and a colour, bit for bit.
    private struct Key: Hashable {
        var baseline: Int
        var font: UnsafeMutableRawPointer
        var red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32

        init(baseline: Int, font: UnsafeMutablePointer<PangoFont>, colour: GdkRGBA) {
            self.baseline = baseline
            self.font = UnsafeMutableRawPointer(font)
            red = colour.red.bitPattern
            green = colour.green.bitPattern
            blue = colour.blue.bitPattern
            alpha = colour.alpha.bitPattern
        }
    }

    /// Texts checked before they join (a fading element's), reused from element to element.
    var staged: [BatchText] = []
    /// The runs waiting, in the order their first glyphs came.
    private var runs: [Run] = []
    private var runIndex: [Key: Int] = [:]
    /// The run found last and its key: a row of labels asks for the same run label after label, so most
    /// lookups end here without hashing.
    private var lastRun: (key: Key, run: Run)?
    /// Runs drawn and emptied, kept for their glyph strings' capacity.
    private var spare: [Run] = []
    /// The boxes of the texts waiting to be drawn, and a grid of buckets over them for overlap queries.
    private var pending = OverlapIndex()

    /// Starts a frame over a canvas of `size`: nothing waits.
    func begin(canvas size: Size) {
        recycleRuns()
        pending.reset(canvas: size)
        staged.removeAll(keepingCapacity: true)
    }

    /// Adds `runs` (a layout's, `TextLayoutCache.Entry.runs`) drawn with the layout's top left at (`x`, `y`) in
    /// `colour`; `box` is what they cover (where their glyphs put ink), for overlap queries.
    func add(_ runs: [GlyphRun], x: Double, y: Double, colour: GdkRGBA, covering box: Rect) {
        let left = Self.pangoUnits(x), top = Self.pangoUnits(y)
        for run in runs {
            append(run.glyphs, font: run.font, colour: colour, x: left + Int(run.x), y: top + Int(run.baseline))
        }
        pending.insert(box)
    }

    /// Whether anything waiting to be drawn may touch `rect`.
    func overlapsPending(_ rect: Rect) -> Bool { pending.intersects(rect) }

    /// Appends the waiting glyph strings to `snapshot` as text nodes, in the order their first texts came, and
    /// empties the batch.
    func flush(into snapshot: OpaquePointer) {
        guard !pending.isEmpty else { return }
        for run in runs where run.count > 0 {
            run.glyphs.pointee.num_glyphs = run.count
            var colour = run.colour
            var offset = graphene_point_t(
                x: Float(Double(run.originX) / Double(PANGO_SCALE)),
                y: Float(Double(run.originY) / Double(PANGO_SCALE)))
            if let node = gsk_text_node_new(run.font, run.glyphs, &colour, &offset) {
                gtk_snapshot_append_node(snapshot, node)
                gsk_render_node_unref(node)
            }
        }
        recycleRuns()
        pending.removeAll()
    }

    private func recycleRuns() {
        for run in runs { run.count = 0 }
        spare.append(contentsOf: runs)
        runs.removeAll(keepingCapacity: true)
        runIndex.removeAll(keepingCapacity: true)
        lastRun = nil
    }

    /// Appends `glyphs` with their first pen position at (`x`, `y`) Pango units.
    private func append(
        _ glyphs: UnsafeMutablePointer<PangoGlyphString>, font: UnsafeMutablePointer<PangoFont>,
        colour: GdkRGBA, x: Int, y: Int
    ) {
        let added = glyphs.pointee.num_glyphs
        guard added > 0, let source = glyphs.pointee.glyphs else { return }
        var run = run(baseline: y, font: font, colour: colour)
        // Glyph offsets are Int32: a string whose pen or offsets would pass ±2^30 units (a million pixels of
        // text on one baseline) continues in a new run instead of overflowing.
        if run.count > 0,
            abs(x - run.originX - run.pen) > Self.offsetLimit || run.pen > Self.offsetLimit
                || run.count > Int32.max - added
        {
            run = startRun(baseline: y, font: font, colour: colour)
        }
        if run.count == 0 {
            run.originX = x
            run.originY = y
            run.pen = 0
        }
        pango_glyph_string_set_size(run.glyphs, run.count + added)
        guard let target = run.glyphs.pointee.glyphs else { return }
        // The pen runs on through the string; each glyph's offset carries it back to its own label.
        let dx = x - run.originX - run.pen
        for index in 0..<Int(added) {
            var glyph = source[index]
            run.pen += Int(glyph.geometry.width)
            glyph.geometry.x_offset = Int32(clamping: Int(glyph.geometry.x_offset) + dx)
            target[Int(run.count) + index] = glyph
        }
        run.count += added
    }

    /// The largest pen or offset a run reaches, in Pango units (a million pixels).
    private static let offsetLimit = 1 << 30

    /// `value` in Pango units, within ±`offsetLimit` (NaN as 0).
    private static func pangoUnits(_ value: Double) -> Int {
        let units = (value * Double(PANGO_SCALE)).rounded()
        guard units.isFinite else { return 0 }
        return Int(min(max(units, -Double(offsetLimit)), Double(offsetLimit)))
    }

    private func run(baseline: Int, font: UnsafeMutablePointer<PangoFont>, colour: GdkRGBA) -> Run {
        let key = Key(baseline: baseline, font: font, colour: colour)
        if let lastRun, lastRun.key == key { return lastRun.run }
        let run = runIndex[key].map { runs[$0] } ?? startRun(baseline: baseline, font: font, colour: colour)
        lastRun = (key, run)
        return run
    }

    /// A new, empty run for the baseline, font and colour, taking the place of any earlier one.
    private func startRun(baseline: Int, font: UnsafeMutablePointer<PangoFont>, colour: GdkRGBA) -> Run {
        let key = Key(baseline: baseline, font: font, colour: colour)
        let run = spare.popLast() ?? Run()
        run.reuse(font: font, colour: colour)
        runIndex[key] = runs.count
        runs.append(run)
        lastRun = (key, run)
        return run
    }
}

/// A text laid out for a batch: its layout, where it starts, where its glyphs put ink (with a pixel for
/// antialiasing), and its paint.
struct BatchText {
    var layout: TextLayoutCache.Entry
    var origin: Point
    var ink: Rect
    var paint: Paint
}
