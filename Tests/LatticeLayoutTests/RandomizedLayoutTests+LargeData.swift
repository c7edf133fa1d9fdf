import SeededRandom
import Testing

@testable import LatticeLayout

// MARK: - Large data: arithmetic expectations

extension RandomizedLayoutTests {
    @Suite struct LargeData {
        /// A 1,000,000-item grid of 4 columns and 100-point rows: any 1920×1080 rect holds exactly the predicted
        /// cells, and no extent is ever stored.
        @Test func millionItemUniformGrid() {
            let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
            let row = LayoutGroup.horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                subitem: item, count: 4)
            let count = 1_000_000, rows = count / 4
            let engine = LayoutEngine(
                layout: CompositionalLayout(section: LayoutSection(group: row)),
                dataSource: ItemCounts([count]), containerSize: Size(width: 1920, height: 1080))
            #expect(engine.contentSize == Size(width: 1920, height: Double(rows) * 100))
            var rng = SplitMix64(seed: 0x6121D)
            let total = Double(rows) * 100
            var offsets: [Double] = [0, 100, 50, total - 1080, total - 500, total, total + 100, -500]
            for _ in 0..<40 { offsets.append(rng.double(in: 0...(total - 1080))) }
            for _ in 0..<10 { offsets.append(Double(rng.int(in: 0...(rows - 11))) * 100) }  // on row boundaries
            for y in offsets {
                let rect = Rect(x: 0, y: y, width: 1920, height: 1080)
                // The rows arithmetic places around the rect, kept when they meet it (`Rect.intersects` decides
                // whether touching edges count, as in the engine).
                let firstRow = max(0, Int((y / 100).rounded(.down)) - 1)
                let lastRow = min(rows - 1, Int(((y + 1080) / 100).rounded(.up)) + 1)
                var expected: [ElementKey] = []
                if firstRow <= lastRow {
                    for r in firstRow...lastRow {
                        for column in 0..<4 {
                            let frame = Rect(x: Double(column) * 480, y: Double(r) * 100, width: 480, height: 100)
                            guard frame.intersects(rect) else { continue }
                            expected.append(
                                ElementKey(
                                    LayoutAttributes(
                                        category: .cell, elementKind: ElementKind.cell,
                                        indexPath: ItemPath(section: 0, item: r * 4 + column),
                                        frame: frame, zIndex: 0)))
                        }
                    }
                }
                #expect(expected.count >= (y + 1080 <= total && y >= 0 ? 44 : 0))
                let actual = engine.attributes(in: rect).map(ElementKey.init)
                #expect(
                    Set(actual) == Set(expected) && actual.count == expected.count,
                    "rect \(rect): \(actual.count) elements, expected \(expected.count); first \(actual.first.map { "\($0)" } ?? "-")"
                )
            }
            for _ in 0..<20 {
                let path = ItemPath(section: 0, item: rng.int(in: 0...(count - 1)))
                #expect(
                    engine.layoutAttributesForItem(at: path)?.frame
                        == Rect(x: Double(path.item % 4) * 480, y: Double(path.item / 4) * 100, width: 480, height: 100)
                )
            }
            #expect(engine.storedExtentBlockCount == 0, "a uniform grid stores no extents")
        }

        /// A 1,000,000-item list of estimated 50-point rows without a measurer: estimates stand, the arithmetic holds
        /// and no extent is stored.
        @Test func millionItemEstimatedListWithoutMeasurer() {
            let count = 1_000_000
            let engine = LayoutEngine(
                layout: .list(using: ListConfiguration(appearance: .plain)),
                dataSource: ItemCounts([count]), containerSize: Size(width: 1920, height: 1080))
            let total = Double(count) * 50
            #expect(engine.contentSize == Size(width: 1920, height: total))
            var rng = SplitMix64(seed: 0x1157)
            var offsets: [Double] = [0, 25, 50, total - 1080, total - 10, total + 5]
            for _ in 0..<40 { offsets.append(rng.double(in: 0...(total - 1080))) }
            for _ in 0..<10 { offsets.append(Double(rng.int(in: 0...(count - 30))) * 50) }
            for y in offsets {
                let rect = Rect(x: 0, y: y, width: 1920, height: 1080)
                let firstRow = max(0, Int((y / 50).rounded(.down)) - 1)
                let lastRow = min(count - 1, Int(((y + 1080) / 50).rounded(.up)) + 1)
                let expected: [ElementKey] =
                    firstRow <= lastRow
                    ? (firstRow...lastRow).compactMap { r in
                        let frame = Rect(x: 0, y: Double(r) * 50, width: 1920, height: 50)
                        guard frame.intersects(rect) else { return nil }
                        return ElementKey(
                            LayoutAttributes(
                                category: .cell, elementKind: ElementKind.cell,
                                indexPath: ItemPath(section: 0, item: r), frame: frame, zIndex: 0))
                    } : []
                #expect(expected.count >= (y + 1080 <= total && y >= 0 ? 21 : 0))
                let actual = engine.attributes(in: rect).map(ElementKey.init)
                #expect(
                    actual.sorted { $0.indexPath < $1.indexPath } == expected,
                    "rect \(rect): \(actual.count) elements, expected \(expected.count); first \(actual.first.map { "\($0)" } ?? "-")"
                )
            }
            #expect(engine.storedExtentBlockCount == 0, "without a measurer no extent is stored")
            #expect(engine.measurementCount == 0)
        }

        /// A self-sizing 1,000,000-item list: a visible layout far down measures about what it shows.
        @Test func millionItemSelfSizingListMeasuresOnlyVisibleItems() {
            struct RowMeasurer: LayoutMeasuring {
                func measure(_ request: MeasureRequest) -> Size {
                    Size(width: request.proposedSize.width, height: 30 + Double((request.indexPath.item &* 7919) % 51))
                }
            }
            func height(_ item: Int) -> Double { 30 + Double((item &* 7919) % 51) }
            let count = 1_000_000
            let engine = LayoutEngine(
                layout: .list(using: ListConfiguration(appearance: .plain)),
                dataSource: ItemCounts([count]), containerSize: Size(width: 1920, height: 1080),
                measurer: RowMeasurer())
            var rng = SplitMix64(seed: 0x5E1F)
            let y = Double(rng.int(in: 1_000_000...40_000_000))
            let visible = engine.visibleLayout(in: Rect(x: 0, y: y, width: 1920, height: 1080))
            #expect(engine.measurementCount > 0)
            #expect(
                engine.measurementCount <= 40,
                "measured \(engine.measurementCount) items for one 1080-point viewport of ≥30-point rows")
            #expect(engine.storedExtentBlockCount <= 2)
            // The visible cells are contiguous measured rows that cover the visible rect.
            let cells = visible.attributes.filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
            #expect(!cells.isEmpty)
            for (a, b) in zip(cells, cells.dropFirst()) {
                #expect(b.indexPath.item == a.indexPath.item + 1 && b.frame.minY == a.frame.maxY, "\(a) then \(b)")
            }
            for cell in cells { #expect(cell.frame.height == height(cell.indexPath.item), "\(cell)") }
            if let first = cells.first, let last = cells.last {
                #expect(first.frame.minY <= visible.visibleRect.minY && last.frame.maxY >= visible.visibleRect.maxY)
            }
            // Asking again measures nothing more.
            let before = engine.measurementCount
            _ = engine.visibleLayout(in: visible.visibleRect)
            #expect(engine.measurementCount == before)
        }
    }

}
