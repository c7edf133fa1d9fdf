import Testing
import CollectionView
import CompositionalLayout
@testable import GtkShell

/// The canvas widget needs a display: `make test` runs the unit tests under Xvfb.
@MainActor @Suite(.serialized) struct CanvasViewTests {
    private func model() -> CollectionViewModel {
        CollectionViewModel(layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([10]),
                            viewportSize: Size(width: 300, height: 200), measurer: PangoTextMeasurer()) { path in
            var content = ListContentConfiguration.cell()
            content.text = "Item \(path.item)"
            return CellContent(content: content)
        }
    }

    @Test func canvasesAnnounceListAndGridRoles() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let list = CanvasView(model: model(), theme: .adwaitaLight, accessibleRole: .list, label: "Items")
        let grid = CanvasView(model: model(), theme: .adwaitaLight, accessibleRole: .grid)
        #expect(list.announcedRole == .list)
        #expect(grid.announcedRole == .grid)
    }

    @Test func drawingRendersTheModelAndSyncsTheViewport() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let canvas = CanvasView(model: model(), theme: .adwaitaLight)
        let image = try OffscreenImage(size: Size(width: 320, height: 240), scale: 1)
        var drawn = 0
        canvas.didDraw = { drawn += 1 }
        canvas.draw(image.context, width: 320, height: 240)
        #expect(drawn == 1)
        #expect(canvas.model.viewport.size == Size(width: 320, height: 240))
        #expect(canvas.model.engine.containerSize == Size(width: 320, height: 240))
    }
}
