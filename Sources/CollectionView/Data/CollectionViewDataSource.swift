import DiffableDataSource
import LatticeLayout

/// A diffable data source bound to a collection view: UIKit's `UICollectionViewDiffableDataSource`.
///
/// It owns the presented `Snapshot` (in a `DataSource`, which diffs and serializes applies) and is the view
/// model's cell and supplementary provider: each apply diffs the new snapshot against what is shown, lands it,
/// and hands the view the change set, animated or not. Cells come from a cell provider or a `CellRegistration`,
/// given the item's identifier and the state the view draws it in; supplementaries (section headers, footers)
/// from `SupplementaryRegistration`s by element kind.
///
/// ```swift
/// let model = CollectionViewModel(layout: .list(using: ListConfiguration(appearance: .insetGrouped)),
///                                 viewportSize: size, measurer: PangoTextMeasurer())
/// let colour = CellRegistration<String> { _, name, _ in
///     var content = ListContentConfiguration.cell()
///     content.text = name
///     return CellContent(content: content, background: .listGroupedCell())
/// }
/// let dataSource = CollectionViewDataSource<String, String>(model: model, registration: colour)
///
/// var snapshot = Snapshot<String, String>()
/// snapshot.appendSections(["warm"])
/// snapshot.appendItems(["Red", "Orange", "Yellow"])
/// Task { await dataSource.apply(snapshot, animatingDifferences: false) }
/// ```
///
/// The view keeps its data source: the model holds the data source's providers, and the data source holds
/// the model weakly, so a data source lives as long as the view it feeds (or until another one is bound to
/// that view) and needs no owner of its own. UIKit's collection view holds its data source weakly and a view
/// controller keeps it; a GTK app has no view controller, and its window already owns the canvas and so the
/// model. The data source takes over the store's `didApply` (use this type's `didApply` instead) and the
/// model's `cellState`: each item's state is the data source's `cellState`, with an outline section's
/// expansion (`CellState.isExpanded`: a disclosure chevron points down).
@MainActor
public final class CollectionViewDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The view the data source feeds. Using a data source after its view was released is a programmer error.
    public var model: CollectionViewModel {
        guard let view else { preconditionFailure("CollectionViewDataSource: the view model it feeds was released") }
        return view
    }
    /// The view, while it lives.
    private(set) weak var view: CollectionViewModel?
    /// What lives as long as this data source (a binding built on it, such as `CollectionViewList`).
    var owner: AnyObject?
    /// The store: the presented snapshot, its section snapshots (outlines) and the serialized applies.
    public let store: DataSource<SectionID, ItemID>
    /// Called after each apply has reached the view, with what it changed.
    public var didApply: ((ApplyResult<SectionID, ItemID>) -> Void)?
    /// The state the app gives an item beyond what the view keeps (selection, focus, hover are the view's):
    /// disabled, or expanded where the app keeps expansion itself rather than in section snapshots — UIKit's
    /// custom configuration states. An outline section's expansion replaces `isExpanded`.
    public var cellState: ((ItemPath, ItemID) -> CellState)? { didSet { view?.setNeedsDisplay() } }

    /// Called when the user selects items (a click, the keyboard, a rubber band), with the identifiers of the
    /// items the selection gained, in display order: UIKit's `collectionView(_:didSelectItemAt:)`.
    public var didSelect: (([ItemID]) -> Void)?
    /// Called when the user deselects items, with the identifiers of the items the selection lost.
    public var didDeselect: (([ItemID]) -> Void)?
    /// Whether the user may select an item (a click, the keyboard, a range): UIKit's
    /// `collectionView(_:shouldSelectItemAt:)`. A click on an item it refuses moves the cursor only. Nil: any.
    /// Handlers run on the main actor, as the view's input does.
    public var shouldSelect: ((ItemID) -> Bool)?
    /// Whether the user may deselect a selected item: UIKit's `collectionView(_:shouldDeselectItemAt:)`; an item
    /// it refuses stays selected whatever the click or key. Nil: any.
    public var shouldDeselect: ((ItemID) -> Bool)?
    /// Whether an item shows pressed while the pointer is down on it: UIKit's
    /// `collectionView(_:shouldHighlightItemAt:)`. Nil: any that may be selected or activated.
    public var shouldHighlight: ((ItemID) -> Bool)?

    /// Which items the user may reorder and what happens once they have (UIKit's `reorderingHandlers`); the
    /// default allows none.
    public var reorderingHandlers = DataSourceReorderingHandlers<SectionID, ItemID>() {
        didSet { installReordering(reorderingHandlers) }
    }

    /// The expansion or collapse a disclosure click started last (tests await it).
    var lastToggle: Task<Void, Never>?
    /// The apply a reorder started last (tests await it).
    var lastReorder: Task<Void, Never>?

    private var data: SnapshotLayoutData<SectionID, ItemID>
    private var cellContent: (ItemPath, ItemID, CellState) -> CellContent?
    private var supplementaries: [String: SupplementaryRegistration<SectionID>] = [:]
    /// Supplementaries that registrations do not describe (nil: nothing there), for a binding that knows
    /// each section's header and footer itself.
    var supplementaryContent: ((String, ItemPath, SectionID) -> CellContent?)?

    /// Binds a new store to `model`: `cellProvider` gives the content of the cell showing an item (its path
    /// now, its identifier, the state the view draws it in); nil draws nothing there. The model shows the
    /// store's (empty) snapshot until the first apply.
    public convenience init(
        model: CollectionViewModel,
        cellProvider: @escaping (ItemPath, ItemID, CellState) -> CellContent?
    ) {
        self.init(model: model, store: DataSource<SectionID, ItemID>(), cellProvider: cellProvider)
        store.didApply = { [weak self] result in self?.present(result) }
    }

    /// Binds `store` to `model`; whoever owns the store's `didApply` hands each result to `present`.
    init(
        model: CollectionViewModel, store: DataSource<SectionID, ItemID>,
        cellProvider: @escaping (ItemPath, ItemID, CellState) -> CellContent?
    ) {
        view = model
        self.cellContent = cellProvider
        self.store = store
        data = SnapshotLayoutData(store.snapshot)
        model.engine.setDataSource(data)
        // The model keeps the data source through its providers (see the type's discussion).
        model.replaceProviders(
            cell: { path in self.cell(at: path) },
            supplementary: { kind, path in self.supplementary(ofKind: kind, at: path) })
        model.cellState = { path in self.state(at: path) }
        model.callbacks.binding = self
    }

    /// Binds a new store to `model`, every cell described by `registration`.
    public convenience init(model: CollectionViewModel, registration: CellRegistration<ItemID>) {
        self.init(model: model) { path, item, state in registration.content(at: path, item: item, state: state) }
    }

    /// Describes the supplementaries of `registration.elementKind` (a later registration of a kind replaces
    /// the earlier one). Sizes measured before it are measured again: what they measured has changed.
    public func register(_ registration: SupplementaryRegistration<SectionID>) {
        supplementaries[registration.elementKind] = registration
        view?.engine.invalidateAllMeasurements()
        view?.setNeedsDisplay()
    }

    // MARK: Applying

    /// The snapshot presented now.
    public var snapshot: Snapshot<SectionID, ItemID> { store.snapshot }

    /// Presents `snapshot`: diffs it against what is shown and updates the view with the changes — inserts,
    /// deletes and moves animated when `animatingDifferences` is true. Returns what changed.
    @discardableResult
    public func apply(
        _ snapshot: Snapshot<SectionID, ItemID>,
        animatingDifferences: Bool = true
    ) async -> ApplyResult<SectionID, ItemID> {
        await store.apply(snapshot, animated: animatingDifferences)
    }

    /// Presents `snapshot` as `apply(_:animatingDifferences:)` does, leaving the scroll position where `scroll`
    /// says — kept, at the top, back at an offset saved before, or with an item in view — as the update lands, so
    /// an animated change runs to it. (UIKit's apply cannot say; its apps scroll after it, and the rows jump.)
    @discardableResult
    public func apply(
        _ snapshot: Snapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
        scroll: UpdateScroll
    ) async -> ApplyResult<SectionID, ItemID> {
        await store.apply(snapshot, animated: animatingDifferences, context: ScrollRequest(scroll: scroll))
    }

    /// An apply's scroll request, travelling with its snapshot to `present`.
    private struct ScrollRequest: Sendable {
        var scroll: UpdateScroll
    }

    /// The outline of `section`, as last applied with `apply(_:to:animatingDifferences:)` (UIKit's
    /// `snapshot(for:)`); nil for a section applied as a whole snapshot. A registration reads an item's
    /// `level(of:)` in it to indent an outline's rows.
    public func snapshot(for section: SectionID) -> SectionSnapshot<ItemID>? { store.sectionSnapshot(for: section) }

    /// Replaces the items of `section` with `sectionSnapshot`'s visible ones (an outline: children of
    /// collapsed parents are left out), adding the section at the end when it is new.
    @discardableResult
    public func apply(
        _ sectionSnapshot: SectionSnapshot<ItemID>, to section: SectionID,
        animatingDifferences: Bool = true
    ) async -> ApplyResult<SectionID, ItemID> {
        await store.apply(sectionSnapshot, to: section, animated: animatingDifferences)
    }

    /// Expands `item` of the outline in `section`; false when it has no children or a handler refused.
    @discardableResult
    public func expand(_ item: ItemID, inSection section: SectionID, animated: Bool = true) async -> Bool {
        await store.expand(item, inSection: section, animated: animated)
    }

    /// Collapses `item` of the outline in `section`; false when it was not expanded or a handler refused.
    @discardableResult
    public func collapse(_ item: ItemID, inSection section: SectionID, animated: Bool = true) async -> Bool {
        await store.collapse(item, inSection: section, animated: animated)
    }

    // MARK: Layout

    /// Switches the view to `layout`, its cells now described by `registration` (a list's rows become a grid's
    /// tiles), with the animated morph (kept still around `anchor`, else the first visible item). The data
    /// source stays the view's provider: UIKit's `setCollectionViewLayout(_:animated:)` with the cell
    /// registration of the new layout. Without `registration` the cells stay as they are.
    public func setLayout(
        _ layout: CompositionalLayout, registration: CellRegistration<ItemID>? = nil,
        animated: Bool = true, anchor: ItemID? = nil
    ) {
        let anchorPath = anchor.flatMap(indexPath(for:))
        guard let registration else { return model.setLayout(layout, animated: animated, anchor: anchorPath) }
        // The morph starts from exactly what is on screen: the leaving side is drawn by the registration that drew
        // it (captured now), the arriving side by the new one — as the model's own `setLayout(_:cell:)` does.
        let leaving = cellContent
        model.sources.cell = { [unowned self] path in cell(at: path, content: leaving) }
        cellContent = { path, item, state in registration.content(at: path, item: item, state: state) }
        model.setLayout(layout, cell: { [unowned self] path in cell(at: path) }, animated: animated, anchor: anchorPath)
    }

    // MARK: Selection

    /// Selects `item` as the app (not the user) does — UIKit's `selectItem(at:animated:scrollPosition:)`: it
    /// replaces the selection in single mode and joins it in multiple mode, the keyboard cursor moves to it, and
    /// with a `scrollPosition` the view scrolls to show it there — gliding when `animated`, at once otherwise.
    /// Nil deselects everything. Neither `shouldSelect` nor `didSelect` is asked or told, as in UIKit. Does
    /// nothing for an item not presented.
    public func selectItem(_ item: ItemID?, animated: Bool = false, scrollPosition: ScrollPosition? = nil) {
        guard let model = view else { return }
        defer { model.setNeedsDisplay() }
        guard let item else { return model.selection.clearSelection() }
        guard let path = indexPath(for: item) else { return }
        let identity = ElementIdentity(item)
        model.selection.select(identity)
        model.selection.cursor = identity
        if let scrollPosition { model.scroll(toItem: path, position: scrollPosition, animated: animated) }
    }

    /// Deselects `item` as the app does — UIKit's `deselectItem(at:animated:)`; the cursor stays. Neither
    /// `shouldDeselect` nor `didDeselect` is asked or told.
    public func deselectItem(_ item: ItemID) {
        guard let model = view else { return }
        model.selection.deselect(ElementIdentity(item))
        model.setNeedsDisplay()
    }

    /// The identifiers of the selected items, in display order.
    public var selectedItems: [ItemID] {
        model.selection.selected.compactMap { data.path(ofItem: $0) }.sorted().compactMap(itemIdentifier(for:))
    }

    /// Tells `didDeselect` and `didSelect` what an input's selection change lost and gained, in display order.
    func selectionChanged(gained: Set<ElementIdentity>, lost: Set<ElementIdentity>) {
        func items(_ identities: Set<ElementIdentity>) -> [ItemID] {
            identities.compactMap { identity in data.path(ofItem: identity).map { (identity, $0) } }
                .sorted { $0.1 < $1.1 }.compactMap { $0.0.value(as: ItemID.self) }
        }
        if !lost.isEmpty, let didDeselect { didDeselect(items(lost)) }
        if !gained.isEmpty, let didSelect { didSelect(items(gained)) }
    }

    // MARK: Outlines

    /// Expands or collapses the outline parent at `path` (its disclosure was clicked), animated; false when no
    /// section snapshot has children under the item there. The change runs as `lastToggle`.
    func toggleOutline(at path: ItemPath) -> Bool {
        guard let item = itemIdentifier(for: path), let section = sectionIdentifier(for: path.section),
            let outline = store.sectionSnapshot(for: section), outline.contains(item), outline.isExpandable(item)
        else { return false }
        let expanded = outline.isExpanded(item)
        lastToggle = Task { @MainActor in
            if expanded { await collapse(item, inSection: section) } else { await expand(item, inSection: section) }
        }
        return true
    }

    /// The outline row at `path`, for the keyboard: nil where the item is in no section snapshot.
    func outlineRow(at path: ItemPath) -> OutlineRow? {
        guard let item = itemIdentifier(for: path), let section = sectionIdentifier(for: path.section),
            let outline = store.sectionSnapshot(for: section), outline.contains(item)
        else { return nil }
        return OutlineRow(
            isExpandable: outline.isExpandable(item), isExpanded: outline.isExpanded(item),
            parent: outline.parent(of: item).flatMap(indexPath(for:)),
            firstChild: outline.children(of: item).first.flatMap(indexPath(for:)))
    }

    /// Expands or collapses the outline parent at `path` (with every parent under it when `recursively`), animated;
    /// false when it is already so, or no section snapshot has children under it. The change runs as `lastToggle`.
    func setExpanded(at path: ItemPath, _ expanded: Bool, recursively: Bool) -> Bool {
        guard let item = itemIdentifier(for: path), let section = sectionIdentifier(for: path.section),
            let outline = store.sectionSnapshot(for: section), outline.contains(item), outline.isExpandable(item)
        else { return false }
        if !recursively && outline.isExpanded(item) == expanded { return false }
        lastToggle = Task { @MainActor in
            guard expanded else { return _ = await collapse(item, inSection: section) }
            _ = await expand(item, inSection: section)
            guard recursively, var unfolded = store.sectionSnapshot(for: section) else { return }
            let parents = unfolded.snapshot(of: item).items.filter {
                unfolded.isExpandable($0) && !unfolded.isExpanded($0)
            }
            guard !parents.isEmpty else { return }
            unfolded.expand(parents)
            await apply(unfolded, to: section)
        }
        return true
    }

    // MARK: Identifiers

    /// The identifier of the item at `path` now, or nil when nothing is there.
    public func itemIdentifier(for path: ItemPath) -> ItemID? { data.itemIdentifier(at: path) }

    /// Where `item` is now, or nil when it is not presented.
    public func indexPath(for item: ItemID) -> ItemPath? { data.path(ofItem: ElementIdentity(item)) }

    /// The identifier of section `index` now, or nil when there is no such section.
    public func sectionIdentifier(for index: Int) -> SectionID? { data.sectionIdentifier(at: index) }

    // MARK: Providing

    /// Hands a landed apply to the view; `swap` runs with the data's own swap, once the model has captured
    /// the departing cells (until then the providers describe the old data).
    func present(_ result: ApplyResult<SectionID, ItemID>, swap: @escaping () -> Void = {}) {
        let next = SnapshotLayoutData(store.snapshot)
        guard let model = view else {
            data = next
            swap()
            return
        }
        if let request = result.context as? ScrollRequest { model.scrolling.nextUpdate = request.scroll }
        model.update(to: next, changes: result.changeSet, animated: result.animated) { [weak self] in
            self?.data = next
            swap()
        }
        didApply?(result)
    }

    private func cell(at path: ItemPath) -> CellContent? { cell(at: path, content: cellContent) }

    /// The cell at `path` as `content` describes it (a layout switch's leaving side keeps the one it had).
    private func cell(
        at path: ItemPath,
        content: (ItemPath, ItemID, CellState) -> CellContent?
    ) -> CellContent? {
        guard let item = data.itemIdentifier(at: path) else { return nil }
        let state = view?.presentedState(at: path, identity: ElementIdentity(item)) ?? CellState()
        return content(path, item, state)
    }

    private func state(at path: ItemPath) -> CellState {
        guard let item = data.itemIdentifier(at: path) else { return CellState() }
        var state = cellState?(path, item) ?? CellState()
        // The store's outline may be newer than the data drawn (departing cells are described before the swap).
        if let section = data.sectionIdentifier(at: path.section), let outline = store.sectionSnapshot(for: section),
            outline.contains(item)
        {
            state.isExpanded = outline.isExpanded(item)
        }
        return state
    }

    private func supplementary(ofKind kind: String, at path: ItemPath) -> CellContent? {
        guard let section = data.sectionIdentifier(at: path.section) else { return nil }
        guard let registration = supplementaries[kind] else { return supplementaryContent?(kind, path, section) }
        return registration.content(at: path, section: section)
    }
}

extension CollectionViewModel {
    /// A view of `layout` with no data yet, for a `CollectionViewDataSource` to feed (UIKit's
    /// `UICollectionView(frame:collectionViewLayout:)`).
    public convenience init(
        layout: CompositionalLayout, viewportSize: Size, scale: Double = 1,
        measurer: any TextMeasuring
    ) {
        self.init(layout: layout, data: ItemCounts([]), viewportSize: viewportSize, scale: scale, measurer: measurer) {
            _ in nil
        }
    }
}

/// The model's input asks the data source bound to it (`ModelBinding`): its outlines, and the app's handlers.
extension CollectionViewDataSource: ModelBinding {
    func isFoldedAway(_ identity: ElementIdentity) -> Bool {
        guard let item = identity.value(as: ItemID.self) else { return false }
        return store.snapshot.sectionIdentifiers.contains { section in
            store.sectionSnapshot(for: section).map { $0.contains(item) && !$0.isVisible(item) } ?? false
        }
    }

    func maySelect(_ identity: ElementIdentity) -> Bool { may(shouldSelect, identity) }
    func mayDeselect(_ identity: ElementIdentity) -> Bool { may(shouldDeselect, identity) }
    func mayHighlight(_ identity: ElementIdentity) -> Bool { may(shouldHighlight, identity) }

    /// What `handler` answers for the item `identity` names; true without a handler, or for another kind of item.
    private func may(_ handler: ((ItemID) -> Bool)?, _ identity: ElementIdentity) -> Bool {
        guard let handler, let item = identity.value(as: ItemID.self) else { return true }
        return handler(item)
    }
}
