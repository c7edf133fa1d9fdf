import LatticeLayout
import Testing

@testable import CollectionView

@MainActor @Suite struct CollectionViewModelInputTests {
    /// A plain list of 100 rows, 50 high (FixedTextMeasurer keeps one-line rows at the minimum), 400 × 300.
    /// Selection is multiple, as a file manager's (the default is single, as UIKit's).
    private func makeModel(accessories: [CellAccessory] = []) -> CollectionViewModel {
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([100]),
            viewportSize: Size(width: 400, height: 300), measurer: FixedTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = "Item \(path.item)"
            return CellContent(content: content, background: .listPlainCell(), accessories: accessories)
        }
        model.selection.mode = .multiple
        return model
    }

    private func id(_ item: Int) -> ElementIdentity { ElementIdentity(ItemPath(section: 0, item: item)) }

    private func click(_ model: CollectionViewModel, y: Double, modifiers: SelectionModifiers = []) {
        model.pointerPressed(at: Point(x: 100, y: y), modifiers: modifiers)
        model.pointerReleased(at: Point(x: 100, y: y), modifiers: modifiers)
    }

    @Test func clicksSelectWithDesktopSemantics() {
        let model = makeModel()
        _ = model.nextFrame()
        click(model, y: 25)  // item 0
        #expect(model.selection.selected == [id(0)])
        click(model, y: 125, modifiers: .control)  // item 2 added
        #expect(model.selection.selected == [id(0), id(2)])
        click(model, y: 175, modifiers: .shift)  // range from the anchor (2) to 3
        #expect(model.selection.selected == [id(2), id(3)])
        // The selected cells draw selected.
        #expect(model.presentedState(at: ItemPath(section: 0, item: 3)).isSelected)
    }

    @Test func scrolledClicksHitTheRightItem() {
        let model = makeModel()
        model.scroll(toOffset: 1_000)  // item 20 at the top
        _ = model.nextFrame()
        click(model, y: 10)
        #expect(model.selection.selected == [id(20)])
    }

    @Test func hoverAndPressFollowThePointer() {
        let model = makeModel()
        _ = model.nextFrame()
        model.pointerMoved(to: Point(x: 50, y: 60))
        #expect(model.hoveredItem == id(1))
        #expect(model.presentedState(at: ItemPath(section: 0, item: 1)).isHovered)
        model.pointerPressed(at: Point(x: 50, y: 60))
        #expect(model.presentedState(at: ItemPath(section: 0, item: 1)).isHighlighted)
        model.pointerReleased(at: Point(x: 50, y: 60))
        #expect(model.pressedItem == nil)
        model.pointerLeft()
        #expect(model.hoveredItem == nil)
    }

    @Test func accessoryClicksGoToTheHandlerNotTheSelection() {
        let model = makeModel(accessories: [CellAccessory(.outlineDisclosure)])
        _ = model.nextFrame()
        var tapped: [ItemPath] = []
        model.onAccessory = { path, _ in tapped.append(path) }
        // The disclosure sits 16 wide at the trailing margin: x 372…388, centred in the row.
        click(model, y: 75 + 0)  // row 1 body first
        model.pointerPressed(at: Point(x: 380, y: 75))
        model.pointerReleased(at: Point(x: 380, y: 75))
        #expect(tapped == [ItemPath(section: 0, item: 1)])
        #expect(model.selection.selected == [id(1)])  // from the body click only
    }

    @Test func rubberBandSelectsWhatItCovers() {
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([3]),
            viewportSize: Size(width: 400, height: 300), measurer: FixedTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = "Item \(path.item)"
            return CellContent(content: content)
        }
        model.selection.mode = .multiple
        _ = model.nextFrame()
        model.pointerPressed(at: Point(x: 200, y: 290))  // empty space below the 3 rows
        model.pointerMoved(to: Point(x: 150, y: 60))  // up over rows 1 and 2
        #expect(model.selection.selected == [id(1), id(2)])
        #expect(
            model.nextFrame().commands.contains {
                if case .rectangle(_, _, .role(.rubberBandFill), _, _) = $0 { true } else { false }
            })
        model.pointerReleased(at: Point(x: 150, y: 60))
        #expect(model.rubberBand == nil)
        #expect(model.selection.selected == [id(1), id(2)])
    }

    @Test func keyboardMovesTheCursorAndScrollsItIntoView() {
        let model = makeModel()
        model.hasFocus = true
        _ = model.nextFrame()
        #expect(model.handle(.move(.down)))  // from nothing: the first item
        #expect(model.selection.cursor == id(0))
        for _ in 0..<10 { model.handle(.move(.down)) }
        #expect(model.selection.cursor == id(10))
        #expect(model.selection.selected == [id(10)])
        // Row 10 spans 500…550; the 300-high viewport scrolled just enough to show it.
        #expect(model.viewport.offset.y == 250.0)
        #expect(model.presentedState(at: ItemPath(section: 0, item: 10)).isFocused)
        model.handle(.move(.end))
        #expect(model.selection.cursor == id(99))
        #expect(model.viewport.offset.y == 4_700.0)  // 100 × 50 − 300
        var activated: [ItemPath] = []
        model.onActivate = { activated.append($0) }
        model.handle(.activate)
        #expect(activated == [ItemPath(section: 0, item: 99)])
        model.handle(.selectAll)
        #expect(model.selection.selected.count == 100)
        model.handle(.selectNone)
        #expect(model.selection.selected.isEmpty)
    }

    @Test func scrollToItemPositions() {
        let model = makeModel()
        _ = model.nextFrame()
        model.scroll(toItem: ItemPath(section: 0, item: 40), position: .top)
        #expect(model.viewport.offset.y == 2_000.0)
        model.scroll(toItem: ItemPath(section: 0, item: 40), position: .center)
        #expect(model.viewport.offset.y == 1_875.0)  // 2025 − 150
        model.scroll(toItem: ItemPath(section: 0, item: 40), position: .bottom)
        #expect(model.viewport.offset.y == 1_750.0)  // 2050 − 300
    }
}

/// Presses on headers: `onSupplementaryPress` takes them as clicks (a table header sorting) or drags (a column's
/// edge), or lets them start a rubber band.
@MainActor @Suite struct SupplementaryClickTests {
    /// 100 rows of 50 under a layout header 34 high pinned to the top, 400 × 300.
    private func makeModel() -> CollectionViewModel {
        let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(50))
        let layout = CompositionalLayout(
            section: LayoutSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))])),
            configuration: CompositionalLayoutConfiguration(boundarySupplementaryItems: [
                BoundarySupplementaryItem(
                    elementKind: "table-header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(34)),
                    alignment: .top, pinToVisibleBounds: true, zIndex: 3)
            ]))
        return CollectionViewModel(
            layout: layout, data: ItemCounts([100]), viewportSize: Size(width: 400, height: 300),
            measurer: FixedTextMeasurer(),
            supplementary: { kind, _ in
                var header = ListContentConfiguration.plainHeader()
                header.text = kind == "table-header" ? "Titles" : nil
                return CellContent(content: header)
            }
        ) { _ in
            CellContent(content: .cell(), background: .listPlainCell())
        }
    }

    @Test func aPressOnAPinnedHeaderIsAClickAtItsPlaceInTheHeader() {
        let model = makeModel()
        var clicks: [(kind: String, point: Point)] = []
        model.onSupplementaryPress = { element, point in
            clicks.append((element.elementKind, point))
            return .click
        }
        model.scroll(toOffset: 1_000)  // the header is pinned over the rows
        _ = model.nextFrame()
        model.pointerPressed(at: Point(x: 150, y: 20))
        model.pointerReleased(at: Point(x: 150, y: 20))
        #expect(clicks.map(\.kind) == ["table-header"])
        #expect(clicks.first?.point == Point(x: 150, y: 20))  // in the header's own coordinates
        #expect(model.rubberBand == nil && model.selection.selected.isEmpty)
        model.doubleClicked(at: Point(x: 40, y: 10))  // a quick second click is a click too
        #expect(clicks.count == 2 && model.selection.selected.isEmpty)
        // Below the header, a row is pressed as before.
        model.pointerPressed(at: Point(x: 150, y: 100))
        model.pointerReleased(at: Point(x: 150, y: 100))
        #expect(clicks.count == 2 && model.selection.selected.count == 1)
    }

    @Test func aHeaderTheHandlerDeclinesStartsARubberBandAsEmptySpaceDoes() {
        let model = makeModel()
        var asked = 0
        model.onSupplementaryPress = { _, _ in
            asked += 1
            return .none
        }
        _ = model.nextFrame()
        model.pointerPressed(at: Point(x: 150, y: 20))
        #expect(asked == 1 && model.rubberBand != nil)
        model.pointerReleased(at: Point(x: 150, y: 20))
        let silent = makeModel()  // no handler: the same
        _ = silent.nextFrame()
        silent.pointerPressed(at: Point(x: 150, y: 20))
        #expect(silent.rubberBand != nil)
    }

    @Test func aDragFromAHeaderReportsItsOffsetsAndItsEndAndNothingElse() {
        let model = makeModel()
        var offsets: [Double] = [], ended = 0
        model.onSupplementaryPress = { _, _ in .drag(moved: { dx, _ in offsets.append(dx) }, ended: { ended += 1 }) }
        _ = model.nextFrame()
        model.pointerPressed(at: Point(x: 150, y: 20))
        model.pointerMoved(to: Point(x: 140, y: 25))
        model.pointerMoved(to: Point(x: 120, y: 200))  // over the rows: still the header's drag
        #expect(offsets == [-10, -30] && ended == 0)
        model.pointerReleased(at: Point(x: 110, y: 200))
        #expect(offsets == [-10, -30, -40] && ended == 1)
        #expect(model.supplementaryDrag == nil && model.rubberBand == nil && model.selection.selected.isEmpty)
        model.pointerMoved(to: Point(x: 100, y: 100))  // over: moving again tells no one
        #expect(offsets.count == 3)
    }

    @Test func revealingARowOrASectionKeepsItBelowTheLayoutsPinnedHeader() {
        let model = makeModel()
        _ = model.nextFrame()
        model.scroll(toItem: ItemPath(section: 0, item: 20), position: .top)
        // Row 20 starts at 34 + 20 × 50 = 1,034 in the content; the header covers the top 34 points.
        #expect(model.viewport.offset.y == 1_034 - 34)
        model.scroll(toOffset: 2_000)
        model.scroll(toItem: ItemPath(section: 0, item: 10), position: .nearest)  // above the view: to the top
        #expect(model.viewport.offset.y == 34 + 500 - 34)
    }

    @Test func theLayoutsOwnHeaderFadesThroughASwitchRatherThanVanishing() {
        let model = makeModel()
        let clock = ManualClock()
        model.animation.clock = clock
        _ = model.nextFrame()
        func headerDrawn() -> Bool {
            model.advance()
            return model.displayList().commands.contains { if case .text("Titles", _, _) = $0 { true } else { false } }
        }
        #expect(headerDrawn())
        // To a list without the header: it fades out over the switch's first frames, not gone at once.
        model.setLayout(.list(using: ListConfiguration(appearance: .plain)), animated: true)
        clock.advance(by: 0.02)
        #expect(headerDrawn())
        clock.advance(by: 1)
        #expect(!headerDrawn())
    }
}
