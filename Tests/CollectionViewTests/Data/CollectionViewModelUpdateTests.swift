import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

@MainActor @Suite struct CollectionViewModelUpdateTests {
    /// A model over a DataSource's snapshot whose cells show their identifier.
    @MainActor final class Harness {
        let dataSource = DataSource<String, String>()
        var data: SnapshotLayoutData<String, String>
        let model: CollectionViewModel
        let clock = ManualClock(now: 0)

        init(items: [String]) async {
            var snapshot = Snapshot<String, String>()
            snapshot.appendSections(["all"])
            snapshot.appendItems(items)
            await dataSource.apply(snapshot, animated: false)
            let data = SnapshotLayoutData(dataSource.snapshot)
            self.data = data
            let box = DataBox(data)
            let registration = CellRegistration<String> { _, item, _ in
                var content = ListContentConfiguration.cell()
                content.text = item
                return CellContent(content: content, background: .listPlainCell())
            }
            let provider = CellProvider<String, String>(data: { box.data }, registration: registration)
            model = CollectionViewModel(
                layout: .list(using: ListConfiguration(appearance: .plain)), data: data,
                viewportSize: Size(width: 400, height: 600), measurer: FixedTextMeasurer(),
                cell: provider.cell)
            model.animation.clock = clock
            dataSource.didApply = { [model] result in
                let snapshot = self.dataSource.snapshot
                model.update(to: snapshot, changes: result.changeSet, animated: result.animated) {
                    box.data = SnapshotLayoutData(snapshot)
                }
            }
        }
    }

    /// The current data, shared between the provider and the update hook.
    final class DataBox {
        var data: SnapshotLayoutData<String, String>
        init(_ data: SnapshotLayoutData<String, String>) { self.data = data }
    }

    /// Opacity of the group around each text, 1 when drawn without a group.
    private func opacities(_ list: DisplayList) -> [String: Double] {
        var result: [String: Double] = [:]
        var stack: [Double] = []
        for command in list.commands {
            switch command {
            case .beginGroup(let opacity): stack.append(opacity)
            case .endGroup: _ = stack.popLast()
            case .text(let text, _, _): result[text] = stack.last ?? 1
            default: break
            }
        }
        return result
    }

    @Test func insertsFadeInDeletesFadeOutAndSelectionFollowsIdentity() async {
        let harness = await Harness(items: ["a", "b", "c", "d"])
        let model = harness.model
        _ = model.nextFrame()
        model.selection.select(ElementIdentity("b"))
        model.selection.select(ElementIdentity("c"))
        var next = harness.dataSource.snapshot
        next.deleteItems(["b"])
        next.insertItems(["x"], afterItem: "d")
        await harness.dataSource.apply(next)

        #expect(model.selection.selected == [ElementIdentity("c")])
        harness.clock.advance(by: 0.125)  // halfway through the default 0.25 s
        let midway = opacities(model.nextFrame())
        #expect((midway["b"] ?? 0) > 0 && (midway["b"] ?? 1) < 1)  // drawn from its captured content, fading out
        #expect((midway["x"] ?? 0) > 0 && (midway["x"] ?? 1) < 1)  // fading in
        #expect(midway["a"] == 1)
        harness.clock.advance(by: 0.2)
        let settled = opacities(model.nextFrame())
        #expect(model.transition == nil)
        #expect(settled["b"] == nil)
        #expect(Set(settled.keys) == ["a", "c", "d", "x"])
    }

    @Test func unanimatedUpdatesSnap() async {
        let harness = await Harness(items: ["a", "b"])
        _ = harness.model.nextFrame()
        var next = harness.dataSource.snapshot
        next.appendItems(["c"])
        await harness.dataSource.apply(next, animated: false)
        #expect(harness.model.transition == nil)
        #expect(Set(opacities(harness.model.nextFrame()).keys) == ["a", "b", "c"])
    }

    /// The text rect of every item drawn, by its text.
    private func texts(_ list: DisplayList) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for command in list.commands { if case .text(let text, let rect, _) = command { result[text] = rect } }
        return result
    }

    /// Rows that stay but enter or leave the view (a sidebar section collapsing or expanding above them) slide
    /// in from, or out to, where they are off screen, solid, instead of fading in place over the rows that go.
    @Test func survivorsEnteringOrLeavingTheViewSlideRatherThanFade() async {
        let harness = await Harness(items: (0..<40).map { "i\($0)" })
        let model = harness.model
        let before = texts(model.nextFrame())
        let firstHidden = (0..<40).map { "i\($0)" }.first { before[$0] == nil }!
        var collapsed = harness.dataSource.snapshot
        collapsed.deleteItems(["i1", "i2", "i3", "i4"])
        await harness.dataSource.apply(collapsed)
        harness.clock.advance(by: 0.25)
        let after = texts(model.nextFrame())
        #expect(model.transition == nil)
        let arrived = try! #require(after[firstHidden])

        // Collapse again from the start, to look at a frame midway.
        await harness.dataSource.apply(
            {
                var s = collapsed
                s.insertItems(["i1", "i2", "i3", "i4"], afterItem: "i0")
                return s
            }(),
            animated: false)
        _ = model.nextFrame()
        await harness.dataSource.apply(collapsed)
        harness.clock.advance(by: 0.06)
        let midway = model.nextFrame()
        let entering = try! #require(texts(midway)[firstHidden])
        #expect(opacities(midway)[firstHidden] == 1)  // solid, not fading in
        #expect(entering.minY > arrived.minY + 1)  // still on its way up from below the view

        // Expanding pushes the last rows out of view: they slide down, solid, instead of fading where they were.
        let shift = 4 * (after["i6"]!.minY - after["i5"]!.minY)  // where the four rows push the rest
        let lastShown = after.keys.filter { after[$0]!.minY + shift > 640 && after[$0]!.minY + shift / 2 < 580 }
            .min { after[$0]!.minY < after[$1]!.minY }!  // pushed out of view, still in it midway
        await harness.dataSource.apply(
            {
                var s = collapsed
                s.insertItems(["i1", "i2", "i3", "i4"], afterItem: "i0")
                return s
            }())
        harness.clock.advance(by: 0.06)
        let expanding = model.nextFrame()
        let leaving = try! #require(texts(expanding)[lastShown])
        #expect(opacities(expanding)[lastShown] == 1)
        #expect(leaving.minY > after[lastShown]!.minY + 1)  // on its way down, out of view
    }

    /// A long list turned round (a sort): the rows on screen before and after are far apart, so rather than fly
    /// across the view in a frame or two — leaving it empty for most of the animation — they crossfade where
    /// they are seen. Near rows still slide (`survivorsEnteringOrLeavingTheViewSlideRatherThanFade`).
    @Test func rowsFromFarAwayCrossfadeWhereTheyAreSeen() async {
        let items = (0..<2_000).map { "i\($0)" }
        let harness = await Harness(items: items)
        let model = harness.model
        let before = texts(model.nextFrame())
        var reversed = Snapshot<String, String>()
        reversed.appendSections(["all"])
        reversed.appendItems(items.reversed())
        await harness.dataSource.apply(reversed)
        harness.clock.advance(by: 0.25)
        let after = texts(model.nextFrame())
        #expect(model.transition == nil)

        // Back to the start, unanimated, to look at a frame early in the animation.
        var original = Snapshot<String, String>()
        original.appendSections(["all"])
        original.appendItems(items)
        await harness.dataSource.apply(original, animated: false)
        _ = model.nextFrame()
        await harness.dataSource.apply(reversed)
        harness.clock.advance(by: 0.06)
        let midway = model.nextFrame()
        let shown = texts(midway), alpha = opacities(midway)
        // Every row that arrives is drawn where it ends, fading in; every row that leaves where it was, fading out.
        for (text, frame) in after {
            #expect(shown[text] == frame && (alpha[text] ?? 1) < 1, "\(text) arrives in place")
        }
        for (text, frame) in before {
            #expect(shown[text] == frame && (alpha[text] ?? 1) < 1 && (alpha[text] ?? 0) > 0, "\(text) leaves in place")
        }
    }
}
