import CollectionView
import LatticeLayout

extension Screens {
    /// The grid with every item inset by two points, so the tiles stand apart.
    static let insetItemsGrid = Screen(slug: "inset-items-grid", title: "Inset Items Grid") { context in
        let section = Cells.grid(columns: 5, height: .fractionalWidth(0.2), itemInsets: 2)
        let model = context.model(CompositionalLayout(section: section))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model, registration: Cells.numberedTile)
        dataSource.show([(0, Array(0..<94))])
        return ScreenView(context.canvas(model, role: .grid), dataSource)
    }
}
