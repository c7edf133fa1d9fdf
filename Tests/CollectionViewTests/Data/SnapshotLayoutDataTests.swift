import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// Measures each row by its item identifier, looked up through the current data (a table of heights).
private final class HeightsByIdentifier: LayoutMeasuring {
    var heights: [String: Double]
    var pathToID: (ItemPath) -> String?

    init(heights: [String: Double], pathToID: @escaping (ItemPath) -> String?) {
        self.heights = heights
        self.pathToID = pathToID
    }

    func measure(_ request: MeasureRequest) -> Size {
        let height = pathToID(request.indexPath).flatMap { heights[$0] } ?? request.proposedSize.height
        return Size(width: request.proposedSize.width, height: height)
    }
}

@Suite struct SnapshotLayoutDataTests {
    static func snapshot(_ sections: [(String, [String])]) -> Snapshot<String, String> {
        var snapshot = Snapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private static let sample = snapshot([
        ("fruit", ["apple", "pear"]), ("empty", []), ("veg", ["kale", "leek", "okra"])
    ])

    /// Estimated 50-high rows in every section, so rows self-size.
    private static let estimatedRows: CompositionalLayout = {
        let row = LayoutSize(width: .fractionalWidth(1), height: .estimated(50))
        let group = LayoutGroup.horizontal(size: row, subitems: [.item(LayoutItem(size: row))])
        return CompositionalLayout(section: LayoutSection(group: group))
    }()

    @Test func countsFollowTheSnapshot() {
        let data = SnapshotLayoutData(Self.sample)
        #expect(data.numberOfSections == 3)
        #expect((0..<3).map { data.numberOfItems(inSection: $0) } == [2, 0, 3])
        #expect(data.snapshot == Self.sample)
    }

    @Test func identitiesWrapTheIdentifiers() {
        let data = SnapshotLayoutData(Self.sample)
        #expect(data.identity(ofItemAt: ItemPath(section: 2, item: 1)) == ElementIdentity("leek"))
        #expect(data.identity(ofSection: 0) == ElementIdentity("fruit"))
        #expect(data.identity(ofSection: 2) == ElementIdentity("veg"))
        #expect(data.itemIdentifier(at: ItemPath(section: 0, item: 1)) == "pear")
        #expect(data.sectionIdentifier(at: 1) == "empty")
        #expect(data.index(ofSection: "veg") == 2)
    }

    @Test func pathsAreFoundByIdentifierAndByIdentityInEverySection() {
        let data = SnapshotLayoutData(Self.sample)
        for section in 0..<data.numberOfSections {
            for item in 0..<data.numberOfItems(inSection: section) {
                let path = ItemPath(section: section, item: item)
                let id = data.itemIdentifier(at: path)!
                #expect(data.path(of: id) == path)
                #expect(data.path(ofItem: data.identity(ofItemAt: path)) == path)
            }
        }
        #expect(data.path(of: "okra") == ItemPath(section: 2, item: 2))
        #expect(data.path(of: "durian") == nil)
        #expect(data.path(ofItem: ElementIdentity("durian")) == nil)
        // An identity of another type (a positional one) names no item here.
        #expect(data.path(ofItem: ElementIdentity(ItemPath(section: 0, item: 0))) == nil)
    }

    @Test func outOfRangeQueriesAnswerNilOrZeroWithoutTrapping() {
        let data = SnapshotLayoutData(Self.sample)
        for path in [
            ItemPath(section: 3, item: 0), ItemPath(section: 0, item: 2), ItemPath(section: -1, item: 0),
            ItemPath(section: 0, item: -1), ItemPath(section: 1, item: 0)
        ] {
            #expect(data.itemIdentifier(at: path) == nil)
            // A placeholder identity that names no item.
            #expect(data.path(ofItem: data.identity(ofItemAt: path)) == nil)
        }
        #expect(data.sectionIdentifier(at: 3) == nil)
        #expect(data.sectionIdentifier(at: -1) == nil)
        #expect(data.numberOfItems(inSection: 3) == 0)
        #expect(data.numberOfItems(inSection: -1) == 0)
        let empty = SnapshotLayoutData(Snapshot<String, String>())
        #expect(empty.numberOfSections == 0)
        #expect(empty.itemIdentifier(at: ItemPath(section: 0, item: 0)) == nil)
    }

    @Test func placeholderIdentitiesNeverEqualRealOnes() {
        // With Int identifiers a positional fallback (the index) would collide with real identifiers.
        var snapshot = Snapshot<Int, Int>()
        snapshot.appendSections([0, 1, 7])
        snapshot.appendItems([0, 1, 2], toSection: 0)
        let data = SnapshotLayoutData(snapshot)
        #expect(data.identity(ofSection: 2) == ElementIdentity(7))
        #expect(data.identity(ofSection: 7) != ElementIdentity(7))
        #expect(data.identity(ofItemAt: ItemPath(section: 0, item: 2)) == ElementIdentity(2))
        #expect(data.identity(ofItemAt: ItemPath(section: 1, item: 2)) != ElementIdentity(2))
        #expect(data.path(ofItem: data.identity(ofItemAt: ItemPath(section: 1, item: 2))) == nil)
    }

    @Test func measuredSizesFollowAnItemMovedToAnotherSection() {
        let before = Self.snapshot([("a", ["a0", "a1", "a2", "a3"]), ("b", ["b0", "b1", "b2"])])
        var heights: [String: Double] = [:]
        for (index, id) in (before.itemIdentifiers).enumerated() { heights[id] = 40 + Double(index) }
        var data = SnapshotLayoutData(before)
        let measurer = HeightsByIdentifier(heights: heights, pathToID: { _ in nil })
        measurer.pathToID = { data.itemIdentifier(at: $0) }
        let engine = LayoutEngine(
            layout: Self.estimatedRows, dataSource: data,
            containerSize: Size(width: 400, height: 2_000), measurer: measurer)
        let everything = Rect(x: 0, y: 0, width: 400, height: 2_000)
        _ = engine.visibleLayout(in: everything)
        #expect(engine.measurementCount == 7)

        // a1 moves to the end of section b; measurer and engine see the new data.
        var after = before
        after.moveItem("a1", afterItem: "b2")
        data = SnapshotLayoutData(after)
        engine.setDataSource(data)
        let moved = engine.layoutAttributesForItem(at: ItemPath(section: 1, item: 3))
        #expect(data.itemIdentifier(at: ItemPath(section: 1, item: 3)) == "a1")
        #expect(moved?.frame.height == 41)
        // Its neighbours kept their own sizes at their new paths: a2 is now item 1 of section a.
        #expect(engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 1))?.frame.height == 42)
        _ = engine.visibleLayout(in: everything)
        #expect(engine.measurementCount == 7)  // nothing measured again
        #expect(
            ElementKey.frames(of: engine.attributes(in: everything), in: engine)[.cell(ElementIdentity("a1"))]
                == moved?.frame)
    }

    @Test func positionalIdentitiesDoNotFollowTheMove() {
        // The same move with positional data (ItemCounts): sizes stay with paths, so the row that took a1's
        // place shows a1's stale size and the path the item moved to is measured again.
        let before = Self.snapshot([("a", ["a0", "a1", "a2", "a3"]), ("b", ["b0", "b1", "b2"])])
        var heights: [String: Double] = [:]
        for (index, id) in (before.itemIdentifiers).enumerated() { heights[id] = 40 + Double(index) }
        var current = SnapshotLayoutData(before)
        let measurer = HeightsByIdentifier(heights: heights, pathToID: { _ in nil })
        measurer.pathToID = { current.itemIdentifier(at: $0) }
        let engine = LayoutEngine(
            layout: Self.estimatedRows, dataSource: ItemCounts([4, 3]),
            containerSize: Size(width: 400, height: 2_000), measurer: measurer)
        let everything = Rect(x: 0, y: 0, width: 400, height: 2_000)
        _ = engine.visibleLayout(in: everything)
        var after = before
        after.moveItem("a1", afterItem: "b2")
        current = SnapshotLayoutData(after)
        engine.setDataSource(ItemCounts([3, 4]))
        _ = engine.visibleLayout(in: everything)
        #expect(engine.measurementCount == 8)
        #expect(engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 1))?.frame.height == 41)  // a2 wants 42
        #expect(engine.layoutAttributesForItem(at: ItemPath(section: 1, item: 3))?.frame.height == 41)
    }
}
