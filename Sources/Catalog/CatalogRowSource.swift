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
    /// The items `search` matches, in this order, found by the source itself (a database's query); nil when it
    /// cannot search (a caller scans the items) or `isCancelled` stopped it. Once `firstBatch` are found, before
    /// the rest, `onFirst` is called with them: the first of the matches, in their order.
    func matching(_ search: CatalogRowSearch, firstBatch: Int, onFirst: (any CatalogRowSource) -> Void,
                  isCancelled: () -> Bool) -> (any CatalogRowSource)?
}

/// What a search looks for, for a source that searches itself (`CatalogItems.matching(_:isCancelled:)`): items whose
/// title or subtitle `matches` accepts. `needle`, when given, is ASCII text that every match holds in its title or
/// subtitle in some ASCII case: a database narrows its rows by it (`LIKE`) before `matches` decides.
public struct CatalogRowSearch: Sendable {
    /// ASCII text every match holds, in any ASCII case (nil: none known; every row is asked).
    public var needle: String?
    /// Whether an item of this title and subtitle matches.
    public var matches: @Sendable (_ title: String, _ subtitle: String?) -> Bool

    /// Creates a search.
    public init(needle: String?, matches: @escaping @Sendable (_ title: String, _ subtitle: String?) -> Bool) {
        self.needle = needle.flatMap { $0.utf8.allSatisfy { $0 < 0x80 } ? $0 : nil }
        self.matches = matches
    }
}
