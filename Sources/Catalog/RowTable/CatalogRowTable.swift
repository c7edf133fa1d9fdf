import Foundation
import InputFiles
import JSONInput

/// The rows of a CSV, TSV or JSON Lines file (or the items of a large JSON document), kept as the file's text and where each row starts: `CatalogItems`
/// reads its items from here, decoding a row when it is asked for. Immutable once made (a partial catalogue read
/// while the file loads has a table of its own over the rows read so far).
///
/// A CSV row decodes one field at a time, so ids and search texts are read from the row; a JSON Lines line
/// decodes only whole, and is decoded whole for them (a search decodes only the lines whose bytes may match:
/// `mayContain`). A large JSON document's items keep their id, title and subtitle beside where they start.
final class CatalogRowTable: Sendable {
    /// How rows are decoded.
    enum Decoder: Sendable {
        case csv(CSVColumns)
        case jsonLines(CatalogJSONLinesReader)
        /// Items of a JSON document walked item by item (no lines are kept).
        case jsonDocument(CatalogJSONDocumentReader)
        /// The elements of a large JSON array of records (`DataJSONRows`) — or the members of a large object of
        /// records (`keyed`: each starts at its value, its key read back from before it) — each parsed where it
        /// starts, its "line" its number in the document (from 1), which its id (`row-N`) is made of.
        case jsonRecords(JSONRecords, source: String, keyed: Bool = false)
    }

    /// An item's title and subtitle: what a search reads.
    struct Texts: Sendable {
        var title: String
        var subtitle: String?
    }

    /// The file's text (UTF-8, byte-order mark removed), checked when it was read.
    let text: Data
    /// Where each row starts in `text`, by row number.
    let starts: [UInt32]
    /// The line each row starts on (empty for a JSON document's items).
    let lines: RowLines
    let decoder: Decoder
    /// Each row's id and texts, when kept (a JSON document's items).
    let ids: [String]
    let texts: [Texts]
    /// The mapping `text` is read through (nil: it is in memory), told of every row read.
    let pages: MappedPages?
    /// The ids the rows gave, by hash, when the table holds every row of its file (`row(ofID:)`).
    let givenIDs: GivenIDs?
    /// The orders its rows were lately sorted into.
    let sortOrders = SortOrders()
    /// What each row's id starts with: empty for a file of its own; a zip archive's member's path and `/`, so that
    /// the rows of two members (`row-2` of each) stay told apart (`prefixingIDs(with:)`).
    let idPrefix: String

    /// The rows whose id was given (not made up as `row-N`), by their id's hash: the table `CatalogRows` checked
    /// them for duplicates with, kept once the file is read.
    struct GivenIDs: Sendable {
        var rows: RowIDTable
        /// What the ids were hashed with (`String.hashValue`; tests make ids share hashes).
        var hash: @Sendable (String) -> Int
    }

    init(
        text: Data, starts: [UInt32], lines: RowLines, decoder: Decoder, ids: [String] = [], texts: [Texts] = [],
        pages: MappedPages? = nil, givenIDs: GivenIDs? = nil, idPrefix: String = ""
    ) {
        self.idPrefix = idPrefix
        self.text = text
        self.pages = pages
        self.givenIDs = givenIDs
        self.starts = starts
        self.lines = lines
        self.decoder = decoder
        self.ids = ids
        self.texts = texts
    }

    /// The same rows, each id led by `prefix` (its text and positions shared, not copied).
    func prefixingIDs(with prefix: String) -> CatalogRowTable {
        CatalogRowTable(
            text: text, starts: starts, lines: lines, decoder: decoder, ids: ids, texts: texts, pages: pages,
            givenIDs: givenIDs, idPrefix: prefix + idPrefix)
    }

    /// The item of row `row`.
    func item(_ row: Int) -> CatalogItem {
        var item = fileItem(row)
        if !idPrefix.isEmpty { item.id = idPrefix + item.id }
        return item
    }

    /// The item of row `row` as its file gives it (its id without `idPrefix`).
    private func fileItem(_ row: Int) -> CatalogItem {
        touch(row)
        switch decoder {
        case .csv(let columns):
            return read(row, columns) { fields, scanner, bytes in
                try? columns.item(fields, scanner: scanner, bytes: bytes)
            }
                ?? fallback(row)
        case .jsonLines(let reader):
            return text.withUnsafeBytes { bytes in
                try? reader.item(at: Int(starts[row]), line: Int(lines[row]), in: bytes)
            } ?? fallback(row)
        case .jsonDocument(let reader):
            return text.withUnsafeBytes { bytes in try? reader.item(at: Int(starts[row]), in: bytes) } ?? fallback(row)
        case .jsonRecords(let records, let source, let keyed):
            return text.withUnsafeBytes { bytes in
                var cursor = JSONCursor(bytes, source: source, at: Int(starts[row]), numbersAsWritten: true)
                let key = keyed ? DataJSONRows.key(before: Int(starts[row]), in: bytes, source: source) : nil
                return (try? cursor.value()).map { records.item($0, id: "row-\(lines[row])", key: key) }
            } ?? fallback(row)
        }
    }

    /// The id of row `row`: its `id` field, or `row-N` after its line (led by `idPrefix`).
    func id(_ row: Int) -> String {
        idPrefix.isEmpty ? fileID(row) : idPrefix + fileID(row)
    }

    /// The id of row `row` as its file gives it.
    private func fileID(_ row: Int) -> String {
        switch decoder {
        case .csv(let columns):
            touch(row)
            guard columns.id != nil else { return "row-\(lines[row])" }
            return text.withUnsafeBytes { columns.id(ofRowAt: Int(starts[row]), line: Int(lines[row]), in: $0) }
                ?? fallback(row).id
        case .jsonLines:
            return fileItem(row).id
        case .jsonDocument:
            return ids[row]
        case .jsonRecords:
            return "row-\(lines[row])"
        }
    }

    /// The row whose id is `id`, found without reading the others: a given id through `givenIDs`, a made-up one
    /// (`row-N`) by its line; nil when no row has it, or when the table has no `givenIDs` (it was made while its
    /// file was read). - Complexity: O(1) expected ids read, plus O(log rows) for a made-up id.
    func row(ofID id: String) -> Int? {
        guard let givenIDs, id.hasPrefix(idPrefix) else { return nil }
        let id = String(id.dropFirst(idPrefix.count))
        if let row = givenIDs.rows.row(key: RowIDTable.Key(hash: givenIDs.hash(id)), isSame: { self.fileID($0) == id })
        {
            return row
        }
        guard id.hasPrefix("row-"), let line = UInt32(id.dropFirst(4)), !starts.isEmpty,
            lines.count == starts.count
        else { return nil }
        var low = 0, high = starts.count - 1  // lines grow with rows: the last row starting on or before `line`
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle] <= line { low = middle } else { high = middle - 1 }
        }
        return fileID(low) == id ? low : nil
    }

    /// The title and subtitle of row `row`.
    func texts(_ row: Int) -> (title: String, subtitle: String?) {
        switch decoder {
        case .csv(let columns) where columns.isTable:
            let item = item(row)
            return (item.title, item.subtitle)
        case .csv(let columns):
            touch(row)
            return read(row, columns) { fields, scanner, bytes in
                let title = (try? fields.value(columns.title, scanner: scanner, bytes: bytes)) ?? nil
                return title.map { ($0, (try? fields.value(columns.subtitle, scanner: scanner, bytes: bytes)) ?? nil) }
            } ?? (fallback(row).title, nil)
        case .jsonLines:
            let item = item(row)
            return (item.title, item.subtitle)
        case .jsonDocument:
            return (texts[row].title, texts[row].subtitle)
        case .jsonRecords:
            let item = item(row)
            return (item.title, item.subtitle)
        }
    }

    /// Whether row `row` of a CSV or JSON Lines file may hold `needle` (ASCII, lower case) in its texts: false
    /// only when its bytes up to the next row's start certainly do not (`RowBytes`; see
    /// `CatalogItems.mayContain(asciiLowercased:at:)`). Needles holding a quote, a CSV delimiter or a backslash (or a
    /// space, in a table) are always true.
    func mayContain(_ needle: [UInt8], row: Int) -> Bool {
        guard !needle.isEmpty, !needle.contains(UInt8(ascii: "\"")) else { return true }
        switch decoder {
        case .csv(let columns) where !needle.contains(columns.delimiter) && !(columns.isTable && needle.contains(0x20)):
            // (A table row's subtitle joins its values with " · ", which the row's bytes do not hold: a needle with a
            // space may span two values there.)
            break
        case .jsonLines(let reader) where reader.records == nil && !needle.contains(UInt8(ascii: "\\")):
            break
        default:
            return true
        }
        touch(row)
        let start = Int(starts[row])
        return text.withUnsafeBytes { bytes in
            let end = row + 1 < starts.count ? Int(starts[row + 1]) : bytes.count
            guard case .jsonLines = decoder else { return RowBytes.mayContain(needle, in: bytes, from: start, to: end) }
            return RowBytes.jsonValuesMayContain(needle, in: bytes, from: start, to: end)
        }
    }

    /// Tells the mapping (if the text is one) that row `row` is read: about its length, up to the next row's start.
    func touch(_ row: Int) {
        guard let pages else { return }
        let (start, count) = span(of: row)
        pages.touch(at: start, count: count)
    }

    /// Counts row `row` as read by `pass` (one thread's pass over many rows: `MappedPages.Pass`).
    func touch(_ row: Int, in pass: inout MappedPages.Pass) {
        guard pages != nil else { return }
        let (start, count) = span(of: row)
        pass.read(at: start, count: count)
    }

    /// Where row `row` starts, and about its length: up to the next row's start.
    private func span(of row: Int) -> (start: Int, count: Int) {
        let start = Int(starts[row])
        return (start, row + 1 < starts.count && Int(starts[row + 1]) > start ? Int(starts[row + 1]) - start : 256)
    }

    /// `body` over the fields of CSV row `row` (nil when they do not read: see `fallback`).
    private func read<Result>(
        _ row: Int, _ columns: CSVColumns,
        _ body: (CSVColumns.Row, CSVScanner, UnsafeRawBufferPointer) -> Result?
    ) -> Result? {
        text.withUnsafeBytes { bytes in
            var scanner = CSVScanner(
                source: columns.source, delimiter: columns.delimiter, position: Int(starts[row]),
                line: Int(lines[row]))
            scanner.isLenient = columns.isTable
            var fields: [CSVScanner.Field] = []
            // The row was read once already: it scans again without error, into as many fields as columns (a
            // table's rows into as many as they hold).
            guard (try? scanner.nextRow(in: bytes, into: &fields)) == true,
                columns.isTable || fields.count == columns.names.count
            else { return nil }
            return body(CSVColumns.Row(fields: fields), scanner, bytes)
        }
    }

    /// What a row that no longer reads stands as. It cannot happen: the text is this table's own, unchanged
    /// since every row of it was checked; it is here so that no path through decoding traps.
    private func fallback(_ row: Int) -> CatalogItem {
        CatalogItem(id: "row-\(lines.indices.contains(row) ? Int(lines[row]) : row)", title: "")
    }
}

extension CatalogRowTable {
    /// The value row `row` holds in column `column` of the table's columns (`CatalogTable.columns`, whose title
    /// column is the item's title): a CSV row read only up to that field, any other row decoded whole. Nil for an
    /// empty field or a column the row lacks.
    func value(_ row: Int, column: Int, named name: String, isTitle: Bool) -> String? {
        guard case .csv(let columns) = decoder, columns.isTable else {
            let item = item(row)
            return isTitle ? item.title : item.metadata(name)
        }
        touch(row)
        return text.withUnsafeBytes { bytes in
            var scanner = CSVScanner(
                source: columns.source, delimiter: columns.delimiter, position: Int(starts[row]),
                line: Int(lines[row]))
            scanner.isLenient = true
            var fields: [CSVScanner.Field] = []
            guard (try? scanner.nextRow(in: bytes, into: &fields, fieldLimit: column + 1)) == true,
                fields.count > column
            else { return nil }
            return (try? scanner.trimmedText(of: fields[column], in: bytes)) ?? nil
        }
    }
}
