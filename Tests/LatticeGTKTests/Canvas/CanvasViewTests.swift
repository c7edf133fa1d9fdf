import CollectionView
import DiffableDataSource
import Gtk
import LatticeLayout
import Testing

@testable import LatticeGTK

/// The canvas widget needs a display: `make test` runs the unit tests under Xvfb.
@MainActor @Suite(.serialized) struct CanvasViewTests {
    private func model() -> CollectionViewModel {
        CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([10]),
            viewportSize: Size(width: 300, height: 200), measurer: PangoTextMeasurer()
        ) { path in
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
        var drawn = 0
        canvas.hooks.didDraw = { drawn += 1 }
        drawFrame(of: canvas, size: Size(width: 320, height: 240))
        #expect(drawn == 1)
        #expect(canvas.model.viewport.size == Size(width: 320, height: 240))
        #expect(canvas.model.engine.containerSize == Size(width: 320, height: 240))
    }
}

extension CanvasViewTests {
    @Test func aFlingScrollsAndSlowsDownUntilItStops() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let canvas = CanvasView(
            model: CollectionViewModel(
                layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([1_000]),
                viewportSize: Size(width: 300, height: 200), measurer: PangoTextMeasurer()
            ) { path in
                var content = ListContentConfiguration.cell()
                content.text = "Item \(path.item)"
                return CellContent(content: content)
            }, theme: .adwaitaLight)
        canvas.ticks.kinetic = KineticScroll(velocity: 2_000)
        var time: Int64 = 1_000_000
        var offsets: [Double] = []
        canvas.stepKinetic(frameTime: time)  // the first frame only records the time
        for _ in 0..<240 {
            time += 16_667
            canvas.stepKinetic(frameTime: time)
            offsets.append(canvas.model.viewport.offset.y)
        }
        // It moved, never backwards, by less each frame, and came to rest.
        #expect(offsets.first! > 0)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 })
        #expect(!canvas.ticks.kinetic.isMoving)
        // 2000 px/s with a 0.325 s time constant travels about 2000 × 0.325 = 650 px.
        #expect(abs(offsets.last! - 650) < 40)
    }
}

extension CanvasViewTests {
    /// Data applied through a data source is drawn and animated without the app asking the canvas.
    @Test func anAnimatedApplyRunsTheCanvasFrames() async throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)),
            viewportSize: Size(width: 300, height: 200), measurer: PangoTextMeasurer())
        let dataSource = CollectionViewDataSource<String, String>(model: model) { _, name, _ in
            var content = ListContentConfiguration.cell()
            content.text = name
            return CellContent(content: content)
        }
        let canvas = CanvasView(model: model, theme: .adwaitaLight)
        #expect(canvas.ticks.tickID == 0)
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["Red", "Green"])
        await dataSource.apply(snapshot, animatingDifferences: true)
        #expect(model.transition != nil)
        #expect(canvas.ticks.tickID != 0)  // the frame clock drives the insert's animation
    }
}
