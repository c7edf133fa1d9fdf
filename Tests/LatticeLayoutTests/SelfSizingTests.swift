import Testing

@testable import LatticeLayout

@Suite struct SelfSizingTests {
    private static let estimatedRows: LayoutSection = {
        let row = size(.fractionalWidth(1), .estimated(50))
        return LayoutSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))]))
    }()

    /// Every row measures 80 high.
    private struct Rows80: LayoutMeasuring {
        func measure(_ request: MeasureRequest) -> Size { Size(width: request.proposedSize.width, height: 80) }
    }

    @Test func onlyElementsInTheRequestedRectAreMeasured() {
        let engine = makeEngine(
            CompositionalLayout(section: Self.estimatedRows), counts: [1_000_000], measurer: Rows80())
        _ = engine.visibleLayout(in: Rect(x: 0, y: 25_000_000, width: 600, height: 800))
        // 800 px of 80 px rows, plus the row cut at each edge: a dozen at most, never the whole list.
        #expect(engine.measurementCount > 0)
        #expect(engine.measurementCount <= 14)
        // Unmeasured rows keep their estimate: content = 1M × 50 + what the measured rows added.
        let added = Double(engine.measurementCount) * 30
        #expect(engine.contentSize.height == 50_000_000 + added)
        #expect(engine.storedExtentBlockCount == 1)
    }

    @Test func overscanMeasurementAboveKeepsTheAnchorInPlace() {
        let engine = makeEngine(CompositionalLayout(section: Self.estimatedRows), counts: [1_000], measurer: Rows80())
        // Under estimates item 100 (the first row the user sees) is at 5000; the overscan of 200 measures rows
        // 95..<100 above it (row 95 touches the overscan's edge), +30 each.
        let visible = engine.visibleLayout(in: Rect(x: 0, y: 5_000, width: 600, height: 400), overscan: 200)
        #expect(visible.contentOffsetAdjustment == Point(x: 0, y: 150))
        #expect(visible.visibleRect.minY == 5_150.0)
        let anchor = visible.attributes.first { $0.indexPath == ItemPath(section: 0, item: 100) }
        #expect(anchor?.frame.minY == visible.visibleRect.minY)
    }

    @Test func explicitAnchorIsKept() {
        let engine = makeEngine(CompositionalLayout(section: Self.estimatedRows), counts: [1_000], measurer: Rows80())
        let before = engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 105))
        #expect(before?.frame.minY == 5_250.0)
        let visible = engine.visibleLayout(
            in: Rect(x: 0, y: 5_000, width: 600, height: 400), overscan: 0,
            anchor: ItemPath(section: 0, item: 105))
        // Rows 99..<105 meet the rect (row 99 touches its top edge) and grew by 30 each: the anchor moved 180,
        // and so does the viewport.
        #expect(visible.contentOffsetAdjustment.y == 180.0)
        let anchor = visible.attributes.first { $0.indexPath == ItemPath(section: 0, item: 105) }
        #expect(anchor?.frame.minY == 5_430.0)
    }

    @Test func measuredSizesFollowIdentityAcrossInsertionsAndSurviveInvalidation() {
        let letters = (0..<20).map { "item-\($0)" }
        var heights: [String: Double] = [:]
        for (index, id) in letters.enumerated() { heights[id] = 40 + Double(index) }
        let measurer = IdentityMeasurer(heights: heights)
        let engine = LayoutEngine(
            layout: CompositionalLayout(section: Self.estimatedRows),
            dataSource: IdentifiedItems(sections: [letters]),
            containerSize: Size(width: 600, height: 2_000), measurer: measurer)
        _ = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 600, height: 2_000))
        let measuredOnce = engine.measurementCount
        #expect(measuredOnce == 20)
        // Insert two new items at the top: the old ones keep their sizes at their new positions.
        measurer.positions = ["new-a", "new-b"] + letters
        engine.setDataSource(IdentifiedItems(sections: [["new-a", "new-b"] + letters]))
        let moved = engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 7))
        // Item 7 is item-5 (45 high) after two unmeasured 50 rows and item-0…item-4 (40…44).
        #expect(moved?.frame.height == 45)
        let expectedY: Double = 2 * 50 + (40 + 41 + 42 + 43 + 44)
        #expect(moved?.frame.minY == expectedY)
        _ = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 600, height: 2_000))
        // Only the two new items were measured.
        #expect(engine.measurementCount == measuredOnce + 2)
    }

    @Test func measurementsOfDepartedItemsAreKeptUntilTheyOutnumberTheLiveOnes() {
        var ids = (0..<30).map { "item-\($0)" }
        let measurer = IdentityMeasurer(heights: [:])
        measurer.positions = ids
        let engine = LayoutEngine(
            layout: CompositionalLayout(section: Self.estimatedRows),
            dataSource: IdentifiedItems(sections: [ids]),
            containerSize: Size(width: 600, height: 2_000), measurer: measurer)
        _ = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 600, height: 2_000))
        #expect(engine.measuredSizes.count == 30)
        // A filter hides 20 items and shows them again: their sizes are still cached (no new measurement).
        measurer.positions = Array(ids.prefix(10))
        engine.setDataSource(IdentifiedItems(sections: [Array(ids.prefix(10))]))
        _ = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 600, height: 2_000))
        measurer.positions = ids
        engine.setDataSource(IdentifiedItems(sections: [ids]))
        let measured = engine.measurementCount
        _ = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 600, height: 2_000))
        #expect(engine.measurementCount == measured)
        // Churn: batches of new items replace the old ones; the cache stays within live + live + slack.
        for round in 0..<40 {
            ids = (0..<30).map { "round-\(round)-\($0)" }
            measurer.positions = ids
            engine.setDataSource(IdentifiedItems(sections: [ids]))
            _ = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 600, height: 2_000))
        }
        #expect(engine.measuredSizes.count <= 30 + 30 + LayoutEngine.staleMeasurementSlack)
        #expect(engine.measuredSizes.count >= 30)
    }

    @Test func theMeasurementCacheIsBoundedAndTheLayoutKeepsWhatWasMeasured() {
        let engine = makeEngine(
            CompositionalLayout(section: Self.estimatedRows), counts: [1_000_000], measurer: Rows80())
        let firstPage = Rect(x: 0, y: 0, width: 600, height: 800)
        _ = engine.visibleLayout(in: firstPage, overscan: 0)
        let row5 = engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 5))?.frame
        #expect(row5 == Rect(x: 0, y: 400, width: 600, height: 80))
        // Pages far down the list, until more rows were measured than the cache keeps.
        var y = 1_000_000.0
        while engine.measurementCount <= LayoutEngine.measuredSizeLimit + 1_000 {
            _ = engine.visibleLayout(in: Rect(x: 0, y: y, width: 600, height: 4_000), overscan: 0)
            y += 8_000
        }
        #expect(engine.measuredSizes.count <= LayoutEngine.measuredSizeLimit)
        // The rows measured first were forgotten by the cache, not by the layout: they keep their 80 px, and
        // row 5 is measured again (once) when asked for.
        let measured = engine.measurementCount
        #expect(engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 5))?.frame == row5)
        #expect(engine.measurementCount == measured + 1)
    }

    @Test func aNewWidthMeasuresAgain() {
        let engine = makeEngine(CompositionalLayout(section: Self.estimatedRows), counts: [5], measurer: Rows80())
        _ = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 600, height: 800))
        #expect(engine.measurementCount == 5)
        engine.setContainerSize(Size(width: 600, height: 400))
        _ = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 600, height: 400))
        #expect(engine.measurementCount == 5)  // same width: cached sizes hold
        engine.setContainerSize(Size(width: 300, height: 800))
        _ = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 300, height: 800))
        #expect(engine.measurementCount == 10)
    }

    @Test func invalidatedItemIsMeasuredAgain() {
        let engine = makeEngine(CompositionalLayout(section: Self.estimatedRows), counts: [5], measurer: Rows80())
        _ = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 600, height: 800))
        engine.invalidateMeasurement(ofItem: ElementIdentity(ItemPath(section: 0, item: 2)))
        _ = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 600, height: 800))
        #expect(engine.measurementCount == 6)
    }

    @Test func selfSizingHeaderAndGridRows() {
        var section = LayoutSection(
            group: .horizontal(
                size: size(.fractionalWidth(1), .estimated(100)),
                subitem: LayoutItem(size: size(.fractionalWidth(1), .estimated(100))), count: 3))
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionHeader, size: size(.fractionalWidth(1), .estimated(30)), alignment: .top
            )
        ]
        var measurer = TableMeasurer(fallback: {
            Size(width: $0.proposedSize.width, height: 60 + Double($0.indexPath.item % 3) * 10)
        })
        measurer.supplementarySizes["0:header"] = Size(width: 999, height: 44)
        let engine = makeEngine(CompositionalLayout(section: section), counts: [6], measurer: measurer)
        // The header's fixed width stays; its height is measured. Each row is as tall as its tallest item.
        #expect(supplementaryFrame(engine, kind: ElementKind.sectionHeader) == Rect(x: 0, y: 0, width: 600, height: 44))
        let frames = cellFrames(engine)
        #expect(frames.map(\.height) == [60, 70, 80, 60, 70, 80])
        #expect(frames.map(\.minY) == [44, 44, 44, 124, 124, 124])
        #expect(engine.contentSize.height == 44 + 80 + 80)
    }

    @Test func nonFiniteMeasurementsFallBackToTheEstimate() {
        struct Broken: LayoutMeasuring {
            func measure(_ request: MeasureRequest) -> Size { Size(width: .nan, height: -.infinity) }
        }
        let engine = makeEngine(CompositionalLayout(section: Self.estimatedRows), counts: [3], measurer: Broken())
        #expect(cellFrames(engine).map(\.height) == [50, 50, 50])
    }
}

/// A measurer keyed by item identifier, for data whose positions change.
final class IdentityMeasurer: LayoutMeasuring, @unchecked Sendable {
    let heights: [String: Double]
    var positions: [String]

    init(heights: [String: Double]) {
        self.heights = heights
        self.positions = heights.keys.sorted { Int($0.dropFirst(5))! < Int($1.dropFirst(5))! }
    }

    func measure(_ request: MeasureRequest) -> Size {
        let id = positions[request.indexPath.item]
        return Size(width: request.proposedSize.width, height: heights[id] ?? 50)
    }
}
