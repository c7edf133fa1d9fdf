import LatticeLayout
import Testing

@testable import CollectionView

/// What counts as a change of what cells show (a switch lays kept cells out again after one), and the measurer
/// following the supplementaries.
@MainActor @Suite struct CellSourcesTests {
    private func sources() -> CellSources {
        let cell: (ItemPath) -> CellContent? = { _ in nil }
        let supplementary: (String, ItemPath) -> CellContent? = { _, _ in nil }
        return CellSources(
            cell: cell, supplementary: supplementary,
            measurer: ContentMeasurer(measurer: FixedTextMeasurer(), cell: cell, supplementary: supplementary))
    }

    @Test func newProvidersOrANewRestylingCountAsAChangeAndTheStateDoesNot() {
        var sources = sources()
        let start = sources.generation
        sources.cell = { _ in CellContent(content: ListContentConfiguration.cell()) }
        #expect(sources.generation == start + 1)
        sources.supplementary = { _, _ in nil }
        sources.configurationUpdate = { _, _ in }
        #expect(sources.generation == start + 3)
        sources.state = { _ in
            var state = CellState()
            state.isSelected = true
            return state
        }  // a state is compared cell by cell, not counted
        #expect(sources.generation == start + 3)
    }

    @Test func theMeasurerMeasuresTheSupplementariesGiven() {
        var sources = sources()
        var header = ListContentConfiguration.plainHeader()
        header.text = "Header"
        sources.supplementary = { _, _ in CellContent(content: header) }
        #expect(sources.measurer.supplementary("header", ItemPath(section: 0, item: 0))?.content.text == "Header")
    }

    @Test func theModelsBackgroundAndNewProvidersCountAsChangesOfWhatCellsShow() {
        let (model, _) = rowModel(["a", "b", "c"])
        let start = model.sources.generation
        model.background = model.background
        #expect(model.sources.generation == start)  // the same paint: nothing to lay out again
        model.background = .role(.cardBackground)
        #expect(model.sources.generation == start + 1)
        model.replaceProviders(cell: { _ in nil }, supplementary: { _, _ in nil })
        #expect(model.sources.generation == start + 3)
    }
}
