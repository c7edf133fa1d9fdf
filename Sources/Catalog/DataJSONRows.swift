import Foundation
import InputFiles
import JSONInput

/// Reads a JSON array of records — or an object of records keyed by name or id (pandas' `orient="index"`, a
/// gazetteer) — too large to hold as a tree (over `ResourceBudget.inputFileBytes`) row by row, as a file of JSON
/// Lines is read: each record is parsed once to check it and kept as where it starts in the mapped document
/// (`CatalogRowTable.Decoder.jsonRecords`), parsed again when shown. Its columns and title come from its first
/// records (`JSONRecords`; an object's keys are its first column, `key`, as `DataJSONReader` reads a smaller one):
/// what a document is never depends on its size.
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
            return Data(bytes).withUnsafeBytes { keyedSample($0, source: "") }.map { sample in
                sample.keys.count >= 2 && DataJSONReader.isObjectOfRecords(JSONObject(zip(sample.keys, sample.values)))
            } ?? false
        default: return false
        }
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
                while open - 1 - backslashes >= 0, bytes[open - 1 - backslashes] == UInt8(ascii: "\\") { backslashes += 1 }
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
    func catalog(_ data: Data, pages: MappedPages?, progress: ((Int, Catalog?) -> Void)?) throws(InputError) -> Catalog {
        let outcome = data.withUnsafeBytes { bytes in
            Result { () throws(InputError) -> Catalog in
                // The first records give the columns (an object's keys the first of them).
                let keyed = (bytes.first(where: { !JSONTextBytes.isWhitespace($0) && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF })
                             == UInt8(ascii: "{"))
                var cursor = JSONCursor(bytes, source: source, numbersAsWritten: true)
                var sample: [JSONValue] = [], first = true
                let records: JSONRecords
                if keyed {
                    let (keys, values) = Self.keyedSample(bytes, source: source) ?? ([], [])
                    sample = values
                    records = JSONRecords(sample: values, keyColumn: "key", keys: keys, title: titleColumn)
                } else {
                    try cursor.beginArray()
                    while sample.count < JSONRecords.sampleCount, try cursor.nextElement(first: &first) {
                        sample.append(try cursor.value())
                    }
                    records = JSONRecords(sample: sample, title: titleColumn)
                }
                var rows = CatalogRows(source: source, title: title, itemLimit: itemLimit, expectedRows: bytes.count / 128)
                rows.table = records.table(format: "JSON", sample: sample)
                rows.table?.encoding = .utf8
                let source = source
                let keepsRows = rows.keepingRows(textSize: bytes.count, pages: pages) { starts, lines, _ in
                    CatalogRowTable(text: data, starts: starts, lines: lines,
                                    decoder: .jsonRecords(records, source: source, keyed: keyed), pages: pages)
                }
                cursor = JSONCursor(bytes, source: source, numbersAsWritten: true)
                if keyed { try cursor.beginObject() } else { try cursor.beginArray() }
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
                        throw InputError(source: source, path: key.map { "$" + DataJSONReader.pathComponent($0) } ?? "$[\(number - 1)]",
                                         message: problem)
                    }
                    if keepsRows {
                        rows.add(rowAt: start, line: number, section: nil)
                    } else {
                        rows.add(records.item(value, id: "row-\(number)", key: key), section: nil)
                    }
                    rows.report(to: progress)
                }
                try cursor.end()
                return rows.finished()
            }
        }
        return try outcome.get()
    }
}
