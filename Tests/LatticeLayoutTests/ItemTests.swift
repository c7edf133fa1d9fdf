import Testing

@testable import LatticeLayout

@Suite struct ItemTests {
    private func grid(_ item: LayoutItem, count: Int = 3, height: Double = 100) -> LayoutEngine {
        let group = LayoutGroup.horizontal(
            size: size(.fractionalWidth(1), .absolute(height)), subitem: item, count: count)
        return makeEngine(CompositionalLayout(section: LayoutSection(group: group)), counts: [count])
    }

    @Test func contentInsetsShrinkTheItemInsideItsSlot() {
        var item = LayoutItem(size: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = EdgeInsets(all: 5)
        #expect(
            cellFrames(grid(item)) == [
                Rect(x: 5, y: 5, width: 190, height: 90),
                Rect(x: 205, y: 5, width: 190, height: 90),
                Rect(x: 405, y: 5, width: 190, height: 90)
            ])
    }

    @Test func contentInsetsAreIgnoredAlongEstimatedDimensions() {
        var item = LayoutItem(size: size(.fractionalWidth(1), .estimated(40)))
        item.contentInsets = EdgeInsets(all: 5)
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(40)), subitems: [.item(item)])
        let engine = makeEngine(CompositionalLayout(section: LayoutSection(group: group)), counts: [1])
        #expect(cellFrames(engine) == [Rect(x: 5, y: 0, width: 590, height: 40)])
    }

    @Test func flexibleEdgeSpacingCentresAcrossTheAxis() {
        var item = LayoutItem(size: size(.absolute(50), .absolute(50)))
        item.edgeSpacing = EdgeSpacing(top: .flexible(0), bottom: .flexible(0))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(item)])
        let engine = makeEngine(CompositionalLayout(section: LayoutSection(group: group)), counts: [2])
        #expect(
            cellFrames(engine) == [Rect(x: 0, y: 25, width: 50, height: 50), Rect(x: 50, y: 25, width: 50, height: 50)])
    }

    @Test func flexibleLeadingEdgePushesToTheEnd() {
        var item = LayoutItem(size: size(.absolute(50), .absolute(50)))
        item.edgeSpacing = EdgeSpacing(leading: .flexible(0))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(50)), subitems: [.item(item)])
        let engine = makeEngine(CompositionalLayout(section: LayoutSection(group: group)), counts: [1])
        #expect(cellFrames(engine) == [Rect(x: 550, y: 0, width: 50, height: 50)])
    }

    @Test func badgeAnchoredOnTopTrailingCorner() {
        var item = LayoutItem(size: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.supplementaryItems = [
            LayoutSupplementaryItem(
                elementKind: "badge", size: size(.absolute(20), .absolute(20)),
                containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.5, y: -0.5)))
        ]
        let engine = grid(item)
        let badges = allAttributes(engine).filter { $0.elementKind == "badge" }.sorted { $0.indexPath < $1.indexPath }
        #expect(
            badges.map(\.frame) == [
                Rect(x: 190, y: -10, width: 20, height: 20),
                Rect(x: 390, y: -10, width: 20, height: 20),
                Rect(x: 590, y: -10, width: 20, height: 20)
            ])
        #expect(badges.map(\.indexPath.item) == [0, 1, 2])
        #expect(badges.allSatisfy { $0.category == .supplementary && $0.zIndex == 1 })
    }

    @Test func anchorWithoutEdgesCentresAndAbsoluteOffsetMoves() {
        let anchor = LayoutAnchor(edges: [], offset: .absolute(x: 3, y: -4))
        #expect(
            anchor.frame(for: Size(width: 10, height: 10), in: Rect(x: 0, y: 0, width: 100, height: 50))
                == Rect(x: 48, y: 16, width: 10, height: 10))
    }
}
