/// Items read from somewhere else as they are asked for, a page at a time: a SQLite table's rows
/// (`SQLiteRows`). `CatalogItems` reads them through this; nothing is read until an item is.
protocol CatalogRowSource: AnyObject, Sendable {
    /// How many items there are.
    var count: Int { get }
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
}
