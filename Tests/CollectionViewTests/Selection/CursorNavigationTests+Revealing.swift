import LatticeLayout
import Testing

@testable import CollectionView

/// Scrolling the cursor into view, hit testing and rubber bands.
extension CursorNavigationTests {
    static let visible = Rect(x: 0, y: 1000, width: 800, height: 600)

    func offset(_ frame: Rect, _ position: ScrollPosition, header: Double = 0) -> Double {
        CursorNavigation.scrollOffset(toReveal: frame, in: Self.visible, position: position, pinnedHeaderHeight: header)
    }

    @Test func scrollOffsetForEveryPosition() {
        let inside = Rect(x: 0, y: 1200, width: 200, height: 100)
        #expect(offset(inside, .top) == 1200)
        #expect(offset(inside, .center) == 950)
        #expect(offset(inside, .bottom) == 700)
        #expect(offset(inside, .nearest) == 1000)  // fully visible: unchanged
        #expect(offset(Rect(x: 0, y: 900, width: 200, height: 100), .nearest) == 900)
        #expect(offset(Rect(x: 0, y: 1550, width: 200, height: 100), .nearest) == 1050)
        #expect(offset(Rect(x: 0, y: 1700, width: 200, height: 100), .nearest) == 1200)
        // Taller than the viewport: its top is shown.
        #expect(offset(Rect(x: 0, y: 1700, width: 200, height: 800), .nearest) == 1700)
        #expect(offset(Rect(x: 0, y: 400, width: 200, height: 800), .nearest) == 400)
        // Fully visible at the very edges counts as visible.
        #expect(offset(Rect(x: 0, y: 1000, width: 200, height: 600), .nearest) == 1000)
    }

    @Test func scrollOffsetKeepsTheItemOutFromUnderAPinnedHeader() {
        let underHeader = Rect(x: 0, y: 1020, width: 800, height: 50)
        #expect(offset(underHeader, .nearest, header: 38) == 982)
        #expect(offset(underHeader, .top, header: 38) == 982)
        #expect(offset(underHeader, .center, header: 38) == 1045 - 38 - 281)
        #expect(offset(underHeader, .bottom, header: 38) == 470)
        #expect(offset(Rect(x: 0, y: 1100, width: 800, height: 50), .nearest, header: 38) == 1000)
        #expect(offset(Rect(x: 0, y: 1580, width: 800, height: 50), .nearest, header: 38) == 1030)
        // A header taller than the viewport covers all of it, no more.
        #expect(offset(underHeader, .top, header: 10_000) == 420)
        #expect(offset(underHeader, .top, header: -5) == 1020)
    }

    @Test func revealingTheCursorAfterAMoveUsesItsFrame() throws {
        let list = engine(listLayout(), [100])
        let target = try #require(move(path(0, 11), .down, list))
        let frame = try #require(list.layoutAttributesForItem(at: target)?.frame)
        #expect(frame == Rect(x: 0, y: 638, width: 800, height: 50))
        // Scrolled to 100 (showing 100..<700) row 12 is visible; row 13 (688..<738) needs 38 more.
        #expect(
            CursorNavigation.scrollOffset(
                toReveal: frame, in: Rect(x: 0, y: 100, width: 800, height: 600),
                position: .nearest) == 100)
        let next = try #require(list.layoutAttributesForItem(at: path(0, 13))?.frame)
        #expect(
            CursorNavigation.scrollOffset(
                toReveal: next, in: Rect(x: 0, y: 100, width: 800, height: 600),
                position: .nearest) == 138)
    }

    // MARK: Hit testing

    @Test func pinnedHeaderIsHitAboveTheCellUnderIt() throws {
        let list = engine(listLayout(), [3, 2])  // section 0: header 0..<38, rows at 38, 88, 138
        let shown = list.visibleLayout(in: Rect(x: 0, y: 100, width: 800, height: 600)).attributes
        let header = try #require(HitTesting.element(at: Point(x: 10, y: 110), in: shown))
        #expect(header.category == .supplementary)
        #expect(header.elementKind == ElementKind.sectionHeader)
        #expect(header.isPinned)
        let cell = try #require(HitTesting.element(at: Point(x: 10, y: 140), in: shown))
        #expect(cell.category == .cell)
        #expect(cell.indexPath == path(0, 2))
    }

    @Test func hitTestingOrdersByZIndexThenArrayAndIgnoresDecorations() {
        func element(_ category: ElementCategory, _ item: Int, z: Int, _ frame: Rect) -> LayoutAttributes {
            LayoutAttributes(
                category: category, elementKind: category == .cell ? ElementKind.cell : "other",
                indexPath: path(0, item), frame: frame, zIndex: z)
        }
        let square = Rect(x: 0, y: 0, width: 100, height: 100)
        let elements = [
            element(.cell, 0, z: 0, square),
            element(.cell, 1, z: 0, square),
            element(.decoration, 2, z: 9, square),
            element(.cell, 3, z: 0, Rect(x: 100, y: 0, width: 100, height: 100))
        ]
        #expect(HitTesting.element(at: Point(x: 50, y: 50), in: elements)?.indexPath == path(0, 1))
        #expect(HitTesting.element(at: Point(x: 50, y: 50), in: elements.reversed())?.indexPath == path(0, 0))
        let raised = [element(.supplementary, 4, z: 1, square)] + elements
        #expect(HitTesting.element(at: Point(x: 50, y: 50), in: raised)?.indexPath == path(0, 4))
        // The shared edge belongs to the cell on the right; the far edges to nothing.
        #expect(HitTesting.element(at: Point(x: 100, y: 50), in: elements)?.indexPath == path(0, 3))
        #expect(HitTesting.element(at: Point(x: 200, y: 50), in: elements) == nil)
        #expect(HitTesting.element(at: Point(x: 50, y: 50), in: [elements[2]]) == nil)
        #expect(HitTesting.element(at: .zero, in: []) == nil)
    }

    @Test func rubberBandTakesTheCellsItOverlapsInOrder() {
        let grid = engine(gridLayout(columns: 4), [10])  // 200 × 100 cells
        let band = Rect(x: 150, y: 50, width: 300, height: 100)
        let expected = [0, 1, 2, 4, 5, 6].map { path(0, $0) }
        #expect(HitTesting.items(in: band, engine: grid) == expected)
        // Dragged up and left: the same rect.
        let reversed = Rect(x: 450, y: 150, width: -300, height: -100)
        #expect(HitTesting.items(in: reversed, engine: grid) == expected)
        // Touching a neighbour's edge does not take it; a line through cells does.
        #expect(HitTesting.items(in: Rect(x: 0, y: 0, width: 200, height: 100), engine: grid) == [path(0, 0)])
        #expect(
            HitTesting.items(in: Rect(x: 300, y: 20, width: 0, height: 250), engine: grid)
                == [1, 5, 9].map { path(0, $0) })
        #expect(HitTesting.items(in: Rect(x: 0, y: 5_000, width: 800, height: 100), engine: grid).isEmpty)
    }
}
