import CollectionView
import LatticeLayout

extension Screens {
    /// Sections that scroll sideways on their own: the nested group, 85% of the width, repeated across.
    static let orthogonalSections = Screen(slug: "orthogonal-sections", title: "Orthogonal Sections") { context in
        var section = LayoutSection(group: Nested.group(width: .fractionalWidth(0.85)))
        section.orthogonalScrollingBehavior = .continuous
        let model = context.model(CompositionalLayout(section: section))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model, registration: Cells.numberedTile)
        dataSource.showNumbered(sections: 5, of: 30)
        return ScreenView(context.canvas(model, role: .grid), dataSource)
    }
}
