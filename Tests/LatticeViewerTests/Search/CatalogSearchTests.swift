import Catalog
import Foundation
import Testing

@testable import LatticeViewer

/// A search's first results are a prefix of its final ones, its final ones are the catalogue filtered item by
/// item, and a cancelled search stops.
@Suite struct CatalogSearchTests {
    /// Two top-level sections, one with a nested section, `count` items spread over them; titles "Item N", every
    /// third "Blue item N".
    static func catalog(_ count: Int) -> Catalog {
        func items(_ range: Range<Int>) -> CatalogItems {
            CatalogItems(range.map { CatalogItem(id: "i\($0)", title: $0 % 3 == 0 ? "Blue item \($0)" : "Item \($0)") })
        }
        let third = count / 3
        return Catalog(
            title: "T",
            sections: [
                CatalogSection(
                    id: "a", title: "A", items: items(0..<third),
                    sections: [CatalogSection(id: "a1", title: "A1", items: items(third..<2 * third))]),
                CatalogSection(id: "b", title: "B", items: items(2 * third..<count))
            ])
    }

    /// The groups as (id, title, item ids).
    static func flattened(_ groups: [CatalogScene.Group]) -> [String] {
        groups.map { "\($0.id)|\($0.title)|" + $0.items.map(\.id).joined(separator: ",") }
    }

    @Test func finalGroupsAreTheCatalogueFilteredItemByItem() {
        let catalog = Self.catalog(3_000)
        let groups = CatalogSearch(catalog, query: SearchQuery("blue")).run()
        var expected: [String] = []
        func visit(_ section: CatalogSection, _ prefix: String?) {
            let title = prefix.map { "\($0) › \(section.title)" } ?? section.title
            let items = section.items.filter { $0.title.localizedCaseInsensitiveContains("blue") }
            if !items.isEmpty { expected.append("\(section.id)|\(title)|" + items.map(\.id).joined(separator: ",")) }
            for child in section.sections { visit(child, title) }
        }
        for section in catalog.sections { visit(section, nil) }
        #expect(groups.map(Self.flattened) == expected)
        #expect(expected.map { $0.split(separator: "|")[1] } == ["A", "A › A1", "B"])
    }

    @Test func firstResultsAreAPrefixOfTheFinalOnes() {
        let catalog = Self.catalog(30_000)
        for batch in [1, 7, 256, 4_000] {
            var search = CatalogSearch(catalog, query: SearchQuery("blue"))
            search.firstBatch = batch
            search.firstDeadline = 3600
            var first: [[CatalogScene.Group]] = []
            let groups = search.run(onFirstResults: { first.append($0) }) ?? []
            #expect(first.count == 1, "reported once")
            let partial = first.first ?? []
            #expect(partial.reduce(0) { $0 + $1.items.count } == batch)
            // Every partial group is the final group of that id cut short, and only the last may be cut.
            for (index, group) in partial.enumerated() {
                let whole = groups[index]
                #expect(group.id == whole.id && group.title == whole.title)
                #expect(Array(whole.items.prefix(group.items.count)) == Array(group.items))
                if index < partial.count - 1 { #expect(group.items == whole.items) }
            }
        }
    }

    @Test func aSearchWithFewerMatchesThanABatchReportsOnlyItsEnd() {
        var search = CatalogSearch(Self.catalog(300), query: SearchQuery("blue item 29"))
        search.firstDeadline = 3600
        var reports = 0
        let groups = search.run(onFirstResults: { _ in reports += 1 })
        #expect(reports == 0)
        #expect(groups.map(Self.flattened) == ["b|B|i291,i294,i297"])
    }

    @Test func anEmptyQuerySharesEverySection() {
        let catalog = Self.catalog(99)
        let groups = CatalogSearch(catalog, query: SearchQuery(" ")).run() ?? []
        #expect(groups.map(\.id) == ["a", "a1", "b"])
        #expect(
            groups.map(\.items) == [
                catalog.sections[0].items, catalog.sections[0].sections[0].items, catalog.sections[1].items
            ])
    }

    @Test func aCancelledSearchStopsWithinABlockOfItems() {
        var asked = 0
        let groups = CatalogSearch(Self.catalog(100_000), query: SearchQuery("item")).run(isCancelled: {
            asked += 1
            return asked == 3
        })
        #expect(groups.map(Self.flattened) == nil)
        #expect(asked == 3)
    }

    /// A SQLite table searches itself with a query (`CatalogItems.matching`): the same groups as a match of every
    /// item finds, and first results that are a prefix of them.
    @Test func aDatabaseIsSearchedByAQueryAsItsItemsAre() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/files/penguins.sqlite").path
        let catalog = try Catalog.load(path: path)
        for needle in ["DREAM", "39.", "Gentoo"] {
            var search = CatalogSearch(catalog, query: SearchQuery(needle))
            search.firstBatch = 5
            search.firstDeadline = 3600
            var first: [[CatalogScene.Group]] = []
            let groups = try #require(search.run(onFirstResults: { first.append($0) }))
            var expected: [String] = []
            for section in catalog.sections {
                let ids = section.items.indices.filter { SearchQuery(needle).matches(section.items[$0]) }.map(
                    section.items.id(at:))
                if !ids.isEmpty { expected.append("\(section.id)|\(section.title)|" + ids.joined(separator: ",")) }
            }
            #expect(Self.flattened(groups) == expected, "\(needle)")
            #expect(!expected.isEmpty && first.count == 1)
            let partial = try #require(first.first?.last)
            #expect(
                partial.items.count == 5 && Array(groups[first[0].count - 1].items.prefix(5)) == Array(partial.items))
        }
    }

    /// A CSV file's rows, kept as its bytes and passed over undecoded where they cannot match, are found exactly
    /// as a match of every item, decoded whole, finds them: ASCII in any case, text in quotes, needles across
    /// fields (which must not match), non-ASCII rows.
    @Test func aFileOfRowsIsSearchedAsItsItemsAre() throws {
        var csv = "id,title,subtitle,section,Note\n"
        let titles = [
            "Long Water", "long WATER way", "La\u{212A}e (Kelvin sign)", "\"Long, Water\"", "Lake", "Über Long Water",
            "long", "x"
        ]
        let subtitles = ["", "water long", "LONG WATER", "ß long water", "\"a \"\"long water\"\"\""]
        for row in 0..<600 {
            csv += "r\(row),\(titles[row % titles.count]),\(subtitles[row % subtitles.count]),S\(row % 3),long water\n"
        }
        let catalog = try Catalog.parseRows(
            .csv, data: Data(csv.utf8), source: "rows.csv", baseDirectory: "/", title: "rows")
        #expect(catalog.sections.allSatisfy { $0.items.isReadFromRows })
        for needle in ["long water", "LONG", "water l", "ong, wa", "\"long", "lake", "über", "g water,", "s1", ""] {
            let query = SearchQuery(needle)
            let found = (CatalogSearch(catalog, query: query).run() ?? []).flatMap { $0.items.map(\.id) }
            let expected = catalog.sections.flatMap { $0.items.filter { query.matches($0) }.map(\.id) }
            #expect(found == expected, "\(needle)")
        }
    }

    /// Every column is searched, not only what a row shows; a query that names a column and a colon looks there only,
    /// in a file's rows and in a database's tables alike.
    @Test func everyColumnIsSearchedAndAColumnNamedFirstNarrowsIt() throws {
        let csv = "name,island,sex,note\nAda,Dream,female,10:30 start\nBo,Biscoe,male,late\nCy,Dream,male,\n"
        let rows = try Catalog.parseFile(Data(csv.utf8), path: "penguins.csv")
        func found(_ text: String, in catalog: Catalog) -> [String] {
            (CatalogSearch(catalog, query: SearchQuery(text)).run() ?? []).flatMap { group in group.items.map(\.title) }
        }
        #expect(found("female", in: rows) == ["Ada"])  // a column past the subtitle's
        #expect(found("male", in: rows) == ["Ada", "Bo", "Cy"])  // "female" holds "male"
        #expect(found("ISLAND: dream", in: rows) == ["Ada", "Cy"])
        #expect(found("name: b", in: rows) == ["Bo"])  // the title column by its name
        #expect(found("note: start", in: rows) == ["Ada"])
        #expect(found("10:30", in: rows) == ["Ada"])  // not a column: looked for whole
        #expect(found("colour: red", in: rows).isEmpty)
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/files/penguins.sqlite").path
        let database = try Catalog.load(path: path)
        let everywhere = found("female", in: database).count
        let narrowed = found("sex: female", in: database).count
        #expect(everywhere > 0 && narrowed == everywhere)
        #expect(found("island: female", in: database).isEmpty)
    }
}
