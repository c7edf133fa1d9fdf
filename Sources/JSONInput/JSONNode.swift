import InputFiles

/// One value of a JSON input and where it is: a JSON path (`$.sections[0].group.size.width`) and the source.
///
/// The typed accessors throw an `InputError` naming the path and what was expected, so every value is
/// validated before anything with preconditions is made from it. Formats add their own readers in
/// extensions (`LayoutSpec`'s sizes and dimensions, `Catalog`'s colours).
///
/// ```swift
/// let root = JSONNode(root: try JSONValue.parse(data, source: path), source: path)
/// let object = try root.object(allowing: ["title", "sections"])   // unknown keys are errors
/// let title = try object.required("title").nonEmptyString()
/// for section in try object.required("sections").array() { … }   // paths: $.sections[0], …
/// ```
public struct JSONNode: Sendable {
    /// The value.
    public let value: JSONValue
    /// Its JSON path.
    public let path: String
    /// The source file's name.
    public let source: String

    /// The largest magnitude `number()` and its variants accept; keeps every sum formed from them finite.
    public static let magnitudeLimit = 1e9

    /// The root node of a document: path `$`.
    public init(root value: JSONValue, source: String) {
        self.value = value
        self.path = "$"
        self.source = source
    }

    /// A node at `path`.
    public init(value: JSONValue, path: String, source: String) {
        self.value = value
        self.path = path
        self.source = source
    }

    /// An error at this node.
    public func error(_ message: String) -> InputError {
        InputError(source: source, path: path, message: message)
    }

    /// "expected WHAT, got VALUE" at this node.
    public func expected(_ what: String) -> InputError {
        error("expected \(what), got \(value.summary)")
    }

    /// The path of member `key` of this node: `PATH.key` for identifier-like keys, `PATH["some key"]` else.
    public func path(ofKey key: String) -> String {
        // ASCII letters, digits and "_", not starting with a digit.
        var isIdentifier = !key.isEmpty
        for (offset, byte) in key.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9") where offset > 0:
                continue
            default:
                isIdentifier = false
            }
            break
        }
        return isIdentifier ? path + "." + key : path + "[" + JSONText.quoted(key) + "]"
    }

    // MARK: Containers

    /// This node as an object whose keys must all be in `allowed`.
    ///
    /// The first unknown key (in sorted order) is an error at its path, suggesting the nearest allowed key
    /// when it looks like a typo and listing the allowed keys.
    public func object(allowing allowed: [String]) throws(InputError) -> JSONObjectReader {
        let reader = try anyObject()
        // Checked in file order (no allocation when every key is known); reported in sorted order.
        guard reader.object.members.contains(where: { !allowed.contains($0.key) }) else { return reader }
        for key in reader.keys.sorted() where !allowed.contains(key) {
            var message = "unknown key"
            if let suggestion = Self.nearest(to: key, in: allowed) { message += " (did you mean \"\(suggestion)\"?)" }
            message += "; expected one of: " + allowed.joined(separator: ", ")
            throw InputError(source: source, path: path(ofKey: key), message: message)
        }
        return reader
    }

    /// This node as an object with any keys (a table keyed by the input's own names).
    public func anyObject() throws(InputError) -> JSONObjectReader {
        guard case .object(let object) = value else { throw expected("an object") }
        return JSONObjectReader(node: self, object: object)
    }

    /// This node as an array of nodes (paths `PATH[0]`, `PATH[1]`, …).
    public func array() throws(InputError) -> [JSONNode] {
        guard case .array(let values) = value else { throw expected("an array") }
        return values.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]", source: source) }
    }

    // MARK: Scalars

    /// This node as a string.
    public func string() throws(InputError) -> String {
        guard case .string(let string) = value else { throw expected("a string") }
        return string
    }

    /// This node as a non-empty string.
    public func nonEmptyString() throws(InputError) -> String {
        guard case .string(let string) = value, !string.isEmpty else { throw expected("a non-empty string") }
        return string
    }

    /// This node as a boolean.
    public func bool() throws(InputError) -> Bool {
        guard case .bool(let bool) = value else { throw expected("true or false") }
        return bool
    }

    /// This node as a finite number of magnitude at most `magnitudeLimit`.
    public func number() throws(InputError) -> Double {
        guard case .number(let number) = value, number.isFinite else { throw expected("a number") }
        guard abs(number) <= Self.magnitudeLimit else {
            throw expected("a number between -1e9 and 1e9")
        }
        return number
    }

    /// This node as a number ≥ 0 (and at most `magnitudeLimit`).
    public func nonNegativeNumber() throws(InputError) -> Double {
        guard case .number(let number) = value, number.isFinite, number >= 0 else {
            throw expected("a non-negative number")
        }
        return try self.number()
    }

    /// This node as a number > 0 (and at most `magnitudeLimit`).
    public func positiveNumber() throws(InputError) -> Double {
        guard case .number(let number) = value, number.isFinite, number > 0 else {
            throw expected("a positive number")
        }
        return try self.number()
    }

    /// This node as an integer in `range` (`3.0` counts, `2.5` does not); `what` names the expectation
    /// ("a positive integer").
    public func integer(in range: ClosedRange<Int>, _ what: String) throws(InputError) -> Int {
        guard case .number(let number) = value, number.isFinite, number == number.rounded(),
            number >= Double(range.lowerBound), number <= Double(range.upperBound)
        else {
            guard case .number(let number) = value, number.isFinite, number == number.rounded(),
                number >= Double(range.lowerBound)
            else { throw expected(what) }
            throw expected("\(what) of at most \(range.upperBound)")
        }
        return Int(number)
    }

    /// This node as one of the raw values of `E`, suggesting the nearest one for a typo.
    public func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws(InputError) -> E
    where E.RawValue == String {
        let names = E.allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
        guard case .string(let string) = value else { throw expected("one of \(names)") }
        guard let choice = E(rawValue: string) else {
            var message = "expected one of \(names), got \(value.summary)"
            if let suggestion = Self.nearest(to: string, in: E.allCases.map(\.rawValue)) {
                message += " (did you mean \"\(suggestion)\"?)"
            }
            throw error(message)
        }
        return choice
    }

    // MARK: Suggestions

    /// The candidate closest to `word` when it is a likely typo (edit distance at most 2, case-insensitive).
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = Array(word.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= 2 && distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// The members of a JSON object, looked up by key with paths kept.
public struct JSONObjectReader: Sendable {
    /// The object's node.
    public let node: JSONNode
    /// The object's members, in file order.
    public let object: JSONObject

    /// A reader of `object`, the value of `node`.
    public init(node: JSONNode, object: JSONObject) {
        self.node = node
        self.object = object
    }

    /// The keys in file order.
    public var keys: [String] { object.keys }
    /// The number of members.
    public var count: Int { object.count }
    /// Whether the object has no members.
    public var isEmpty: Bool { object.isEmpty }

    /// Whether `key` is present.
    public func has(_ key: String) -> Bool { object[key] != nil }

    /// The member `key`, if present.
    public func optional(_ key: String) -> JSONNode? {
        object[key].map { JSONNode(value: $0, path: node.path(ofKey: key), source: node.source) }
    }

    /// The member `key`, which must be present.
    public func required(_ key: String) throws(InputError) -> JSONNode {
        guard let member = optional(key) else { throw node.error("missing required key \"\(key)\"") }
        return member
    }

    /// Every member as a key and a node, in file order.
    public var members: [(key: String, node: JSONNode)] {
        object.members.map { ($0.key, JSONNode(value: $0.value, path: node.path(ofKey: $0.key), source: node.source)) }
    }

    /// Throws at the repeated key's path when a key occurs twice in the object (for formats that, unlike
    /// JSON itself, forbid that); returns the reader otherwise.
    public func rejectingDuplicateKeys() throws(InputError) -> JSONObjectReader {
        guard let key = object.firstDuplicateKey else { return self }
        throw InputError(source: node.source, path: node.path(ofKey: key), message: "duplicate key \"\(key)\"")
    }
}
