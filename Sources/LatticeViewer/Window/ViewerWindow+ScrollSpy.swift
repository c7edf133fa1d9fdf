import Catalog
import CollectionView
import LatticeLayout

/// The sidebar's scroll spy: as the main area scrolls through a catalogue, the sidebar selects the row of the
/// section shown at the top, as a long page's outline does — so the sidebar always says where the user is.
extension ViewerWindow {
    /// Follows the main area's scrolling (catalogue windows: a folder's sidebar lists places, not sections).
    func installScrollSpy() {
        mainCanvas.model.onScroll = { [weak self] _ in self?.followScroll() }
    }

    /// Selects the sidebar row of the section at the top of the main area (below the columns' pinned titles:
    /// `sectionAtTop()`), unless the row selected already covers it (a top-level section's "All …" row covers
    /// the sections nested in it, so a click on it is not undone by the scroll it starts). A section whose row is hidden under a collapsed parent selects the
    /// parent's row, and none when its top-level section is collapsed.
    func followScroll() {
        guard !listsFolder, let group = mainCanvas.model.sectionAtTop(), scene.groups.indices.contains(group),
            let chain = Self.sectionChain(to: scene.groups[group].id, in: scene.catalog.sections)
        else { return }
        let model = sidebarCanvas.model
        let selected = model.selection.selected.compactMap { $0.value(as: String.self) }
        if selected.contains(where: { chain.contains(CatalogScene.section(ofSidebarRow: $0)) }) { return }
        let candidates = chain.reversed().flatMap { [CatalogScene.allRowID(of: $0), $0] }
        model.selection.selectNone()
        // No row at all when the section's whole branch is collapsed: the header it is under is not selectable.
        if let row = candidates.first(where: sidebar.isSelectableRow) { model.selection.select(ElementIdentity(row)) }
    }

    /// The ids of the sections from the top level down to section `id`, or nil when there is none.
    static func sectionChain(to id: String, in sections: [CatalogSection]) -> [String]? {
        for section in sections {
            if section.id == id { return [id] }
            if let rest = sectionChain(to: id, in: section.sections) { return [section.id] + rest }
        }
        return nil
    }
}
