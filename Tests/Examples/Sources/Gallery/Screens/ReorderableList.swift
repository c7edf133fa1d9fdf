import CollectionView
import DiffableDataSource
import LatticeLayout

extension Screens {
    /// Emoji by category that the user reorders by dragging a row (or Alt+arrows): the data source's reordering
    /// handlers allow every item and hear the new order.
    static let reorderableList = Screen(slug: "reorderable-list", title: "Reorderable List") { context in
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let model = context.model(.list(using: configuration), background: .role(.windowBackground))
        let dataSource = CollectionViewDataSource<String, Emoji>(model: model) { _, emoji, _ in
            var content = ListContentConfiguration.cell()
            content.text = "\(emoji.text)  \(emoji.name)"
            return CellContent(
                content: content, background: .listGroupedCell(),
                accessories: [CellAccessory(.reorder, display: .always)])
        }
        dataSource.register(
            SupplementaryRegistration<String>(elementKind: ElementKind.sectionHeader) { _, category in
                var content = ListContentConfiguration.groupedHeader()
                content.text = category
                return CellContent(content: content)
            })
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { reorder in
            let moved = reorder.transaction.items.compactMap { $0.value(as: Emoji.self)?.name }
            context.did(
                "moved \(moved.joined(separator: ", ")): \(reorder.finalSnapshot.itemIdentifiers.prefix(3).map(\.name))"
            )
        }
        dataSource.show(
            Emoji.categories.map { category in (category.name, Emoji.all.filter { $0.category == category.name }) })
        return ScreenView(context.canvas(model), dataSource) {
            // The first row dragged below the third.
            guard let first = model.layoutAttributesForItem(at: ItemPath(section: 0, item: 0))?.frame,
                let third = model.layoutAttributesForItem(at: ItemPath(section: 0, item: 2))?.frame
            else { return nil }
            let y = model.viewport.offset.y
            return .drag(from: Point(x: first.midX, y: first.midY - y), to: Point(x: third.midX, y: third.maxY - 6 - y))
        }
    }
}
