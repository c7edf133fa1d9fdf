import Catalog
import Foundation
import Testing

@testable import LatticeViewer

/// Ctrl+C over a table: its selected rows as tab-separated text under its columns' names, which a spreadsheet pastes
/// as a table, every column in the table's order whatever the rows hold.
@MainActor @Suite struct CopyTests {
    @Test func rowsAreTabSeparatedUnderTheirColumnsInTheTablesOrder() {
        let items = [
            CatalogItem(
                id: "1", title: "Adelie",
                metadata: [
                    CatalogMetadata(key: "island", value: "Torgersen"),
                    CatalogMetadata(key: "bill_length_mm", value: "39.1")
                ]),
            CatalogItem(id: "2", title: "Gentoo", metadata: [CatalogMetadata(key: "island", value: "Biscoe")])
        ]
        let text = ViewerWindow.tabSeparated(
            items, of: CatalogTable(columns: ["island", "species", "bill_length_mm"], titleColumn: 1, format: "CSV"))
        #expect(text == "island\tspecies\tbill_length_mm\nTorgersen\tAdelie\t39.1\nBiscoe\tGentoo\t\n")
    }

    @Test func valuesHoldingTabsLineBreaksOrQuotesAreQuotedAsSpreadsheetsRead() {
        let items = [
            CatalogItem(id: "1", title: "a\tb", metadata: [CatalogMetadata(key: "note", value: "say \"hi\"\nthen go")])
        ]
        let text = ViewerWindow.tabSeparated(
            items, of: CatalogTable(columns: ["name", "note"], titleColumn: 0, format: "CSV"))
        #expect(text == "name\tnote\n\"a\tb\"\t\"say \"\"hi\"\"\nthen go\"\n")
    }
}
