import CollectionView
import Gtk
import LatticeGTK
import LatticeLayout

/// The sidebar: showing a scene's rows through `SidebarSource`, and what clicks on them do.
extension ViewerWindow {
    /// Animates the sidebar to `next` (at once when not `animated`) and makes it the scene; once its rows land,
    /// the scroll spy selects the row of the section in view.
    func presentSidebar(_ next: CatalogScene, animated: Bool = true) {
        let shown = scene
        scene = next
        releaseInBackground(consume shown)
        Task { [sidebar, weak self] in
            await sidebar.show(next, animated: animated)
            self?.followScroll()
        }
    }

    /// A click on a section header's expander collapses or expands it, animated.
    func toggleSidebarSection(at path: ItemPath) {
        guard let id = sidebar.row(at: path)?.id else { return }
        if id.hasPrefix(CatalogScene.treeID), id != CatalogScene.treeID {
            toggleTreeFolder(String(id.dropFirst(CatalogScene.treeID.count)))
            return
        }
        guard
            scene.catalog.section(id: id) != nil
                || [CatalogScene.placesID, CatalogScene.treeID, CatalogScene.rowSectionsID].contains(id)
        else { return }
        if place.collapsed.contains(id) { place.collapsed.remove(id) } else { place.collapsed.insert(id) }
        presentSidebar(makeScene())
        saveState()
    }

    /// A sidebar row names a catalogue section ("ID#all" for a top-level section's own items): scroll the main
    /// area to its first group.
    func sidebarSelected(_ selection: SelectionModel<ElementIdentity>) {
        guard let cursor = selection.cursor, let path = sidebarCanvas.model.engine.dataSource.path(ofItem: cursor),
            let row = sidebar.row(at: path)
        else { return }
        let id = row.id
        if row.isHeader {
            // A section header: a click collapses or expands it rather than selecting it.
            sidebarCanvas.model.selection.deselect(cursor)
            toggleSidebarSection(at: path)
            return
        }
        window.sidebarChoseItem()  // shown over the content in a narrow window, it steps aside
        if id.hasPrefix(CatalogScene.placesID) {
            return navigate(to: String(id.dropFirst(CatalogScene.placesID.count)))
        }
        if id.hasPrefix(CatalogScene.treeID) {
            return navigate(to: folderTree.path(of: String(id.dropFirst(CatalogScene.treeID.count))))
        }
        revealSection(CatalogScene.section(ofSidebarRow: id))
    }

    /// Scrolls the main area to catalogue section `id`'s own group, or else the first group of a section nested in
    /// it; false when it shows none (no such section, or a search left none of its items).
    @discardableResult
    func revealSection(_ id: String) -> Bool {
        guard let section = scene.catalog.section(id: id),
            let group = scene.groups.firstIndex(where: { section.section(id: $0.id) != nil })
        else { return false }
        mainCanvas.model.scroll(toSection: group)
        return true
    }
}

extension ViewerWindow {
    /// The sidebar's context menu over a grouped table's group: *Show Only* it (a facet), or, narrowed to one
    /// already, *Show All Groups* — undone where it was done.
    func installSidebarMenu() {
        sidebarCanvas.hooks.contextMenu = { [weak self] path in
            guard let self, !self.scene.catalog.groupedBy.isEmpty else { return [] }
            var entries: [MenuEntry] = []
            if let path, let row = self.sidebar.row(at: path), !row.isHeader,
                let group = self.scene.catalog.section(id: CatalogScene.section(ofSidebarRow: row.id)),
                group.id != self.place.columnSorting.facet
            {
                let title = (group.title.isEmpty ? CatalogScene.noValueTitle : group.title).replacingOccurrences(
                    of: "_", with: "__")
                entries.append(
                    // TRANSLATORS: %s is a group's value; the table is narrowed to that group's rows.
                    MenuEntry(tr("Show _Only “%s”", title)) { [weak self] in self?.showOnly(group: group.id) })
            }
            if self.place.columnSorting.facet != nil {
                entries.append(MenuEntry(tr("Show _All Groups")) { [weak self] in self?.showOnly(group: nil) })
            }
            return [entries]
        }
    }
}
