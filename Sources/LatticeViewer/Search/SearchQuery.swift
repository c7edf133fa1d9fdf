import Catalog
import Foundation

/// What the main area's search matches: items any of whose values — title, subtitle, every column — contains the
/// query, trimmed of spaces, in any case, as `localizedCaseInsensitiveContains` compares (an empty query matches
/// everything). A query that starts with a column's name and a colon (`species: adelie`, the name in any case) looks
/// in that column only (`init(_:columns:)`); a folder's search matches names (`matches(title:subtitle:)`).
///
/// A search scans every item on every keystroke, a million of them in a large catalogue, and Foundation's
/// comparison costs about a microsecond a title. Where the query and a text are both ASCII, which is most
/// titles, the match is a byte scan with ASCII case folding: the same answer, a tenth of the time. Any other
/// text goes to Foundation, whose rules (the Kelvin sign matching "k", "ß" matching "SS", a combining accent
/// after an ASCII letter) no byte scan reproduces.
package struct SearchQuery: Sendable {
    /// The query as typed.
    package let text: String
    /// What is looked for: the query (after its column, when narrowed to one), trimmed of spaces.
    package let needle: String
    /// The column the search is narrowed to, as the catalogue names it (nil: every value).
    package let column: String?
    /// The needle's bytes in lower case, when it is ASCII.
    let folded: [UInt8]?

    /// A search of every value for `text`.
    package init(_ text: String) { self.init(text, columns: []) }

    /// A search for `text`, narrowed to one of `columns` when it starts with that column's name (in any case,
    /// spaces around it ignored) and a colon: `"island: dream"` looks for "dream" in `island`. Another text with a
    /// colon (`"10:30"`) is looked for whole.
    package init(_ text: String, columns: [String]) {
        self.text = text
        var needle = text.trimmingCharacters(in: .whitespaces), column: String?
        if let colon = needle.firstIndex(of: ":") {
            let name = needle[..<colon].trimmingCharacters(in: .whitespaces)
            if let named = columns.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
                column = named
                needle = needle[needle.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        self.needle = needle
        self.column = column
        folded = needle.utf8.allSatisfy { $0 < 0x80 } ? needle.utf8.map(Self.lowercased) : nil
    }

    /// Whether the query is empty (everything matches).
    var isEmpty: Bool { needle.isEmpty }

    /// Whether `item` matches: one of its values contains the needle — its title, its subtitle or a column's, or
    /// only the column the query names (its title when that column is `titleColumn`, the column titling its rows).
    func matches(_ item: CatalogItem, titleColumn: String? = nil) -> Bool {
        guard !needle.isEmpty else { return true }
        guard let column else {
            return contains(item.title) || item.subtitle.map(contains) == true
                || item.metadata.contains { contains($0.value) }
        }
        if column == titleColumn { return contains(item.title) }
        return item.metadata.first { $0.key == column }.map { contains($0.value) } ?? false
    }

    /// Whether an item of `title` and `subtitle` matches (`matches(_:)` over the two texts it reads).
    func matches(title: String, subtitle: String?) -> Bool {
        needle.isEmpty || contains(title) || subtitle.map(contains) == true
    }

    /// Whether `text` contains the needle in any case.
    func contains(_ text: String) -> Bool {
        if let folded {
            var text = text
            if let found = text.withUTF8({ Self.asciiContains($0, folded) }) { return found }
        }
        return text.localizedCaseInsensitiveContains(needle)
    }

    /// Whether ASCII `haystack` contains `needle` (lower case) in any case; nil when `haystack` is not ASCII.
    private static func asciiContains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool? {
        for byte in haystack where byte >= 0x80 { return nil }
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where lowercased(haystack[start]) == first {
            var matched = true
            for offset in 1..<needle.count where lowercased(haystack[start + offset]) != needle[offset] {
                matched = false
                break
            }
            if matched { return true }
        }
        return false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
