import Foundation
import SeededRandom
import Testing
@testable import Catalog

@Suite struct CatalogSortTests {
    /// A CSV catalogue (its items kept as rows) of books with a year and a volume column, two sections.
    func books() throws -> Catalog {
        let csv = """
        id,title,year,volume,section
        a,the Wave,1931,Vol 10,Novels
        b,Orlando,1928,Vol 2,Novels
        c,jacob's Room,1922,,Novels
        d,Between the Acts,1941,Vol 1,Novels
        e,A Room of One's Own,1929,Vol 3,Essays
        f,Three Guineas,1938,Vol 2,Essays
        """
        return try Catalog.parseRows(.csv, data: Data(csv.utf8), source: "books.csv", baseDirectory: "/", title: "Books")
    }

    func ids(_ catalog: Catalog?) -> [[String]] { catalog?.sections.map(\.items.ids) ?? [] }

    @Test func titlesSortInNaturalOrderIgnoringCaseWithinEachSection() throws {
        let catalog = try books()
        #expect(ids(catalog.sorted(by: nil, ascending: true)) == [["d", "c", "b", "a"], ["e", "f"]])
        #expect(ids(catalog.sorted(by: nil, ascending: false)) == [["a", "b", "c", "d"], ["f", "e"]])
        #expect(catalog.sorted(by: nil, ascending: true)?.sections.map(\.title) == catalog.sections.map(\.title))
    }

    @Test func metadataSortsNumbersByValueAndPutsItemsWithoutItLastEitherWay() throws {
        let catalog = try books()
        #expect(ids(catalog.sorted(by: "volume", ascending: true)) == [["d", "b", "a", "c"], ["f", "e"]])   // 1, 2, 10
        #expect(ids(catalog.sorted(by: "volume", ascending: false)) == [["a", "b", "d", "c"], ["e", "f"]])
        #expect(ids(catalog.sorted(by: "year", ascending: true)) == [["c", "b", "a", "d"], ["e", "f"]])
        // Equal values keep their order; a key no item has leaves every section as it was.
        #expect(ids(catalog.sorted(by: "missing", ascending: false)) == ids(catalog))
    }

    @Test func sortedRowsStayRowsOfTheFileAndReadAsBefore() throws {
        let catalog = try books()
        let sorted = try #require(catalog.sorted(by: "year", ascending: true))
        for section in sorted.sections {
            for position in section.items.indices {
                let item = section.items[position]
                let original = catalog.sections.flatMap { s in s.items.indices.map { s.items[$0] } }.first { $0.id == item.id }
                #expect(item == original)
            }
        }
    }

    @Test func aCancelledSortGivesNothing() throws {
        let rows = (0..<10_000).map { "i\($0),Title \($0)" }.joined(separator: "\n")
        let catalog = try Catalog.parseRows(.csv, data: Data(("id,title\n" + rows).utf8), source: "big.csv", baseDirectory: "/", title: "Big")
        var asked = 0
        #expect(catalog.sorted(by: nil, ascending: true, isCancelled: { asked += 1; return true }) == nil)
        #expect(asked == 1)
    }

    /// A data file's rows sorted by their values read from the file's bytes give the order the decoded items'
    /// comparison gives — numbers by value, words in natural order in any case, equal values in the rows' order,
    /// rows without a value last — both ways, over random tables.
    @Test func aTablesRowsSortByTheirBytesAsByTheirDecodedValues() throws {
        var random = SplitMix64(seed: 56)
        let words = ["apple", "Apple", "banana", "Vol 2", "Vol 10", "vol 3", "Ärger", "zebra", "", " spaced "]
        let numbers = ["1", "1.0", "-2", "10", "2,5", "1e3", "", "NA", "003.5", "7"]
        var lines = ["id,word,number"]
        for row in 0..<3_000 {
            let word = words[Int(random.next() % UInt64(words.count))]
            let number = numbers[Int(random.next() % UInt64(numbers.count))].replacingOccurrences(of: ",", with: ".")
            lines.append("r\(row),\"\(word)\",\(number)")
        }
        let catalog = try Catalog.parseFile(Data(lines.joined(separator: "\n").utf8), path: "/data/random.csv",
                                            options: DataFileOptions(titleColumn: "id"))
        let table = try #require(catalog.table)
        let items = catalog.sections[0].items
        for (column, numeric) in [("word", false), ("number", true)] {
            for ascending in [true, false] {
                var checked = 0
                let fast = try #require(items.sortedByValue(column, of: table, ascending: ascending, numeric: numeric,
                                                            checked: &checked, isCancelled: { false }) ?? nil)
                let decoded = try #require(items.sorted(by: column, ascending: ascending, numeric: numeric, checked: &checked,
                                                        isCancelled: { false }))
                let differs = zip(fast.ids, decoded.ids).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                #expect(fast.ids == decoded.ids, "\(column), ascending: \(ascending): first differs at \(String(describing: differs))")
            }
        }
    }
}
