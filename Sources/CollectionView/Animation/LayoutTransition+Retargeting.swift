import LatticeLayout

extension LayoutTransition {
    /// A transition that shows `new` (content coordinates at `scrollOffset`) at any time: what to use when
    /// animations are off. Nothing fades; `presented(at:)` is the final state from the first frame.
    package static func immediate(
        to new: [ElementKey: Rect], scrollOffset: Point, at time: Double = 0
    ) -> LayoutTransition {
        LayoutTransition(
            from: new, to: new, anchor: nil, oldScrollOffset: scrollOffset, newScrollOffset: scrollOffset,
            duration: 0, curve: .linear, start: time)
    }

    /// The scroll offset of the new layout that shows its anchor where the old one showed it: the anchor's new
    /// content origin minus its old canvas origin (`anchorOld.origin − oldScrollOffset`), clamped per axis to
    /// `0...max(0, contentSize − viewport)`.
    ///
    /// Unclamped, the anchor's canvas origin is the same before and after, so a transition between them keeps
    /// it still. Clamping (near an end of the content, or across the scroll axis where the content is as wide
    /// as the viewport) leaves the anchor off by the clamped amount on that axis: the least movement that ends
    /// at a valid offset.
    package static func anchoredScrollOffset(
        anchorOld: Rect, oldScrollOffset: Point, anchorNew: Rect, contentSize: Size,
        viewport: Size
    ) -> Point {
        let canvasX = anchorOld.minX - oldScrollOffset.x, canvasY = anchorOld.minY - oldScrollOffset.y
        let x = anchorNew.minX - canvasX, y = anchorNew.minY - canvasY
        return Point(
            x: min(max(x, 0), max(0, contentSize.width - viewport.width)),
            y: min(max(y, 0), max(0, contentSize.height - viewport.height)))
    }

    /// The scroll offset that keeps the anchor where it is presented at `time` once it is at `anchorNew`
    /// (content coordinates of a new target), for `retargeted(to:newScrollOffset:at:duration:curve:)`; nil
    /// without an anchor or when the anchor is not presented at `time`.
    package func anchoredScrollOffset(anchorNew: Rect, at time: Double, contentSize: Size, viewport: Size) -> Point? {
        guard let anchor, let presented = presented(anchor, at: time) else { return nil }
        let scroll = scrollOffset(at: time)
        return Self.anchoredScrollOffset(
            anchorOld: presented.frame.offsetBy(dx: scroll.x, dy: scroll.y),
            oldScrollOffset: scroll, anchorNew: anchorNew, contentSize: contentSize,
            viewport: viewport)
    }

    /// A transition that starts from what this one presents at `time` and goes to `newTarget` (content
    /// coordinates at `newScrollOffset`): the way to interrupt a running transition without a jump.
    ///
    /// At `time` the new transition presents exactly what this one does — the same elements, frames and
    /// alphas, and the same scroll offset. From there:
    /// - an element in `newTarget` moves from its current frame and alpha to its target frame at alpha 1
    ///   (so an element that was fading out fades back in where the target puts it);
    /// - an element presented now but not in `newTarget` fades out from its current alpha where it is;
    /// - an element in `newTarget` only fades in at its target frame.
    ///
    /// The anchor is kept. Positions are continuous, velocities are not (a spring restarts from rest). A
    /// `duration` of 0 snaps to `newTarget`.
    package func retargeted(
        to newTarget: [ElementKey: Rect], newScrollOffset: Point, at time: Double, duration: Double,
        curve: TimingCurve
    ) -> LayoutTransition {
        let progress = progress(at: time), elapsed = elapsedFraction(at: time)
        var next: [Track] = []
        next.reserveCapacity(max(tracks.count, newTarget.count))
        for track in tracks {
            let frame = track.frame(
                at: progress, narrowsFirst: isLayoutSwitch, rightToLeft: layoutDirection.isRightToLeft)
            let alpha = track.alpha(at: progress, elapsed: elapsed, inSwitch: isLayoutSwitch)
            if let target = newTarget[track.key] {
                next.append(
                    Track(
                        key: track.key, from: frame,
                        to: target.offsetBy(dx: -newScrollOffset.x, dy: -newScrollOffset.y),
                        fromAlpha: alpha, toAlpha: 1))
            } else if alpha > 0 {
                next.append(Track(key: track.key, from: frame, to: frame, fromAlpha: alpha, toAlpha: 0))
            }
        }
        for (key, frame) in newTarget where trackIndex[key] == nil {
            let to = frame.offsetBy(dx: -newScrollOffset.x, dy: -newScrollOffset.y)
            next.append(Track(key: key, from: to, to: to, fromAlpha: 0, toAlpha: 1))
        }
        return LayoutTransition(
            tracks: next, anchor: anchor, oldScrollOffset: scrollOffset(at: time),
            newScrollOffset: newScrollOffset, duration: duration, curve: curve, start: time,
            isLayoutSwitch: isLayoutSwitch, layoutDirection: layoutDirection)
    }
}
