import Foundation
import Synchronization

extension CatalogRowTable {
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
        let halves = Self.halves(of: rows.count)
        let parts = Mutex<[HalfKeys?]>(Array(repeating: nil, count: halves.count))
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
                            let made = HalfKeys(
                                valued: finished == true ? slot - halves[half].lowerBound : nil,
                                valueless: valueless, texts: texts, checked: counted)
                            parts.withLock { $0[half] = made }
                        }
                    }
                }
            }
        }
        let made = parts.withLock { $0 }.compactMap { $0 }
        checked += made.reduce(0) { $0 + $1.checked }
        let valued = made.compactMap(\.valued)
        guard valued.count == halves.count else { return .some(nil) }
        // The halves' keys side by side from the first slot, then the rest let go of.
        for (half, range) in halves.enumerated().reversed() {
            let end = range.upperBound, keptEnd = range.lowerBound + valued[half]
            keyColumn.removeSubrange(keptEnd..<end)
            positionColumn.removeSubrange(keptEnd..<end)
        }
        var keys = SortKeys(
            kind: kind, keys: keyColumn, positions: positionColumn,
            valueless: made.flatMap(\.valueless), spellsMissingAsText: true)
        keyColumn = []
        positionColumn = []
        // Values that read as more than their bytes (a doubled quote), kept as text.
        let texts = made.reduce(into: [UInt32: String]()) { $0.merge($1.texts) { first, _ in first } }
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
        let halves = Self.halves(of: rows.count)
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

    /// The ranges of `count` rows read on a thread each: two halves from 65,536 rows on, else one.
    private static func halves(of count: Int) -> [Range<Int>] {
        count >= 65_536 ? [0..<count / 2, count / 2..<count] : [0..<count]
    }

    /// What a thread of `valueOrder` made of its half: how many keys it wrote (nil: cancelled), the rows without a
    /// value, the values that read as text, and how many rows it asked about.
    private struct HalfKeys: Sendable {
        var valued: Int?
        var valueless: [UInt32]
        var texts: [UInt32: String]
        var checked: Int
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
