import Catalog
import Foundation
import InputFiles

/// A search of a relation's rows on the server: every column (but binary ones), or the one the search names, read as
/// text and matched by `ILIKE` against the query as typed, in the rows' order; the first `firstBatch` matches shown as soon as the
/// server finds them, then up to `limit`. The query runs on a connection of its own and is cancelled on the server
/// as soon as the search is no longer wanted (another letter typed, the search closed).
enum PostgreSQLMatches {
    /// The most matches one search reads.
    static let limit = 10_000

    static func search(
        _ rows: PostgreSQLRows, for search: CatalogRowSearch, firstBatch: Int,
        onFirst: (any CatalogRowSource) -> Void, isCancelled: () -> Bool
    ) -> (any CatalogRowSource)? {
        let text = search.text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return rows }
        // A search narrowed to a column the relation lacks finds nothing.
        let columns = rows.relation.columns.enumerated().filter { column in
            column.element.value != .binary && search.column.map { rows.columns[column.offset] == $0 } ?? true
        }
        guard !columns.isEmpty else { return FoundRows(items: [], isCapped: false) }
        let connection: PostgreSQLConnection
        do { connection = try PostgreSQLConnection(rows.location) } catch {
            return FoundRows(items: [], isCapped: false, error: error)
        }
        defer { connection.close() }
        let condition = columns.map { "\(connection.quoted($0.element.name))::text ILIKE $1" }.joined(separator: " OR ")
        let pattern =
            "%"
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_") + "%"
        let reader = PostgreSQLReader(relation: rows.relation, order: rows.order, connection: connection)
            .filtered(by: (condition, [pattern]))
        var found: [CatalogItem] = []
        var failure: InputError?
        for limit in firstBatch < limit ? [max(1, firstBatch), limit] : [limit] {
            // In the table's order a search reads the heap a window of blocks at a time and stops at `limit`
            // matches; sorted, the server sorts the matches.
            let run = cancellable(connection, isCancelled: isCancelled) { () throws(PostgreSQLConnection.Failure) in
                rows.order == .table && rows.relation.hasRowAddresses
                    ? try reader.read(from: .edge, forward: true, limit: limit, on: connection).rows
                    : try reader.readPage(offset: 0, limit: limit, on: connection)
            }
            switch run {
            case nil:
                return nil
            case .success(let matched)?:
                found = matched.enumerated().map { rows.item($0.element, position: $0.offset) }
                if limit < Self.limit && matched.count == limit { onFirst(FoundRows(items: found, isCapped: false)) }
                if matched.count < limit { return FoundRows(items: found, isCapped: false) }
            case .failure(let error)?:
                failure = rows.location.error(error.message)
            }
            if failure != nil { break }
        }
        return FoundRows(items: found, isCapped: found.count >= limit, error: failure)
    }

    /// `body` run on a thread of its own while this one asks `isCancelled` every 20 ms, cancelling the query on
    /// the server when it says so (nil then).
    private static func cancellable<T: Sendable>(
        _ connection: PostgreSQLConnection, isCancelled: () -> Bool,
        _ body: @escaping @Sendable () throws(PostgreSQLConnection.Failure) -> T
    )
        -> Result<T, PostgreSQLConnection.Failure>?
    {
        let done = DispatchSemaphore(value: 0)
        let result = Locked<Result<T, PostgreSQLConnection.Failure>?>(nil)
        Thread.detachNewThread {
            let outcome = Result { () throws(PostgreSQLConnection.Failure) in try body() }
            result.withLock { $0 = outcome }
            done.signal()
        }
        var cancelled = false
        while done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            if !cancelled && isCancelled() {
                cancelled = true
                connection.cancel()
            }
        }
        return cancelled ? nil : result.withLock { $0 }
    }

    /// The matches found: items held as values, in the rows' order.
    final class FoundRows: CatalogRowSource, @unchecked Sendable {
        let items: [CatalogItem]
        /// Whether more rows match than were read (`limit`).
        let isCapped: Bool
        /// Why the search stopped short, if it did.
        let error: InputError?
        private let positions: [String: Int]

        init(items: [CatalogItem], isCapped: Bool, error: InputError? = nil) {
            self.items = items
            self.isCapped = isCapped
            self.error = error
            positions = Dictionary(items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        }

        var count: Int { items.count }
        func item(at position: Int) -> CatalogItem { items[position] }
        func id(at position: Int) -> String { items[position].id }
        func position(ofID id: String) -> Int? { positions[id] }
        func sorted(by key: String?, ascending: Bool) -> (any CatalogRowSource)? { nil }
        func matching(
            _ search: CatalogRowSearch, firstBatch: Int, onFirst: (any CatalogRowSource) -> Void,
            isCancelled: () -> Bool
        ) -> (any CatalogRowSource)? { nil }
    }
}
