import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// A section's decoration (UIKit's decoration view) is drawn behind the section from the supplementary registration
/// of its kind, at rest and through a layout switch.
@MainActor @Suite struct DecorationDrawingTests {
    @Test func aSectionsDecorationIsDrawnBehindItFromItsRegistration() async {
        var section = LayoutSection(
            group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                subitem: LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))),
                count: 1))
        section.contentInsets = EdgeInsets(all: 20)
        section.decorationItems = [.background(elementKind: "card", contentInsets: EdgeInsets(all: 10))]
        let model = CollectionViewModel(
            layout: CompositionalLayout(section: section), viewportSize: Size(width: 400, height: 300),
            measurer: FixedTextMeasurer())
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: textRow)
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a", "b"])
        await dataSource.apply(snapshot, animatingDifferences: false)
        let fill = Paint.role(.cardBackground)
        func cards() -> [Rect] {
            model.nextFrame().commands.compactMap {
                if case .rectangle(let rect, _, let paint, _, _) = $0, paint == fill { rect } else { nil }
            }
        }
        #expect(cards().isEmpty)  // no registration for the kind: nothing drawn
        dataSource.register(
            SupplementaryRegistration<String>(elementKind: "card") { _, _ in
                CellContent(content: .cell(), background: BackgroundConfiguration(fill: fill, cornerRadius: 12))
            })
        // The section is 20 + 2 × 40 + 20 tall; the decoration is inset by 10 on every side.
        #expect(cards() == [Rect(x: 10, y: 10, width: 380, height: 100)])
        let list = model.nextFrame().commands
        let card = list.firstIndex { if case .rectangle(_, _, let paint, _, _) = $0 { paint == fill } else { false } }!
        let text = list.firstIndex { if case .text("a", _, _) = $0 { true } else { false } }!
        #expect(card < text)  // behind the section's cells
    }

    /// A switch between two layouts whose sections have backgrounds draws the background all the way, between its
    /// old and new frames, rather than dropping it until the switch ends.
    @Test func aSectionsDecorationMovesThroughALayoutSwitch() async {
        func layout(inset: Double) -> CompositionalLayout {
            var section = LayoutSection(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                    subitem: LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))),
                    count: 1))
            section.contentInsets = EdgeInsets(all: inset)
            section.decorationItems = [.background(elementKind: "card")]
            return CompositionalLayout(section: section)
        }
        let model = CollectionViewModel(
            layout: layout(inset: 20), viewportSize: Size(width: 400, height: 300),
            measurer: FixedTextMeasurer())
        let clock = ManualClock(now: 0)
        model.animation.clock = clock
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: textRow)
        let fill = Paint.role(.cardBackground)
        dataSource.register(
            SupplementaryRegistration<String>(elementKind: "card") { _, _ in
                CellContent(content: .cell(), background: BackgroundConfiguration(fill: fill, cornerRadius: 12))
            })
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a", "b"])
        await dataSource.apply(snapshot, animatingDifferences: false)
        func cards() -> [Rect] {
            model.nextFrame().commands.compactMap {
                if case .rectangle(let rect, _, let paint, _, _) = $0, paint == fill { rect } else { nil }
            }
        }
        #expect(cards() == [Rect(x: 0, y: 0, width: 400, height: 120)])
        model.setLayout(layout(inset: 60), animated: true)
        clock.advance(by: model.animation.duration / 2)
        let halfway = cards()
        #expect(model.isAnimating && halfway.count == 1)
        #expect(halfway.first.map { $0.height > 120 && $0.height < 200 } == true)  // between its old and new height
        clock.advance(by: 5)
        #expect(cards() == [Rect(x: 0, y: 0, width: 400, height: 200)])
    }
}
