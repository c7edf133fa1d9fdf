import CollectionView
import DiffableDataSource
import LatticeLayout
import Testing

/// `CollectionViewList`: Listable's `setContent` bound to a view — content describes its cells, and each
/// item's sizing and selection style reach the layout and the input.
@MainActor
@Suite struct CollectionViewListTests {
    private struct Row: CellItemContent, Equatable {
        var text: String
        var identifier: String { text }

        func cellContent(state: CellState) -> CellContent {
            var content = ListContentConfiguration.cell()
            content.text = state.isHighlighted ? "\(text) (pressed)" : text
            return CellContent(content: content)
        }
    }

    private struct Header: CellHeaderFooterContent, Equatable {
        var title: String

        func cellContent() -> CellContent {
            var content = ListContentConfiguration.plainHeader()
            content.text = title
            return CellContent(content: content)
        }
    }

    /// The view: a self-sizing plain list with supplementary headers, 300 × 600, which the suite holds as a
    /// window holds its canvas.
    private let model: CollectionViewModel
    private let clock = ManualClock(now: 0)

    init() {
        model = Self.makeModel()
        model.animation.clock = clock
    }

    private static func makeModel() -> CollectionViewModel {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        return CollectionViewModel(
            layout: .list(using: configuration), viewportSize: Size(width: 300, height: 600),
            measurer: FixedTextMeasurer())
    }

    private func makeList() -> (CollectionViewList, ManualClock) { (CollectionViewList(model: model), clock) }

    private func drawnTexts(_ model: CollectionViewModel) -> [String] {
        model.nextFrame().commands.compactMap { if case .text(let string, _, _) = $0 { string } else { nil } }
    }

    private func frame(of text: String, in list: CollectionViewList) -> Rect? {
        guard let path = list.indexPath(for: ContentIdentifier(Row.self, text)) else { return nil }
        _ = list.model.nextFrame()
        return list.model.engine.layoutAttributesForItem(at: path)?.frame
    }

    /// The middle of `text`'s row on the canvas.
    private func point(of text: String, in list: CollectionViewList) -> Point {
        let frame = frame(of: text, in: list)!
        return Point(x: frame.midX, y: frame.midY - list.model.viewport.offset.y)
    }

    private func click(_ text: String, in list: CollectionViewList, modifiers: SelectionModifiers = []) {
        let point = point(of: text, in: list)
        list.model.pointerPressed(at: point, modifiers: modifiers)
        list.model.pointerReleased(at: point, modifiers: modifiers)
    }

    private func isSelected(_ text: String, in list: CollectionViewList) -> Bool {
        list.model.selection.isSelected(ElementIdentity(ContentIdentifier(Row.self, text)))
    }

    @Test func theSeedsSetContentReachesTheDrawnCellsAndHeaders() async {
        let (list, _) = makeList()
        await list.setContent(animated: false) { list in
            list += Section("section-1") { section in
                section.header = Header(title: "This Is A Header")
                section += Row(text: "And here is a row")
                section += ["You can also map rows", "Like this"].map { Row(text: $0) }
            }
            list += Section("section-2") { section in
                section.header = Header(title: "Another Header")
                section += Row(text: "The last row.")
            }
        }
        #expect(
            drawnTexts(list.model) == [
                "And here is a row", "You can also map rows", "Like this", "The last row.",
                "This Is A Header", "Another Header"
            ])
        #expect(list.item(at: ItemPath(section: 1, item: 0))?.content(as: Row.self) == Row(text: "The last row."))
        // A later update is a diff: the new row is inserted, the others stay.
        let result = await list.setContent(animated: false) { list in
            list += Section("section-1") { section in
                section.header = Header(title: "This Is A Header")
                section += Row(text: "And here is a row")
                section += Row(text: "Another row!")
            }
        }
        #expect(result.changeSet.itemInserts.map(\.id) == [ContentIdentifier(Row.self, "Another row!")])
        #expect(drawnTexts(list.model) == ["And here is a row", "Another row!", "This Is A Header"])
    }

    @Test func aSectionWithoutAHeaderDrawsNone() async {
        let (list, _) = makeList()
        await list.setContent(animated: false) { list in
            list += Section("bare") { $0 += Row(text: "Alone") }
        }
        #expect(drawnTexts(list.model) == ["Alone"])
        #expect(frame(of: "Alone", in: list)?.minY == 0)  // no room kept for a header
    }

    @Test func sizingFixesOrClampsTheMeasuredHeight() async throws {
        let (list, _) = makeList()
        await list.setContent(animated: false) { list in
            list += Section("s") { section in
                section += Row(text: "Measured")
                section += Item(Row(text: "Fixed"), sizing: .fixed(88))
                section += Item(Row(text: "At least"), sizing: .thatFits(minimum: 70, maximum: nil))
                section += Item(Row(text: "At most"), sizing: .thatFits(minimum: 0, maximum: 12))
            }
        }
        let measured = try #require(frame(of: "Measured", in: list)).height
        #expect(measured > 12 && measured < 70)  // what the cell's content wants
        #expect(frame(of: "Fixed", in: list)?.height == 88)
        #expect(frame(of: "At least", in: list)?.height == 70)
        #expect(frame(of: "At most", in: list)?.height == 12)
    }

    @Test func selectionStylesDecideWhatInputSelectsAndActivates() async {
        let (list, _) = makeList()
        var activated: [ItemPath] = []
        list.model.onActivate = { activated.append($0) }
        await list.setContent(animated: false) { list in
            list += Section("s") { section in
                section += Item(Row(text: "Preselected"), selectionStyle: .selectable(isSelected: true))
                section += Row(text: "Plain")
                section += Item(Row(text: "Button"), selectionStyle: .tappable)
                section += Item(Row(text: "Label"), selectionStyle: .notSelectable)
            }
        }
        #expect(isSelected("Preselected", in: list))

        // A tappable row activates on a click and leaves the selection as it was.
        click("Button", in: list)
        #expect(activated == [ItemPath(section: 0, item: 2)])
        #expect(isSelected("Preselected", in: list) && !isSelected("Button", in: list))

        // A row that is not selectable is neither selected, nor highlighted while pressed, nor activated.
        let label = point(of: "Label", in: list)
        list.model.pointerPressed(at: label)
        #expect(drawnTexts(list.model).contains("Label"))
        list.model.pointerReleased(at: label)
        list.model.doubleClicked(at: label)
        #expect(!isSelected("Label", in: list) && activated.count == 1)
        #expect(list.model.handle(.activate) == false)  // the cursor rests on it; Return does nothing

        // A selectable row is highlighted while pressed and selected by a click, as without styles.
        let plain = point(of: "Plain", in: list)
        list.model.pointerPressed(at: plain)
        #expect(drawnTexts(list.model).contains("Plain (pressed)"))
        list.model.pointerReleased(at: plain)
        #expect(isSelected("Plain", in: list) && !isSelected("Preselected", in: list))

        // Select-all and ranges pass over what may not be selected.
        list.model.selection.mode = .multiple
        list.model.handle(.selectAll)
        #expect(list.model.selection.selected.count == 2)
        #expect(!isSelected("Button", in: list) && !isSelected("Label", in: list))

        // An arrow onto a row that may not be selected moves the cursor there, and the selection stays.
        click("Plain", in: list)
        list.model.handle(.move(.down))
        #expect(list.model.selection.cursor == ElementIdentity(ContentIdentifier(Row.self, "Button")))
        #expect(isSelected("Plain", in: list) && !isSelected("Button", in: list))
    }

    /// `.selectable(isSelected:)` with a value is the app's word on every update — false deselects what the user
    /// selected, as Listable's does — and `.selectable()` leaves the selection to the user.
    @Test func isSelectedIsTheAppsWordOnEveryUpdateAndNilLeavesItAlone() async {
        let (list, _) = makeList()
        func show(selected: Bool) async {
            await list.setContent(animated: false) { list in
                list += Section("s") { section in
                    section += Item(Row(text: "A"), selectionStyle: .selectable(isSelected: selected))
                    section += Row(text: "B")
                    section += Item(Row(text: "C"), selectionStyle: .selectable())
                }
            }
        }
        await show(selected: false)
        click("B", in: list)
        await show(selected: false)  // B's style says nothing: the user's click stands
        #expect(isSelected("B", in: list) && !isSelected("A", in: list))
        await show(selected: true)
        #expect(isSelected("A", in: list))
        await show(selected: false)
        #expect(!isSelected("A", in: list))
        click("A", in: list)
        #expect(isSelected("A", in: list))
        await show(selected: false)  // unchanged, and still the app's word: deselected
        #expect(!isSelected("A", in: list))
        click("C", in: list)
        await show(selected: false)
        #expect(isSelected("C", in: list))
    }

    @Test func aRemovedRowIsDrawnFromItsOldContentWhileItLeaves() async {
        let (list, clock) = makeList()
        await list.setContent(animated: false) { list in
            list += Section("s") { $0 += ["Stays", "Goes"].map { Row(text: $0) } }
        }
        await list.setContent(animated: true) { list in
            list += Section("s") { $0 += Row(text: "Stays") }
        }
        clock.advance(by: 0.05)
        #expect(drawnTexts(list.model).contains("Goes"))  // fading out, still itself
        clock.advance(by: 2)
        #expect(drawnTexts(list.model) == ["Stays"])
    }

    @Test func theViewKeepsItsListAndReleasesItWithItself() async {
        weak var released: CollectionViewList?
        weak var releasedModel: CollectionViewModel?
        do {
            let model = Self.makeModel()
            do {
                let list = CollectionViewList(model: model)
                await list.setContent(animated: false) { $0 += Section("s") { $0 += Row(text: "A") } }
                released = list
            }
            #expect(released != nil)  // nobody but the view holds it
            #expect(drawnTexts(model) == ["A"])
            releasedModel = model
        }
        #expect(releasedModel == nil && released == nil)  // no cycle between the view and its list
    }

    /// Listable's door to a layout switch — a new layout given with the content — runs the morph the model's and
    /// the data source's doors run: its first frame is the last frame before it, its last the destination's.
    @Test func setContentWithALayoutMorphsFromWhatIsOnScreen() async {
        let (list, clock) = makeList()
        func content(_ list: inout ListContent) {
            list += Section("tiles") { section in section += ["A", "B", "C", "D"].map { Row(text: $0) } }
        }
        await list.setContent(animated: false, content)
        func texts(_ frame: DisplayList) -> [String] {
            frame.commands.compactMap {
                if case .text(let string, let rect, _) = $0 { "\(string) \(rect)" } else { nil }
            }
        }
        let before = texts(list.model.nextFrame())
        #expect(before.count == 4)
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(100)))
        let grid = CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitem: item, count: 2)))
        await list.setContent(layout: grid, content)
        #expect(list.model.isAnimating)
        #expect(texts(list.model.nextFrame()) == before)
        clock.advance(by: 10)
        _ = list.model.nextFrame()
        #expect(!list.model.isAnimating)
        #expect(frame(of: "B", in: list)?.minX == 150)  // the second of two tiles a row
        #expect(frame(of: "C", in: list)?.minY == 100)
        // With new content, the switch starts where the content's own animation has reached: a row inserted
        // (fading in) and the others sliding down are where they were drawn, not where the update puts them.
        let model2 = Self.makeModel()  // the view keeps its list, as a window keeps its canvas
        let list2 = CollectionViewList(model: model2)
        model2.animation.clock = clock
        await list2.setContent(animated: false, content)
        await list2.setContent { list in
            list += Section("tiles") { section in section += ["New", "A", "B", "C", "D"].map { Row(text: $0) } }
        }
        clock.advance(by: list2.model.animation.duration / 2)
        let midUpdate = texts(list2.model.nextFrame())
        await list2.setContent(layout: Self.makeModel().engine.layout) { list in
            list += Section("tiles") { section in section += ["New", "A", "B", "C", "D"].map { Row(text: $0) } }
        }
        #expect(texts(model2.nextFrame()) == midUpdate)
        #expect(model2.isAnimating)
    }
}
