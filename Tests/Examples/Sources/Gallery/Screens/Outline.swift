import CollectionView
import DiffableDataSource
import LatticeLayout

extension Screens {
    /// This gallery's own menu as a nested outline in a plain list: parents indent their children and turn
    /// their chevron when expanded; everything starts collapsed.
    static let outline = Screen(slug: "outline", title: "Outline") { context in
        enum Row: Hashable, Sendable {
            case group(String)
            case screen(String)
        }
        let model = context.model(.list(using: ListConfiguration(appearance: .plain)))
        // Each level of the outline indents its rows' content by a step: the level is read from the data source's
        // outline, once the data source exists (unowned: it keeps the cell closure that asks).
        var level: (Row) -> Int = { _ in 0 }
        let dataSource = CollectionViewDataSource<Int, Row>(model: model) { _, row, _ in
            var content = ListContentConfiguration.cell()
            content.margins.leading += 24 * Double(level(row))
            switch row {
            case .group(let name):
                content.text = name
                content.textProperties.weight = .bold
                return CellContent(content: content, background: .listPlainCell(), accessories: [.outlineDisclosure()])
            case .screen(let title):
                content.text = title
                return CellContent(content: content, background: .listPlainCell())
            }
        }
        level = { [unowned dataSource] row in dataSource.snapshot(for: 0)?.level(of: row) ?? 0 }
        var loaded = false
        dataSource.didApply = { [unowned dataSource] result in
            guard loaded, !result.changeSet.itemInserts.isEmpty else { return }
            context.did("expanded: \(dataSource.snapshot.numberOfItems) rows shown")
        }
        Task { @MainActor in
            var outline = SectionSnapshot<Row>()
            outline.append([.group("Modern Collection Views")])
            for group in Screens.groups {
                outline.append([.group(group.name)], to: .group("Modern Collection Views"))
                outline.append(group.screens.map { .screen($0.title) }, to: .group(group.name))
            }
            outline.expand([.group("Modern Collection Views")])
            await dataSource.apply(outline, to: 0, animatingDifferences: false)
            loaded = true
        }
        return ScreenView(context.canvas(model), dataSource) {
            // The chevron of the first group under the root.
            guard let path = dataSource.indexPath(for: .group(Screens.groups[0].name)),
                let row = model.layoutAttributesForItem(at: path)?.frame
            else { return nil }
            var state = CellState()
            state.layoutDirection = model.layoutDirection
            let content = CellContent(content: .cell(), accessories: [.outlineDisclosure()])
            let chevron = content.accessoryFrames(in: row, state: state, measurer: model.measurer).first?.frame ?? row
            return .click(Point(x: chevron.midX - model.viewport.offset.x, y: chevron.midY - model.viewport.offset.y))
        }
    }
}
