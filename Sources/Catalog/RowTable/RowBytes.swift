/// Whether a row's bytes may hold what a search looks for, told without decoding the row: the prefilter that lets
/// a search of a million rows read the texts of only the few that may match (`CatalogRowTable.mayContain`).
/// Each answer is a superset: true whenever the row's title or subtitle holds the needle, and often when not.
enum RowBytes {
    /// Whether `bytes[start..<end]` (a CSV row) may hold `needle` (ASCII, lower case): true when they hold it in
    /// any ASCII case, or hold a byte that is not ASCII (a case folded otherwise may spell it).
    static func mayContain(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        guard end - start >= needle.count else { return bytes[start..<end].contains { $0 >= 0x80 } }
        let first = needle[0]
        for index in start...(end - needle.count) {
            let byte = bytes[index]
            if byte >= 0x80 { return true }
            guard lowercased(byte) == first else { continue }
            var matched = true
            for offset in 1..<needle.count {
                let other = bytes[index + offset]
                if other >= 0x80 { return true }
                if lowercased(other) != needle[offset] {
                    matched = false
                    break
                }
            }
            if matched { return true }
        }
        // The last bytes, too short to start a match, may still be non-ASCII.
        return bytes[(end - needle.count + 1)..<end].contains { $0 >= 0x80 }
    }

    /// Whether the JSON line `bytes[start..<end]` may hold `needle` (ASCII, lower case, no quote or backslash) in
    /// its title or subtitle: the values of members named so (in any ASCII case, as the reader names them — or
    /// named with an escape, which may spell either), each searched on its own (as `mayContain`). A string value
    /// with an escape may spell anything, and a number written otherwise than the reader writes it (a fraction,
    /// an exponent, 16 digits or more) may read as other digits: both are true. Other members are passed over, so
    /// neither "title" nor an author's name makes every line a candidate.
    static func jsonValuesMayContain(
        _ needle: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int,
        to end: Int
    ) -> Bool {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var index = start
        var inText = false  // whether the values read now are a title's or subtitle's (by the last name)
        while index < end {
            let byte = bytes[index]
            if byte == quote {
                var close = index + 1, escaped = false
                while close < end, bytes[close] != quote {
                    if bytes[close] == backslash {
                        escaped = true
                        close += 1
                    }
                    close += 1
                }
                close = min(close, end)
                var next = close + 1
                while next < end, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
                if next < end && bytes[next] == UInt8(ascii: ":") {
                    inText = escaped || isTextName(bytes, from: index + 1, to: close)
                } else if inText && (escaped || mayContain(needle, in: bytes, from: index + 1, to: close)) {
                    return true
                }
                index = close + 1
            } else if byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10 {
                var close = index + 1, digits = 0, plain = true
                while close < end, let other = Optional(bytes[close]),
                    other &- UInt8(ascii: "0") < 10 || other == UInt8(ascii: ".") || other | 0x20 == UInt8(ascii: "e")
                        || other == UInt8(ascii: "+") || other == UInt8(ascii: "-")
                {
                    if other &- UInt8(ascii: "0") < 10 { digits += 1 } else { plain = false }
                    close += 1
                }
                if inText && (!plain || digits >= 15 || mayContain(needle, in: bytes, from: index, to: close)) {
                    return true
                }
                index = close
            } else {
                index += 1
            }
        }
        return false
    }

    /// Whether the name `bytes[start..<end]` is "title" or "subtitle" in any ASCII case.
    private static func isTextName(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        func named(_ name: StaticString) -> Bool {
            end - start == name.utf8CodeUnitCount
                && (0..<name.utf8CodeUnitCount).allSatisfy { offset in
                    lowercased(bytes[start + offset]) == name.utf8Start[offset]
                }
        }
        return named("title") || named("subtitle")
    }

    /// `byte` in lower case, when it is an ASCII capital.
    private static func lowercased(_ byte: UInt8) -> UInt8 { byte | (byte &- 0x41 < 26 ? 0x20 : 0) }
}
