import InputFiles
import JSONInput

/// What a CSV or TSV file's header row says: which column holds what (see `CatalogCSVReader`), and how a row
/// of it is checked and made an item. The reader checks every row with it as the file is read; a
/// `CatalogRowTable` makes the items from it when they are asked for.
struct CSVColumns: Sendable {
    /// Other names of columns, as exports spell them: `color` is `colour`; `cover`, `thumbnail`, `picture` and
    /// `photo` are `image` (a books export's covers are its images).
    static let aliases = [
        "color": "colour", "cover": "image", "thumbnail": "image", "picture": "image", "photo": "image"
    ]
    /// The columns that are not metadata, by the name they go by.
    static let knownColumns: Set<String> = ["id", "title", "subtitle", "section", "icon", "colour", "image"]

    /// Names the file in errors.
    let source: String
    /// The byte between fields: `,`, or a tab for TSV.
    let delimiter: UInt8
    /// The absolute folder relative image paths resolve against.
    let baseDirectory: String
    /// The column names, lower case.
    let names: [String]
    /// The header's texts as written: the metadata keys.
    let headerTexts: [String]
    let title: Int
    let id: Int?
    let subtitle: Int?
    let section: Int?
    let icon: Int?
    let colour: Int?
    let image: Int?
    /// The columns that are metadata, in order.
    let metadata: [Int]
    /// Whether the file is a data file read as a table (`init(table:titleColumn:source:delimiter:)`), not a
    /// catalogue: every column but the title's is metadata, rows may hold fewer or more fields than there are
    /// columns, and no value is checked.
    let isTable: Bool

    /// One row's fields, read through a constant: helpers capturing the scanner's mutable row array would have
    /// every access checked for exclusivity at run time.
    struct Row {
        let fields: [CSVScanner.Field]
        /// The line the row starts on.
        var line: Int { fields[0].line }

        /// The trimmed text of the field in column `index` (nil for a missing column or an empty field).
        func value(_ index: Int?, scanner: CSVScanner, bytes: UnsafeRawBufferPointer) throws(InputError) -> String? {
            guard let index else { return nil }
            return try scanner.trimmedText(of: fields[index], in: bytes)
        }
    }

    /// The columns of the header row `header`, or an error naming its line and column: a column without a name,
    /// one named twice, or no `title`.
    init(
        header: [CSVScanner.Field], scanner: CSVScanner, bytes: UnsafeRawBufferPointer,
        baseDirectory: String
    ) throws(InputError) {
        source = scanner.source
        delimiter = scanner.delimiter
        self.baseDirectory = baseDirectory
        var headerTexts: [String] = []
        for field in header { headerTexts.append(try scanner.trimmedText(of: field, in: bytes) ?? "") }
        let names = headerTexts.map { $0.lowercased() }
        var seen: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            let at = "line \(header[index].line), column \(index + 1)"
            if name.isEmpty {
                throw InputError(source: source, path: at, message: "a column without a name in the header row")
            }
            let key = Self.aliases[name] ?? name
            if let first = seen[key] {
                let same = names[first] == name ? "" : ", \(JSONText.quoted(names[first])), which names the same"
                throw InputError(
                    source: source, path: at,
                    message: "duplicate column \(JSONText.quoted(name)) (first is column \(first + 1)\(same))")
            }
            seen[key] = index
        }
        guard let titleColumn = seen["title"] else {
            throw InputError(
                source: source, path: "line \(header[0].line)",
                message: "the header row has no \"title\" column (columns: \(Self.listed(names)))")
        }
        self.headerTexts = headerTexts
        self.names = names
        title = titleColumn
        id = seen["id"]
        subtitle = seen["subtitle"]
        section = seen["section"]
        icon = seen["icon"]
        colour = seen["colour"]
        image = seen["image"]
        metadata = names.indices.filter { !Self.knownColumns.contains(Self.aliases[names[$0]] ?? names[$0]) }
        isTable = false
    }

    /// The columns of a data file read as a table: `names` (unique: `CatalogTable.uniqueNames`), the one at
    /// `titleColumn` titling each row, every other one metadata under its name.
    init(table names: [String], titleColumn: Int, source: String, delimiter: UInt8) {
        self.source = source
        self.delimiter = delimiter
        baseDirectory = "/"
        self.names = names
        headerTexts = names
        title = titleColumn
        id = nil
        subtitle = nil
        section = nil
        icon = nil
        colour = nil
        image = nil
        metadata = names.indices.filter { $0 != titleColumn }
        isTable = true
    }

    /// Column names for a message: the first 20, then how many more.
    static func listed(_ names: [String]) -> String {
        let shown = names.prefix(20).joined(separator: ", ")
        return names.count > 20 ? shown + " and \(names.count - 20) more" : shown
    }

    /// The error for the field in column `index` of the row on `line`.
    func failure(_ index: Int, line: Int, _ message: String) -> InputError {
        InputError(source: source, path: "line \(line), column \(JSONText.quoted(names[index]))", message: message)
    }

    /// Checks `row` (as many fields as columns) as `item` would read it, decoding only what a check needs; its
    /// id (when the file has the column) and section. Text is not checked for UTF-8 here: the reader checks the
    /// whole file first (`CSVScanner.checkUTF8`).
    func check(
        _ row: Row, scanner: CSVScanner, bytes: UnsafeRawBufferPointer
    ) throws(InputError) -> (id: String?, section: String?) {
        if isTable { return (nil, nil) }
        if try scanner.isEmpty(row.fields[title], in: bytes) {
            throw failure(title, line: row.line, "expected a title, got an empty field")
        }
        var given: String?
        if let id {
            guard let value = try row.value(id, scanner: scanner, bytes: bytes) else {
                throw failure(id, line: row.line, "expected an id, got an empty field")
            }
            given = value
        }
        _ = try picture(row, scanner: scanner, bytes: bytes)
        return (given, try row.value(section, scanner: scanner, bytes: bytes))
    }

    /// The id of the row starting at byte `start` of `bytes` on `line` (a row read before: nil only where the
    /// file has no id column).
    func id(ofRowAt start: Int, line: Int, in bytes: UnsafeRawBufferPointer) -> String? {
        guard let id else { return nil }
        var scanner = CSVScanner(source: source, delimiter: delimiter, position: start, line: line)
        var fields: [CSVScanner.Field] = []
        // The fields up to the id's: the rest of the row is not needed.
        guard (try? scanner.nextRow(in: bytes, into: &fields, fieldLimit: id + 1)) == true, fields.count == id + 1
        else {
            return nil
        }
        return (try? Row(fields: fields).value(id, scanner: scanner, bytes: bytes)) ?? nil
    }

    /// The item of `row`, checked (a row `check` passed makes an item without error).
    func item(_ row: Row, scanner: CSVScanner, bytes: UnsafeRawBufferPointer) throws(InputError) -> CatalogItem {
        if isTable { return try tableItem(row, scanner: scanner, bytes: bytes) }
        func value(_ index: Int?) throws(InputError) -> String? { try row.value(index, scanner: scanner, bytes: bytes) }
        guard let title = try value(title) else {
            throw failure(title, line: row.line, "expected a title, got an empty field")
        }
        let picture = try picture(row, scanner: scanner, bytes: bytes)
        var metadata: [CatalogMetadata] = []
        for index in self.metadata {
            // The key is the header's text, one string shared by every row.
            if let text = try value(index) { metadata.append(CatalogMetadata(key: headerTexts[index], value: text)) }
        }
        return CatalogItem(
            id: try value(id) ?? "row-\(row.line)", title: title, subtitle: try value(subtitle),
            icon: picture.icon, imagePath: picture.imagePath, color: picture.color, metadata: metadata)
    }

    /// The item of a table's `row`: titled by the title column's value (empty where the row has none), every
    /// other field metadata under its column's name ("Column N" past the header's columns), the first few values
    /// after the title its subtitle.
    private func tableItem(
        _ row: Row, scanner: CSVScanner, bytes: UnsafeRawBufferPointer
    ) throws(InputError) -> CatalogItem {
        var metadata: [CatalogMetadata] = []
        metadata.reserveCapacity(row.fields.count)
        var title = ""
        for index in row.fields.indices {
            guard let text = try scanner.trimmedText(of: row.fields[index], in: bytes) else { continue }
            if index == self.title {
                title = text
            } else {
                metadata.append(
                    CatalogMetadata(
                        key: index < headerTexts.count ? headerTexts[index] : "Column \(index + 1)", value: text))
            }
        }
        return CatalogItem(
            id: "row-\(row.line)", title: title,
            subtitle: CatalogTable.subtitle(
                of: metadata, summarising: CatalogTable.summarised(headerTexts, titleColumn: self.title)),
            metadata: metadata)
    }

    /// The row's icon, image path (resolved) and colour, checked.
    private func picture(
        _ row: Row, scanner: CSVScanner,
        bytes: UnsafeRawBufferPointer
    ) throws(InputError) -> (icon: String?, imagePath: String?, color: CatalogColor?) {
        let icon = try row.value(icon, scanner: scanner, bytes: bytes),
            image = try row.value(image, scanner: scanner, bytes: bytes)
        if icon != nil, image != nil {
            throw failure(self.image!, line: row.line, "give either \"icon\" or \"image\", not both")
        }
        if let icon, let problem = CatalogValues.iconNameProblem(icon, got: JSONText.quoted(icon)) {
            throw failure(self.icon!, line: row.line, problem)
        }
        var imagePath: String?
        if let image {
            if let problem = CatalogValues.imagePathProblem(image) {
                throw failure(self.image!, line: row.line, problem)
            }
            imagePath = CatalogPath.resolve(image, against: baseDirectory)
        }
        var color: CatalogColor?
        if let text = try row.value(colour, scanner: scanner, bytes: bytes) {
            guard let parsed = CatalogColor(hex: text) else {
                throw failure(
                    colour!, line: row.line, "expected \(CatalogValues.colorExpectation), got \(JSONText.quoted(text))")
            }
            color = parsed
        }
        return (icon, imagePath, color)
    }
}
