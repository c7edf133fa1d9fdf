import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// An animated scroll the app asks for (UIKit's `setContentOffset(_:animated:)`, `scrollToItem(…animated:)`,
/// `selectItem(…animated:scrollPosition:)`): the view glides frame by frame, drawing what it passes, and lands
/// exactly; the user's scroll takes over at once.
@MainActor @Suite struct AnimatedScrollTests {
    /// 200 rows of 50 in a 400 × 300 view, on a clock the test moves.
    private func makeModel() -> (CollectionViewModel, ManualClock) {
        let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(50))
        let layout = CompositionalLayout(
            section: LayoutSection(group: .horizontal(size: row, subitem: LayoutItem(size: row), count: 1)))
        let model = CollectionViewModel(
            layout: layout, data: ItemCounts([200]), viewportSize: Size(width: 400, height: 300),
            measurer: FixedTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = "Row \(path.item)"
            return CellContent(content: content)
        }
        let clock = ManualClock(now: 5)
        model.animation.clock = clock
        return (model, clock)
    }

    private func firstText(_ list: DisplayList) -> String? {
        list.commands.lazy.compactMap { if case .text(let string, _, _) = $0 { string } else { nil } }.first
    }

    @Test func anAnimatedScrollGlidesThroughTheContentAndLands() {
        let (model, clock) = makeModel()
        model.scroll(toItem: ItemPath(section: 0, item: 100), position: .top, animated: true)
        #expect(model.isAnimating)
        #expect(firstText(model.nextFrame()) == "Row 0")  // the first frame is where it was
        var offsets: [Double] = []
        for _ in 0..<30 {
            clock.advance(by: model.animation.duration / 10)
            let frame = model.nextFrame()
            offsets.append(model.viewport.offset.y)
            if let text = firstText(frame) { #expect(text.hasPrefix("Row ")) }  // what it passes is drawn
            if !model.isAnimating { break }
        }
        #expect(!model.isAnimating)
        #expect(offsets.last == 5_000)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })  // onward only
        #expect(offsets.filter { $0 > 0 && $0 < 5_000 }.count >= 5)  // through the rows between
    }

    @Test func theUsersScrollTakesOver() {
        let (model, clock) = makeModel()
        model.scroll(toOffset: 4_000, animated: true)
        clock.advance(by: model.animation.duration / 2)
        _ = model.nextFrame()
        let reached = model.viewport.offset.y
        #expect(reached > 0 && reached < 4_000)
        model.scroll(by: Point(x: 0, y: -30), at: Point(x: 10, y: 10))
        #expect(!model.isAnimating)
        clock.advance(by: model.animation.duration)
        _ = model.nextFrame()
        #expect(model.viewport.offset.y == reached - 30)
    }

    @Test func withAnimationsOffItScrollsAtOnce() {
        let (model, _) = makeModel()
        model.animation.isEnabled = false
        model.scroll(toOffset: 1_000, animated: true)
        #expect(!model.isAnimating)
        #expect(model.viewport.offset.y == 1_000)
    }

    @Test func selectItemAnimatedGlidesToTheItem() async {
        let (model, clock) = makeModel()
        let dataSource = CollectionViewDataSource<Int, Int>(model: model) { _, number, _ in
            var content = ListContentConfiguration.cell()
            content.text = "Item \(number)"
            return CellContent(content: content)
        }
        var snapshot = Snapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<200))
        await dataSource.apply(snapshot, animatingDifferences: false)
        dataSource.selectItem(150, animated: true, scrollPosition: .top)
        #expect(model.isAnimating && model.viewport.offset.y == 0)
        #expect(dataSource.selectedItems == [150])
        clock.advance(by: model.animation.duration * 2)
        _ = model.nextFrame()
        #expect(model.viewport.offset.y == 7_500)
    }
}
