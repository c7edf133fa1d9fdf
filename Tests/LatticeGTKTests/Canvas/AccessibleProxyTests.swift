import CGtk
import CollectionView
import Gtk
import LatticeLayout
import Testing

@testable import LatticeGTK

/// The proxies assistive technologies see, read back through GTK's own accessibility test API.
@MainActor @Suite(.serialized) struct AccessibleProxyTests {
    private func canvas(items: Int = 100, role: CanvasView.AccessibleRole = .list) -> CanvasView {
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([items]),
            viewportSize: Size(width: 300, height: 200), measurer: PangoTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.subtitleCell()
            content.text = "Item \(path.item)"
            content.secondaryText = "Detail \(path.item)"
            return CellContent(content: content)
        }
        return CanvasView(model: model, theme: .adwaitaLight, accessibleRole: role, label: "Items")
    }

    private func draw(_ canvas: CanvasView) throws {
        drawFrame(of: canvas, size: Size(width: 300, height: 200))
        canvas.syncAccessibility()
    }

    private func role(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkAccessibleRole {
        gtk_accessible_get_accessible_role(OpaquePointer(widget))
    }

    private func check(_ widget: UnsafeMutablePointer<GtkWidget>, label: String) -> String? {
        guard
            let message = lattice_accessible_check_string_property(
                OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label)
        else { return nil }
        defer { g_free(message) }
        return String(cString: message)
    }

    private func check(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ state: GtkAccessibleState, is value: Bool
    ) -> String? {
        guard let message = lattice_accessible_check_boolean_state(OpaquePointer(widget), state, value ? 1 : 0)
        else { return nil }
        defer { g_free(message) }
        return String(cString: message)
    }

    private func identity(_ canvas: CanvasView, _ item: Int) -> ElementIdentity {
        canvas.model.engine.dataSource.identity(ofItemAt: ItemPath(section: 0, item: item))
    }

    @Test func everyVisibleCellHasAListItemProxyWithItsLabel() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let canvas = canvas()
        try draw(canvas)
        let visible = canvas.model.accessibleElements()
        #expect(visible.count > 2 && visible.count < 100)
        #expect(canvas.accessibleProxyCount == visible.count)
        let first = try #require(canvas.accessibleProxy(for: identity(canvas, 0)))
        #expect(role(first) == GTK_ACCESSIBLE_ROLE_LIST_ITEM)
        #expect(check(first, label: "Item 0, Detail 0") == nil)
        #expect(check(first, label: "Item 1, Detail 1") != nil)  // the check can fail (GTK_A11Y=test)
        #expect(check(first, GTK_ACCESSIBLE_STATE_SELECTED, is: false) == nil)
        #expect(check(first, GTK_ACCESSIBLE_STATE_SELECTED, is: true) != nil)
        #expect(canvas.accessibleProxy(for: identity(canvas, 99)) == nil)
    }

    @Test func selectionShowsAsTheSelectedState() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let canvas = canvas()
        try draw(canvas)
        canvas.model.selection.select(identity(canvas, 1))
        try draw(canvas)
        let second = try #require(canvas.accessibleProxy(for: identity(canvas, 1)))
        #expect(check(second, GTK_ACCESSIBLE_STATE_SELECTED, is: true) == nil)
        let first = try #require(canvas.accessibleProxy(for: identity(canvas, 0)))
        #expect(check(first, GTK_ACCESSIBLE_STATE_SELECTED, is: false) == nil)
    }

    @Test func scrollingRecyclesProxiesAndKeepsThemOnTheirItems() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let canvas = canvas()
        try draw(canvas)
        let countBefore = canvas.accessibleProxyCount
        canvas.model.scroll(toOffset: 5_000)
        try draw(canvas)
        #expect(canvas.accessibleProxy(for: identity(canvas, 0)) == nil)
        let shown = canvas.model.accessibleElements()
        let firstShown = try #require(shown.first)
        let proxy = try #require(canvas.accessibleProxy(for: firstShown.identity))
        #expect(check(proxy, label: firstShown.label) == nil)
        #expect(abs(canvas.accessibleProxyCount - countBefore) <= 1)
    }

    /// Frames back to back (scrolling) leave the proxies where they are until the frames pause (or the proxies
    /// lag a second); then they follow the last frame's screen. On a clock the test steps: no wall clock decides.
    @Test func proxiesFollowBackToBackFramesOnceTheyPause() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let canvas = canvas()
        let clock = SteppedClock()
        canvas.clock = clock
        var offset = 0.0
        func frame() {
            canvas.model.scroll(toOffset: offset)
            drawFrame(of: canvas, size: Size(width: 300, height: 200))
            canvas.syncAccessibilityAfterFrame()
        }
        frame()  // long since the last sync: at once
        #expect(canvas.accessibleProxy(for: identity(canvas, 0)) != nil)
        // 300 ms of frames every 16 ms, scrolling down: the proxies stay with the first frame's cells.
        for _ in 0..<19 {
            clock.advance(by: 16_000)
            offset += 40
            frame()
        }
        #expect(canvas.accessibleProxy(for: identity(canvas, 0)) != nil)
        // A moment short of the settle time, still; once the frames have paused for it, the proxies follow.
        clock.advance(by: CanvasView.accessibilitySettleTime - 1_000)
        #expect(canvas.accessibleProxy(for: identity(canvas, 0)) != nil)
        clock.advance(by: 1_000)
        #expect(canvas.accessibleProxy(for: identity(canvas, 0)) == nil)
        #expect(canvas.accessibleProxy(for: try #require(canvas.model.accessibleElements().first).identity) != nil)
        // Frames that never pause: the proxies follow at most a second behind.
        let before = canvas.model.accessibleElements().first?.identity
        var followed = false
        for _ in 0..<70 where !followed {
            clock.advance(by: 16_000)
            offset += 40
            frame()
            followed = canvas.accessibleProxy(for: try #require(before)) == nil
        }
        #expect(followed)
        #expect(clock.pendingTimers <= 1)
    }

    @Test func aGridCanvasHasGridCells() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let canvas = canvas()
        try draw(canvas)
        canvas.accessibleRole = .grid
        try draw(canvas)
        #expect(canvas.announcedRole == .grid)
        let first = try #require(canvas.accessibleProxy(for: identity(canvas, 0)))
        #expect(role(first) == GTK_ACCESSIBLE_ROLE_GRID_CELL)
    }
}
