import Foundation
import InputFiles
import JSONInput
import SeededRandom
import Testing

@testable import Catalog

/// A CSV file read in two halves at once (the second from a guessed row start, on a thread of its own) reads
/// exactly as one read from start to end — also where the guess falls inside a quoted field.
@Suite struct CatalogCSVHalvesTests {
    /// `text` read from start to end, or in halves whatever its size.
    private func read(
        _ text: String, halves: Bool, itemLimit: Int = 1_000,
        progress: ((Int, Catalog?) -> Void)? = nil
    ) -> Result<Catalog, InputError> {
        var reader = CatalogCSVReader(
            baseDirectory: "/catalogs", source: "books.csv", itemLimit: itemLimit, format: .csv)
        reader.halvesFrom = halves ? 0 : .max
        return Result { () throws(InputError) in try reader.catalog(Data(text.utf8), title: "books", progress: progress)
        }
    }

    /// A random good row: its title sometimes quoted with a comma or line ends inside, sometimes a blank line.
    private func row(_ index: Int, random: inout SplitMix64) -> String {
        let title =
            switch random.next() % 6 {
            case 0: "\"Title \(index),\nvolume \(index % 3)\""
            case 1: "\"Title \(index)\r\n\r\n\""
            case 2: "\"A \"\"quoted\"\" title \(index)\""
            default: "Title \(index)"
            }
        return random.next() % 40 == 0 ? "" : "b\(index),\(title),Author \(index % 7),S\(random.next() % 3)"
    }

    /// Random files, each good or with one fault at a random row — an empty title, a field too many, a stray
    /// quote, an id given before (anywhere), too many items — read whole and in halves.
    @Test(arguments: Array(1...80) as [UInt64])
    func halvesReadAsOneReadingDoes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 10 + Int(random.next() % 300)
        var rows = (0..<count).map { row($0, random: &random) }
        let at = Int(random.next() % UInt64(count)), earlier = Int(random.next() % UInt64(at + 1))
        var limit = 1_000
        switch seed % 6 {
        case 1: rows[at] = "x\(at),,Author,S1"
        case 2: rows[at] = "x\(at),T,Author,S1,extra"
        case 3: rows[at] = "x\(at),T \"quoted\",Author,S1"
        case 4:
            rows[at] = "b\(earlier),again,Author,S1"
            rows[earlier] = "b\(earlier),T,Author,S2"
        case 5: limit = at
        default: break
        }
        let text = "id,title,author,section\n" + rows.joined(separator: random.next() % 2 == 0 ? "\n" : "\r\n")
        let whole = read(text, halves: false, itemLimit: limit), halves = read(text, halves: true, itemLimit: limit)
        expectSameReading(whole, halves, "seed \(seed)")
        if case .success = whole {
            #expect([0, 5].contains(seed % 6) || (seed % 6 == 4 && at == earlier), "seed \(seed): the fault reads")
        }
    }

    /// Where the middle falls inside a quoted field holding line ends, the guess is let go of and the rows are
    /// read on: nothing lost, nothing twice.
    @Test func aGuessInsideAQuotedFieldIsLetGo() throws {
        let long = String(repeating: "line\n", count: 400)
        let text = "id,title\na,First\nb,\"\(long)\"\nc,Last\n"
        let whole = try read(text, halves: false).get(), halves = try read(text, halves: true).get()
        #expect(halves.allItems == whole.allItems && halves.allItems.map(\.id) == ["a", "b", "c"])
    }

    /// An id repeated across the halves is reported at its second row, with the column.
    @Test func anIdRepeatedAcrossTheHalvesIsFound() {
        let rows = (0..<100).map { "b\($0 == 80 ? 10 : $0),Title \($0)" }
        let outcome = read("id,title\n" + rows.joined(separator: "\n"), halves: true)
        #expect(throws: InputError.self) { try outcome.get() }
        if case .failure(let error) = outcome {
            #expect(
                error.description == #"books.csv: line 82, column "id": duplicate item id "b10" (first on line 12)"#)
        }
    }
}
