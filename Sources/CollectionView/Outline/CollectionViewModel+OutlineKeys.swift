import DiffableDataSource
import LatticeLayout

/// Outlines from the keyboard, as GTK's tree expanders and UIKit fold them: Left and Right on an outline row
/// (`handle(.move(.left))` where there is nowhere to go sideways), and what tells a header row, which a click
/// toggles and never selects.
extension CollectionViewModel {
    /// The header-style outline disclosure of the row at `path`, which a click toggles and never selects.
    func headerDisclosure(at path: ItemPath) -> CellAccessory? {
        cellProvider(path)?.accessories.first { $0.kind == .outlineDisclosure && $0.disclosureStyle == .header }
    }

    /// Right (`unfolding`) or Left on the outline row at `path`: unfolds a folded parent, else moves to its first
    /// child; folds an unfolded parent, else moves to the row's parent. False where no outline is.
    func stepOutline(at path: ItemPath, unfolding: Bool, modifiers: SelectionModifiers) -> Bool {
        guard let row = callbacks.binding?.outlineRow(at: path) else { return false }
        if row.isExpandable && row.isExpanded != unfolding {
            return callbacks.binding?.setExpanded(at: path, unfolding, recursively: false) ?? false
        }
        guard let next = unfolding ? (row.isExpanded ? row.firstChild : nil) : row.parent else { return false }
        let identity = engine.dataSource.identity(ofItemAt: next)
        let onto = isSelectable(identity) || modifiers.contains(.shift) ? modifiers : modifiers.union(.control)
        selection.moveCursor(to: identity, modifiers: onto, order: itemOrder)
        scroll(toItem: next, position: .nearest)
        return true
    }
}
