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

    /// One field and the line it started on.
    struct Field {
        var text: String
        var line: Int
    }

    /// Column names for a message: the first 20, then how many more.
    static func listed(_ names: [String]) -> String {
        let shown = names.prefix(20).joined(separator: ", ")
        return names.count > 20 ? shown + " and \(names.count - 20) more" : shown
    }

    func catalog(_ data: Data, title: String) throws(InputError) -> Catalog {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw InputError(source: source, path: "", message: "the file is UTF-16 (it starts with a UTF-16 byte-order mark); "
                + "a CSV catalogue must be UTF-8 — save it as \"CSV UTF-8\"")
        }
        // Text files hold no NUL bytes; one saved as UTF-16 without a byte-order mark holds one in every other byte.
        if let nul = bytes.firstIndex(of: 0) {
            let line = bytes[..<nul].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw InputError(source: source, path: "line \(line)", message: "a NUL byte, which text does not hold "
                + "(is the file UTF-16? a CSV catalogue must be UTF-8)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputError(source: source, path: "", message: "not valid UTF-8 text (a CSV catalogue must be UTF-8)")
        }
        var rows = try Self.rows(of: text, source: source)
        rows.removeAll { $0.count == 1 && $0[0].text.isEmpty }   // blank lines
        guard let header = rows.first else {
            throw InputError(source: source, path: "", message: "the file is empty (expected a header row naming the columns, with \"title\")")
        }
        let names = header.map { $0.text.trimmingCharacters(in: .whitespaces).lowercased() }
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

        var sectionOrder: [String] = []
        var sectionItems: [String: [CatalogItem]] = [:]
        var ids: [String: Int] = [:]
        for row in rows.dropFirst() {
            let line = row[0].line
            guard row.count == names.count else {
                throw InputError(source: source, path: "line \(line)",
                                 message: "expected \(names.count) fields (one per column of the header), got \(row.count)")
            }
            guard ids.count < itemLimit else {
                throw InputError(source: source, path: "line \(line)", message: "the catalogue holds more than \(itemLimit) items")
            }
            func value(_ column: String) -> String? {
                guard let index = seen[column] else { return nil }
                let text = row[index].text.trimmingCharacters(in: .whitespaces)
                return text.isEmpty ? nil : text
            }
            func failure(_ column: String, _ message: String) -> InputError {
                InputError(source: source, path: "line \(line), column \(JSONText.quoted(names[seen[column]!]))", message: message)
            }
            guard let title = value("title") else {
                throw InputError(source: source, path: "line \(line), column \(JSONText.quoted(names[titleColumn]))",
                                 message: "expected a title, got an empty field")
            }
            let id: String
            if seen["id"] != nil {
                guard let given = value("id") else { throw failure("id", "expected an id, got an empty field") }
                id = given
            } else {
                id = "row-\(line)"
            }
            if let index = ids.index(forKey: id) {
                let (earlier, first) = ids[index]
                throw failure("id", "duplicate item id \(JSONText.quoted(id)) (first on line \(first))"
                    + CatalogReader.normalisationNote(id, earlier))
            }
            ids[id] = line
            let icon = value("icon"), image = value("image")
            if icon != nil, image != nil { throw failure("image", "give either \"icon\" or \"image\", not both") }
            if let icon, let problem = CatalogValues.iconNameProblem(icon, got: JSONText.quoted(icon)) {
                throw failure("icon", problem)
            }
            var imagePath: String?
            if let image {
                if let problem = CatalogValues.imagePathProblem(image) { throw failure("image", problem) }
                imagePath = CatalogPath.resolve(image, against: baseDirectory)
            }
            var color: CatalogColor?
            if let text = value("colour") {
                guard let parsed = CatalogColor(hex: text) else {
                    throw failure("colour", "expected \(CatalogValues.colorExpectation), got \(JSONText.quoted(text))")
                }
                color = parsed
            }
            let metadata = metadataColumns.compactMap { index -> CatalogMetadata? in
                let text = row[index].text.trimmingCharacters(in: .whitespaces)
                return text.isEmpty ? nil : CatalogMetadata(key: header[index].text.trimmingCharacters(in: .whitespaces), value: text)
            }
            let section = value("section") ?? defaultSectionTitle
            if sectionItems[section] == nil { sectionOrder.append(section) }
            sectionItems[section, default: []].append(CatalogItem(
                id: id, title: title, subtitle: value("subtitle"), icon: icon, imagePath: imagePath, color: color,
                metadata: metadata))
        }
        let sections = sectionOrder.enumerated().map { index, name in
            CatalogSection(id: "section-\(index + 1)", title: name, items: sectionItems[name] ?? [])
        }
        return Catalog(title: title, subtitle: source, sections: sections, sourcePath: source)
    }

    /// The section rows without a `section` value go to: named after the file.
    private var defaultSectionTitle: String { URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent }

    /// Splits CSV text into rows of fields (RFC 4180), remembering the line each field starts on.
    static func rows(of text: String, source: String) throws(InputError) -> [[Field]] {
        var rows: [[Field]] = []
        var row: [Field] = []
        var field = ""
        var line = 1, fieldLine = 1
        var quoted = false, wasQuoted = false
        var characters = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let scalar = pending { pending = nil; return scalar }
            return characters.next()
        }
        func endField() {
            row.append(Field(text: field, line: fieldLine))
            field = ""
            wasQuoted = false
            fieldLine = line
        }
        func endRow() {
            endField()
            rows.append(row)
            row = []
        }
        while let scalar = next() {
            if quoted {
                if scalar == "\"" {
                    if let following = next() {
                        if following == "\"" { field.unicodeScalars.append("\"") } else { quoted = false; pending = following }
                    } else {
                        quoted = false
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case ",":
                endField()
            case "\r":
                if let following = next(), following != "\n" { pending = following }
                line += 1
                endRow()
            case "\n":
                line += 1
                endRow()
            case "\"":
                guard field.isEmpty, !wasQuoted else {
                    throw InputError(source: source, path: "line \(line)",
                                     message: "a quote inside an unquoted field (quote the whole field and write a quote as \"\")")
                }
                quoted = true
                wasQuoted = true
            default:
                if wasQuoted {
                    throw InputError(source: source, path: "line \(line)",
                                     message: "text after a closing quote (write a quote inside a quoted field as \"\")")
                }
                field.unicodeScalars.append(scalar)
            }
        }
        if quoted {
            throw InputError(source: source, path: "line \(fieldLine)", message: "a quoted field is never closed")
        }
        if !field.isEmpty || wasQuoted || !row.isEmpty { endRow() }
        return rows
    }
}

extension Catalog {
    /// Parses a CSV catalogue (see `CatalogCSVReader`); `source` names it in errors and becomes `sourcePath`,
    /// relative image paths resolve against `baseDirectory`, and the catalogue is titled `title`.
    public static func parseCSV(data: Data, source: String, baseDirectory: String, title: String) throws(InputError) -> Catalog {
        try parseCSV(data: data, source: source, baseDirectory: baseDirectory, title: title, itemLimit: itemLimit)
    }

    static func parseCSV(data: Data, source: String, baseDirectory: String, title: String,
                         itemLimit: Int) throws(InputError) -> Catalog {
        let reader = CatalogCSVReader(baseDirectory: CatalogPath.absolute(baseDirectory), source: source, itemLimit: itemLimit)
        return try reader.catalog(data, title: title)
    }
}
