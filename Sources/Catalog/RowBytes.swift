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
                if lowercased(other) != needle[offset] { matched = false; break }
            }
            if matched { return true }
        }
        // The last bytes, too short to start a match, may still be non-ASCII.
        return bytes[(end - needle.count + 1)..<end].contains { $0 >= 0x80 }
    }

    /// Whether the JSON line `bytes[start..<end]` may hold `needle` (ASCII, lower case, no quote or backslash) in
    /// one of its values: each string that is not a member's name is searched on its own (as `mayContain`), and so
    /// is each run of bytes between strings (a number's digits); a value string with an escape may spell anything
    /// and is true. Names are passed over, so "title" does not match every line.
    static func jsonValuesMayContain(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int,
                                     to end: Int) -> Bool {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var index = start, between = start   // `between`: where the bytes since the last string start
        while index < end {
            guard bytes[index] == quote else {
                index += 1
                continue
            }
            if mayContain(needle, in: bytes, from: between, to: index) { return true }
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
            let isName = next < end && bytes[next] == UInt8(ascii: ":")
            if !isName && (escaped || mayContain(needle, in: bytes, from: index + 1, to: close)) { return true }
            index = close + 1
            between = index
        }
        return mayContain(needle, in: bytes, from: min(between, end), to: end)
    }

    /// `byte` in lower case, when it is an ASCII capital.
    private static func lowercased(_ byte: UInt8) -> UInt8 { byte | (byte &- 0x41 < 26 ? 0x20 : 0) }
}
