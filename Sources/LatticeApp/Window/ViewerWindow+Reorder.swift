import Catalog
import CollectionView
import DiffableDataSource

extension ViewerWindow {
    /// A catalogue window lets the user reorder its items — Alt+arrows and press-and-drag, within and across
    /// sections, Ctrl+Z and Shift+Ctrl+Z to take moves back and make them again — except while a search
    /// filters it (the order of a filtered view is ambiguous). The file on disk is left as it is. A folder's
    /// order is its sort, so folder windows do not reorder.
    func installReordering() {
        let model = mainCanvas.model
        model.reorderRules = ReorderRules(canMove: { [weak self] _ in self?.query.isEmpty ?? false },
                                          canMoveBetween: { _, _ in true })
        model.onReorder = { [weak self] transaction in self?.applyReorder(transaction) ?? false }
    }

    /// Accepts `transaction` when it applies to what is shown: the catalogue takes the new order, animated.
    private func applyReorder(_ transaction: ReorderTransaction) -> Bool {
        guard query.isEmpty, let reordered = transaction.applied(to: mainPresentation.data.snapshot) else { return false }
        show(CatalogScene.catalog(scene.catalog, orderedAs: reordered), animated: true)
        return true
    }
}

extension CatalogScene {
    /// `catalog` with each section's items in the order `snapshot` gives them (sections it does not have keep
    /// theirs); items moved to another section go with it. - Complexity: O(items).
    nonisolated static func catalog(_ catalog: Catalog, orderedAs snapshot: Snapshot<String, String>) -> Catalog {
        var byID: [String: CatalogItem] = [:]
        for item in catalog.allItems { byID[item.id] = item }
        func reorder(_ section: CatalogSection) -> CatalogSection {
            var section = section
            if snapshot.indexOfSection(section.id) != nil {
                section.items = snapshot.itemIdentifiers(inSection: section.id).compactMap { byID[$0] }
            }
            section.sections = section.sections.map(reorder)
            return section
        }
        var result = catalog
        result.sections = catalog.sections.map(reorder)
        return result
    }
}
