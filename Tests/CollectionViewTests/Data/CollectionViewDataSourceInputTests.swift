import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// What a UIKit developer expects of a view fed by a data source: selection is single and hands the app its own
/// items, a disclosure toggles its outline by itself, and one call switches the layout with its cells.
@MainActor
@Suite struct CollectionViewDataSourceInputTests {
    /// A plain list, rows 50 high (FixedTextMeasurer keeps one-line rows at the minimum), 400 × 300.
    private func makeView() -> CollectionViewModel {
        CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)),
            viewportSize: Size(width: 400, height: 300), measurer: FixedTextMeasurer())
    }

    private static let row = CellRegistration<String> { _, name, _ in
        var content = ListContentConfiguration.cell()
        content.text = name
        let header = name.hasPrefix("Header")
        return CellContent(
            content: content,
            accessories: name.hasPrefix("Parent")
                ? [.outlineDisclosure()]
                : header ? [.outlineDisclosure(style: .header)] : [])
    }

    private func click(_ model: CollectionViewModel, x: Double = 100, row: Int, modifiers: SelectionModifiers = []) {
        _ = model.nextFrame()
        model.pointerPressed(at: Point(x: x, y: Double(row) * 50 + 25), modifiers: modifiers)
        model.pointerReleased(at: Point(x: x, y: Double(row) * 50 + 25), modifiers: modifiers)
    }

    private func outline(_ parent: String) -> SectionSnapshot<String> {
        var outline = SectionSnapshot<String>()
        outline.append([parent])
        outline.append(["\(parent) 1", "\(parent) 2"], to: parent)
        outline.expand([parent])
        return outline
    }

    @Test func selectionIsSingleByDefaultAndHandsTheAppItsItems() async {
        let model = makeView()
        #expect(model.selection.mode == .single)
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["colours"])
        snapshot.appendItems(["Red", "Green", "Blue"])
        await dataSource.apply(snapshot, animatingDifferences: false)
        var selected: [[String]] = [], deselected: [[String]] = []
        dataSource.didSelect = { selected.append($0) }
        dataSource.didDeselect = { deselected.append($0) }
        click(model, row: 2)
        click(model, row: 0, modifiers: .control)  // single: Ctrl does not add
        #expect(selected == [["Blue"], ["Red"]])
        #expect(deselected == [["Blue"]])
        #expect(dataSource.selectedItems == ["Red"])
        model.selection.mode = .multiple
        click(model, row: 2, modifiers: .control)
        #expect(dataSource.selectedItems == ["Red", "Blue"])
        #expect(selected.last == ["Blue"])
    }

    @Test func theChevronOfAnOutlineParentTogglesItByItself() async {
        let model = makeView()
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        await dataSource.apply(outline("Parent"), to: "outline", animatingDifferences: false)
        var heard: [ItemPath] = []
        model.onAccessory = { path, _ in heard.append(path) }
        #expect(dataSource.snapshot.numberOfItems == 3)
        click(model, x: 380, row: 0)  // the chevron, 16 wide at the trailing margin
        await dataSource.lastToggle?.value
        #expect(dataSource.snapshot.numberOfItems == 1)
        #expect(heard.isEmpty)  // the data source handled it
        #expect(model.selection.selected.isEmpty)
        click(model, x: 380, row: 0)
        await dataSource.lastToggle?.value
        #expect(dataSource.snapshot.numberOfItems == 3)
        click(model, row: 0)  // a cell-style parent's row body selects it
        #expect(dataSource.selectedItems == ["Parent"])
    }

    @Test func aHeaderStyleRowTogglesOnAnyClickAndIsNotSelected() async {
        let model = makeView()
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        await dataSource.apply(outline("Header"), to: "outline", animatingDifferences: false)
        click(model, row: 0)
        await dataSource.lastToggle?.value
        #expect(dataSource.snapshot.numberOfItems == 1)
        #expect(model.selection.selected.isEmpty)
        click(model, row: 0)
        await dataSource.lastToggle?.value
        #expect(dataSource.snapshot.itemIdentifiers == ["Header", "Header 1", "Header 2"])
    }

    /// The keyboard folds what the mouse folds, as GTK's tree expanders and UIKit do: Left folds a parent or moves
    /// to the parent, Right unfolds or moves to the first child, minus and plus fold and unfold, asterisk unfolds
    /// everything beneath.
    @Test func theKeyboardFoldsAndUnfoldsAnOutline() async {
        let model = makeView()
        model.selection.mode = .multiple
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        var outline = outline("Parent")
        outline.append(["Parent 1 a"], to: "Parent 1")
        await dataSource.apply(outline, to: "outline", animatingDifferences: false)
        model.selection.cursor = ElementIdentity("Parent")
        func press(_ command: KeyCommand) async -> Bool {
            let handled = model.handle(command)
            await dataSource.lastToggle?.value
            return handled
        }
        #expect(await press(.move(.left)))
        #expect(dataSource.snapshot.itemIdentifiers == ["Parent"])
        #expect(await press(.move(.left)) == false)  // folded, at the top: nowhere to go
        #expect(await press(.move(.right)))
        #expect(dataSource.snapshot.itemIdentifiers == ["Parent", "Parent 1", "Parent 2"])
        #expect(await press(.move(.right)))  // unfolded: onto its first child
        #expect(model.selection.cursor == ElementIdentity("Parent 1"))
        #expect(await press(.move(.left)))  // a folded row: onto its parent
        #expect(model.selection.cursor == ElementIdentity("Parent"))
        #expect(await press(.collapse))
        #expect(dataSource.snapshot.numberOfItems == 1)
        #expect(await press(.expand))
        #expect(dataSource.snapshot.numberOfItems == 3)
        #expect(await press(.expandAll))
        #expect(dataSource.snapshot.itemIdentifiers == ["Parent", "Parent 1", "Parent 1 a", "Parent 2"])
    }

    /// A header row is never selected, by the keys as by a click; Space and Return toggle it. A folded row keeps
    /// its selection, which shows again when its parent unfolds.
    @Test func headerRowsToggleFromTheKeyboardAndFoldedRowsKeepTheirSelection() async {
        let model = makeView()
        model.selection.mode = .multiple
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        var outline = SectionSnapshot<String>()
        outline.append(["Header"])
        outline.append(["Row 1", "Row 2"], to: "Header")
        outline.expand(["Header"])
        await dataSource.apply(outline, to: "outline", animatingDifferences: false)
        model.selection.cursor = ElementIdentity("Row 1")
        #expect(model.handle(.move(.up)))
        #expect(model.selection.cursor == ElementIdentity("Header"))
        #expect(model.selection.selected.isEmpty)
        #expect(model.handle(.move(.down)))
        #expect(dataSource.selectedItems == ["Row 1"])
        model.selection.cursor = ElementIdentity("Header")
        #expect(model.handle(.press))
        await dataSource.lastToggle?.value
        #expect(dataSource.snapshot.itemIdentifiers == ["Header"])
        #expect(model.selection.isSelected(ElementIdentity("Row 1")))  // folded away, still selected
        #expect(model.handle(.activate))
        await dataSource.lastToggle?.value
        #expect(dataSource.snapshot.itemIdentifiers == ["Header", "Row 1", "Row 2"])
        #expect(dataSource.selectedItems == ["Row 1"])
    }

    /// Selection as UIKit has it: `shouldSelect` refuses an item (a click moves the cursor only), `shouldDeselect`
    /// keeps one selected, `shouldHighlight` keeps one from showing pressed; `selectItem` selects as the app does,
    /// moving the cursor and scrolling, without telling `didSelect`; `deselectItem` takes it back.
    @Test func selectionAsUIKitHasIt() async {
        let model = makeView()
        model.selection.mode = .multiple
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["colours"])
        snapshot.appendItems((0..<30).map { "Colour \($0)" })
        await dataSource.apply(snapshot, animatingDifferences: false)
        var told: [[String]] = []
        dataSource.didSelect = { told.append($0) }
        dataSource.shouldSelect = { $0 != "Colour 1" }
        dataSource.shouldDeselect = { $0 != "Colour 2" }
        dataSource.shouldHighlight = { $0 != "Colour 3" }
        click(model, row: 1)
        #expect(dataSource.selectedItems.isEmpty && model.selection.cursor == ElementIdentity("Colour 1"))
        click(model, row: 2)
        click(model, row: 2, modifiers: .control)  // would deselect it: the app says no
        #expect(dataSource.selectedItems == ["Colour 2"])
        _ = model.nextFrame()
        model.pointerPressed(at: Point(x: 100, y: 3 * 50 + 25), modifiers: [])
        #expect(!model.presentedState(at: ItemPath(section: 0, item: 3)).isHighlighted)
        model.pointerReleased(at: Point(x: 100, y: 3 * 50 + 25), modifiers: [])
        told = []
        dataSource.selectItem("Colour 25", scrollPosition: .top)
        #expect(
            dataSource.selectedItems.contains("Colour 25") && model.selection.cursor == ElementIdentity("Colour 25"))
        #expect(model.viewport.offset.y == min(25 * 50, model.engine.contentSize.height - 300))
        #expect(told.isEmpty)
        dataSource.deselectItem("Colour 25")
        #expect(!dataSource.selectedItems.contains("Colour 25"))
        dataSource.selectItem(nil)
        #expect(dataSource.selectedItems.isEmpty)
    }

    /// An apply says where it leaves the scroll position: kept, at the top, back at an offset saved before, or
    /// with an item in view — as the update lands.
    @Test func anApplySaysWhereItLeavesTheScrollPosition() async {
        let model = makeView()
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        func snapshot(_ count: Int) -> Snapshot<String, String> {
            var snapshot = Snapshot<String, String>()
            snapshot.appendSections(["colours"])
            snapshot.appendItems((0..<count).map { "Colour \($0)" })
            return snapshot
        }
        await dataSource.apply(snapshot(40), animatingDifferences: false)
        model.scroll(toOffset: 500)
        let saved = model.viewport.offset.y
        await dataSource.apply(snapshot(39), animatingDifferences: false, scroll: .keep)
        #expect(model.viewport.offset.y == saved)
        await dataSource.apply(snapshot(38), animatingDifferences: false, scroll: .top)
        #expect(model.viewport.offset.y == 0)
        await dataSource.apply(snapshot(37), animatingDifferences: false, scroll: .offset(saved))
        #expect(model.viewport.offset.y == saved)
        await dataSource.apply(
            snapshot(36), animatingDifferences: true, scroll: .item(ElementIdentity("Colour 20"), .top))
        #expect(model.viewport.offset.y == 20 * 50)
        await dataSource.apply(snapshot(35), animatingDifferences: false)  // a plain apply asks nothing more
        #expect(model.viewport.offset.y == 20 * 50)
    }

    @Test func aDisclosureWithNoOutlineBehindItGoesToTheApp() async {
        let model = makeView()
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["flat"])
        snapshot.appendItems(["Parent without children"])
        await dataSource.apply(snapshot, animatingDifferences: false)
        var heard: [ItemPath] = []
        model.onAccessory = { path, _ in heard.append(path) }
        click(model, x: 380, row: 0)
        #expect(heard == [ItemPath(section: 0, item: 0)])
    }

    /// Whichever door switches the layout — the data source's `setLayout(_:registration:)` or the model's
    /// `setLayout(_:cell:)` — the morph's first frame is the last frame before it (each side drawn by its own
    /// registration), and its last frame is the destination's.
    @Test(arguments: ["data source", "model"])
    func aLayoutSwitchStartsFromWhatIsOnScreen(door: String) async {
        let model = makeView()
        let clock = ManualClock(now: 1)
        model.animation.clock = clock
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["tiles"])
        snapshot.appendItems(["A", "B", "C", "D"])
        await dataSource.apply(snapshot, animatingDifferences: false)
        let tile = CellRegistration<String> { _, name, _ in
            var content = ListContentConfiguration.gridCell()
            content.text = "Tile \(name)"
            return CellContent(content: content)
        }
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(100)))
        let grid = CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitem: item, count: 2)))
        func texts(_ list: DisplayList) -> [String] {
            list.commands.compactMap {
                if case .text(let string, let rect, _) = $0 { "\(string) \(rect)" } else { nil }
            }
        }
        let before = texts(model.nextFrame())
        #expect(before.first?.hasPrefix("A ") == true)
        if door == "model" {
            model.setLayout(
                grid,
                cell: { path in
                    dataSource.itemIdentifier(for: path).map { tile.content(at: path, item: $0, state: CellState()) }
                        ?? nil
                })
        } else {
            dataSource.setLayout(grid, registration: tile)
        }
        #expect(texts(model.nextFrame()) == before)
        clock.advance(by: 10)
        let after = texts(model.nextFrame())
        #expect(after.count == 4 && after.allSatisfy { $0.hasPrefix("Tile ") })
    }

    @Test func setLayoutSwitchesTheLayoutAndItsCellsInOneCall() async {
        let model = makeView()
        let dataSource = CollectionViewDataSource<String, String>(model: model, registration: Self.row)
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["tiles"])
        snapshot.appendItems(["A", "B", "C", "D"])
        await dataSource.apply(snapshot, animatingDifferences: false)
        var updates = 0
        model.onNeedsDisplay = { updates += 1 }
        let tile = CellRegistration<String> { _, name, _ in
            var content = ListContentConfiguration.gridCell()
            content.text = "Tile \(name)"
            return CellContent(content: content)
        }
        var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(100)))
        item.contentInsets = EdgeInsets(all: 2)
        let grid = CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitem: item, count: 2)))
        dataSource.setLayout(grid, registration: tile, animated: false)
        #expect(updates == 1)  // the host is told to draw the switch
        let texts = model.nextFrame().commands.compactMap {
            if case .text(let string, _, _) = $0 { string } else { nil }
        }
        #expect(texts == ["Tile A", "Tile B", "Tile C", "Tile D"])
        // half the width, and the tile's inset
        #expect(model.engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 1))?.frame.minX == 202)
        #expect(dataSource.itemIdentifier(for: ItemPath(section: 0, item: 3)) == "D")  // still the provider
    }
}
