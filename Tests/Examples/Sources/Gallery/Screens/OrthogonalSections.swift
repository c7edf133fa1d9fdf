import CollectionView
import LatticeLayout

extension Screens {
    /// Sections that scroll sideways on their own: the nested group, 85% of the width, repeated across.
    static let orthogonalSections = Screen(slug: "orthogonal-sections", title: "Orthogonal Sections") { context in
        var section = LayoutSection(group: Nested.group(width: .fractionalWidth(0.85)))
        section.orthogonalScrollingBehavior = .continuous
        let model = context.model(CompositionalLayout(section: section))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model, registration: Cells.numberedTile)
        dataSource.show((0..<5).map { section in (section, Array(section * 30..<section * 30 + 30)) })
        return ScreenView(context.canvas(model, role: .grid), dataSource)
    }
}
