/// A section's items, in order: held as values, or — for a CSV, TSV or JSON Lines file — as rows of the file's
/// bytes, each decoded into a `CatalogItem` when it is read.
///
/// A million rows held as items cost about 480 bytes each (their strings, their metadata arrays); held as rows
/// they cost 4 bytes (where the row starts; its line and section only where they break a run) over the file,
/// which is mapped, not copied (`MappedPages`). Every row was checked when the file was read, so decoding one again cannot fail, and what a row
/// decodes to is exactly the item a full read makes (tests compare the two).
///
/// Reading an item decodes its row each time: callers over many items ask for only what they need —
/// `id(at:)` (the main area's identifiers), `texts(at:)` (search) — which decode no more of a CSV row than those
/// fields (a JSON line decodes only whole).
///
/// ```swift
/// for index in section.items.indices where section.items.texts(at: index).title.contains("Dune") {
///     print(section.items[index].metadata)
/// }
/// ```
public struct CatalogItems: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    enum Storage: Sendable {
        case values([CatalogItem])
        /// Rows of `table`, by number, in order.
        case rows(CatalogRowTable, RowNumbers)
        /// Items of a source read a page at a time (a SQLite table).
        case source(any CatalogRowSource)
    }

    var storage: Storage

    /// Items held as values.
    public init(_ items: [CatalogItem] = []) { storage = .values(items) }

    /// Items held as values.
    public init(arrayLiteral elements: CatalogItem...) { storage = .values(elements) }

    /// The rows `rows` of `table`, in that order.
    init(rows: RowNumbers, of table: CatalogRowTable) { storage = .rows(table, rows) }

    /// The items of `source`, read as they are asked for.
    public init(source: any CatalogRowSource) { storage = .source(source) }

    /// Whether `count` is an estimate (items of a source that has not counted them: `CatalogRowSource.isCountEstimated`).
    public var isCountEstimated: Bool { source?.isCountEstimated ?? false }

    /// The source the items are read from, when they are a source's (nil: values or a file's rows).
    public var source: (any CatalogRowSource)? {
        if case .source(let source) = storage { source } else { nil }
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .values(let items): items.count
        case .rows(_, let rows): rows.count
        case .source(let source): source.count
        }
    }

    /// The item at `position`, decoded from its row when held as one.
    public subscript(position: Int) -> CatalogItem {
        switch storage {
        case .values(let items): items[position]
        case .rows(let table, let rows): table.item(Int(rows[position]))
        case .source(let source): source.item(at: position)
        }
    }

    /// The id of the item at `position`, decoding no more of its row than the id.
    public func id(at position: Int) -> String {
        switch storage {
        case .values(let items): items[position].id
        case .rows(let table, let rows): table.id(Int(rows[position]))
        case .source(let source): source.id(at: position)
        }
    }

    /// Every item's id, in order (`map(\.id)`, decoding only the ids).
    public var ids: [String] { indices.map(id(at:)) }

    /// The title and subtitle of the item at `position` (what a search matches), decoding no more of its row.
    public func texts(at position: Int) -> (title: String, subtitle: String?) {
        switch storage {
        case .values(let items): (items[position].title, items[position].subtitle)
        case .rows(let table, let rows): table.texts(Int(rows[position]))
        case .source(let source):
            {
                let item = source.item(at: position)
                return (item.title, item.subtitle)
            }()
        }
    }

    /// Whether the item at `position` may hold `needle` (ASCII, lower case) in its texts, in any ASCII case:
    /// false only when it certainly does not — a CSV row or JSON line whose bytes, all ASCII (and, in JSON, free
    /// of escapes), do not contain it — so a search reads `texts(at:)` of the few rows that may match instead of
    /// every row's. True for items held as values and a JSON document's items (their texts are at hand), and for
    /// needles holding a quote, a delimiter or a backslash.
    public func mayContain(asciiLowercased needle: [UInt8], at position: Int) -> Bool {
        guard case .rows(let table, let rows) = storage else { return true }
        return table.mayContain(needle, row: Int(rows[position]))
    }

    /// The items `search` matches, in this order, found by their source where it searches itself — a SQLite
    /// table's rows by one query over the columns their title and subtitle show, on a connection of its own, the
    /// matches then read a page at a time as the table's are; nil when the items are not read from such a source
    /// (scan them: `texts(at:)`) or `isCancelled` stopped the search. Once `firstBatch` matches are found, before
    /// the rest, `onFirst` is called with them (the first of the matches, in order), so a caller can show them.
    public func matching(
        _ search: CatalogRowSearch, firstBatch: Int = .max, onFirst: (CatalogItems) -> Void = { _ in },
        isCancelled: () -> Bool = { false }
    ) -> CatalogItems? {
        guard case .source(let source) = storage,
            let found = source.matching(
                search, firstBatch: firstBatch, onFirst: { onFirst(CatalogItems(source: $0)) },
                isCancelled: isCancelled)
        else { return nil }
        return CatalogItems(source: found)
    }

    /// The items at `positions` (indices of these items), in that order, sharing the rows they are read from.
    public func subset(_ positions: [Int]) -> CatalogItems {
        switch storage {
        case .values(let items): CatalogItems(positions.map { items[$0] })
        case .rows(let table, let rows): CatalogItems(rows: RowNumbers(positions.map { rows[$0] }), of: table)
        case .source(let source): CatalogItems(positions.map { source.item(at: $0) })
        }
    }

    /// The items at `picks` (each a position in some items), in that order: rows of one table when every pick
    /// is one (an order made of a file's rows stays rows), values otherwise.
    public init(gathering picks: [(items: CatalogItems, position: Int)]) {
        if case .rows(let table, _)? = picks.first?.items.storage {
            var rows: [UInt32] = []
            rows.reserveCapacity(picks.count)
            for pick in picks {
                guard case .rows(let other, let otherRows) = pick.items.storage, other === table else {
                    self.init(picks.map { $0.items[$0.position] })
                    return
                }
                rows.append(otherRows[pick.position])
            }
            self.init(rows: RowNumbers(rows), of: table)
        } else {
            self.init(picks.map { $0.items[$0.position] })
        }
    }

    /// Whether the items are read from a file's rows as they are asked for (false: held as values).
    public var isReadFromRows: Bool {
        switch storage {
        case .rows, .source: true
        case .values: false
        }
    }

    /// Equal when they hold the same items in the same order (rows of one table compare by number).
    public static func == (lhs: CatalogItems, rhs: CatalogItems) -> Bool {
        if case .rows(let left, let leftRows) = lhs.storage, case .rows(let right, let rightRows) = rhs.storage,
            left === right
        {
            return leftRows == rightRows
        }
        if case .source(let left) = lhs.storage, case .source(let right) = rhs.storage, left === right { return true }
        return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the count and the first item: equal collections agree on both, and hashing a million rows would
    /// decode them all.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        if let first { hasher.combine(first) }
    }
}
