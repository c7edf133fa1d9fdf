import CollectionView
import LatticeLayout

extension Screens {
    /// A list made from a compositional layout: one full-width item per 44-point group.
    static let list = Screen(slug: "list", title: "List") { context in
        let model = context.model(CompositionalLayout(section: Cells.grid(columns: 1, height: .absolute(44))))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model) { _, number, _ in Cells.row("\(number)") }
        dataSource.show([(0, Array(0..<94))])
        return ScreenView(context.canvas(model), dataSource)
    }
}
