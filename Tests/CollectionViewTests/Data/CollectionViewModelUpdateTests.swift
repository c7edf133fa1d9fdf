import Testing
import LatticeLayout
import DiffableDataSource
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
            model = CollectionViewModel(layout: .list(using: ListConfiguration(appearance: .plain)), data: data,
                                        viewportSize: Size(width: 400, height: 600), measurer: FixedTextMeasurer(),
                                        cell: provider.cell)
            model.clock = clock
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
        harness.clock.advance(by: 0.125)   // halfway through the default 0.25 s
        let midway = opacities(model.nextFrame())
        #expect((midway["b"] ?? 0) > 0 && (midway["b"] ?? 1) < 1)   // drawn from its captured content, fading out
        #expect((midway["x"] ?? 0) > 0 && (midway["x"] ?? 1) < 1)   // fading in
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
}
