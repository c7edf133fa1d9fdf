import Catalog
import Foundation
import Testing

@testable import LatticeViewer

/// A table's arrangement: grouped, narrowed to one group (a facet), sorted within each — always from its own order.
@Suite struct ColumnSortingTests {
    func trips() throws -> Catalog {
        let csv =
            "trip,borough,zone,fare\nt1,Queens,JFK,52\nt2,Manhattan,Midtown,10\nt3,Queens,Astoria,8\nt4,Queens,JFK,30\n"
        return try Catalog.parseFile(Data(csv.utf8), path: "/data/trips.csv")
    }

    func titles(_ section: CatalogSection) -> [String] {
        section.items.indices.map { section.items.texts(at: $0).title }
    }

    @Test func aFacetKeepsOneGroupAndTheGroupsItIsIn() throws {
        let own = try trips()
        let grouped = try #require(ColumnSorting.arranged(own, sort: nil, grouping: ["borough", "zone"]))
        let jfk = try #require(grouped.allSections.first { $0.title == "JFK" })
        let only = try #require(
            ColumnSorting.arranged(
                own, sort: ColumnSort(column: "fare", ascending: true),
                grouping: ["borough", "zone"], facet: jfk.id))
        #expect(only.sections.map(\.title) == ["Queens"])
        #expect(only.sections[0].sections.map(\.title) == ["JFK"])
        #expect(titles(only.sections[0].sections[0]) == ["t4", "t1"])  // sorted by fare within it
        // A facet the grouping does not make (another column grouped since) shows every group.
        let every = try #require(ColumnSorting.arranged(own, sort: nil, grouping: ["zone"], facet: jfk.id))
        #expect(every.sections.count == 3)
    }

    @Test func withoutAGroupingTheCatalogueIsItsOwnAndSorted() throws {
        let own = try trips()
        #expect(ColumnSorting.arranged(own, sort: nil, grouping: []) == own)
        let sorted = try #require(
            ColumnSorting.arranged(own, sort: ColumnSort(column: "fare", ascending: false), grouping: []))
        #expect(titles(sorted.sections[0]) == ["t1", "t4", "t2", "t3"])
        #expect(ColumnSorting(sort: nil).isArranged == false && ColumnSorting(grouping: ["zone"]).isArranged)
    }
}
