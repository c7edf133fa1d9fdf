import LatticeLayout
import Testing

@testable import CollectionView

@Suite struct OverlapIndexTests {
    @Test func findsWhatTouchesAFiledRectAndNothingElse() {
        var index = OverlapIndex()
        index.reset(canvas: Size(width: 640, height: 480))
        #expect(!index.intersects(Rect(x: 0, y: 0, width: 640, height: 480)))
        index.insert(Rect(x: 100, y: 100, width: 50, height: 20))
        #expect(index.intersects(Rect(x: 140, y: 110, width: 100, height: 100)))
        #expect(index.intersects(Rect(x: 150, y: 120, width: 5, height: 5)))  // edges touch
        #expect(!index.intersects(Rect(x: 151, y: 100, width: 30, height: 20)))
        #expect(!index.intersects(Rect(x: 100, y: 121, width: 50, height: 20)))
    }

    @Test func rectsOffTheCanvasAndLargeOnesAreFound() {
        var index = OverlapIndex()
        index.reset(canvas: Size(width: 640, height: 480))
        index.insert(Rect(x: 100, y: 5_000, width: 80, height: 20))  // far below: filed at the edge
        index.insert(Rect(x: -300, y: -40, width: 2_000, height: 2_000))  // over many buckets: kept aside
        #expect(index.intersects(Rect(x: 150, y: 5_010, width: 10, height: 10)))
        #expect(index.intersects(Rect(x: 1_600, y: 1_900, width: 10, height: 10)))
        #expect(!index.intersects(Rect(x: 1_800, y: 5_000, width: 10, height: 10)))
    }

    @Test func resettingForgetsEverything() {
        var index = OverlapIndex()
        index.reset(canvas: Size(width: 640, height: 480))
        index.insert(Rect(x: 10, y: 10, width: 10, height: 10))
        index.reset(canvas: Size(width: 1280, height: 960))
        #expect(index.isEmpty)
        #expect(!index.intersects(Rect(x: 0, y: 0, width: 100, height: 100)))
        index.insert(Rect(x: 1_200, y: 900, width: 10, height: 10))
        #expect(index.intersects(Rect(x: 1_205, y: 905, width: 1, height: 1)))
    }
}
