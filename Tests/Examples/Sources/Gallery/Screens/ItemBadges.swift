import CollectionView
import LatticeLayout

extension Screens {
    /// A badge on an item's top-trailing corner, a supplementary item anchored to it and pushed out by a third of
    /// its own size; items without news show none.
    static let itemBadges = Screen(slug: "item-badges", title: "Item Badges") { context in
        let badge = LayoutSupplementaryItem(
            elementKind: "badge", size: .size(.absolute(22), .absolute(22)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.3, y: -0.3)))
        var item = LayoutItem(size: .size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = EdgeInsets(all: 6)
        var section = LayoutSection(
            group: .horizontal(size: .size(.fractionalWidth(1), .fractionalWidth(0.2)), subitem: item, count: 4))
        section.contentInsets = EdgeInsets(all: 20)
        let model = context.model(CompositionalLayout(section: section))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model, registration: Cells.numberedTile)
        // Deterministic news: every item whose number is not a multiple of three has some.
        dataSource.register(
            SupplementaryRegistration<Int>(elementKind: "badge") { [weak dataSource] path, _ in
                let count = (dataSource?.itemIdentifier(for: path) ?? 0) % 3
                var content = ListContentConfiguration.cell()
                guard count > 0 else { return CellContent(content: content) }
                content.text = "\(count)"
                content.textProperties = TextStyle(
                    size: 12, weight: .bold, paint: .role(.destructiveForeground), alignment: .center)
                content.margins = EdgeInsets(all: 0)
                content.minimumHeight = 0
                return CellContent(
                    content: content,
                    background: BackgroundConfiguration(fill: .role(.destructiveBackground), cornerRadius: 11))
            })
        dataSource.show([(0, Array(0..<100))])
        return ScreenView(context.canvas(model, role: .grid), dataSource)
    }
}
