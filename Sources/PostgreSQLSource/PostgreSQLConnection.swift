import CLibPQ
import Foundation
import InputFiles

/// One libpq connection to a PostgreSQL server, read-only, used by one thread at a time (its owner: a
/// `PostgreSQLWorker`, or the thread that opens a catalogue). Every query is bound (`PQexecParams`, values as
/// parameters, never spliced into the text) and runs under the session's `statement_timeout`; the session is
/// read-only (`default_transaction_read_only`). Another thread stops a running query with `cancel()` (libpq's
/// cancel request, which the server answers by ending the query with an error).
///
/// Errors are `InputError`s naming the location without its password and saying what the server said.
final class PostgreSQLConnection: @unchecked Sendable {
    /// The location connected to (shown in errors, without a password).
    let location: PostgreSQLLocation
    private var handle: OpaquePointer?
    /// libpq's cancel object for the current connection, guarded by `cancelLock` (another thread cancels).
    private var canceller: OpaquePointer?
    private let cancelLock = NSLock()

    /// How long a query may run on the server before it stops it.
    static let statementTimeout = "60s"
    /// How long connecting may take, where the location does not say (`connect_timeout`).
    static let connectTimeout = "10"

    /// Connects to `location` (its libpq connection string, with `PG*` variables, service files and `.pgpass`
    /// as libpq reads them) and makes the session read-only.
    init(_ location: PostgreSQLLocation) throws(InputError) {
        self.location = location
        try connect()
    }

    deinit {
        if let canceller { PQfreeCancel(canceller) }
        if let handle { PQfinish(handle) }
    }

    /// Opens the connection (again, after a failure): Lattice's defaults first, the user's connection string
    /// over them (`expand_dbname`), so what the user wrote wins.
    func connect() throws(InputError) {
        close()
        let pairs: [(String, String)] = [
            ("connect_timeout", Self.connectTimeout), ("keepalives", "1"), ("keepalives_idle", "10"),
            ("keepalives_interval", "5"), ("keepalives_count", "3"), ("fallback_application_name", "lattice"),
            ("dbname", location.connectionString)
        ]
        let connection = withCStrings(pairs.map(\.0)) { keywords in
            withCStrings(pairs.map(\.1)) { values in PQconnectdbParams(keywords, values, 1) }
        }
        guard let connection else { throw location.error("cannot connect: out of memory") }
        guard PQstatus(connection) == CONNECTION_OK else {
            let message = Self.message(connection)
            PQfinish(connection)
            throw location.error("cannot connect: \(message)")
        }
        handle = connection
        cancelLock.withLock { canceller = PQgetCancel(connection) }
        _ = try execute("SET default_transaction_read_only = on")
        _ = try execute("SET statement_timeout = '\(Self.statementTimeout)'")
        _ = try execute("SET idle_in_transaction_session_timeout = '60s'")
    }

    /// Closes the connection.
    func close() {
        cancelLock.withLock {
            if let canceller { PQfreeCancel(canceller) }
            canceller = nil
        }
        if let handle { PQfinish(handle) }
        handle = nil
    }

    /// Whether the connection is up (false once the server went away).
    var isUp: Bool { handle.map { PQstatus($0) == CONNECTION_OK } ?? false }

    /// Asks the server to stop the query running on this connection, from any thread; the query then fails
    /// with the server's "canceling statement due to user request".
    func cancel() {
        cancelLock.withLock {
            guard let canceller else { return }
            var buffer = [CChar](repeating: 0, count: 256)
            _ = PQcancel(canceller, &buffer, Int32(buffer.count))
        }
    }

    /// A query's result: its columns' names and type ids, and its rows' values as text (nil for NULL).
    struct Result: Sendable {
        var columns: [String] = []
        var types: [UInt32] = []
        var rows: [[String?]] = []
    }

    /// Runs `sql` with `parameters` bound to `$1`, `$2` … (text, nil for NULL) and returns its rows. A server
    /// that went away is reconnected to once and the query run again; other failures throw the server's message.
    func execute(_ sql: String, _ parameters: [String?] = []) throws(InputError) -> Result {
        do {
            return try run(sql, parameters)
        } catch  where error.connectionLost {
            try connect()
            do { return try run(sql, parameters) } catch { throw location.error(error.message) }
        } catch {
            throw location.error(error.message)
        }
    }

    /// A failed query: the server's message, and whether the connection was lost with it.
    struct Failure: Error {
        var message: String
        var connectionLost: Bool
        /// Whether the server stopped the query because it was asked to (`cancel()`), or timed out.
        var wasCancelled = false
        /// Whether the relation changed under the query: a column or the relation itself no longer there
        /// (SQLSTATE 42703, 42P01), or a column's type changed (42804).
        var relationChanged = false
    }

    private func run(_ sql: String, _ parameters: [String?]) throws(Failure) -> Result {
        guard let handle else { throw Failure(message: "not connected", connectionLost: true) }
        let result = withOptionalCStrings(parameters) { values in
            PQexecParams(handle, sql, Int32(parameters.count), nil, values, nil, nil, 0)
        }
        defer { PQclear(result) }
        let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
        guard status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK else {
            let message =
                result.flatMap { PQresultErrorMessage($0).map { String(cString: $0) } }.flatMap {
                    $0.isEmpty ? nil : $0
                }
                ?? Self.message(handle)
            let state = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "C"))).map { String(cString: $0) } }
            throw Failure(
                message: Self.trimmed(message), connectionLost: PQstatus(handle) != CONNECTION_OK,
                wasCancelled: state == "57014", relationChanged: ["42703", "42P01", "42804"].contains(state))
        }
        guard let result else { return Result() }
        let fields = Int(PQnfields(result)), count = Int(PQntuples(result))
        var out = Result()
        out.columns = (0..<fields).map { String(cString: PQfname(result, Int32($0))) }
        out.types = (0..<fields).map { UInt32(PQftype(result, Int32($0))) }
        out.rows.reserveCapacity(count)
        for row in 0..<count {
            var values = [String?](repeating: nil, count: fields)
            for field in 0..<fields where PQgetisnull(result, Int32(row), Int32(field)) == 0 {
                values[field] = String(cString: PQgetvalue(result, Int32(row), Int32(field)))
            }
            out.rows.append(values)
        }
        return out
    }

    /// `execute`, throwing a `Failure` (for callers that tell a cancelled query from another failure).
    func query(_ sql: String, _ parameters: [String?] = []) throws(Failure) -> Result {
        do {
            return try run(sql, parameters)
        } catch  where error.connectionLost {
            do { try connect() } catch { throw Failure(message: error.message, connectionLost: true) }
            return try run(sql, parameters)
        }
    }

    /// `name` quoted as an SQL identifier by libpq (`"State ""Plane"" Zones"`).
    func quoted(_ name: String) -> String {
        guard let handle, let escaped = PQescapeIdentifier(handle, name, name.utf8.count) else {
            return "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        defer { PQfreemem(escaped) }
        return String(cString: escaped)
    }

    private static func message(_ connection: OpaquePointer) -> String {
        trimmed(PQerrorMessage(connection).map { String(cString: $0) } ?? "unknown error")
    }

    /// A libpq message on one line: its lines joined, "ERROR:  " dropped.
    static func trimmed(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
            .replacingOccurrences(of: "ERROR:  ", with: "")
    }
}

/// `body` with `strings` as a C array of C strings, ended by NULL.
private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    let pointers = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// `body` with `strings` as a C array of C strings, nil as NULL.
private func withOptionalCStrings<R>(_ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
    let copies = strings.map { $0.map { strdup($0) } ?? nil }
    defer { for copy in copies { free(copy) } }
    let pointers = copies.map { $0.map { UnsafePointer($0) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}
