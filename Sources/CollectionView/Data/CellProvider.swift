import LatticeLayout

/// Joins snapshot data with registrations into the two closures a `CollectionViewModel` takes: `cell` and
/// `supplementary`.
///
/// For a path it looks up the item (or section) identifier in the current `SnapshotLayoutData`, chooses a
/// registration and asks it for the content. Paths out of range, and supplementary kinds with no
/// registration, give nil (nothing drawn, nothing measured).
///
/// A sidebar whose sections start with a header row (`headerMode = .firstItemInSection`), with one
/// registration for header rows and one for their children:
///
/// ```swift
/// enum Row: Hashable, Sendable { case header(String), place(String) }
///
/// let header = CellRegistration<Row> { _, row, _ in
///     var content = ListContentConfiguration.sidebarHeader()
///     if case .header(let title) = row { content.text = title }
///     return CellContent(content: content, accessories: [CellAccessory(.outlineDisclosure)])
/// }
/// let place = CellRegistration<Row> { _, row, state in
///     var content = ListContentConfiguration.sidebarCell()
///     if case .place(let name) = row { content.text = name }
///     content.image = .icon("folder-symbolic")
///     return CellContent(content: content, background: .listSidebarCell())
/// }
///
/// var snapshot = Snapshot<String, Row>()
/// snapshot.appendSections(["places"])
/// snapshot.appendItems([.header("Places"), .place("Home"), .place("Music")], toSection: "places")
/// var current = SnapshotLayoutData(snapshot)   // replace it (and `engine.setDataSource`) on every apply
///
/// let provider = CellProvider(data: { current }) { path, _ in path.item == 0 ? header : place }
/// var config = ListConfiguration(appearance: .sidebar)
/// config.headerMode = .firstItemInSection
/// let model = CollectionViewModel(layout: .list(using: config), data: current, viewportSize: size,
///                                 measurer: measurer, supplementary: provider.supplementary,
///                                 cell: provider.cell)
/// ```
///
/// The `data` closure is called on every lookup: return a stored value (as above), never build a
/// `SnapshotLayoutData` in it (building one indexes every item). `cell` and `supplementary` capture the
/// provider as it is when they are read: set `state` and the registrations first.
public struct CellProvider<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The data paths refer to, read on every lookup.
    public var data: () -> SnapshotLayoutData<SectionID, ItemID>
    /// Chooses the registration for the item at a path (header rows and children, folders and files, …).
    public var registration: (ItemPath, ItemID) -> CellRegistration<ItemID>
    /// Supplementary registrations by element kind.
    public var supplementaryRegistrations: [String: SupplementaryRegistration<SectionID>]
    /// The state handed to cell registrations (selection, expansion, …); by default every flag is off.
    /// Give it the same state the model draws with (`CollectionViewModel.cellState`) so content that depends
    /// on state (an expanded chevron) agrees with the drawing.
    public var state: (ItemPath) -> CellState

    /// A provider over the data `data` returns, choosing a registration per item with `registration`.
    ///
    /// Supplementary registrations are keyed by their `elementKind`; when two share a kind, the last wins.
    public init(
        data: @escaping () -> SnapshotLayoutData<SectionID, ItemID>,
        supplementaries: [SupplementaryRegistration<SectionID>] = [],
        state: @escaping (ItemPath) -> CellState = { _ in CellState() },
        registration: @escaping (ItemPath, ItemID) -> CellRegistration<ItemID>
    ) {
        self.data = data
        self.registration = registration
        self.supplementaryRegistrations = Dictionary(
            supplementaries.map { ($0.elementKind, $0) },
            uniquingKeysWith: { _, last in last })
        self.state = state
    }

    /// A provider over the data `data` returns, with one registration for every item.
    public init(
        data: @escaping () -> SnapshotLayoutData<SectionID, ItemID>, registration: CellRegistration<ItemID>,
        supplementaries: [SupplementaryRegistration<SectionID>] = [],
        state: @escaping (ItemPath) -> CellState = { _ in CellState() }
    ) {
        self.init(data: data, supplementaries: supplementaries, state: state, registration: { _, _ in registration })
    }

    /// A provider over fixed data (it never changes), choosing a registration per item with `registration`.
    public init(
        data: SnapshotLayoutData<SectionID, ItemID>,
        supplementaries: [SupplementaryRegistration<SectionID>] = [],
        state: @escaping (ItemPath) -> CellState = { _ in CellState() },
        registration: @escaping (ItemPath, ItemID) -> CellRegistration<ItemID>
    ) {
        self.init(data: { data }, supplementaries: supplementaries, state: state, registration: registration)
    }

    /// A provider over fixed data (it never changes), with one registration for every item.
    public init(
        data: SnapshotLayoutData<SectionID, ItemID>, registration: CellRegistration<ItemID>,
        supplementaries: [SupplementaryRegistration<SectionID>] = [],
        state: @escaping (ItemPath) -> CellState = { _ in CellState() }
    ) {
        self.init(
            data: { data }, supplementaries: supplementaries, state: state,
            registration: { _, _ in registration })
    }

    /// The content of the cell at `path`, or nil when no item is there.
    public func content(at path: ItemPath) -> CellContent? {
        guard let item = data().itemIdentifier(at: path) else { return nil }
        return registration(path, item).content(at: path, item: item, state: state(path))
    }

    /// The content of the supplementary of `kind` at `path`, or nil when no registration has that kind or
    /// `path.section` is not a section (layout-level supplementaries, section -1, are not served here).
    public func supplementaryContent(ofKind kind: String, at path: ItemPath) -> CellContent? {
        guard let registration = supplementaryRegistrations[kind],
            let section = data().sectionIdentifier(at: path.section)
        else { return nil }
        return registration.content(at: path, section: section)
    }

    /// `content(at:)` as the closure `CollectionViewModel` takes for cells (a copy of this provider).
    public var cell: (ItemPath) -> CellContent? {
        let provider = self
        return { provider.content(at: $0) }
    }

    /// `supplementaryContent(ofKind:at:)` as the closure `CollectionViewModel` takes for supplementaries
    /// (a copy of this provider).
    public var supplementary: (String, ItemPath) -> CellContent? {
        let provider = self
        return { provider.supplementaryContent(ofKind: $0, at: $1) }
    }
}
