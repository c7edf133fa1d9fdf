import Testing

@testable import LatticeLayout

@Suite struct GroupTests {
    private func engine(_ group: LayoutGroup, items: Int, width: Double = 600) -> LayoutEngine {
        makeEngine(CompositionalLayout(section: LayoutSection(group: group)), counts: [items], width: width)
    }

    @Test func subitemsRepeatWhileTheyFit() {
        let item = LayoutItem(size: size(.absolute(150), .absolute(40)))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(40)), subitems: [.item(item)])
        // 600 / 150 = 4 per row.
        let frames = cellFrames(engine(group, items: 6))
        #expect(frames.map(\.minX) == [0, 150, 300, 450, 0, 150])
        #expect(frames.map(\.minY) == [0, 0, 0, 0, 40, 40])
    }

    @Test func flexibleSpacingSharesLeftoverSpace() {
        let item = LayoutItem(size: size(.absolute(100), .absolute(40)))
        var group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(40)), subitems: [.item(item)])
        group.interItemSpacing = .flexible(10)
        // Five fit (5·100 + 4·10 = 540); the 60 left over widens each of the four gaps by 15.
        let frames = cellFrames(engine(group, items: 5))
        #expect(frames.map(\.minX) == [0, 125, 250, 375, 500])
    }

    @Test func fixedSpacingIsExact() {
        let item = LayoutItem(size: size(.absolute(100), .absolute(40)))
        var group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(40)), subitems: [.item(item)])
        group.interItemSpacing = .fixed(10)
        #expect(cellFrames(engine(group, items: 5)).map(\.minX) == [0, 110, 220, 330, 440])
    }

    @Test func countModeIgnoresTheItemsOwnExtent() {
        let item = LayoutItem(size: size(.absolute(10), .fractionalHeight(0.5)))
        let group = LayoutGroup.vertical(size: size(.fractionalWidth(0.5), .absolute(90)), subitem: item, count: 3)
        // Vertical count: heights shared evenly (30 each); the width is the item's own (fraction of the group).
        let frames = cellFrames(engine(group, items: 3))
        #expect(
            frames == [
                Rect(x: 0, y: 0, width: 10, height: 30), Rect(x: 0, y: 30, width: 10, height: 30),
                Rect(x: 0, y: 60, width: 10, height: 30)
            ])
    }

    @Test func nestedGroupsLargeLeadingItemWithStackedPair() {
        // A classic: one large item, then a vertical pair, in a 600×200 row.
        let large = LayoutItem(size: size(.fractionalWidth(2.0 / 3.0), .fractionalHeight(1)))
        let small = LayoutItem(size: size(.fractionalWidth(1), .fractionalHeight(1)))
        let pair = LayoutGroup.vertical(
            size: size(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)), subitem: small, count: 2)
        let row = LayoutGroup.horizontal(
            size: size(.fractionalWidth(1), .absolute(200)),
            subitems: [.item(large), .group(pair)])
        let frames = cellFrames(engine(row, items: 6))
        #expect(frames[0] == Rect(x: 0, y: 0, width: 400, height: 200))
        #expect(frames[1] == Rect(x: 400, y: 0, width: 200, height: 100))
        #expect(frames[2] == Rect(x: 400, y: 100, width: 200, height: 100))
        #expect(frames[3] == Rect(x: 0, y: 200, width: 400, height: 200))
        #expect(frames.count == 6)
    }

    @Test func groupContentInsetsShrinkTheChildArea() {
        let item = LayoutItem(size: size(.fractionalWidth(1), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(100)), subitem: item, count: 2)
        group.contentInsets = EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        #expect(
            cellFrames(engine(group, items: 2)) == [
                Rect(x: 20, y: 10, width: 280, height: 80),
                Rect(x: 300, y: 10, width: 280, height: 80)
            ])
    }

    @Test func customGroupPlacesItemsAtProvidedFrames() {
        let group = LayoutGroup.custom(size: size(.fractionalWidth(1), .absolute(100))) { environment in
            [
                Rect(x: 0, y: 0, width: environment.groupSize.width / 2, height: 100),
                Rect(x: environment.groupSize.width / 2, y: 50, width: 50, height: 50)
            ]
        }
        let frames = cellFrames(engine(group, items: 3))
        #expect(
            frames == [
                Rect(x: 0, y: 0, width: 300, height: 100), Rect(x: 300, y: 50, width: 50, height: 50),
                Rect(x: 0, y: 100, width: 300, height: 100)
            ])
    }

    @Test func estimatedWidthItemsWrapLikeAFlowLayout() {
        let item = LayoutItem(size: size(.estimated(80), .absolute(30)))
        var group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(30)), subitems: [.item(item)])
        group.interItemSpacing = .fixed(10)
        var measurer = TableMeasurer()
        for (index, width) in [120.0, 70, 90, 200, 50].enumerated() {
            measurer.sizes[ItemPath(section: 0, item: index)] = Size(width: width, height: 99)
        }
        let engine = makeEngine(
            CompositionalLayout(section: LayoutSection(group: group)), counts: [5], width: 300,
            measurer: measurer)
        let frames = cellFrames(engine)
        // Row 1: 120 + 10 + 70 + 10 + 90 = 300 fits exactly; row 2: 200 + 10 + 50.
        #expect(frames.map(\.minX) == [0, 130, 210, 0, 210])
        #expect(frames.map(\.minY) == [0, 0, 0, 30, 30])
        // The fixed height is not replaced by the measurement.
        #expect(frames.allSatisfy { $0.height == 30 })
    }
}
