/// One touchpad scroll delta, in pixels of translation, at a time in seconds.
struct ScrollSample: Hashable, Sendable {
    /// The translation it added (pixels, positive towards the trailing edge).
    var delta: Double
    /// When it arrived (seconds, any epoch).
    var time: Double
}

extension SwipeController {
    /// Moves the dragged content by one horizontal touchpad scroll delta (a two-finger swipe).
    ///
    /// Begin the swipe with `beginDrag(item:leading:trailing:cellWidth:)` when the scroll sequence starts
    /// (GTK's `scroll-begin`, over the cell, when the motion is mostly horizontal), feed every `scroll` here,
    /// and finish with `scrollEnded(time:)` on GTK's `scroll-end` (GDK's stop event: the fingers lifted).
    ///
    /// The translation is `−deltaX × SwipeMetrics.scrollDeltaMultiplier` (10): GDK reports touchpad deltas in
    /// tenths of a pixel, and a positive `deltaX` scrolls content towards its end, i.e. moves it left, so it
    /// uncovers the trailing actions — the same direction the fingers move with natural scrolling, as in
    /// libadwaita's swipe tracker. `isStop` (GDK's stop event, `gdk_scroll_event_is_stop`) ends the swipe as
    /// `scrollEnded(time:)` would, so either signal detects the end; `time` (seconds, e.g. the event time /
    /// 1000) feeds the release velocity. Ignored when no drag is in progress.
    ///
    /// - Returns: the outcome when `isStop` ended the swipe, nil otherwise.
    @discardableResult
    public mutating func scroll(deltaX: Double, time: Double? = nil, isStop: Bool = false) -> SwipeOutcome<ItemID>? {
        guard phase == .dragging else { return nil }
        if isStop { return scrollEnded(time: time) }
        guard deltaX.isFinite else { return nil }
        let delta = -deltaX * SwipeMetrics.scrollDeltaMultiplier
        scrollTranslation += delta
        updateDrag(translation: scrollTranslation)
        if let time {
            scrollHistory.append(ScrollSample(delta: delta, time: time))
            let oldest = time - SwipeMetrics.scrollVelocityWindow
            scrollHistory.removeAll { $0.time < oldest }
        }
        return nil
    }

    /// Ends a touchpad swipe: settles like `endDrag(velocity:)` with the velocity of the deltas of the last
    /// 150 ms (0 without times, or when the fingers rested longer than that before lifting at `time`).
    public mutating func scrollEnded(time: Double? = nil) -> SwipeOutcome<ItemID> {
        endDrag(velocity: scrollVelocity(at: time))
    }

    /// The translation velocity (px/s) of the recent scroll deltas, as of `time` (or the last delta).
    func scrollVelocity(at time: Double?) -> Double {
        guard let first = scrollHistory.first, let last = scrollHistory.last else { return 0 }
        if let time, time - last.time > SwipeMetrics.scrollVelocityWindow { return 0 }
        let span = last.time - first.time
        guard span > 0 else { return 0 }
        // The first sample's delta happened before its time stamp; the rest happened within the span.
        let moved = scrollHistory.dropFirst().reduce(0) { $0 + $1.delta }
        return moved / span
    }
}
