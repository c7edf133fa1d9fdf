import CGtk

/// The scrollbar: kept in step with the viewport after each frame, but only changed when its slider moves
/// visibly, and exactly once frames pause or the pointer reaches it.
extension CanvasView {
    /// The adjustment's value, upper bound and page as last configured.
    struct AdjustmentState: Equatable {
        var value: Double
        var upper: Double
        var page: Double
    }

    /// How long frames must pause before the scrollbar's adjustment takes the exact offset (µs).
    static let scrollbarSettleTime: gint64 = 100_000

    /// Updates the scrollbar after this frame: changing its adjustment while GTK snapshots the widget tree
    /// would resize the scrollbar mid-frame (GTK warns about snapshotting unallocated gizmos).
    func scheduleAdjustmentSync() {
        guard !adjustmentSyncPending else { return }
        adjustmentSyncPending = true
        let sync: GSourceFunc = { data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                canvas.adjustmentSyncPending = false
                let start = g_get_monotonic_time()
                canvas.syncAdjustment()
                canvas.syncAccessibilityAfterFrame()
                canvas.model.prefetch()
                canvas.lastSyncDuration = Double(g_get_monotonic_time() - start) / 1_000_000
            }
            return 0
        }
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, sync, Unmanaged.passRetained(self).toOpaque(), releaseBox)
    }

    /// Keeps the scrollbar in step with the content and the viewport (estimates corrected, anchors kept).
    ///
    /// Unless `exactly`, a change that leaves the slider where it is drawn is held back until frames pause
    /// (`scrollbarSettleTime`): any adjustment change makes GTK lay the window out on the next frame, which on
    /// X11 asks the server for the monitor and its work area — 13 round trips a frame under Xvfb.
    func syncAdjustment(exactly: Bool = false) {
        let content = model.engine.contentSize.height
        let page = model.viewport.size.height
        let state = AdjustmentState(value: model.viewport.offset.y, upper: max(content, page), page: page)
        let needed: gboolean = content > page + 0.5 ? 1 : 0
        if !exactly, let synced = syncedAdjustment, synced.page == state.page,
           gtk_widget_get_visible(scrollbar) == needed {
            guard synced != state else { return }
            // The scrollbar runs the canvas's height; its trough is a little shorter, so its slider moves a
            // little less than this one: a conservative measure.
            let track = page
            let shown = ScrollbarSlider(value: synced.value, upper: synced.upper, page: synced.page, track: track)
            if shown.looksLike(ScrollbarSlider(value: state.value, upper: state.upper, page: state.page, track: track)) {
                scheduleExactAdjustmentSync()
                return
            }
        }
        updatingAdjustment = true
        defer { updatingAdjustment = false }
        gtk_adjustment_configure(adjustment, state.value, 0, state.upper, page * 0.1, page * 0.9, page)
        syncedAdjustment = state
        // A scrollbar only when there is something to scroll (the sidebar usually fits).
        if gtk_widget_get_visible(scrollbar) != needed { gtk_widget_set_visible(scrollbar, needed) }
    }

    /// Gives the adjustment the exact offset once frames have paused for `scrollbarSettleTime`.
    private func scheduleExactAdjustmentSync() {
        guard !exactAdjustmentSyncPending else { return }
        exactAdjustmentSyncPending = true
        afterFramesPause(for: Self.scrollbarSettleTime, checkingIn: Self.scrollbarSettleTime) {
            $0.exactAdjustmentSyncPending = false
            $0.syncAdjustment(exactly: true)
        }
    }

    /// Syncs the adjustment exactly when the pointer reaches the scrollbar, before a click, drag or wheel on
    /// it starts from the adjustment's value.
    func installScrollbarInput() {
        let motion = gtk_event_controller_motion_new()!
        let onEnter: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { _, _, _, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { canvas.syncAdjustment(exactly: true) }
        }
        lattice_signal_connect(UnsafeMutableRawPointer(motion), "enter", unsafeBitCast(onEnter, to: GCallback.self),
                               Unmanaged.passUnretained(self).toOpaque(), nil)
        gtk_widget_add_controller(scrollbar, motion)
    }

    /// The user moved the scrollbar: the viewport follows.
    func adjustmentChanged() {
        guard !updatingAdjustment else { return }
        model.scroll(toOffset: gtk_adjustment_get_value(adjustment))
        syncedAdjustment?.value = gtk_adjustment_get_value(adjustment)
        queueDraw()
    }
}
