import CollectionView
import LatticeLayout

extension Screens {
    /// A rounded background behind each section: a decoration item, drawn from the data source's registration
    /// for its kind.
    static let sectionBackgroundDecoration = Screen(
        slug: "section-background-decoration",
        title: "Section Background Decoration"
    ) { context in
        var section = Cells.grid(columns: 1, height: .absolute(44))
        section.interGroupSpacing = 5
        section.contentInsets = EdgeInsets(all: 20)
        section.decorationItems = [.background(elementKind: "section-background", contentInsets: EdgeInsets(all: 10))]
        let model = context.model(CompositionalLayout(section: section), background: .role(.windowBackground))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model) { _, number, _ in
            var content = ListContentConfiguration.cell()
            content.text = "\(number)"
            return CellContent(content: content)
        }
        dataSource.register(
            SupplementaryRegistration<Int>(elementKind: "section-background") { _, _ in
                CellContent(
                    content: .cell(),
                    background: BackgroundConfiguration(
                        fill: .role(.cardBackground), stroke: .role(.border),
                        cornerRadius: 12))
            })
        dataSource.showNumbered(sections: 5, of: 5)
        return ScreenView(context.canvas(model), dataSource)
    }
}
