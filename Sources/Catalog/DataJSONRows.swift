import Foundation
import InputFiles
import JSONInput

/// Reads a JSON array of records too large to hold as a tree (over `ResourceBudget.inputFileBytes`) row by row,
/// as a file of JSON Lines is read: each element is parsed once to check it and kept as where it starts in the
/// mapped document (`CatalogRowTable.Decoder.jsonRecords`), parsed again when shown. Its columns and title come
/// from its first elements (`JSONRecords`).
struct DataJSONRows {
    let source: String
    let title: String
    let itemLimit: Int
    /// The column chosen to title the rows (`DataFileOptions.titleColumn`).
    var titleColumn: String? = nil

    /// Whether a document starting with `head` is read so: its value is an array.
    static func canRead(_ head: Data) -> Bool {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first(where: { !JSONTextBytes.isWhitespace($0) }) == UInt8(ascii: "[")
    }

    /// The catalogue of the array `data` (read through `pages`, if mapped); `progress` hears of the rows as they
    /// are read, with partial catalogues (`CatalogRows.report`).
    func catalog(_ data: Data, pages: MappedPages?, progress: ((Int, Catalog?) -> Void)?) throws(InputError) -> Catalog {
        let outcome = data.withUnsafeBytes { bytes in
            Result { () throws(InputError) -> Catalog in
                // The first elements give the columns.
                var cursor = JSONCursor(bytes, source: source, numbersAsWritten: true)
                try cursor.beginArray()
                var sample: [JSONValue] = [], first = true
                while sample.count < JSONRecords.sampleCount, try cursor.nextElement(first: &first) {
                    sample.append(try cursor.value())
                }
                let records = JSONRecords(sample: sample, title: titleColumn)
                var rows = CatalogRows(source: source, title: title, itemLimit: itemLimit, expectedRows: bytes.count / 128)
                rows.table = records.table(format: "JSON", sample: sample)
                rows.table?.encoding = .utf8
                let source = source
                let keepsRows = rows.keepingRows(textSize: bytes.count, pages: pages) { starts, lines, _ in
                    CatalogRowTable(text: data, starts: starts, lines: lines, decoder: .jsonRecords(records, source: source),
                                    pages: pages)
                }
                cursor = JSONCursor(bytes, source: source, numbersAsWritten: true)
                try cursor.beginArray()
                first = true
                var number = 0
                while try cursor.nextElement(first: &first) {
                    number += 1
                    let start = cursor.offset
                    let value = try cursor.value()
                    if let problem = rows.countRow() { throw InputError(source: source, path: "$[\(number - 1)]", message: problem) }
                    if keepsRows {
                        rows.add(rowAt: start, line: number, section: nil)
                    } else {
                        rows.add(records.item(value, id: "row-\(number)"), section: nil)
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
