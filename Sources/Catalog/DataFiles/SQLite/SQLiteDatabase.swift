import CSQLite
import Foundation
import InputFiles
import JSONInput

/// A SQLite database opened read-only (`SQLITE_OPEN_READONLY`: the user's file is never written), its queries
/// serialised by a lock so that the window's thread and a search's may share it. Errors are `InputError`s naming
/// the file and saying what a user can do: a database another program holds locked, one that is encrypted or not
/// a database, one that is damaged.
final class SQLiteDatabase: @unchecked Sendable {
    /// The connection (closed when the last reference goes).
    private let handle: OpaquePointer
    private let lock = NSLock()
    /// Names the file in errors.
    let source: String

    /// Opens the database at `path` for reading.
    init(path: String) throws(InputError) {
        source = path
        var connection: OpaquePointer?
        let status = sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX, nil)
        guard status == SQLITE_OK, let connection else {
            let message =
                connection.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            if let connection { sqlite3_close_v2(connection) }
            throw Self.failure(status, message, source: path)
        }
        handle = connection
        sqlite3_busy_timeout(handle, 2_000)  // a writer's lock held a moment is waited out, one held longer reported
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs `sql` with `arguments` bound to its `?`s, calling `row` with each result row's values as text (nil for
    /// NULL; a blob as "BLOB, N bytes"); `row` returns false to stop.
    func query(_ sql: String, _ arguments: [SQLiteArgument] = [], row: ([String?]) -> Bool) throws(InputError) {
        lock.lock()
        defer { lock.unlock() }
        try run(sql, arguments, row: row)
    }

    /// `query(_:_:row:)`, asking `isCancelled` every few thousand steps of the database's work, also between rows
    /// (a scan finding few): true interrupts the query, which then throws.
    func query(
        _ sql: String, _ arguments: [SQLiteArgument], isCancelled: () -> Bool,
        row: ([String?]) -> Bool
    ) throws(InputError) {
        lock.lock()
        defer { lock.unlock() }
        try withoutActuallyEscaping(isCancelled) { isCancelled throws(InputError) in
            let check = CancellationCheck(isCancelled)
            sqlite3_progress_handler(
                handle, 4_096,
                { context in
                    Unmanaged<CancellationCheck>.fromOpaque(context!).takeUnretainedValue().isCancelled() ? 1 : 0
                }, Unmanaged.passUnretained(check).toOpaque())
            defer { sqlite3_progress_handler(handle, 0, nil, nil) }
            try withExtendedLifetime(check) { () throws(InputError) in try run(sql, arguments, row: row) }
        }
    }

    /// `query`'s work; the caller holds the lock.
    private func run(_ sql: String, _ arguments: [SQLiteArgument], row: ([String?]) -> Bool) throws(InputError) {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        var status = SQLITE_OK
        for (index, argument) in arguments.enumerated() {
            switch argument {
            case .integer(let value): sqlite3_bind_int64(statement, Int32(index + 1), value)
            case .text(let value): sqlite3_bind_text(statement, Int32(index + 1), value, -1, lattice_sqlite_transient())
            }
        }
        let columns = Int(sqlite3_column_count(statement))
        var values = [String?](repeating: nil, count: columns)
        while true {
            status = sqlite3_step(statement)
            guard status == SQLITE_ROW else { break }
            for column in 0..<columns {
                let index = Int32(column)
                switch sqlite3_column_type(statement, index) {
                case SQLITE_NULL:
                    values[column] = nil
                case SQLITE_BLOB:
                    values[column] = "BLOB, \(sqlite3_column_bytes(statement, index)) bytes"
                default:
                    if let text = sqlite3_column_text(statement, index) {
                        let count = Int(sqlite3_column_bytes(statement, index))
                        values[column] = String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
                    } else {
                        values[column] = nil
                    }
                }
            }
            if !row(values) { return }
        }
        guard status == SQLITE_DONE else {
            throw Self.failure(status, String(cString: sqlite3_errmsg(handle)), source: source)
        }
    }

    /// The names of the result columns of `sql` (prepared, not run).
    func columnNames(_ sql: String) throws(InputError) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        return (0..<sqlite3_column_count(statement)).map { String(cString: sqlite3_column_name(statement, $0)) }
    }

    /// `sql` prepared (finalise it with `sqlite3_finalize`); the caller holds the lock.
    private func prepare(_ sql: String) throws(InputError) -> OpaquePointer {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            throw Self.failure(status, String(cString: sqlite3_errmsg(handle)), source: source)
        }
        return statement
    }

    /// `name` quoted as an SQL identifier.
    static func quoted(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    /// The error of a failed call: what the status means for a user, with SQLite's own message.
    static func failure(_ status: Int32, _ message: String, source: String) -> InputError {
        let text: String
        switch status & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED:
            text = "the database is locked by another program (\(message)); close it there, or open a copy"
        case SQLITE_NOTADB:
            text = "not a SQLite database, or an encrypted one (\(message))"
        case SQLITE_CORRUPT:
            text = "the database is damaged (\(message)); `sqlite3 FILE .recover` may save its rows"
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_READONLY:
            text = "cannot be opened for reading (\(message))"
        default:
            text = message
        }
        return InputError(source: source, path: "", message: text)
    }
}

/// The question a query's progress handler asks, behind the pointer SQLite hands it (alive for the query).
private final class CancellationCheck {
    let isCancelled: () -> Bool
    init(_ isCancelled: @escaping () -> Bool) { self.isCancelled = isCancelled }
}

/// A value bound to a query's `?`.
enum SQLiteArgument: Sendable {
    case integer(Int64)
    case text(String)
}
