import DiffableDataSource
import LatticeLayout

/// What the model tells its host and asks it: a selection changed, new data was presented, an item was activated,
/// an accessory or a supplementary element was pressed, and how each item takes part in selection.
struct HostCallbacks {
    /// Called after the selection changed through input.
    var onSelectionChange: ((SelectionModel<ElementIdentity>) -> Void)?
    /// Called after new data was presented, for the host to draw it.
    var didUpdate: (() -> Void)?
    /// Called when an item is activated (double-click, Return).
    var onActivate: ((ItemPath) -> Void)?
    /// Called when an accessory of an item is clicked.
    var onAccessory: ((ItemPath, CellAccessory) -> Void)?
    /// Called when a press lands on a supplementary element: what the press starts.
    var onSupplementaryPress: ((_ element: LayoutAttributes, _ point: Point) -> SupplementaryPress)?
    /// How each item takes part in selection through input; nil: every item is selectable.
    var selectionStyle: ((ElementIdentity) -> ItemSelectionStyle)?
}
