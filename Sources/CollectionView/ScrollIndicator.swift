import LatticeLayout

/// A collection view's overlay scrollbar, as GNOME draws them over scrolled content: a thin bar along the
/// trailing edge that shows while the content scrolls or the pointer moves and fades out two seconds after,
/// and that widens into a slider on a trough when the pointer comes close, to be dragged or clicked.
///
/// The view owns one next to its model and feeds it the viewport (`follow`), the pointer and the time
/// (`AnimationClock` seconds); it answers what to draw (`commands(at:theme:)`), where a press or a drag scrolls
/// to, and when it next changes by itself (`nextChange(after:)`). It knows nothing of the toolkit: the GTK
/// shell draws it on the canvas instead of using a `GtkScrollbar`, whose every move makes GTK lay the window
/// out again (docs/performance.md, "The floor").
public struct ScrollIndicator: Hashable, Sendable {
    /// Sizes in logical pixels and times in seconds; the defaults are GTK 4.8's overlay scrollbars under
    /// Adwaita (a 3-px bar in a 1-px outline, an 8-px slider, 2 s before a 0.5-s fade).
    public struct Metrics: Hashable, Sendable {
        /// The bar's width while the pointer is away, with its 1-px outline.
        public var thinWidth = 5.0
        /// The slider's width while the pointer is close or dragging it.
        public var wideWidth = 8.0
        /// Between the bar or slider and the trailing edge, and the ends of its travel and the view's.
        public var margin = 3.0
        /// The shortest the slider gets, however long the content.
        public var minimumLength = 40.0
        /// A pointer this close to the trough widens the indicator…
        public var closeDistance = 5.0
        /// …and it stays wide until the pointer is this far.
        public var farDistance = 10.0
        /// How long the indicator stays after the last scroll or pointer motion.
        public var hideDelay = 2.0
        /// How long it then takes to fade out.
        public var fadeDuration = 0.5
        /// How opaque the thin bar is drawn.
        public var thinOpacity = 0.4

        /// Adwaita's metrics.
        public init() {}
    }

    /// The sizes and times used.
    public var metrics: Metrics
    /// The view's size, as last followed.
    public private(set) var size = Size.zero
    /// The content's height, as last followed.
    public private(set) var contentHeight = 0.0
    /// The scroll offset, as last followed.
    public private(set) var offset = 0.0
    /// When the content last scrolled or the pointer last moved or let go (clock seconds).
    public private(set) var lastActivity = -Double.infinity
    /// The pointer is close to the trough: the indicator is drawn wide.
    public private(set) var isHovering = false
    /// While the slider is held: how far below its top the pointer holds it.
    public private(set) var grab: Double?

    /// Where leading is: the indicator runs along the trailing edge, the left one where leading is on the right
    /// (as a right-to-left GtkScrolledWindow's scroll bar).
    public var layoutDirection = LayoutDirection.leftToRight

    /// An indicator, hidden until the content scrolls.
    public init(metrics: Metrics = Metrics()) { self.metrics = metrics }

    /// `rect`, placed for `layoutDirection` (computed along the right edge).
    private func directed(_ rect: Rect) -> Rect {
        layoutDirection.isRightToLeft ? rect.mirrored(inWidth: size.width) : rect
    }

    /// There is more content than fits: the indicator can show.
    public var isScrollable: Bool {
        size.width > 0 && size.height > 0 && contentHeight.isFinite && contentHeight > size.height + 0.5
    }

    /// Drawn wide, on its trough: the pointer is close, or holds the slider.
    public var isExpanded: Bool { isHovering || grab != nil }

    /// The trough along the trailing edge: where the pointer widens the indicator and a press grabs it.
    public var trough: Rect {
        let width = metrics.wideWidth + 2 * metrics.margin
        return directed(Rect(x: size.width - width, y: 0, width: width, height: size.height))
    }

    /// The slider as drawn now (thin or wide); nil when there is nothing to scroll.
    public var slider: Rect? {
        guard isScrollable else { return nil }
        let width = isExpanded ? metrics.wideWidth : metrics.thinWidth
        let (top, length) = span
        return directed(Rect(x: size.width - metrics.margin - width, y: top, width: width, height: length))
    }

    /// The slider's top and length along the view.
    private var span: (top: Double, length: Double) {
        let track = max(0, size.height - 2 * metrics.margin)
        let length = min(track, max(metrics.minimumLength, track * size.height / contentHeight))
        let range = contentHeight - size.height
        let fraction = range > 0 ? min(max(offset / range, 0), 1) : 0
        return (metrics.margin + fraction * (track - length), length)
    }

    /// The offset that puts the slider's top at `top`, clamped to the content.
    private func offset(forSliderTop top: Double) -> Double {
        let (_, length) = span
        let travel = size.height - 2 * metrics.margin - length
        guard travel > 0, top.isFinite else { return offset }
        return min(max((top - metrics.margin) / travel, 0), 1) * (contentHeight - size.height)
    }

    // MARK: Following the view

    /// Follows the viewport and the content after a frame's layout. A new offset shows the indicator when it
    /// `reveals` (the view scrolled, rather than a layout switch moving the offset under the anchor), except
    /// the first one followed (a view that opens where it was left does not flash its indicator).
    public mutating func follow(
        size: Size, contentHeight: Double, offset: Double, at time: Double, reveals: Bool = true
    ) {
        let scrolled = reveals && offset != self.offset && self.size != .zero
        self.size = size
        self.contentHeight = contentHeight
        self.offset = offset
        if scrolled && isScrollable { lastActivity = time }
        if !isScrollable {
            isHovering = false
            grab = nil
        }
    }

    /// How opaque the indicator is at `time`: 1 while shown, falling to 0 over the fade, 0 once hidden.
    public func opacity(at time: Double) -> Double {
        guard isScrollable else { return 0 }
        if isExpanded { return 1 }
        let since = time - lastActivity
        guard since > metrics.hideDelay else { return since >= 0 ? 1 : 0 }
        return max(0, 1 - (since - metrics.hideDelay) / metrics.fadeDuration)
    }

    /// When the indicator next changes by itself: the fade's start, `time` while it fades (a frame is
    /// needed), or nil when it will not (hidden, or held wide by the pointer).
    public func nextChange(after time: Double) -> Double? {
        guard isScrollable, !isExpanded else { return nil }
        let fadeStart = lastActivity + metrics.hideDelay
        if time < fadeStart { return fadeStart }
        return time < fadeStart + metrics.fadeDuration ? time : nil
    }

    // MARK: Pointer

    /// The pointer moved to `point` (view coordinates) without a button held: the indicator shows, and widens
    /// when the pointer is close to the trough.
    public mutating func pointerMoved(to point: Point, at time: Double) {
        guard isScrollable else { return }
        lastActivity = time
        isHovering = isNearTrough(point, within: isHovering ? metrics.farDistance : metrics.closeDistance)
    }

    /// Whether `point` is on the trough or within `reach` of it.
    private func isNearTrough(_ point: Point, within reach: Double) -> Bool {
        let trough = self.trough
        let across =
            layoutDirection.isRightToLeft
            ? point.x >= -reach && point.x <= trough.maxX + reach
            : point.x >= trough.minX - reach && point.x <= size.width + reach
        return across && point.y >= -reach && point.y <= size.height + reach
    }

    /// The pointer left the view.
    public mutating func pointerLeft(at time: Double) {
        guard isHovering else { return }
        isHovering = false
        lastActivity = time
    }

    /// A primary press at `point`. On the trough it grabs the slider — where the pointer holds it, or by its
    /// middle moved under the pointer elsewhere on the trough (GTK's primary-button-warps-slider) — and
    /// returns the offset to scroll to; elsewhere it returns nil and the press is the content's.
    public mutating func press(at point: Point, at time: Double) -> Double? {
        guard isScrollable, isNearTrough(point, within: isHovering ? metrics.farDistance : 0) else { return nil }
        let (top, length) = span
        let held = point.y >= top && point.y <= top + length ? point.y - top : length / 2
        grab = held
        lastActivity = time
        return offset(forSliderTop: point.y - held)
    }

    /// The held slider follows the pointer to `point`: the offset to scroll to, or nil when nothing is held.
    public mutating func drag(to point: Point, at time: Double) -> Double? {
        guard let grab else { return nil }
        lastActivity = time
        return offset(forSliderTop: point.y - grab)
    }

    /// The button was let go (at `point`, when known): the slider is no longer held.
    public mutating func release(at point: Point?, at time: Double) {
        guard grab != nil else { return }
        grab = nil
        lastActivity = time
        if let point { isHovering = isScrollable && isNearTrough(point, within: metrics.farDistance) }
    }

    // MARK: Drawing

    /// What to draw over the content at `time`, in view coordinates: nothing while hidden; the thin bar in a
    /// contrasting outline; or, when expanded, the trough with a border on the content's side and the
    /// slider (the accent while held).
    public func commands(at time: Double, theme: Theme) -> [DisplayCommand] {
        let alpha = opacity(at: time)
        guard alpha > 0, let slider else { return [] }
        let foreground = theme[.viewForeground]
        guard isExpanded else {
            let outline = theme.isDark ? Color(hex: 0x000000) : Color(hex: 0xFFFFFF)
            return [
                .beginGroup(opacity: alpha * metrics.thinOpacity),
                .rectangle(
                    slider, cornerRadius: slider.width / 2, fill: .color(foreground),
                    stroke: .color(outline), lineWidth: 1),
                .endGroup
            ]
        }
        let trough = self.trough
        let edge = layoutDirection.isRightToLeft ? trough.maxX - 0.5 : trough.minX + 0.5  // the side facing the content
        let background = theme[.viewBackground].mixed(with: foreground, 0.04)
        let thumb = grab != nil ? theme[.accentBackground] : background.mixed(with: foreground, 0.6)
        return [
            .beginGroup(opacity: alpha),
            .rectangle(trough, cornerRadius: 0, fill: .color(background), stroke: nil, lineWidth: 0),
            .line(
                from: Point(x: edge, y: trough.minY), to: Point(x: edge, y: trough.maxY),
                width: 1, paint: .role(.border)),
            .rectangle(slider, cornerRadius: slider.width / 2, fill: .color(thumb), stroke: nil, lineWidth: 0),
            .endGroup
        ]
    }
}
