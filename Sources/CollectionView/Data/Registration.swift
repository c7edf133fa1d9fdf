import LatticeLayout

/// How the cells of one kind of item look: a value holding a closure from an item to its `CellContent`.
///
/// UIKit's `UICollectionView.CellRegistration` with value types: there is no cell to dequeue or configure,
/// the handler returns the content description and the view draws (and measures) it. A registration is
/// cheap to copy; make one per kind of row (a header row, a child row) and choose between them per item in
/// a `CellProvider`.
///
/// ```swift
/// let place = CellRegistration<String> { _, name, _ in
///     var content = ListContentConfiguration.sidebarCell()
///     content.text = name
///     return CellContent(content: content, background: .listSidebarCell())
/// }
/// ```
public struct CellRegistration<ItemID: Hashable & Sendable> {
    private let handler: (ItemPath, ItemID, CellState) -> CellContent

    /// Creates a registration; `handler` receives the item's path in the current data, its identifier and
    /// its state (selected, expanded, …) and returns what the cell shows. It runs on the main actor, while a
    /// frame is drawn or measured (the view asks for the cells it shows, and again when their state changes): keep
    /// it quick, and read what it needs from values it captures.
    public init(_ handler: @escaping (ItemPath, ItemID, CellState) -> CellContent) {
        self.handler = handler
    }

    /// The content of the cell showing `item` at `path` in `state`.
    public func content(at path: ItemPath, item: ItemID, state: CellState) -> CellContent {
        handler(path, item, state)
    }
}

/// How supplementary views of one element kind look (section headers, footers, badges): a value holding a
/// closure from a section to its `CellContent`.
///
/// UIKit's `UICollectionView.SupplementaryRegistration` with value types. The handler receives the element's
/// path (item 0 for boundary supplementaries; the item's path for supplementaries attached to an item) and
/// the identifier of its section.
///
/// ```swift
/// let header = SupplementaryRegistration<String>(elementKind: ElementKind.sectionHeader) { _, section in
///     var content = ListContentConfiguration.plainHeader()
///     content.text = section
///     return CellContent(content: content, background: .listHeader())
/// }
/// ```
public struct SupplementaryRegistration<SectionID: Hashable & Sendable> {
    /// The element kind this registration describes (`ElementKind.sectionHeader`, a custom kind, …).
    public let elementKind: String
    private let handler: (ItemPath, SectionID) -> CellContent

    /// Creates a registration for supplementaries of `elementKind`.
    public init(elementKind: String, _ handler: @escaping (ItemPath, SectionID) -> CellContent) {
        self.elementKind = elementKind
        self.handler = handler
    }

    /// The content of the supplementary at `path` in section `section`.
    public func content(at path: ItemPath, section: SectionID) -> CellContent {
        handler(path, section)
    }
}
