import Foundation

/// A parsed JSON value with its types kept apart (Foundation boxes booleans and numbers alike).
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A number (always finite: `JSONSerialization` rejects numbers a `Double` cannot hold).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses `data` with `JSONSerialization`; syntax errors name `source` and, when Foundation reports a
    /// character offset, the line and column.
    static func parse(_ data: Data, source: String) throws(LayoutSpecError) -> JSONValue {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw LayoutSpecError(source: source, path: "", message: "not valid JSON: " + syntaxDetail(error, data))
        }
        return JSONValue(foundation: object)
    }

    /// Converts what `JSONSerialization` returned.
    init(foundation value: Any) {
        switch value {
        case is NSNull:
            self = .null
        case let string as String:
            self = .string(string)
        case let array as [Any]:
            self = .array(array.map(JSONValue.init(foundation:)))
        case let dictionary as [String: Any]:
            self = .object(dictionary.mapValues(JSONValue.init(foundation:)))
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
    var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return LayoutOutput.format(value)
        case .string(let value):
            let cut = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return LayoutOutput.quoted(cut)
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

    /// The 1-based line and column of byte `offset` in `data`.
    static func lineAndColumn(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
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
