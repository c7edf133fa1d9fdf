import CollectionView
import LatticeLayout

extension Screens {
    /// A header above and a footer below every section: boundary supplementary items of the section.
    static let sectionHeadersFooters = Screen(slug: "section-headers-footers", title: "Section Headers/Footers") {
        context in
        Supplementaries.screen(context, pinned: false)
    }
}

/// Headers and footers as the sample's two header screens lay them out and title them.
@MainActor
enum Supplementaries {
    /// Rows of 44 points with a header above and a footer below each section; the header stays pinned to the top
    /// of the view while its section scrolls under it when `pinned`.
    static func layout(pinned: Bool) -> CompositionalLayout {
        var section = Cells.grid(columns: 1, height: .absolute(44))
        section.interGroupSpacing = 5
        section.contentInsets = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionHeader, size: .size(.fractionalWidth(1), .estimated(44)),
                alignment: .top, pinToVisibleBounds: pinned, zIndex: 2),
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionFooter, size: .size(.fractionalWidth(1), .estimated(44)),
                alignment: .bottom)
        ]
        return CompositionalLayout(section: section)
    }

    /// Five sections of five rows, each titled above and below.
    static func screen(_ context: ScreenContext, pinned: Bool) -> ScreenView {
        let model = context.model(layout(pinned: pinned))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model) { _, number, _ in Cells.row("\(number)") }
        register(on: dataSource)
        dataSource.showNumbered(sections: 5, of: 5)
        return ScreenView(context.canvas(model), dataSource)
    }

    private static func register(on dataSource: CollectionViewDataSource<Int, Int>) {
        dataSource.register(
            SupplementaryRegistration<Int>(elementKind: ElementKind.sectionHeader) { _, section in
                Cells.title("Section header for section \(section)")
            })
        dataSource.register(
            SupplementaryRegistration<Int>(elementKind: ElementKind.sectionFooter) { _, section in
                var content = ListContentConfiguration.plainFooter()
                content.text = "Section footer for section \(section)"
                return CellContent(content: content)
            })
    }
}
