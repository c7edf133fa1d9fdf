import DiffableDataSource
import LatticeLayout

/// Where an item sits in an outline, for the keyboard: whether it folds, whether it is unfolded, and its parent
/// and first child where they are presented.
struct OutlineRow {
    var isExpandable: Bool
    var isExpanded: Bool
    var parent: ItemPath?
    var firstChild: ItemPath?
}

/// What the data source bound to a model (`CollectionViewDataSource`) answers for the model's input: the outline it
/// keeps in section snapshots, and the app's say over what input may select, deselect and show pressed. A model
/// has one binding or none, held weakly (the data source keeps the model's providers, not the reverse): every
/// answer comes from the one bound last, none left over from an earlier one, and all go with it.
@MainActor protocol ModelBinding: AnyObject {
    /// Expands or collapses the outline parent at `path` (its disclosure was clicked); false when there is none.
    func toggleOutline(at path: ItemPath) -> Bool
    /// The outline row at `path`; nil where no outline is.
    func outlineRow(at path: ItemPath) -> OutlineRow?
    /// Expands (true) or collapses (false) the outline parent at `path`, with every parent under it when
    /// `recursively`; false when nothing changed.
    func setExpanded(at path: ItemPath, _ expanded: Bool, recursively: Bool) -> Bool
    /// Whether an item that is no longer presented is folded away in an outline (it keeps its selection).
    func isFoldedAway(_ identity: ElementIdentity) -> Bool
    /// Whether input may select `identity` (UIKit's `shouldSelectItemAt`).
    func maySelect(_ identity: ElementIdentity) -> Bool
    /// Whether input may deselect `identity`, selected (UIKit's `shouldDeselectItemAt`).
    func mayDeselect(_ identity: ElementIdentity) -> Bool
    /// Whether `identity` shows pressed while the pointer is down on it (UIKit's `shouldHighlightItemAt`).
    func mayHighlight(_ identity: ElementIdentity) -> Bool
    /// Told what an input's selection change gained and lost.
    func selectionChanged(gained: Set<ElementIdentity>, lost: Set<ElementIdentity>)
}

/// What the model tells its host and asks it: a selection changed, new data was presented, an item was activated,
/// an accessory or a supplementary element was pressed, how each item takes part in selection, and the data
/// source bound to it (`binding`).
struct HostCallbacks {
    /// Observers of `ListEvent`s, per-item callbacks and what they were last told.
    var observers = ListObservers()
    /// Called after the selection changed through input.
    var onSelectionChange: ((SelectionModel<ElementIdentity>) -> Void)?
    /// Called whenever what the model draws changed (`CollectionViewModel.onNeedsDisplay`), for the host to draw
    /// it: a canvas runs frames while the change animates.
    var needsDisplay: (() -> Void)?
    /// Called when an item is activated (double-click, Return).
    var onActivate: ((ItemPath) -> Void)?
    /// Called when an accessory of an item is clicked.
    var onAccessory: ((ItemPath, CellAccessory) -> Void)?
    /// Called when a press lands on a supplementary element: what the press starts.
    var onSupplementaryPress: ((_ element: LayoutAttributes, _ point: Point) -> SupplementaryPress)?
    /// How each item takes part in selection through input; nil: every item is selectable.
    var selectionStyle: ((ElementIdentity) -> ItemSelectionStyle)?
    /// The data source bound to the model, if any.
    weak var binding: (any ModelBinding)?

    /// An outline disclosure at `path` was clicked (its chevron, or a header-style row): the bound data source
    /// toggles it, as UIKit's does; where none can, the host hears of it (`onAccessory`).
    @MainActor func disclosureClicked(at path: ItemPath, _ accessory: CellAccessory) {
        if binding?.toggleOutline(at: path) == true { return }
        onAccessory?(path, accessory)
    }
}
