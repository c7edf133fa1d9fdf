import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// Underflow, gravity, auto-scroll, per-state restyling and separators that follow the text.
@MainActor @Suite struct BehaviourTests {
    /// Rows of 50 points (or a plain list) in a 300 × 400 viewport, their cells an icon and the identifier.
    private func model(_ items: [String], list: Bool = false) -> CollectionViewModel {
        rowModel(items, layout: list ? .list(using: ListConfiguration(appearance: .plain)) : nil) { item in
            var content = ListContentConfiguration.subtitleCell()
            content.text = item
            content.image = .icon("folder-symbolic")
            return CellContent(content: content, background: .listPlainCell())
        }.0
    }

    private func ids(_ range: Range<Int>, _ prefix: String = "i") -> [String] { range.map { "\(prefix)\($0)" } }

    private func update(_ model: CollectionViewModel, from old: [String], to new: [String], animated: Bool = false) {
        let before = singleSection(old), after = singleSection(new)
        model.update(to: after, changes: ChangeSet(from: before, to: after), animated: animated)
    }

    @Test func shortContentSitsWhereTheUnderflowAlignmentSays() {
        let model = model(ids(0..<4))  // 200 points in a 400-point viewport
        model.scroll(toOffset: 0)
        #expect(model.viewport.offset.y == 0)
        model.viewport.underflowAlignment = .bottom
        model.scroll(toOffset: 0)
        #expect(model.viewport.offset.y == -200)  // drawn 200 points down, its end at the viewport's
        #expect(model.hit(at: Point(x: 10, y: 210)).map { $0.attributes.indexPath.item } == 0)
        model.viewport.underflowAlignment = .center
        model.scroll(toOffset: 50)
        #expect(model.viewport.offset.y == -100)
        // Long content scrolls as usual whatever the alignment.
        let long = self.model(ids(0..<20))
        long.viewport.underflowAlignment = .bottom
        long.scroll(toOffset: 30)
        #expect(long.viewport.offset.y == 30)
    }

    @Test func bottomGravityKeepsWhatIsOnScreenWhenItemsArriveAbove() {
        let model = model(ids(0..<20))
        model.scrolling.verticalGravity = .bottom
        model.scroll(toOffset: 300)
        update(model, from: ids(0..<20), to: ids(0..<5, "old") + ids(0..<20))  // five older messages load above
        #expect(model.viewport.offset.y == 550)  // the same rows on screen: 250 points further down
        let top = self.model(ids(0..<20))
        top.scroll(toOffset: 300)
        update(top, from: ids(0..<20), to: ids(0..<5, "old") + ids(0..<20))
        #expect(top.viewport.offset.y == 300)  // top gravity: the offset stays
    }

    @Test func pinnedToTheEndFollowsIt_untilTheUserScrolls() {
        let model = model(ids(0..<20))
        let clock = ManualClock(now: 0)
        model.animation.clock = clock
        model.scrolling.autoScroll = .pinToEnd(threshold: 10)
        model.scrollToEnd()
        #expect(model.viewport.offset.y == 600)
        update(model, from: ids(0..<20), to: ids(0..<22))
        #expect(model.viewport.offset.y == 700)  // the new end
        // The user scrolls up: away from the end, nothing follows.
        clock.advance(by: 5)
        model.scroll(by: Point(x: 0, y: -300), at: Point(x: 10, y: 10))
        clock.advance(by: 5)
        update(model, from: ids(0..<22), to: ids(0..<24))
        #expect(model.viewport.offset.y == 400)
        // Back at the end, but still scrolling (within the grace time): it waits.
        model.scroll(by: Point(x: 0, y: 1_000), at: Point(x: 10, y: 10))
        update(model, from: ids(0..<24), to: ids(0..<26))
        #expect(model.viewport.offset.y == 800)
        #expect(model.isUserScrolling)
        clock.advance(by: 1)
        update(model, from: ids(0..<26), to: ids(0..<28))
        #expect(model.viewport.offset.y == 800)  // the end moved on meanwhile: no longer at it, it stays
        model.scrollToEnd()
        update(model, from: ids(0..<28), to: ids(0..<30))
        #expect(model.viewport.offset.y == 1_100)  // at the end again: it follows
    }

    @Test func anInsertedItemIsScrolledToOnce() {
        let model = model(ids(0..<30))
        model.scrolling.autoScroll = .scrollToItem(ElementIdentity("new"), position: .top)
        update(model, from: ids(0..<30), to: ids(0..<10) + ["new"] + ids(10..<30))
        #expect(model.viewport.offset.y == 500)  // "new" at the top
        #expect(model.scrolling.autoScroll == nil)  // once
        model.scroll(toOffset: 0)
        update(model, from: ids(0..<10) + ["new"] + ids(10..<30), to: ids(0..<30))
        #expect(model.viewport.offset.y == 0)
    }

    @Test func theConfigurationUpdateRestylesByState() {
        let model = model(ids(0..<3))
        model.configurationUpdate = { content, state in
            content.background = state.isSelected ? .listPlainCell() : .clear()
            content.content.text = (content.content.text ?? "") + (state.isSelected ? " ✓" : "")
        }
        model.selection.select(ElementIdentity("i1"))
        let texts = model.nextFrame().commands.compactMap { command -> String? in
            if case .text(let text, _, _) = command { return text } else { return nil }
        }
        #expect(texts == ["i0", "i1 ✓", "i2"])
    }

    @Test func separatorsCanStartUnderTheText() {
        let model = model(ids(0..<3), list: true)
        func separatorStarts() -> [Double] {
            model.nextFrame().commands.compactMap { command -> Double? in
                if case .line(let from, _, _, _) = command { return from.x } else { return nil }
            }
        }
        #expect(separatorStarts() == [0, 0])  // plain list: full width
        var configuration = ListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.alignsWithText = true
        model.setLayout(.list(using: configuration), animated: false)
        let starts = separatorStarts()
        let text = model.cellProvider(ItemPath(section: 0, item: 0))!.textLeading(width: 300, measurer: model.measurer)!
        #expect(text > 30)  // past the icon
        #expect(starts == [text, text])
    }

    @Test func aFadingCellIsCompositedWithinItsOwnFrameNotTheWholeCanvas() {
        // Inserted rows fade in: each fading cell's opacity group is preceded by a clip to its frame (plus room for
        // a focus ring), so the renderer's group surface is the cell's size.
        let model = model(ids(0..<3))
        let clock = ManualClock(now: 0)
        model.animation.clock = clock
        update(model, from: ids(0..<3), to: ids(0..<3) + ["n1", "n2"], animated: true)
        clock.advance(by: 0.1)
        let commands = model.nextFrame().commands
        var groups = 0
        for (index, command) in commands.enumerated() {
            guard case .beginGroup(let opacity) = command, opacity < 1 else { continue }
            groups += 1
            guard index > 0, case .pushClip(let clip) = commands[index - 1] else {
                Issue.record("a fading group without a clip before it")
                continue
            }
            #expect(clip.width <= 300 + 8 && clip.height <= 50 + 8)
        }
        #expect(groups == 2)  // the two inserted rows
    }
}
