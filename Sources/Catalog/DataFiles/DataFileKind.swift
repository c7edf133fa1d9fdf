import Foundation
import JSONInput

/// What a data file holds, told from its first bytes as `file(1)` tells it — not from its name, which exports
/// and downloads often get wrong (`.txt` for tab-separated text, no extension at all) — and, where the bytes
/// leave it open, from the name.
///
/// ```swift
/// DataFileKind.sniff(firstBytes, name: "export.txt")     // .delimited
/// DataFileKind.sniff(firstBytes, name: "library.db")     // .sqlite (its 16-byte header)
/// ```
public enum DataFileKind: Sendable, Hashable {
    /// One JSON document: a Lattice catalogue (it has `sections`), or any other JSON.
    case jsonDocument
    /// One JSON value per line.
    case jsonLines
    /// Delimited text: CSV, TSV, semicolon- or pipe-separated (`DelimitedDialect`).
    case delimited
    /// A SQLite 3 database.
    case sqlite
    /// A zip archive, whose data files are read as tables of one catalogue (`ZipArchive`).
    case zip

    /// How many bytes are read to tell: 64 KiB.
    public static let sniffBytes = 64 << 10
    /// The header every SQLite 3 database starts with.
    static let sqliteHeader = Array("SQLite format 3\u{0}".utf8)

    /// The kind of a file whose first bytes are `head` (at most `sniffBytes`; the whole file when shorter), named
    /// `name`. A SQLite database and a zip archive by their headers; text starting with `{` or `[` is JSON — JSON Lines when its first
    /// line is a whole value and another line follows, or by the name `.jsonl`/`.ndjson`; other text is
    /// delimited, unless named `.json` (then its JSON errors say what is wrong).
    public static func sniff(_ head: Data, name: String) -> DataFileKind {
        if head.starts(with: sqliteHeader) { return .sqlite }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) { return .zip }
        let lower = name.lowercased()
        let named = CatalogFormat(path: name)
        let encoding = head.withUnsafeBytes { TextEncoding.detect($0, isWhole: false) }
        let text = encoding.isUTF8 || encoding == .windows1252 ? head : encoding.utf8Text(of: head)
        return text.withUnsafeBytes { bytes -> DataFileKind in
            var index = encoding == .utf8WithBOM ? 3 : 0
            while index < bytes.count, JSONTextBytes.isWhitespace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else {
                return lower.hasSuffix(".json") ? .jsonDocument : named == .jsonLines ? .jsonLines : .delimited
            }
            if named == .jsonLines { return .jsonLines }
            // JSON Lines: the first line is a value on its own, and another value starts a later line.
            var end = index
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            guard end < bytes.count,
                (try? JSONValue.parse(UnsafeRawBufferPointer(rebasing: bytes[index..<end]), source: name)) != nil
            else {
                return .jsonDocument
            }
            var next = end
            while next < bytes.count, JSONTextBytes.isWhitespace(bytes[next]) { next += 1 }
            return next < bytes.count && (bytes[next] == UInt8(ascii: "{") || bytes[next] == UInt8(ascii: "["))
                ? .jsonLines : .jsonDocument
        }
    }
}

/// JSON's white space, byte by byte.
enum JSONTextBytes {
    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
}
