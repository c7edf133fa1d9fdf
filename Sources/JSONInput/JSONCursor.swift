import InputFiles

/// Walks a JSON document in its bytes, container by container, parsing only the values asked for: what reads a
/// document too large to hold as a tree (a catalogue of a million items), one element at a time.
///
/// It is `OrderedJSONParser` with the walk in the caller's hands: the same grammar (RFC 8259 and a trailing comma
/// before a closing bracket), the same messages, and errors that name the line and column in the whole document.
///
/// ```swift
/// var cursor = try JSONCursor(bytes, source: "books.json")
/// try cursor.beginObject()
/// var first = true
/// while let key = try cursor.nextMember(first: &first) {
///     if key == "items" {
///         try cursor.beginArray()
///         var firstItem = true
///         while try cursor.nextElement(first: &firstItem) { let item = try cursor.value() }
///     } else {
///         _ = try cursor.value()
///     }
/// }
/// try cursor.end()
/// ```
public struct JSONCursor {
    private var parser: OrderedJSONParser
    /// Names the document in errors.
    public let source: String

    /// A cursor at the start of the document in `bytes` (UTF-8; a byte-order mark is skipped), or at byte
    /// `offset` of it (a value found by an earlier walk); `numbersAsWritten` reads numbers as their text
    /// (`JSONValue.parse(_:source:numbersAsWritten:)`).
    public init(_ bytes: UnsafeRawBufferPointer, source: String, at offset: Int? = nil, numbersAsWritten: Bool = false)
    {
        parser = OrderedJSONParser(bytes: bytes, at: offset ?? 0)
        parser.numbersAsWritten = numbersAsWritten
        self.source = source
        if offset == nil, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
    }

    /// The byte the cursor is at (white space skipped).
    public var offset: Int { parser.index }

    /// Whether the value here is an object (`{`).
    public var isAtObject: Bool { parser.index < parser.bytes.count && parser.bytes[parser.index] == UInt8(ascii: "{") }

    /// Whether the value here is an array (`[`).
    public var isAtArray: Bool { parser.index < parser.bytes.count && parser.bytes[parser.index] == UInt8(ascii: "[") }

    /// Enters the object here.
    public mutating func beginObject() throws(InputError) {
        try run { (parser: inout OrderedJSONParser) throws(OrderedJSONParser.Failure) in
            guard parser.index < parser.bytes.count else { throw parser.unexpected("a value") }
            try parser.expect(UInt8(ascii: "{"), "'{'")
            parser.skipWhitespace()
        }
    }

    /// Enters the array here.
    public mutating func beginArray() throws(InputError) {
        try run { (parser: inout OrderedJSONParser) throws(OrderedJSONParser.Failure) in
            guard parser.index < parser.bytes.count else { throw parser.unexpected("a value") }
            try parser.expect(UInt8(ascii: "["), "'['")
            parser.skipWhitespace()
        }
    }

    /// The key of the object's next member, the cursor then at its value — which the caller must read
    /// (`value()`) or walk — or nil at the object's end (the cursor after it). `first` is true until the first
    /// member is read (the caller keeps it per object).
    public mutating func nextMember(first: inout Bool) throws(InputError) -> String? {
        let isFirst = first
        first = false
        return try run { (parser: inout OrderedJSONParser) throws(OrderedJSONParser.Failure) -> String? in
            if try Self.closes(&parser, isFirst: isFirst, closing: UInt8(ascii: "}"), after: "a member") { return nil }
            guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"") else {
                throw parser.unexpected(
                    isFirst ? "a member name in double quotes or '}'" : "a member name in double quotes")
            }
            let key = try parser.parseString()
            parser.skipWhitespace()
            try parser.expect(UInt8(ascii: ":"), "':' after the member name")
            parser.skipWhitespace()
            return key
        }
    }

    /// Whether the array has a next element, the cursor then at it (to read or walk); false at the array's end
    /// (the cursor after it). `first` as for `nextMember(first:)`.
    public mutating func nextElement(first: inout Bool) throws(InputError) -> Bool {
        let isFirst = first
        first = false
        return try run { (parser: inout OrderedJSONParser) throws(OrderedJSONParser.Failure) -> Bool in
            try !Self.closes(&parser, isFirst: isFirst, closing: UInt8(ascii: "]"), after: "an element")
        }
    }

    /// Reads what separates a container's entries: a comma after an entry (not before the first), else the
    /// `closing` bracket. True when the container ended there — also after a trailing comma, as the parser
    /// allows — the cursor after the bracket; false with the cursor at the next entry.
    private static func closes(
        _ parser: inout OrderedJSONParser, isFirst: Bool, closing: UInt8,
        after entry: String
    ) throws(OrderedJSONParser.Failure) -> Bool {
        parser.skipWhitespace()
        if !isFirst {
            if parser.index < parser.bytes.count && parser.bytes[parser.index] == UInt8(ascii: ",") {
                parser.index += 1
                parser.skipWhitespace()
            } else {
                try parser.expect(closing, "',' or '\(Character(Unicode.Scalar(closing)))' after \(entry)")
                return true
            }
        }
        if parser.index < parser.bytes.count && parser.bytes[parser.index] == closing {
            parser.index += 1
            return true
        }
        return false
    }

    /// The value here, parsed whole; the cursor after it.
    public mutating func value() throws(InputError) -> JSONValue {
        try run { (parser: inout OrderedJSONParser) throws(OrderedJSONParser.Failure) -> JSONValue in
            let value = try parser.parseValue()
            parser.skipWhitespace()
            return value
        }
    }

    /// The rest of the document as one value — the whole document when the cursor has not moved — refused as
    /// `JSONValue.parse` refuses it (an empty text, anything after the value).
    public mutating func document() throws(InputError) -> JSONValue {
        let value = try run { (parser: inout OrderedJSONParser) throws(OrderedJSONParser.Failure) -> JSONValue in
            guard parser.index < parser.bytes.count else { throw parser.failure("the text is empty, expected a value") }
            return try parser.parseValue()
        }
        try end()
        return value
    }

    /// Checks that nothing but white space follows the document's value.
    public mutating func end() throws(InputError) {
        try run { (parser: inout OrderedJSONParser) throws(OrderedJSONParser.Failure) in
            parser.skipWhitespace()
            guard parser.index == parser.bytes.count else {
                throw parser.failure(
                    "expected the end of the text after the value, found \(parser.found(at: parser.index))")
            }
        }
    }

    /// `body` on the parser, its failure turned into the error `JSONValue.parse` gives (line and column in the
    /// whole document).
    private mutating func run<Result>(
        _ body: (inout OrderedJSONParser) throws(OrderedJSONParser.Failure) -> Result
    ) throws(InputError) -> Result {
        do throws(OrderedJSONParser.Failure) {
            return try body(&parser)
        } catch {
            let (line, column) = JSONValue.lineAndColumn(ofByte: error.offset, in: parser.bytes)
            throw InputError(
                source: source, path: "", message: "not valid JSON: \(error.reason) (line \(line), column \(column))")
        }
    }
}
