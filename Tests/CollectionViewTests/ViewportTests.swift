import CollectionView
import LatticeLayout
import Testing

@Suite struct ViewportTests {
    @Test func visibleRectFollowsOffset() {
        let viewport = Viewport(size: Size(width: 800, height: 600), offset: Point(x: 0, y: 250))
        #expect(viewport.visibleRect == Rect(x: 0, y: 250, width: 800, height: 600))
    }

    @Test func offsetIsClampedToContent() {
        let content = Size(width: 800, height: 1000)
        #expect(
            Viewport(size: Size(width: 800, height: 600), offset: Point(x: -5, y: 900)).clampedOffset(for: content)
                == Point(x: 0, y: 400))
        // Content shorter than the viewport pins the offset to zero.
        #expect(
            Viewport(size: Size(width: 800, height: 600), offset: Point(x: 0, y: 90))
                .clampedOffset(for: Size(width: 800, height: 300)) == Point(x: 0, y: 0))
    }
}
