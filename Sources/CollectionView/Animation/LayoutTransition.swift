import LatticeLayout

/// One element as a transition shows it at some time: where to draw it and how opaque.
package struct PresentedElement: Hashable, Sendable {
    /// The element.
    package var key: ElementKey
    /// The frame in canvas coordinates (content frame minus scroll offset): what is drawn.
    package var frame: Rect
    /// The opacity, 0...1 (elements at 0 are not presented at all).
    package var alpha: Double

    /// Creates a presented element.
    package init(key: ElementKey, frame: Rect, alpha: Double) {
        self.key = key
        self.frame = frame
        self.alpha = alpha
    }
}

/// An animated change from one set of element frames to another: a layout switch (list → grid), a resize,
/// or an update of the data (`ItemAnimation`).
///
/// A transition is a value, pure and deterministic: it reads no clock. Each frame the caller passes the time
/// (from an `AnimationClock`) to `presented(at:)` and `scrollOffset(at:)`.
///
/// **Coordinates.** Frames go in in content coordinates — the old ones in the old layout's content, the new
/// ones in the new — and come out in canvas coordinates (content minus scroll offset), which is what is
/// drawn. Each element's canvas frame is interpolated from its old canvas frame to its new one (origin and
/// size, by the curve's progress; in a layout switch the width narrows ahead of it and widens behind it);
/// since the origin's interpolation is linear it equals the interpolated content origin minus
/// `scrollOffset(at:)`, so the scroll offset the transition reports is consistent with what it draws.
///
/// **Elements on one side only.** An element only in `old` fades out (alpha 1 → 0) at its old canvas frame;
/// one only in `new` fades in (0 → 1) at its new canvas frame — with the curve, except a supplementary in a layout
/// switch: early and late, as a cell's parts on one side (`CellMorph.fadeOut`, `fadeIn`). For elements to move
/// rather than fade, give frames on both sides for everything visible before or after (query the layout
/// off-screen as needed).
///
/// **Anchor.** To keep the element the user is looking at still, compute `newScrollOffset` with
/// `anchoredScrollOffset(anchorOld:oldScrollOffset:anchorNew:contentSize:viewport:)`: the anchor's old and
/// new canvas origins are then equal, so its interpolated origin is constant (only its size morphs). Where the
/// offset had to be clamped at an end of the content (or across the scroll axis when the content is no wider
/// than the viewport), the anchor moves, in a straight line, by exactly the clamped amount — the least that
/// still ends in the new layout at a valid offset. The anchor is kept across
/// `retargeted(to:newScrollOffset:at:duration:curve:)`.
///
/// **Order.** `presented(at:)` lists elements back to front, deterministically: fading elements (appearing
/// or disappearing) under moving ones; within each, decorations, cells and supplementaries (the default
/// z-order; a layout switch draws cells over supplementaries), each in the order of their final frames (top
/// to bottom, left to right), the anchor last in its category except in a layout switch (`isLayoutSwitch`).
/// The order is fixed for the whole transition: cells in flight slide over each other, never trading places.
///
/// **Animations off.** A duration of 0 (or a non-finite or negative one) snaps: `presented(at:)` returns the
/// final state at any time. `immediate(to:scrollOffset:at:)` builds such a transition directly.
package struct LayoutTransition: Sendable {
    /// When the transition starts (seconds, on the caller's clock).
    package let start: Double
    /// How long it runs (seconds); 0 snaps.
    package let duration: Double
    /// How progress follows time.
    package let curve: TimingCurve
    /// The element kept still, if any.
    package let anchor: ElementKey?
    /// The scroll offset at the start.
    package let oldScrollOffset: Point
    /// The scroll offset at the end.
    package let newScrollOffset: Point
    /// Whether this is a layout switch, drawn in its own z-order: cells over supplementaries (cards slide
    /// over headers) and all of them in the arriving layout's reading order, the anchor among them — each
    /// cell then covers only the trailing part of the one before it, where cells keep no content. Otherwise
    /// cells are under supplementaries and the anchor on top.
    package let isLayoutSwitch: Bool
    /// Where leading is: elements on one row are drawn from the leading one on (each over the one before it),
    /// so a right-to-left switch is the mirror image of the left-to-right one, overlaps included.
    package let layoutDirection: LayoutDirection

    /// One element's motion, in canvas coordinates, back to front.
    struct Track: Sendable {
        var key: ElementKey
        var from: Rect
        var to: Rect
        var fromAlpha: Double
        var toAlpha: Double

        /// The frame at `progress`. In a layout switch (`narrowsFirst`) the width runs ahead of the curve
        /// while it narrows and behind it while it widens (mirror images, so a switch and its reverse draw the
        /// same frames): a row becoming a card takes the card's width early, and cards fanning out of a
        /// column overlap less. The leading edge follows the curve: the left, or the right where leading is on
        /// the right (`rightToLeft`), so a right-to-left switch is the mirror image of the left-to-right one.
        func frame(at progress: Double, narrowsFirst: Bool, rightToLeft: Bool = false) -> Rect {
            var widthProgress = progress
            if narrowsFirst && to.width < from.width {
                widthProgress = 1 - (1 - progress) * (1 - progress)
            } else if narrowsFirst && to.width > from.width {
                widthProgress = progress * progress
            }
            let width = mix(from.width, to.width, widthProgress)
            let x = rightToLeft ? mix(from.maxX, to.maxX, progress) - width : mix(from.minX, to.minX, progress)
            return Rect(
                x: x, y: mix(from.minY, to.minY, progress), width: width, height: mix(from.height, to.height, progress))
        }

        /// The alpha at `progress` (the curve's) and `elapsed` (the time's fraction). In a layout switch
        /// (`inSwitch`) a header, footer or other supplementary that fades keeps the schedule of a cell's
        /// one-sided parts — out early (`CellMorph.fadeOut`), in late (`CellMorph.fadeIn`) — so a table's column
        /// titles leave and arrive with its rows' values; a cell, which fades as a whole around its own parts,
        /// and everything in other transitions follow the curve.
        func alpha(at progress: Double, elapsed: Double, inSwitch: Bool) -> Double {
            var t = progress
            if inSwitch && fromAlpha != toAlpha && key.category == .supplementary {
                t = CellMorph.smoothstep(elapsed, toAlpha < fromAlpha ? CellMorph.fadeOut : CellMorph.fadeIn)
            }
            return min(max(mix(fromAlpha, toAlpha, t), 0), 1)
        }
    }

    let tracks: [Track]
    /// Where each element's track is in `tracks`.
    let trackIndex: [ElementKey: Int]
    /// Who this transition is: shared by its copies, new for every transition made (`LayoutSwitch.align(with:)`).
    let identity = Identity()

    /// A transition's identity (compared by `ObjectIdentifier`).
    final class Identity: Sendable {}

    /// A transition from `old` frames (content coordinates at `oldScrollOffset`) to `new` frames (content
    /// coordinates at `newScrollOffset`), starting at `start` and lasting `duration` seconds.
    ///
    /// Elements in both are interpolated; elements in one only fade (see the type's documentation).
    package init(
        from old: [ElementKey: Rect], to new: [ElementKey: Rect], anchor: ElementKey?,
        oldScrollOffset: Point, newScrollOffset: Point, duration: Double, curve: TimingCurve, start: Double,
        isLayoutSwitch: Bool = false, layoutDirection: LayoutDirection = .leftToRight
    ) {
        var tracks: [Track] = []
        tracks.reserveCapacity(max(old.count, new.count))
        for (key, frame) in old {
            let from = frame.offsetBy(dx: -oldScrollOffset.x, dy: -oldScrollOffset.y)
            if let target = new[key] {
                tracks.append(
                    Track(
                        key: key, from: from, to: target.offsetBy(dx: -newScrollOffset.x, dy: -newScrollOffset.y),
                        fromAlpha: 1, toAlpha: 1))
            } else {
                tracks.append(Track(key: key, from: from, to: from, fromAlpha: 1, toAlpha: 0))
            }
        }
        for (key, frame) in new where old[key] == nil {
            let to = frame.offsetBy(dx: -newScrollOffset.x, dy: -newScrollOffset.y)
            tracks.append(Track(key: key, from: to, to: to, fromAlpha: 0, toAlpha: 1))
        }
        self.init(
            tracks: tracks, anchor: anchor, oldScrollOffset: oldScrollOffset, newScrollOffset: newScrollOffset,
            duration: duration, curve: curve, start: start, isLayoutSwitch: isLayoutSwitch,
            layoutDirection: layoutDirection)
    }

    /// A transition over explicit tracks (in any order; they are sorted back to front here).
    init(
        tracks: [Track], anchor: ElementKey?, oldScrollOffset: Point, newScrollOffset: Point, duration: Double,
        curve: TimingCurve, start: Double, isLayoutSwitch: Bool = false, layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.start = start.isFinite ? start : 0
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.curve = curve
        self.anchor = anchor
        self.oldScrollOffset = oldScrollOffset
        self.newScrollOffset = newScrollOffset
        self.isLayoutSwitch = isLayoutSwitch
        self.layoutDirection = layoutDirection
        let leading = layoutDirection.isRightToLeft ? { (frame: Rect) in -frame.maxX } : { (frame: Rect) in frame.minX }
        let cellRank = isLayoutSwitch ? 2 : 1
        // Elements that fade (in or out) lie under those that move, so a moving cell covers them rather than
        // mixing with them.
        func rank(_ track: Track) -> (Int, Int, Int, Double, Double) {
            let fading = track.toAlpha == 0 || track.fromAlpha == 0 ? 0 : 1
            let category = track.key.category == .decoration ? 0 : track.key.category == .cell ? cellRank : 3 - cellRank
            return (fading, category, track.key == anchor && !isLayoutSwitch ? 1 : 0, track.to.minY, leading(track.to))
        }
        // Each track ranked once, not in every comparison: a layout switch sorts a thousand tracks, and comparing
        // keys with the anchor (type-erased identities) in the comparator would make the switch's first frame slow.
        var ranked = tracks.indices.map { (rank: rank(tracks[$0]), index: $0) }
        ranked.sort { a, b in
            a.rank != b.rank ? a.rank < b.rank : tracks[a.index].key.description < tracks[b.index].key.description
        }
        let sorted = ranked.map { tracks[$0.index] }
        self.tracks = sorted
        var index: [ElementKey: Int] = [:]
        index.reserveCapacity(sorted.count)
        for (position, track) in sorted.enumerated() { index[track.key] = position }
        self.trackIndex = index
    }

    /// When the transition ends.
    package var end: Double { start + duration }

    /// Whether the transition snaps (animations off).
    package var isImmediate: Bool { duration == 0 }

    /// Whether the transition is over at `time`: presenting at or after it shows the final state.
    package func isFinished(at time: Double) -> Bool { isImmediate || time >= end }

    /// The elapsed fraction of the duration at `time`, 0...1, before the curve (always 1 when immediate):
    /// what fades are timed by.
    package func elapsedFraction(at time: Double) -> Double {
        guard !isImmediate else { return 1 }
        let fraction = (time - start) / duration
        return fraction.isFinite ? min(max(fraction, 0), 1) : 0
    }

    /// The curve's progress at `time`: 0 up to `start`, 1 from `end` on (always 1 when immediate).
    package func progress(at time: Double) -> Double {
        guard !isImmediate else { return 1 }
        return curve.value(at: (time - start) / duration)
    }

    /// What to draw at `time`, back to front, in canvas coordinates; elements at alpha 0 are left out.
    ///
    /// At or before `start` this is the old state (the old canvas frames, all at alpha 1); at or after `end`
    /// it is exactly the new state.
    package func presented(at time: Double) -> [PresentedElement] {
        presentedTracks(at: time).map(\.element)
    }

    /// `presented(at:)` with each element's position in `tracks` (what `LayoutSwitch.align(with:)` indexes by,
    /// so a frame looks nothing up by key).
    func presentedTracks(at time: Double) -> [(element: PresentedElement, track: Int)] {
        let progress = progress(at: time), elapsed = elapsedFraction(at: time)
        var result: [(element: PresentedElement, track: Int)] = []
        result.reserveCapacity(tracks.count)
        for (position, track) in tracks.enumerated() {
            let alpha = track.alpha(at: progress, elapsed: elapsed, inSwitch: isLayoutSwitch)
            if alpha > 0 {
                result.append(
                    (
                        PresentedElement(
                            key: track.key,
                            frame: track.frame(
                                at: progress, narrowsFirst: isLayoutSwitch, rightToLeft: layoutDirection.isRightToLeft),
                            alpha: alpha), position
                    ))
            }
        }
        return result
    }

    /// How the element `key` is presented at `time`; nil when it is not part of the transition or is at
    /// alpha 0.
    package func presented(_ key: ElementKey, at time: Double) -> PresentedElement? {
        guard let position = trackIndex[key] else { return nil }
        let track = tracks[position], progress = progress(at: time)
        let alpha = track.alpha(at: progress, elapsed: elapsedFraction(at: time), inSwitch: isLayoutSwitch)
        return alpha > 0
            ? PresentedElement(
                key: key,
                frame: track.frame(
                    at: progress, narrowsFirst: isLayoutSwitch, rightToLeft: layoutDirection.isRightToLeft),
                alpha: alpha) : nil
    }

    /// The scroll offset at `time`, interpolated from `oldScrollOffset` to `newScrollOffset` (a spring may
    /// overshoot it briefly, and with it the content's ends: this offset is for display, not for clamping).
    package func scrollOffset(at time: Double) -> Point {
        let progress = progress(at: time)
        return Point(
            x: mix(oldScrollOffset.x, newScrollOffset.x, progress),
            y: mix(oldScrollOffset.y, newScrollOffset.y, progress))
    }

    /// The final canvas frames: what `presented(at: end)` shows.
    package var finalFrames: [ElementKey: Rect] {
        var frames: [ElementKey: Rect] = [:]
        for track in tracks where track.toAlpha > 0 { frames[track.key] = track.to }
        return frames
    }
}

/// `a` moved toward `b` by `progress`: exactly `a` at 0 or when `a == b`, exactly `b` at 1.
@inline(__always)
private func mix(_ a: Double, _ b: Double, _ progress: Double) -> Double {
    progress == 1 ? b : a + (b - a) * progress
}
