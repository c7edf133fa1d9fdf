import JSONInput

/// The columns of JSON records — the objects of an array, a JSON Lines file or an object of objects — and how one
/// record becomes an item: its title the title column's value, every other field metadata under its column.
///
/// A record's fields are its members, with a member that is an object opened into its members (`properties.name`,
/// three levels deep: GeoJSON's features, API responses), so nested values get columns of their own. An array
/// reads "12 items" and an object past that depth "3 keys"; numbers read as JSON writes them, booleans as
/// `true`/`false`; `null` is no value. An element that is an array is a row of fields "Column 1", "Column 2", …;
/// a string or number alone is a row titled by it.
struct JSONRecords: Sendable, Hashable {
    /// Every field the sampled records have, in the order first seen.
    var columns: [String]
    /// The column titling the rows (an index into `columns`); nil when there are none (records of scalars).
    var titleColumn: Int?
    /// The column an object of objects' keys go in (`key`), first in `columns`; nil otherwise.
    var keyColumn: String?

    /// The columns a row's subtitle sums up (`CatalogTable.summarised`).
    var summaryColumns: [String] = []

    /// How deep a member that is an object is opened into columns.
    static let openedDepth = 3
    /// The most columns a record's fields make (a record of thousands of keys is a document, not a row).
    static let columnLimit = 500
    /// How many records are sampled for the columns and the title.
    static let sampleCount = 200

    /// The columns of the records `sample` (the first few), `keyColumn` first when the records are an object's
    /// members (their keys given in `keys`).
    /// `title`, when it names one of the columns, titles the rows instead of the one chosen.
    init(sample: [JSONValue], keyColumn: String? = nil, keys: [String] = [], title: String? = nil) {
        var columns: [String] = keyColumn.map { [$0] } ?? []
        var seen = Set(columns)
        var rows: [[String: String]] = []
        for (index, record) in sample.enumerated() {
            var row: [String: String] = [:]
            if let keyColumn, index < keys.count { row[keyColumn] = keys[index] }
            Self.forEachField(of: record) { name, text in
                if seen.insert(name).inserted, columns.count < Self.columnLimit { columns.append(name) }
                row[name] = text
            }
            rows.append(row)
        }
        self.columns = columns
        self.keyColumn = keyColumn
        let samples = rows.map { row in columns.map { row[$0] } }
        // A key column titles the rows only when nothing else can: an object's keys are usually ids.
        let candidates = keyColumn == nil ? columns : Array(columns.dropFirst())
        if let title, let index = columns.firstIndex(of: title) {
            titleColumn = index
        } else if !candidates.isEmpty {
            let offset = columns.count - candidates.count
            titleColumn =
                offset
                + CatalogTable.titleColumn(names: candidates, samples: samples.map { Array($0.dropFirst(offset)) })
        } else {
            titleColumn = columns.isEmpty ? nil : 0
        }
        summaryColumns = CatalogTable.summarised(columns, titleColumn: titleColumn)
    }

    /// The table these columns make (`format`: "JSON", "JSON Lines").
    func table(format: String, sample: [JSONValue]) -> CatalogTable {
        let kinds = columns.map { column in
            ValueKind.column(
                sample.lazy.compactMap { record -> String? in
                    var found: String?
                    Self.forEachField(of: record) { name, text in if name == column { found = text } }
                    return found
                })
        }
        return CatalogTable(
            columns: columns.isEmpty ? ["Value"] : columns, titleColumn: titleColumn ?? 0, kinds: kinds,
            format: format)
    }

    /// The item of `record` with id `id` (its key in an object of objects given as `key`).
    func item(_ record: JSONValue, id: String, key: String? = nil) -> CatalogItem {
        var metadata: [CatalogMetadata] = []
        var title: String?
        let titleName = titleColumn.map { columns[$0] }
        if let keyColumn, let key {
            if keyColumn == titleName {
                title = key
            } else {
                metadata.append(CatalogMetadata(key: keyColumn, value: key))
            }
        }
        switch record {
        case .object, .array:
            Self.forEachField(of: record) { name, text in
                if name == titleName, title == nil {
                    title = text
                } else {
                    metadata.append(CatalogMetadata(key: name, value: text))
                }
            }
        default:
            title = Self.text(record)
        }
        return CatalogItem(
            id: id, title: title ?? "", subtitle: CatalogTable.subtitle(of: metadata, summarising: summaryColumns),
            metadata: metadata)
    }

    /// Calls `body` with each field of `record` that has a value: its column's name and its text.
    static func forEachField(of record: JSONValue, _ body: (String, String) -> Void) {
        switch record {
        case .object(let object):
            forEachMember(of: object, prefix: "", depth: 1, body)
        case .array(let values):
            for (index, value) in values.enumerated() {
                if let text = text(value) { body("Column \(index + 1)", text) }
            }
        default:
            if let text = text(record) { body("Value", text) }
        }
    }

    private static func forEachMember(
        of object: JSONObject, prefix: String, depth: Int, _ body: (String, String) -> Void
    ) {
        for member in object.members {
            let name = prefix + member.key
            if case .object(let inner) = member.value, depth < openedDepth, !inner.isEmpty {
                forEachMember(of: inner, prefix: name + ".", depth: depth + 1, body)
            } else if let text = text(member.value) {
                body(name, text)
            }
        }
    }

    /// A value as a cell shows it: text as it is, a number as JSON writes it, `true`/`false`; an array of a few
    /// short texts or numbers as they are, joined by commas (`sf, classic`), a longer one "12 items"; an object
    /// "3 keys"; nil for `null`.
    static func text(_ value: JSONValue) -> String? {
        switch value {
        case .null:
            return nil
        case .bool(let flag):
            return flag ? "true" : "false"
        case .number(let number):
            return JSONText.number(number)
        case .string(let string):
            return string
        case .array(let values):
            if values.count <= 5 {
                let texts = values.compactMap { value -> String? in
                    switch value {
                    case .string, .number, .bool: text(value)
                    default: nil
                    }
                }
                let joined = texts.joined(separator: ", ")
                if texts.count == values.count, joined.count <= 80 { return joined }
            }
            return count(values.count, "item")
        case .object(let object):
            return count(object.count, "key")
        }
    }

    /// "1 item", "12 items".
    static func count(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }
}
