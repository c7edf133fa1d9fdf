import CollectionView
import LatticeLayout

extension Screens {
    /// One sideways section for each way a band comes to rest, each headed by its behaviour's name.
    static let orthogonalSectionBehaviors = Screen(
        slug: "orthogonal-section-behaviors",
        title: "Orthogonal Section Behaviors"
    ) { context in
        let behaviours = OrthogonalScrollingBehavior.allCases.filter { $0 != .none }
        let layout = CompositionalLayout { index, _ in
            var item = LayoutItem(size: .size(.fractionalWidth(1), .fractionalHeight(1)))
            item.contentInsets = EdgeInsets(all: 8)
            var section = LayoutSection(
                group: .horizontal(size: .size(.fractionalWidth(0.3), .absolute(110)), subitem: item, count: 1))
            section.orthogonalScrollingBehavior = behaviours[index % behaviours.count]
            section.contentInsets = EdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12)
            section.boundarySupplementaryItems = [
                BoundarySupplementaryItem(
                    elementKind: ElementKind.sectionHeader, size: .size(.fractionalWidth(1), .estimated(40)),
                    alignment: .top)
            ]
            return section
        }
        let model = context.model(layout)
        let dataSource = CollectionViewDataSource<OrthogonalScrollingBehavior, Int>(
            model: model, registration: Cells.numberedTile)
        dataSource.register(
            SupplementaryRegistration<OrthogonalScrollingBehavior>(elementKind: ElementKind.sectionHeader) {
                _, behaviour in
                Cells.title(".\(behaviour.rawValue)")
            })
        dataSource.show(
            behaviours.enumerated().map { index, behaviour in (behaviour, Array(index * 18..<index * 18 + 18)) })
        return ScreenView(context.canvas(model, role: .grid), dataSource)
    }
}
