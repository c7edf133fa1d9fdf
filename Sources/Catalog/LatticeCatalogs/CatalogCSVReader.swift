import Foundation
import InputFiles
import JSONInput

/// Reads a catalogue from CSV (RFC 4180: comma-separated, `"`-quoted fields with `""` for a quote, LF or CRLF
/// line ends, newlines allowed inside quotes) or TSV (the same with tabs between fields, and a quote inside a
/// field read as text), UTF-8 with an optional byte-order mark.
///
/// The first row names the columns (case and surrounding spaces ignored): `title` (required), `id`,
/// `subtitle`, `section`, `icon`, `colour` (or `color`), `image` (or `cover`, `thumbnail`, `picture`, `photo`:
/// `CSVColumns.aliases`); every other column becomes metadata of that
/// name, in column order, for the rows where it is not empty. Rows are grouped into sections by their
/// `section` value, in order of first appearance (rows without one, or files without the column, go to a
/// section named after the file). Ids come from the `id` column (non-empty and unique) or are `row-N`, the
/// row's line number. Errors name the file, the line and the column: `books.csv: line 4, column "colour":
/// expected a colour "#rgb", "#rrggbb" or "#rrggbbaa", got "blue"`.
struct CatalogCSVReader {
    /// The absolute folder relative image paths resolve against.
    let baseDirectory: String
    let source: String
    let itemLimit: Int
    /// `.csv` or `.tsv`.
    let format: CatalogFormat
    /// How a data file that is not a catalogue is written (`DelimitedDialect.sniff`): read as a table, its rows
    /// as they are (quotes as a spreadsheet reads them, missing and extra fields allowed). Nil for a catalogue.
    var dialect: DelimitedDialect?
    /// Whether rows are kept as the file's bytes and decoded when asked for (`CatalogItems`); false reads every
    /// row into an item at once (what tests compare the kept rows with).
    var keepsRows = true
    /// From how many bytes on a file's second half is read on a thread of its own while this one reads the first
    /// (`SecondHalf`): 64 MiB. A smaller file reads in under half a second alone, and what the second thread
    /// allocates stays with its malloc arena (the app fixes glibc's thresholds high for GTK's frames), about a
    /// tenth of the file at a million rows. Tests lower it.
    var halvesFrom = 64 << 20

    /// The catalogue of the CSV `data`. `progress`, when given, is called every few thousand rows with the count
    /// read so far, and with a partial catalogue of those rows at 500, 5,000, 50,000 and 500,000
    /// (`ProgressBatches`) while less than a fifth of the file is read (`CatalogRows.report`), so a window shows
    /// the first rows while the rest are read.
    ///
    /// Every row is checked as it is read — its fields, id, title, icon, image and colour, as a full read would
    /// — but kept as where it starts in `data`, which the catalogue holds: its item is decoded when it is asked
    /// for (`CatalogItems`).
    /// `pages` is the mapping `data` is (nil: bytes in memory).
    func catalog(
        _ data: Data, pages: MappedPages? = nil, title: String,
        progress: ((Int, Catalog?) -> Void)? = nil
    ) throws(InputError) -> Catalog {
        try CatalogRows.withText(of: data, format: format, source: source, pages: pages) {
            bytes, text throws(InputError) in
            try catalog(bytes, text: text, pages: pages, title: title, progress: progress)
        }
    }

    /// The catalogue of the CSV `bytes` (UTF-8, byte-order mark removed, the bytes of `text`): read row by row,
    /// each field decoded only when a check needs it.
    private func catalog(
        _ bytes: UnsafeRawBufferPointer, text: Data, pages: MappedPages?, title: String,
        progress: ((Int, Catalog?) -> Void)?
    ) throws(InputError) -> Catalog {
        var scanner =
            dialect.map {
                CSVScanner(
                    source: source, delimiter: $0.delimiter, position: min($0.dataStart, bytes.count), line: $0.dataLine
                )
            } ?? CSVScanner(source: source, delimiter: format == .tsv ? UInt8(ascii: "\t") : UInt8(ascii: ","))
        scanner.isLenient = dialect != nil
        var fields: [CSVScanner.Field] = []
        // (Initialised in one expression: a `let` given its value in branches is captured by `readRow` as a box, and
        // copied, its references retained, at each use.)
        let columns = try columns(reading: &scanner, into: &fields, in: bytes)
        try CSVScanner.checkUTF8(bytes, source: source, pages: pages)

        // Kept rows' arrays are sized for rows of about 32 bytes.
        var rows = CatalogRows(source: source, title: title, itemLimit: itemLimit, expectedRows: bytes.count / 32)
        rows.table = dialect.map { CatalogTable(dialect: $0, format: format) }
        /// The most fields a row of a table held: columns past the header's are named "Column N".
        var widest = columns.names.count
        let keepsRows =
            keepsRows
            && rows.keepingRows(textSize: bytes.count, pages: pages) {
                CatalogRowTable(text: text, starts: $0, lines: $1, decoder: .csv(columns), pages: pages, givenIDs: $2)
            }
        /// Reads the next row; false at the end of the bytes.
        func readRow() throws(InputError) -> Bool {
            let rowStart = scanner.position
            guard try scanner.nextRow(in: bytes, into: &fields) else { return false }
            if CSVScanner.isBlank(fields) { return true }
            let line = fields[0].line
            if columns.isTable, fields.count > widest {
                widest = fields.count
                rows.table?.widen(to: widest)
            }
            guard columns.isTable || fields.count == columns.names.count else {
                throw InputError(
                    source: source, path: "line \(line)",
                    message:
                        "expected \(columns.names.count) fields (one per column of the header), got \(fields.count)")
            }
            if let problem = rows.countRow() {
                throw InputError(source: source, path: "line \(line)", message: problem)
            }
            let row = CSVColumns.Row(fields: fields)
            let given = try columns.check(row, scanner: scanner, bytes: bytes)
            if let id = given.id,
                let problem = rows.claim(
                    id: id, line: line,
                    earlierID: { _, start, line in
                        defer { pages?.letGo(around: start) }
                        return columns.id(ofRowAt: start, line: line, in: bytes)
                    })
            {
                throw columns.failure(columns.id!, line: line, problem)
            }
            if keepsRows {
                rows.add(rowAt: rowStart, line: line, section: given.section)
            } else {
                rows.add(try columns.item(row, scanner: scanner, bytes: bytes), section: given.section)
            }
            rows.report(to: progress)
            return true
        }
        // A large file's second half is read meanwhile on another thread, and taken here in order when it started
        // where a row of this half ends.
        let second =
            keepsRows && bytes.count >= halvesFrom
            ? SecondHalf(of: bytes, columns: columns, reader: self, pages: pages) : nil
        defer { second?.stop() }  // the bytes are valid only during this call
        while scanner.position < second?.start ?? .max, try readRow() {}
        if let second, scanner.position == second.start {
            second.wait()
            let base = scanner.line - 1  // the half counts its lines from 1
            for index in second.starts.indices {
                let start = Int(second.starts[index]), line = Int(second.lines[index]) + base
                if let problem = rows.countRow() {
                    throw InputError(source: source, path: "line \(line)", message: problem)
                }
                if !second.idTags.isEmpty,
                    let problem = rows.claim(
                        key: RowIDTable.Key(tag: second.idTags[index], check: second.idChecks[index]), line: line,
                        id: {
                            defer { pages?.letGo(around: start) }
                            return columns.id(ofRowAt: start, line: line, in: bytes)
                        },
                        earlierID: { _, start, line in
                            defer { pages?.letGo(around: start) }
                            return columns.id(ofRowAt: start, line: line, in: bytes)
                        })
                {
                    throw columns.failure(columns.id!, line: line, problem)
                }
                let section = second.sections[index]
                rows.add(rowAt: start, line: line, section: section == .max ? nil : second.sectionNames[Int(section)])
                rows.report(to: progress)
            }
            if second.widest > widest {
                widest = second.widest
                rows.table?.widen(to: widest)
            }
            second.letGo()
            // The row the half stopped at, read here for its error (or what comes before it in a reading here).
            guard let failure = second.failure else { return finished(&rows, scanner: scanner) }
            let lenient = scanner.isLenient
            scanner = CSVScanner(
                source: source, delimiter: scanner.delimiter, position: failure.start,
                line: failure.line + base)
            scanner.isLenient = lenient
        }
        second?.stop()  // its guess fell inside a row: the rows are read on here
        while try readRow() {}
        return finished(&rows, scanner: scanner)
    }

    /// The columns of the file: a table's, as its dialect says, or those its header row names (read by `scanner`).
    private func columns(
        reading scanner: inout CSVScanner, into fields: inout [CSVScanner.Field],
        in bytes: UnsafeRawBufferPointer
    ) throws(InputError) -> CSVColumns {
        if let dialect {
            return CSVColumns(
                table: dialect.columns, titleColumn: dialect.titleColumn, source: source, delimiter: dialect.delimiter)
        }
        guard try scanner.nextFilledRow(in: bytes, into: &fields) else {
            throw InputError(
                source: source, path: "",
                message: "the file is empty (expected a header row naming the columns, with \"title\")")
        }
        return try CSVColumns(header: fields, scanner: scanner, bytes: bytes, baseDirectory: baseDirectory)
    }

    /// The catalogue of `rows`, read to the end by `scanner`: a table's notes the quotes left open.
    private func finished(_ rows: inout CatalogRows, scanner: CSVScanner) -> Catalog {
        if scanner.unclosedQuotes > 0 {
            let others = scanner.unclosedQuotes - 1
            rows.table?.problems.append(
                InputError(
                    source: source, path: "line \(scanner.firstUnclosedQuoteLine)",
                    message: "a quote that is never closed, read as text"
                        + (others > 0 ? " (and \(others) more after it)" : "")))
        }
        return rows.finished()
    }
}

extension Catalog {
    /// Parses a catalogue of rows (`format`: CSV, TSV or JSON Lines; see `CatalogCSVReader` and
    /// `CatalogJSONLinesReader`); a JSON document goes to `parse(data:source:baseDirectory:)`. `source` names the
    /// file in errors and becomes `sourcePath`, relative image paths resolve against `baseDirectory`, and the
    /// catalogue is titled `title`. `progress`, when given, hears of the rows as they are read, with partial
    /// catalogues of the first 500, 5,000, 50,000 and 500,000 while less than a fifth of the file is read (on the
    /// thread parsing).
    public static func parseRows(
        _ format: CatalogFormat, data: Data, source: String, baseDirectory: String, title: String,
        progress: ((Int, Catalog?) -> Void)? = nil
    ) throws(InputError) -> Catalog {
        try parseRows(
            format, data: data, source: source, baseDirectory: baseDirectory, title: title, itemLimit: itemLimit,
            progress: progress)
    }

    /// `parseRows` with another item limit (tests use a small one), `data` read through `pages` (nil: in memory).
    static func parseRows(
        _ format: CatalogFormat, data: Data, pages: MappedPages? = nil, source: String,
        baseDirectory: String, title: String, itemLimit: Int,
        progress: ((Int, Catalog?) -> Void)? = nil
    ) throws(InputError) -> Catalog {
        let base = CatalogPath.absolute(baseDirectory)
        switch format {
        case .json:
            return try parse(
                data: data, pages: pages, source: source, baseDirectory: base, itemLimit: itemLimit,
                progress: progress)
        case .csv, .tsv:
            let reader = CatalogCSVReader(baseDirectory: base, source: source, itemLimit: itemLimit, format: format)
            return try reader.catalog(data, pages: pages, title: title, progress: progress)
        case .jsonLines:
            let reader = CatalogJSONLinesReader(baseDirectory: base, source: source, itemLimit: itemLimit)
            return try reader.catalog(data, pages: pages, title: title, progress: progress)
        }
    }
}
