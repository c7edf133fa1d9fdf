/// Rows read from somewhere else as they are asked for, a page at a time — a SQLite table's (`SQLiteRows`), a
/// PostgreSQL server's (the PostgreSQLSource library), or any backend an app implements it for — shown as
/// a section's items: `CatalogItems(source:)` reads them through this, and nothing is read until an item is.
///
/// A source answers from the calling thread (the window's, while it draws): one that reads over a network
/// answers at once with what it has — a placeholder item for rows not read yet — reads on a thread of its own,
/// and tells its app when rows arrive (PostgreSQLSource's `onChange`). Its count may be an estimate it refines.
///
/// ```swift
/// final class Numbers: CatalogRowSource {
///     let count = 1_000_000
///     func item(at position: Int) -> CatalogItem { CatalogItem(id: "n\(position)", title: "\(position)") }
///     func id(at position: Int) -> String { "n\(position)" }
///     func position(ofID id: String) -> Int? { Int(id.dropFirst()) }
///     func sorted(by key: String?, ascending: Bool) -> (any CatalogRowSource)? { nil }
///     func matching(_ search: CatalogRowSearch, firstBatch: Int, onFirst: (any CatalogRowSource) -> Void,
///                   isCancelled: () -> Bool) -> (any CatalogRowSource)? { nil }
/// }
/// let section = CatalogSection(id: "numbers", title: "Numbers", items: CatalogItems(source: Numbers()))
/// ```
public protocol CatalogRowSource: AnyObject, Sendable {
    /// How many items there are.
    var count: Int { get }
    /// Whether `count` is an estimate the source refines as it reads (a database's planner's), not a count.
    var isCountEstimated: Bool { get }
    /// The item at `position` (0 ..< count); an item that can no longer be read (the file changed) is empty.
    func item(at position: Int) -> CatalogItem
    /// The id of the item at `position`.
    func id(at position: Int) -> String
    /// The position of the item whose id is `id`, found by the source (a database's query) without reading the
    /// items before it; nil when none has it.
    func position(ofID id: String) -> Int?
    /// The same items ordered by their title (`key` nil) or metadata `key`, by the source itself (a database's
    /// `ORDER BY`); nil when it cannot order them.
    func sorted(by key: String?, ascending: Bool) -> (any CatalogRowSource)?
    /// The items `search` matches, in this order, found by the source itself (a database's query); nil when it
    /// cannot search (a caller scans the items) or `isCancelled` stopped it. Once `firstBatch` are found, before
    /// the rest, `onFirst` is called with them: the first of the matches, in their order.
    func matching(
        _ search: CatalogRowSearch, firstBatch: Int, onFirst: (any CatalogRowSource) -> Void,
        isCancelled: () -> Bool
    ) -> (any CatalogRowSource)?
    /// The rows in groups by their value in `column` (a column of the catalogue's table), each group's rows in this
    /// source's order, the groups in their values' order with the rows without one last (titled ""): nil when the
    /// source does not group on its own side (the catalogue then groups what it reads) or `isCancelled` said so.
    func grouped(by column: String, isCancelled: () -> Bool) -> [CatalogRowGroup]?
}

extension CatalogRowSource {
    /// A source's count is a count unless it says otherwise.
    public var isCountEstimated: Bool { false }

    /// No grouping of its own: a source that groups its rows where they are (a database's `GROUP BY`) says so.
    public func grouped(by column: String, isCancelled: () -> Bool) -> [CatalogRowGroup]? { nil }
}

/// One group of a source's rows, by their value in a column (`CatalogRowSource.grouped(by:isCancelled:)`).
public struct CatalogRowGroup: Sendable {
    /// The value the rows hold ("" for the rows without one).
    public var value: String
    /// The rows, read as the source's are.
    public var rows: any CatalogRowSource

    /// The group of `rows` holding `value`.
    public init(value: String, rows: any CatalogRowSource) {
        self.value = value
        self.rows = rows
    }
}

/// What a search looks for, for a source that searches itself (`CatalogItems.matching(_:isCancelled:)`): items
/// `matches` accepts, looking at any of their values or only `column`'s. `needle`, when given, is ASCII text that every
/// match holds in one of those values in some ASCII case: a database narrows its rows by it (`LIKE`) before
/// `matches` decides.
public struct CatalogRowSearch: Sendable {
    /// ASCII text every match holds, in any ASCII case (nil: none known; every row is asked).
    public var needle: String?
    /// What is looked for, trimmed of spaces (any script): what a source that matches on its own side looks for.
    public var text: String
    /// The column the search looks in (the catalogue table's name for it), nil for every value.
    public var column: String?
    /// Whether an item matches.
    public var matches: @Sendable (CatalogItem) -> Bool

    /// A search for `needle` in every value, or in `column`'s only, decided by `matches`.
    public init(needle: String?, column: String? = nil, matches: @escaping @Sendable (CatalogItem) -> Bool) {
        self.text = needle ?? ""
        self.column = column
        self.needle = needle.flatMap { $0.utf8.allSatisfy { $0 < 0x80 } ? $0 : nil }
        self.matches = matches
    }
}
