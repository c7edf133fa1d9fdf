import CollectionView
import DiffableDataSource
import LatticeLayout

extension Screens {
    /// Three sections, three layouts: recent emoji in a sideways grid, every category as an expandable outline,
    /// and the whole set as a list with names.
    static let emojiExplorer = Screen(slug: "emoji-explorer", title: "Emoji Explorer") { context in
        enum Section: Int, Hashable, Sendable { case recents, outline, list }
        enum Row: Hashable, Sendable {
            case recent(Emoji)
            case category(String)
            case emoji(Emoji)
            case listed(Emoji)
        }
        let layout = CompositionalLayout { index, environment in
            guard index == 0 else {
                var configuration = ListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = index == 1 ? .firstItemInSection : .none
                return .list(using: configuration, environment: environment)
            }
            var item = LayoutItem(size: .size(.fractionalWidth(1), .fractionalHeight(1)))
            item.contentInsets = EdgeInsets(all: 6)
            var section = LayoutSection(
                group: .horizontal(size: .size(.absolute(84), .absolute(84)), subitem: item, count: 1))
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            section.contentInsets = EdgeInsets(top: 10, leading: 14, bottom: 0, trailing: 14)
            return section
        }
        let model = context.model(layout, background: .role(.windowBackground))
        let dataSource = CollectionViewDataSource<Section, Row>(model: model) { _, row, _ in
            switch row {
            case .recent(let emoji):
                var content = ListContentConfiguration.gridCell()
                content.text = emoji.text
                content.textProperties.size = 34
                content.textProperties.alignment = .center
                return CellContent(
                    content: content,
                    background: BackgroundConfiguration(fill: .role(.cardBackground), cornerRadius: 10))
            case .category(let name):
                var content = ListContentConfiguration.groupedHeader()
                content.text = name
                return CellContent(
                    content: content, background: .listGroupedCell(), accessories: [.outlineDisclosure(style: .header)])
            case .emoji(let emoji), .listed(let emoji):
                var content = ListContentConfiguration.valueCell()
                content.text = emoji.text
                content.secondaryText = emoji.name
                if case .emoji = row { content.margins.leading += 24 }  // a category's child, one level in
                return CellContent(content: content, background: .listGroupedCell())
            }
        }
        Task { @MainActor in
            var snapshot = Snapshot<Section, Row>()
            snapshot.appendSections([.recents, .outline, .list])
            snapshot.appendItems(Emoji.all.shuffledFor(recents: 12).map(Row.recent), toSection: .recents)
            snapshot.appendItems(Emoji.all.prefix(12).map(Row.listed), toSection: .list)
            await dataSource.apply(snapshot, animatingDifferences: false)
            var outline = SectionSnapshot<Row>()
            for category in Emoji.categories {
                outline.append([.category(category.name)])
                outline.append(
                    Emoji.all.filter { $0.category == category.name }.map(Row.emoji), to: .category(category.name))
            }
            outline.expand([.category(Emoji.categories[1].name)])
            await dataSource.apply(outline, to: .outline, animatingDifferences: false)
        }
        return ScreenView(context.canvas(model), dataSource)
    }
}

extension [Emoji] {
    /// `count` emoji spread over every category, as a recents row would show them.
    func shuffledFor(recents count: Int) -> [Emoji] {
        var random = Shuffler(seed: 3)
        return Array(random.shuffled(self).prefix(count))
    }
}
