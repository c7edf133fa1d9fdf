import CollectionView
import LatticeLayout

extension Screens {
    /// The headers and footers again, each header pinned to the top while its section scrolls under it.
    static let pinnedSectionHeaders = Screen(slug: "pinned-section-headers", title: "Pinned Section Headers") { context in
        let model = context.model(Supplementaries.layout(pinned: true))
        let dataSource = CollectionViewDataSource<Int, Int>(model: model) { _, number, _ in Cells.row("\(number)") }
        Supplementaries.register(on: dataSource)
        dataSource.show((0..<5).map { section in (section, Array(section * 5..<section * 5 + 5)) })
        let canvas = context.canvas(model)
        // Scrolled part-way into the second section, so the screenshot shows its header pinned over its rows.
        Task { @MainActor in model.scroll(toOffset: 420) }
        return ScreenView(canvas, dataSource)
    }
}
