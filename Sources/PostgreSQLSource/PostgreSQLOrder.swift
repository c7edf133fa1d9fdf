/// The order a relation's rows are read in, and the SQL that reads a run of them from any point of it, either
/// way, without skipping rows on the server:
///
/// - `.table`: the heap's own order, by row address (`ORDER BY ctid`), a run read from a window of blocks
///   (`ctid >= '(b,0)' AND ctid < '(b+w,0)'`: a TID range scan, which reads only those blocks), so a jump to
///   any block costs what the rows shown cost;
/// - `.column`: by a column's values then the row address (`ORDER BY col, ctid`; missing values last, read by
///   row address), continued from a row by a keyset condition (`col > $v OR (col = $v AND ctid > $c)`), which an
///   index on the column serves; a jump seeks to a value estimated from a sample of the column;
/// - `.offset`: a relation with no row addresses (a view, a partitioned or foreign table) in the order the server
///   gives, or by a column, a page at a time by `OFFSET` — which costs the rows it skips; the status says so.
enum PostgreSQLOrder: Sendable, Equatable {
    case table
    case column(index: Int, ascending: Bool)
    case offset(column: Int?, ascending: Bool)

    /// Whether runs are read by keys (row addresses, values) rather than by `OFFSET`.
    var isKeyed: Bool {
        if case .offset = self { false } else { true }
    }
}

/// A row read: its address, its value in the ordering column (`.column`), and its values as the window shows them.
struct PostgreSQLRow: Sendable {
    /// `ctid` as the server writes it (`(12,7)`; empty where the relation has none).
    var address: String
    /// The heap it lives in, among its relation's (`PostgreSQLRelation.heaps`: a partitioned table's partitions).
    var heap = 0
    /// The ordering column's value as text, and whether it is NULL (`.column` orders).
    var key: String?
    var values: [String?]
}

/// Where a run of rows starts.
enum PostgreSQLRunStart: Sendable {
    /// The order's first row (forward) or last (backward).
    case edge
    /// Just after (forward) or before (backward) this row.
    case row(PostgreSQLRow)
    /// The first row in or after this heap block (`.table`, and a column's missing values), counting a partitioned
    /// table's partitions' blocks one after another.
    case block(Int)
    /// The first row whose ordering value is at or after this one (`.column`).
    case value(String)
}

extension PostgreSQLRun {
    /// The SQL reading up to `limit` rows of `relation` in `order` from `start`, `forward` or back, with the
    /// parameters it binds: a row's address and ordering value, or a value to seek. `window` bounds the blocks of
    /// the heap read (`.table` and missing values: its upper bound forward, its lower bound backward; nil: to the
    /// heap's end or start). `phase` says which part of a
    /// column order it reads: its values or, after them, its missing values.
    static func sql(
        select: String, from relation: String, order: PostgreSQLOrder, column: String?, type: String?,
        start: PostgreSQLRunStart, forward: Bool, phase: Phase, window: Range<Int>?,
        limit: Int
    ) -> (sql: String, parameters: [String?]) {
        var conditions: [String] = []
        var parameters: [String?] = []
        func bind(_ value: String?) -> String {
            parameters.append(value)
            return "$\(parameters.count)"
        }
        var sort = forward ? "ctid" : "ctid DESC"
        if case .column(_, let ascending) = order, let column, let type {
            switch phase {
            case .values:
                conditions.append("\(column) IS NOT NULL")
                let ahead = ascending == forward ? ">" : "<"
                sort = "\(column) \(ascending == forward ? "ASC" : "DESC"), ctid \(forward ? "ASC" : "DESC")"
                switch start {
                case .row(let row):
                    let value = bind(row.key), address = bind(row.address)
                    conditions.append("\(column) \(ahead)= \(value)::\(type)")
                    conditions.append(
                        "(\(column) \(ahead) \(value)::\(type) OR ctid \(forward ? ">" : "<") \(address)::tid)")
                case .value(let value):
                    conditions.append("\(column) \(ahead)= \(bind(value))::\(type)")
                case .edge, .block:
                    break
                }
            case .missing:
                conditions.append("\(column) IS NULL")
            }
        }
        if phase == .missing || order == .table {
            switch start {
            case .row(let row): conditions.append("ctid \(forward ? ">" : "<") \(bind(row.address))::tid")
            case .block(let block): conditions.append("ctid \(forward ? ">=" : "<") '(\(block),0)'::tid")
            case .edge, .value: break
            }
            if let window {
                if forward {
                    conditions.append("ctid < '(\(window.upperBound),0)'::tid")
                } else {
                    conditions.append("ctid >= '(\(window.lowerBound),0)'::tid")
                }
            }
        }
        let condition = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        return ("SELECT ctid, \(select) FROM \(relation)\(condition) ORDER BY \(sort) LIMIT \(limit)", parameters)
    }
}

/// Reading a run of rows (see `PostgreSQLOrder`).
enum PostgreSQLRun {
    /// The part of a column order a run reads.
    enum Phase: Sendable { case values, missing }
}
