import InputFiles
import JSONInput

/// The rules for a catalogue's values that every format shares (JSON, CSV, TSV, JSON Lines): what an icon name, an image path
/// and a colour may be, and how a problem is worded.
enum CatalogValues {
    static let iconExpectation = "an icon name such as \"folder-symbolic\""
    static let colorExpectation = "a colour \"#rgb\", \"#rrggbb\" or \"#rrggbbaa\""

    /// Why `name` is not an icon theme name (ASCII letters, digits, `-`, `_`, `.` and `+`, starting with a
    /// letter or digit, at most 255 bytes), or nil when it is one. `got` describes the value in the message.
    static func iconNameProblem(_ name: String, got: String) -> String? {
        if name.contains("/") {
            return "expected \(iconExpectation), got \(got) (an image file goes in \"image\")"
        }
        let valid =
            name.utf8.count <= 255
            && name.utf8.enumerated().allSatisfy { offset, byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    return true
                case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"):
                    return offset > 0
                default:
                    return false
                }
            }
        guard valid, !name.isEmpty else {
            return "expected \(iconExpectation) (letters, digits, \"-\", \"_\", \".\" and \"+\"), got \(got)"
        }
        return nil
    }

    /// Why `path` cannot be an image path (a file path relative to the catalogue's folder, or absolute), or nil.
    static func imagePathProblem(_ path: String) -> String? {
        if path.contains("\0") { return "an image path cannot contain a NUL character" }
        if path.contains("://") {
            return "expected a file path (relative to the catalogue's folder, or absolute), got a URL"
        }
        if path.hasPrefix("~") {
            return "\"~\" is not expanded; give a path relative to the catalogue's folder, or an absolute one"
        }
        return nil
    }

    /// A `metadata` object, `{"Key": "text" | number, …}`, in file order; numbers become text (`52`, `3.5`,
    /// `1e+21`). Keys must be unique and not empty (the JSON format and JSON Lines share it).
    static func metadata(_ node: JSONNode) throws(InputError) -> [CatalogMetadata] {
        let object = try node.anyObject().rejectingDuplicateKeys()
        var pairs: [CatalogMetadata] = []
        pairs.reserveCapacity(object.count)
        for member in object.object.members {
            if member.key.isEmpty {
                throw InputError(
                    source: node.source, path: node.path(ofKey: ""), message: "a metadata key cannot be empty")
            }
            let value: String
            switch member.value {
            case .string(let text): value = text
            case .number(let number): value = JSONText.number(number)
            default:
                let child = JSONNode(value: member.value, path: node.path(ofKey: member.key), source: node.source)
                throw child.expected("a string or a number")
            }
            pairs.append(CatalogMetadata(key: member.key, value: value))
        }
        return pairs
    }
}
