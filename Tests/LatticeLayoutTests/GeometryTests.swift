import Testing

@testable import LatticeLayout

@Suite struct GeometryTests {
    @Test func aRectContainsWhatLiesInsideItEdgesIncluded() {
        let outer = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(outer.contains(outer))
        #expect(outer.contains(Rect(x: 10, y: 20, width: 0, height: 0)))
        #expect(outer.contains(Rect(x: 40, y: 30, width: 70, height: 40)))
        #expect(!outer.contains(Rect(x: 40, y: 30, width: 70.5, height: 40)))  // past the right edge
        #expect(!outer.contains(Rect(x: 9.5, y: 30, width: 10, height: 10)))  // past the left edge
        #expect(!outer.contains(Rect(x: 40, y: 19, width: 10, height: 10)))  // above
    }

    @Test func theUnionHoldsBothAndNoMore() {
        let union = Rect(x: 0, y: 0, width: 10, height: 10).union(Rect(x: 20, y: -5, width: 5, height: 5))
        #expect(union == Rect(x: 0, y: -5, width: 25, height: 15))
    }
}
