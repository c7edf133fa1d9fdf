import CollectionView
import DiffableDataSource
import LatticeLayout
import Testing

/// `CollectionViewDataSource`: a diffable data source bound to a view, as UIKit's
/// `UICollectionViewDiffableDataSource` — applies reach the drawn cells, registrations describe them.
@MainActor
@Suite struct CollectionViewDataSourceTests {
    private static let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(40))

    private func makeView(headerHeight: LayoutDimension = .absolute(30)) -> (CollectionViewModel, ManualClock) {
        var section = LayoutSection(group: .vertical(size: Self.row, subitems: [.item(LayoutItem(size: Self.row))]))
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionHeader,
                size: LayoutSize(width: .fractionalWidth(1), height: headerHeight),
                alignment: .top)
        ]
        let model = CollectionViewModel(
            layout: CompositionalLayout(section: section),
            viewportSize: Size(width: 300, height: 400), measurer: FixedTextMeasurer())
        let clock = ManualClock(now: 0)
        model.animation.clock = clock
        return (model, clock)
    }

    private static let colour = CellRegistration<String> { _, name, state in
        var content = ListContentConfiguration.cell()
        content.text = state.isSelected ? "\(name) (selected)" : name
        return CellContent(content: content)
    }

    private static let header = SupplementaryRegistration<String>(elementKind: ElementKind.sectionHeader) {
        _, section in
        var content = ListContentConfiguration.plainHeader()
        content.text = section.uppercased()
        return CellContent(content: content)
    }

    private func drawnTexts(_ model: CollectionViewModel) -> [String] {
        model.nextFrame().commands.compactMap { if case .text(let string, _, _) = $0 { string } else { nil } }
    }

    private func snapshot(_ sections: [(String, [String])]) -> Snapshot<String, String> {
        var snapshot = Snapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func anApplyReachesTheDrawnCellsAndHeaders() async {
        let (model, _) = makeView()
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.colour)
        dataSource.register(Self.header)
        #expect(drawnTexts(model).isEmpty)
        let result = await dataSource.apply(
            snapshot([("warm", ["Red", "Orange"]), ("cool", ["Blue"])]),
            animatingDifferences: false)
        #expect(result.changeSet.itemInserts.count == 3)
        // Headers are drawn over the cells, so after them.
        #expect(drawnTexts(model) == ["Red", "Orange", "Blue", "WARM", "COOL"])
        #expect(dataSource.itemIdentifier(for: ItemPath(section: 1, item: 0)) == "Blue")
        #expect(dataSource.indexPath(for: "Orange") == ItemPath(section: 0, item: 1))
        #expect(dataSource.sectionIdentifier(for: 1) == "cool")
        #expect(dataSource.indexPath(for: "Green") == nil)
    }

    @Test func aRegistrationAddedAfterAnApplyIsMeasuredAndDrawn() async {
        let shown = snapshot([("warm", ["Red", "Orange"])])
        func headerFrame(_ model: CollectionViewModel) -> Rect? {
            model.engine.visibleLayout(in: model.viewport.visibleRect).attributes
                .first { $0.elementKind == ElementKind.sectionHeader }?.frame
        }
        let (first, _) = makeView(headerHeight: .estimated(10))
        let registeredFirst = CollectionViewDataSource<String, String>(model: first, registration: Self.colour)
        registeredFirst.register(Self.header)
        await registeredFirst.apply(shown, animatingDifferences: false)

        let (late, _) = makeView(headerHeight: .estimated(10))
        let registeredLate = CollectionViewDataSource<String, String>(model: late, registration: Self.colour)
        await registeredLate.apply(shown, animatingDifferences: false)
        _ = drawnTexts(late)  // laid out and measured without a header registration
        registeredLate.register(Self.header)
        #expect(drawnTexts(late) == drawnTexts(first))
        #expect(headerFrame(late) == headerFrame(first))
        #expect((headerFrame(first)?.height ?? 0) > 10)  // measured, not the estimate
    }

    @Test func anAnimatedApplyTransitionsAndLandsOnTheNewSnapshot() async {
        let (model, clock) = makeView()
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.colour)
        await dataSource.apply(snapshot([("warm", ["Red", "Orange", "Yellow"])]), animatingDifferences: false)
        var applied: [Int] = []
        dataSource.didApply = { applied.append($0.version) }
        await dataSource.apply(snapshot([("warm", ["Yellow", "Red", "Pink"])]))
        #expect(model.transition != nil)  // the move, the insert and the delete animate
        #expect(applied == [2])
        // While it runs, the departing cell is still drawn from the content it had.
        #expect(drawnTexts(model).contains("Orange"))
        clock.advance(by: 5)
        #expect(drawnTexts(model) == ["Yellow", "Red", "Pink"])
        #expect(dataSource.snapshot.itemIdentifiers == ["Yellow", "Red", "Pink"])
    }

    @Test func cellsAreDescribedInTheStateTheViewDrawsThem() async {
        let (model, _) = makeView()
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.colour)
        await dataSource.apply(snapshot([("warm", ["Red", "Orange"])]), animatingDifferences: false)
        model.selection.select(ElementIdentity("Orange"))
        #expect(drawnTexts(model) == ["Red", "Orange (selected)"])
    }

    @Test func anOutlineSectionShowsItsExpandedItemsOnly() async {
        let (model, _) = makeView()
        let dataSource = CollectionViewDataSource<String, String>(model: model) { _, item, _ in
            var content = ListContentConfiguration.sidebarCell()
            content.text = item
            return CellContent(content: content)
        }
        var outline = SectionSnapshot<String>()
        outline.append(["Places"])
        outline.append(["Home", "Music"], to: "Places")
        await dataSource.apply(outline, to: "sidebar", animatingDifferences: false)
        #expect(drawnTexts(model) == ["Places"])
        let expanded = await dataSource.expand("Places", inSection: "sidebar", animated: false)
        #expect(expanded)
        #expect(drawnTexts(model) == ["Places", "Home", "Music"])
        #expect(model.presentedState(at: ItemPath(section: 0, item: 0)).isExpanded)
        #expect(!model.presentedState(at: ItemPath(section: 0, item: 1)).isExpanded)
        let collapsed = await dataSource.collapse("Places", inSection: "sidebar", animated: false)
        #expect(collapsed)
        #expect(drawnTexts(model) == ["Places"])
        #expect(!model.presentedState(at: ItemPath(section: 0, item: 0)).isExpanded)
    }

    /// A section's outline is there to read (UIKit's `snapshot(for:)`), with each item's level for indenting rows;
    /// a section applied as part of a whole snapshot has none.
    @Test func aSectionsOutlineIsReadBackWithItsLevels() async {
        let (model, _) = makeView()
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.colour)
        await dataSource.apply(snapshot([("plain", ["a"])]), animatingDifferences: false)
        #expect(dataSource.snapshot(for: "plain") == nil)
        var outline = SectionSnapshot<String>()
        outline.append(["Places"])
        outline.append(["Home"], to: "Places")
        outline.append(["Desktop"], to: "Home")
        await dataSource.apply(outline, to: "sidebar", animatingDifferences: false)
        let applied = dataSource.snapshot(for: "sidebar")
        #expect(
            applied?.level(of: "Places") == 0 && applied?.level(of: "Home") == 1 && applied?.level(of: "Desktop") == 2)
    }

    /// The app's own state reaches the cells; an outline section's expansion replaces the app's `isExpanded`.
    @Test func theAppsCellStateJoinsTheOutlines() async {
        let (model, _) = makeView()
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.colour)
        dataSource.cellState = { _, item in
            var state = CellState()
            state.isDisabled = item == "Music"
            state.isExpanded = item == "Books"  // the app keeps this section's expansion itself
            return state
        }
        await dataSource.apply(snapshot([("shelf", ["Books", "Music"])]), animatingDifferences: false)
        #expect(model.presentedState(at: ItemPath(section: 0, item: 0)).isExpanded)
        #expect(model.presentedState(at: ItemPath(section: 0, item: 1)).isDisabled)
        var outline = SectionSnapshot<String>()
        outline.append(["Books"])
        outline.append(["Novels"], to: "Books")
        await dataSource.apply(outline, to: "shelf", animatingDifferences: false)
        #expect(!model.presentedState(at: ItemPath(section: 0, item: 0)).isExpanded)  // collapsed in its outline
    }

    @Test func theViewKeepsItsDataSourceAndReleasesItWithItself() async {
        weak var released: CollectionViewDataSource<String, String>?
        weak var releasedModel: CollectionViewModel?
        do {
            let (model, _) = makeView()
            do {
                let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.colour)
                await dataSource.apply(snapshot([("warm", ["Red"])]), animatingDifferences: false)
                released = dataSource
            }
            #expect(released != nil)  // nobody but the view holds it
            #expect(drawnTexts(model) == ["Red"])
            // Binding another data source lets the first go.
            let next = CollectionViewDataSource<String, String>(model: model, registration: Self.colour)
            #expect(released == nil)
            await next.apply(snapshot([("cool", ["Blue"])]), animatingDifferences: false)
            #expect(drawnTexts(model) == ["Blue"])
            released = next
            releasedModel = model
        }
        #expect(releasedModel == nil && released == nil)  // no cycle between the view and its data source
    }
}
