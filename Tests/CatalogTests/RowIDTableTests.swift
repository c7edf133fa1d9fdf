import SeededRandom
import Testing

@testable import Catalog

/// The table of row ids: every row added is found by its id — through hashes that share a key's bits, and after
/// the table grew by reading the ids again — a row given an id twice is found, and a table sized beforehand never
/// reads an id again.
@Suite struct RowIDTableTests {
    /// Adds `ids` as rows 0, 1, … to `table` (hashing them with `hash`), counting the ids read again to grow it.
    private func add(_ ids: [String], to table: inout RowIDTable, hash: (String) -> Int, rereads: inout Int) {
        for (row, id) in ids.enumerated() {
            let earlier = table.insert(
                row: row, key: RowIDTable.Key(hash: hash(id)), isSame: { ids[$0] == id },
                tagOfRow: {
                    rereads += 1
                    return RowIDTable.tag(ofHash: hash(ids[$0]))
                })
            #expect(earlier == nil, "\(id)")
        }
    }

    @Test(arguments: [0, 1, 2] as [UInt64])
    func findsEveryRowByItsIdAndNoOther(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Seed 2: every id hashed into 64 values, so many share a key (placing and 16 bits alike): each candidate
        // is told apart by reading its id (fewer ids: each insert walks most of the table).
        let ids = (0..<(seed == 2 ? 2_000 : 20_000)).map { "id-\($0)-\(random.next() % 1_000)" }
        let hash: (String) -> Int = seed == 2 ? { $0.hashValue & 0x3F << 58 } : { $0.hashValue }
        var table = RowIDTable(), rereads = 0
        add(ids, to: &table, hash: hash, rereads: &rereads)
        #expect(table.count == ids.count && rereads > 0)  // grown from empty: the ids were read again
        for (row, id) in ids.enumerated() {
            #expect(table.row(key: RowIDTable.Key(hash: hash(id)), isSame: { ids[$0] == id }) == row)
        }
        for absent in ["", "id-", "nope", "id-\(ids.count)-0"] {
            #expect(table.row(key: RowIDTable.Key(hash: hash(absent)), isSame: { ids[$0] == absent }) == nil)
        }
        // An id given again: the row that gave it first.
        let again = table.insert(
            row: ids.count, key: RowIDTable.Key(hash: hash(ids[1_234])), isSame: { ids[$0] == ids[1_234] },
            tagOfRow: { RowIDTable.tag(ofHash: hash(ids[$0])) })
        #expect(again == 1_234 && table.count == ids.count)
    }

    @Test func aTableSizedBeforehandReadsNoIdAgain() {
        let ids = (0..<10_000).map { "b\($0)" }
        var table = RowIDTable(), rereads = 0
        table.reserve(ids.count) { _ in
            Issue.record("nothing to read yet")
            return 0
        }
        add(ids, to: &table, hash: { $0.hashValue }, rereads: &rereads)
        #expect(rereads == 0)
    }

    @Test func rowsPastTheLimitOrOutOfOrderAreNotAdded() {
        var table = RowIDTable()
        let key = RowIDTable.Key(tag: 7, check: 9)
        #expect(Catalog.itemLimit <= RowIDTable.rowLimit + 1)  // every row of a catalogue fits an entry
        #expect(
            table.insert(row: RowIDTable.rowLimit + 1, key: key, isSame: { _ in true }, tagOfRow: { _ in 7 }) == nil)
        #expect(table.count == 0 && table.row(key: key, isSame: { _ in true }) == nil)
        #expect(table.insert(row: 5, key: key, isSame: { _ in false }, tagOfRow: { _ in 7 }) == nil)
        #expect(
            table.insert(row: 3, key: RowIDTable.Key(tag: 8, check: 1), isSame: { _ in false }, tagOfRow: { _ in 7 })
                == nil)
        #expect(table.count == 1 && table.row(key: key, isSame: { _ in true }) == 5)
        #expect(table.row(key: RowIDTable.Key(tag: 7, check: 8), isSame: { _ in true }) == nil)  // its check differs
    }
}
