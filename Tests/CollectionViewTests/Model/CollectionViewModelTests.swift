import LatticeLayout
import Testing

@testable import CollectionView

@MainActor @Suite struct CollectionViewModelTests {
    private func model(
        appearance: ListConfiguration.Appearance, count: Int = 30, header: Bool = true
    ) -> CollectionViewModel {
        var configuration = ListConfiguration(appearance: appearance)
        if header { configuration.headerMode = .supplementary }
        return model(layout: .list(using: configuration), count: count)
    }

    /// `count` subtitle rows (every third with secondary text) in each of `sections` sections, laid out by
    /// `layout`, with "Header" supplementaries.
    private func model(layout: CompositionalLayout, count: Int, sections: Int = 1) -> CollectionViewModel {
        CollectionViewModel(
            layout: layout, data: ItemCounts(Array(repeating: count, count: sections)),
            viewportSize: Size(width: 400, height: 300),
            measurer: FixedTextMeasurer(), supplementary: { _, _ in CellContent(content: Self.header) }, cell: Self.row)
    }

    /// The "Header" every section of these models shows.
    private static let header: ListContentConfiguration = {
        var content = ListContentConfiguration.plainHeader()
        content.text = "Header"
        return content
    }()

    /// A subtitle row; every third has a second line of secondary text, so rows self-size differently.
    private static func row(_ path: ItemPath) -> CellContent {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Item \(path.item)"
        content.secondaryText = path.item % 3 == 0 ? "detail" : nil
        return CellContent(content: content, background: .listPlainCell())
    }

    private func textRects(_ list: DisplayList) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for command in list.commands { if case .text(let text, let rect, _) = command { result[text] = rect } }
        return result
    }

    @Test func rowsAreMeasuredByTheirContent() {
        let model = model(appearance: .plain, header: false)
        _ = model.nextFrame()
        // Item 0 has secondary text: 8 + 18.3375 + 2 + 15 + 8 = 51.3375; item 1 only text: the 50 minimum.
        #expect(model.engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 0))?.frame.height == 51.3375)
        #expect(model.engine.layoutAttributesForItem(at: ItemPath(section: 0, item: 1))?.frame.height == 50)
    }

    @Test func scrollingMovesContentIntoCanvasCoordinates() {
        let model = model(appearance: .plain, header: false)
        let top = textRects(model.nextFrame())
        model.scroll(toOffset: 101.3375)  // rows 0 and 1 above
        let scrolled = textRects(model.nextFrame())
        #expect(top["Item 2"] != nil)
        #expect(abs((scrolled["Item 2"]?.minY ?? -1) - ((top["Item 2"]?.minY ?? 0) - 101.3375)) < 1e-9)
        #expect(scrolled["Item 0"] == nil)
    }

    @Test func insetGroupedListsDrawOneCardPerSectionBehindTheRows() {
        let model = model(appearance: .insetGrouped, count: 3)
        let list = model.nextFrame()
        let cards = list.commands.compactMap { command -> Rect? in
            if case .rectangle(let rect, 12, .role(.cardBackground), .role(.border), 1) = command {
                return rect
            } else {
                return nil
            }
        }
        #expect(cards.count == 1)
        // Inset 12 from both sides; it starts below the 12 padding and the header.
        #expect(cards.first?.minX == 12)
        #expect(cards.first?.width == 376)
        // The card comes before (behind) every text.
        let firstCard = list.commands.firstIndex { if case .rectangle(_, 12, _, _, _) = $0 { true } else { false } }
        let firstText = list.commands.firstIndex { if case .text = $0 { true } else { false } }
        #expect(firstCard! < firstText!)
    }

    @Test func pinnedPlainHeadersCoverTheRowsBelow() {
        let model = model(appearance: .plain, count: 40)
        model.scroll(toOffset: 500)
        let list = model.nextFrame()
        #expect(textRects(list)["Header"]?.minY ?? -1 >= 0)
        #expect((textRects(list)["Header"]?.minY ?? 99) < 38)
        // The pinned header gets an opaque fill so rows do not show through it.
        let cover = list.commands.firstIndex {
            if case .rectangle(let rect, _, .role(.viewBackground), _, _) = $0 {
                rect.minY == 0 && rect.height == 38
            } else {
                false
            }
        }
        #expect(cover != nil)
        // It is drawn over the rows (its z-index is above theirs), whatever the layout's order of elements.
        let lastRowText = list.commands.lastIndex {
            if case .text(let text, _, _) = $0 { text != "Header" } else { false }
        }
        #expect(cover ?? -1 > lastRowText ?? Int.max)
    }

    @Test func elementsDrawBackToFrontByZIndex() {
        // A footer (drawn with the supplementary "Header" content) overlaying its section's rows, once below them
        // (z -1) and once above (z 1): the layout lists it after the rows either way, so only the z-index can put
        // it first.
        for z in [-1, 1] {
            let footer = BoundarySupplementaryItem(
                elementKind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                alignment: .bottom, extendsBoundary: false, zIndex: z)
            var section = LayoutSection(
                group: .vertical(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                    subitem: LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))),
                    count: 1))
            section.boundarySupplementaryItems = [footer]
            let model = model(layout: CompositionalLayout(section: section), count: 3)
            let texts = model.nextFrame().commands.compactMap {
                if case .text(let text, _, _) = $0 { text } else { nil }
            }
            #expect(texts.filter { $0.hasPrefix("Item") }.count == 3)
            #expect(z < 0 ? texts.first == "Header" : texts.last == "Header", "z \(z): \(texts)")
        }
    }

    @Test func separatorsFollowTheListConfiguration() {
        let plain = model(appearance: .plain, count: 3, header: false).nextFrame()
        let lines = plain.commands.filter { if case .line = $0 { true } else { false } }
        #expect(lines.count == 2)  // none under the last row
        let sidebar = model(appearance: .sidebar, count: 3, header: false).nextFrame()
        #expect(!sidebar.commands.contains { if case .line = $0 { true } else { false } })
    }

    @Test func selectedCellsRestyle() {
        let model = model(appearance: .plain, count: 3, header: false)
        model.cellState = { path in
            var state = CellState()
            state.isSelected = path.item == 1
            return state
        }
        let list = model.nextFrame()
        let selectedFills = list.commands.filter {
            if case .rectangle(_, _, .role(.selectionBackground), _, _) = $0 { true } else { false }
        }
        #expect(selectedFills.count == 1)
    }
}

extension CollectionViewModelTests {
    /// Drawing is a query: `displayList()` changes nothing anyone sees — a finished transition stays until
    /// `advance()`, the offset stays, observers hear nothing — and draws the same when asked again.
    @Test func theDisplayListIsAQueryAndAdvanceMovesTheFrame() {
        let list = model(appearance: .plain)
        let clock = ManualClock(now: 0)
        list.animation.clock = clock
        _ = list.nextFrame()
        var events = 0
        _ = list.addObserver { _ in events += 1 }
        list.setLayout(.list(using: ListConfiguration(appearance: .insetGrouped)), animated: true)
        clock.advance(by: 5)  // long past the switch's end
        let offset = list.viewport.offset
        let first = list.displayList(), second = list.displayList()
        #expect(first == second)
        #expect(list.transition != nil && list.viewport.offset == offset && events == 0)
        list.advance()
        #expect(list.transition == nil)
        #expect(events > 0)  // what came on screen, reported by the frame's advance
        #expect(list.displayList() == list.displayList())
    }
}

extension CollectionViewModelTests {
    /// The cursor's cell is drawn focused only while the view has focus and focus rings show (after keyboard
    /// navigation, not after a click: the window's focus-visible).
    @Test func theFocusRingFollowsShowsFocusRing() {
        let list = model(appearance: .plain)
        list.selection.cursor = list.engine.dataSource.identity(ofItemAt: ItemPath(section: 0, item: 0))
        list.hasFocus = true
        #expect(list.presentedState(at: ItemPath(section: 0, item: 0)).isFocused)
        list.showsFocusRing = false
        #expect(!list.presentedState(at: ItemPath(section: 0, item: 0)).isFocused)
        list.hasFocus = false
        list.showsFocusRing = true
        #expect(!list.presentedState(at: ItemPath(section: 0, item: 0)).isFocused)
    }

    /// Scrolling to a section shows its header at the top, not its first row with the header just above the view
    /// (what a sidebar entry naming the section scrolls to); the first section scrolls to the very top.
    @Test func scrollingToASectionShowsItsHeaderAtTheTop() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let model = model(layout: .list(using: configuration), count: 20, sections: 3)
        _ = model.nextFrame()
        model.scroll(toSection: 1)
        let texts = textRects(model.nextFrame())
        let header = try! #require(texts["Header"])  // section 1's: section 0's is above, section 2's below
        #expect(header.minY >= 0 && header.minY < 30)  // the header is the first thing shown
        #expect(texts["Item 0"].map { $0.minY > header.minY } ?? true)
        model.scroll(toSection: 0)
        #expect(model.viewport.offset.y == 0)
    }
}
