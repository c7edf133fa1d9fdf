import Foundation
import InputFiles
import JSONInput
import SeededRandom
import Testing

@testable import Catalog

/// A JSON Lines file read in two halves at once (the second on a thread of its own) reads exactly as one read
/// from start to end: the same items, sections and ids, the same first error, the item limit at the same line.
@Suite struct CatalogJSONLinesHalvesTests {
    /// `text` read from start to end, or in halves whatever its size; the catalogue or the error's description.
    private func read(
        _ text: String, halves: Bool, itemLimit: Int = 1_000,
        progress: ((Int, Catalog?) -> Void)? = nil
    ) -> Result<Catalog, InputError> {
        var reader = CatalogJSONLinesReader(baseDirectory: "/catalogs", source: "books.jsonl", itemLimit: itemLimit)
        reader.halvesFrom = halves ? 0 : .max
        return Result { () throws(InputError) in try reader.catalog(Data(text.utf8), title: "books", progress: progress)
        }
    }

    /// A random good line: an item with an id, sometimes without one, sometimes a blank line.
    private func line(_ index: Int, random: inout SplitMix64) -> String {
        let section = random.next() % 4 == 0 ? "" : ", \"section\": \"S\(random.next() % 3)\""
        switch random.next() % 30 {
        case 0: return ""
        case 1: return "   \r"
        case 2: return "{\"title\": \"untitled \(index)\"\(section)}"
        default:
            return "{\"id\": \"b\(index)\", \"title\": \"Title \(index)\", \"Author\": \"A\(index % 7)\"\(section)}"
        }
    }

    /// Random files, each good or with one fault at a random line — a bad colour after the id, a line that is not
    /// JSON, an id given before (anywhere), too many items — read whole and in halves.
    @Test(arguments: Array(1...60) as [UInt64])
    func halvesReadAsOneReadingDoes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 20 + Int(random.next() % 400)
        var lines = (0..<count).map { line($0, random: &random) }
        let at = Int(random.next() % UInt64(count)), earlier = Int(random.next() % UInt64(at + 1))
        var limit = 1_000
        switch seed % 5 {
        case 1: lines[at] = "{\"id\": \"x\(at)\", \"title\": \"T\", \"colour\": \"blue\"}"
        case 2: lines[at] = "{\"title\": \"T\""
        case 3:
            lines[at] = "{\"id\": \"b\(earlier)\", \"title\": \"again\"}"
            lines[earlier] = "{\"id\": \"b\(earlier)\", \"title\": \"T\"}"
        case 4: limit = at
        default: break
        }
        let text = lines.joined(separator: random.next() % 2 == 0 ? "\n" : "\r\n")
        let whole = read(text, halves: false, itemLimit: limit), halves = read(text, halves: true, itemLimit: limit)
        expectSameReading(whole, halves, "seed \(seed)")
        if case .success = whole {
            #expect(seed % 5 == 0 || seed % 5 == 4 || at == earlier, "seed \(seed): the fault reads")
        }
    }

    /// Files of good lines only, so both halves are taken: every kind of line end and a second half of one line.
    @Test func goodFilesReadTheSameInHalves() throws {
        for count in [1, 2, 3, 10, 999] {
            let text =
                (0..<count).map { "{\"id\": \($0), \"title\": \"Title \($0)\", \"section\": \"S\($0 % 4)\"}" }
                .joined(separator: "\n") + (count % 2 == 0 ? "\n" : "")
            let whole = try read(text, halves: false).get(), halves = try read(text, halves: true).get()
            #expect(halves.sections == whole.sections && halves.itemCount == count)
            // Rows keep reading as the file says: ids, titles and the rest of each item decoded from its line.
            #expect(halves.allItems == whole.allItems)
        }
    }

    /// An id repeated across the halves is reported at its second line, as in one reading.
    @Test func anIdRepeatedAcrossTheHalvesIsFound() {
        let lines = (0..<100).map { "{\"ID\": \"b\($0 == 80 ? 10 : $0)\", \"title\": \"T\"}" }
        let message = #"books.jsonl: line 81: $.ID: duplicate item id "b10" (first on line 11)"#
        #expect(throws: InputError.self) { try read(lines.joined(separator: "\n"), halves: true).get() }
        if case .failure(let error) = read(lines.joined(separator: "\n"), halves: true) {
            #expect(error.description == message)
        }
    }

    /// Partial catalogues come from the first half, each the file's first rows.
    @Test func partialCataloguesAreTheFirstRows() throws {
        let text = (0..<30_000).map { "{\"id\": \($0), \"title\": \"Title \($0)\"}" }.joined(separator: "\n")
        var partials: [Int] = []
        let catalog = try read(text, halves: true, itemLimit: 40_000) { count, partial in
            guard let partial else { return }
            partials.append(count)
            #expect(partial.allItems.map(\.id) == (0..<count).map(String.init))
        }.get()
        #expect(partials == [500, 5_000] && catalog.itemCount == 30_000)
    }
}
