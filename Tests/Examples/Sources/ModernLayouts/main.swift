// The WWDC "modern collection views" layouts in one compositional layout: a section that scrolls
// sideways (orthogonal, paging by group), a three-column grid, and an inset-grouped list, each section with
// its header, fed by one diffable data source.
import CollectionView
import DiffableDataSource
import Foundation
import LatticeGTK
import LatticeLayout

enum Kind: String, CaseIterable, Sendable {
    case featured = "Featured"
    case grid = "Grid"
    case list = "Inset list"
}

let header = BoundarySupplementaryItem(
    elementKind: ElementKind.sectionHeader,
    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(36)), alignment: .top)

let layout = CompositionalLayout { index, environment in
    let kind = Kind.allCases[min(index, Kind.allCases.count - 1)]
    var section: LayoutSection
    switch kind {
    case .featured:
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(120)),
            subitem: item, count: 1)
        section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
    case .grid:
        var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1)))
        item.contentInsets = EdgeInsets(all: 4)
        section = LayoutSection(
            group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3)),
                subitem: item, count: 3))
    case .list:
        section = .list(using: ListConfiguration(appearance: .insetGrouped), environment: environment)
    }
    section.contentInsets = EdgeInsets(top: 4, leading: 12, bottom: 12, trailing: 12)
    section.boundarySupplementaryItems = [header]
    return section
}

@MainActor
func showLayouts(_ application: ApplicationHandle) {
    let model = CollectionViewModel(
        layout: layout, viewportSize: Size(width: 480, height: 640), measurer: PangoTextMeasurer())
    let dataSource = CollectionViewDataSource<Kind, String>(model: model) { path, item, _ in
        var content = path.section == 2 ? ListContentConfiguration.cell() : ListContentConfiguration.gridCell()
        content.text = item
        if path.section != 2 {
            content.image = .swatch(
                Color(red: 0.2 + 0.08 * Double(path.item), green: 0.5, blue: 0.9 - 0.08 * Double(path.item)))
        }
        return CellContent(content: content, background: path.section == 2 ? .clear() : .gridCell())
    }
    model.background = .role(.windowBackground)
    dataSource.register(
        SupplementaryRegistration<Kind>(elementKind: ElementKind.sectionHeader) { _, kind in
            var content = ListContentConfiguration.groupedHeader()
            content.text = kind.rawValue
            return CellContent(content: content)
        })

    let canvas = CanvasView(model: model, theme: .adwaitaLight, label: "Layouts")
    CanvasWindow(canvas: canvas, title: "Modern layouts", width: 480, height: 640, application: application).present()
    canvas.hooks.didDraw = { [unowned canvas] in
        guard dataSource.snapshot.numberOfItems > 0 else { return }
        print("drew ModernLayouts")
        canvas.hooks.didDraw = nil
    }

    Task { @MainActor in
        var snapshot = Snapshot<Kind, String>()
        snapshot.appendSections(Kind.allCases)
        snapshot.appendItems((1...5).map { "Featured \($0)" }, toSection: .featured)
        snapshot.appendItems((1...9).map { "Tile \($0)" }, toSection: .grid)
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Displays", "Sound"], toSection: .list)
        await dataSource.apply(snapshot, animatingDifferences: false)
        print("showed \(snapshot.numberOfItems) items in \(snapshot.numberOfSections) sections")
    }
}

exit(GtkApplicationRunner.run(id: "org.example.ModernLayouts", quitAfterMilliseconds: 3000, build: showLayouts))
