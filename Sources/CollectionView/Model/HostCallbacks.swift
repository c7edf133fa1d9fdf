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

/// What the model tells its host and asks it: a selection changed, new data was presented, an item was activated,
/// an accessory or a supplementary element was pressed, and how each item takes part in selection.
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
    /// Told what an input's selection change gained and lost (a bound data source, which hands the app its items).
    var selectionDelta: ((_ gained: Set<ElementIdentity>, _ lost: Set<ElementIdentity>) -> Void)?
    /// Expands or collapses the outline parent at a path, as a bound data source does with its section
    /// snapshots; false when there is none there.
    var toggleOutline: ((ItemPath) -> Bool)?
    /// The outline row at a path, as a bound data source's section snapshot has it; nil where no outline is.
    var outlineRow: ((ItemPath) -> OutlineRow?)?
    /// Expands (true) or collapses (false) the outline parent at a path, with every parent under it when
    /// `recursively`; false when nothing changed.
    var setOutlineExpanded: ((_ path: ItemPath, _ expanded: Bool, _ recursively: Bool) -> Bool)?
    /// Whether an item that is no longer presented is folded away in an outline (it keeps its selection).
    var isFoldedAway: ((ElementIdentity) -> Bool)?
    /// Whether input may select, deselect and highlight (show pressed) an item (a bound data source's
    /// `shouldSelect`, `shouldDeselect`, `shouldHighlight`); nil: it may.
    var shouldSelect: ((ElementIdentity) -> Bool)?
    var shouldDeselect: ((ElementIdentity) -> Bool)?
    var shouldHighlight: ((ElementIdentity) -> Bool)?

    /// An outline disclosure at `path` was clicked (its chevron, or a header-style row): the bound data source
    /// toggles it, as UIKit's does; where none can, the host hears of it (`onAccessory`).
    func disclosureClicked(at path: ItemPath, _ accessory: CellAccessory) {
        if toggleOutline?(path) == true { return }
        onAccessory?(path, accessory)
    }
}
