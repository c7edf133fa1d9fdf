import Catalog
import CollectionView
import DiffableDataSource
import Gtk
import LatticeGTK

extension ViewerWindow {
    /// A catalogue window lets the user reorder its items — Alt+arrows and press-and-drag, within and across
    /// sections, Ctrl+Z and Shift+Ctrl+Z to take moves back and make them again — except while a search
    /// filters it or a sort orders it (where a moved item would land in the catalogue's own order is ambiguous)
    /// or while it is still being read. A data file's or a database's rows are read-only and never move. The file on disk is left as it is. A folder's order is its sort, so folder windows do not reorder.
    func installReordering() {
        let model = mainCanvas.model
        // A selected item lifts; a drag from any other draws a rubber band, as from empty space, which rows
        // spanning the width and cards filling the grid leave little of.
        model.reordering.rules = ReorderRules(
            canMove: { [weak self] _ in self?.canReorder ?? false },
            canMoveBetween: { _, _ in true }, liftsOnlySelectedItems: true)
        model.reordering.onReorder = { [weak self] transaction in self?.applyReorder(transaction) ?? false }
    }

    /// Whether the items shown are a catalogue's own, in its order, whole: not a data file's or a database's rows
    /// (read-only: their order is the file's or the table's), not filtered, sorted or still being read.
    private var canReorder: Bool {
        scene.catalog.table == nil && query.isEmpty && place.columnSorting.sort == nil && !loading.isLoading
    }

    /// Accepts `transaction` when it applies to what is shown: the catalogue takes the new order, animated.
    private func applyReorder(_ transaction: ReorderTransaction) -> Bool {
        guard canReorder,
            let reordered = transaction.applied(
                to: CatalogScene.snapshot(
                    mainPresentation.data.snapshot(),
                    addingSectionsOf: transaction, in: scene.catalog))
        else { return false }
        show(CatalogScene.catalog(scene.catalog, orderedAs: reordered), animated: true)
        return true
    }
}

extension CatalogScene {
    /// `catalog` with each section's items in the order `snapshot` gives them (sections it does not have keep
    /// theirs); items moved to another section go with it. - Complexity: O(items).
    nonisolated static func catalog(_ catalog: Catalog, orderedAs snapshot: Snapshot<String, String>) -> Catalog {
        // Where each item is, by id (its section's items and its position in them): rows of a file stay rows.
        var byID: [String: (items: CatalogItems, position: Int)] = [:]
        func index(_ section: CatalogSection) {
            for position in section.items.indices { byID[section.items.id(at: position)] = (section.items, position) }
            section.sections.forEach(index)
        }
        catalog.sections.forEach(index)
        func reorder(_ section: CatalogSection) -> CatalogSection {
            var section = section
            if snapshot.indexOfSection(section.id) != nil {
                section.items = CatalogItems(
                    gathering: snapshot.itemIdentifiers(inSection: section.id).compactMap { byID[$0] })
            }
            section.sections = section.sections.map(reorder)
            return section
        }
        var result = catalog
        result.sections = catalog.sections.map(reorder)
        return result
    }

    /// `snapshot` with the sections `transaction` moves items into where a move emptied them — the main area
    /// shows no empty sections, so undoing the move of a section's last item would find its section gone —
    /// each at its place in `catalog`'s order. - Complexity: O(sections × moves).
    nonisolated static func snapshot(
        _ snapshot: Snapshot<String, String>, addingSectionsOf transaction: ReorderTransaction,
        in catalog: Catalog
    ) -> Snapshot<String, String> {
        var result = snapshot
        let order = catalog.allSections.map(\.id)
        for id in transaction.moves.compactMap({ $0.to.section.value(as: String.self) })
        where result.indexOfSection(id) == nil {
            guard let rank = order.firstIndex(of: id) else { continue }
            if let next = result.sectionIdentifiers.first(where: { (order.firstIndex(of: $0) ?? .max) > rank }) {
                result.insertSections([id], beforeSection: next)
            } else {
                result.appendSections([id])
            }
        }
        return result
    }
}
