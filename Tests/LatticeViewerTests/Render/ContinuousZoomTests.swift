import Testing

@testable import LatticeViewer

/// Ctrl+scroll: one continuous scale from small rows through large rows to compact and then large cards.
@MainActor @Suite struct ContinuousZoomTests {
    @Test func stepsScaleTheZoomWithinTheMode() {
        let zoomIn = CatalogScene.continuousZoom(mode: .list, zoom: 1, delta: -1)
        #expect(zoomIn.mode == .list && zoomIn.zoom > 1.07 && zoomIn.zoom < 1.1)
        let zoomOut = CatalogScene.continuousZoom(mode: .grid, zoom: 1, delta: 1)
        #expect(zoomOut.mode == .grid && zoomOut.zoom < 0.93 && zoomOut.zoom > 0.9)
        // Small touchpad deltas make small changes.
        #expect(abs(CatalogScene.continuousZoom(mode: .list, zoom: 1, delta: -0.02).zoom - 1) < 0.002)
    }

    @Test func rowsGrownPastTheirLargestBecomeACompactGridAndBack() {
        var state: (mode: ViewMode, zoom: Double) = (.list, 1)
        var modes: [ViewMode] = []
        for _ in 0..<30 {  // zoom in: rows grow to 2, then cards start at 0.75 and grow
            state = CatalogScene.continuousZoom(mode: state.mode, zoom: state.zoom, delta: -1)
            modes.append(state.mode)
        }
        #expect(modes.first == .list && modes.last == .grid)
        #expect(state.zoom == 2)  // cards stop at the largest
        for _ in 0..<60 { state = CatalogScene.continuousZoom(mode: state.mode, zoom: state.zoom, delta: 1) }
        #expect(state.mode == .list && state.zoom == 0.75)  // and rows stop at the smallest
        #expect(CatalogScene.continuousZoom(mode: .list, zoom: 2, delta: -1) == (mode: .grid, zoom: 0.75))
        #expect(CatalogScene.continuousZoom(mode: .grid, zoom: 0.75, delta: 1) == (mode: .list, zoom: 2))
    }

    @Test func nonFiniteDeltasChangeNothing() {
        #expect(CatalogScene.continuousZoom(mode: .grid, zoom: 1.5, delta: .nan) == (mode: .grid, zoom: 1.5))
    }
}
