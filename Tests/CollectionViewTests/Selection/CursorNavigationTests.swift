import LatticeLayout
import Testing

@testable import CollectionView

/// Keyboard navigation over lists and grids, from the solved layout.
@Suite struct CursorNavigationTests {
    func move(_ from: ItemPath?, _ move: CursorMove, _ engine: LayoutEngine, viewport: Double = 600) -> ItemPath? {
        CursorNavigation.target(from: from, move: move, engine: engine, viewportHeight: viewport)
    }

    /// A grid of `columns` equal cells `rowHeight` high, with an optional section header.
    func gridLayout(columns: Int, rowHeight: Double = 100, header: Double? = nil) -> CompositionalLayout {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let row = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight)),
            subitem: item, count: columns)
        var section = LayoutSection(group: row)
        if let header {
            section.boundarySupplementaryItems = [
                BoundarySupplementaryItem(
                    elementKind: ElementKind.sectionHeader,
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(header)), alignment: .top,
                    pinToVisibleBounds: true)
            ]
        }
        return CompositionalLayout(section: section)
    }

    /// A plain GNOME list (50 px rows) with pinned 38 px supplementary headers.
    func listLayout() -> CompositionalLayout {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        return .list(using: configuration)
    }

    func engine(_ layout: CompositionalLayout, _ counts: [Int], measurer: (any LayoutMeasuring)? = nil) -> LayoutEngine
    {
        LayoutEngine(
            layout: layout, dataSource: ItemCounts(counts), containerSize: Size(width: 800, height: 600),
            measurer: measurer)
    }

    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    // MARK: Lists

    @Test func listUpDownCrossSectionsAndHeaders() {
        let list = engine(listLayout(), [3, 2])
        #expect(move(path(0, 0), .down, list) == path(0, 1))
        #expect(move(path(0, 2), .down, list) == path(1, 0))
        #expect(move(path(1, 0), .up, list) == path(0, 2))
        #expect(move(path(0, 0), .up, list) == nil)
        #expect(move(path(1, 1), .down, list) == nil)
    }

    @Test func listLeftRightAreLeftToTheView() {
        let list = engine(listLayout(), [3, 2])
        #expect(move(path(0, 1), .left, list) == nil)
        #expect(move(path(0, 1), .right, list) == nil)
    }

    @Test func homeAndEndSkipEmptySections() {
        let list = engine(listLayout(), [0, 3, 0, 2, 0])
        #expect(move(path(3, 1), .home, list) == path(1, 0))
        #expect(move(path(1, 0), .end, list) == path(3, 1))
        #expect(move(nil, .down, list) == path(1, 0))
        #expect(move(nil, .pageDown, list) == path(1, 0))
        #expect(move(nil, .end, list) == path(3, 1))
        #expect(move(path(7, 7), .up, list) == path(1, 0))  // a stale path starts over
        #expect(move(nil, .down, engine(listLayout(), [0, 0])) == nil)
    }

    @Test func listPagesByViewportAndClamps() {
        let list = engine(listLayout(), [100])  // header 0..<38, row i at 38 + 50 i
        #expect(move(path(0, 0), .pageDown, list) == path(0, 12))
        #expect(move(path(0, 12), .pageUp, list) == path(0, 0))
        #expect(move(path(0, 3), .pageUp, list) == path(0, 0))
        #expect(move(path(0, 95), .pageDown, list) == path(0, 99))
        #expect(move(path(0, 99), .pageDown, list) == path(0, 99))
        // A page shorter than a row still moves one row.
        #expect(move(path(0, 5), .pageDown, list, viewport: 10) == path(0, 6))
        #expect(move(path(0, 5), .pageUp, list, viewport: 0) == path(0, 4))
    }

    // MARK: Grids

    @Test func gridLeftRightStayInTheRow() {
        let grid = engine(gridLayout(columns: 4), [10])
        #expect(move(path(0, 0), .right, grid) == path(0, 1))
        #expect(move(path(0, 5), .left, grid) == path(0, 4))
        #expect(move(path(0, 3), .right, grid) == nil)
        #expect(move(path(0, 4), .left, grid) == nil)
        #expect(move(path(0, 9), .right, grid) == nil)
    }

    @Test func gridUpDownKeepTheColumn() {
        let grid = engine(gridLayout(columns: 4), [10])
        #expect(move(path(0, 1), .down, grid) == path(0, 5))
        #expect(move(path(0, 5), .down, grid) == path(0, 9))
        #expect(move(path(0, 9), .up, grid) == path(0, 5))
        #expect(move(path(0, 8), .up, grid) == path(0, 4))
        #expect(move(path(0, 2), .up, grid) == nil)
        #expect(move(path(0, 9), .down, grid) == nil)
    }

    @Test func gridDownIntoAPartialRowGoesToTheLastItem() {
        let grid = engine(gridLayout(columns: 4), [10])
        #expect(move(path(0, 7), .down, grid) == path(0, 9))
        #expect(move(path(0, 6), .down, grid) == path(0, 9))
        #expect(move(path(0, 4), .down, grid) == path(0, 8))
    }

    @Test func gridCrossesSectionsPastHeaders() {
        let grid = engine(gridLayout(columns: 4, header: 40), [6, 4])
        #expect(move(path(0, 3), .down, grid) == path(0, 5))
        #expect(move(path(0, 5), .down, grid) == path(1, 1))
        #expect(move(path(0, 4), .down, grid) == path(1, 0))
        #expect(move(path(1, 3), .up, grid) == path(0, 5))
        #expect(move(path(1, 2), .up, grid) == path(0, 5))
        #expect(move(path(1, 0), .home, grid) == path(0, 0))
        #expect(move(path(0, 0), .end, grid) == path(1, 3))
    }

    @Test func gridPagesKeepTheColumn() {
        let grid = engine(gridLayout(columns: 4), [100])  // 25 rows of 100
        #expect(move(path(0, 2), .pageDown, grid) == path(0, 26))
        #expect(move(path(0, 26), .pageUp, grid) == path(0, 2))
        #expect(move(path(0, 90), .pageDown, grid) == path(0, 99))
        #expect(move(path(0, 9), .pageUp, grid) == path(0, 0))
    }

    @Test func millionItemGridNavigatesFromTheMiddleWithoutScanning() {
        let grid = engine(gridLayout(columns: 4), [1_000_000])
        let middle = path(0, 500_001)  // row 125,000, column 1
        #expect(move(middle, .down, grid) == path(0, 500_005))
        #expect(move(middle, .up, grid) == path(0, 499_997))
        #expect(move(middle, .right, grid) == path(0, 500_002))
        #expect(move(middle, .left, grid) == path(0, 500_000))
        #expect(move(middle, .pageDown, grid) == path(0, 500_025))
        #expect(move(middle, .pageUp, grid) == path(0, 499_977))
        #expect(move(middle, .home, grid) == path(0, 0))
        #expect(move(middle, .end, grid) == path(0, 999_999))
        #expect(move(path(0, 999_998), .down, grid) == nil)
        #expect(move(path(0, 999_998), .pageDown, grid) == path(0, 999_999))
        #expect(grid.measurementCount == 0)
        #expect(grid.storedExtentBlockCount == 0)
    }

    @Test func millionRowSelfSizingListMeasuresOnlyNearTheCursor() {
        let list = engine(listLayout(), [1_000_000], measurer: FixedHeight(height: 44))
        var cursor = path(0, 500_000)
        for _ in 0..<5 { cursor = move(cursor, .down, list) ?? cursor }
        #expect(cursor == path(0, 500_005))
        cursor = move(cursor, .pageDown, list) ?? cursor
        #expect(cursor.item > 500_005 && cursor.item < 500_030)
        #expect(move(cursor, .up, list) == path(0, cursor.item - 1))
        #expect(list.measurementCount > 0 && list.measurementCount < 200)
    }

    // MARK: Other shapes

    @Test func nestedGroupsMoveToTheCellBeside() {
        // Each 200-high row: two columns, each a vertical pair: 0 1 | 2 3 in order, laid out as 0 2 / 1 3.
        let cell = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let pair = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
            subitem: cell, count: 2)
        let row = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
            subitems: [.group(pair), .group(pair)])
        let nested = engine(CompositionalLayout(section: LayoutSection(group: row)), [8])
        #expect(move(path(0, 0), .right, nested) == path(0, 2))
        #expect(move(path(0, 1), .right, nested) == path(0, 3))
        #expect(move(path(0, 3), .left, nested) == path(0, 1))
        #expect(move(path(0, 0), .down, nested) == path(0, 1))
        #expect(move(path(0, 3), .down, nested) == path(0, 6))
        #expect(move(path(0, 4), .up, nested) == path(0, 1))
    }

    @Test func horizontalScrollingSwapsTheAxes() {
        let cell = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let column = LayoutGroup.vertical(
            size: LayoutSize(width: .absolute(200), height: .fractionalHeight(1)),
            subitem: cell, count: 3)
        let layout = CompositionalLayout(
            section: LayoutSection(group: column),
            configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
        let strip = engine(layout, [30])
        #expect(move(path(0, 1), .right, strip) == path(0, 4))
        #expect(move(path(0, 4), .left, strip) == path(0, 1))
        #expect(move(path(0, 1), .down, strip) == path(0, 2))
        #expect(move(path(0, 2), .down, strip) == nil)
        #expect(move(path(0, 0), .pageDown, strip, viewport: 800) == path(0, 12))
    }

    /// Measures every row at one height.
    struct FixedHeight: LayoutMeasuring {
        var height: Double
        func measure(_ request: MeasureRequest) -> Size { Size(width: request.proposedSize.width, height: height) }
    }
}
