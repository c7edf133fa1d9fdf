import Foundation

/// The rows of a CSV or TSV file, kept as the file's text and where each row starts: `CatalogItems` reads its
/// items from here, decoding a row when it is asked for. Immutable once made (a partial catalogue read while
/// the file loads has a table of its own over the rows read so far).
final class CatalogRowTable: Sendable {
    /// The file's text (UTF-8, byte-order mark removed), checked when it was read.
    let text: Data
    /// Where each row starts in `text`, by row number.
    let starts: [UInt32]
    /// The line each row starts on.
    let lines: [UInt32]
    /// What the header said.
    let columns: CSVColumns

    init(text: Data, starts: [UInt32], lines: [UInt32], columns: CSVColumns) {
        self.text = text
        self.starts = starts
        self.lines = lines
        self.columns = columns
    }

    /// The item of row `row`.
    func item(_ row: Int) -> CatalogItem {
        read(row) { fields, scanner, bytes in try? columns.item(fields, scanner: scanner, bytes: bytes) } ?? fallback(row)
    }

    /// The id of row `row`: its `id` field, or `row-N` after its line.
    func id(_ row: Int) -> String {
        guard let column = columns.id else { return "row-\(lines[row])" }
        return read(row) { fields, scanner, bytes in (try? fields.value(column, scanner: scanner, bytes: bytes)) ?? nil }
            ?? fallback(row).id
    }

    /// The title and subtitle of row `row`.
    func texts(_ row: Int) -> (title: String, subtitle: String?) {
        read(row) { fields, scanner, bytes in
            let title = (try? fields.value(columns.title, scanner: scanner, bytes: bytes)) ?? nil
            return title.map { ($0, (try? fields.value(columns.subtitle, scanner: scanner, bytes: bytes)) ?? nil) }
        } ?? (fallback(row).title, nil)
    }

    /// `body` over the fields of row `row` (nil when they do not read: see `fallback`).
    private func read<Result>(_ row: Int, _ body: (CSVColumns.Row, CSVScanner, UnsafeRawBufferPointer) -> Result?) -> Result? {
        text.withUnsafeBytes { bytes in
            var scanner = CSVScanner(source: columns.source, delimiter: columns.delimiter, position: Int(starts[row]),
                                     line: Int(lines[row]))
            var fields: [CSVScanner.Field] = []
            // The row was read once already: it scans again without error, into as many fields as columns.
            guard (try? scanner.nextRow(in: bytes, into: &fields)) == true, fields.count == columns.names.count else { return nil }
            return body(CSVColumns.Row(fields: fields), scanner, bytes)
        }
    }

    /// What a row that no longer reads stands as. It cannot happen: the text is this table's own, unchanged
    /// since every row of it was checked; it is here so that no path through decoding traps.
    private func fallback(_ row: Int) -> CatalogItem {
        CatalogItem(id: "row-\(lines[row])", title: "")
    }
}
