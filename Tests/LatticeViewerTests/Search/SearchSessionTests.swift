import CollectionView
import LatticeGTK
import LatticeLayout
import Testing
@testable import LatticeViewer

/// A window's search: where it began is kept when it begins and given back when it is cleared; its first results
/// and the cleared search's last ones replace what is shown at once.
@MainActor @Suite struct SearchSessionTests {
    private func model() -> CollectionViewModel {
        CollectionViewModel(layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([50]),
                            viewportSize: Size(width: 300, height: 200), measurer: PangoTextMeasurer()) { _ in
            var content = ListContentConfiguration.cell()
            content.text = "row"
            return CellContent(content: content)
        }
    }

    @Test func aSearchKeepsWhereItBeganAndGivesItBackWhenCleared() {
        var search = SearchSession()
        var asked = 0
        let view = model()
        func place() -> PlaceBeforeSearch { asked += 1; return PlaceBeforeSearch(of: view) }
        let changes = [search.change(to: "", place: place()), search.change(to: "po", place: place()),
                       search.change(to: "por", place: place())]
        #expect(changes == [false, true, true])
        #expect(asked == 1)   // typing on keeps the place; it is not asked again
        #expect(search.jumps(isComplete: false))   // its first results show from the top
        let first = search.placeAfterJump()
        guard case .top = first else { Issue.record("first results go to the top"); return }
        #expect(!search.jumps(isComplete: true))   // later results animate
        let cleared = search.change(to: "", place: place())
        #expect(cleared && !search.jumps(isComplete: false))   // cleared, not all back yet
        #expect(search.jumps(isComplete: true))
        let back = search.placeAfterJump()
        guard case .restore = back else { Issue.record("a cleared search gives its place back"); return }
        let again = search.placeAfterJump()
        guard case .stay = again else { Issue.record("the place is given back once"); return }
    }
}
