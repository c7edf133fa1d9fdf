import Catalog
import Foundation
import InputFiles

/// The rows of one relation of a PostgreSQL database, read from the server as they are shown: a `CatalogRowSource`
/// the window pages through whatever the relation's size — a hundred million rows open with the planner's estimate
/// as their count and never a `count(*)`.
///
/// It holds one **window**: a run of rows contiguous in the order shown, placed at a position. Asking for an item
/// in or next to the window reads on from its edge (by row address or key, never `OFFSET`); asking for one far
/// from it — a drag of the scroll thumb — starts a new window there, read from the heap block (table order) or the
/// value (sorted) that position is estimated at. The rows shown are always real rows in order; their positions are
/// estimates, corrected where the window meets the table's start or end (the count then changes, `onChange`
/// tells). Queries run on a worker's thread with a connection of its own; a query for rows no longer wanted is
/// cancelled on the server. Until rows arrive an item is a placeholder (empty title, id `…@position`), unless
/// `waitsForRows` (the command line's render and bench) makes `item(at:)` wait for them.
///
/// Relations of up to `exactCountLimit` rows are counted (by a bounded query) and read by position; larger views,
/// partitioned and foreign tables have no row addresses and are read by `OFFSET` (`status` says so).
public final class PostgreSQLRows: CatalogRowSource, @unchecked Sendable {
    let relation: PostgreSQLRelation
    let location: PostgreSQLLocation
    let order: PostgreSQLOrder
    /// The columns' names (unique), the one titling rows, and those a row's subtitle sums up.
    public let columns: [String]
    let titleColumn: Int
    let summaryColumns: [String]
    /// Whether the count is exact (counted), else the planner's estimate, refined as the window meets an end.
    let isCountExact: Bool
    /// A search's filter (`matching`), nil for the relation's own rows.
    let filter: (sql: String, parameters: [String?])?
    /// Whether `item(at:)` waits for rows it does not have (the command line), rather than answering a placeholder.
    public var waitsForRows = false
    /// Called on the worker's thread with these rows when rows arrive, a read fails or the count changes: the window
    /// redraws (and shows the main area again when the count changed). Sorted rows (`sorted(by:ascending:)`) call
    /// the same closure, with themselves.
    public var onChange: (@Sendable (_ rows: PostgreSQLRows, _ countChanged: Bool) -> Void)? {
        get { state.withLock { $0.onChange } }
        set { state.withLock { $0.onChange = newValue } }
    }

    /// Rows a read asks for, and how far from the window an item may be for the window to be read on to it.
    static let runSize = 256
    static let reachRows = 4 * runSize
    /// The most rows the window keeps; past that its far end is let go of.
    static let windowLimit = 64 * runSize
    /// Relations counted at open: estimated at fewer rows than this, a bounded `count(*)` decides.
    public static let exactCountLimit = 100_000

    let worker: PostgreSQLWorker
    let state: Locked<State>
    let arrived = NSCondition()

    /// What the source knows, under its lock.
    struct State {
        var count: Int
        /// The window: its first position and its rows.
        var start = 0
        var rows: [PostgreSQLRow] = []
        /// The positions a read is under way for (nil: none), and the generation of the newest request.
        var pending: Range<Int>?
        var generation = 0
        /// The ordering column's sampled values (`.column` orders), read once.
        var keys: (keys: [String], missing: Double)?
        /// The last error (shown in the status), cleared by a read that succeeds.
        var error: InputError?
        /// Whether a read found the relation changed (a column dropped or added): it is to be opened again.
        var isStale = false
        var onChange: (@Sendable (PostgreSQLRows, Bool) -> Void)?

        var end: Int { start + rows.count }
    }

    init(
        relation: PostgreSQLRelation, location: PostgreSQLLocation, count: Int, isCountExact: Bool,
        order: PostgreSQLOrder = .table, titleColumn: Int, filter: (sql: String, parameters: [String?])? = nil,
        worker: PostgreSQLWorker? = nil
    ) {
        self.relation = relation
        self.location = location
        self.order = order
        self.isCountExact = isCountExact
        self.titleColumn = titleColumn
        self.filter = filter
        columns = CatalogTable.uniqueNames(relation.columns.map(\.name))
        summaryColumns = Self.summarised(columns, titleColumn: titleColumn)
        self.worker = worker ?? PostgreSQLWorker(location: location)
        state = Locked(State(count: count))
    }

    deinit { worker.stop() }

    /// Stops reading: the query under way is cancelled on the server and the connection closed.
    public func close() { worker.stop() }

    /// How many rows there are: counted for a small relation, else the planner's estimate, which changes (and
    /// `onChange` says so) when the window meets the relation's start or end away from where it was estimated.
    public var count: Int { state.withLock { $0.count } }

    /// Whether `count` is the planner's estimate (a relation of `exactCountLimit` rows or more, never counted).
    public var isCountEstimated: Bool { !isCountExact }

    /// Whether no row has been read yet (a relation opened or sorted just now, or emptied by the server).
    public var hasReadNothing: Bool { state.withLock { $0.rows.isEmpty && $0.count > 0 } }

    /// The last error reading rows (the server went away, a permission), nil once rows read again.
    public var error: InputError? { state.withLock { $0.error } }

    /// Whether the relation changed on the server since it was opened (a column dropped, renamed or retyped; the
    /// relation gone): its rows no longer read, and the catalogue is to be opened again.
    public var isStale: Bool { state.withLock { $0.isStale } }

    /// The location the rows are read from (without a password).
    public var locationShown: String { location.shown }

    /// How the rows are read, for a status line: "table · about 100,000,000 rows · by row address".
    public var status: String {
        let count = self.count
        let grouped = groupedDigits(count)
        let rows = isCountExact ? "\(grouped) rows" : "about \(grouped) rows (estimate)"
        let how =
            switch order {
            case .table: isCountExact ? "by position" : "by row address"
            case .column: "sorted on the server, by key"
            case .offset: "by OFFSET (a \(relation.kindName) has no row addresses)"
            }
        return "\(relation.kindName) · \(rows) · \(how)"
    }

    // MARK: CatalogRowSource

    /// The row at `position` as an item, when the window holds it; else a placeholder (empty title, id
    /// `relation@position`) while its rows are read — or, with `waitsForRows`, the row once read.
    public func item(at position: Int) -> CatalogItem {
        if let row = row(at: position) { return item(row, position: position) }
        request(position)
        guard waitsForRows else { return placeholder(position) }
        arrived.lock()
        defer { arrived.unlock() }
        while true {
            if let row = row(at: position) { return item(row, position: position) }
            if state.withLock({ $0.pending == nil && $0.error != nil }) || position >= count {
                return placeholder(position)
            }
            if state.withLock({ $0.pending == nil }) { request(position) }
            _ = arrived.wait(until: Date().addingTimeInterval(1))  // a safety net: run() broadcasts
        }
    }

    /// The id of the row at `position`: its relation and row address (`public.trips#(12,7)`), or a placeholder's.
    public func id(at position: Int) -> String { item(at: position).id }

    /// Where the row with `id` is among the rows read (a placeholder's id gives its position); nil otherwise.
    public func position(ofID id: String) -> Int? {
        state.withLock { state in
            if let at = id.range(of: "@", options: .backwards), id[..<at.lowerBound] == relation.id,
                let position = Int(id[at.upperBound...]), position < state.count,
                !(state.start..<state.end).contains(position)
            {
                return position
            }
            return state.rows.firstIndex { self.id(of: $0) == id }.map { state.start + $0 }
        }
    }

    /// The same rows ordered by column `key` (nil: the title column) on the server: by key where the rows have one
    /// address each, by `OFFSET` otherwise; the sorted rows read on their own worker, waiting and telling as these do.
    public func sorted(by key: String?, ascending: Bool) -> (any CatalogRowSource)? {
        guard let column = key.map({ columns.firstIndex(of: $0) }) ?? titleColumn else { return self }
        // By key where the rows have one address each (a partitioned table's repeat across its partitions).
        let sorted: PostgreSQLOrder =
            relation.heaps.count == 1 && !isCountExact && filter == nil
            ? .column(index: column, ascending: ascending) : .offset(column: column, ascending: ascending)
        let rows = PostgreSQLRows(
            relation: relation, location: location, count: count, isCountExact: isCountExact, order: sorted,
            titleColumn: titleColumn, filter: filter)
        rows.waitsForRows = waitsForRows
        rows.onChange = onChange
        return rows
    }

    /// The rows `search` finds, searched on the server (`PostgreSQLMatches`): up to 10,000, the first `firstBatch`
    /// handed to `onFirst` as soon as found; nil when `isCancelled` stopped the search.
    public func matching(
        _ search: CatalogRowSearch, firstBatch: Int, onFirst: (any CatalogRowSource) -> Void,
        isCancelled: () -> Bool
    ) -> (any CatalogRowSource)? {
        PostgreSQLMatches.search(self, for: search, firstBatch: firstBatch, onFirst: onFirst, isCancelled: isCancelled)
    }

    // MARK: Items

    /// The row at `position`, when the window holds it.
    func row(at position: Int) -> PostgreSQLRow? {
        state.withLock { state in
            (state.start..<state.end).contains(position) ? state.rows[position - state.start] : nil
        }
    }

    /// A row's id: the relation, `#` and its address (which stays with the row when sorted); a relation without
    /// addresses numbers its rows by position.
    func id(of row: PostgreSQLRow) -> String {
        relation.heaps.count > 1 ? "\(relation.id)#\(row.heap):\(row.address)" : "\(relation.id)#\(row.address)"
    }

    /// What an item not read yet shows: nothing, under an id of its position.
    private func placeholder(_ position: Int) -> CatalogItem {
        CatalogItem(id: "\(relation.id)@\(position)", title: "")
    }

    /// The item of `row`, its values formatted as the columns view shows them.
    func item(_ row: PostgreSQLRow, position: Int) -> CatalogItem {
        var metadata: [CatalogMetadata] = []
        metadata.reserveCapacity(row.values.count)
        var title = ""
        for (index, value) in row.values.enumerated() where index < columns.count {
            guard let value = value.map({ Self.shown($0, as: relation.columns[index].value) }), !value.isEmpty else {
                continue
            }
            if index == titleColumn {
                title = value
            } else {
                metadata.append(CatalogMetadata(key: columns[index], value: value))
            }
        }
        let id = row.address.isEmpty ? "\(relation.id)#\(position + 1)" : id(of: row)
        return CatalogItem(
            id: id, title: title, subtitle: CatalogTable.subtitle(of: metadata, summarising: summaryColumns),
            metadata: metadata)
    }

    /// A value as shown: a boolean as true or false, a binary value (read as its size) as bytes.
    static func shown(_ text: String, as type: PostgreSQLRelation.ValueType) -> String {
        switch type {
        case .boolean: text == "t" ? "true" : text == "f" ? "false" : text
        case .binary: "\(text) bytes"
        case .number, .date, .text: text
        }
    }

    static func summarised(_ columns: [String], titleColumn: Int) -> [String] {
        Array(
            columns.enumerated().filter { $0.offset != titleColumn }.map(\.element).prefix(CatalogTable.subtitleColumns)
        )
    }
}

/// A value guarded by a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
