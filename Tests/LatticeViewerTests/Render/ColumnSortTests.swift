import Catalog
import Testing

@testable import LatticeViewer

/// What a click on a column's title and the context menu's entries sort a catalogue by, and what a sort gives.
@Suite struct ColumnSortTests {
    @Test func aTitleClickedCyclesAscendingDescendingAndTheFileOrder() {
        let ascending = ColumnSort.clicked("year", sortedBy: nil)
        #expect(ascending == ColumnSort(column: "year", ascending: true))
        let descending = ColumnSort.clicked("year", sortedBy: ascending)
        #expect(descending == ColumnSort(column: "year", ascending: false))
        #expect(ColumnSort.clicked("year", sortedBy: descending) == nil)  // the third click: the file's order
        // Another column starts ascending, whatever the current sort is.
        #expect(ColumnSort.clicked("pages", sortedBy: descending) == ColumnSort(column: "pages", ascending: true))
        #expect(ColumnSort.clicked("pages", sortedBy: ascending) == ColumnSort(column: "pages", ascending: true))
    }

    /// The menu's *Sort by* entries only turn the order round: the file's order has an entry of its own.
    @Test func aMenuEntryChosenTurnsItsOrderRound() {
        let descending = ColumnSort(column: "year", ascending: false)
        #expect(ColumnSort.chosen("year", sortedBy: descending) == ColumnSort(column: "year", ascending: true))
        #expect(ColumnSort.chosen("year", sortedBy: ColumnSort(column: "year", ascending: true)) == descending)
        #expect(ColumnSort.chosen("year", sortedBy: nil) == ColumnSort(column: "year", ascending: true))
    }

    @Test func theNameColumnSortsByTitleAndOthersByTheirMetadata() throws {
        func item(_ id: String, _ title: String, year: String) -> CatalogItem {
            CatalogItem(id: id, title: title, metadata: [CatalogMetadata(key: "year", value: year)])
        }
        let catalog = Catalog(
            title: "Books",
            sections: [
                CatalogSection(
                    id: "s", title: "S",
                    items: [
                        item("w", "The Waves", year: "1931"), item("o", "Orlando", year: "1928"),
                        item("j", "Jacob's Room", year: "1922")
                    ])
            ])
        func ids(_ sort: ColumnSort) throws -> [String] {
            try #require(sort.applied(to: catalog)).sections[0].items.map(\.id)
        }
        #expect(try ids(ColumnSort(column: ColumnSort.name, ascending: true)) == ["j", "o", "w"])
        #expect(try ids(ColumnSort(column: "year", ascending: false)) == ["w", "o", "j"])
        #expect(ColumnSort(column: "year", ascending: true).applied(to: catalog, isCancelled: { true }) == nil)
    }
}
