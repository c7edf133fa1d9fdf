import CGtk
import CollectionView
import Gtk
import LatticeLayout
import Testing

@testable import LatticeGTK

/// The canvas's two scrollbars: the indicator it draws and the pointer uses, and the transparent one assistive
/// technologies see, whose adjustment waits for frames to pause.
@MainActor @Suite(.serialized) struct CanvasScrollbarTests {
    private func canvas(items: Int, clock: ManualClock) -> CanvasView {
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([items]),
            viewportSize: Size(width: 300, height: 200), measurer: PangoTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = "Item \(path.item)"
            return CellContent(content: content)
        }
        model.animation.clock = clock
        return CanvasView(model: model, theme: .adwaitaLight)
    }

    /// The root node of a frame drawn at `size`.
    private func frame(of view: CanvasView, size: Size) throws -> OpaquePointer {
        let snapshot = try #require(gtk_snapshot_new())
        view.draw(into: snapshot, size: size, scale: 1)
        return try #require(gtk_snapshot_free_to_node(snapshot))
    }

    @Test func theAccessibilityScrollbarWaitsForFramesToPause() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let view = canvas(items: 1_000_000, clock: ManualClock(now: 10))
        #expect(gtk_widget_get_opacity(view.accessibleScrollbar.scrollbar.widget) == 0)
        #expect(gtk_widget_get_can_target(view.accessibleScrollbar.scrollbar.widget) == 0)
        drawFrame(of: view, size: Size(width: 300, height: 200))
        view.syncAdjustment()
        #expect(gtk_adjustment_get_value(view.accessibleScrollbar.adjustment.pointer(as: GtkAdjustment.self)) == 0)
        #expect(
            gtk_adjustment_get_page_size(view.accessibleScrollbar.adjustment.pointer(as: GtkAdjustment.self)) == 200)
        #expect(
            gtk_adjustment_get_upper(view.accessibleScrollbar.adjustment.pointer(as: GtkAdjustment.self)) > 1_000_000)

        // Scrolling, however far, leaves the adjustment until frames pause: then it takes the offset.
        view.model.scroll(toOffset: 500_000)
        view.syncAdjustment()
        #expect(gtk_adjustment_get_value(view.accessibleScrollbar.adjustment.pointer(as: GtkAdjustment.self)) == 0)
        #expect(view.accessibleScrollbar.sync.isExactPending)
        view.syncAdjustment(exactly: true)
        #expect(
            gtk_adjustment_get_value(view.accessibleScrollbar.adjustment.pointer(as: GtkAdjustment.self)) == 500_000)
    }

    @Test func anAssistiveTechnologysMoveScrollsTheView() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let view = canvas(items: 1_000, clock: ManualClock(now: 10))
        drawFrame(of: view, size: Size(width: 300, height: 200))
        view.syncAdjustment()
        // as the AT-SPI Value interface does
        gtk_adjustment_set_value(view.accessibleScrollbar.adjustment.pointer(as: GtkAdjustment.self), 500)
        #expect(view.model.viewport.offset.y == 500)
        #expect(view.accessibleScrollbar.sync.synced?.value == 500)
    }

    @Test func aPressOnTheTroughGrabsTheSliderAndADragScrolls() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let view = canvas(items: 1_000, clock: ManualClock(now: 10))
        drawFrame(of: view, size: Size(width: 300, height: 200))
        let range = view.model.engine.contentSize.height - 200
        // Off the trough, a press is the content's.
        #expect(!view.pressIndicator(at: Point(x: 150, y: 100)))
        #expect(view.scrollIndicator.grab == nil)
        // Low on the trough: the slider's middle jumps under the pointer, and the view scrolls with it.
        #expect(view.pressIndicator(at: Point(x: 295, y: 150)))
        let pressed = view.model.viewport.offset.y
        #expect(pressed > range / 2 && pressed < range)
        // Dragged to the top and past the bottom: the view follows to either end.
        #expect(view.dragIndicator(to: Point(x: 295, y: -100)))
        #expect(view.model.viewport.offset.y == 0)
        #expect(view.dragIndicator(to: Point(x: 295, y: 900)))
        #expect(view.model.viewport.offset.y == range)
        #expect(view.releaseIndicator(at: Point(x: 295, y: 900)))
        #expect(!view.dragIndicator(to: Point(x: 295, y: 0)))
        #expect(!view.releaseIndicator(at: nil))
    }

    @Test func theIndicatorIsANodeOfItsOwnOverTheContentUntilItFades() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let clock = ManualClock(now: 10)
        let view = canvas(items: 1_000, clock: clock)
        let size = Size(width: 300, height: 200)
        let still = try frame(of: view, size: size)
        defer { gsk_render_node_unref(still) }
        #expect(gsk_container_node_get_n_children(still) == 2)  // not scrolled yet: no indicator

        view.model.scroll(toOffset: 400)
        let scrolled = try frame(of: view, size: size)
        defer { gsk_render_node_unref(scrolled) }
        try #require(gsk_container_node_get_n_children(scrolled) == 3)
        var bounds = graphene_rect_t()
        gsk_render_node_get_bounds(gsk_container_node_get_child(scrolled, 2), &bounds)
        #expect(bounds.origin.x >= 280 && bounds.origin.x + bounds.size.width <= 300, "\(bounds)")
        #expect(bounds.size.height >= 40 && bounds.size.height < 200, "\(bounds)")
        #expect(!view.indicatorIsFading)

        clock.advance(by: 2.25)  // halfway through the fade
        #expect(view.indicatorIsFading)
        #expect(view.needsFrames)
        clock.advance(by: 1)
        #expect(!view.indicatorIsFading)
        let faded = try frame(of: view, size: size)
        defer { gsk_render_node_unref(faded) }
        #expect(gsk_container_node_get_n_children(faded) == 2)
    }
}
