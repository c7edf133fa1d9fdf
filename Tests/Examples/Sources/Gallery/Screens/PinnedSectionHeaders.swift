import CollectionView
import LatticeLayout

extension Screens {
    /// The headers and footers again, each header pinned to the top while its section scrolls under it.
    static let pinnedSectionHeaders = Screen(slug: "pinned-section-headers", title: "Pinned Section Headers") {
        context in
        let view = Supplementaries.screen(context, pinned: true)
        // Scrolled part-way into the second section, so the screenshot shows its header pinned over its rows.
        Task { @MainActor in view.canvas.model.scroll(toOffset: 420) }
        return view
    }
}
