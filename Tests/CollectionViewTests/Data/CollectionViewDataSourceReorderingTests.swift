import Testing
import DiffableDataSource
import LatticeLayout
@testable import CollectionView

/// What Apple's sample screens needed of the library: a data source's reordering handlers, decorations drawn
/// behind sections, and a switch accessory.
@MainActor @Suite struct CollectionViewDataSourceReorderingTests {
    private static let row = CellRegistration<String> { _, name, _ in
        var content = ListContentConfiguration.cell()
        content.text = name
        return CellContent(content: content)
    }

    private func bound(_ names: [String]) async -> (CollectionViewModel, CollectionViewDataSource<String, String>) {
        let model = CollectionViewModel(layout: .list(using: ListConfiguration(appearance: .plain)),
                                        viewportSize: Size(width: 400, height: 300), measurer: FixedTextMeasurer())
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(names)
        await dataSource.apply(snapshot, animatingDifferences: false)
        _ = model.nextFrame()
        return (model, dataSource)
    }

    private func centre(of item: Int, in model: CollectionViewModel) -> Point {
        let frame = model.layoutAttributesForItem(at: ItemPath(section: 0, item: item))!.frame
        return Point(x: frame.midX, y: frame.midY - model.viewport.offset.y)
    }

    @Test func aDragMovesTheItemInTheDataSourceAndTheHandlerHearsTheNewOrder() async {
        let (model, dataSource) = await bound(["a", "b", "c", "d"])
        var heard: [[String]] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "d" }
        dataSource.reorderingHandlers.didReorder = { heard.append($0.finalSnapshot.itemIdentifiers) }
        let target = centre(of: 2, in: model)
        model.pointerPressed(at: centre(of: 0, in: model))
        model.pointerMoved(to: Point(x: target.x, y: target.y + 10))
        model.pointerReleased(at: Point(x: target.x, y: target.y + 10))
        await dataSource.lastReorder?.value
        #expect(dataSource.snapshot.itemIdentifiers == ["b", "c", "a", "d"])
        #expect(heard == [["b", "c", "a", "d"]])
        // "d" may not move: Alt+Up on it changes nothing.
        model.selection.select(ElementIdentity("d"))
        #expect(!model.handle(.reorder(.up)))
        #expect(dataSource.snapshot.itemIdentifiers == ["b", "c", "a", "d"])
    }

    @Test func withoutHandlersNothingReorders() async {
        let (model, dataSource) = await bound(["a", "b", "c"])
        model.selection.select(ElementIdentity("b"))
        #expect(!model.handle(.reorder(.up)))
        #expect(model.reordering.rules == nil && dataSource.snapshot.itemIdentifiers == ["a", "b", "c"])
    }

    @Test func aSectionsDecorationIsDrawnBehindItFromItsRegistration() async {
        var section = LayoutSection(group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                                                       subitem: LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))),
                                                       count: 1))
        section.contentInsets = EdgeInsets(all: 20)
        section.decorationItems = [.background(elementKind: "card", contentInsets: EdgeInsets(all: 10))]
        let model = CollectionViewModel(layout: CompositionalLayout(section: section), viewportSize: Size(width: 400, height: 300),
                                        measurer: FixedTextMeasurer())
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a", "b"])
        await dataSource.apply(snapshot, animatingDifferences: false)
        let fill = Paint.role(.cardBackground)
        func cards() -> [Rect] {
            model.nextFrame().commands.compactMap { if case let .rectangle(rect, _, paint, _, _) = $0, paint == fill { rect } else { nil } }
        }
        #expect(cards().isEmpty)   // no registration for the kind: nothing drawn
        dataSource.register(SupplementaryRegistration<String>(elementKind: "card") { _, _ in
            CellContent(content: .cell(), background: BackgroundConfiguration(fill: fill, cornerRadius: 12))
        })
        // The section is 20 + 2 × 40 + 20 tall; the decoration is inset by 10 on every side.
        #expect(cards() == [Rect(x: 10, y: 10, width: 380, height: 100)])
        let list = model.nextFrame().commands
        let card = list.firstIndex { if case let .rectangle(_, _, paint, _, _) = $0 { paint == fill } else { false } }!
        let text = list.firstIndex { if case .text("a", _, _) = $0 { true } else { false } }!
        #expect(card < text)   // behind the section's cells
    }

    @Test func aSwitchShowsItsStateKnobAtTheTrailingEndWhenOnAndReportsClicks() {
        let model = CollectionViewModel(layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([2]),
                                        viewportSize: Size(width: 400, height: 300), measurer: FixedTextMeasurer()) { path in
            var content = ListContentConfiguration.cell()
            content.text = "Wi-Fi"
            return CellContent(content: content, accessories: [CellAccessory(.toggle(isOn: path.item == 0))])
        }
        var clicked: [ItemPath] = []
        model.onAccessory = { path, accessory in
            if case .toggle = accessory.kind { clicked.append(path) }
        }
        func knobs() -> [Rect] {
            model.nextFrame().commands.compactMap {
                if case let .rectangle(rect, _, paint, _, _) = $0, paint == .role(.accentForeground) { rect } else { nil }
            }
        }
        let rows = (0..<2).map { model.layoutAttributesForItem(at: ItemPath(section: 0, item: $0))!.frame }
        let ltr = knobs()
        #expect(ltr.count == 2)
        #expect(ltr[0].minX > ltr[1].minX)   // on: the knob at the trailing end
        #expect(ltr[0].maxX <= rows[0].maxX && ltr[0].minX > rows[0].midX)
        model.layoutDirection = .rightToLeft
        let rtl = knobs()
        #expect(rtl[0].minX < rtl[1].minX)   // mirrored: on is at the left
        #expect(rtl[0].minX == rows[0].width - ltr[0].maxX)
        model.layoutDirection = .leftToRight
        _ = model.nextFrame()
        let knob = ltr[0]
        model.pointerPressed(at: Point(x: knob.midX, y: knob.midY))
        model.pointerReleased(at: Point(x: knob.midX, y: knob.midY))
        #expect(clicked == [ItemPath(section: 0, item: 0)])
    }
}
