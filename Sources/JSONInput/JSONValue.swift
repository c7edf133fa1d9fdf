import Foundation

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

    /// Parses `data`, one JSON value (any kind at the top level) in UTF-8.
    ///
    /// An ordered, strict RFC 8259 parser reads the document so objects keep their key order. Whatever it
    /// does not accept goes to Foundation's `JSONSerialization`, whose verdict stands: its syntax errors
    /// name `source` and, when Foundation reports a character offset, the line and column; what only it
    /// accepts (a trailing comma, UTF-16 text) is converted with each object's keys sorted, since Foundation
    /// does not keep their order. A duplicate key keeps its first position and its last value, as
    /// Foundation keeps the last value; `JSONObject.firstDuplicateKey` names the first such key.
    public static func parse(_ data: Data, source: String) throws(InputError) -> JSONValue {
        if let value = OrderedJSONParser.parse(data) { return value }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw InputError(source: source, path: "", message: "not valid JSON: " + syntaxDetail(error, data))
        }
        return JSONValue(foundation: object)
    }

    /// Parses the UTF-8 bytes of one JSON value, as `parse(_:source:)` does (a line of a JSON Lines file).
    public static func parse(_ bytes: UnsafeRawBufferPointer, source: String) throws(InputError) -> JSONValue {
        if let value = OrderedJSONParser.parse(bytes) { return value }
        return try parse(Data(bytes), source: source)
    }

    /// Converts what `JSONSerialization` returned (object keys sorted: Foundation loses their order).
    init(foundation value: Any) {
        switch value {
        case is NSNull:
            self = .null
        case let string as String:
            self = .string(string)
        case let array as [Any]:
            self = .array(array.map(JSONValue.init(foundation:)))
        case let dictionary as [String: Any]:
            var object = JSONObject()
            for key in dictionary.keys.sorted() { object.insert(JSONValue(foundation: dictionary[key]!), forKey: key) }
            self = .object(object)
        case let number as NSNumber:
            // Booleans come back as a distinct NSNumber subclass (`__NSCFBoolean`) on Linux and Darwin.
            if ObjectIdentifier(type(of: number)) == JSONValue.booleanClass {
                self = .bool(number.boolValue)
            } else {
                self = .number(number.doubleValue)
            }
        case let bool as Bool:
            self = .bool(bool)
        case let int as Int:
            self = .number(Double(int))
        case let double as Double:
            self = .number(double)
        default:
            self = .string(String(describing: value))
        }
    }

    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

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

    /// The foundation error's own explanation, with a line and column added when it names a character offset.
    private static func syntaxDetail(_ error: any Error, _ data: Data) -> String {
        let nsError = error as NSError
        let detail = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        guard let range = detail.range(of: "character "),
              let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }) else {
            return detail
        }
        let (line, column) = lineAndColumn(ofByte: offset, in: data)
        return "\(detail) (line \(line), column \(column))"
    }

    /// The 1-based line and column of byte `offset` in `data` (columns count characters, not bytes).
    public static func lineAndColumn(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for (index, byte) in data.enumerated() {
            if index >= offset { break }
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
/// neither parsing nor lookup is quadratic however many members an object has.
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
