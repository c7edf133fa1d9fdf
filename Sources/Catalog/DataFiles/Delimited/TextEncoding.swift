import Foundation

/// The character encoding a data file's text is in, told from its first bytes: a byte-order mark names UTF-8,
/// UTF-16 or UTF-32; text without one is UTF-8 when its bytes decode as UTF-8, and otherwise Windows-1252, the
/// single-byte encoding spreadsheets on Windows save "CSV" in (a superset of Latin-1's printable characters).
///
/// ```swift
/// let encoding = TextEncoding.detect(bytes)           // .utf16LittleEndian for a spreadsheet's "Unicode text"
/// let utf8 = encoding.utf8Text(of: bytes)             // the text as UTF-8, without the byte-order mark
/// ```
public enum TextEncoding: String, Sendable, Hashable, CaseIterable, Codable {
    /// UTF-8 without a byte-order mark.
    case utf8
    /// UTF-8 that starts with a byte-order mark (`EF BB BF`), as Excel's "CSV UTF-8" writes it.
    case utf8WithBOM
    /// UTF-16, little end first, with a byte-order mark (`FF FE`): Excel's "Unicode text".
    case utf16LittleEndian
    /// UTF-16, big end first, with a byte-order mark (`FE FF`).
    case utf16BigEndian
    /// UTF-32, little end first, with a byte-order mark (`FF FE 00 00`).
    case utf32LittleEndian
    /// UTF-32, big end first, with a byte-order mark (`00 00 FE FF`).
    case utf32BigEndian
    /// Windows-1252 (Western European): Latin-1's printable characters plus `€ ‚ „ … ‘ ’ “ ” – —` and others in
    /// `80`–`9F`. Latin-1 text reads the same but for those 32 control codes, which text files do not hold.
    case windows1252

    /// The encoding's name as users know it: "UTF-8", "UTF-16 LE", "Windows-1252".
    public var name: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf8WithBOM: "UTF-8 (with BOM)"
        case .utf16LittleEndian: "UTF-16 LE"
        case .utf16BigEndian: "UTF-16 BE"
        case .utf32LittleEndian: "UTF-32 LE"
        case .utf32BigEndian: "UTF-32 BE"
        case .windows1252: "Windows-1252"
        }
    }

    /// The encoding `name` names, as users and tools spell it (any case): `utf-8`, `utf-8-sig`, `utf-16` (little end
    /// first, as Windows writes it), `utf-16le`, `utf-16be`, `utf-32`, `utf-32le`, `utf-32be`, `windows-1252`,
    /// `cp1252`, `latin-1`, `iso-8859-1`; nil for another.
    public init?(name: String) {
        switch name.lowercased().replacingOccurrences(of: "_", with: "-") {
        case "utf-8", "utf8": self = .utf8
        case "utf-8-sig", "utf-8-bom", "utf8-bom": self = .utf8WithBOM
        case "utf-16", "utf16", "utf-16le", "utf16le", "unicode": self = .utf16LittleEndian
        case "utf-16be", "utf16be": self = .utf16BigEndian
        case "utf-32", "utf32", "utf-32le", "utf32le": self = .utf32LittleEndian
        case "utf-32be", "utf32be": self = .utf32BigEndian
        case "windows-1252", "cp1252", "latin-1", "latin1", "iso-8859-1", "iso8859-1", "ansi": self = .windows1252
        default: return nil
        }
    }

    /// Whether text in this encoding is read as it is (UTF-8), rather than converted to UTF-8 first.
    public var isUTF8: Bool { self == .utf8 || self == .utf8WithBOM }

    /// The encoding a byte-order mark at the start of `bytes` names, or nil without one.
    public static func byteOrderMark(of bytes: some Collection<UInt8>) -> TextEncoding? {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32LittleEndian }
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian }
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8WithBOM }
        if head.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        if head.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        return nil
    }

    /// The encoding of `bytes`: the one its byte-order mark names, else UTF-8 where every byte decodes as UTF-8,
    /// else Windows-1252. `bytes` may be the file's start only (a sniff's 64 KiB): a UTF-8 sequence cut at its
    /// end still counts as UTF-8.
    public static func detect(_ bytes: UnsafeRawBufferPointer, isWhole: Bool = true) -> TextEncoding {
        if let mark = byteOrderMark(of: bytes) { return mark }
        return isUTF8(bytes, allowingCutEnd: !isWhole) ? .utf8 : .windows1252
    }

    /// Whether `bytes` are UTF-8; with `allowingCutEnd`, a sequence cut short by the end of `bytes` is allowed.
    static func isUTF8(_ bytes: UnsafeRawBufferPointer, allowingCutEnd: Bool) -> Bool {
        var end = bytes.count
        if allowingCutEnd {
            // Back up over a last sequence that may be cut: at most three continuation bytes and its lead.
            var index = end - 1, continuations = 0
            while index >= 0, continuations < 3, bytes[index] & 0xC0 == 0x80 {
                index -= 1
                continuations += 1
            }
            if index >= 0, bytes[index] >= 0xC0 { end = index }
        }
        return String(
            validating: UnsafeRawBufferPointer(rebasing: bytes[..<end]).bindMemory(to: UInt8.self),
            as: UTF8.self) != nil
    }

    /// The text of `bytes` (in this encoding, byte-order mark and all) as UTF-8 without a byte-order mark. UTF-8
    /// is returned as it is, less its mark; a UTF-16 or UTF-32 sequence that does not decode (a lone surrogate)
    /// becomes U+FFFD, as does an odd byte at the end.
    public func utf8Text(of bytes: Data) -> Data {
        switch self {
        case .utf8: return bytes
        case .utf8WithBOM: return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes
        case .windows1252: return Self.utf8(fromWindows1252: bytes)
        case .utf16LittleEndian, .utf16BigEndian:
            // The mark is skipped where there is one (a user may choose UTF-16 for text saved without).
            let mark = Self.byteOrderMark(of: bytes) == self ? 2 : 0
            return Self.utf8(fromUnits: bytes.dropFirst(mark), width: 2, littleEndian: self == .utf16LittleEndian)
        case .utf32LittleEndian, .utf32BigEndian:
            let mark = Self.byteOrderMark(of: bytes) == self ? 4 : 0
            return Self.utf8(fromUnits: bytes.dropFirst(mark), width: 4, littleEndian: self == .utf32LittleEndian)
        }
    }

    /// The characters Windows-1252 has at `80`…`9F`; 0 at the five bytes it leaves undefined, which read as
    /// Latin-1 reads them (the C1 control of that number), so no byte is lost.
    private static let windows1252High: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E,
        0x0178
    ]

    /// Windows-1252 bytes as UTF-8. - Complexity: O(n): a pass to size the output, one to fill it; the output is
    /// the only copy (a million-row export is converted within its own size again).
    static func utf8(fromWindows1252 bytes: Data) -> Data {
        bytes.withUnsafeBytes { input -> Data in
            var size = input.count
            for byte in input where byte >= 0x80 {
                size += byte < 0xA0 && windows1252High[Int(byte - 0x80)] > 0x7FF ? 2 : 1
            }
            guard size > input.count else { return bytes }  // ASCII: UTF-8 as it is
            let output = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 1)
            var at = 0
            for byte in input {
                if byte < 0x80 {
                    output[at] = byte
                    at += 1
                    continue
                }
                var scalar = UInt32(byte)
                if byte < 0xA0, windows1252High[Int(byte - 0x80)] != 0 { scalar = windows1252High[Int(byte - 0x80)] }
                if scalar < 0x800 {
                    output[at] = UInt8(0xC0 | scalar >> 6)
                    output[at + 1] = UInt8(0x80 | scalar & 0x3F)
                    at += 2
                } else {
                    output[at] = UInt8(0xE0 | scalar >> 12)
                    output[at + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    output[at + 2] = UInt8(0x80 | scalar & 0x3F)
                    at += 3
                }
            }
            return Data(
                bytesNoCopy: output.baseAddress!, count: size,
                deallocator: .custom { pointer, _ in pointer.deallocate() })
        }
    }

    /// UTF-16 (`width` 2) or UTF-32 (`width` 4) code units as UTF-8.
    private static func utf8(fromUnits bytes: Data, width: Int, littleEndian: Bool) -> Data {
        var output = [UInt8]()
        output.reserveCapacity(bytes.count / width * 3 / 2 + 16)
        bytes.withUnsafeBytes { raw in
            func unit(at offset: Int) -> UInt32 {
                var value: UInt32 = 0
                for index in 0..<width {
                    let byte = UInt32(raw[offset + (littleEndian ? width - 1 - index : index)])
                    value = value << 8 | byte
                }
                return value
            }
            var offset = 0
            while offset + width <= raw.count {
                var scalar = unit(at: offset)
                offset += width
                if width == 2, (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate: with the low one after it, one scalar.
                    if offset + 2 <= raw.count, case let low = unit(at: offset), (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        offset += 2
                    } else {
                        scalar = 0xFFFD
                    }
                } else if (0xD800..<0xE000).contains(scalar) || scalar > 0x10FFFF {
                    scalar = 0xFFFD
                }
                appendUTF8(scalar, to: &output)
            }
            if offset < raw.count { appendUTF8(0xFFFD, to: &output) }
        }
        return Data(output)
    }

    /// Appends the UTF-8 bytes of `scalar` (a valid scalar value).
    private static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            output.append(UInt8(scalar))
        case ..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
