import CGtk
import CollectionView
import Gtk
import LatticeLayout
import Testing

@testable import LatticeGTK

@MainActor @Suite(.serialized) struct ContextMenuTests {
    private func canvas() -> CanvasView {
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([20]),
            viewportSize: Size(width: 300, height: 200), measurer: PangoTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = "Item \(path.item)"
            return CellContent(content: content)
        }
        return CanvasView(model: model, theme: .adwaitaLight)
    }

    @Test func entriesBecomeActionsOfThePopoverMenu() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let canvas = canvas()
        // A popover needs its canvas in a window on screen.
        let window = gtk_window_new()!
        gtk_window_set_child(gtkCast(window), canvas.widget.widget)
        gtk_window_present(gtkCast(window))
        defer { gtk_window_destroy(gtkCast(window)) }
        var chosen: [String] = []
        var asked: [ItemPath?] = []
        canvas.hooks.contextMenu = { path in
            asked.append(path)
            return [
                [MenuEntry("_Copy") { chosen.append("copy") }],
                [
                    MenuEntry("_Rename", isEnabled: false) { chosen.append("rename") },
                    MenuEntry("_Delete") { chosen.append("delete") }
                ]
            ]
        }
        #expect(canvas.showContextMenu(for: ItemPath(section: 0, item: 4), at: Point(x: 10, y: 10)))
        #expect(asked == [ItemPath(section: 0, item: 4)])
        let popover = try #require(canvas.menu.popover)
        #expect(popover.parent == canvas.canvasWidget)
        gtk_widget_activate_action_variant(canvas.canvasWidget, "context.2", nil)
        gtk_widget_activate_action_variant(canvas.canvasWidget, "context.1", nil)  // disabled: does nothing
        gtk_widget_activate_action_variant(canvas.canvasWidget, "context.0", nil)
        #expect(chosen == ["delete", "copy"])
        canvas.closeContextMenu()
        while g_main_context_iteration(nil, 0) != 0 {}  // closing unparents the popover on idle
        #expect(canvas.menu.popover == nil)
    }

    @Test func noEntriesMeansNoMenu() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let canvas = canvas()
        #expect(!canvas.showContextMenu(for: nil, at: .zero))
        canvas.hooks.contextMenu = { _ in [[]] }
        #expect(!canvas.showContextMenu(for: nil, at: .zero))
        #expect(canvas.menu.popover == nil)
    }
}
