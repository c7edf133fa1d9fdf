import Foundation
import InputFiles
import JSONInput

/// Reads a JSON array of records — or an object of records keyed by name or id (pandas' `orient="index"`, a
/// gazetteer) — too large to hold as a tree (over `ResourceBudget.inputFileBytes`) row by row, as a file of JSON
/// Lines is read: each record is parsed once to check it and kept as where it starts in the mapped document
/// (`CatalogRowTable.Decoder.jsonRecords`), parsed again when shown. Its columns and title come from its first
/// records (`JSONRecords`; an object's keys are its first column, `key`, as `DataJSONReader` reads a smaller one):
/// what a document is never depends on its size. An object whose member holds the array of records (a GeoJSON
/// FeatureCollection's `features`, an API's `{"meta": …, "data": […]}`) is read as `DataJSONReader` reads a smaller
/// one: the records a table of their own, the object's other members rows of a first section.
struct DataJSONRows {
    let source: String
    let title: String
    let itemLimit: Int
    /// The column chosen to title the rows (`DataFileOptions.titleColumn`).
    var titleColumn: String? = nil

    /// Whether a document starting with `head` is read so: its value is an array, or an object whose first members
    /// are records (`DataJSONReader.isObjectOfRecords`).
    static func canRead(_ head: Data) -> Bool {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        switch bytes.first(where: { !JSONTextBytes.isWhitespace($0) }) {
        case UInt8(ascii: "["): return true
        case UInt8(ascii: "{"):
            return Data(bytes).withUnsafeBytes { bytes in
                keyedSample(bytes, source: "").map { sample in
                    sample.keys.count >= 2
                        && DataJSONReader.isObjectOfRecords(JSONObject(zip(sample.keys, sample.values)))
                } == true || recordsMember(of: bytes, source: "") != nil
            }
        default: return false
        }
    }

    /// The member of the object `bytes` starts (perhaps cut short) whose value is an array of records, and where
    /// that array starts: the first member whose value is an array starting with records, the members before it
    /// read whole. Nil when none is found before the bytes end.
    static func recordsMember(of bytes: UnsafeRawBufferPointer, source: String) -> (key: String, start: Int)? {
        var cursor = JSONCursor(bytes, source: source, numbersAsWritten: true)
        guard (try? cursor.beginObject()) != nil else { return nil }
        var first = true
        while let key = try? cursor.nextMember(first: &first) {
            if cursor.isAtArray {
                let start = cursor.offset
                var elements = JSONCursor(bytes, source: source, at: start, numbersAsWritten: true)
                var firstElement = true
                var sample: [JSONValue] = []
                if (try? elements.beginArray()) != nil {
                    while sample.count < 20, (try? elements.nextElement(first: &firstElement)) == true,
                        let value = try? elements.value()
                    {
                        sample.append(value)
                    }
                }
                if !sample.isEmpty, DataJSONReader.isRecords(.array(sample)) { return (key, start) }
            }
            guard (try? cursor.value()) != nil else { return nil }
        }
        return nil
    }

    /// The first members of the object `bytes` holds (as many as `JSONRecords.sampleCount`, fewer where the bytes end):
    /// their keys and values; nil when it is no object.
    static func keyedSample(_ bytes: UnsafeRawBufferPointer, source: String) -> (keys: [String], values: [JSONValue])? {
        var cursor = JSONCursor(bytes, source: source, numbersAsWritten: true)
        guard (try? cursor.beginObject()) != nil else { return nil }
        var keys: [String] = [], values: [JSONValue] = [], first = true
        while values.count < JSONRecords.sampleCount {
            guard let key = try? cursor.nextMember(first: &first), let value = try? cursor.value() else { break }
            keys.append(key)
            values.append(value)
        }
        return (keys, values)
    }

    /// The key of the object member whose value starts at `start`: read back over the `:` and the key's string
    /// before it (a quote escaped by a backslash is inside it).
    static func key(before start: Int, in bytes: UnsafeRawBufferPointer, source: String) -> String? {
        var index = start - 1
        while index >= 0, JSONTextBytes.isWhitespace(bytes[index]) { index -= 1 }
        guard index >= 0, bytes[index] == UInt8(ascii: ":") else { return nil }
        index -= 1
        while index >= 0, JSONTextBytes.isWhitespace(bytes[index]) { index -= 1 }
        guard index >= 0, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var open = index - 1
        while open >= 0 {
            if bytes[open] == UInt8(ascii: "\"") {
                var backslashes = 0
                while open - 1 - backslashes >= 0, bytes[open - 1 - backslashes] == UInt8(ascii: "\\") {
                    backslashes += 1
                }
                if backslashes % 2 == 0 { break }
            }
            open -= 1
        }
        guard open >= 0 else { return nil }
        var cursor = JSONCursor(bytes, source: source, at: open)
        guard case .string(let key)? = try? cursor.value() else { return nil }
        return key
    }

    /// The catalogue of the array `data` (read through `pages`, if mapped); `progress` hears of the rows as they
    /// are read, with partial catalogues (`CatalogRows.report`).
    func catalog(_ data: Data, pages: MappedPages?, progress: ((Int, Catalog?) -> Void)?) throws(InputError) -> Catalog
    {
        let outcome = data.withUnsafeBytes { bytes in
            Result { () throws(InputError) -> Catalog in
                // The first records give the columns (an object's keys the first of them).
                let isObject =
                    (bytes.first(where: { !JSONTextBytes.isWhitespace($0) && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF })
                        == UInt8(ascii: "{"))
                let keyedSample = isObject ? Self.keyedSample(bytes, source: source) : nil
                let keyed =
                    keyedSample.map { sample in
                        sample.keys.count >= 2
                            && DataJSONReader.isObjectOfRecords(JSONObject(zip(sample.keys, sample.values)))
                    } ?? false
                let wrapper = isObject && !keyed ? Self.recordsMember(of: bytes, source: source) : nil
                var sample: [JSONValue] = [], first = true
                let records: JSONRecords
                if keyed, let (keys, values) = keyedSample {
                    sample = values
                    records = JSONRecords(sample: values, keyColumn: "key", keys: keys, title: titleColumn)
                } else {
                    var cursor = JSONCursor(bytes, source: source, at: wrapper?.start, numbersAsWritten: true)
                    try cursor.beginArray()
                    while sample.count < JSONRecords.sampleCount, try cursor.nextElement(first: &first) {
                        sample.append(try cursor.value())
                    }
                    records = JSONRecords(sample: sample, title: titleColumn)
                }
                var rows = CatalogRows(
                    source: source, title: title, itemLimit: itemLimit, expectedRows: bytes.count / 128)
                rows.table = records.table(format: "JSON", sample: sample)
                rows.table?.encoding = .utf8
                let source = source
                let keepsRows = rows.keepingRows(textSize: bytes.count, pages: pages) { starts, lines, _ in
                    CatalogRowTable(
                        text: data, starts: starts, lines: lines,
                        decoder: .jsonRecords(records, source: source, keyed: keyed), pages: pages)
                }
                var cursor = JSONCursor(bytes, source: source, numbersAsWritten: true)
                // The wrapping object's other members, read whole, before and after the records.
                var others: [(key: String, value: JSONValue)] = []
                if let wrapper {
                    try cursor.beginObject()
                    var firstMember = true
                    while let key = try cursor.nextMember(first: &firstMember),
                        key != wrapper.key || cursor.offset != wrapper.start
                    {
                        others.append((key, try cursor.value()))
                    }
                }
                if keyed { try cursor.beginObject() } else { try cursor.beginArray() }
                let path = wrapper.map { "$" + DataJSONReader.pathComponent($0.key) } ?? "$"
                first = true
                var number = 0
                while true {
                    var key: String?
                    if keyed {
                        guard let member = try cursor.nextMember(first: &first) else { break }
                        key = member
                    } else {
                        guard try cursor.nextElement(first: &first) else { break }
                    }
                    number += 1
                    let start = cursor.offset
                    let value = try cursor.value()
                    if let problem = rows.countRow() {
                        throw InputError(
                            source: source,
                            path: key.map { "$" + DataJSONReader.pathComponent($0) } ?? "\(path)[\(number - 1)]",
                            message: problem)
                    }
                    if keepsRows {
                        rows.add(rowAt: start, line: number, section: nil)
                    } else {
                        rows.add(records.item(value, id: "row-\(number)", key: key), section: nil)
                    }
                    rows.report(to: progress)
                }
                if wrapper != nil {
                    var more = false
                    while let key = try cursor.nextMember(first: &more) { others.append((key, try cursor.value())) }
                }
                try cursor.end()
                var catalog = rows.finished()
                if let wrapper { Self.wrap(&catalog, in: wrapper.key, others: others, path: path) }
                return catalog
            }
        }
        return try outcome.get()
    }

    /// Makes the catalogue of a wrapped array's records what `DataJSONReader` makes of a smaller such object: the
    /// records a section titled by their member's key, after a section of the object's other members (and the
    /// key), each section with its own columns.
    private static func wrap(
        _ catalog: inout Catalog, in key: String, others: [(key: String, value: JSONValue)], path: String
    ) {
        guard let table = catalog.table else { return }
        for index in catalog.sections.indices {
            catalog.sections[index].id = path
            catalog.sections[index].title = key
        }
        guard !others.isEmpty else { return }
        let outline = others.map {
            DataJSONReader.outlineItem(key: $0.key, value: $0.value, path: "$" + DataJSONReader.pathComponent($0.key))
        }
        let count = JSONRecords.count(catalog.sections.reduce(0) { $0 + $1.items.count }, "item")
        let keyItem = CatalogItem(
            id: path + "#", title: key, subtitle: count, icon: "view-list-symbolic",
            metadata: [CatalogMetadata(key: "Value", value: count)])
        catalog.sections.insert(
            CatalogSection(id: "$", title: catalog.title, items: CatalogItems(outline + [keyItem])), at: 0)
        var combined = CatalogTable(
            columns: [table.titleName] + table.otherColumns + (table.otherColumns.contains("Value") ? [] : ["Value"]),
            titleColumn: 0, format: "JSON")
        combined.encoding = table.encoding
        combined.problems = table.problems
        combined.sectionColumns = [
            path: CatalogTable.SectionColumns(title: table.titleName, others: table.otherColumns),
            "$": CatalogTable.SectionColumns(title: "Key", others: ["Value"])
        ]
        catalog.table = combined
    }
}
