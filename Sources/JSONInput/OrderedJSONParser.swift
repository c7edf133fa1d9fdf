import Foundation

/// An RFC 8259 parser that keeps object members in file order and says, for what it refuses, why and at which
/// byte. It allows a trailing comma before a closing bracket (as Foundation's parser did, so catalogues that
/// opened keep opening) and nothing else outside the RFC; nesting stops at `depthLimit`.
struct OrderedJSONParser {
    /// The deepest nesting of arrays and objects read here (Foundation refuses more than 512 levels).
    static let depthLimit = 512

    let bytes: UnsafeRawBufferPointer
    var index = 0
    /// Whether numbers are kept as written (`.string` of their text: `1.50`, a 20-digit id, `1e400`) rather than
    /// read as doubles: a data file shows its values as it writes them.
    var numbersAsWritten = false
    private var depth = 0
    /// Scratch space for strings with escapes.
    private var scratch: [UInt8] = []

    /// Why a document was refused, and the byte where that became clear.
    struct Failure: Error {
        var offset: Int
        var reason: String
    }

    init(bytes: UnsafeRawBufferPointer, at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    /// The value of the document in `bytes` (UTF-8), or why not.
    static func parse(_ bytes: UnsafeRawBufferPointer, numbersAsWritten: Bool = false) -> Result<JSONValue, Failure> {
        var parser = OrderedJSONParser(bytes: bytes)
        parser.numbersAsWritten = numbersAsWritten
        do throws(Failure) {
            return .success(try parser.document())
        } catch {
            return .failure(error)
        }
    }

    /// `data` as UTF-8 when it is UTF-16 or UTF-32: with a byte-order mark, or without one when its first two
    /// characters' zero bytes say so (RFC 4627's rule: JSON text starts with two ASCII characters). Nil for UTF-8.
    static func transcodedToUTF8(_ data: Data) -> Data? {
        let head = Array(data.prefix(4)) + [UInt8](repeating: 1, count: max(0, 4 - data.count))
        let encoding: String.Encoding
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, _): encoding = .utf32BigEndian
        case (0xFF, 0xFE, 0x00, 0x00): encoding = .utf32LittleEndian
        case (_, 0x00, 0x00, 0x00) where data.count >= 4: encoding = .utf32LittleEndian
        case (0xFE, 0xFF, _, _), (0x00, _, 0x00, _): encoding = .utf16BigEndian
        case (0xFF, 0xFE, _, _), (_, 0x00, _, 0x00): encoding = .utf16LittleEndian
        default: return nil
        }
        // A byte-order mark is read as U+FEFF by the fixed-endian decoders: drop it with the text's first scalar.
        guard var text = String(data: data, encoding: encoding) else { return nil }
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return Data(text.utf8)
    }

    /// A failure at the current byte: `reason`, and for a wrong byte what was found there.
    func failure(_ reason: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? index, reason: reason)
    }

    /// "expected …, found …" at the current byte.
    func unexpected(_ expected: String) -> Failure {
        failure("expected \(expected), found \(found(at: index))")
    }

    /// What is at `offset`, for a message: a character in quotes, or the end of the text.
    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the text" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x20 || byte == 0x7F { return String(format: "the control character U+%04X", byte) }
        if byte == 0x20 { return "a space" }
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let slice = UnsafeBufferPointer(rebasing: bytes.bindMemory(to: UInt8.self)[offset..<end])
        guard let text = String(validating: slice, as: UTF8.self) else { return "bytes that are not UTF-8" }
        return "'\(text)'"
    }

    private mutating func document() throws(Failure) -> JSONValue {
        // A UTF-8 byte order mark is skipped, as Foundation does.
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw failure("the text is empty, expected a value") }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else {
            throw failure("expected the end of the text after the value, found \(found(at: index))")
        }
        return value
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard index < bytes.count, bytes[index] == byte else { throw unexpected(what) }
        index += 1
    }

    mutating func parseValue() throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw unexpected("a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if numbersAsWritten { return .string(try numberText()) }
            return .number(try parseNumber())
        default: throw unexpected("a value (a string, number, object, array, true, false or null)")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        for offset in 0..<count where index + offset >= bytes.count || bytes[index + offset] != word.utf8Start[offset] {
            throw failure("expected \(word), found \(found(at: index + offset))", at: index + offset)
        }
        index += count
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.depthLimit else {
            throw failure("arrays and objects nested deeper than \(Self.depthLimit) levels")
        }
        index += 1
        skipWhitespace()
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        try enter()
        var object = JSONObject()
        while true {
            // A closing brace here ends an empty object, or one whose last member had a trailing comma.
            if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return .object(object)
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw unexpected(
                    object.isEmpty ? "a member name in double quotes or '}'" : "a member name in double quotes")
            }
            let key = try parseString()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the member name")
            skipWhitespace()
            object.insert(try parseValue(), forKey: key)
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}' after a member")
            depth -= 1
            return .object(object)
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        try enter()
        var elements: [JSONValue] = []
        while true {
            // A closing bracket here ends an empty array, or one whose last element had a trailing comma.
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return .array(elements)
            }
            elements.append(try parseValue())
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']' after an element")
            depth -= 1
            return .array(elements)
        }
    }

    /// A string literal starting at the opening quote; its text must be valid UTF-8.
    mutating func parseString() throws(Failure) -> String {
        index += 1
        let start = index
        // Fast path: no escapes; ASCII needs no validation (validating a buffer generically looks up its
        // metadata on every call, a large share of reading a line of JSON Lines).
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes.bindMemory(to: UInt8.self)[start..<index])
                index += 1
                if isASCII { return String(decoding: slice, as: UTF8.self) }
                guard let text = String(validating: slice, as: UTF8.self) else {
                    throw failure("a string that is not valid UTF-8", at: start - 1)
                }
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw controlCharacter() }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: scratch, as: UTF8.self) else {
                    throw failure("a string that is not valid UTF-8", at: start - 1)
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw failure("the text ends inside a string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hexQuad()
                    if (0xD800...0xDBFF).contains(scalar) {
                        // A high surrogate must be followed by an escaped low one.
                        guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw failure(
                                String(
                                    format:
                                        "an unpaired surrogate \\u%04x (a high one needs a low \\u escape after it)",
                                    scalar), at: index - 6)
                        }
                        index += 2
                        let low = try hexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw failure(
                                String(
                                    format: "an unpaired surrogate \\u%04x (followed by \\u%04x, not a low one)",
                                    scalar, low), at: index - 12)
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw failure(
                            String(
                                format: "an unpaired surrogate \\u%04x (a low one with no high one before it)", scalar),
                            at: index - 6)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else {
                        throw failure("an escape that is not a character", at: index - 6)
                    }
                    scratch.append(contentsOf: UTF8.encode(unicode)!)
                default:
                    let shown =
                        (0x21..<0x7F).contains(escape)
                        ? "'\\\(Character(Unicode.Scalar(escape)))'" : "\\ before \(found(at: index - 1))"
                    throw failure(
                        "an invalid escape \(shown) in a string (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX are allowed)",
                        at: index - 2)
                }
            default:
                guard byte >= 0x20 else { throw controlCharacter() }
                scratch.append(byte)
                index += 1
            }
        }
        throw failure("the text ends inside a string that starts here", at: start - 1)
    }

    /// A raw control character in a string, which JSON wants escaped.
    private func controlCharacter() -> Failure {
        failure("\(found(at: index)) in a string (write it as an escape, such as \\n or \\t)")
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        let start = index
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte: UInt8 = index < bytes.count ? bytes[index] : 0  // 0: not a digit, the end
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw failure("expected four hexadecimal digits after \\u, found \(found(at: index))", at: start - 2)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// A number, finite as a `Double` (`numberText`'s grammar).
    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        let text = try numberText()
        guard let value = Double(text), value.isFinite else {
            let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
            throw failure("the number \(shown) is too large for a double", at: start)
        }
        // Foundation reads `-0` as the integer 0.
        return !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) && value == 0 ? 0 : value
    }

    /// The text of the number at the current byte, checked against JSON's grammar:
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func numberText() throws(Failure) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count && bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw failure("a number with a leading zero", at: start)
            }
        } else {
            guard digits() > 0 else { throw unexpected("a digit in the number") }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw unexpected("a digit after the decimal point") }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard digits() > 0 else { throw unexpected("a digit in the exponent") }
        }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Skips decimal digits; returns how many.
    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }
}
