import Testing

@testable import LatticeLayout

/// The layouts of the seed articles, with frames worked out by hand from UIKit's semantics.
@Suite struct SeedLayoutTests {
    /// "The Case for Lists": a three-column grid; the item's absolute width is ignored in count mode.
    static func threeColumnGrid(spacing: Double = 0) -> LayoutSection {
        let item = LayoutItem(size: size(.absolute(999), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(120)), subitem: item, count: 3)
        if spacing > 0 { group.interItemSpacing = .fixed(spacing) }
        return LayoutSection(group: group)
    }

    @Test func threeColumnGrid() {
        let engine = makeEngine(CompositionalLayout(section: Self.threeColumnGrid()), counts: [7])
        let frames = cellFrames(engine)
        #expect(frames.count == 7)
        for (index, frame) in frames.enumerated() {
            #expect(frame == Rect(x: Double(index % 3) * 200, y: Double(index / 3) * 120, width: 200, height: 120))
        }
        #expect(engine.contentSize == Size(width: 600, height: 360))
    }

    @Test func threeColumnGridSharesSpaceAfterSpacing() {
        let engine = makeEngine(CompositionalLayout(section: Self.threeColumnGrid(spacing: 15)), counts: [3])
        let frames = cellFrames(engine)
        #expect(frames.map(\.width) == [190, 190, 190])
        #expect(frames.map(\.minX) == [0, 205, 410])
    }

    @Test func gridThenSidebarList() {
        let layout = CompositionalLayout { index, environment in
            if index == 0 {
                let item = LayoutItem(size: size(.absolute(999), .fractionalHeight(1)))
                return LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .absolute(60)),
                        subitem: item, count: 2))
            }
            return .list(using: ListConfiguration(appearance: .sidebar), environment: environment)
        }
        let engine = makeEngine(layout, counts: [6, 4])
        let grid = cellFrames(engine, section: 0)
        let expectedGrid: [Rect] = (0..<6).map { index in
            Rect(x: Double(index % 2) * 300, y: Double(index / 2) * 60, width: 300, height: 60)
        }
        #expect(grid == expectedGrid)
        // Sidebar rows: inset 6 on every side, 36 high.
        let list = cellFrames(engine, section: 1)
        let expectedList: [Rect] = (0..<4).map { index in
            Rect(x: 6, y: 186 + Double(index) * 36, width: 588, height: 36)
        }
        #expect(list == expectedList)
        #expect(engine.contentSize.height == 180 + 6 + 4 * 36 + 6)
    }

    @Test func mixedListAppearancesPerSection() {
        let layout = CompositionalLayout { index, environment in
            .list(using: ListConfiguration(appearance: index == 1 ? .insetGrouped : .sidebar), environment: environment)
        }
        let engine = makeEngine(layout, counts: [4, 3, 3])
        #expect(cellFrames(engine, section: 0).first == Rect(x: 6, y: 6, width: 588, height: 36))
        // insetGrouped: 12 on each side, 50-high rows, 24 below the section.
        let inset: [Rect] = (0..<3).map { index in Rect(x: 12, y: 156 + Double(index) * 50, width: 576, height: 50) }
        #expect(cellFrames(engine, section: 1) == inset)
        #expect(cellFrames(engine, section: 2).first == Rect(x: 6, y: 336, width: 588, height: 36))
    }

    /// "Flow layout with self-sizing items and fixed spacing": edge spacing 8/4 around estimated items.
    @Test func flowOfSelfSizedItemsWithFixedSpacing() {
        var item = LayoutItem(size: size(.estimated(50), .estimated(50)))
        item.edgeSpacing = EdgeSpacing(leading: .fixed(8), top: .fixed(4), trailing: .fixed(8), bottom: .fixed(4))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(100)), subitems: [.item(item)])
        let widths: [Double] = [100, 60, 120, 80, 40, 200, 90]
        var measurer = TableMeasurer()
        for (index, width) in widths.enumerated() {
            measurer.sizes[ItemPath(section: 0, item: index)] = Size(width: width, height: 30)
        }
        let engine = makeEngine(
            CompositionalLayout(section: LayoutSection(group: group)), counts: [7], width: 300,
            measurer: measurer)
        let frames = cellFrames(engine)
        #expect(
            frames == [
                Rect(x: 8, y: 4, width: 100, height: 30), Rect(x: 124, y: 4, width: 60, height: 30),
                Rect(x: 8, y: 42, width: 120, height: 30), Rect(x: 144, y: 42, width: 80, height: 30),
                Rect(x: 240, y: 42, width: 40, height: 30),
                Rect(x: 8, y: 80, width: 200, height: 30),
                Rect(x: 8, y: 118, width: 90, height: 30)
            ])
        #expect(engine.contentSize.height == 152)
    }

    /// "DiffableDataSource with CellRegistration for iPad Sidebar": the first section has no header, the
    /// others use their first item as the header row.
    @Test func sidebarWithFirstItemInSectionHeaders() {
        let layout = CompositionalLayout { index, environment in
            var config = ListConfiguration(appearance: .sidebar)
            config.headerMode = index == 0 ? .none : .firstItemInSection
            return .list(using: config, environment: environment)
        }
        let engine = makeEngine(layout, counts: [2, 3, 2], width: 300)
        #expect(
            cellFrames(engine, section: 0) == [
                Rect(x: 6, y: 6, width: 288, height: 36),
                Rect(x: 6, y: 42, width: 288, height: 36)
            ])
        // Section 1 starts at 84: header row 32, then rows of 36.
        #expect(
            cellFrames(engine, section: 1) == [
                Rect(x: 6, y: 90, width: 288, height: 32),
                Rect(x: 6, y: 122, width: 288, height: 36),
                Rect(x: 6, y: 158, width: 288, height: 36)
            ])
        #expect(engine.section(at: 1).list?.headerMode == .firstItemInSection)
    }
}
