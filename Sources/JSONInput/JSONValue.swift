import Foundation
import InputFiles

/// A parsed JSON value with its types kept apart (Foundation boxes booleans and numbers alike) and the
/// members of every object in file order.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number (always finite: numbers a `Double` cannot hold are rejected).
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// An object; its members keep the order of the file.
    case object(JSONObject)

    /// Parses `data`, one JSON value (any kind at the top level) in UTF-8, or UTF-16 or UTF-32 (with a
    /// byte-order mark, or told apart by where its first character's zero bytes are, as RFC 4627 did).
    ///
    /// A strict RFC 8259 parser (`OrderedJSONParser`) keeps each object's members in file order and names, for
    /// what it refuses, what it expected and where: "not valid JSON: expected ',' or '}' after a member, found
    /// 'x' (line 3, column 7)". It allows what Foundation's parser allowed, so no document that opened before
    /// is refused: a trailing comma before a closing bracket, and UTF-16 or UTF-32 text.
    ///
    /// `numbersAsWritten` keeps each number as the text the document writes (`.string("1.50")`), for a data file
    /// whose values are shown as written: `1.50` stays `1.50`, a 20-digit id keeps its digits.
    public static func parse(
        _ data: Data, source: String, numbersAsWritten: Bool = false
    ) throws(InputError) -> JSONValue {
        if let utf8 = OrderedJSONParser.transcodedToUTF8(data) {
            return try parse(utf8, source: source, numbersAsWritten: numbersAsWritten)
        }
        var result: Result<JSONValue, InputError>!
        data.withUnsafeBytes { bytes in
            do throws(InputError) {
                result = .success(try parse(bytes, source: source, numbersAsWritten: numbersAsWritten))
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses the UTF-8 bytes of one JSON value, as `parse(_:source:numbersAsWritten:)` does (a line of a JSON
    /// Lines file).
    public static func parse(
        _ bytes: UnsafeRawBufferPointer, source: String, numbersAsWritten: Bool = false
    ) throws(InputError) -> JSONValue {
        switch OrderedJSONParser.parse(bytes, numbersAsWritten: numbersAsWritten) {
        case .success(let value): return value
        case .failure(let failure):
            let (line, column) = lineAndColumn(ofByte: failure.offset, in: bytes)
            throw InputError(
                source: source, path: "", message: "not valid JSON: \(failure.reason) (line \(line), column \(column))")
        }
    }

    /// A short description of the value for error messages: numbers and strings verbatim (strings quoted,
    /// long ones cut), containers by kind.
    public var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return JSONText.number(value)
        case .string(let value):
            let cut = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return JSONText.quoted(cut)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The 1-based line and column of byte `offset` in `bytes` (columns count characters, not bytes).
    public static func lineAndColumn(ofByte offset: Int, in bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for index in 0..<min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}

/// The members of a JSON object in file order, looked up by key.
///
/// Small objects are searched linearly; once an object has more than a few members a hash index is kept, so
/// neither parsing nor lookup is quadratic however many members an object has. It is not swift-collections'
/// `OrderedDictionary`: that keeps keys and values in two buffers, so every object parsed costs two allocations
/// instead of one, and reading a JSON Lines file of 300,000 six-member objects took 15% longer with it
/// (`lattice bench open`, 0.87 → 1.01 s).
public struct JSONObject: Sendable, Equatable {
    /// One member: a key and its value.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue

        /// Creates a member.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in file order, each key once.
    public private(set) var members: [Member] = []
    /// The first key met a second time, if any (JSON allows repeated keys; some formats reject them).
    public private(set) var firstDuplicateKey: String?
    /// Key → position in `members`, built once the object outgrows a linear search.
    private var index: [String: Int]?

    private static let indexThreshold = 12

    /// An empty object.
    public init() {}

    /// An object of `members` in order; a repeated key keeps its first position and takes the later value.
    public init(_ members: some Sequence<(String, JSONValue)>) {
        for (key, value) in members { insert(value, forKey: key) }
    }

    /// The number of (distinct) keys.
    public var count: Int { members.count }
    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }
    /// The keys in file order.
    public var keys: [String] { members.map(\.key) }

    /// The value of `key`, if present.
    public subscript(key: String) -> JSONValue? {
        position(of: key).map { members[$0].value }
    }

    /// Adds a member; when `key` is present already its value is replaced (in place) and, if it is the first
    /// such key, it becomes `firstDuplicateKey`.
    public mutating func insert(_ value: JSONValue, forKey key: String) {
        if let position = position(of: key) {
            members[position].value = value
            if firstDuplicateKey == nil { firstDuplicateKey = key }
            return
        }
        members.append(Member(key: key, value: value))
        if index != nil {
            index![key] = members.count - 1
        } else if members.count > Self.indexThreshold {
            var built: [String: Int] = [:]
            built.reserveCapacity(members.count * 2)
            for (position, member) in members.enumerated() { built[member.key] = position }
            index = built
        }
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return members.firstIndex { $0.key == key }
    }

    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.members == b.members && a.firstDuplicateKey == b.firstDuplicateKey
    }
}
