import CollectionView
import LatticeLayout

extension Screens {
    /// A group inside a group: a large item on the leading side, two stacked on the trailing side.
    static let nestedGroups = Screen(slug: "nested-groups", title: "Nested Groups") { context in
        var section = LayoutSection(group: Nested.group(width: .fractionalWidth(1)))
        section.contentInsets = EdgeInsets(all: 10)
        let model = context.model(CompositionalLayout(section: section))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model, registration: Cells.numberedTile)
        dataSource.showNumbered(sections: 5, of: 10)
        return ScreenView(context.canvas(model, role: .grid), dataSource)
    }
}

/// The nested group the sample's advanced layouts share.
enum Nested {
    /// A leading item seven tenths wide beside a vertical pair of items, the whole as tall as 0.4 of the width.
    static func group(width: LayoutDimension) -> LayoutGroup {
        var leading = LayoutItem(size: .size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leading.contentInsets = EdgeInsets(all: 10)
        var small = LayoutItem(size: .size(.fractionalWidth(1), .fractionalHeight(0.5)))
        small.contentInsets = EdgeInsets(all: 10)
        let trailing = LayoutGroup.vertical(
            size: .size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: small, count: 2)
        return .horizontal(size: .size(width, .fractionalWidth(0.4)), subitems: [.item(leading), .group(trailing)])
    }
}
