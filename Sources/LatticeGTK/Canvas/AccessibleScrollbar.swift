import Gtk

/// The scrollbar assistive technologies see: a transparent `GtkScrollbar` at the canvas's trailing edge, out of
/// the pointer's way (the canvas draws its own indicator), whose adjustment follows the viewport once frames
/// pause; an assistive technology that moves it scrolls the view (`onUserScroll`).
@MainActor
final class AccessibleScrollbar {
    /// The scrollbar widget, an overlay child of the canvas.
    let scrollbar: Scrollbar
    /// Its range and position.
    let adjustment = Adjustment()
    /// What the adjustment was last set to, and which syncs wait.
    var sync = AdjustmentSync()

    /// The adjustment's value, upper bound and page as last configured.
    struct State: Equatable {
        var value: Double
        var upper: Double
        var page: Double
    }

    /// Called with the offset an assistive technology moves the scrollbar to.
    var onUserScroll: ((Double) -> Void)?

    /// A hidden scrollbar (nothing to scroll yet).
    init() {
        scrollbar = Scrollbar(.vertical, adjustment: adjustment)
        scrollbar.horizontalAlignment = .end
        scrollbar.opacity = 0
        scrollbar.canTarget = false
        adjustment.onValueChanged { [weak self] in
            guard let self, !sync.isUpdating else { return }
            sync.synced?.value = adjustment.value
            onUserScroll?(adjustment.value)
        }
    }

    /// Whether showing `state` would change anything: the range, or whether the bar is shown (`scrollable`).
    func differs(from state: State, scrollable: Bool) -> Bool {
        state != sync.synced || scrollbar.isVisible != scrollable
    }

    /// Shows `state`, the bar only when there is something to scroll (the sidebar usually fits).
    func show(_ state: State, scrollable: Bool) {
        sync.isUpdating = true
        defer { sync.isUpdating = false }
        adjustment.configure(
            value: state.value, lower: 0, upper: state.upper, stepIncrement: state.page * 0.1,
            pageIncrement: state.page * 0.9, pageSize: state.page)
        sync.synced = state
        if scrollbar.isVisible != scrollable { scrollbar.isVisible = scrollable }
    }
}

/// Where a canvas's accessibility scrollbar stands: what its adjustment was last set to, and which syncs wait.
struct AdjustmentSync {
    /// Set while the view sets the adjustment itself, so its value-changed signal is not taken for the user's.
    var isUpdating = false
    /// A sync is scheduled (the scrollbar follows once frames pause).
    var isPending = false
    /// What the adjustment was last set to (`CanvasView.syncAdjustment`).
    var synced: AccessibleScrollbar.State?
    /// An exact sync waits for frames to pause.
    var isExactPending = false
}
