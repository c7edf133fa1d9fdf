import Foundation
import InputFiles

/// Reads runs of a relation's rows in an order (`PostgreSQLOrder`) on a connection: forward or back from any
/// row, block or value, never by skipping rows on the server (except `.offset`, for relations without row
/// addresses). Used on a worker's thread; `isCancelled` is asked between queries.
struct PostgreSQLReader: Sendable {
    let relation: PostgreSQLRelation
    let order: PostgreSQLOrder
    /// The relation's columns as the select list reads them (a binary column as its size).
    let select: String
    /// The relation and the ordering column, quoted; the column's type.
    let qualified: String
    let column: String?
    let type: String?
    /// A filter every row read passes (a search), with its parameters after the run's; nil: none.
    var filter: (sql: String, parameters: [String?])?

    init(relation: PostgreSQLRelation, order: PostgreSQLOrder, connection: PostgreSQLConnection) {
        self.relation = relation
        self.order = order
        qualified = relation.qualified(on: connection)
        var select = relation.columns.map { column in
            let name = connection.quoted(column.name)
            switch column.value {
            case .binary: return "octet_length(\(name))"
            // A long value (a document in a text or json column) crosses the network only as far as a cell shows it:
            // a page of rows stays a page, whatever the column holds. Sorting and searching read the whole value.
            case .text: return "left(\(name)::text, \(Self.shownCharacters))"
            case .number, .date, .boolean: return name
            }
        }
        switch order {
        case .column(let index, _):
            column = connection.quoted(relation.columns[index].name)
            type = relation.columns[index].type
            select.insert("\(column!)::text AS lattice_sort_key", at: 0)
        case .table, .offset:
            column = nil
            type = nil
        }
        self.select = select.isEmpty ? "NULL" : select.joined(separator: ", ")
    }

    /// The most characters of a text value read for showing.
    static let shownCharacters = 2_000

    /// What one read gave: rows in the order read, and whether it reached the order's edge.
    struct Run: Sendable {
        var rows: [PostgreSQLRow] = []
        var reachedEdge = false
    }

    /// Up to `limit` rows from `start`, `forward` or back (backward runs come last first).
    func read(
        from start: PostgreSQLRunStart, forward: Bool, limit: Int, on connection: PostgreSQLConnection,
        isCancelled: () -> Bool = { false }
    ) throws(PostgreSQLConnection.Failure) -> Run {
        switch order {
        case .table:
            return try readBlocks(
                from: start, forward: forward, limit: limit, phase: .values, on: connection, isCancelled: isCancelled)
        case .column:
            var phases: [PostgreSQLRun.Phase] = forward ? [.values, .missing] : [.missing, .values]
            // A run from a row or a value starts in that row's phase.
            switch start {
            case .row(let row): phases = Array(phases.drop { $0 != (row.key == nil ? .missing : .values) })
            case .value: phases = [.values, .missing]
            case .block: phases = forward ? [.missing] : [.missing, .values]
            case .edge: break
            }
            var run = Run()
            var from = start
            for phase in phases {
                let part: Run =
                    phase == .missing
                    ? try readBlocks(
                        from: from, forward: forward, limit: limit - run.rows.count, phase: .missing, on: connection,
                        isCancelled: isCancelled)
                    : try query(
                        from: from, forward: forward, phase: .values, window: nil, limit: limit - run.rows.count,
                        on: connection)
                run.rows += part.rows
                guard run.rows.count < limit else { return run }
                from = .edge
                if isCancelled() { return run }
            }
            run.reachedEdge = run.rows.count < limit
            return run
        case .offset:
            return Run()  // read by `readPage`
        }
    }

    /// A run read through windows of the relation's heaps in order (`.table`, a column's missing values): its own
    /// heap, or each leaf partition's of a partitioned table, a run going on into the next heap (or back into the
    /// one before) where one ends. `.block` starts count the heaps' blocks one after another.
    private func readBlocks(
        from start: PostgreSQLRunStart, forward: Bool, limit: Int, phase: PostgreSQLRun.Phase,
        on connection: PostgreSQLConnection, isCancelled: () -> Bool
    ) throws(PostgreSQLConnection.Failure) -> Run {
        let heaps = relation.heaps
        guard !heaps.isEmpty else { return Run(reachedEdge: true) }
        var heap: Int, from: PostgreSQLRunStart
        switch start {
        case .row(let row):
            (heap, from) = (min(row.heap, heaps.count - 1), start)
        case .block(let block):
            var local = max(block, 0)
            heap = 0
            while heap < heaps.count - 1 && local >= heaps[heap].blocks {
                local -= heaps[heap].blocks
                heap += 1
            }
            from = .block(min(local, heaps[heap].blocks))
        case .edge, .value:
            (heap, from) = (forward ? 0 : heaps.count - 1, .edge)
        }
        var run = Run()
        while true {
            let part = try readBlocks(
                in: heap, from: from, forward: forward, limit: limit - run.rows.count, phase: phase,
                on: connection, isCancelled: isCancelled)
            run.rows += part.rows
            guard run.rows.count < limit, part.reachedEdge, !isCancelled() else { return run }
            heap += forward ? 1 : -1
            guard heaps.indices.contains(heap) else {
                run.reachedEdge = true
                return run
            }
            from = .edge
        }
    }

    /// A run read through windows of heap `heap`: a window sized for the rows wanted at the heap's density,
    /// doubled while it gives too few, up to the heap's end or start.
    private func readBlocks(
        in heap: Int, from start: PostgreSQLRunStart, forward: Bool, limit: Int, phase: PostgreSQLRun.Phase,
        on connection: PostgreSQLConnection, isCancelled: () -> Bool
    ) throws(PostgreSQLConnection.Failure) -> Run {
        guard limit > 0 else { return Run() }
        let blocks = relation.heaps[heap].blocks
        let density = max(1, Double(relation.heaps[heap].estimatedRows ?? blocks) / Double(max(blocks, 1)))
        let name = relation.heaps.count == 1 ? qualified : relation.heaps[heap].qualified(on: connection)
        var span = max(1, Int((Double(limit) / density * 1.25).rounded(.up)))
        var run = Run()
        var from = start
        var block: Int =
            switch start {
            case .row(let row): Self.block(of: row.address) ?? (forward ? 0 : blocks)
            case .block(let block): min(max(block, 0), blocks)
            case .edge, .value: forward ? 0 : blocks
            }
        while run.rows.count < limit {
            let window: Range<Int>?
            if forward {
                window = block + span + 1 >= blocks ? nil : block..<block + span + 1
            } else {
                window = block - span <= 0 ? nil : block - span..<block + 1
            }
            var part = try query(
                from: from, forward: forward, phase: phase, window: window, limit: limit - run.rows.count,
                relation: name, on: connection)
            for index in part.rows.indices { part.rows[index].heap = heap }
            run.rows += part.rows
            if window == nil {
                run.reachedEdge = run.rows.count < limit
                break
            }
            if let last = run.rows.last {
                from = .row(last)
            } else {
                from = .block(forward ? window!.upperBound : window!.lowerBound)
            }
            block = forward ? window!.upperBound : window!.lowerBound
            span *= 2
            if isCancelled() { break }
        }
        return run
    }

    /// One query of a run.
    private func query(
        from start: PostgreSQLRunStart, forward: Bool, phase: PostgreSQLRun.Phase, window: Range<Int>?,
        limit: Int, relation name: String? = nil,
        on connection: PostgreSQLConnection
    ) throws(PostgreSQLConnection.Failure) -> Run {
        var (sql, parameters) = PostgreSQLRun.sql(
            select: select, from: name ?? qualified, order: order, column: column, type: type,
            start: start, forward: forward, phase: phase, window: window, limit: limit)
        if let filter {
            let shifted = Self.renumbered(filter.sql, by: parameters.count)
            sql = sql.replacingOccurrences(
                of: " ORDER BY ", with: (sql.contains(" WHERE ") ? " AND " : " WHERE ") + "(\(shifted)) ORDER BY ")
            parameters += filter.parameters
        }
        let result = try connection.query(sql, parameters)
        return Run(rows: result.rows.map(row), reachedEdge: result.rows.count < limit)
    }

    /// The rows `limit` rows from `offset` (`.offset` orders, and relations counted small).
    func readPage(
        offset: Int, limit: Int, on connection: PostgreSQLConnection
    ) throws(PostgreSQLConnection.Failure) -> [PostgreSQLRow] {
        var sort = ""
        switch order {
        case .offset(let index?, let ascending), .column(let index, let ascending):
            sort =
                " ORDER BY \(connection.quoted(relation.columns[index].name)) \(ascending ? "ASC" : "DESC") NULLS LAST"
        case .table where relation.heaps.count == 1:
            sort = " ORDER BY ctid"
        default:
            break
        }
        // A partitioned table's rows are numbered by position: its partitions' addresses repeat one another.
        let address = relation.heaps.count == 1 ? "ctid" : "NULL"
        let keyed = order.isKeyed && column != nil
        var condition = ""
        var parameters: [String?] = []
        if let filter {
            condition = " WHERE \(filter.sql)"
            parameters = filter.parameters
        }
        let sql = "SELECT \(address), \(select) FROM \(qualified)\(condition)\(sort) LIMIT \(limit) OFFSET \(offset)"
        return try connection.query(sql, parameters).rows.map { values in
            keyed ? row(values) : PostgreSQLRow(address: values[0] ?? "", key: nil, values: Array(values.dropFirst()))
        }
    }

    /// A result row as a `PostgreSQLRow`: its address, its key (column orders), its values.
    private func row(_ values: [String?]) -> PostgreSQLRow {
        if column != nil {
            return PostgreSQLRow(
                address: values[0] ?? "", key: values.count > 1 ? values[1] : nil, values: Array(values.dropFirst(2)))
        }
        return PostgreSQLRow(address: values[0] ?? "", key: nil, values: Array(values.dropFirst()))
    }

    /// The block of a row address `(b,o)`.
    static func block(of address: String) -> Int? {
        guard address.hasPrefix("("), let comma = address.firstIndex(of: ",") else { return nil }
        return Int(address[address.index(after: address.startIndex)..<comma])
    }

    /// `sql` with its parameters `$1`, `$2` … renumbered from `$(offset + 1)`.
    static func renumbered(_ sql: String, by offset: Int) -> String {
        guard offset > 0 else { return sql }
        var out = "", digits = "", dollar = false
        func flush() {
            if dollar { out += digits.isEmpty ? "$" : "$\(Int(digits)! + offset)" }
            dollar = false
            digits = ""
        }
        for character in sql {
            if dollar, character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            flush()
            if character == "$" { dollar = true } else { out.append(character) }
        }
        flush()
        return out
    }

    /// Values of the ordering column spread over its rows, in order (`.column`): a sample of the heap's blocks
    /// (`TABLESAMPLE SYSTEM`, about `size` rows), sorted by the server; a jump to a position seeks the value that
    /// far through them. With the share of rows missing a value.
    func sampleKeys(
        size: Int = 4_000, on connection: PostgreSQLConnection
    ) throws(PostgreSQLConnection.Failure) -> (keys: [String], missing: Double) {
        guard case .column(_, let ascending) = order, let column else { return ([], 0) }
        let rows = max(relation.estimatedRows ?? 0, 1)
        let percent = min(100, max(0.0001, Double(size) / Double(rows) * 100))
        let result = try connection.query(
            """
            SELECT \(column)::text AS lattice_sort_key FROM \(qualified) TABLESAMPLE SYSTEM (\(percent)) REPEATABLE (7)
            ORDER BY \(column) \(ascending ? "ASC" : "DESC") NULLS LAST
            """)
        let values = result.rows.map { $0[0] }
        let present = values.compactMap { $0 }
        return (present, values.isEmpty ? 0 : Double(values.count - present.count) / Double(values.count))
    }
}
