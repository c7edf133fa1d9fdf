import CollectionView
import LatticeGTK
import LatticeLayout
import Testing

@testable import LatticeViewer

/// A window's search: where it began is kept when it begins and given back when it is cleared; its first results
/// and the cleared search's last ones replace what is shown at once.
@MainActor @Suite struct SearchSessionTests {
    private func model() -> CollectionViewModel {
        CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([50]),
            viewportSize: Size(width: 300, height: 200), measurer: PangoTextMeasurer()
        ) { _ in
            var content = ListContentConfiguration.cell()
            content.text = "row"
            return CellContent(content: content)
        }
    }

    @Test func aSearchKeepsWhereItBeganAndGivesItBackWhenCleared() {
        var search = SearchSession()
        var asked = 0
        let view = model()
        func place() -> PlaceBeforeSearch {
            asked += 1
            return PlaceBeforeSearch(of: view)
        }
        let changes = [
            search.change(to: "", place: place()), search.change(to: "po", place: place()),
            search.change(to: "por", place: place())
        ]
        #expect(changes == [false, true, true])
        #expect(asked == 1)  // typing on keeps the place; it is not asked again
        #expect(search.jumps(isComplete: false))  // its first results show from the top
        let first = search.placeAfterJump()
        guard case .top = first else {
            Issue.record("first results go to the top")
            return
        }
        #expect(!search.jumps(isComplete: true))  // later results animate
        let cleared = search.change(to: "", place: place())
        #expect(cleared && !search.jumps(isComplete: false))  // cleared, not all back yet
        #expect(search.jumps(isComplete: true))
        let back = search.placeAfterJump()
        guard case .restore = back else {
            Issue.record("a cleared search gives its place back")
            return
        }
        let again = search.placeAfterJump()
        guard case .stay = again else {
            Issue.record("the place is given back once")
            return
        }
    }

    /// Cleared with nothing found, the place the search began from comes back: its cursor and the row at its top.
    @Test func aClearedSearchGivesBackThePlaceItBeganFrom() {
        let view = model()
        view.scroll(toOffset: 400)
        view.advance()
        view.selection.cursor = view.engine.dataSource.identity(ofItemAt: ItemPath(section: 0, item: 12))
        let place = PlaceBeforeSearch(of: view)
        view.scroll(toOffset: 0)
        place.restore(in: view)
        #expect(view.selection.cursor == view.engine.dataSource.identity(ofItemAt: ItemPath(section: 0, item: 12)))
        #expect(abs(view.viewport.offset.y - 400) < 1)
    }

    /// A row the cursor moved to while searching is the record found: the search closed, it stays the cursor,
    /// selected and in view among all the rows, wherever the search began.
    @Test func theRecordFoundStaysSelectedAndInViewWhenTheSearchCloses() {
        let view = model()
        let before = PlaceBeforeSearch(of: view)  // at the top, no cursor
        let found = view.engine.dataSource.identity(ofItemAt: ItemPath(section: 0, item: 40))
        view.selection.cursor = found
        before.restore(in: view)
        view.advance()
        #expect(view.selection.cursor == found && view.selection.isSelected(found))
        let frame = view.engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 40))!.frame
        #expect(
            frame.minY >= view.viewport.offset.y && frame.maxY <= view.viewport.offset.y + view.viewport.size.height)
    }
}
