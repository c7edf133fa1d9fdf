import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

@MainActor @Suite struct CollectionViewModelOutlineTests {
    final class Box {
        var data: SnapshotLayoutData<String, String>
        init(_ data: SnapshotLayoutData<String, String>) { self.data = data }
    }

    @Test func clickingAnOutlineDisclosureCollapsesAndExpandsTheSection() async {
        let dataSource = DataSource<String, String>()
        var outline = SectionSnapshot<String>()
        outline.append(["Places"])
        outline.append(["Home", "Music", "Pictures"], to: "Places")
        outline.expand(["Places"])
        await dataSource.apply(outline, to: "sidebar", animated: false)
        let box = Box(SnapshotLayoutData(dataSource.snapshot))
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let header = CellRegistration<String> { _, item, _ in
            var content = ListContentConfiguration.sidebarHeader()
            content.text = item
            return CellContent(content: content, accessories: [CellAccessory(.outlineDisclosure)])
        }
        let row = CellRegistration<String> { _, item, _ in
            var content = ListContentConfiguration.sidebarCell()
            content.text = item
            return CellContent(content: content, background: .listSidebarCell())
        }
        let provider = CellProvider<String, String>(data: { box.data }) { path, _ in path.item == 0 ? header : row }
        let model = CollectionViewModel(
            layout: .list(using: configuration), data: box.data,
            viewportSize: Size(width: 240, height: 400), measurer: FixedTextMeasurer(),
            cell: provider.cell)
        model.animation.isEnabled = false
        model.cellState = { path in
            var state = CellState()
            if path.item == 0, let item = box.data.itemIdentifier(at: path) {
                state.isExpanded = dataSource.sectionSnapshot(for: "sidebar")?.isExpanded(item) ?? false
            }
            return state
        }
        dataSource.didApply = { result in
            let snapshot = dataSource.snapshot
            model.update(to: snapshot, changes: result.changeSet, animated: result.animated) {
                box.data = SnapshotLayoutData(snapshot)
            }
        }
        var pending: [Task<Void, Never>] = []
        model.onAccessory = { path, accessory in
            guard accessory.kind == .outlineDisclosure, let item = box.data.itemIdentifier(at: path) else { return }
            pending.append(
                Task { @MainActor in
                    if dataSource.sectionSnapshot(for: "sidebar")?.isExpanded(item) == true {
                        await dataSource.collapse(item, inSection: "sidebar")
                    } else {
                        await dataSource.expand(item, inSection: "sidebar")
                    }
                })
        }
        _ = model.nextFrame()
        // The header row (32 high, 6 below the sidebar's top inset): its disclosure is 16 wide at x 214…230.
        func clickDisclosure() async {
            model.pointerPressed(at: Point(x: 222, y: 22))
            model.pointerReleased(at: Point(x: 222, y: 22))
            for task in pending { await task.value }
            pending.removeAll()
        }
        await clickDisclosure()
        #expect(dataSource.snapshot.itemIdentifiers == ["Places"])
        #expect(model.engine.dataSource.numberOfItems(inSection: 0) == 1)
        await clickDisclosure()
        #expect(dataSource.snapshot.itemIdentifiers == ["Places", "Home", "Music", "Pictures"])
        #expect(model.presentedState(at: ItemPath(section: 0, item: 0)).isExpanded)
    }

    @Test func horizontalScrollOverAnOrthogonalBandScrollsOnlyTheBand() {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var band = LayoutSection(
            group: .horizontal(
                size: LayoutSize(width: .absolute(150), height: .absolute(100)),
                subitem: item, count: 1))
        band.orthogonalScrollingBehavior = .continuous
        let first = band
        let layout = CompositionalLayout { index, environment in
            index == 0 ? first : .list(using: ListConfiguration(appearance: .plain), environment: environment)
        }
        let model = CollectionViewModel(
            layout: layout, data: ItemCounts([20, 50]), viewportSize: Size(width: 400, height: 300),
            measurer: FixedTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = "\(path.section)-\(path.item)"
            return CellContent(content: content)
        }
        _ = model.nextFrame()
        model.scroll(by: Point(x: 120, y: 0), at: Point(x: 50, y: 50))
        #expect(model.engine.orthogonalOffset(ofSection: 0) == 120.0)
        #expect(model.viewport.offset.y == 0.0)
        model.scroll(by: Point(x: 0, y: 80), at: Point(x: 50, y: 200))
        #expect(model.viewport.offset.y == 80.0)
        #expect(model.engine.orthogonalOffset(ofSection: 0) == 120.0)
    }
}
