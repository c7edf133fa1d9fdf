internal import CGtk
import CollectionView
import Foundation
import Gtk
import LatticeLayout
import Synchronization

/// How text is laid out with Pango — shared by `CairoRenderer` (drawing) and `PangoTextMeasurer` (measuring) so
/// the two agree to the Pango unit.
///
/// Both use a private `PangoCairoFontMap` (never the thread's default one, which GTK uses on the main thread) and
/// a context with fixed font options: greyscale antialiasing, slight hinting and *unhinted metrics with
/// unrounded glyph positions*. Unhinted metrics make a layout's size independent of the device scale, so text
/// measured once in logical pixels lays out identically at scale 1 and 2. The renderer never calls
/// `pango_cairo_update_context`, so the context's matrix stays the identity and layouts drawn into a scaled
/// `cairo_t` keep the measured geometry (cairo still rasterises glyphs at device resolution).
package enum PangoText {
    /// The font family: Cantarell (GNOME's UI font) when fontconfig has it, else DejaVu Sans.
    static let fontFamily: String = {
        let fontMap = pango_cairo_font_map_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        var names = Set<String>()
        if let families {
            for index in 0..<Int(count) {
                if let family = families[index], let name = pango_font_family_get_name(family) {
                    names.insert(String(cString: name).lowercased())
                }
            }
        }
        if names.contains("cantarell") { return "Cantarell" }
        return "DejaVu Sans"
    }()

    /// A new Pango context on a private font map, with the shared font options. The caller owns the reference.
    static func makeContext() -> OpaquePointer {
        let fontMap = pango_cairo_font_map_new()!
        let context = pango_font_map_create_context(fontMap)!
        g_object_unref(UnsafeMutableRawPointer(fontMap))  // the context keeps its font map alive
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)  // copies
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    /// Pango units for a width in logical pixels (nil, negative or non-finite: unconstrained, -1).
    static func pangoWidth(_ width: Double?) -> Int32 {
        guard let width, width.isFinite else { return -1 }
        let units = (max(0, width) * Double(PANGO_SCALE)).rounded(.down)
        return Int32(min(units, Double(Int32.max)))
    }

    /// Configures every property of `layout` that depends on the text, style and width (everything is set, so
    /// a reused layout carries nothing over from its previous text).
    static func configure(_ layout: OpaquePointer, text: String, style: LayoutStyle, width: Int32) {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, fontFamily)
        let size = style.size.isFinite ? min(max(style.size, 1), 1000) : 14.67
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, style.weight.pangoWeight)
        pango_layout_set_font_description(layout, description)  // copies
        pango_font_description_free(description)

        // No hyphen is inserted where a word breaks across lines: labels here are names as often as prose, and
        // "libabsl_cord_inter-nal.so" is not the file's name (GTK's file chooser and Files do the same).
        let attributes = pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))  // the list takes the attribute
        if style.tabularNumbers { pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum")) }
        pango_layout_set_attributes(layout, attributes)  // references the list
        pango_attr_list_unref(attributes)

        pango_layout_set_width(layout, width)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_single_paragraph_mode(layout, style.maximumLines == 1 ? 1 : 0)
        if style.maximumLines > 0 {
            pango_layout_set_height(layout, -Int32(min(style.maximumLines, 10_000)))
            pango_layout_set_ellipsize(layout, style.truncation.pangoEllipsize)
        } else {
            pango_layout_set_height(layout, -1)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
        let shown = shaped(text, size: size)
        // Alignment is to the box's edges (leading: left): Pango flips it for a paragraph whose own direction is
        // right to left, so such a paragraph is given the other side.
        let rightToLeft =
            style.alignment != .center
            && shown.withCString { lattice_text_base_direction($0, -1) } == PANGO_DIRECTION_RTL
        pango_layout_set_alignment(layout, (rightToLeft ? style.alignment.mirrored : style.alignment).pangoAlignment)
        shown.withCString { pango_layout_set_text(layout, $0, -1) }
    }

    /// The most Unicode scalars a label shapes at `size` pixels: enough for any line a canvas can show, few
    /// enough that shaping stays quick (a cluster of thousands of combining marks shapes in quadratic time) and
    /// that the line's width in Pango units (a 32-bit int, 1/1024 px) cannot overflow at two pixels of advance
    /// per pixel of size.
    static func shapedScalarLimit(size: Double) -> Int { max(64, min(4_096, Int(1_000_000 / max(size, 1)))) }

    /// The most combining marks (non-starters) shaped in a row: Unicode's stream-safe text format (UAX #15)
    /// allows 30; real text needs a handful, and hundreds stack their ink far outside the line.
    static let combiningMarkLimit = 30

    /// `text` as a label shapes it: whole up to `shapedScalarLimit(size:)` scalars, else cut there and ended with
    /// "…" — so a title of a million characters costs what a few thousand do, and ends with an ellipsis — with no
    /// more than `combiningMarkLimit` combining marks in a row, and a NUL (U+0000, which would end the C string
    /// Pango gets, hiding the rest) shown as "␀".
    package static func shaped(_ text: String, size: Double) -> String {
        let limit = shapedScalarLimit(size: size), scalars = text.unicodeScalars
        let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex) ?? scalars.endIndex
        var marks = 0, rewrite = false
        for scalar in scalars[..<end] {
            marks = scalar.properties.canonicalCombiningClass == .notReordered ? 0 : marks + 1
            if marks > combiningMarkLimit || scalar.value == 0 {
                rewrite = true
                break
            }
        }
        guard end != scalars.endIndex || rewrite else { return text }
        var shaped = String.UnicodeScalarView()
        marks = 0
        for scalar in scalars[..<end] {
            marks = scalar.properties.canonicalCombiningClass == .notReordered ? 0 : marks + 1
            if marks <= combiningMarkLimit { shaped.append(scalar.value == 0 ? "\u{2400}" : scalar) }
        }
        return String(shaped) + (end != scalars.endIndex ? "…" : "")
    }

    /// The size measured for text in `style` at `width` (nil: unconstrained), given `sizeAt`, the logical size of
    /// its layout at a Pango width (-1: unconstrained): rounded up to whole pixels, never wider than `width`.
    ///
    /// Text that fits its width lays out exactly as without one (nothing wraps or is cut, and a narrower box
    /// only moves aligned lines, not their extent), so its unconstrained size answers for every width it fits:
    /// a cell whose width animates (a list ↔ grid switch) is measured once, not once per frame. One line that
    /// does not fit is cut to an ellipsis: it fills its width at its natural height, also without shaping it
    /// again. Only text that wraps is measured at its width.
    static func measuredSize(style: LayoutStyle, width: Double?, sizeAt: (Int32) -> Size) -> Size {
        let pangoWidth = pangoWidth(width)
        let natural = sizeAt(-1)
        let measured: Size
        if pangoWidth < 0 || natural.width * Double(PANGO_SCALE) <= Double(pangoWidth) {
            measured = natural
        } else if style.maximumLines == 1 {
            measured = Size(width: Double(pangoWidth) / Double(PANGO_SCALE), height: natural.height)
        } else {
            measured = sizeAt(pangoWidth)
        }
        var result = Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
        if let width, width.isFinite { result.width = min(result.width, max(0, width)) }
        return result
    }

    /// How far right Pango draws a line `line` Pango units wide, centred in a layout `box` units wide: half
    /// the difference, rounded to whole pixels when both widths are whole pixels (Pango's hinting rule).
    static func centredOffset(line: Int32, box: Int32) -> Int32 {
        let offset = (box - line) / 2
        guard (box | line) & (PANGO_SCALE - 1) == 0 else { return offset }
        return (offset + PANGO_SCALE / 2) & ~(PANGO_SCALE - 1)
    }

    /// Every run of `layout` with glyphs, in order.
    static func glyphRuns(of layout: OpaquePointer) -> [GlyphRun] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var runs: [GlyphRun] = []
        repeat {
            guard let item = pango_layout_iter_get_run_readonly(iterator), let glyphs = item.pointee.glyphs,
                let font = item.pointee.item?.pointee.analysis.font
            else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            runs.append(
                GlyphRun(glyphs: glyphs, font: font, x: logical.x, baseline: pango_layout_iter_get_baseline(iterator)))
        } while pango_layout_iter_next_run(iterator) != 0
        return runs
    }

    /// The logical size of a configured layout, in logical pixels (exact, in Pango units / PANGO_SCALE).
    static func logicalSize(of layout: OpaquePointer) -> Size {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Size(
            width: Double(logical.width) / Double(PANGO_SCALE),
            height: Double(logical.height) / Double(PANGO_SCALE))
    }
}

/// The parts of a `TextStyle` that change a layout's geometry (not its colour).
struct LayoutStyle: Hashable {
    var size: Double
    var weight: TextStyle.Weight
    var maximumLines: Int
    var truncation: TextStyle.Truncation
    var alignment: TextStyle.Alignment
    var tabularNumbers: Bool

    init(_ style: TextStyle) {
        size = style.size
        weight = style.weight
        maximumLines = max(0, style.maximumLines)
        truncation = style.truncation
        alignment = style.alignment
        tabularNumbers = style.tabularNumbers
    }

    /// Hashes the enums by small codes: their own hashing goes through their `String` raw values, which makes a
    /// text-layout key several times slower to hash, and every label is looked up a few times a frame.
    func hash(into hasher: inout Hasher) {
        hasher.combine(size.bitPattern)
        hasher.combine(maximumLines)
        let weightCode =
            switch weight {
            case .regular: 0
            case .semibold: 1
            case .bold: 2
            case .heavy: 3
            }
        let truncationCode =
            switch truncation {
            case .end: 0
            case .middle: 1
            case .start: 2
            }
        let alignmentCode =
            switch alignment {
            case .leading: 0
            case .center: 1
            case .trailing: 2
            }
        hasher.combine(UInt8(weightCode | truncationCode << 2 | alignmentCode << 4 | (tabularNumbers ? 1 << 6 : 0)))
    }
}

extension TextStyle.Weight {
    var pangoWeight: PangoWeight {
        switch self {
        case .regular: PANGO_WEIGHT_NORMAL
        case .semibold: PANGO_WEIGHT_SEMIBOLD
        case .bold: PANGO_WEIGHT_BOLD
        case .heavy: PANGO_WEIGHT_HEAVY
        }
    }
}

extension TextStyle.Truncation {
    var pangoEllipsize: PangoEllipsizeMode {
        switch self {
        case .end: PANGO_ELLIPSIZE_END
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .start: PANGO_ELLIPSIZE_START
        }
    }
}

extension TextStyle.Alignment {
    var pangoAlignment: PangoAlignment {
        switch self {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
    }
}

/// Measures text exactly as `CairoRenderer` lays it out (same font, options and layout configuration).
///
/// Thread-safe, without GTK being initialised: on the main thread it measures with `TextLayoutCache.main`, whose
/// layouts canvases then draw (one shaping per label, not two); elsewhere every measurer shares one private
/// Pango context and layout, used under a lock. Both follow `PangoText.measuredSize`: sizes are rounded up to
/// whole logical pixels (a box of the reported width never wraps the text it was measured for), and never
/// exceed `width` when given.
public struct PangoTextMeasurer: TextMeasuring, Sendable {
    /// A measurer.
    public init() {}

    public func size(of text: String, style: TextStyle, width: Double?) -> Size {
        if MainThread.isCurrent {
            // The main thread is the main actor's; `MainActor.assumeIsolated` would ask the kernel again.
            return TextLayoutCache.main.size(of: text, style: LayoutStyle(style), width: width)
        }
        return PangoMeasuringEngine.shared.size(of: text, style: LayoutStyle(style), width: width)
    }
}

/// The Pango objects behind `PangoTextMeasurer` off the main thread, confined by a mutex.
final class PangoMeasuringEngine: @unchecked Sendable {
    static let shared = PangoMeasuringEngine()

    /// What was measured, by text, geometry and width: cells are measured again each time they are drawn (and
    /// laid out), so a steady frame finds its texts here instead of shaping them again.
    private struct Key: Hashable {
        var text: String
        var style: LayoutStyle
        var width: Int32
    }

    private let lock = Mutex(LRUCache<Key, Size>(countLimit: 8192))
    private let context: OpaquePointer
    private let layout: OpaquePointer

    private init() {
        context = PangoText.makeContext()
        layout = pango_layout_new(context)!
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    func size(of text: String, style: LayoutStyle, width: Double?) -> Size {
        lock.withLock { cache in
            PangoText.measuredSize(style: style, width: width) {
                measure(Key(text: text, style: style, width: $0), in: &cache)
            }
        }
    }

    /// The logical size of `key`'s layout, from `cache` or measured into it (call under the lock).
    private func measure(_ key: Key, in cache: inout LRUCache<Key, Size>) -> Size {
        if let known = cache.value(for: key) { return known }
        PangoText.configure(layout, text: key.text, style: key.style, width: key.width)
        let size = PangoText.logicalSize(of: layout)
        cache.insert(size, for: key)
        return size
    }
}
