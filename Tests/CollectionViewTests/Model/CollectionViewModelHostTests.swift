import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// What the model tells its host and what a host asks it, through the public surface alone: it sizes itself
/// (`resize(to:scale:)`), says when it needs drawing (`onNeedsDisplay`), and whether frames must keep coming
/// (`isAnimating`).
@MainActor @Suite struct CollectionViewModelHostTests {
    /// Two columns of tiles a third of the view wide and as tall as wide, so a resize changes every frame.
    private func tiles(count: Int = 40) -> CollectionViewModel {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5)),
            subitem: item, count: 2)
        return CollectionViewModel(
            layout: CompositionalLayout(section: LayoutSection(group: group)), data: ItemCounts([count]),
            viewportSize: Size(width: 400, height: 300), measurer: FixedTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.gridCell()
            content.text = "Tile \(path.item)"
            return CellContent(content: content)
        }
    }

    @Test func resizingSolvesTheLayoutForTheNewWidthAndKeepsTheOffsetInTheContent() {
        let model = tiles()
        #expect(model.contentSize == Size(width: 400, height: 20 * 200))
        model.scroll(toOffset: 3_700)  // the end: 4,000 − 300
        model.resize(to: Size(width: 200, height: 300), scale: 2)
        #expect(model.contentSize == Size(width: 200, height: 20 * 100))
        #expect(model.viewport.size == Size(width: 200, height: 300) && model.viewport.scale == 2)
        #expect(model.viewport.offset.y == 1_700)  // clamped to the shorter content's end
    }

    @Test func theModelSaysWhenWhatItDrawsChanged() {
        let model = tiles()
        var asked = 0
        model.onNeedsDisplay = { asked += 1 }
        model.scroll(toOffset: 120)
        #expect(asked == 1)
        model.selection.select(model.itemOrder[3])
        #expect(asked == 2)
        model.background = .role(.windowBackground)
        #expect(asked == 3)
        model.replaceProviders(cell: { _ in nil }, supplementary: { _, _ in nil })
        #expect(asked == 4)
        model.resize(to: model.viewport.size, scale: model.viewport.scale)  // nothing changed
        #expect(asked == 4)
        model.resize(to: Size(width: 500, height: 300), scale: 1)
        #expect(asked == 5)
    }

    /// What a bound data source changes outside an apply — a registration, the app's cell state — is drawn too.
    @Test func aDataSourcesRegistrationsAndStateAskForDrawing() {
        let model = tiles()
        let dataSource = CollectionViewDataSource<String, String>(model: model) { _, _, _ in nil }
        var asked = 0
        model.onNeedsDisplay = { asked += 1 }
        dataSource.register(
            SupplementaryRegistration<String>(elementKind: ElementKind.sectionHeader) { _, _ in
                CellContent(content: .plainHeader())
            })
        #expect(asked == 1)
        dataSource.cellState = { _, _ in CellState() }
        #expect(asked == 2)
    }

    @Test func itIsAnimatingWhileASwitchRunsAndStopsAtItsEnd() {
        let model = tiles()
        let clock = ManualClock(now: 0)
        model.animation.clock = clock
        _ = model.nextFrame()
        #expect(!model.isAnimating)
        var asked = 0
        model.onNeedsDisplay = { asked += 1 }
        model.setLayout(.list(using: ListConfiguration(appearance: .plain)), animated: true)
        #expect(model.isAnimating && asked >= 1)
        clock.advance(by: 5)
        model.advance()
        #expect(!model.isAnimating)
    }
}
