import Foundation

/// What a field of a data file holds, read from its text: nothing (empty, `NA`, `null`), a number (`39.1`,
/// `-2`, `1e6`, `3,75` with a decimal comma, `1 234`), a date or time in ISO 8601 (`2024-03-01`,
/// `2024-03-01T12:30:00Z`), or other text. Columns are typed by their values' kinds (numbers sit at the
/// trailing edge and sort by value); the text as written is what is shown, searched and copied.
public enum ValueKind: Sendable, Hashable {
    /// No value: an empty field, `NA`, `null`, `None`, `-`.
    case missing
    /// A number, with a decimal point or comma, grouped or not.
    case number
    /// An ISO 8601 date, perhaps with a time.
    case date
    /// Anything else.
    case text

    /// The texts that stand for no value: what R, pandas and SQL exports write for one.
    static let missingTexts: Set<String> = ["na", "n/a", "nan", "null", "none", "nil", "-", "—", "?", "#n/a"]

    /// Whether the UTF-8 `bytes` (spaces around them already cut) stand for no value, as `init(of:)` reads them —
    /// asked without making a string for all but the few short texts that might.
    static func isMissing(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return true }
        guard bytes.count <= 4,
            [
                UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "-"), UInt8(ascii: "?"),
                UInt8(ascii: "#"), 0xE2
            ].contains(first)
        else { return false }
        return missingTexts.contains(String(decoding: bytes, as: UTF8.self).lowercased())
    }

    /// The kind of `text` (surrounding spaces ignored).
    public init(of text: String) {
        let utf8 = text.utf8
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, utf8[start] == 0x20 || utf8[start] == 0x09 { start = utf8.index(after: start) }
        while end > start, case let before = utf8.index(before: end), utf8[before] == 0x20 || utf8[before] == 0x09 {
            end = before
        }
        let bytes = utf8[start..<end]
        if bytes.isEmpty
            || (bytes.count <= 4 && Self.missingTexts.contains(String(decoding: bytes, as: UTF8.self).lowercased()))
        {
            self = .missing
        } else if Self.isNumber(bytes) {
            self = .number
        } else if Self.isISODate(bytes) {
            self = .date
        } else {
            self = .text
        }
    }

    /// Whether `bytes` read as a number: an optional sign, digits with at most one decimal point or comma
    /// (and thin or plain spaces, commas or points grouping thousands before it), an optional exponent, an
    /// optional `%`. `1,234` (grouped) and `3,75` (decimal comma) are both numbers. Digits led by a zero (`007`,
    /// `02134`, `00123`) are a code — a postal code, an identifier — not a number, as spreadsheets keep them: its
    /// zeros mean something, and it reads from the leading edge.
    static func isNumber(_ bytes: Substring.UTF8View) -> Bool {
        var index = bytes.startIndex
        let end = bytes.endIndex
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            index = bytes.index(after: index)
        }
        if index < end, bytes[index] == UInt8(ascii: "0"), case let next = bytes.index(after: index), next < end,
            bytes[next] >= UInt8(ascii: "0") && bytes[next] <= UInt8(ascii: "9")
        {
            return false
        }
        var digits = 0, separators = 0, lastWasDigit = false
        while index < end {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                lastWasDigit = true
            } else if (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: " "))
                && lastWasDigit
            {
                separators += 1
                lastWasDigit = false
            } else {
                break
            }
            index = bytes.index(after: index)
        }
        guard digits > 0, lastWasDigit || separators == 0 else { return false }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index = bytes.index(after: index)
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index = bytes.index(after: index)
            }
            var exponentDigits = 0
            while index < end, bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") {
                exponentDigits += 1
                index = bytes.index(after: index)
            }
            guard exponentDigits > 0 else { return false }
        }
        if index < end, bytes[index] == UInt8(ascii: "%") { index = bytes.index(after: index) }
        return index == end
    }

    /// The number `text` writes (`ValueKind.number` text): `3,75` and `3.75` are 3.75, `1,234.5` and `1.234,5` are
    /// 1234.5, `1 234` is 1234, `12%` is 12; nil for text that is not a number.
    public static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty, isNumber(Substring(trimmed).utf8) else { return nil }
        var digits = trimmed.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "%", with: "")
        let comma = digits.lastIndex(of: ","), point = digits.lastIndex(of: ".")
        switch (comma, point) {
        case (let comma?, let point?):
            // The later separator is the decimal one; the other groups thousands.
            let decimal: Character = comma > point ? "," : "."
            digits = digits.replacingOccurrences(of: decimal == "," ? "." : ",", with: "")
            if decimal == "," { digits = digits.replacingOccurrences(of: ",", with: ".") }
        case (_?, nil):
            // One comma followed by other than three digits is a decimal comma; otherwise commas group thousands.
            let groups = digits.split(separator: ",", omittingEmptySubsequences: false)
            digits = groups.count == 2 && groups[1].count != 3 ? groups.joined(separator: ".") : groups.joined()
        default:
            break
        }
        return Double(digits)
    }

    /// `text` as a spreadsheet shows a number written with more digits than a double holds for certain
    /// (`6.952999999999999`, `0.30000000000000004`: a float printed whole, 16 digits or more): 15 significant digits,
    /// as a spreadsheet keeps them (`6.953`, `0.3`). Other text, and numbers of fewer digits, as written. What is
    /// copied and searched stays the text.
    public static func shown(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.count >= 16, utf8.count <= 40, utf8.contains(UInt8(ascii: ".")),
            utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }),
            utf8.filter({ $0 >= 0x30 && $0 <= 0x39 }).count >= 16, let value = Double(text), value.isFinite
        else { return text }
        let rounded = String(format: "%.15g", value)
        return rounded.contains("e") ? text : rounded
    }

    /// Whether `bytes` start as an ISO 8601 date (`YYYY-MM-DD`), optionally followed by a time.
    static func isISODate(_ bytes: Substring.UTF8View) -> Bool {
        let head = Array(bytes.prefix(10))
        guard head.count == 10, head[4] == UInt8(ascii: "-"), head[7] == UInt8(ascii: "-") else { return false }
        let digits = [0, 1, 2, 3, 5, 6, 8, 9]
        guard digits.allSatisfy({ head[$0] >= UInt8(ascii: "0") && head[$0] <= UInt8(ascii: "9") }) else {
            return false
        }
        guard bytes.count > 10 else { return true }
        let next = bytes[bytes.index(bytes.startIndex, offsetBy: 10)]
        return next == UInt8(ascii: "T") || next == UInt8(ascii: " ")
    }

    /// The kind most of `values` have, missing ones left out: `.number` or `.date` where at least nine in ten of
    /// the others are one, `.text` otherwise, `.missing` when all are.
    public static func column(_ values: some Sequence<String>) -> ValueKind {
        var numbers = 0, dates = 0, present = 0
        for value in values {
            switch ValueKind(of: value) {
            case .missing: continue
            case .number: numbers += 1
            case .date: dates += 1
            case .text: break
            }
            present += 1
        }
        if present == 0 { return .missing }
        if numbers * 10 >= present * 9 { return .number }
        if dates * 10 >= present * 9 { return .date }
        return .text
    }
}
