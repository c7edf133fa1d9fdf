/// JSON text for values: how numbers and strings are written in output and quoted in error messages.
public enum JSONText {
    /// A number as JSON: integral values without a fraction (`10`, never `10.0` or `-0`), others with the
    /// shortest digits that read back to the same `Double`; `null` if not finite.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A string as a JSON string literal (quotes, backslashes and control characters escaped).
    public static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension JSONText {
    /// `value` as compact JSON text (no spaces), members in their order: how a nested value is shown as text.
    public static func compact(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let value): number(value)
        case .string(let string): quoted(string)
        case .array(let values): "[" + values.map(compact).joined(separator: ",") + "]"
        case .object(let object):
            "{" + object.members.map { quoted($0.key) + ":" + compact($0.value) }.joined(separator: ",") + "}"
        }
    }
}
