import LatticeLayout
import Testing

@testable import CollectionView

/// A header pinned over the cells scrolling under it stays whole through a layout switch: drawn after the cells
/// that pass under it, over a fill of the canvas's colour when it has none of its own — as frames at rest draw it.
@MainActor @Suite struct PinnedHeaderTransitionTests {
    static let header = BoundarySupplementaryItem(
        elementKind: "month", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
        alignment: .top, pinToVisibleBounds: true, zIndex: 2)
    static let grid: CompositionalLayout = {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(120)),
                subitem: item, count: 4))
        section.boundarySupplementaryItems = [header]
        return CompositionalLayout(section: section)
    }()
    static let list: CompositionalLayout = {
        let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(50))
        var section = LayoutSection(group: .horizontal(size: row, subitem: LayoutItem(size: row), count: 1))
        section.boundarySupplementaryItems = [header]
        return CompositionalLayout(section: section)
    }()

    /// Two sections of 40 cards under pinned headers without a fill ("Month 0", "Month 1"), 480 × 400, scrolled
    /// into the first section so its header is pinned over its cards.
    private func makeModel() -> (CollectionViewModel, ManualClock) {
        let clock = ManualClock(now: 10)
        let model = CollectionViewModel(
            layout: Self.grid, data: ItemCounts([40, 40]), viewportSize: Size(width: 480, height: 400),
            measurer: FixedTextMeasurer(),
            supplementary: { kind, path in
                guard kind == "month" else { return nil }
                var content = ListContentConfiguration.plainHeader()
                content.text = "Month \(path.section)"
                return CellContent(content: content)
            }
        ) { path in
            var content = ListContentConfiguration.gridCell()
            content.text = "Item \(path.section).\(path.item)"
            return CellContent(content: content, background: .gridCell())
        }
        model.animation.clock = clock
        model.scroll(toOffset: 300)
        return (model, clock)
    }

    /// Checks that in `list` the header "Month 0" covers the top 40 points: a canvas-coloured fill under its text,
    /// and no cell's text or rectangle meeting that band drawn after it.
    private func expectHeaderOnTop(_ list: DisplayList, _ moment: String) {
        let band = Rect(x: 0, y: 0, width: 480, height: 40)
        let commands = list.commands
        guard let text = commands.firstIndex(where: { if case .text("Month 0", _, _) = $0 { true } else { false } })
        else {
            Issue.record("\(moment): the pinned header is not drawn")
            return
        }
        let covered = commands[..<text].contains {
            if case .rectangle(let rect, _, .role(.viewBackground)?, _, _) = $0 {
                rect.minY <= 0.5 && rect.width >= 400
            } else {
                false
            }
        }
        #expect(covered, "\(moment): the header has no fill of the canvas's colour under its text")
        let over = commands[(text + 1)...].filter {
            switch $0 {
            case .text(let string, let rect, _): string.hasPrefix("Item") && rect.intersects(band)
            case .rectangle(let rect, _, _, _, _): rect.intersects(band) && rect.minY > 0.5
            default: false
            }
        }
        #expect(over.isEmpty, "\(moment): \(over.count) cell commands drawn over the pinned header")
    }

    @Test func aPinnedHeaderStaysOverTheCellsThroughASwitch() {
        let (model, clock) = makeModel()
        expectHeaderOnTop(model.nextFrame(), "at rest")
        model.setLayout(Self.list, animated: true)
        expectHeaderOnTop(model.nextFrame(), "the switch's first frame")
        clock.advance(by: model.animation.duration / 2)
        expectHeaderOnTop(model.nextFrame(), "half way")
        clock.advance(by: model.animation.duration)
        let end = model.nextFrame()
        #expect(!model.isAnimating)
        expectHeaderOnTop(end, "at the end")
    }
}
