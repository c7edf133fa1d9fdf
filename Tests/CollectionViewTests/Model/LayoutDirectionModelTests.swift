import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// A right-to-left model: cells' parts, hit testing, arrow keys, keyboard reorder, swipe actions and the scroll
/// indicator on the other side, each the mirror of left to right.
@MainActor @Suite struct LayoutDirectionModelTests {
    /// A row with an image, a title, a count and a chevron.
    func row(_ title: String) -> CellContent {
        var content = ListContentConfiguration.subtitleCell()
        content.text = title
        content.secondaryText = "detail"
        content.image = .icon("folder-symbolic")
        return CellContent(
            content: content, accessories: [CellAccessory(.label("42")), CellAccessory(.outlineDisclosure)])
    }

    /// A grid of four 75-point columns in a 300-point view, rows of 50.
    func grid(_ items: [String]) -> CollectionViewModel {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.25), height: .absolute(50)))
        let rowGroup = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [.item(item)])
        let (model, _) = rowModel(items, layout: CompositionalLayout(section: LayoutSection(group: rowGroup))) {
            self.row($0)
        }
        return model
    }

    func id(_ name: String) -> ElementIdentity { ElementIdentity(name) }

    @Test func aRightToLeftCellIsTheMirrorImageWithItsTextAlignedRight() {
        let content = row("Documents")
        let frame = Rect(x: 10, y: 20, width: 300, height: 56)
        var ltrParts: [CellPart] = [], rtlParts: [CellPart] = []
        var rtl = CellState()
        rtl.layoutDirection = .rightToLeft
        content.forEachPart(in: frame, state: CellState(), measurer: FixedTextMeasurer()) { ltrParts.append($0) }
        content.forEachPart(in: frame, state: rtl, measurer: FixedTextMeasurer()) { rtlParts.append($0) }
        #expect(rtlParts.map(\.role) == ltrParts.map(\.role))
        #expect(rtlParts.map(\.rect) == ltrParts.map { $0.rect.mirrored(in: frame) })
        // The image is at the right, the chevron at the left.
        let image = rtlParts.first { $0.role == .image }!.rect
        #expect(image.maxX > frame.midX)
        #expect(rtlParts.last { if case .accessory = $0.role { true } else { false } }!.rect.maxX < frame.midX)
        // Texts align to their boxes' right edges.
        for part in rtlParts {
            if case .text(_, let style) = part.drawing { #expect(style.alignment == .trailing) }
        }
        // Hit testing finds the accessories where they are drawn.
        let accessories = content.accessoryFrames(in: frame, state: rtl, measurer: FixedTextMeasurer()).map(\.frame)
        let ltrAccessories = content.accessoryFrames(in: frame, state: CellState(), measurer: FixedTextMeasurer()).map(
            \.frame)
        #expect(accessories == ltrAccessories.map { $0.mirrored(in: frame) })
    }

    @Test func aClickOnTheRightHitsTheFirstItemAndTheChevronPointsLeft() {
        let model = grid(["a", "b", "c", "d", "e"])
        model.layoutDirection = .rightToLeft
        model.advance()
        #expect(model.hit(at: Point(x: 290, y: 10))?.attributes.indexPath == ItemPath(section: 0, item: 0))
        #expect(model.hit(at: Point(x: 10, y: 10))?.attributes.indexPath == ItemPath(section: 0, item: 3))
        #expect(model.hit(at: Point(x: 290, y: 60))?.attributes.indexPath == ItemPath(section: 0, item: 4))
        let icons = model.displayList().commands.compactMap { command -> String? in
            if case .icon(let name, _, _, _) = command { name } else { nil }
        }
        #expect(icons.contains("go-previous-symbolic") && !icons.contains("go-next-symbolic"))
    }

    @Test func leftAndRightFollowWhatIsOnScreen() {
        let model = grid(["a", "b", "c", "d", "e"])
        model.layoutDirection = .rightToLeft
        model.selection.cursor = id("a")
        #expect(model.handle(.move(.left)))
        #expect(model.selection.cursor == id("b"))  // b is drawn left of a
        #expect(model.handle(.move(.right)))
        #expect(model.selection.cursor == id("a"))
        #expect(!model.handle(.move(.right)))  // a is the rightmost: nothing further right
        model.selection.cursor = id("d")
        #expect(model.handle(.move(.down)))
        #expect(model.selection.cursor == id("e"))  // e sits under a, the nearest column
    }

    @Test func altLeftMovesAnItemLaterWhereLeadingIsOnTheRight() {
        // Three cards to a row: a b c, then d.
        let h = ReorderTests.Harness(sections: ["s": ["a", "b", "c", "d"]], order: ["s"], grid: true)
        h.model.layoutDirection = .rightToLeft
        h.select("b")
        #expect(h.model.handle(.reorder(.left)))
        #expect(h.items("s") == ["a", "c", "b", "d"])
        #expect(h.model.handle(.reorder(.right)))
        #expect(h.model.handle(.reorder(.right)))
        #expect(h.items("s") == ["b", "a", "c", "d"])
    }

    @Test func aLiftedBlocksCountSitsAtItsTopRight() throws {
        let model = grid(["a", "b", "c", "d", "e"])
        model.layoutDirection = .rightToLeft
        model.selection.mode = .multiple
        model.reordering.rules = ReorderRules()
        model.reordering.onReorder = { _ in true }
        model.selection.select(id("a"))
        model.selection.select(id("b"))
        model.advance()
        model.pointerPressed(at: Point(x: 290, y: 10))  // on "a", the rightmost cell of the first row
        model.pointerMoved(to: Point(x: 250, y: 30))
        #expect(model.reordering.drag?.items.count == 2)
        let badge = try #require(
            model.displayList().commands.compactMap { command -> Rect? in
                if case .text("2", let rect, _) = command { rect } else { nil }
            }.first)
        // The lifted cell is drawn under the pointer, held where it was pressed: 185...260 across.
        #expect(badge.midX > 240 && badge.maxX <= 300)
    }

    @Test func swipeActionsUncoverFromTheOtherSide() {
        let actions = SwipeActionsConfiguration(actions: [
            SwipeAction(identifier: "delete", title: "Delete", style: .destructive)
        ])
        let cell = Rect(x: 0, y: 0, width: 300, height: 50)
        let presentation = SwipePresentation(actions: actions, side: .leading, revealWidth: 80)
        func fills(_ direction: LayoutDirection) -> [Rect] {
            var list = DisplayList()
            SwipeDrawing.draw(presentation, in: cell, measurer: FixedTextMeasurer(), direction: direction, into: &list)
            return list.commands.compactMap { if case .rectangle(let rect, _, _, _, _) = $0 { rect } else { nil } }
        }
        #expect(fills(.leftToRight).first?.minX == 0)
        #expect(fills(.rightToLeft).first?.maxX == 300)
    }

    @Test func theScrollIndicatorRunsDownTheLeftEdge() {
        var indicator = ScrollIndicator()
        indicator.layoutDirection = .rightToLeft
        indicator.follow(size: Size(width: 300, height: 400), contentHeight: 4_000, offset: 0, at: 0)
        #expect(indicator.trough.minX == 0)
        #expect(indicator.slider.map { $0.minX < 20 } == true)
        #expect(indicator.press(at: Point(x: 5, y: 300), at: 1) != nil)  // on the left trough: grabs
        indicator.release(at: nil, at: 1)
        #expect(indicator.press(at: Point(x: 295, y: 300), at: 2) == nil)  // the right edge is content
    }
}

/// A layout switch right to left is the mirror image of left to right, frame by frame.
@MainActor @Suite struct MirroredSwitchTests {
    /// What a frame draws, as a person would compare two frames: each shape, image and text by where it is,
    /// reflected across the canvas for the right-to-left run (texts with their alignment exchanged).
    func seen(_ list: DisplayList, mirrored: Bool) -> [String] {
        let width = SwitchFrames.viewport.width
        func place(_ rect: Rect) -> String {
            let r = mirrored ? rect.mirrored(inWidth: width) : rect
            return String(format: "%.2f,%.2f,%.2f,%.2f", r.minX, r.minY, r.width, r.height)
        }
        return list.commands.compactMap { command -> String? in
            switch command {
            case .rectangle(let rect, let radius, let fill, let stroke, let width):
                "rect \(place(rect)) \(radius) \(String(describing: fill)) \(String(describing: stroke)) \(width)"
            case .image(let path, let rect, _): "image \(path) \(place(rect))"
            case .text(let text, let rect, let style):
                "text \(text) \(place(rect)) \(mirrored ? style.alignment.mirrored : style.alignment)"
            default: nil
            }
        }.sorted()
    }

    @Test(arguments: [true, false])
    func everyFrameOfASwitchIsTheMirrorImage(toGrid: Bool) {
        let (ltr, ltrClock) = SwitchFrames.model(.files, startsAsList: toGrid, scroll: 300)
        let (rtl, rtlClock) = SwitchFrames.model(.files, startsAsList: toGrid, scroll: 300)
        rtl.layoutDirection = .rightToLeft
        let left = SwitchFrames.frames(ltr, clock: ltrClock) { SwitchFrames.toggle(ltr, kind: .files, toList: !toGrid) }
        let right = SwitchFrames.frames(rtl, clock: rtlClock) {
            SwitchFrames.toggle(rtl, kind: .files, toList: !toGrid)
        }
        #expect(left.count == right.count && left.count > 10)
        for (index, (a, b)) in zip(left, right).enumerated() {
            let mirroredRight = seen(b, mirrored: true), shownLeft = seen(a, mirrored: false)
            #expect(
                mirroredRight == shownLeft,
                "frame \(index): only right to left \(mirroredRight.filter { !shownLeft.contains($0) }), only left to right \(shownLeft.filter { !mirroredRight.contains($0) })"
            )
        }
    }
}
