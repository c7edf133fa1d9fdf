import CollectionView
import LatticeLayout

extension Screens {
    /// The distinct sections again, with more columns when the view is wide: the section provider reads the
    /// container's width from its environment, and the canvas solves the layout again on every resize.
    static let adaptiveSections = Screen(slug: "adaptive-sections", title: "Adaptive Sections") { context in
        let layout = CompositionalLayout { index, environment in
            let wide = environment.containerSize.width > 700
            let columns = [wide ? 2 : 1, wide ? 10 : 5, wide ? 6 : 3][min(index, 2)]
            var section = Cells.grid(
                columns: columns, height: index == 0 ? .absolute(44) : .fractionalWidth(wide ? 0.1 : 0.2),
                itemInsets: 2)
            section.contentInsets = EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
            return section
        }
        let model = context.model(layout)
        let dataSource = CollectionViewDataSource<Int, Int>(model: model, registration: Cells.rowsThenTiles)
        dataSource.showNumbered(sections: 3, of: 10)
        return ScreenView(context.canvas(model, role: .grid), dataSource)
    }
}
