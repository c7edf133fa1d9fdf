import Foundation
import InputFiles
import JSONInput
import SeededRandom
import Testing

@testable import Catalog

/// Items of a file's rows found by id through the id table the file was checked with: every item at its section
/// and position — ids given or made up, sections in blocks or interleaved, rows a search kept, files read in
/// halves or whose table grew — and no finder where the items cannot be found that way.
@Suite struct CatalogItemFinderTests {
    private func parse(
        _ text: String, _ format: CatalogFormat = .csv,
        progress: ((Int, Catalog?) -> Void)? = nil
    ) throws -> Catalog {
        try Catalog.parseRows(
            format, data: Data(text.utf8), source: "books.\(format == .csv ? "csv" : "jsonl")",
            baseDirectory: "/", title: "books", itemLimit: 100_000, progress: progress)
    }

    /// Checks that `finder` finds every item of `sections` where it is, and nothing for `absent` ids.
    private func expectFindsEveryItem(
        _ sections: [CatalogItems], absent: [String] = ["nope", "row-0", "row-x", ""],
        _ comment: Comment? = nil
    ) {
        guard let finder = CatalogItemFinder(sections) else {
            Issue.record("no finder: \(comment?.rawValue ?? "")")
            return
        }
        for (section, items) in sections.enumerated() {
            for item in items.indices {
                let found = finder.position(ofID: items.id(at: item))
                #expect(
                    found?.section == section && found?.item == item, "\(items.id(at: item)) \(comment?.rawValue ?? "")"
                )
            }
        }
        for id in absent { #expect(finder.position(ofID: id) == nil, "\(id) \(comment?.rawValue ?? "")") }
    }

    @Test func findsGivenIdsInOneSection() throws {
        let text = "id,title\n" + (0..<3_000).map { "b\($0),Title \($0)\n" }.joined()
        let catalog = try parse(text)
        expectFindsEveryItem(catalog.sections.map(\.items), absent: ["b3000", "B1", "row-2", "b01"])
    }

    @Test func findsMadeUpIdsByTheirLine() throws {
        // Rows spanning lines and blank lines between: a made-up id names the row's first line.
        var random = SplitMix64(seed: 7)
        let text =
            "title,section\n"
            + (0..<2_000).map { index in
                (random.next() % 9 == 0 ? "\n" : "")
                    + (random.next() % 5 == 0 ? "\"Title\n\(index)\"" : "Title \(index)")
                    + ",S\(random.next() % 3)\n"
            }.joined()
        let catalog = try parse(text)
        let ids = catalog.sections.flatMap(\.items.ids)
        #expect(ids.allSatisfy { $0.hasPrefix("row-") })
        expectFindsEveryItem(catalog.sections.map(\.items), absent: ["row-1", "row-02", "row-99999", "row-", "row--3"])
    }

    @Test func findsJSONLinesItemsWithAndWithoutIds() throws {
        let text = (0..<1_500).map { index in
            index % 3 == 0
                ? #"{"title": "T\#(index)", "section": "S\#(index % 4)"}"#
                : #"{"id": "j\#(index)", "title": "T\#(index)", "section": "S\#(index % 4)"}"#
        }.joined(separator: "\n")
        let catalog = try parse(text, .jsonLines)
        #expect(catalog.sections.count == 4)
        expectFindsEveryItem(catalog.sections.map(\.items), absent: ["j0", "row-2", "row-1501"])
    }

    @Test func findsItemsOfSectionsInBlocksAndInterleaved() throws {
        // 200 sections one after another (found by halving their bounds), 60 and 650 whose rows interleave.
        let blocks = "id,title,section\n" + (0..<4_000).map { "b\($0),T,S\($0 / 20)\n" }.joined()
        expectFindsEveryItem(try parse(blocks).sections.map(\.items))
        let interleaved = "id,title,section\n" + (0..<4_000).map { "b\($0),T,S\($0 % 60)\n" }.joined()
        expectFindsEveryItem(try parse(interleaved).sections.map(\.items))
        // More sections interleaving than are checked one by one: each row's section is kept (a table grouped by a
        // column of hundreds of values), and found in one step.
        let many = "id,title,section\n" + (0..<4_000).map { "b\($0),T,S\($0 % 650)\n" }.joined()
        expectFindsEveryItem(try parse(many).sections.map(\.items))
        let fewer = try parse(many).sections.map { $0.items.subset($0.items.indices.filter { $0 % 2 == 0 }) }
        let left = try parse(many).sections.flatMap { section in
            section.items.indices.filter { $0 % 2 == 1 }.map { section.items.id(at: $0) }
        }
        expectFindsEveryItem(fewer, absent: Array(left.prefix(100)))
    }

    @Test func findsTheRowsASearchKeptAndRowsReordered() throws {
        let catalog = try parse("id,title,section\n" + (0..<3_000).map { "b\($0),T,S\($0 % 3)\n" }.joined())
        let kept = catalog.sections.map { section in section.items.subset(section.items.indices.filter { $0 % 7 == 2 })
        }
        let left = catalog.sections.flatMap { section in
            section.items.indices.filter { $0 % 7 != 2 }.map { section.items.id(at: $0) }
        }
        expectFindsEveryItem(kept, absent: Array(left.prefix(200)))
        // Rows out of the file's order (sorted): each row's position is kept, and found in one step.
        let reversed = catalog.sections.map { $0.items.subset($0.items.indices.reversed()) }
        expectFindsEveryItem(reversed)
        let single = [
            catalog.sections[0].items.subset(catalog.sections[0].items.indices.reversed().filter { $0 % 5 != 0 })
        ]
        expectFindsEveryItem(single, absent: [catalog.sections[0].items.id(at: 0), catalog.sections[1].items.id(at: 3)])
        #expect(CatalogItemFinder([catalog.sections[0].items, CatalogItems([CatalogItem(id: "x", title: "X")])]) == nil)
        #expect(CatalogItemFinder([]) == nil && CatalogItemFinder([CatalogItems()]) == nil)
    }

    /// A catalogue of the rows read so far, shown while the file loads, finds nothing: its table has no ids yet.
    @Test func aPartialCatalogueHasNoFinder() throws {
        var partials: [Catalog] = []
        let catalog = try parse("id,title\n" + (0..<6_000).map { "b\($0),T\n" }.joined()) { _, partial in
            if let partial { partials.append(partial) }
        }
        #expect(!partials.isEmpty && partials.allSatisfy { CatalogItemFinder($0.sections.map(\.items)) == nil })
        #expect(CatalogItemFinder(catalog.sections.map(\.items)) != nil)
    }

    @Test func findsItemsOfAFileReadInHalves() throws {
        var random = SplitMix64(seed: 3)
        let text =
            "id,title,section\n"
            + (0..<5_000).map { index in
                "b\(index),\(random.next() % 4 == 0 ? "\"T,\n\(index)\"" : "T\(index)"),S\(random.next() % 5)\n"
            }.joined()
        var reader = CatalogCSVReader(baseDirectory: "/", source: "books.csv", itemLimit: 100_000, format: .csv)
        reader.halvesFrom = 0
        expectFindsEveryItem(try reader.catalog(Data(text.utf8), title: "books").sections.map(\.items))
        var jsonLines = CatalogJSONLinesReader(baseDirectory: "/", source: "books.jsonl", itemLimit: 100_000)
        jsonLines.halvesFrom = 0
        let lines = (0..<5_000).map { #"{"id": "j\#($0)", "title": "T", "section": "S\#($0 % 3)"}"# }.joined(
            separator: "\n")
        expectFindsEveryItem(try jsonLines.catalog(Data(lines.utf8), title: "books").sections.map(\.items))
    }

    /// The id table is sized from the first 1,024 rows: rows much shorter after them outgrow it, and growing it
    /// reads the ids again — every row is still found, and a duplicate past the growth still refused.
    @Test func findsEveryRowAfterTheIdTableGrew() throws {
        let long = String(repeating: "x", count: 400)
        let text =
            "id,title\n" + (0..<1_100).map { "b\($0),\(long)\n" }.joined()
            + (1_100..<30_000).map { "b\($0),t\n" }.joined()
        expectFindsEveryItem(try parse(text).sections.map(\.items))
        #expect(throws: InputError.self) { try self.parse(text + "b5,again\n") }
    }
}
