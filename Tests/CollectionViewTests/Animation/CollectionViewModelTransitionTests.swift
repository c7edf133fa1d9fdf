import LatticeLayout
import Testing

@testable import CollectionView

@MainActor @Suite struct CollectionViewModelTransitionTests {
    static let listLayout = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
    static let gridLayout: CompositionalLayout = {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        return CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(120)), subitem: item, count: 4)))
    }()

    private func row(_ path: ItemPath) -> CellContent? {
        var content = ListContentConfiguration.cell()
        content.text = "Item \(path.item)"
        return CellContent(content: content, background: .listPlainCell())
    }

    private func card(_ path: ItemPath) -> CellContent? {
        var content = ListContentConfiguration.gridCell()
        content.text = "Item \(path.item)"
        return CellContent(content: content, background: .gridCell())
    }

    private func makeModel() -> (CollectionViewModel, ManualClock) {
        let clock = ManualClock(now: 10)
        let model = CollectionViewModel(
            layout: Self.listLayout, data: ItemCounts([200]),
            viewportSize: Size(width: 480, height: 400), measurer: FixedTextMeasurer(),
            cell: { path in
                var content = ListContentConfiguration.cell()
                content.text = "Item \(path.item)"
                return CellContent(content: content, background: .listPlainCell())
            })
        model.animation.clock = clock
        return (model, clock)
    }

    /// The text rect of every item drawn, by its text.
    private func texts(_ list: DisplayList) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for command in list.commands { if case .text(let text, let rect, _) = command { result[text] = rect } }
        return result
    }

    /// The rectangle drawn as each cell's background, in drawing order, keyed by the text that follows it.
    private func backgrounds(_ list: DisplayList) -> [String: Rect] {
        var result: [String: Rect] = [:]
        var last: Rect?
        for command in list.commands {
            switch command {
            case .rectangle(let rect, _, _, _, _): last = rect
            case .text(let text, _, _): if let last, result[text] == nil { result[text] = last }
            default: break
            }
        }
        return result
    }

    @Test func aTransitionStartsAtTheOldLayoutAndEndsAtTheNew() {
        let (model, clock) = makeModel()
        model.scroll(toOffset: 50 * 20)  // item 20 at the top
        let before = backgrounds(model.nextFrame())
        model.setLayout(Self.gridLayout, cell: card)
        let start = backgrounds(model.nextFrame())
        // At t = 0 every cell is where the list had it.
        for (text, rect) in before where start[text] != nil { #expect(start[text] == rect, "\(text)") }
        clock.advance(by: model.animation.duration + 0.01)
        let end = model.nextFrame()
        #expect(model.transition == nil)
        // After the end, what is drawn is the grid, plain (not a transition frame).
        let settled = backgrounds(end)
        #expect(settled["Item 21"]?.width == 120)
        #expect(settled["Item 21"]?.height == 120)
    }

    @Test func aSwitchAsksForEachCellOnceUntilWhatItShowsChanges() {
        let (model, clock) = makeModel()
        var asked = 0
        model.setLayout(
            Self.gridLayout,
            cell: { path in
                asked += 1
                return self.card(path)
            })
        _ = model.nextFrame()
        let first = asked
        #expect(first > 0)
        _ = model.nextFrame()
        #expect(asked == first)  // another frame draws the parts laid out for the first
        clock.advance(by: model.animation.duration * 0.3)
        _ = model.nextFrame()  // cells that came into view are asked for, once
        let later = asked
        clock.advance(by: model.animation.duration * 0.01)
        _ = model.nextFrame()
        #expect(asked == later)
        // New cells mid-switch (a reconfigure): the next frame shows them.
        model.replaceProviders(
            cell: { path in
                var content = ListContentConfiguration.gridCell()
                content.text = "New \(path.item)"
                return CellContent(content: content, background: .gridCell())
            }, supplementary: { _, _ in nil })
        clock.advance(by: model.animation.duration * 0.3)
        #expect(texts(model.nextFrame())["New 0"] != nil)
    }

    @Test func theAnchorStaysWhereTheUserSawIt() {
        let (model, clock) = makeModel()
        model.scroll(toOffset: 50 * 57)  // item 57 is the first row the user sees
        let anchorBefore = backgrounds(model.nextFrame())["Item 57"]
        #expect(anchorBefore?.minY == 0)
        model.setLayout(Self.gridLayout, cell: card)
        let anchor = ElementKey.cell(model.engine.dataSource.identity(ofItemAt: ItemPath(section: 0, item: 57)))
        var ys: [Double] = []
        for _ in 0...20 {
            _ = model.nextFrame()
            if let presented = model.transition?.presented(anchor, at: clock.now) { ys.append(presented.frame.minY) }
            clock.advance(by: model.animation.duration / 20)
        }
        #expect(ys.count == 20)  // the 21st sample is after the end, when the transition is gone
        #expect(ys.allSatisfy { abs($0 - 0) < 1e-6 }, "\(ys)")
        // The grid's scroll offset puts item 57's row (row 14 of 4-column, 120-high rows) at the top.
        #expect(model.viewport.offset.y == 14 * 120)
    }

    @Test func anInterruptedTransitionDoesNotJump() {
        let (model, clock) = makeModel()
        model.scroll(toOffset: 50 * 30)
        _ = model.nextFrame()
        model.setLayout(Self.gridLayout, cell: card)
        clock.advance(by: model.animation.duration * 0.4)
        let midway = backgrounds(model.nextFrame())
        model.setLayout(Self.listLayout, cell: row)  // back, mid-flight
        let after = backgrounds(model.nextFrame())
        for (text, rect) in midway where after[text] != nil {
            #expect(abs(after[text]!.minX - rect.minX) < 1e-6 && abs(after[text]!.minY - rect.minY) < 1e-6, "\(text)")
        }
        clock.advance(by: model.animation.duration + 0.01)
        _ = model.nextFrame()
        #expect(model.transition == nil)
    }

    @Test func withAnimationsOffLayoutChangesSnap() {
        let (model, _) = makeModel()
        model.animation.isEnabled = false
        model.setLayout(Self.gridLayout, cell: card)
        #expect(model.transition == nil)
        #expect(backgrounds(model.nextFrame())["Item 0"]?.width == 120)
    }

    @Test func elementsOutsideTheCanvasAreLeftOutOfTransitionFrames() throws {
        let (model, clock) = makeModel()
        model.animation.isEnabled = false
        model.setLayout(Self.gridLayout, cell: card)
        model.animation.isEnabled = true
        _ = model.nextFrame()
        // Back to the list: the grid's 16 visible cards become rows up to 800 px down, off a 400 px canvas.
        model.setLayout(Self.listLayout, cell: row)
        let canvas = Rect(x: 0, y: 0, width: 480, height: 400)
        var leftOut = 0
        for step in 1..<10 {
            clock.advance(by: model.animation.duration / 10)
            let transition = try #require(model.transition, "step \(step)")
            let presented = transition.presented(at: clock.now)
            let drawn = texts(model.nextFrame())
            for element in presented where element.key.category == .cell {
                guard let path = model.engine.dataSource.path(ofItem: element.key.identity) else { continue }
                let meets = element.frame.inset(by: EdgeInsets(all: -4)).intersects(canvas)
                #expect((drawn["Item \(path.item)"] != nil) == meets, "item \(path.item) at step \(step)")
                if !meets { leftOut += 1 }
            }
        }
        #expect(leftOut > 0)  // the test saw elements outside the canvas
    }

    @Test func fadingElementsDrawInOpacityGroups() {
        let (model, clock) = makeModel()
        _ = model.nextFrame()
        model.setLayout(Self.gridLayout, cell: card)
        clock.advance(by: model.animation.duration / 2)
        let list = model.nextFrame()
        let groups = list.commands.filter {
            if case .beginGroup(let opacity) = $0 { opacity > 0 && opacity < 1 } else { false }
        }
        let ends = list.commands.filter { if case .endGroup = $0 { true } else { false } }
        #expect(!groups.isEmpty)
        #expect(groups.count == ends.count)
    }

    @Test func swipeActionsShowBehindAGridCard() {
        let (model, _) = makeModel()
        model.setLayout(Self.gridLayout, cell: card, animated: false)
        let identity = model.engine.dataSource.identity(ofItemAt: ItemPath(section: 0, item: 1))
        let delete = SwipeActionsConfiguration(actions: [
            SwipeAction(
                identifier: "delete", title: "Delete",
                iconName: "user-trash-symbolic", style: .destructive)
        ])
        model.swipe.beginDrag(item: identity, leading: nil, trailing: delete, cellWidth: 120)
        model.swipe.updateDrag(translation: -70)
        _ = model.swipe.endDrag(velocity: 0)
        let list = model.nextFrame()
        #expect(
            list.commands.contains {
                if case .rectangle(_, _, .role(.destructiveBackground), _, _) = $0 { true } else { false }
            })
        // The card moved left by the reveal width.
        #expect(backgrounds(list)["Item 1"]?.minX == 40.0)  // 120 − 80
    }
}
