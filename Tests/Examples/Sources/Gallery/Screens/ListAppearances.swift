import CollectionView
import DiffableDataSource
import LatticeGTK
import LatticeLayout

extension Screens {
    /// The same outline in every list appearance: a button steps through plain, grouped, inset grouped, sidebar
    /// and plain sidebar, and the list morphs from one to the next.
    static let listAppearances = Screen(slug: "list-appearances", title: "List Appearances") { context in
        enum Row: Hashable, Sendable {
            case category(String)
            case emoji(Emoji)
        }
        let appearances: [ListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
        var current = 0
        func layout() -> CompositionalLayout {
            var configuration = ListConfiguration(appearance: appearances[current])
            configuration.headerMode = .firstItemInSection
            return .list(using: configuration)
        }
        let model = context.model(layout())
        let dataSource = CollectionViewDataSource<String, Row>(model: model) { _, row, _ in
            let sidebar = [.sidebar, .sidebarPlain].contains(appearances[current])
            switch row {
            case .category(let name):
                var content = sidebar ? ListContentConfiguration.sidebarHeader() : .groupedHeader()
                content.text = name
                if !sidebar { content.margins = ListContentConfiguration.cell().margins }  // a row, not a supplementary
                return CellContent(content: content, accessories: [.outlineDisclosure(style: .header)])
            case .emoji(let emoji):
                var content = sidebar ? ListContentConfiguration.sidebarCell() : .cell()
                content.text = "\(emoji.text)  \(emoji.name)"
                return CellContent(
                    content: content,
                    background: sidebar
                        ? .listSidebarCell()
                        : appearances[current] == .plain ? .listPlainCell() : .listGroupedCell())
            }
        }
        func background() -> Paint {
            switch appearances[current] {
            case .plain: .role(.viewBackground)
            case .sidebar, .sidebarPlain: .role(.sidebarBackground)
            default: .role(.windowBackground)
            }
        }
        let button = Button(label: "Appearance: plain")
        _ = button.onClicked {
            current = (current + 1) % appearances.count
            model.background = background()
            dataSource.setLayout(layout())
            button.label = "Appearance: \(appearances[current].rawValue)"
            context.did("appearance \(appearances[current].rawValue)")
        }
        Task { @MainActor in
            for category in Emoji.categories {
                var outline = SectionSnapshot<Row>()
                outline.append([.category(category.name)])
                outline.append(
                    Emoji.all.filter { $0.category == category.name }.map(Row.emoji), to: .category(category.name))
                outline.expand([.category(category.name)])
                await dataSource.apply(outline, to: category.name, animatingDifferences: false)
            }
        }
        let canvas = context.canvas(model)
        let box = Box(.vertical)
        box.append(Cells.toolbar(button))
        box.append(canvas.widget)
        return ScreenView(
            widget: box, canvas: canvas, isReady: { dataSource.snapshot.numberOfItems > 0 },
            target: { .clickWidget(button) })
    }
}
