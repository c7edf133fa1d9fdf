import DiffableDataSource

/// The content of an item of a declarative list that describes its own cell: Listable's `ItemContent`, whose
/// content value also says how it looks.
///
/// ```swift
/// struct DemoItem: CellItemContent, Equatable {
///     var text: String
///     var identifier: String { text }
///
///     func cellContent(state: CellState) -> CellContent {
///         var content = ListContentConfiguration.cell()
///         content.text = text
///         return CellContent(content: content, background: .listGroupedCell())
///     }
/// }
/// ```
///
/// `cellContent(state:)` runs for every visible cell in every frame it is drawn: build a value, do nothing slow.
public protocol CellItemContent: ItemContent {
    /// What the cell showing this item draws in `state` (selected, focused, expanded, …).
    func cellContent(state: CellState) -> CellContent
}

/// The content of a section header or footer of a declarative list that describes its own view.
///
/// ```swift
/// struct DemoHeader: CellHeaderFooterContent, Equatable {
///     var title: String
///
///     func cellContent() -> CellContent {
///         var content = ListContentConfiguration.groupedHeader()
///         content.text = title
///         return CellContent(content: content)
///     }
/// }
/// ```
public protocol CellHeaderFooterContent: HeaderFooterContent {
    /// What the header or footer draws.
    func cellContent() -> CellContent
}
