import Foundation
import InputFiles
import JSONInput

extension CatalogCSVReader {
    /// The second half of a large CSV or TSV file, read on a thread of its own while the caller reads the first,
    /// from the first line past the middle: each row scanned and checked as the caller would, kept as where it
    /// starts, its line (from the half's start), its id's hash key and its section — but not counted or claimed.
    ///
    /// Where the half starts is a guess: a line end past the middle may lie inside a quoted field. The caller
    /// reads its half up to that point; if its last row ends exactly there, the guess was a row's start and the
    /// half reads as the caller would have, so it takes the half's rows in order (counting them, claiming their
    /// ids, and reading the row the half stopped at itself, for its error) — the item limit, duplicate ids,
    /// sections and errors come out as one reading gives them. Otherwise it lets the half go and reads on.
    ///
    /// The bytes are the caller's and valid only while it reads: it must `stop()` the half before it returns.
    final class SecondHalf: @unchecked Sendable {
        /// Where the half starts: just past a line end past the middle of the bytes.
        let start: Int
        /// The rows read, in order: where each starts, their lines counted from the half's first (1).
        private(set) var starts: [UInt32] = []
        private(set) var lines = RowLines()
        /// What the id table keeps of each row's id hash (`RowIDTable.Key`: `CatalogRows.claim(key:…)`), when the
        /// file has ids: its tag and its check, in arrays of their own (a key's array would take 8 bytes a row).
        private(set) var idTags: [UInt32] = []
        private(set) var idChecks: [UInt8] = []
        /// Each row's section, as an index into `sectionNames` (`UInt32.max`: none).
        private(set) var sections: [UInt32] = []
        private(set) var sectionNames: [String] = []
        /// The most fields a row held (a table's rows may hold more than its columns).
        private(set) var widest = 0
        /// The first row that does not read (where it starts, and its line counted from the half's first), if any.
        private(set) var failure: (start: Int, line: Int)?
        /// The half's thread.
        private let reading = HalfReading()

        /// Starts reading the second half of `bytes` with `columns` (the header's) as `reader` reads rows, telling
        /// `pages` of what it reads; nil when no line ends past the middle.
        init?(of bytes: UnsafeRawBufferPointer, columns: CSVColumns, reader: CatalogCSVReader, pages: MappedPages?) {
            guard let start = HalfReading.secondHalfStart(of: bytes) else { return nil }
            self.start = start
            let itemLimit = reader.itemLimit
            reading.start(stackSize: 1 << 20, over: bytes) { [self] bytes in
                read(bytes, columns: columns, itemLimit: itemLimit, pages: pages)
            }
        }

        /// Waits for the half to be read (or stopped).
        func wait() { reading.wait() }

        /// Stops reading and waits (`HalfReading.stop`).
        func stop() { reading.stop() }

        /// Lets go of the rows read, once they are taken (the thread that read them may keep this object a while).
        func letGo() {
            starts = []
            lines = RowLines()
            idTags = []
            idChecks = []
            sections = []
        }

        /// Reads the half's rows (on the half's own thread).
        private func read(_ bytes: UnsafeRawBufferPointer, columns: CSVColumns, itemLimit: Int, pages: MappedPages?) {
            var scanner = CSVScanner(source: columns.source, delimiter: columns.delimiter, position: start, line: 1)
            scanner.isLenient = columns.isTable
            var fields: [CSVScanner.Field] = []
            var sectionIndex: [String: UInt32] = [:]
            var pass = MappedPages.Pass(pages)
            // More rows than the item limit are not taken: the caller stops at the limit.
            while starts.count <= itemLimit, !reading.isStopping {
                let rowStart = scanner.position, rowLine = scanner.line
                do throws(InputError) {
                    guard try scanner.nextRow(in: bytes, into: &fields) else { return }
                    pass.read(scanner.position - rowStart)
                    if CSVScanner.isBlank(fields) { continue }
                    widest = max(widest, fields.count)
                    guard columns.isTable || fields.count == columns.names.count else {
                        failure = (rowStart, rowLine)
                        return
                    }
                    let given = try columns.check(CSVColumns.Row(fields: fields), scanner: scanner, bytes: bytes)
                    if starts.count == 1_024 { reserve(bytes.count - start, read: rowStart - start) }
                    starts.append(UInt32(rowStart))
                    lines.append(UInt32(truncatingIfNeeded: fields[0].line))
                    if let id = given.id {
                        let key = RowIDTable.Key(hash: id.hashValue)
                        idTags.append(key.tag)
                        idChecks.append(key.check)
                    }
                    if let section = given.section {
                        let index = sectionIndex[section] ?? UInt32(sectionNames.count)
                        if index == sectionNames.count {
                            sectionIndex[section] = index
                            sectionNames.append(section)
                        }
                        sections.append(index)
                    } else {
                        sections.append(.max)
                    }
                } catch {
                    failure = (rowStart, rowLine)
                    return
                }
            }
        }

        /// Sizes the arrays for rows as long as the first 1,024 (`read` bytes of the half's `length`).
        private func reserve(_ length: Int, read: Int) {
            let expected = length / max(1, read / 1_024) * 9 / 8
            starts.reserveCapacity(expected)
            idTags.reserveCapacity(expected)
            idChecks.reserveCapacity(expected)
            sections.reserveCapacity(expected)
        }
    }
}
