import CollectionView
import DiffableDataSource
import LatticeGTK
import LatticeLayout

/// The cells several screens share, as the sample shares its TextCell, ListCell and TitleSupplementaryView.
enum Cells {
    /// The sample's text cell: a centred label on a coloured tile with a thin border.
    static func tile(_ text: String, colour: Color = Color(red: 0.39, green: 0.58, blue: 0.93)) -> CellContent {
        var content = ListContentConfiguration.gridCell()
        content.text = text
        content.textProperties.alignment = .center
        content.textProperties.size = 17
        content.margins = EdgeInsets(all: 2)
        return CellContent(
            content: content,
            background: BackgroundConfiguration(
                fill: .color(colour), stroke: .role(.border), strokeWidth: 1, cornerRadius: 6))
    }

    /// The first section's items as rows, every other section's as tiles (the per-section layout screens).
    static var rowsThenTiles: CellRegistration<Int> {
        CellRegistration { path, number, _ in path.section == 0 ? row("\(number)") : tile("\(number)") }
    }

    /// Tiles numbered by their items.
    static var numberedTile: CellRegistration<Int> { CellRegistration { _, number, _ in tile("\(number)") } }

    /// The sample's list cell: a label and a chevron.
    static func row(_ text: String) -> CellContent {
        var content = ListContentConfiguration.cell()
        content.text = text
        return CellContent(
            content: content, background: .listPlainCell(), accessories: [CellAccessory(.disclosureIndicator)])
    }

    /// `control` in a toolbar above a screen's canvas, with Adwaita's toolbar padding.
    @MainActor
    static func toolbar(_ control: Widget) -> Widget {
        let bar = Box(.horizontal, spacing: 6)
        bar.addStyleClass("toolbar")
        control.expandsHorizontally = control is SearchEntry
        bar.append(control)
        return bar
    }

    /// A section's title above it (the sample's TitleSupplementaryView).
    static func title(_ text: String) -> CellContent {
        var content = ListContentConfiguration.plainHeader()
        content.text = text
        content.textProperties.size = 20
        content.textProperties.weight = .bold
        return CellContent(content: content)
    }

    /// A layout of one item per group, repeated: rows of `height`, or tiles `columns` to a row.
    static func grid(columns: Int, height: LayoutDimension, itemInsets: Double = 0) -> LayoutSection {
        var item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1.0 / Double(columns)), height: .fractionalHeight(1)))
        item.contentInsets = EdgeInsets(all: itemInsets)
        return LayoutSection(
            group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: height),
                subitem: item, count: columns))
    }
}

extension CollectionViewDataSource {
    /// Applies one snapshot of `sections`, each with its items, without animation (a screen's first data).
    func show(_ sections: [(SectionID, [ItemID])]) {
        Task { @MainActor in
            var snapshot = Snapshot<SectionID, ItemID>()
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
            await apply(snapshot, animatingDifferences: false)
        }
    }
}

extension CollectionViewDataSource where SectionID == Int, ItemID == Int {
    /// Shows `sections` sections of `size` items each, numbered on from one section to the next.
    func showNumbered(sections: Int, of size: Int) {
        show((0..<sections).map { section in (section, Array(section * size..<(section + 1) * size)) })
    }
}

extension LayoutSize {
    /// A size of two dimensions (the sample's `NSCollectionLayoutSize(widthDimension:heightDimension:)`).
    static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(width: width, height: height)
    }
}

extension Color {
    /// A soft colour of `hue` (0…1 around the wheel).
    static func soft(hue: Double) -> Color {
        let h = (hue - hue.rounded(.down)) * 6
        let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (1, x, 0)
            case 1: (x, 1, 0)
            case 2: (0, 1, x)
            case 3: (0, x, 1)
            case 4: (x, 0, 1)
            default: (1, 0, x)
            }
        return Color(red: 0.35 + 0.5 * r, green: 0.35 + 0.5 * g, blue: 0.35 + 0.5 * b)
    }
}
