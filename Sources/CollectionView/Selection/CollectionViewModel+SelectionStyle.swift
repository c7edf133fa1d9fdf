import DiffableDataSource
import LatticeLayout

/// Listable's selection styles on the view: which items input may select, and which activate on a click.
///
/// | style | click | arrow keys | Return, double-click | pressed highlight |
/// |---|---|---|---|---|
/// | `.selectable` | selects (desktop semantics) | select | activate | yes |
/// | `.tappable` | activates (`onActivate`), moves the cursor, keeps the selection | move the cursor only | activate | yes |
/// | `.notSelectable` | moves the cursor only | move the cursor only | nothing | no |
///
/// Ranges, select-all and rubber bands pass over items that are not selectable. What the app selects itself
/// (`selection.select(_:)`) is its own business.
extension CollectionViewModel {
    /// The selection style of `identity` (selectable when the app gives none).
    func style(of identity: ElementIdentity) -> ItemSelectionStyle {
        selectionStyle?(identity) ?? .selectable()
    }

    /// Whether input may select `identity`: not a header-style outline row, which a click toggles and never
    /// selects (so the arrow keys do not either).
    func isSelectable(_ identity: ElementIdentity) -> Bool {
        if callbacks.binding != nil, let path = engine.dataSource.path(ofItem: identity),
            headerDisclosure(at: path) != nil
        {
            return false
        }
        if callbacks.binding?.maySelect(identity) == false { return false }
        guard selectionStyle != nil else { return true }
        if case .selectable = style(of: identity) { return true }
        return false
    }

    /// Takes out of the selection what input added to it since `before` that may not be selected.
    /// - Complexity: O(items added); nothing when every item is selectable.
    func dropUnselectable(since before: Set<ElementIdentity>) {
        if let binding = callbacks.binding {
            // What the app keeps selected stays so, whatever the input took away.
            for identity in before.subtracting(selection.selected) where !binding.mayDeselect(identity) {
                selection.keepSelected(identity)
            }
        }
        guard selectionStyle != nil || callbacks.binding != nil else { return }
        for identity in selection.selected.subtracting(before) where !isSelectable(identity) {
            selection.deselect(identity)
        }
    }
}
