import CollectionView
import DiffableDataSource
import LatticeLayout

extension Screens {
    /// Every category as a collapsed outline in a sidebar list: a click on a category's row expands it, animated
    /// (the data source toggles the section snapshot itself).
    static let emojiExplorerList = Screen(slug: "emoji-explorer-list", title: "Emoji Explorer - List") { context in
        enum Row: Hashable, Sendable {
            case category(String)
            case emoji(Emoji)
        }
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let model = context.model(.list(using: configuration), background: .role(.sidebarBackground))
        let dataSource = CollectionViewDataSource<Int, Row>(model: model) { _, row, _ in
            switch row {
            case .category(let name):
                var content = ListContentConfiguration.sidebarHeader()
                content.text = name
                return CellContent(content: content, accessories: [.outlineDisclosure(style: .header)])
            case .emoji(let emoji):
                var content = ListContentConfiguration.sidebarCell()
                content.text = "\(emoji.text)  \(emoji.name)"
                return CellContent(content: content, background: .listSidebarCell())
            }
        }
        var loaded = false
        dataSource.didApply = { [unowned dataSource] result in
            guard loaded, !result.changeSet.itemInserts.isEmpty else { return }
            context.did(
                "expanded: \(result.changeSet.itemInserts.count) rows in, \(dataSource.snapshot.numberOfItems) shown")
        }
        Task { @MainActor in
            for (index, category) in Emoji.categories.enumerated() {
                var outline = SectionSnapshot<Row>()
                outline.append([.category(category.name)])
                outline.append(
                    Emoji.all.filter { $0.category == category.name }.map(Row.emoji), to: .category(category.name))
                if index == 0 { outline.expand([.category(category.name)]) }
                await dataSource.apply(outline, to: index, animatingDifferences: false)
            }
            loaded = true
        }
        return ScreenView(context.canvas(model), dataSource) {
            // The second category's row, collapsed.
            guard let path = dataSource.indexPath(for: .category(Emoji.categories[1].name)),
                let centre = model.centre(ofItemAt: path)
            else { return nil }
            return .click(centre)
        }
    }
}
