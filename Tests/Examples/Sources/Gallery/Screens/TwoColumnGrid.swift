import CollectionView
import LatticeLayout

extension Screens {
    /// Two columns of 44-point tiles, ten points apart, in a section inset by ten.
    static let twoColumnGrid = Screen(slug: "two-column-grid", title: "Two-Column Grid") { context in
        let item = LayoutItem(size: .size(.fractionalWidth(1), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(size: .size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = EdgeInsets(all: 10)
        let model = context.model(CompositionalLayout(section: section))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model, registration: Cells.numberedTile)
        dataSource.show([(0, Array(0..<94))])
        return ScreenView(context.canvas(model, role: .grid), dataSource)
    }
}
