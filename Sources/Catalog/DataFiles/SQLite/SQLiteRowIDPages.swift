import Foundation
import JSONInput

/// Where each page of a table's rows starts in its own order, by rowid, so that a page anywhere is read by an index
/// walk (`WHERE rowid >= ?`) rather than by skipping every row before it (`OFFSET`, a scan: a jump to the end of ten
/// million rows took a quarter of a second). A table whose rowids run without gaps (most imports) has its pages
/// worked out from its first rowid; another's first rowid of every page is read once, on a thread of its own with
/// a connection of its own (a table of ten million rows in about a second), until then `OFFSET` serves.
final class SQLiteRowIDPages: @unchecked Sendable {
    /// The first rowid, when the rowids run from it without a gap (page `p` starts at `first + p × pageSize`).
    let first: Int64?
    private let pageSize: Int
    private let lock = NSLock()
    /// Every page's first rowid, once read (tables with gaps).
    private var starts: [Int64]?

    /// The pages of `relation` in `database`, `count` rows of `pageSize` a page; a table of fewer than
    /// `scannedFrom` rows with gaps is left to `OFFSET`, which is quick there.
    init(database: SQLiteDatabase, relation: String, count: Int, pageSize: Int, scannedFrom: Int = 100_000) {
        self.pageSize = pageSize
        let quoted = SQLiteDatabase.quoted(relation)
        // Two queries: SQLite reads a lone min() or max() of the rowid from the b-tree's edge, but scans the table
        // for both in one.
        var low: Int64?, high: Int64?
        try? database.query("SELECT min(rowid) FROM \(quoted)") { row in
            low = row[0].flatMap { Int64($0) }
            return false
        }
        try? database.query("SELECT max(rowid) FROM \(quoted)") { row in
            high = row[0].flatMap { Int64($0) }
            return false
        }
        if let low, let high, high - low + 1 == Int64(count) {
            first = low
            return
        }
        first = nil
        guard count >= scannedFrom else { return }
        let path = database.source
        Thread.detachNewThread { [self] in
            Thread.current.qualityOfService = .utility
            guard let starts = Self.starts(path: path, relation: relation, pageSize: pageSize) else { return }
            lock.withLock { self.starts = starts }
        }
    }

    /// The first rowid of every page of `relation`'s rows in the database at `path`, read through a connection of
    /// its own (nil when it cannot be read).
    static func starts(path: String, relation: String, pageSize: Int) -> [Int64]? {
        guard let reader = try? SQLiteDatabase(path: path) else { return nil }
        var starts: [Int64] = []
        var index = 0
        let read: Void? = try? reader.query("SELECT rowid FROM \(SQLiteDatabase.quoted(relation)) ORDER BY rowid") {
            row in
            if index % pageSize == 0, let rowID = row[0].flatMap({ Int64($0) }) { starts.append(rowID) }
            index += 1
            return true
        }
        return read == nil ? nil : starts
    }

    /// The rowid page `page` starts at, when known.
    func start(ofPage page: Int) -> Int64? {
        if let first { return first + Int64(page * pageSize) }
        return lock.withLock { starts.flatMap { page < $0.count ? $0[page] : nil } }
    }
}
