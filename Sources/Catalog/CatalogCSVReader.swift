import Foundation
import JSONInput

/// Reads a catalogue from CSV (RFC 4180: comma-separated, `"`-quoted fields with `""` for a quote, LF or CRLF
/// line ends, newlines allowed inside quotes), UTF-8 with an optional byte-order mark.
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
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw InputError(source: source, path: "", message: "the file is UTF-16 (it starts with a UTF-16 byte-order mark); "
                + "a CSV catalogue must be UTF-8 — save it as \"CSV UTF-8\"")
        }
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(InputError) -> Catalog in
                // Text files hold no NUL bytes; one saved as UTF-16 without a byte-order mark holds one in every
                // other byte. (memchr: a file of many megabytes is scanned before its first row is shown.)
                if let base = raw.baseAddress, let nul = memchr(base, 0, raw.count) {
                    let offset = base.distance(to: UnsafeRawPointer(nul))
                    let line = raw[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                    throw InputError(source: source, path: "line \(line)", message: "a NUL byte, which text does not hold "
                        + "(is the file UTF-16? a CSV catalogue must be UTF-8)")
                }
                return try catalog(raw, title: title, progress: progress)
            }
        }
        return try result.get()
    }

    /// The catalogue of the CSV `bytes` (UTF-8, byte-order mark removed): read row by row, each field decoded
    /// only when used, each item made as its row is read.
    private func catalog(_ bytes: UnsafeRawBufferPointer, title: String,
                         progress: ((Int, Catalog?) -> Void)?) throws(InputError) -> Catalog {
        var scanner = CSVScanner(source: source)
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

        var sectionNames: [String] = []
        var sectionItems: [[CatalogItem]] = []
        var sectionIndex: [String: Int] = [:]
        // Ids from an "id" column must be unique; "row-N" ids are, by their line numbers. Sized for rows of
        // about 32 bytes, so a large file does not rehash its ids again and again.
        var ids: [String: Int] = [:]
        if column.id != nil { ids.reserveCapacity(min(itemLimit, bytes.count / 32)) }
        var itemCount = 0
        let defaultSection = defaultSectionTitle
        while try scanner.nextFilledRow(in: bytes, into: &fields) {
            let row = Row(fields: fields), reader = scanner
            let line = row.line
            guard fields.count == names.count else {
                throw InputError(source: source, path: "line \(line)",
                                 message: "expected \(names.count) fields (one per column of the header), got \(fields.count)")
            }
            guard itemCount < itemLimit else {
                throw InputError(source: source, path: "line \(line)", message: "the catalogue holds more than \(itemLimit) items")
            }
            itemCount += 1
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
                if let index = ids.index(forKey: given) {
                    let (earlier, first) = ids[index]
                    throw failure(idColumn, "duplicate item id \(JSONText.quoted(given)) (first on line \(first))"
                        + CatalogReader.normalisationNote(given, earlier))
                }
                ids[given] = line
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
            let section = try value(column.section) ?? defaultSection
            let item = CatalogItem(id: id, title: title, subtitle: try value(column.subtitle), icon: icon,
                                   imagePath: imagePath, color: color, metadata: metadata)
            // Rows of one section usually follow each other: the last one's index is checked before hashing.
            if let last = sectionNames.indices.last, sectionNames[last] == section {
                sectionItems[last].append(item)
            } else if let index = sectionIndex[section] {
                sectionItems[index].append(item)
            } else {
                sectionIndex[section] = sectionNames.count
                sectionNames.append(section)
                sectionItems.append([item])
            }
            if let progress, ProgressBatches.isReport(itemCount) {
                progress(itemCount, ProgressBatches.isPartial(itemCount)
                    ? assemble(title: title, names: sectionNames, items: sectionItems) : nil)
            }
        }
        return assemble(title: title, names: sectionNames, items: sectionItems)
    }

    /// The catalogue of the sections read, in order of first use.
    private func assemble(title: String, names: [String], items: [[CatalogItem]]) -> Catalog {
        let sections = names.indices.map { index in
            CatalogSection(id: "section-\(index + 1)", title: names[index], items: items[index])
        }
        return Catalog(title: title, subtitle: source, sections: sections, sourcePath: source)
    }

    /// The section rows without a `section` value go to: named after the file.
    private var defaultSectionTitle: String { URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent }
}

extension Catalog {
    /// Parses a CSV catalogue (see `CatalogCSVReader`); `source` names it in errors and becomes `sourcePath`,
    /// relative image paths resolve against `baseDirectory`, and the catalogue is titled `title`.
    /// `progress`, when given, hears of the rows read as they are read, with partial catalogues of the first
    /// 500, 5,000, 50,000 and 500,000 (on the thread parsing).
    public static func parseCSV(data: Data, source: String, baseDirectory: String, title: String,
                                progress: ((Int, Catalog?) -> Void)? = nil) throws(InputError) -> Catalog {
        try parseCSV(data: data, source: source, baseDirectory: baseDirectory, title: title, itemLimit: itemLimit,
                     progress: progress)
    }

    static func parseCSV(data: Data, source: String, baseDirectory: String, title: String,
                         itemLimit: Int, progress: ((Int, Catalog?) -> Void)? = nil) throws(InputError) -> Catalog {
        let reader = CatalogCSVReader(baseDirectory: CatalogPath.absolute(baseDirectory), source: source, itemLimit: itemLimit)
        return try reader.catalog(data, title: title, progress: progress)
    }
}
