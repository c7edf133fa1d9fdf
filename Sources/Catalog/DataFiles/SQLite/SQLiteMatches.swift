import Foundation
import JSONInput

/// The rows of a SQLite table that a search matches (`CatalogRowSearch`), in the table's order as shown (its own,
/// or a column's), found by one query and then read a page at a time as the table's own rows are.
///
/// The query reads the rowid and the row's columns (or the one the search names), on a connection of its own (the
/// window's reads of the table go on while it runs), narrowed by `LIKE` over those columns when the search's needle
/// is ASCII; `CatalogRowSearch.matches` decides each row it returns, on the item the row makes, so the matches are
/// exactly those a scan of the items finds. What is kept is the matches' rowids, 8 bytes each.
final class SQLiteMatches: CatalogRowSource, @unchecked Sendable {
    /// The table, in the order searched.
    let rows: SQLiteRows
    let search: CatalogRowSearch
    /// The matching rows' rowids, in order.
    let rowIDs: [Int64]

    private let pages = RowPageCache(pageSize: SQLiteRows.pageSize, capacity: SQLiteRows.cachedPages)

    /// The rows of `rows` that `search` matches; nil for rows without rowids (a view: scan it), when the database
    /// cannot be read, or when `isCancelled` stopped the query. `onFirst` is called with the first `firstBatch`
    /// matches once they are found, before the rest.
    init?(
        searching rows: SQLiteRows, for search: CatalogRowSearch, firstBatch: Int = .max,
        onFirst: (SQLiteMatches) -> Void = { _ in }, isCancelled: () -> Bool
    ) {
        guard rows.hasRowID, let reader = try? SQLiteDatabase(path: rows.database.source) else { return nil }
        let names = rows.columnNames.map(SQLiteDatabase.quoted)
        // A search narrowed to a column the table lacks finds nothing; to one it has, looks there only.
        let searched =
            search.column.map { column in rows.columns.firstIndex(of: column).map { [names[$0]] } ?? [] } ?? names
        var sql =
            "SELECT rowid, \(names.isEmpty ? "NULL" : names.joined(separator: ", ")) FROM \(SQLiteDatabase.quoted(rows.relation))"
        var arguments: [SQLiteArgument] = []
        if searched.isEmpty {
            sql += " WHERE 0"
        } else if let needle = search.needle, !needle.isEmpty {
            // LIKE is ASCII case-insensitive: a row it passes over cannot match.
            let escaped = needle.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
            sql += " WHERE " + searched.map { "\($0) LIKE ?1 ESCAPE '\\'" }.joined(separator: " OR ")
            arguments = [.text("%\(escaped)%")]
        }
        if let order = rows.order {
            sql +=
                " ORDER BY \(SQLiteDatabase.quoted(rows.columnNames[order.column])) \(order.ascending ? "ASC" : "DESC"), rowid"
        } else {
            sql += " ORDER BY rowid"
        }
        var found: [Int64] = []
        do {
            try reader.query(sql, arguments, isCancelled: isCancelled) { row in
                guard let rowID = row[0].flatMap({ Int64($0) }) else { return true }
                let item = rows.item(Array(row.dropFirst()), id: "")
                guard search.matches(item) else { return true }
                found.append(rowID)
                if found.count == firstBatch { onFirst(SQLiteMatches(rows: rows, search: search, rowIDs: found)) }
                return true
            }
        } catch {
            return nil
        }
        // A query quicker than the database's first progress check (a narrow one) is still a search no longer wanted.
        if isCancelled() { return nil }
        self.rows = rows
        self.search = search
        rowIDs = found
    }

    /// The matches `rowIDs` of `rows` for `search`, found already.
    init(rows: SQLiteRows, search: CatalogRowSearch, rowIDs: [Int64]) {
        self.rows = rows
        self.search = search
        self.rowIDs = rowIDs
    }

    var count: Int { rowIDs.count }

    func id(at position: Int) -> String { rows.id(number: rowIDs[position]) }

    func position(ofID id: String) -> Int? {
        guard id.hasPrefix(rows.relation + "#"), let number = Int64(id.dropFirst(rows.relation.count + 1)) else {
            return nil
        }
        return rowIDs.firstIndex(of: number)
    }

    func item(at position: Int) -> CatalogItem {
        pages.item(at: position, read: read(page:)) ?? CatalogItem(id: id(at: position), title: "")
    }

    /// The items of page `page`, by their rowids (a row no longer there is an empty item).
    private func read(page: Int) -> [CatalogItem] {
        let wanted = rowIDs[(page * SQLiteRows.pageSize)..<min(rowIDs.count, (page + 1) * SQLiteRows.pageSize)]
        let marks = Array(repeating: "?", count: wanted.count).joined(separator: ",")
        var byRowID: [Int64: CatalogItem] = [:]
        byRowID.reserveCapacity(wanted.count)
        try? rows.database.query(
            "SELECT rowid, * FROM \(SQLiteDatabase.quoted(rows.relation)) WHERE rowid IN (\(marks))",
            wanted.map { .integer($0) }
        ) { row in
            if let rowID = row[0].flatMap({ Int64($0) }) {
                byRowID[rowID] = rows.item(Array(row.dropFirst()), id: rows.id(number: rowID))
            }
            return true
        }
        return wanted.map { byRowID[$0] ?? CatalogItem(id: rows.id(number: $0), title: "") }
    }

    func sorted(by key: String?, ascending: Bool) -> (any CatalogRowSource)? {
        guard let sorted = rows.sorted(by: key, ascending: ascending) as? SQLiteRows else { return nil }
        return SQLiteMatches(searching: sorted, for: search, isCancelled: { false })
    }

    /// A search within the matches scans them (nil): a query would have to repeat this one's.
    func matching(
        _ search: CatalogRowSearch, firstBatch: Int, onFirst: (any CatalogRowSource) -> Void,
        isCancelled: () -> Bool
    ) -> (any CatalogRowSource)? { nil }
}
