import CollectionView
import LatticeLayout

extension Screens {
    /// Cells whose look follows their state: a configuration update handler restyles each cell as it is drawn —
    /// a tinted card while hovered, the accent colour with a checkmark while selected.
    static let customConfigurations = Screen(slug: "custom-configurations", title: "Custom Configurations") { context in
        var section = Cells.grid(columns: 1, height: .absolute(64), itemInsets: 6)
        section.contentInsets = EdgeInsets(all: 16)
        let model = context.model(CompositionalLayout(section: section), background: .role(.windowBackground))
        let dataSource = CollectionViewDataSource<Int, Emoji>(model: model) { _, emoji, _ in
            var content = ListContentConfiguration.subtitleCell()
            content.text = "\(emoji.text)  \(emoji.name)"
            content.secondaryText = emoji.category
            return CellContent(
                content: content,
                background: BackgroundConfiguration(
                    fill: .role(.cardBackground), stroke: .role(.border), cornerRadius: 12))
        }
        model.configurationUpdate = { cell, state in
            if state.isSelected {
                cell.background.fill = .role(.accentBackground)
                cell.content.textProperties.paint = .role(.accentForeground)
                cell.content.secondaryTextProperties.paint = .role(.accentForeground)
                cell.accessories = [CellAccessory(.custom(iconName: "object-select-symbolic"))]
            } else if state.isHovered {
                cell.background.stroke = .role(.accent)
                cell.background.strokeWidth = 2
            }
        }
        dataSource.didSelect = { emoji in context.did("selected \(emoji.map(\.name))") }
        dataSource.show([(0, Emoji.all)])
        return ScreenView(context.canvas(model), dataSource) {
            model.centre(ofItemAt: ItemPath(section: 0, item: 2)).map(Target.click)
        }
    }
}
