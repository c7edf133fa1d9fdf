import Foundation
import Testing

@testable import Catalog

@Suite struct CatalogGroupTests {
    /// A data file read as a table (its rows kept as the file's bytes): trips with a borough, a zone and a
    /// passenger count, some without a borough.
    func trips() throws -> Catalog {
        let csv = """
            trip,borough,zone,passengers
            t1,Queens,JFK Airport,2
            t2,Manhattan,Midtown,10
            t3,Queens,Astoria,1
            t4,,Unknown,2
            t5,Brooklyn,Park Slope,1
            t6,Manhattan,Midtown,2
            t7,Queens,JFK Airport,10
            t8,NA,Unknown,1
            """
        return try Catalog.parseFile(Data(csv.utf8), path: "/data/trips.csv")
    }

    func titles(_ sections: [CatalogSection]) -> [String] { sections.map(\.title) }
    func rows(_ section: CatalogSection) -> [String] { section.items.indices.map { section.items.texts(at: $0).title } }

    @Test func aColumnsValuesBecomeSectionsInTheirOrderWithTheRowsWithoutOneLast() throws {
        let catalog = try trips()
        #expect(catalog.table != nil && catalog.sections.count == 1)
        let grouped = try #require(catalog.grouped(by: ["borough"]))
        #expect(titles(grouped.sections) == ["Brooklyn", "Manhattan", "Queens", ""])
        #expect(grouped.sections.map { rows($0) } == [["t5"], ["t2", "t6"], ["t1", "t3", "t7"], ["t4", "t8"]])
        #expect(grouped.groupedBy == ["borough"] && catalog.groupedBy.isEmpty)
        #expect(grouped.itemCount == catalog.itemCount)
        // Still the file's rows, read as before.
        #expect(grouped.sections.allSatisfy { $0.items.isReadFromRows })
        #expect(grouped.sections[1].items[0] == catalog.sections[0].items[1])
    }

    @Test func aColumnOfNumbersGroupsByValue() throws {
        let trips = try trips()
        let grouped = try #require(trips.grouped(by: ["passengers"]))
        #expect(titles(grouped.sections) == ["1", "2", "10"])
        #expect(grouped.sections.map(\.items.count) == [3, 3, 2])
    }

    @Test func theTitleColumnGroupsToo() throws {
        let catalog = try trips()
        let title = try #require(catalog.table?.titleName)
        let grouped = try #require(catalog.grouped(by: [title]))
        #expect(grouped.sections.count == 8)
        #expect(grouped.sections.allSatisfy { $0.items.count == 1 && $0.title == rows($0)[0] })
    }

    @Test func aSecondColumnGroupsEachGroupAgain() throws {
        let trips = try trips()
        let grouped = try #require(trips.grouped(by: ["borough", "zone"]))
        let queens = try #require(grouped.sections.first { $0.title == "Queens" })
        #expect(queens.items.isEmpty)
        #expect(titles(queens.sections) == ["Astoria", "JFK Airport"])
        #expect(queens.sections.map { rows($0) } == [["t3"], ["t1", "t7"]])
        #expect(queens.itemCount == 3)
        // Ids name the path of values, so each is unique and the same in every grouping of the file.
        let ids = grouped.allSections.map(\.id)
        #expect(Set(ids).count == ids.count)
        let again = try #require(try self.trips().grouped(by: ["borough", "zone"]))
        #expect(again.allSections.map(\.id) == ids)
    }

    @Test func sortingAGroupedCatalogueSortsWithinEachGroup() throws {
        let trips = try trips()
        let grouped = try #require(trips.grouped(by: ["borough"]))
        let sorted = try #require(grouped.sorted(by: "passengers", ascending: false))
        #expect(titles(sorted.sections) == titles(grouped.sections))
        #expect(rows(sorted.sections[2]) == ["t7", "t1", "t3"])
    }

    @Test func itemsHeldAsValuesGroupAsRowsDo() throws {
        let json = """
            [{"name": "a", "kind": "x"}, {"name": "b", "kind": "y"}, {"name": "c", "kind": "x"}, {"name": "d"}]
            """
        let catalog = try Catalog.parseFile(Data(json.utf8), path: "/data/things.json")
        let grouped = try #require(catalog.grouped(by: ["kind"]))
        #expect(titles(grouped.sections) == ["x", "y", ""])
        #expect(grouped.sections.map(\.items.count) == [2, 1, 1])
    }

    @Test func withoutSuchAColumnOrATableThereIsNoGrouping() throws {
        let trips = try trips()
        #expect(trips.grouped(by: ["fare"]) == nil)
        #expect(trips.grouped(by: []) == nil)
        let catalogue = try Catalog.load(path: samplePath)
        #expect(catalogue.grouped(by: ["title"]) == nil)
    }

    @Test func cancellingStopsTheGrouping() throws {
        var lines = ["n,group"]
        for row in 0..<10_000 { lines.append("r\(row),\(row % 7)") }
        let catalog = try Catalog.parseFile(Data(lines.joined(separator: "\n").utf8), path: "/data/many.csv")
        var asked = 0
        #expect(
            catalog.grouped(by: ["group"]) {
                asked += 1
                return asked > 1
            } == nil)
        let whole = try #require(catalog.grouped(by: ["group"]))
        #expect(whole.sections.map(\.items.count) == [1429, 1429, 1429, 1429, 1428, 1428, 1428])
    }
}
