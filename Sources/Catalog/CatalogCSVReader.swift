import Foundation
import JSONInput

/// Reads a catalogue from CSV (RFC 4180: comma-separated, `"`-quoted fields with `""` for a quote, LF or CRLF
/// line ends, newlines allowed inside quotes) or TSV (the same with tabs between fields, and a quote inside a
/// field read as text), UTF-8 with an optional byte-order mark.
///
/// The first row names the columns (case and surrounding spaces ignored): `title` (required), `id`,
/// `subtitle`, `section`, `icon`, `colour` (or `color`), `image`; every other column becomes metadata of that
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

    static let knownColumns: Set<String> = ["id", "title", "subtitle", "section", "icon", "colour", "color", "image"]

    /// One row's fields, read through a constant: helpers capturing the scanner's mutable row array would have
    /// every access checked for exclusivity at run time.
    private struct Row {
        let fields: [CSVScanner.Field]
        /// The line the row starts on.
        var line: Int { fields[0].line }

        /// The trimmed text of the field in column `index` (nil for a missing column or an empty field).
        func value(_ index: Int?, scanner: CSVScanner, bytes: UnsafeRawBufferPointer) throws(InputError) -> String? {
            guard let index else { return nil }
            return try scanner.trimmedText(of: fields[index], in: bytes)
        }
    }

    /// Column names for a message: the first 20, then how many more.
    static func listed(_ names: [String]) -> String {
        let shown = names.prefix(20).joined(separator: ", ")
        return names.count > 20 ? shown + " and \(names.count - 20) more" : shown
    }

    /// The catalogue of the CSV `data`. `progress`, when given, is called every few thousand rows with the count
    /// read so far, and with a partial catalogue of those rows at 500, 5,000, 50,000 and 500,000
    /// (`ProgressBatches`), so a window shows the first rows while the rest are read.
    func catalog(_ data: Data, title: String, progress: ((Int, Catalog?) -> Void)? = nil) throws(InputError) -> Catalog {
        try CatalogRows.withText(of: data, format: format, source: source) { bytes throws(InputError) in
            try catalog(bytes, title: title, progress: progress)
        }
    }

    /// The catalogue of the CSV `bytes` (UTF-8, byte-order mark removed): read row by row, each field decoded
    /// only when used, each item made as its row is read.
    private func catalog(_ bytes: UnsafeRawBufferPointer, title: String,
                         progress: ((Int, Catalog?) -> Void)?) throws(InputError) -> Catalog {
        var scanner = CSVScanner(source: source, delimiter: format == .tsv ? UInt8(ascii: "\t") : UInt8(ascii: ","))
        var fields: [CSVScanner.Field] = []
        guard try scanner.nextFilledRow(in: bytes, into: &fields) else {
            throw InputError(source: source, path: "", message: "the file is empty (expected a header row naming the columns, with \"title\")")
        }
        let header = fields
        var headerTexts: [String] = []
        for field in header { headerTexts.append(try scanner.trimmedText(of: field, in: bytes) ?? "") }
        let names = headerTexts.map { $0.lowercased() }
        var seen: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            let at = "line \(header[index].line), column \(index + 1)"
            if name.isEmpty { throw InputError(source: source, path: at, message: "a column without a name in the header row") }
            let key = name == "color" ? "colour" : name
            if let first = seen[key] {
                throw InputError(source: source, path: at, message: "duplicate column \(JSONText.quoted(name)) (first is column \(first + 1))")
            }
            seen[key] = index
        }
        guard let titleColumn = seen["title"] else {
            throw InputError(source: source, path: "line \(header[0].line)",
                             message: "the header row has no \"title\" column (columns: \(Self.listed(names)))")
        }
        let metadataColumns = names.indices.filter { !Self.knownColumns.contains(names[$0]) }
        let column = (id: seen["id"], subtitle: seen["subtitle"], section: seen["section"], icon: seen["icon"],
                      colour: seen["colour"], image: seen["image"])

        // Ids are sized for rows of about 32 bytes.
        var rows = CatalogRows(source: source, title: title, itemLimit: itemLimit, expectedRows: bytes.count / 32)
        while try scanner.nextFilledRow(in: bytes, into: &fields) {
            let row = Row(fields: fields), reader = scanner
            let line = row.line
            guard fields.count == names.count else {
                throw InputError(source: source, path: "line \(line)",
                                 message: "expected \(names.count) fields (one per column of the header), got \(fields.count)")
            }
            if let problem = rows.countRow() { throw InputError(source: source, path: "line \(line)", message: problem) }
            func value(_ index: Int?) throws(InputError) -> String? {
                try row.value(index, scanner: reader, bytes: bytes)
            }
            func failure(_ index: Int, _ message: String) -> InputError {
                InputError(source: source, path: "line \(line), column \(JSONText.quoted(names[index]))", message: message)
            }
            guard let title = try value(titleColumn) else {
                throw failure(titleColumn, "expected a title, got an empty field")
            }
            let id: String
            if let idColumn = column.id {
                guard let given = try value(idColumn) else { throw failure(idColumn, "expected an id, got an empty field") }
                if let problem = rows.claim(id: given, line: line) { throw failure(idColumn, problem) }
                id = given
            } else {
                id = "row-\(line)"
            }
            let icon = try value(column.icon), image = try value(column.image)
            if icon != nil, image != nil { throw failure(column.image!, "give either \"icon\" or \"image\", not both") }
            if let icon, let problem = CatalogValues.iconNameProblem(icon, got: JSONText.quoted(icon)) {
                throw failure(column.icon!, problem)
            }
            var imagePath: String?
            if let image {
                if let problem = CatalogValues.imagePathProblem(image) { throw failure(column.image!, problem) }
                imagePath = CatalogPath.resolve(image, against: baseDirectory)
            }
            var color: CatalogColor?
            if let text = try value(column.colour) {
                guard let parsed = CatalogColor(hex: text) else {
                    throw failure(column.colour!, "expected \(CatalogValues.colorExpectation), got \(JSONText.quoted(text))")
                }
                color = parsed
            }
            var metadata: [CatalogMetadata] = []
            for index in metadataColumns {
                // The key is the header's text, one string shared by every row.
                if let text = try value(index) { metadata.append(CatalogMetadata(key: headerTexts[index], value: text)) }
            }
            rows.add(CatalogItem(id: id, title: title, subtitle: try value(column.subtitle), icon: icon,
                                 imagePath: imagePath, color: color, metadata: metadata),
                     section: try value(column.section))
            rows.report(to: progress)
        }
        return rows.catalog
    }
}

extension Catalog {
    /// Parses a catalogue of rows (`format`: CSV, TSV or JSON Lines; see `CatalogCSVReader` and
    /// `CatalogJSONLinesReader`); a JSON document goes to `parse(data:source:baseDirectory:)`. `source` names the
    /// file in errors and becomes `sourcePath`, relative image paths resolve against `baseDirectory`, and the
    /// catalogue is titled `title`. `progress`, when given, hears of the rows as they are read, with partial
    /// catalogues of the first 500, 5,000, 50,000 and 500,000 (on the thread parsing).
    public static func parseRows(_ format: CatalogFormat, data: Data, source: String, baseDirectory: String, title: String,
                                 progress: ((Int, Catalog?) -> Void)? = nil) throws(InputError) -> Catalog {
        try parseRows(format, data: data, source: source, baseDirectory: baseDirectory, title: title, itemLimit: itemLimit,
                      progress: progress)
    }

    static func parseRows(_ format: CatalogFormat, data: Data, source: String, baseDirectory: String, title: String,
                          itemLimit: Int, progress: ((Int, Catalog?) -> Void)? = nil) throws(InputError) -> Catalog {
        let base = CatalogPath.absolute(baseDirectory)
        switch format {
        case .json:
            return try parse(data: data, source: source, baseDirectory: base, itemLimit: itemLimit)
        case .csv, .tsv:
            let reader = CatalogCSVReader(baseDirectory: base, source: source, itemLimit: itemLimit, format: format)
            return try reader.catalog(data, title: title, progress: progress)
        case .jsonLines:
            let reader = CatalogJSONLinesReader(baseDirectory: base, source: source, itemLimit: itemLimit)
            return try reader.catalog(data, title: title, progress: progress)
        }
    }
}
