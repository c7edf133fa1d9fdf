import CollectionView
import DiffableDataSource
import LatticeGTK
import LatticeLayout

extension Screens {
    /// The mountains, filtered live as the user types: each keystroke applies a new snapshot, and the mountains
    /// that stay slide to their new places while the others fade.
    static let mountainsSearch = Screen(slug: "mountains-search", title: "Mountains Search") { context in
        let layout = CompositionalLayout { _, environment in
            let columns = environment.containerSize.width > 600 ? 3 : 2
            var section = Cells.grid(columns: columns, height: .absolute(40), itemInsets: 4)
            section.contentInsets = EdgeInsets(all: 10)
            return section
        }
        let model = context.model(layout)
        let dataSource = CollectionViewDataSource<Int, String>(model: model) { _, name, _ in
            var content = ListContentConfiguration.cell()
            content.text = name
            content.textProperties.alignment = .center
            content.minimumHeight = 0
            return CellContent(
                content: content,
                background: BackgroundConfiguration(
                    fill: .role(.cardBackground), stroke: .role(.border), cornerRadius: 6))
        }
        let names = Mountains.all.map(\.name).sorted()
        func show(matching filter: String) async -> Int {
            var snapshot = Snapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(
                filter.isEmpty ? names : names.filter { $0.localizedLowercase.contains(filter.localizedLowercase) })
            await dataSource.apply(snapshot)
            return snapshot.numberOfItems
        }
        let entry = SearchEntry()
        entry.setAccessibleLabel("Search mountains")
        _ = entry.onSearchChanged { text in
            Task { @MainActor in
                let count = await show(matching: text)
                context.did("searched \"\(text)\": \(count) mountains")
            }
        }
        dataSource.show([(0, names)])
        let canvas = context.canvas(model, role: .grid)
        let box = Box(.vertical)
        box.append(Cells.toolbar(entry))
        box.append(canvas.widget)
        return ScreenView(
            widget: box, canvas: canvas, isReady: { dataSource.snapshot.numberOfItems > 0 },
            target: { .type("ma", entry: entry) })
    }
}
