import Foundation
import InputFiles
import JSONInput

/// A SQLite database as a catalogue: a section per table and view (in the order the schema lists them,
/// SQLite's own tables left out), each holding its rows, read a page at a time as they are shown
/// (`SQLiteRows`): a table of ten million rows is counted, not read, when it opens.
enum SQLiteCatalog {
    /// The catalogue of the database at `path`, titled `title`.
    /// `titleColumn` titles each table's rows where the table has it.
    static func catalog(path: String, title: String, titleColumn: String? = nil) throws(InputError) -> Catalog {
        let database = try SQLiteDatabase(path: path)
        var relations: [(name: String, type: String)] = []
        try database.query(
            "SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid"
        ) { row in
            if let name = row[0], let type = row[1] { relations.append((name, type)) }
            return true
        }
        var sections: [CatalogSection] = []
        var columns: [String] = []
        var kinds: [String: ValueKind] = [:]
        var titleName: String?
        var own: [String: CatalogTable.SectionColumns] = [:]
        for relation in relations {
            let rows = try SQLiteRows(
                database: database, relation: relation.name, isView: relation.type == "view",
                titleColumn: titleColumn)
            sections.append(
                CatalogSection(
                    id: "\(relation.type):\(relation.name)", title: relation.name,
                    icon: relation.type == "view" ? "view-reveal-symbolic" : "x-office-spreadsheet-symbolic",
                    items: CatalogItems(source: rows)))
            if titleName == nil { titleName = rows.columns[rows.titleColumn] }
            own["\(relation.type):\(relation.name)"] = CatalogTable.SectionColumns(
                title: rows.columns[rows.titleColumn],
                others: rows.columns.enumerated().filter { $0.offset != rows.titleColumn }.map(\.element))
            for (index, column) in rows.columns.enumerated()
            where index != rows.titleColumn && !columns.contains(column) {
                columns.append(column)
                kinds[column] = rows.kinds[index]
            }
        }
        var catalog = Catalog(title: title, subtitle: path, sections: sections, sourcePath: path)
        catalog.table = CatalogTable(
            columns: [titleName ?? "Name"] + columns, titleColumn: 0,
            kinds: [.text] + columns.map { kinds[$0] ?? .text }, format: "SQLite")
        if own.count > 1 { catalog.table?.sectionColumns = own }
        return catalog
    }
}

/// The rows of one table or view of a SQLite database, read a page at a time as they are asked for and kept
/// in a small cache of pages: scrolling reads each page once, ahead of the rows on screen; a page after one
/// read is found by its rowid (`WHERE rowid > ?`, an index walk), another by `OFFSET`.
final class SQLiteRows: CatalogRowSource, @unchecked Sendable {
    let database: SQLiteDatabase
    /// The table's or view's name.
    let relation: String
    /// Its columns' names (unique) and the one titling the rows (`CatalogTable.titleColumn`).
    let columns: [String]
    /// The columns' names in SQL (`columns` may have made a repeated one unique).
    let columnNames: [String]
    let titleColumn: Int
    let kinds: [ValueKind]
    /// The columns a row's subtitle sums up (`CatalogTable.summarised`).
    let summaryColumns: [String]
    let count: Int
    /// Whether the rows have rowids (tables, unless `WITHOUT ROWID`; not views).
    let hasRowID: Bool
    /// The column the rows are ordered by, and which way (nil: the table's own order, by rowid).
    let order: (column: Int, ascending: Bool)?
    /// Where the pages of the table's own order start (tables with rowids).
    private let rowIDPages: SQLiteRowIDPages?

    /// Rows a page holds.
    static let pageSize = 256
    /// Pages kept; past that the cache starts again (about 64 × 256 rows: a few screens of the largest window).
    static let cachedPages = 64

    /// The pages read (`read(page:)` runs under its lock, which guards `lastRowIDs` too).
    private let pages = RowPageCache(pageSize: pageSize, capacity: cachedPages)
    /// The last rowid of each page read, to find the next page by.
    private var lastRowIDs: [Int: Int64] = [:]

    /// The rows of `relation` in `database`: counted, their columns named, their first page sampled for the title
    /// (a view's, when `isView`: numbered by position, as views have no rowid).
    init(
        database: SQLiteDatabase, relation: String, isView: Bool = false, titleColumn chosen: String? = nil
    ) throws(InputError) {
        self.database = database
        self.relation = relation
        let quoted = SQLiteDatabase.quoted(relation)
        // A `WITHOUT ROWID` table has none either: the query does not prepare.
        self.hasRowID = !isView && (try? database.columnNames("SELECT rowid FROM \(quoted) LIMIT 0")) != nil
        order = nil
        columnNames = try database.columnNames("SELECT * FROM \(quoted) LIMIT 0")
        columns = CatalogTable.uniqueNames(columnNames)
        var count = 0
        try database.query("SELECT count(*) FROM \(quoted)") { row in
            count = Int(row[0] ?? "0") ?? 0
            return false
        }
        self.count = count
        rowIDPages =
            hasRowID
            ? SQLiteRowIDPages(database: database, relation: relation, count: count, pageSize: Self.pageSize) : nil
        var samples: [[String?]] = []
        try database.query("SELECT * FROM \(quoted) LIMIT \(JSONRecords.sampleCount)") { row in
            samples.append(row)
            return true
        }
        let names = columns
        titleColumn =
            chosen.flatMap { names.firstIndex(of: $0) } ?? CatalogTable.titleColumn(names: names, samples: samples)
        kinds = columns.indices.map { column in
            ValueKind.column(samples.compactMap { column < $0.count ? $0[column] : nil })
        }
        summaryColumns = CatalogTable.summarised(columns, titleColumn: titleColumn)
    }

    /// `rows` ordered by `order`, sharing their database and what they learnt of the table.
    private init(_ rows: SQLiteRows, order: (column: Int, ascending: Bool)) {
        database = rows.database
        relation = rows.relation
        columns = rows.columns
        columnNames = rows.columnNames
        titleColumn = rows.titleColumn
        kinds = rows.kinds
        summaryColumns = rows.summaryColumns
        count = rows.count
        hasRowID = rows.hasRowID
        rowIDPages = rows.rowIDPages
        self.order = order
    }

    func matching(
        _ search: CatalogRowSearch, firstBatch: Int, onFirst: (any CatalogRowSource) -> Void,
        isCancelled: () -> Bool
    ) -> (any CatalogRowSource)? {
        SQLiteMatches(searching: self, for: search, firstBatch: firstBatch, onFirst: onFirst, isCancelled: isCancelled)
    }

    func sorted(by key: String?, ascending: Bool) -> (any CatalogRowSource)? {
        // A column the relation lacks leaves its rows as they are (without the value, in their order).
        guard let column = key.map({ columns.firstIndex(of: $0) }) ?? titleColumn else { return self }
        return SQLiteRows(self, order: (column, ascending))
    }

    func position(ofID id: String) -> Int? {
        guard id.hasPrefix(relation + "#"), let number = Int64(id.dropFirst(relation.count + 1)) else { return nil }
        guard hasRowID else {
            // A view's rows are numbered in its own order.
            return order == nil && number >= 1 && number <= count ? Int(number - 1) : nil
        }
        let quoted = SQLiteDatabase.quoted(relation)
        // The row's value in the sorted column (or whether it exists at all): the rows before it are counted.
        var found = false, isNull = false
        let column = order.map { SQLiteDatabase.quoted(columnNames[$0.column]) }
        try? database.query(
            "SELECT \(column.map { "\($0) IS NULL" } ?? "1") FROM \(quoted) WHERE rowid = ?", [.integer(number)]
        ) { row in
            found = true
            isNull = row[0] == "1" && column != nil
            return false
        }
        guard found else { return nil }
        let before: String
        if let order, let column {
            // ORDER BY column, rowid: NULLs come first ascending, last descending.
            let value = "(SELECT \(column) FROM \(quoted) WHERE rowid = ?1)"
            let earlier = order.ascending ? "<" : ">"
            if isNull {
                before = (order.ascending ? "" : "\(column) IS NOT NULL OR ") + "(\(column) IS NULL AND rowid < ?1)"
            } else {
                before =
                    (order.ascending ? "\(column) IS NULL OR " : "")
                    + "\(column) \(earlier) \(value) OR (\(column) = \(value) AND rowid < ?1)"
            }
        } else if let first = rowIDPages?.first {
            return Int(number - first)  // rowids without gaps: the position is the distance from the first
        } else {
            before = "rowid < ?1"
        }
        var position: Int?
        try? database.query("SELECT count(*) FROM \(quoted) WHERE \(before)", [.integer(number)]) { row in
            position = row[0].flatMap { Int($0) }
            return false
        }
        return position
    }

    /// An item's id: the relation's name, `#` and the row's rowid, which stays with the row when the rows are
    /// sorted (a view's rows, which have none, by their position): unique among every table's rows.
    func id(at position: Int) -> String { hasRowID ? item(at: position).id : id(number: Int64(position + 1)) }

    /// The id of the row numbered `number` (a rowid, or a view's position from 1).
    func id(number: Int64) -> String { "\(relation)#\(number)" }

    func item(at position: Int) -> CatalogItem {
        pages.item(at: position, read: read(page:)) ?? CatalogItem(id: "missing-\(position + 1)", title: "")
    }

    /// The items of page `page` (empty where the database no longer reads: a file changed under it).
    private func read(page: Int) -> [CatalogItem] {
        let quoted = SQLiteDatabase.quoted(relation)
        var items: [CatalogItem] = []
        items.reserveCapacity(Self.pageSize)
        let first = page * Self.pageSize
        var lastRowID: Int64?
        let sql: String
        let arguments: [SQLiteArgument]
        if let order {
            // By position: `ORDER BY 3` names the third column of the result, which an index on it serves.
            let direction = order.ascending ? "ASC" : "DESC"
            sql =
                "SELECT \(hasRowID ? "rowid" : "NULL"), * FROM \(quoted) ORDER BY \(order.column + 2) \(direction)"
                + (hasRowID ? ", rowid" : "") + " LIMIT \(Self.pageSize) OFFSET \(first)"
            arguments = []
        } else if hasRowID, let start = rowIDPages?.start(ofPage: page) {
            sql = "SELECT rowid, * FROM \(quoted) WHERE rowid >= ? ORDER BY rowid LIMIT \(Self.pageSize)"
            arguments = [.integer(start)]
        } else if hasRowID, let after = lastRowIDs[page - 1] {
            sql = "SELECT rowid, * FROM \(quoted) WHERE rowid > ? ORDER BY rowid LIMIT \(Self.pageSize)"
            arguments = [.integer(after)]
        } else if hasRowID {
            sql = "SELECT rowid, * FROM \(quoted) ORDER BY rowid LIMIT \(Self.pageSize) OFFSET \(first)"
            arguments = []
        } else {
            sql = "SELECT * FROM \(quoted) LIMIT \(Self.pageSize) OFFSET \(first)"
            arguments = []
        }
        let skip = hasRowID || order != nil ? 1 : 0
        try? database.query(sql, arguments) { row in
            let rowID = hasRowID ? row[0].flatMap { Int64($0) } : nil
            lastRowID = rowID
            items.append(item(Array(row.dropFirst(skip)), id: id(number: rowID ?? Int64(first + items.count + 1))))
            return true
        }
        if let lastRowID, order == nil { lastRowIDs[page] = lastRowID }
        return items
    }

    /// The item of one row's `values`.
    func item(_ values: [String?], id: String) -> CatalogItem {
        var metadata: [CatalogMetadata] = []
        metadata.reserveCapacity(values.count)
        var title = ""
        for (index, value) in values.enumerated() {
            guard let value, !value.isEmpty else { continue }
            if index == titleColumn {
                title = value
            } else if index < columns.count {
                metadata.append(CatalogMetadata(key: columns[index], value: value))
            }
        }
        return CatalogItem(
            id: id, title: title, subtitle: CatalogTable.subtitle(of: metadata, summarising: summaryColumns),
            metadata: metadata)
    }
}
