import Catalog
import Foundation

/// What the main area's search matches: items whose title or subtitle contains the query — trimmed of spaces
/// — in any case, as `localizedCaseInsensitiveContains` compares (an empty query matches everything).
///
/// A search scans every item on every keystroke, a million of them in a large catalogue, and Foundation's
/// comparison costs about a microsecond a title. Where the query and a text are both ASCII, which is most
/// titles, the match is a byte scan with ASCII case folding: the same answer, a tenth of the time. Any other
/// text goes to Foundation, whose rules (the Kelvin sign matching "k", "ß" matching "SS", a combining accent
/// after an ASCII letter) no byte scan reproduces.
package struct SearchQuery: Sendable {
    /// The query trimmed of spaces: what is looked for.
    package let needle: String
    /// The needle's bytes in lower case, when it is ASCII.
    let folded: [UInt8]?

    package init(_ text: String) {
        needle = text.trimmingCharacters(in: .whitespaces)
        folded = needle.utf8.allSatisfy { $0 < 0x80 } ? needle.utf8.map(Self.lowercased) : nil
    }

    /// Whether the query is empty (everything matches).
    var isEmpty: Bool { needle.isEmpty }

    /// Whether `item` matches: its title or subtitle contains the needle.
    func matches(_ item: CatalogItem) -> Bool { matches(title: item.title, subtitle: item.subtitle) }

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
