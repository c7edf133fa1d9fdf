import Catalog
import Foundation

/// How a file's name is keyed and shown: identity is the name's bytes, and what is shown cannot pretend to be
/// another name.
public enum FileName {
    /// `name` as a label shows it: every character kept, but each explicit bidirectional embedding, override or
    /// isolate (U+202A–U+202E, U+2066–U+2069) closed right where it opens, so none reorders what follows. A name
    /// such as `invoice‮fdp.exe` then reads in its stored order and ends in its real extension, `.exe`, instead
    /// of passing for a PDF; right-to-left names still read right to left (their order comes from their letters,
    /// not from these controls).
    public static func shown(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: isBidiControl) else { return name }
        var shown = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            shown.append(scalar)
            switch scalar.value {
            case 0x202A...0x202B, 0x202D...0x202E: shown.append("\u{202C}")  // an embedding or override: pop it
            case 0x2066...0x2068: shown.append("\u{2069}")  // an isolate: close it
            default: break
            }
        }
        return String(shown)
    }

    /// Whether `scalar` is an explicit bidirectional formatting character.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// A key for the file at the path spelled by `bytes`, which two different byte strings never share: the
    /// path itself when it is valid UTF-8 in Normalization Form C, else the path with every non-ASCII byte
    /// spelled `\xCC` (a backslash as `\\`) and a trailing slash, which no real path has.
    public static func identity(ofPath bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self), isNFC(bytes) { return text }
        return FolderFormatter.escaped(bytes, asciiOnly: true) + "/"
    }

    /// Bytes that may not be UTF-8 (a name, a path, a command-line argument) as text for a message: valid UTF-8
    /// as it is, a backslash as `\\`, each other byte as `\xE9`.
    public static func spelled(_ bytes: [UInt8]) -> String { FolderFormatter.escaped(bytes) }

    /// Whether the valid UTF-8 `name` is stored in Normalization Form C. Swift compares strings by canonical
    /// equivalence, so only such names can be keyed by their text: two names that differ only in normalisation
    /// (`café` composed and decomposed, as a folder copied from macOS holds) are the same `String`.
    static func isNFC(_ name: [UInt8]) -> Bool {
        guard name.contains(where: { $0 >= 0x80 }) else { return true }
        let text = String(decoding: name, as: UTF8.self)
        return text.precomposedStringWithCanonicalMapping.utf8.elementsEqual(name)
    }
}
