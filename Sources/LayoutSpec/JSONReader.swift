/// One value of a spec and where it is: a JSON path (`$.sections[0].group.size.width`) and the source file.
///
/// The typed accessors throw a `LayoutSpecError` naming the path and what was expected, so every value is
/// validated before an engine value (which has preconditions) is made from it.
struct JSONNode {
    /// The value.
    let value: JSONValue
    /// Its JSON path.
    let path: String
    /// The source file's name.
    let source: String

    /// The largest magnitude a number in a spec may have; keeps every sum the engine forms finite.
    static let magnitudeLimit = 1e9

    /// The root node of a document.
    init(root value: JSONValue, source: String) {
        self.value = value
        self.path = "$"
        self.source = source
    }

    init(value: JSONValue, path: String, source: String) {
        self.value = value
        self.path = path
        self.source = source
    }

    /// An error at this node.
    func error(_ message: String) -> LayoutSpecError {
        LayoutSpecError(source: source, path: path, message: message)
    }

    /// "expected WHAT, got VALUE" at this node.
    func expected(_ what: String) -> LayoutSpecError {
        error("expected \(what), got \(value.summary)")
    }

    /// The path of member `key` of this node.
    func path(ofKey key: String) -> String {
        let isIdentifier = key.first.map { $0.isLetter || $0 == "_" } == true
            && key.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
        return isIdentifier ? "\(path).\(key)" : "\(path)[\(LayoutOutput.quoted(key))]"
    }

    // MARK: Containers

    /// This node as an object whose keys must all be in `allowed`.
    func object(allowing allowed: [String]) throws(LayoutSpecError) -> JSONObjectReader {
        guard case .object(let fields) = value else { throw expected("an object") }
        let reader = JSONObjectReader(node: self, fields: fields)
        for key in fields.keys.sorted() where !allowed.contains(key) {
            var message = "unknown key"
            if let suggestion = Self.nearest(to: key, in: allowed) { message += " (did you mean \"\(suggestion)\"?)" }
            message += "; expected one of: " + allowed.joined(separator: ", ")
            throw LayoutSpecError(source: source, path: path(ofKey: key), message: message)
        }
        return reader
    }

    /// This node as an array of nodes.
    func array() throws(LayoutSpecError) -> [JSONNode] {
        guard case .array(let values) = value else { throw expected("an array") }
        return values.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]", source: source) }
    }

    // MARK: Scalars

    /// This node as a string.
    func string() throws(LayoutSpecError) -> String {
        guard case .string(let string) = value else { throw expected("a string") }
        return string
    }

    /// This node as a non-empty string (element kinds).
    func nonEmptyString() throws(LayoutSpecError) -> String {
        guard case .string(let string) = value, !string.isEmpty else { throw expected("a non-empty string") }
        return string
    }

    /// This node as a boolean.
    func bool() throws(LayoutSpecError) -> Bool {
        guard case .bool(let bool) = value else { throw expected("true or false") }
        return bool
    }

    /// This node as a finite number of magnitude at most `magnitudeLimit`.
    func number() throws(LayoutSpecError) -> Double {
        guard case .number(let number) = value, number.isFinite else { throw expected("a number") }
        guard abs(number) <= Self.magnitudeLimit else {
            throw expected("a number between -1e9 and 1e9")
        }
        return number
    }

    /// This node as a number ≥ 0.
    func nonNegativeNumber() throws(LayoutSpecError) -> Double {
        guard case .number(let number) = value, number.isFinite, number >= 0 else {
            throw expected("a non-negative number")
        }
        return try self.number()
    }

    /// This node as a number > 0.
    func positiveNumber() throws(LayoutSpecError) -> Double {
        guard case .number(let number) = value, number.isFinite, number > 0 else {
            throw expected("a positive number")
        }
        return try self.number()
    }

    /// This node as an integer in `range`; `what` names the expectation ("a positive integer").
    func integer(in range: ClosedRange<Int>, _ what: String) throws(LayoutSpecError) -> Int {
        guard case .number(let number) = value, number.isFinite, number == number.rounded(),
              number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            guard case .number(let number) = value, number.isFinite, number == number.rounded(),
                  number >= Double(range.lowerBound) else { throw expected(what) }
            throw expected("\(what) of at most \(range.upperBound)")
        }
        return Int(number)
    }

    /// This node as one of the raw values of `E`.
    func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws(LayoutSpecError) -> E
    where E.RawValue == String {
        let names = E.allCases.map { LayoutOutput.quoted($0.rawValue) }.joined(separator: ", ")
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
    static func nearest(to word: String, in candidates: [String]) -> String? {
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
struct JSONObjectReader {
    /// The object itself.
    let node: JSONNode
    let fields: [String: JSONValue]

    /// Whether `key` is present.
    func has(_ key: String) -> Bool { fields[key] != nil }

    /// The member `key`, if present.
    func optional(_ key: String) -> JSONNode? {
        fields[key].map { JSONNode(value: $0, path: node.path(ofKey: key), source: node.source) }
    }

    /// The member `key`, which must be present.
    func required(_ key: String) throws(LayoutSpecError) -> JSONNode {
        guard let member = optional(key) else { throw node.error("missing required key \"\(key)\"") }
        return member
    }
}
