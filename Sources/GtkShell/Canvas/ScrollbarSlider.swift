/// Where a vertical scrollbar's slider sits in its trough, in pixels: what the user sees of an adjustment.
///
/// The canvas uses it to leave the scrollbar alone while scrolling does not move the slider by a visible
/// amount (at a million rows, a 40-px step moves it by 0.01 px): every adjustment change makes GTK lay the
/// whole window out again on the next frame, and on X11 that costs round trips to the server.
struct ScrollbarSlider: Equatable {
    /// The slider's top, from the trough's top.
    var top: Double
    /// The slider's length.
    var length: Double

    /// The slider of an adjustment (lower bound 0) in a trough `track` pixels long. The theme's minimum
    /// slider length is not applied: a longer slider travels less, so this one moves at least as far.
    init(value: Double, upper: Double, page: Double, track: Double) {
        let track = max(0, track)
        guard upper > page, page > 0 else {
            top = 0
            length = track
            return
        }
        length = track * page / upper
        top = min(max(0, value / (upper - page)), 1) * (track - length)
    }

    /// Whether `other` is drawn where this slider is: both ends less than half a pixel apart.
    func looksLike(_ other: ScrollbarSlider) -> Bool {
        abs(top - other.top) < 0.5 && abs(top + length - other.top - other.length) < 0.5
    }
}
