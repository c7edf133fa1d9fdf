import CollectionView
import LatticeLayout

extension Screens {
    /// Rows composed for their item: a category icon, the item's name over its description, and the category
    /// spelled out at the trailing edge — a cell's content, background and accessories described together.
    static let customCellList = Screen(slug: "custom-cell-list", title: "List with Custom Cells") { context in
        let icons = [
            "Smileys": "face-smile-symbolic", "Animals": "emoji-nature-symbolic", "Food": "emoji-food-symbolic",
            "Travel": "emoji-travel-symbolic", "Objects": "emoji-objects-symbolic"
        ]
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.separatorConfiguration.alignsWithText = true
        let model = context.model(.list(using: configuration), background: .role(.windowBackground))
        let dataSource = CollectionViewDataSource<Int, Emoji>(model: model) { _, emoji, _ in
            var content = ListContentConfiguration.subtitleCell()
            content.image = .icon(icons[emoji.category] ?? "emblem-default-symbolic")
            content.imageProperties.tint = .role(.accent)
            content.text = emoji.name
            content.secondaryText = "\(emoji.text) in \(emoji.category.lowercased())"
            return CellContent(
                content: content, background: .listGroupedCell(),
                accessories: [CellAccessory(.label(emoji.category)), CellAccessory(.disclosureIndicator)])
        }
        dataSource.show([(0, Emoji.all)])
        return ScreenView(context.canvas(model), dataSource)
    }
}
