import Testing

@testable import LatticeLayout

@Suite struct PinningTests {
    private func pinnedLayout(_ group: LayoutGroup) -> CompositionalLayout {
        var section = LayoutSection(group: group)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionHeader, size: size(.fractionalWidth(1), .absolute(40)), alignment: .top,
                pinToVisibleBounds: true, zIndex: 2)
        ]
        return CompositionalLayout(section: section)
    }

    private func header(_ layout: VisibleLayout, section: Int) -> LayoutAttributes? {
        layout.attributes.first { $0.elementKind == ElementKind.sectionHeader && $0.indexPath.section == section }
    }

    @Test func headerSticksToTheTopWhileItsSectionIsVisible() {
        let engine = makeEngine(pinnedLayout(rowsSection(height: 50).group), counts: [100, 100])
        let visible = engine.visibleLayout(in: Rect(x: 0, y: 500, width: 600, height: 800))
        let pinned = header(visible, section: 0)
        #expect(pinned?.frame == Rect(x: 0, y: 500, width: 600, height: 40))
        #expect(pinned?.isPinned == true)
        #expect(pinned?.zIndex == 2)
        // The natural position is unchanged for plain queries.
        #expect(
            engine.attributes(in: Rect(x: 0, y: 0, width: 600, height: 10)).contains {
                $0.elementKind == ElementKind.sectionHeader && $0.frame.minY == 0
            })
    }

    @Test func theSectionsEndPushesItsHeaderAway() {
        let engine = makeEngine(pinnedLayout(rowsSection(height: 50).group), counts: [100, 100])
        // Section 0 spans 0..<5040; at y = 5020 its header can only go down to 5000.
        let visible = engine.visibleLayout(in: Rect(x: 0, y: 5020, width: 600, height: 800))
        #expect(header(visible, section: 0)?.frame.minY == 5000)
        #expect(header(visible, section: 1)?.frame.minY == 5040)
        #expect(header(visible, section: 1)?.isPinned == false)
    }

    @Test func headerAtItsNaturalPlaceIsNotPinned() {
        let engine = makeEngine(pinnedLayout(rowsSection(height: 50).group), counts: [10])
        let visible = engine.visibleLayout(in: Rect(x: 0, y: 0, width: 600, height: 300))
        #expect(header(visible, section: 0)?.isPinned == false)
    }

    @Test func pinnedHeadersWorkInGrids() {
        let item = LayoutItem(size: size(.fractionalWidth(1), .fractionalHeight(1)))
        let engine = makeEngine(
            pinnedLayout(.horizontal(size: size(.fractionalWidth(1), .absolute(150)), subitem: item, count: 4)),
            counts: [400, 40])
        // Section 0: 40 + 100 rows × 150 = 15040.
        let visible = engine.visibleLayout(in: Rect(x: 0, y: 9000, width: 600, height: 800))
        #expect(header(visible, section: 0)?.frame.minY == 9000)
        let cells = visible.attributes.filter { $0.category == .cell }
        #expect(cells.count == 4 * 7)  // rows from y 8990 to 9790 meet 9000..<9800
    }

    @Test func pinnedFooterSticksToTheBottom() {
        var section = rowsSection(height: 50)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionFooter, size: size(.fractionalWidth(1), .absolute(30)),
                alignment: .bottom,
                pinToVisibleBounds: true)
        ]
        let engine = makeEngine(CompositionalLayout(section: section), counts: [100])
        let visible = engine.visibleLayout(in: Rect(x: 0, y: 1000, width: 600, height: 500))
        let footer = visible.attributes.first { $0.elementKind == ElementKind.sectionFooter }
        #expect(footer?.frame == Rect(x: 0, y: 1470, width: 600, height: 30))
        #expect(footer?.isPinned == true)
    }
}
