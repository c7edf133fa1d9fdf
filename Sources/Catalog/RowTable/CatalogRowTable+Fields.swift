import Foundation
import InputFiles
import Synchronization

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

    /// The positions of `rows` ordered by their value in `column` (`SortKeys`), each value read once from the
    /// table's bytes — the two halves of the rows on two threads — and read again only where texts tie on their
    /// first bytes. Nil for other tables; `.some(nil)` when cancelled (`isCancelled` is asked from both threads).
    func valueOrder(
        of rows: RowNumbers, column: Int, kind: SortKeyKind, checked: inout Int,
        isCancelled: () -> Bool
    ) -> ValueOrder?? {
        guard case .csv = decoder else { return .none }
        if kind == .text,
            case .some(let order) = fewValuesOrder(
                of: rows, column: column, checked: &checked,
                isCancelled: isCancelled)
        {
            return .some(order)
        }
        let halves = rows.count >= 65_536 ? [0..<rows.count / 2, rows.count / 2..<rows.count] : [rows.indices]
        let parts = Parts(count: halves.count)
        // Each thread writes the keys of its half's valued rows from the half's first slot on; then the second's
        // are moved down behind the first's. One allocation: 12 bytes a row.
        var keyColumn = [UInt64](repeating: 0, count: rows.count)
        var positionColumn = [UInt32](repeating: 0, count: rows.count)
        // Where each field starts, for a text's later bytes (4 bytes a row; a file's offsets fit 32 bits).
        var fieldStarts = kind == .text ? [UInt32](repeating: 0, count: rows.count) : []
        keyColumn.withUnsafeMutableBufferPointer { keyColumn in
            positionColumn.withUnsafeMutableBufferPointer { positionColumn in
                fieldStarts.withUnsafeMutableBufferPointer { fieldStarts in
                    withoutActuallyEscaping(isCancelled) { isCancelled in
                        let shared = Shared((keyColumn, positionColumn, fieldStarts, isCancelled))
                        DispatchQueue.concurrentPerform(iterations: halves.count) { half in
                            let (keyColumn, positionColumn, fieldStarts, isCancelled) = shared.value
                            var slot = halves[half].lowerBound
                            var valueless: [UInt32] = []
                            var texts: [UInt32: String] = [:]
                            var counted = 0
                            func add(_ position: Int, _ bytes: UnsafeBufferPointer<UInt8>) {
                                guard let key = kind.key(of: bytes, spellsMissingAsText: true) else {
                                    return valueless.append(UInt32(position))
                                }
                                keyColumn[slot] = key
                                positionColumn[slot] = UInt32(position)
                                slot += 1
                            }
                            let finished = forEachValue(
                                of: rows, at: halves[half], column: column, checked: &counted,
                                isCancelled: isCancelled
                            ) { position, value, start in
                                switch value {
                                case .bytes(let bytes):
                                    add(position, bytes)
                                    if kind == .text { fieldStarts[position] = UInt32(start) }
                                case .text(let text?):
                                    var text = text.trimmingSpaces
                                    text.withUTF8 { add(position, $0) }
                                    if kind == .text { texts[UInt32(position)] = text }
                                case .text(nil):
                                    valueless.append(UInt32(position))
                                }
                            }
                            parts.store(
                                half, valued: finished == true ? slot - halves[half].lowerBound : nil,
                                valueless: valueless, texts: texts, checked: counted)
                        }
                    }
                }
            }
        }
        checked += parts.checked
        guard let valued = parts.valuedCounts else { return .some(nil) }
        // The halves' keys side by side from the first slot, then the rest let go of.
        for (half, range) in halves.enumerated().reversed() {
            let end = range.upperBound, keptEnd = range.lowerBound + valued[half]
            keyColumn.removeSubrange(keptEnd..<end)
            positionColumn.removeSubrange(keptEnd..<end)
        }
        var keys = SortKeys(
            kind: kind, keys: keyColumn, positions: positionColumn,
            valueless: parts.valueless.flatMap { $0 }, spellsMissingAsText: true)
        keyColumn = []
        positionColumn = []
        // values more than their bytes
        let texts = parts.texts.reduce(into: [UInt32: String]()) { $0.merge($1) { first, _ in first } }
        let order = keys.order(
            value: { position, body in
                if var text = texts[position] { return text.withUTF8(body) }
                withFieldValue(at: Int(fieldStarts[Int(position)])) { value in
                    switch value {
                    case .bytes(let bytes): body(bytes)
                    case .text(let text):
                        var value = text ?? ""
                        value.withUTF8(body)
                    }
                }
            }, isCancelled: isCancelled)
        return .some(order)
    }

    /// The order of `rows` by a text column of at most `distinctLimit` distinct values (a column of categories:
    /// cities, payment kinds), its distinct values compared once each (`ValueGroups`), the two halves of the rows
    /// grouped on two threads; nil past that many (told after some tens of thousands of rows for a column of ids);
    /// `.some(nil)` when cancelled.
    private func fewValuesOrder(
        of rows: RowNumbers, column: Int, distinctLimit: Int = 65_536, checked: inout Int,
        isCancelled: () -> Bool
    ) -> ValueOrder?? {
        let halves = rows.count >= 65_536 ? [0..<rows.count / 2, rows.count / 2..<rows.count] : [rows.indices]
        let tooMany = Atomic<Bool>(false)
        let made = Mutex<[(groups: ValueGroups?, checked: Int)]>(Array(repeating: (nil, 0), count: halves.count))
        withoutActuallyEscaping(isCancelled) { isCancelled in
            let shared = Shared(isCancelled)
            DispatchQueue.concurrentPerform(iterations: halves.count) { half in
                var groups = ValueGroups()
                var counted = 0
                let finished = forEachValue(
                    of: rows, at: halves[half], column: column, checked: &counted,
                    isCancelled: { tooMany.load(ordering: .relaxed) || shared.value() }
                ) { position, value, _ in
                    switch value {
                    case .bytes(let bytes): groups.add(UInt32(position), bytes: bytes)
                    case .text(let text): groups.add(UInt32(position), value: text)
                    }
                    if groups.titles.count > distinctLimit { tooMany.store(true, ordering: .relaxed) }
                }
                made.withLock { $0[half] = (finished == true ? groups : nil, counted) }
            }
        }
        let parts = made.withLock { $0 }
        checked += parts.reduce(0) { $0 + $1.checked }
        if tooMany.load(ordering: .relaxed) { return .none }
        guard var groups = parts[0].groups else { return .some(nil) }
        for part in parts.dropFirst() {
            guard let later = part.groups else { return .some(nil) }
            groups.append(later)
        }
        if groups.titles.count > distinctLimit { return .none }
        var positions: [UInt32] = []
        positions.reserveCapacity(rows.count)
        var ties = ValueOrder.Ties(count: rows.count)
        var valued = 0
        for group in groups.sortedOrder(numeric: false) {
            if group != groups.missing {
                for offset in groups.members[group].indices.dropFirst() { ties.set(positions.count + offset) }
                valued += groups.members[group].count
            }
            positions.append(contentsOf: groups.members[group])
        }
        return ValueOrder(positions: positions, valued: valued, ties: ties)
    }

    /// What the threads of `valueOrder` share: their half's slots, and a cancellation safe to ask from both.
    private struct Shared<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// What each thread of `valueOrder` made, each in a slot of its own.
    private final class Parts: @unchecked Sendable {
        private var valued: [Int?]
        private(set) var valueless: [[UInt32]]
        private(set) var texts: [[UInt32: String]]
        private var counts: [Int]
        private let lock = NSLock()

        init(count: Int) {
            valued = Array(repeating: nil, count: count)
            valueless = Array(repeating: [], count: count)
            texts = Array(repeating: [:], count: count)
            counts = Array(repeating: 0, count: count)
        }

        var checked: Int { counts.reduce(0, +) }

        /// How many keys each part wrote; nil where one was cancelled.
        var valuedCounts: [Int]? {
            lock.lock()
            defer { lock.unlock() }
            let counts = valued.compactMap { $0 }
            return counts.count == valued.count ? counts : nil
        }

        func store(_ half: Int, valued: Int?, valueless: [UInt32], texts: [UInt32: String], checked: Int) {
            lock.lock()
            defer { lock.unlock() }
            self.valued[half] = valued
            self.valueless[half] = valueless
            self.texts[half] = texts
            counts[half] = checked
        }
    }
}

/// The orders a table's rows were lately sorted into (`CatalogRowTable.valueOrder`), so that a second click on a
/// header (the other way) or a click back on the column before costs no sort: the last `capacity` (rows, column)
/// pairs are kept, 4 bytes a row and a bit each, until memory runs low (`letGoOfAll`). Safe from any thread; a
/// sort runs outside the lock.
final class SortOrders: @unchecked Sendable {
    /// Every table's kept orders, weakly, for `letGoOfAll`.
    private static let all = Mutex<[WeakOrders]>([])
    private struct WeakOrders: @unchecked Sendable { weak var orders: SortOrders? }

    init() {
        Self.all.withLock { all in
            all.removeAll { $0.orders == nil }
            all.append(WeakOrders(orders: self))
        }
    }

    /// Lets go of the orders every table keeps (memory runs low): the next click on a header sorts again.
    static func letGoOfAll() {
        for kept in all.withLock({ $0.compactMap(\.orders) }) {
            kept.lock.lock()
            kept.entries = []
            kept.lock.unlock()
        }
    }

    private struct Entry {
        var rows: RowNumbers
        var column: Int
        var kind: SortKeyKind
        var order: ValueOrder
    }

    /// Orders kept.
    static let capacity = 2
    private let lock = NSLock()
    private var entries: [Entry] = []

    /// The order of `rows` by `column` of `table` as `CatalogRowTable.valueOrder` makes it, made only when not kept.
    func order(
        of rows: RowNumbers, column: Int, kind: SortKeyKind, in table: CatalogRowTable, checked: inout Int,
        isCancelled: () -> Bool
    ) -> ValueOrder?? {
        lock.lock()
        let kept = entries.first { $0.column == column && $0.kind == kind && $0.rows == rows }?.order
        lock.unlock()
        if let kept { return .some(kept) }
        let made = table.valueOrder(of: rows, column: column, kind: kind, checked: &checked, isCancelled: isCancelled)
        if case .some(let order?) = made {
            lock.lock()
            entries.removeAll { $0.column == column && $0.rows == rows }
            entries.insert(Entry(rows: rows, column: column, kind: kind, order: order), at: 0)
            if entries.count > Self.capacity { entries.removeLast() }
            lock.unlock()
        }
        return made
    }
}
