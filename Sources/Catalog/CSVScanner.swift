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

    /// A scanner of the file `source`, whose fields are separated by `delimiter`.
    init(source: String, delimiter: UInt8 = UInt8(ascii: ",")) {
        self.source = source
        self.delimiter = delimiter
    }

    /// Reads the next row into `fields` (emptied first); false at the end of `bytes`. Throws where a quote is
    /// misplaced or never closed, naming the line.
    mutating func nextRow(in bytes: UnsafeRawBufferPointer, into fields: inout [Field]) throws(InputError) -> Bool {
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
                    if delimiter == UInt8(ascii: "\t") {
                        index += 1
                        continue
                    }
                    throw InputError(source: source, path: "line \(line)",
                                     message: "a quote inside an unquoted field (quote the whole field and write a quote as \"\")")
                }
                var field = try quotedField(in: bytes, from: index + 1)
                field.line = fieldLine
                fields.append(field)
                index = field.end + 1   // past the closing quote
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
                    throw InputError(source: source, path: "line \(line)",
                                     message: "text after a closing quote (write a quote inside a quoted field as \"\")")
                }
            default:
                index += 1
            }
        }
    }

    /// Ends the row at the line end (LF, CR or CRLF) at `index`: the next row starts past it, on the next line.
    private mutating func endRow(atLineEnd index: Int, in bytes: UnsafeRawBufferPointer) {
        let crlf = bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
        position = index + (crlf ? 2 : 1)
        line += 1
    }

    /// Reads the next row that is not blank (a blank line is one empty field) into `fields`; false at the end.
    mutating func nextFilledRow(in bytes: UnsafeRawBufferPointer, into fields: inout [Field]) throws(InputError) -> Bool {
        while try nextRow(in: bytes, into: &fields) {
            if !(fields.count == 1 && fields[0].start == fields[0].end) { return true }
        }
        return false
    }

    /// The quoted field whose text starts at `start` (just past its opening quote); its `end` is the closing
    /// quote. Counts the newlines inside it.
    private mutating func quotedField(in bytes: UnsafeRawBufferPointer, from start: Int) throws(InputError) -> Field {
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
        throw InputError(source: source, path: "line \(openedOn)", message: "a quoted field is never closed")
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
                throw InputError(source: source, path: "line \(field.line)", message: "not valid UTF-8 text (the file must be UTF-8)")
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
            while trimmed.start < trimmed.end, bytes[trimmed.start] == 0x20 || bytes[trimmed.start] == 0x09 { trimmed.start += 1 }
            while trimmed.end > trimmed.start, bytes[trimmed.end - 1] == 0x20 || bytes[trimmed.end - 1] == 0x09 { trimmed.end -= 1 }
            if trimmed.start == trimmed.end { return nil }
        }
        let text = try self.text(of: trimmed, in: bytes)
        // Other white space (no-break spaces, a tab inside doubled quotes) is rare: Foundation handles it.
        let needsFoundation = trimmed.hasEscapedQuotes || bytes[trimmed.start] >= 0x80 || bytes[trimmed.end - 1] >= 0x80
        let result = needsFoundation ? text.trimmingCharacters(in: .whitespaces) : text
        return result.isEmpty ? nil : result
    }
}
