internal import CGtk
import CollectionView
import Foundation
import Gtk
import LatticeLayout
import LatticeTracing

/// A GTK widget that shows a `CollectionViewModel`: a canvas widget drawn as render nodes, with an overlay
/// scroll indicator, wheel and touchpad scrolling, pointer and keyboard input, and frame-clock driven animations.
///
/// `widget` is the container to put in a window. The view owns its GTK widgets through the widget tree and
/// its callback boxes through GLib's destroy notifies.
@MainActor
public final class CanvasView: SnapshotDrawing {
    /// The model drawn.
    public let model: CollectionViewModel
    /// The widget to put in a window: an overlay of the canvas widget, its accessibility layers and the
    /// accessibility scrollbar. Keyboard and focus controllers sit here so they see keys whether the canvas
    /// widget or a cell's proxy has focus. It takes no focus itself: give the view focus with `grabFocus()`.
    public var widget: Widget { overlay }
    /// The overlay `widget` is: the canvas widget, with the accessibility layers and scrollbar over it.
    let overlay: Overlay
    /// The widget the frames are drawn in: a `LatticeCanvas` (`DrawingWidget`), a `GtkDrawingArea` subclass
    /// whose snapshot appends render nodes.
    package let focusWidget: Widget
    /// The canvas widget, for GTK's C functions.
    var canvasWidget: UnsafeMutablePointer<GtkWidget> { focusWidget.widget }
    /// The scrollbar assistive technologies see (transparent; the pointer uses `scrollIndicator`).
    let accessibleScrollbar = AccessibleScrollbar()
    let renderer: CairoRenderer
    /// The frame-clock tick, a fling's kinetic scroll, the indicator's fade timer.
    var ticks = FrameTicks()
    /// Whether a frame is being drawn (`draw(into:size:scale:)`).
    private var isDrawing = false
    /// The overlay scrollbar drawn over the content (its fade's timer: `ticks.isIndicatorTimerPending`).
    var scrollIndicator = ScrollIndicator()
    /// The accessibility layers and where their sync stands (`syncAccessibilityAfterFrame`).
    var accessibility = AccessibilitySync()
    /// The time and timers deferred syncs run on (a test steps its own: `SteppedClock`).
    package var clock: any MainClock = MainLoopClock()
    /// Where the pointer was last, the shape it was given, and whether focus rings follow the window.
    var pointer = PointerTracking()
    /// What the canvas asks of the app that shows it, and tells it (`Hooks`).
    public var hooks = Hooks()
    /// The context menu on show and where it was asked for.
    var menu = ContextMenuSession()
    /// When the last frame was drawn and what its snapshot and the sync after it took (`FrameTiming`).
    package internal(set) var frameTiming = FrameTiming()

    /// What a canvas asks of the app that shows it, and tells it: the context menu's entries, what Ctrl+scroll and
    /// sideways scrolls do, the files a drag carries out, the pointer's shape, and that a frame was drawn.
    public struct Hooks {
        /// The context menu's entries for an item (nil: the view's empty space), in sections; no menu when nil
        /// or empty. Right-click, the Menu key and Shift+F10 open it.
        public var contextMenu: ((ItemPath?) -> [[MenuEntry]])?
        /// Ctrl+scroll: called with the vertical delta (wheel steps, or touchpad pixels / 50) and the pointer,
        /// instead of scrolling (continuous zoom). Nil: Ctrl+scroll scrolls.
        public var onZoomScroll: ((Double, Point) -> Void)?
        /// A sideways scroll (a touchpad's horizontal motion, Shift+wheel, or Left and Right where the cursor
        /// cannot move sideways) over a point: called with the delta in points and the point; returns whether it
        /// used it (a table's columns scrolling under its pinned first column). Nil or false: the model scrolls
        /// (an orthogonal section under the pointer).
        public var onSidewaysScroll: ((Double, Point) -> Bool)?
        /// The files a drag starting at a point (canvas coordinates) carries out of the window, as file URIs
        /// other apps accept; no drag when nil or empty (a press on empty space draws a rubber band instead).
        public var dragPaths: ((Point) -> [String])?
        /// The pointer's shape over a point (canvas coordinates), by its CSS name ("col-resize" over a table
        /// header's column edge); nil: the default arrow.
        public var pointerShape: ((Point) -> String?)?
        /// What Ctrl+C (and Ctrl+Insert) puts on the clipboard while the canvas has the keyboard: the selection as
        /// text; nil (or no hook): the key goes on.
        public var copy: (() -> String?)?
        /// Escape while the canvas has the keyboard and no drag of its own is under way: returns whether it used
        /// the key (a pane closing); nil or false: the key goes on to the window.
        public var onEscape: (() -> Bool)?
        /// Called after every frame is drawn (frame figures, tests).
        public var didDraw: (() -> Void)?

        /// No hooks: no context menu, Ctrl+scroll and sideways scrolls scroll, no drags out, the default pointer.
        public init() {}
    }

    /// Where the last context menu was asked for (canvas coordinates): `hooks.contextMenu` may offer what is
    /// there (a table header's column) beside what the path says.
    public var contextMenuPoint: Point? { menu.point }

    /// The theme colours are drawn with.
    public var theme: Theme {
        get { renderer.theme }
        set {
            renderer.theme = newValue
            queueDraw()
        }
    }

    /// How assistive technologies see the canvas.
    public enum AccessibleRole: Sendable { case list, grid }

    /// Whether assistive technologies see a list (of list items) or a grid (of grid cells): set it when the
    /// layout switches between the two.
    public var accessibleRole: AccessibleRole {
        didSet {
            guard accessibleRole != oldValue else { return }
            if let old = accessibility.layers[oldValue] {
                old.update([], focusFallback: focusWidget)
                old.widget.isVisible = false
            }
            accessibleLayer.widget.isVisible = true
            scheduleAdjustmentSync()
        }
    }

    /// Creates a canvas for `model`, announced to screen readers as a list or a grid.
    public init(model: CollectionViewModel, theme: Theme, accessibleRole: AccessibleRole = .list, label: String? = nil)
    {
        self.model = model
        self.accessibleRole = accessibleRole
        accessibility.label = label
        renderer = CairoRenderer(theme: theme, scale: 1, textLayouts: .main)
        // The canvas widget itself is not presented: its accessibility layer stands for it.
        focusWidget = Widget(unowned: DrawingWidget.make(role: .none))  // the widget keeps the view (`attach` below)
        overlay = Overlay(unownedOver: focusWidget)  // the window it is put in owns it, and it owns the canvas widget
        focusWidget.isFocusable = true
        overlay.expandsHorizontally = true
        overlay.expandsVertically = true
        overlay.addOverlay(accessibleScrollbar.scrollbar)
        _ = accessibleLayer
        DrawingWidget.attach(self, to: focusWidget)
        installInput()
        renderer.loadImagesInBackground { [weak self] in self?.queueDraw() }
        // Data applied to the model (a data source's apply, an update) is drawn, animated, without the app asking.
        // The model says when what it draws changed; a change made while a frame is drawn (the frame's own resize
        // and scroll clamping) is already in that frame.
        model.onNeedsDisplay = { [weak self] in
            guard let self, !isDrawing else { return }
            animateWhileNeeded()
        }
        // A tick callback added before the widget is mapped (data applied as the window opens) never fires in
        // GTK 4.8: start it again once the widget is on screen.
        connectSignal(canvasWidget, "map") { [weak self] in
            self?.restartTicking()
            self?.followFocusVisible()
        }
        accessibleScrollbar.onUserScroll = { [weak self] offset in self?.assistiveTechnologyScrolled(to: offset) }
        followDirection()
        focusWidget.onDirectionChanged { [weak self] in self?.followDirection() }
    }

    /// Lays the content out in the widget's reading direction (GTK's, from the locale): right to left, the model
    /// mirrors every frame and the scroll indicator runs down the left edge.
    private func followDirection() {
        let direction: LayoutDirection = focusWidget.isRightToLeft ? .rightToLeft : .leftToRight
        model.layoutDirection = direction
        scrollIndicator.layoutDirection = direction
        queueDraw()
    }

    /// The role assistive technologies see (read back from GTK).
    public var announcedRole: AccessibleRole? {
        switch accessibleLayer.widget.accessibleRole {
        case .list: .list
        case .grid: .grid
        default: nil
        }
    }

    /// Names the canvas for screen readers ("Items", "Sidebar").
    public func setAccessibleLabel(_ label: String) {
        accessibility.label = label
        for layer in accessibility.layers.values { layer.widget.setAccessibleLabel(label) }
    }

    /// Gives the view the keyboard focus, as a click in it does: the arrows then move its cursor. `widget` is a
    /// container that takes no focus itself (its `grabFocus()` does nothing), so a window moving focus between
    /// panes (F6) calls this.
    public func grabFocus() { focusWidget.grabFocus() }

    /// Whether the keyboard focus is in the view: on its canvas, or on a cell's accessible stand-in.
    public var hasFocus: Bool { overlay.containsFocus }

    /// Redraws on the next frame. The model says itself when what it draws changed (`onNeedsDisplay`); this is
    /// for what it cannot know: state an app's cell provider reads changed outside any apply.
    public func queueDraw() { focusWidget.queueDraw() }

    /// Runs a tick callback (one redraw per frame) while something moves by itself (`needsFrames`), then stops.
    /// The model's `onNeedsDisplay` calls it, as does input that starts a fling or a drag.
    func animateWhileNeeded() {
        queueDraw()
        guard needsFrames, !ticks.isTicking else { return }
        ticks.tickID = focusWidget.addTickCallback { [self] frameTime in
            stepKinetic(frameTime: frameTime)
            queueDraw()
            guard needsFrames else {
                ticks.tickID = 0
                return false
            }
            return true
        }
    }

    /// Follows the window's `focus-visible` (GTK sets it on keyboard navigation and clears it on a click), so the
    /// cursor's focus ring shows as GNOME's widgets show theirs; connected once, when the canvas is first mapped.
    private func followFocusVisible() {
        guard !pointer.followsFocusVisible, let window = focusWidget.window else { return }
        pointer.followsFocusVisible = true
        syncFocusVisible()
        window.onChange(of: "focus-visible") { [weak self] in self?.syncFocusVisible() }
    }

    /// A click hides focus rings until the keyboard navigates again, as in GNOME's apps (GTK 4.8 leaves the
    /// window's `focus-visible` set after a click; later GTKs clear it).
    func hideFocusRings() {
        guard let window = focusWidget.window, window.showsFocusRing else { return }
        window.showsFocusRing = false
    }

    private func syncFocusVisible() {
        guard let window = focusWidget.window else { return }
        model.showsFocusRing = window.showsFocusRing
        queueDraw()
    }

    /// Adds the tick callback anew, if one runs.
    private func restartTicking() {
        guard ticks.isTicking else { return }
        focusWidget.removeTickCallback(ticks.tickID)
        ticks.tickID = 0
        animateWhileNeeded()
    }

    /// Whether something moves by itself and needs a frame each tick: a transition, a kinetic scroll,
    /// auto-scrolling, or the scroll indicator fading out.
    var needsFrames: Bool {
        model.isAnimating || ticks.kinetic.isMoving || indicatorIsFading
    }

    /// Starts kinetic scrolling at `velocity` (px/s, positive scrolls down), as a touchpad fling ends.
    public func fling(velocity: Double) {
        ticks.fling(velocity: velocity)
        animateWhileNeeded()
    }

    /// Scrolls a running fling on to `frameTime` (µs); it stops at the content's ends.
    func stepKinetic(frameTime: Int64) {
        let distance = ticks.flingDistance(at: frameTime)
        guard distance != 0 else { return }
        let before = model.viewport.offset.y
        model.noteUserScroll()  // a fling is the user's scrolling: auto-scroll waits for it
        model.scroll(toOffset: before + distance)
        if model.viewport.offset.y == before { ticks.kinetic.stop() }
    }

    // MARK: Drawing

    /// Draws this frame for `DrawingWidget`'s snapshot vfunc, at the widget's size and scale.
    package func snapshot(_ snapshot: OpaquePointer) {
        let canvas = focusWidget
        draw(
            into: snapshot, size: Size(width: Double(canvas.size.width), height: Double(canvas.size.height)),
            scale: Double(canvas.scaleFactor))
    }

    /// Draws this frame's display list as render nodes into `snapshot` (a `GtkSnapshot*`), first following
    /// any change of the canvas's size or scale.
    func draw(into snapshot: OpaquePointer, size: Size, scale: Double) {
        let span = Trace.begin("paint")
        let start = MainLoopClock.monotonicNow
        defer {
            frameTiming.snapshotDuration = Double(MainLoopClock.monotonicNow - start) / 1_000_000
            span?.end()
        }
        isDrawing = true
        defer { isDrawing = false }
        model.resize(to: size, scale: scale)
        if renderer.scale != scale { renderer.scale = scale }
        if let surface = focusWidget.surface {
            UploadPoolAnchor.shared.anchor(display: surface.display, width: surface.width, height: surface.height)
        }
        model.advance()
        let list = model.displayList()
        // A transition moves nearly everything: one container with the background (see `contentApart`).
        renderer.drawsInMotion = model.transition != nil
        renderer.draw(list, into: snapshot, size: size, deviceScale: scale, contentApart: model.transition == nil)
        drawScrollIndicator(into: snapshot, size: size, scale: scale)
        scheduleAdjustmentSync()
        hooks.didDraw?()
    }

    /// Runs `body` once frames have paused for `settle` µs (`frameTiming.lastFrameTime`), or as soon as `overdue` says it
    /// cannot wait longer: checks in `delay` µs, then again when the pause could have lasted long enough.
    func afterFramesPause(
        for settle: gint64, checkingIn delay: gint64,
        overdue: @escaping @MainActor (CanvasView) -> Bool = { _ in false },
        _ body: @escaping @MainActor (CanvasView) -> Void
    ) {
        after(delay) { canvas in
            let quiet = canvas.frameTiming.pause(at: canvas.clock.now)
            if quiet < settle && !overdue(canvas) {
                canvas.afterFramesPause(for: settle, checkingIn: settle - quiet, overdue: overdue, body)
            } else {
                body(canvas)
            }
        }
    }

    /// Runs `body` in `delay` µs (`clock`), unless the view is gone by then.
    func after(_ delay: gint64, _ body: @escaping @MainActor (CanvasView) -> Void) {
        clock.schedule(after: delay) { [weak self] in
            if let self { body(self) }
        }
    }
}
