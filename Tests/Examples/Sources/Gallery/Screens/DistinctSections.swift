import CollectionView
import LatticeLayout

extension Screens {
    /// Three sections, each laid out its own way: a list, a five-column grid, a three-column grid.
    static let distinctSections = Screen(slug: "distinct-sections", title: "Distinct Sections") { context in
        let layout = CompositionalLayout { index, _ in
            var section =
                switch index {
                case 0: Cells.grid(columns: 1, height: .absolute(44))
                case 1: Cells.grid(columns: 5, height: .fractionalWidth(0.2))
                default: Cells.grid(columns: 3, height: .fractionalWidth(0.2))
                }
            section.contentInsets = EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
            return section
        }
        let model = context.model(layout)
        let dataSource = CollectionViewDataSource<Int, Int>(model: model, registration: Cells.rowsThenTiles)
        dataSource.showNumbered(sections: 3, of: 10)
        return ScreenView(context.canvas(model, role: .grid), dataSource)
    }
}
