import CollectionView
import LatticeLayout

extension Screens {
    /// Five tiles to a row, each a fifth of the width and as tall as wide.
    static let grid = Screen(slug: "grid", title: "Grid") { context in
        let model = context.model(CompositionalLayout(section: Cells.grid(columns: 5, height: .fractionalWidth(0.2))))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model, registration: Cells.numberedTile)
        dataSource.show([(0, Array(0..<94))])
        return ScreenView(context.canvas(model, role: .grid), dataSource)
    }
}
