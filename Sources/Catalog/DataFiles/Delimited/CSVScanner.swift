import InputFiles
import JSONInput

/// Splits CSV bytes into rows of fields (RFC 4180: `,` — or another delimiter, a tab for TSV — between fields, `"`-quoted fields with `""` for a quote,
/// LF, CRLF or CR line ends, newlines allowed inside quotes) without copying them: a field is a range of the
/// bytes, decoded to a `String` only when it is used. One pass, no allocation per field once the row's array
/// has grown to the row's width.
///
/// ```swift
/// var scanner = CSVScanner(source: "books.csv")
/// var fields: [CSVScanner.Field] = []
/// try bytes.withUnsafeBytes { bytes in
///     while try scanner.nextRow(in: bytes, into: &fields) {
///         let title = try scanner.text(of: fields[0], in: bytes)
///     }
/// }
/// ```
struct CSVScanner {
    /// One field: where its bytes are (inside the quotes, for a quoted field) and the line it starts on.
    struct Field {
        var start: Int
        var end: Int
        var line: Int
        /// Whether the field holds a doubled quote (`""`), which its text reads as one.
        var hasEscapedQuotes: Bool
    }

    /// Names the file in errors.
    let source: String
    /// The byte between fields: `,`, or a tab for TSV.
    let delimiter: UInt8
    /// Where the next row starts.
    private(set) var position = 0
    /// The line the next row starts on.
    private(set) var line = 1
    /// Whether quotes are read as spreadsheets and Python's `csv` read a file they did not write: a quote inside
    /// an unquoted field, or text after a closing quote, is text; a quote never closed is text too (its line is
    /// counted in `unclosedQuotes`). A data file that is not a Lattice catalogue is read so; a catalogue's
    /// misplaced quote is an error, as it shifts every later column.
    var isLenient = false
    /// How many quotes were never closed (read as text: `isLenient`), and the line of the first. (Numbers, not an
    /// array: the scanner is passed along with every row, and a reference in it would be retained each time.)
    private(set) var unclosedQuotes = 0
    private(set) var firstUnclosedQuoteLine = 0

    /// A scanner of the file `source`, whose fields are separated by `delimiter`, starting at byte `position`
    /// (the start of a row), which is on `line`.
    init(source: String, delimiter: UInt8 = UInt8(ascii: ","), position: Int = 0, line: Int = 1) {
        self.source = source
        self.delimiter = delimiter
        self.position = position
        self.line = line
    }

    /// Reads the next row into `fields` (emptied first); false at the end of `bytes`. Throws where a quote is
    /// misplaced or never closed, naming the line. With `fieldLimit`, stops after that many fields: the rest of
    /// the row is not read (nor checked), and the scanner is not ready for the next row.
    mutating func nextRow(
        in bytes: UnsafeRawBufferPointer, into fields: inout [Field],
        fieldLimit: Int = .max
    ) throws(InputError) -> Bool {
        fields.removeAll(keepingCapacity: true)
        let count = bytes.count
        guard position < count else { return false }
        var index = position
        var fieldStart = index, fieldLine = line
        while true {
            guard index < count else {
                // The last row, without a line end.
                fields.append(Field(start: fieldStart, end: index, line: fieldLine, hasEscapedQuotes: false))
                position = index
                return true
            }
            let byte = bytes[index]
            if byte == delimiter {
                fields.append(Field(start: fieldStart, end: index, line: fieldLine, hasEscapedQuotes: false))
                if fields.count >= fieldLimit { return true }
                index += 1
                fieldStart = index
                fieldLine = line
                continue
            }
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                fields.append(Field(start: fieldStart, end: index, line: fieldLine, hasEscapedQuotes: false))
                endRow(atLineEnd: index, in: bytes)
                return true
            case UInt8(ascii: "\""):
                guard index == fieldStart else {
                    // TSV is written without quoting as often as with it: there a quote inside a field is text
                    // (`12" vinyl`), as spreadsheets and Python's csv read it.
                    if delimiter == UInt8(ascii: "\t") || isLenient {
                        index += 1
                        continue
                    }
                    throw InputError(
                        source: source, path: "line \(line)",
                        message: "a quote inside an unquoted field (quote the whole field and write a quote as \"\")")
                }
                guard var field = quotedField(in: bytes, from: index + 1) else {
                    guard isLenient else {
                        throw InputError(
                            source: source, path: "line \(line)", message: "a quoted field is never closed")
                    }
                    // The quote is text: the field reads on unquoted.
                    noteUnclosedQuote()
                    index += 1
                    continue
                }
                field.line = fieldLine
                fields.append(field)
                if fields.count >= fieldLimit { return true }
                index = field.end + 1  // past the closing quote
                guard index < count else {
                    position = index
                    return true
                }
                switch bytes[index] {
                case delimiter:
                    index += 1
                    fieldStart = index
                    fieldLine = line
                    // A delimiter ending the file leaves an empty last field, as one before a line end does.
                    if index >= count {
                        fields.append(Field(start: index, end: index, line: fieldLine, hasEscapedQuotes: false))
                        position = index
                        return true
                    }
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    endRow(atLineEnd: index, in: bytes)
                    return true
                default:
                    guard isLenient else {
                        throw InputError(
                            source: source, path: "line \(line)",
                            message: "text after a closing quote (write a quote inside a quoted field as \"\")")
                    }
                    // The field reads on unquoted to the next delimiter, its quotes kept as text.
                    fields.removeLast()
                }
            default:
                index += 1
            }
        }
    }

    /// Ends the row at the line end (LF, CR or CRLF) at `index`: the next row starts past it, on the next line.
    private mutating func endRow(atLineEnd index: Int, in bytes: UnsafeRawBufferPointer) {
        let crlf =
            bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
        position = index + (crlf ? 2 : 1)
        line += 1
    }

    /// Reads the next row that is not blank (`isBlank`) into `fields`; false at the end.
    mutating func nextFilledRow(in bytes: UnsafeRawBufferPointer, into fields: inout [Field]) throws(InputError) -> Bool
    {
        while try nextRow(in: bytes, into: &fields) {
            if !Self.isBlank(fields) { return true }
        }
        return false
    }

    /// Whether a row's `fields` are a blank line: one empty field.
    static func isBlank(_ fields: [Field]) -> Bool { fields.count == 1 && fields[0].start == fields[0].end }

    /// Notes a quote never closed on `line`, read as text (`isLenient`): kept out of `nextRow`, which stays small.
    @inline(never)
    private mutating func noteUnclosedQuote() {
        if unclosedQuotes == 0 { firstUnclosedQuoteLine = line }
        unclosedQuotes += 1
    }

    /// The quoted field whose text starts at `start` (just past its opening quote); its `end` is the closing
    /// quote. Counts the newlines inside it. Nil when the quote is never closed (`line` is left as it was).
    private mutating func quotedField(in bytes: UnsafeRawBufferPointer, from start: Int) -> Field? {
        let openedOn = line
        var index = start, escaped = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                    escaped = true
                    index += 2
                    continue
                }
                return Field(start: start, end: index, line: openedOn, hasEscapedQuotes: escaped)
            case UInt8(ascii: "\n"):
                line += 1
            default:
                break
            }
            index += 1
        }
        line = openedOn
        return nil
    }

    /// The text of `field`: its bytes as UTF-8 (a doubled quote read as one), or an error naming its line when
    /// they are not UTF-8.
    func text(of field: Field, in bytes: UnsafeRawBufferPointer) throws(InputError) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes.bindMemory(to: UInt8.self)[field.start..<field.end])
        let text: String
        // ASCII needs no validation, and decoding a buffer is specialised where validating a generic collection
        // looks up its metadata on every call.
        if !slice.contains(where: { $0 >= 0x80 }) {
            text = String(decoding: slice, as: UTF8.self)
        } else {
            guard let valid = String(validating: slice, as: UTF8.self) else {
                throw InputError.notUTF8(source: source, line: field.line)
            }
            text = valid
        }
        return field.hasEscapedQuotes ? text.replacingOccurrences(of: "\"\"", with: "\"") : text
    }

    /// `field`'s text without the spaces and tabs around it (and other Unicode spaces, as `trimmingCharacters`
    /// would remove), or nil when nothing is left.
    func trimmedText(of field: Field, in bytes: UnsafeRawBufferPointer) throws(InputError) -> String? {
        var trimmed = field
        if !trimmed.hasEscapedQuotes {
            // ASCII spaces and tabs cut from the bytes: no string is made for an empty field.
            while trimmed.start < trimmed.end, bytes[trimmed.start] == 0x20 || bytes[trimmed.start] == 0x09 {
                trimmed.start += 1
            }
            while trimmed.end > trimmed.start, bytes[trimmed.end - 1] == 0x20 || bytes[trimmed.end - 1] == 0x09 {
                trimmed.end -= 1
            }
            if trimmed.start == trimmed.end { return nil }
        }
        let text = try self.text(of: trimmed, in: bytes)
        // Other white space (no-break spaces, a tab inside doubled quotes) is rare: Foundation handles it.
        let needsFoundation =
            trimmed.hasEscapedQuotes
            || Self.mayHaveUnicodeSpaceAtItsEnds(bytes.bindMemory(to: UInt8.self), trimmed.start..<trimmed.end)
        let result = needsFoundation ? text.trimmingCharacters(in: .whitespaces) : text
        return result.isEmpty ? nil : result
    }

    /// Whether the UTF-8 text at `range` of `bytes` may begin or end with white space other than ASCII's (a
    /// no-break space, an em space, an ideographic space …): the scalars at its ends start with a byte such spaces
    /// start with (0xC2, 0xE1, 0xE2, 0xE3). "Malmö" and "Århus" do not; their ends are read as they are.
    static func mayHaveUnicodeSpaceAtItsEnds(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        func isSpaceLead(_ byte: UInt8) -> Bool { byte == 0xC2 || (byte >= 0xE1 && byte <= 0xE3) }
        if bytes[range.lowerBound] >= 0x80, isSpaceLead(bytes[range.lowerBound]) { return true }
        guard bytes[range.upperBound - 1] >= 0x80 else { return false }
        var lead = range.upperBound - 1  // back over continuation bytes to the last scalar's first
        while lead > range.lowerBound, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        return isSpaceLead(bytes[lead])
    }

    /// Whether `field`, its ASCII spaces and tabs cut, holds nothing: `trimmedText` would be nil. A field of
    /// other white space (no-break spaces) is decoded to tell.
    func isEmpty(_ field: Field, in bytes: UnsafeRawBufferPointer) throws(InputError) -> Bool {
        var start = field.start, end = field.end
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        if start == end { return true }
        // A doubled quote reads as a quote, and an ASCII byte that is not a space or tab is not white space.
        if field.hasEscapedQuotes || (bytes[start] < 0x80 && bytes[end - 1] < 0x80) { return false }
        return try trimmedText(of: field, in: bytes) == nil
    }

    /// Throws, naming the line, where `bytes` are not UTF-8 text: one pass over the file before its rows are
    /// read, so fields need no check of their own when decoded later. Lines of ASCII are skipped eight bytes at a
    /// time; the rest are checked by the standard library's decoder, a block of lines at a time. Each block is
    /// counted as read through `pages`, the mapping the bytes are (if they are one).
    static func checkUTF8(_ bytes: UnsafeRawBufferPointer, source: String, pages: MappedPages? = nil) throws(InputError)
    {
        let count = bytes.count
        var blockStart = 0
        while blockStart < count {
            // A block ends at a line end about 64 KiB on, so no character is split.
            var blockEnd = min(blockStart + 65_536, count)
            while blockEnd < count && bytes[blockEnd - 1] != 0x0A { blockEnd += 1 }
            let block = UnsafeRawBufferPointer(rebasing: bytes[blockStart..<blockEnd])
            if !isASCII(block) && String(validating: block.bindMemory(to: UInt8.self), as: UTF8.self) == nil {
                // The first line of the block that does not decode.
                var lineStart = blockStart
                while lineStart < blockEnd {
                    var lineEnd = lineStart
                    while lineEnd < blockEnd && bytes[lineEnd] != 0x0A { lineEnd += 1 }
                    let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<min(lineEnd + 1, blockEnd)])
                    if String(validating: line.bindMemory(to: UInt8.self), as: UTF8.self) == nil {
                        let number = bytes[..<lineStart].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                        throw InputError.notUTF8(source: source, line: number)
                    }
                    lineStart = lineEnd + 1
                }
            }
            pages?.touch(blockEnd - blockStart)
            blockStart = blockEnd
        }
    }

    /// Whether every byte of `bytes` is ASCII, read eight at a time.
    private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        let count = bytes.count
        while index + 8 <= count {
            if bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }
}

extension InputError {
    private static let notUTF8Message = "not valid UTF-8 text (the file must be UTF-8)"

    /// Line `line` of `source` is not UTF-8 (where text read as UTF-8 turned out not to be).
    static func notUTF8(source: String, line: Int) -> InputError {
        InputError(source: source, path: "line \(line)", message: notUTF8Message)
    }

    /// Whether this is `notUTF8`'s error: a data file read as UTF-8 from its first bytes is read again as
    /// Windows-1252.
    var isNotUTF8: Bool { message == Self.notUTF8Message }
}
