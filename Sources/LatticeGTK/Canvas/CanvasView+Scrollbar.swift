internal import CGtk
import CollectionView
import Gtk
import LatticeLayout

/// Scrolling's two faces: the overlay indicator the canvas draws over its content (`ScrollIndicator`), which
/// the pointer widens, drags and clicks; and, for assistive technologies only, a transparent `GtkScrollbar`
/// out of the pointer's way whose adjustment follows the viewport once frames pause.
///
/// A `GtkScrollbar` on screen would move with every frame that moves its slider, and every adjustment change
/// makes GTK lay the window out on the next frame, which on X11 asks the server for the monitor and its work
/// area: 13 round trips a frame under Xvfb (docs/performance.md, "The floor").
extension CanvasView {
    /// How long frames must pause before the accessibility scrollbar takes the viewport's offset (µs).
    static let scrollbarSettleTime: gint64 = 100_000

    /// Updates the accessibility scrollbar, the proxies and prefetching after this frame: changing widgets
    /// while GTK snapshots the widget tree would resize them mid-frame.
    func scheduleAdjustmentSync() {
        guard !accessibleScrollbar.sync.isPending else { return }
        accessibleScrollbar.sync.isPending = true
        addIdle { [self] in
            accessibleScrollbar.sync.isPending = false
            let start = MainLoopClock.monotonicNow
            syncAdjustment()
            syncAccessibilityAfterFrame()
            followIndicatorFade()
            model.prefetch()
            frameTiming.syncDuration = Double(MainLoopClock.monotonicNow - start) / 1_000_000
        }
    }

    /// Keeps the accessibility scrollbar in step with the content and the viewport. Unless `exactly` (or
    /// before its first sync), a change waits until frames pause for `scrollbarSettleTime`, as the
    /// accessibility proxies do.
    func syncAdjustment(exactly: Bool = false) {
        let content = model.engine.contentSize.height
        let page = model.viewport.size.height
        let state = AccessibleScrollbar.State(value: model.viewport.offset.y, upper: max(content, page), page: page)
        let scrollable = content > page + 0.5
        guard accessibleScrollbar.differs(from: state, scrollable: scrollable) else { return }
        guard exactly || accessibleScrollbar.sync.synced == nil else { return scheduleExactAdjustmentSync() }
        accessibleScrollbar.show(state, scrollable: scrollable)
    }

    /// Gives the adjustment the exact offset once frames have paused for `scrollbarSettleTime`.
    private func scheduleExactAdjustmentSync() {
        guard !accessibleScrollbar.sync.isExactPending else { return }
        accessibleScrollbar.sync.isExactPending = true
        afterFramesPause(for: Self.scrollbarSettleTime, checkingIn: Self.scrollbarSettleTime) {
            $0.accessibleScrollbar.sync.isExactPending = false
            $0.syncAdjustment(exactly: true)
        }
    }

    /// An assistive technology moved the scrollbar to `offset`: the viewport follows.
    func assistiveTechnologyScrolled(to offset: Double) {
        model.scroll(toOffset: offset)
        queueDraw()
    }

    // MARK: The indicator

    /// Follows this frame's viewport and appends the indicator over the content, as a node of its own (its
    /// moves then damage only its own bounds). A layout transition moves the offset without revealing it.
    func drawScrollIndicator(into snapshot: OpaquePointer, size: Size, scale: Double) {
        let now = model.animation.clock.now
        scrollIndicator.follow(
            size: size, contentHeight: model.engine.contentSize.height,
            offset: model.viewport.offset.y, at: now, reveals: model.transition == nil)
        let commands = scrollIndicator.commands(at: now, theme: renderer.theme)
        guard !commands.isEmpty else { return }
        renderer.drawOverlay(commands, into: snapshot, size: size, deviceScale: scale)
    }

    /// Whether the indicator is fading out: it needs a frame each tick.
    var indicatorIsFading: Bool {
        let now = model.animation.clock.now
        return scrollIndicator.nextChange(after: now).map { $0 <= now } ?? false
    }

    /// After a frame: animates the indicator's fade while it runs, or redraws when it is due to start.
    func followIndicatorFade() {
        let now = model.animation.clock.now
        guard let next = scrollIndicator.nextChange(after: now) else { return }
        if next <= now { return animateWhileNeeded() }
        guard !ticks.isIndicatorTimerPending else { return }
        ticks.isIndicatorTimerPending = true
        after(gint64(((next - now) * 1_000_000).rounded(.up))) { canvas in
            canvas.ticks.isIndicatorTimerPending = false
            canvas.queueDraw()  // the frame's after-sync looks again (the pointer may have kept it shown)
        }
    }

    /// A primary press: on the indicator's trough it grabs the slider and scrolls (true); elsewhere the press
    /// is the content's (false).
    func pressIndicator(at point: Point) -> Bool {
        guard let offset = scrollIndicator.press(at: point, at: model.animation.clock.now) else { return false }
        scrollByIndicator(to: offset)
        return true
    }

    /// The pointer moved with the button held: the held slider follows (true), or nothing is held (false).
    func dragIndicator(to point: Point) -> Bool {
        guard let offset = scrollIndicator.drag(to: point, at: model.animation.clock.now) else { return false }
        scrollByIndicator(to: offset)
        return true
    }

    /// The button was let go: true when it held the slider.
    func releaseIndicator(at point: Point?) -> Bool {
        guard scrollIndicator.grab != nil else { return false }
        scrollIndicator.release(at: point, at: model.animation.clock.now)
        queueDraw()
        return true
    }

    private func scrollByIndicator(to offset: Double) {
        ticks.kinetic.stop()
        model.noteUserScroll()
        model.scroll(toOffset: offset)
        queueDraw()
    }
}
