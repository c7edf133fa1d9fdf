import CSQLite
import Foundation
import JSONInput
import Testing

@testable import Catalog

/// SQLite databases read as catalogues: read-only, a page of rows at a time, sorted by the database.
struct SQLiteCatalogTests {
    static let penguins = DataFileCorpusTests.corpus.appendingPathComponent("files/penguins.sqlite").path

    @Test func tablesAndViewsAreSectionsOfTheirRows() throws {
        let catalog = try Catalog.load(path: Self.penguins)
        #expect(catalog.table?.format == "SQLite")
        let section = try #require(catalog.sections.first { $0.title == "penguins" })
        #expect(section.items.count == 344 && section.items.isReadFromRows)
        #expect(section.items[0].title == "Adelie" && section.items[0].metadata("island") == "Torgersen")
        // Past the first page, in any order of reading: the same items, each id once.
        let late = section.items[300], first = section.items[0]
        #expect(section.items[300] == late && section.items[0] == first)
        let ids = catalog.sections.flatMap { section in section.items.indices.map { section.items.id(at: $0) } }
        #expect(Set(ids).count == ids.count && ids.count == catalog.itemCount)
    }

    /// A table grouped by the database: one query of rowids and the column, each group then read a page at a time;
    /// the same groups and rows a scan of the items makes, nested and sorted as a file's are.
    @Test func aTableGroupsByOneQueryIntoGroupsOfItsRows() throws {
        let catalog = try Catalog.load(path: Self.penguins)
        let index = try #require(catalog.sections.firstIndex { $0.title == "penguins" })
        let grouped = try #require(catalog.grouped(by: ["island"]))
        let islands = grouped.sections[index].sections
        #expect(islands.map(\.title) == ["Biscoe", "Dream", "Torgersen"])
        #expect(islands.map(\.items.count) == [168, 124, 52])  // as Python's sqlite3 counts them
        #expect(islands.allSatisfy { $0.items.source != nil })  // read from the database as shown
        let dream = islands[1].items
        #expect(dream.indices.allSatisfy { dream[$0].metadata("island") == "Dream" })
        // In the table's order within each group, each row's id the table's.
        let own = catalog.sections[index].items
        let order = own.indices.filter { own[$0].metadata("island") == "Dream" }.map { own.id(at: $0) }
        #expect(dream.ids == order)
        // A second column groups each group (read, as they are few), rows without a `sex` last.
        let nested = try #require(catalog.grouped(by: ["island", "sex"]))
        #expect(nested.sections[index].sections[0].sections.map(\.title) == ["female", "male", ""])
        #expect(nested.sections[index].sections.map(\.itemCount) == [168, 124, 52])
        // A group sorts by the database, as its table does.
        let sorted = try #require(grouped.sorted(by: "bill_length_mm", ascending: true))
        let values = sorted.sections[index].sections[1].items
        let lengths = values.indices.compactMap { values[$0].metadata("bill_length_mm").flatMap(Double.init) }
        #expect(lengths.count == 124 && lengths == lengths.sorted())
    }

    @Test func aSortIsTheDatabasesOrderAndKeepsEachRowsID() throws {
        let catalog = try Catalog.load(path: Self.penguins)
        let index = try #require(catalog.sections.firstIndex { $0.title == "penguins" })
        let sorted = try #require(catalog.sorted(by: "bill_length_mm", ascending: false))
        let items = sorted.sections[index].items
        #expect(items.count == 344)
        let values = items.indices.prefix(300).compactMap { items[$0].metadata("bill_length_mm").flatMap(Double.init) }
        #expect(values.count == 300 && values == values.sorted(by: >))
        let own = catalog.sections[index].items
        let byID = Dictionary(uniqueKeysWithValues: own.indices.map { (own.id(at: $0), own[$0]) })
        #expect(items.indices.prefix(50).allSatisfy { byID[items.id(at: $0)] == items[$0] })
    }

    @Test func theMainAreaFindsRowsByIDThroughTheDatabaseInEitherOrder() throws {
        let catalog = try Catalog.load(path: Self.penguins)
        for shown in [
            catalog, try #require(catalog.sorted(by: "bill_length_mm", ascending: true)),
            try #require(catalog.sorted(by: "sex", ascending: false))
        ] {
            let finder = try #require(CatalogItemFinder(shown.sections.map(\.items)))
            for (section, items) in shown.sections.map(\.items).enumerated() {
                for position in [0, 1, 3, 200, 257, items.count - 1] where position < items.count {
                    let found = finder.position(ofID: items.id(at: position))
                    #expect(
                        found?.section == section && found?.item == position,
                        "\(items.id(at: position)) at \(section), \(position): found at \(String(describing: found))")
                }
            }
            #expect(finder.position(ofID: "penguins#999999") == nil && finder.position(ofID: "nonsense") == nil)
        }
    }

    /// What a scan of `items` finds for `search`: the positions whose item it matches.
    func scanned(_ items: CatalogItems, _ search: CatalogRowSearch) -> [String] {
        items.indices.filter { search.matches(items[$0]) }.map(items.id(at:))
    }

    /// Whether any value of `item` (title, subtitle, a column's) contains `needle` in any case.
    static func anyValue(_ item: CatalogItem, contains needle: String) -> Bool {
        ([item.title] + [item.subtitle].compactMap { $0 } + item.metadata.map(\.value)).contains {
            $0.localizedCaseInsensitiveContains(needle)
        }
    }

    @Test func aSearchIsAQueryThatFindsWhatAScanOfTheItemsFinds() throws {
        let catalog = try Catalog.load(path: Self.penguins)
        let index = try #require(catalog.sections.firstIndex { $0.title == "penguins" })
        for shown in [catalog, try #require(catalog.sorted(by: "body_mass_g", ascending: false))] {
            let items = shown.sections[index].items
            // Any case; in the title ("Gentoo"), the subtitle ("Biscoe · 46.1 · …") or a column past it ("female"); no match.
            for needle in ["gENtoo", "biscoe", "46.1", "Dream · 3", "female", "no such penguin"] {
                let search = CatalogRowSearch(needle: needle) { Self.anyValue($0, contains: needle) }
                let found = try #require(items.matching(search))
                let ids = found.indices.map(found.id(at:))
                #expect(ids == scanned(items, search), "\(needle)")
                #expect(found.indices.allSatisfy { found[$0].id == ids[$0] })  // read a page at a time, in order
                #expect(found.isReadFromRows)
            }
        }
        // The first matches are handed over once found, before the rest: a prefix of them, in order.
        let dream = CatalogRowSearch(needle: "dream") { $0.subtitle?.contains("Dream") == true }
        var firsts: [[String]] = []
        let all = try #require(
            catalog.sections[index].items.matching(dream, firstBatch: 10, onFirst: { firsts.append($0.ids) }))
        #expect(firsts.count == 1 && firsts.first == Array(all.ids.prefix(10)) && all.count > 10)
        // No ASCII needle: every row is asked, and the result is the same.
        let items = catalog.sections[index].items
        let odd = CatalogRowSearch(needle: nil) { $0.title.count % 2 == 1 }
        #expect(try #require(items.matching(odd)).ids == scanned(items, odd))
        // A needle's %, _ and \ are text, not patterns.
        let literal = CatalogRowSearch(needle: "4_._") { Self.anyValue($0, contains: "4_._") }
        #expect(try #require(items.matching(literal)).isEmpty)
        // Narrowed to a column: the rows whose `sex` the search accepts (LIKE passes "female" too; `matches` decides),
        // none in a column the table lacks.
        let male = CatalogRowSearch(needle: "male", column: "sex") { $0.metadata("sex") == "male" }
        let males = try #require(items.matching(male))
        #expect(males.ids == scanned(items, male) && !males.isEmpty)
        let nowhere = CatalogRowSearch(needle: "male", column: "no such column") { _ in true }
        #expect(try #require(items.matching(nowhere)).isEmpty)
    }

    @Test func aSearchsMatchesAreFoundByIDAndSortedByTheDatabase() throws {
        let catalog = try Catalog.load(path: Self.penguins)
        let index = try #require(catalog.sections.firstIndex { $0.title == "penguins" })
        let search = CatalogRowSearch(needle: "dream", column: "island") {
            $0.metadata("island")?.localizedCaseInsensitiveContains("dream") == true
        }
        let found = try #require(catalog.sections[index].items.matching(search))
        #expect(found.count == 124)  // penguins on Dream, as Python's sqlite3 counts them
        let finder = try #require(CatalogItemFinder([found]))
        for position in [0, 100, 123] { #expect(finder.position(ofID: found.id(at: position))?.item == position) }
        var sorted = Catalog(title: "", sections: [CatalogSection(id: "s", title: "s", items: found)])
        sorted.table = catalog.table
        let byMass = try #require(sorted.sorted(by: "body_mass_g", ascending: true)).sections[0].items
        #expect(byMass.count == 124 && Set(byMass.ids) == Set(found.ids))
        let masses = byMass.indices.compactMap { byMass[$0].metadata("body_mass_g").flatMap(Double.init) }
        #expect(masses == masses.sorted())
        // A search within the matches is a scan of them; a cancelled search finds nothing.
        #expect(found.matching(search) == nil)
        #expect(catalog.sections[index].items.matching(search, isCancelled: { true }) == nil)
    }

    /// A database at a new path, made by running `sql` (the tests' own; Lattice only reads).
    func database(_ sql: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-\(UUID().uuidString).sqlite")
            .path
        var handle: OpaquePointer?
        try #require(sqlite3_open(path, &handle) == SQLITE_OK)
        defer { sqlite3_close(handle) }
        try #require(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK)
        return path
    }

    @Test func rowsWithGapsInTheirRowidsReadAsThoseWithout() throws {
        // 2,000 rows, every third deleted: pages start where the rowids say, not at a multiple of the page size.
        let path = try database(
            """
            CREATE TABLE t (name TEXT, n INTEGER);
            WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < 2000) INSERT INTO t SELECT 'row ' || i, i FROM k;
            DELETE FROM t WHERE rowid % 3 = 0;
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let starts = try #require(SQLiteRowIDPages.starts(path: path, relation: "t", pageSize: 256))
        let kept = (1...2000).filter { $0 % 3 != 0 }
        #expect(starts == stride(from: 0, to: kept.count, by: 256).map { Int64(kept[$0]) })
        let items = try #require(Catalog.load(path: path).sections.first?.items)
        #expect(items.count == kept.count)
        for position in [0, 255, 256, 600, kept.count - 1] {
            #expect(items[position].title == "row \(kept[position])" && items[position].id == "t#\(kept[position])")
        }
        // Rowids without gaps: pages and positions are worked out from the first.
        let penguins = try SQLiteDatabase(path: Self.penguins)
        #expect(SQLiteRowIDPages(database: penguins, relation: "penguins", count: 344, pageSize: 256).first == 1)
    }

    @Test func theFileIsNeverWritten() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: Self.penguins))
        let catalog = try Catalog.load(path: Self.penguins)
        _ = catalog.sections.map { section in section.items.indices.map { section.items[$0] } }
        #expect(try Data(contentsOf: URL(fileURLWithPath: Self.penguins)) == before)
    }

    @Test func aDamagedDatabaseSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lattice-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: Self.penguins))
        bytes.replaceSubrange(100..<4096, with: Data(repeating: 0xA5, count: 3996))  // the schema page
        let path = folder.appendingPathComponent("damaged.sqlite").path
        try bytes.write(to: URL(fileURLWithPath: path))
        do {
            _ = try Catalog.load(path: path)
            Issue.record("a damaged database opened")
        } catch {
            #expect(error.description.hasPrefix(path + ": "))
            #expect(
                error.message.contains("damaged") || error.message.contains("not a SQLite database"), "\(error.message)"
            )
        }
    }
}
