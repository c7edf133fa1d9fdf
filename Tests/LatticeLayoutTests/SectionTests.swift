import Testing

@testable import LatticeLayout

@Suite struct SectionTests {
    @Test func contentInsetsAndInterGroupSpacing() {
        var section = rowsSection(height: 44)
        section.contentInsets = EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 5
        let engine = makeEngine(CompositionalLayout(section: section), counts: [4])
        let expected: [Rect] = (0..<4).map { Rect(x: 20, y: 10 + Double($0) * 49, width: 560, height: 44) }
        #expect(cellFrames(engine) == expected)
        let expectedHeight: Double = 10 + 4 * 44 + 3 * 5 + 10
        #expect(engine.contentSize.height == expectedHeight)
    }

    @Test func interSectionSpacingSeparatesSections() {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        let engine = makeEngine(
            CompositionalLayout(section: rowsSection(height: 50), configuration: configuration),
            counts: [2, 0, 1])
        // An empty section still takes its place (with zero extent) and its spacing.
        #expect(cellFrames(engine, section: 2) == [Rect(x: 0, y: 100 + 30 + 30, width: 600, height: 50)])
        #expect(engine.contentSize.height == 210)
    }

    @Test func headerAndFooterExtendTheBoundaryFollowingContentInsets() {
        var section = rowsSection(height: 50)
        section.contentInsets = EdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionHeader,
                size: size(.fractionalWidth(1), .absolute(40)), alignment: .top),
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionFooter,
                size: size(.fractionalWidth(1), .absolute(30)), alignment: .bottom)
        ]
        let engine = makeEngine(CompositionalLayout(section: section), counts: [2])
        #expect(
            supplementaryFrame(engine, kind: ElementKind.sectionHeader) == Rect(x: 16, y: 0, width: 568, height: 40))
        #expect(cellFrames(engine).first == Rect(x: 16, y: 50, width: 568, height: 50))
        #expect(
            supplementaryFrame(engine, kind: ElementKind.sectionFooter) == Rect(x: 16, y: 160, width: 568, height: 30))
        #expect(engine.contentSize.height == 190)
    }

    @Test func supplementariesIgnoringContentInsetsSpanTheSection() {
        var section = rowsSection(height: 50)
        section.contentInsets = EdgeInsets(leading: 16, trailing: 16)
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionHeader, size: size(.fractionalWidth(1), .absolute(40)), alignment: .top)
        ]
        let engine = makeEngine(CompositionalLayout(section: section), counts: [1])
        #expect(supplementaryFrame(engine, kind: ElementKind.sectionHeader) == Rect(x: 0, y: 0, width: 600, height: 40))
    }

    @Test func alignmentOffsetAndOverlayingHeader() {
        var section = rowsSection(height: 50)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: "badge-header", size: size(.absolute(100), .absolute(20)),
                alignment: .topTrailing, absoluteOffset: Point(x: -8, y: 4),
                extendsBoundary: false)
        ]
        let engine = makeEngine(CompositionalLayout(section: section), counts: [2])
        // Not extending: it overlays the content's top edge, so cells start at 0.
        #expect(supplementaryFrame(engine, kind: "badge-header") == Rect(x: 492, y: 4, width: 100, height: 20))
        #expect(cellFrames(engine).first?.minY == 0)
        #expect(engine.contentSize.height == 100)
    }

    @Test func backgroundDecorationCoversTheSectionLessItsInsets() {
        var section = rowsSection(height: 50)
        section.contentInsets = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionHeader, size: size(.fractionalWidth(1), .absolute(30)), alignment: .top)
        ]
        section.decorationItems = [.background(contentInsets: EdgeInsets(top: 30, leading: 4, bottom: 4, trailing: 4))]
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let engine = makeEngine(CompositionalLayout(section: section, configuration: configuration), counts: [2, 1])
        let backgrounds = allAttributes(engine).filter { $0.category == .decoration }.sorted {
            $0.indexPath < $1.indexPath
        }
        // Section 0 spans 0..<146 (30 header + 8 + 100 + 8); section 1 starts at 156 and spans 96.
        #expect(
            backgrounds.map(\.frame) == [
                Rect(x: 4, y: 30, width: 592, height: 112),
                Rect(x: 4, y: 186, width: 592, height: 62)
            ])
        #expect(backgrounds.allSatisfy { $0.zIndex == -1 && $0.elementKind == ElementKind.background })
    }

    @Test func layoutWideHeaderAndFooter() {
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.layoutHeader, size: size(.fractionalWidth(1), .absolute(60)),
                alignment: .top),
            BoundarySupplementaryItem(
                elementKind: ElementKind.layoutFooter, size: size(.fractionalWidth(1), .absolute(20)),
                alignment: .bottom)
        ]
        let engine = makeEngine(
            CompositionalLayout(section: rowsSection(height: 50), configuration: configuration),
            counts: [3])
        #expect(
            supplementaryFrame(engine, kind: ElementKind.layoutHeader, section: -1)
                == Rect(x: 0, y: 0, width: 600, height: 60))
        #expect(cellFrames(engine).first?.minY == 60)
        #expect(
            supplementaryFrame(engine, kind: ElementKind.layoutFooter, section: -1)
                == Rect(x: 0, y: 210, width: 600, height: 20))
        #expect(engine.contentSize.height == 230)
    }

    @Test func sectionProviderReceivesTheEnvironment() {
        let layout = CompositionalLayout(
            configuration: CompositionalLayoutConfiguration(contentInsets: EdgeInsets(leading: 50, trailing: 50))
        ) { _, environment in
            // Two columns on wide containers, one on narrow.
            let columns = environment.effectiveContentSize.width > 400 ? 2 : 1
            let item = LayoutItem(size: size(.fractionalWidth(1), .fractionalHeight(1)))
            return LayoutSection(
                group: .horizontal(size: size(.fractionalWidth(1), .absolute(50)), subitem: item, count: columns))
        }
        let wide = makeEngine(layout, counts: [2], width: 600)
        #expect(
            cellFrames(wide) == [Rect(x: 50, y: 0, width: 250, height: 50), Rect(x: 300, y: 0, width: 250, height: 50)])
        let narrow = makeEngine(layout, counts: [2], width: 400)
        #expect(
            cellFrames(narrow) == [
                Rect(x: 50, y: 0, width: 300, height: 50), Rect(x: 50, y: 50, width: 300, height: 50)
            ])
    }

    @Test func horizontalScrollDirectionStacksSectionsAlongX() {
        let item = LayoutItem(size: size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = LayoutSection(
            group: .vertical(size: size(.absolute(100), .fractionalHeight(1)), subitem: item, count: 3))
        section.interGroupSpacing = 10
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionHeader, size: size(.absolute(40), .fractionalHeight(1)),
                alignment: .leading)
        ]
        let configuration = CompositionalLayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: 20)
        let engine = makeEngine(
            CompositionalLayout(section: section, configuration: configuration), counts: [4, 3],
            width: 800, height: 300)
        #expect(supplementaryFrame(engine, kind: ElementKind.sectionHeader) == Rect(x: 0, y: 0, width: 40, height: 300))
        #expect(
            cellFrames(engine, section: 0) == [
                Rect(x: 40, y: 0, width: 100, height: 100), Rect(x: 40, y: 100, width: 100, height: 100),
                Rect(x: 40, y: 200, width: 100, height: 100), Rect(x: 150, y: 0, width: 100, height: 100)
            ])
        // Section 0 spans 40 + 100 + 10 + 100 = 250; section 1 starts after 20 of spacing.
        #expect(supplementaryFrame(engine, kind: ElementKind.sectionHeader, section: 1)?.minX == 270)
        #expect(engine.contentSize == Size(width: 270 + 40 + 100, height: 300))
    }
}
