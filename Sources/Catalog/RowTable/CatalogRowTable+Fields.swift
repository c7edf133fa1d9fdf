import Foundation
import InputFiles

extension CatalogRowTable {
    /// A field's value as read from a CSV table's bytes.
    enum FieldValue {
        /// The field's UTF-8 bytes, spaces and tabs around them cut.
        case bytes(UnsafeBufferPointer<UInt8>)
        /// The field's text where it is more than its bytes (a doubled quote, Unicode spaces to cut), or nil.
        case text(String?)
    }

    /// `body(position, value, fieldStart)` over the value in `column` (an index of the table's columns) of each of
    /// `rows` (those at `positions`, or all), read straight from a CSV table's bytes — each row scanned only up to
    /// that field — with the byte where the field starts (`withFieldValue(at:)` reads it again from there). Nil for
    /// other tables; false when `isCancelled` answered true (asked every 4,096 rows).
    func forEachValue(
        of rows: RowNumbers, at positions: Range<Int>? = nil, column: Int, checked: inout Int,
        isCancelled: () -> Bool, _ body: (Int, FieldValue, Int) -> Void
    ) -> Bool? {
        guard case .csv(let columns) = decoder else { return nil }
        var fields: [CSVScanner.Field] = []
        fields.reserveCapacity(column + 1)
        var counted = checked
        defer { checked = counted }
        var pass = MappedPages.Pass(pages)
        return text.withUnsafeBytes { raw in
            for position in positions ?? rows.indices {
                let row = rows[position]
                counted += 1
                if counted & 4095 == 0 && isCancelled() { return false }
                touch(Int(row), in: &pass)
                let start = Int(starts[Int(row)])
                // Most rows quote nothing up to the field: their delimiters are counted.
                if let field = Self.unquotedField(column, from: start, delimiter: columns.delimiter, in: raw) {
                    body(
                        position,
                        Self.value(
                            of: CSVScanner.Field(
                                start: field.lowerBound, end: field.upperBound, line: 0,
                                hasEscapedQuotes: false),
                            scanner: nil, in: raw), field.lowerBound)
                    continue
                }
                var scanner = CSVScanner(
                    source: columns.source, delimiter: columns.delimiter, position: start,
                    line: Int(lines[Int(row)]))
                scanner.isLenient = true
                guard (try? scanner.nextRow(in: raw, into: &fields, fieldLimit: column + 1)) == true,
                    fields.count > column
                else {
                    body(position, .text(nil), -1)
                    continue
                }
                // A quoted field is read again from its opening quote: its text may hold a delimiter.
                let fieldStart = fields[column].start
                let quoted = fieldStart > 0 && raw[fieldStart - 1] == 0x22
                body(
                    position, Self.value(of: fields[column], scanner: scanner, in: raw),
                    quoted ? fieldStart - 1 : fieldStart)
            }
            return true
        }
    }

    /// `body` over the value of the field that starts at byte `start` of a CSV table's text (a start
    /// `forEachValue` gave; -1 for a row without the field).
    func withFieldValue<Result>(at start: Int, _ body: (FieldValue) -> Result) -> Result {
        guard start >= 0, case .csv(let columns) = decoder else { return body(.text(nil)) }
        return text.withUnsafeBytes { raw in
            if let field = Self.unquotedField(0, from: start, delimiter: columns.delimiter, in: raw) {
                return body(
                    Self.value(
                        of: CSVScanner.Field(
                            start: field.lowerBound, end: field.upperBound, line: 0,
                            hasEscapedQuotes: false), scanner: nil, in: raw))
            }
            var scanner = CSVScanner(source: columns.source, delimiter: columns.delimiter, position: start)
            scanner.isLenient = true
            var fields: [CSVScanner.Field] = []
            guard (try? scanner.nextRow(in: raw, into: &fields, fieldLimit: 1)) == true, let field = fields.first else {
                return body(.text(nil))
            }
            return body(Self.value(of: field, scanner: scanner, in: raw))
        }
    }

    /// Where field `column` of the row starting at byte `start` lies, counting delimiters, when no quote comes
    /// before its end; nil where one does, or where the row has fewer fields (the scanner reads such rows).
    private static func unquotedField(
        _ column: Int, from start: Int, delimiter: UInt8,
        in raw: UnsafeRawBufferPointer
    ) -> Range<Int>? {
        var index = start, field = 0, fieldStart = start
        let count = raw.count
        // Eight bytes at a time: a word without a delimiter, line end or quote is stepped over whole.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let delimiters = UInt64(delimiter) &* ones
        @inline(__always) func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & (ones << 7) }
        while index < count {
            if index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let special =
                    zeroBytes(word ^ delimiters) | zeroBytes(word ^ (0x0A &* ones)) | zeroBytes(word ^ (0x0D &* ones))
                    | zeroBytes(word ^ (0x22 &* ones))
                // The lowest marked byte is a special one (a borrow marks only bytes above a true one).
                guard special != 0 else {
                    index += 8
                    continue
                }
                index += special.trailingZeroBitCount / 8
            }
            let byte = raw[index]
            if byte == delimiter {
                if field == column { break }
                field += 1
                fieldStart = index + 1
            } else if byte == 0x0A || byte == 0x0D {
                break
            } else if byte == 0x22 {
                return nil
            }
            index += 1
        }
        return field == column ? fieldStart..<index : nil
    }

    /// `field`'s value: its bytes without the spaces and tabs around them, or its text where that is more (read
    /// by `scanner`, or as UTF-8 without one: a field without quotes).
    private static func value(
        of field: CSVScanner.Field, scanner: CSVScanner?, in raw: UnsafeRawBufferPointer
    ) -> FieldValue {
        let bytes = raw.bindMemory(to: UInt8.self)
        var trimmed = field
        while trimmed.start < trimmed.end, bytes[trimmed.start] == 0x20 || bytes[trimmed.start] == 0x09 {
            trimmed.start += 1
        }
        while trimmed.end > trimmed.start, bytes[trimmed.end - 1] == 0x20 || bytes[trimmed.end - 1] == 0x09 {
            trimmed.end -= 1
        }
        if field.hasEscapedQuotes || CSVScanner.mayHaveUnicodeSpaceAtItsEnds(bytes, trimmed.start..<trimmed.end) {
            // A doubled quote, or other white space to cut: the text as a row's value reads it.
            guard let scanner else {
                let text = String(decoding: bytes[trimmed.start..<trimmed.end], as: UTF8.self).trimmingCharacters(
                    in: .whitespaces)
                return .text(text.isEmpty ? nil : text)
            }
            return .text((try? scanner.trimmedText(of: field, in: raw)) ?? nil)
        }
        return .bytes(UnsafeBufferPointer(rebasing: bytes[trimmed.start..<trimmed.end]))
    }
}

extension CatalogRowTable {
    /// The field of a CSV's rows that holds `key`'s values: the title's for nil; else the column the file's header
    /// names `key` (a data file's, whose names are its table's), or a catalogue's metadata column headed `key`. Nil
    /// for other files, or a column the file lacks (a table of several files: another file's).
    func csvField(of key: String?) -> Int? {
        guard case .csv(let columns) = decoder else { return nil }
        guard let key else { return columns.title }
        if columns.isTable { return columns.headerTexts.firstIndex(of: key) }
        return columns.metadata.first { columns.headerTexts[$0] == key }
    }
}
