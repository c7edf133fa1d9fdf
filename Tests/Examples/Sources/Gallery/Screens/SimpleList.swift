import CollectionView
import LatticeLayout

extension Screens {
    /// A list from a list configuration: one call makes the layout, and the default cell shows each item.
    static let simpleList = Screen(slug: "simple-list", title: "Simple List") { context in
        let model = context.model(.list(using: ListConfiguration(appearance: .plain)))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model) { _, number, _ in
            var content = ListContentConfiguration.cell()
            content.text = "\(number)"
            return CellContent(content: content, background: .listPlainCell())
        }
        dataSource.show([(0, Array(0..<94))])
        return ScreenView(context.canvas(model), dataSource)
    }
}
