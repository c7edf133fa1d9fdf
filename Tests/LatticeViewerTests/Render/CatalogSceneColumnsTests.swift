import Catalog
import CollectionView
import Foundation
import LatticeLayout
import Testing

@testable import LatticeViewer

/// The columns view's columns: a data file's scroll sideways, a folder's or catalogue's are left out, and each table
/// of a file of several lines its rows up under a header of its own.
@MainActor @Suite struct CatalogSceneColumnsTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/files")

    @Test func aDataFilesColumnsScrollSidewaysACataloguesAreLeftOut() throws {
        let data = try Catalog.load(path: Self.corpus.appendingPathComponent("penguins.csv").path)
        #expect(CatalogScene.tableColumns(of: data).overflow == .scroll)
        let catalogue = Catalog(
            title: "T",
            sections: [
                CatalogSection(
                    id: "s", title: "S",
                    items: CatalogItems([
                        CatalogItem(id: "a", title: "A", metadata: [CatalogMetadata(key: "Year", value: "1931")])
                    ]))
            ])
        #expect(CatalogScene.tableColumns(of: catalogue).overflow == .leaveOut)
        // One table: one header above every row, no table headers.
        #expect(CatalogScene(catalog: data).sectionColumns.isEmpty)
    }

    /// A table's columns are the file's, in its order, its first column pinned — wherever the rows' title column is.
    @Test func aTablesColumnsAreInTheFilesOrderWithItsFirstColumnFirst() throws {
        let csv = "trip_id,payment,fare,zone\n1,card,12.5,JFK Airport\n2,cash,8,Midtown\n3,card,30,Astoria\n"
        let catalog = try Catalog.parseFile(
            Data(csv.utf8), path: "/data/trips.csv", options: DataFileOptions(titleColumn: "payment"))
        #expect(catalog.table?.titleName == "payment")
        let columns = CatalogScene.tableColumns(of: catalog)
        #expect(columns.columns.map(\.title) == ["trip_id", "payment", "fare", "zone"])
        #expect(columns.columns.map(\.id) == ["trip_id", ColumnSort.name, "fare", "zone"])
        let scene = CatalogScene(catalog: catalog)
        let row = try #require(scene.mainView(.columns, appearance: .plain).cell(ItemPath(section: 0, item: 0)))
        #expect(row.content.text == "1")
        #expect(row.tableRow?.values == ["card", "12.5", "JFK Airport"])
        // A click on the title column's header sorts by the titles; on the first, by its values.
        #expect(
            ColumnSort(column: ColumnSort.name, ascending: true).applied(to: catalog)?.sections[0].items.ids.count == 3)
        let byID = try #require(ColumnSort(column: "trip_id", ascending: false).applied(to: catalog))
        #expect(byID.sections[0].items.indices.map { byID.sections[0].items[$0].title } == ["card", "cash", "card"])
    }

    @Test func eachTableOfADatabaseHasItsOwnColumnsAndHeader() throws {
        let catalog = try Catalog.load(path: Self.corpus.appendingPathComponent("iso-codes.sqlite").path)
        let scene = CatalogScene(catalog: catalog)
        #expect(Set(scene.sectionColumns.keys) == ["table:countries", "table:currencies"])
        let sections = scene.groups.map(\.id)
        let currencies = try #require(sections.firstIndex(of: "table:currencies"))
        let countries = try #require(sections.firstIndex(of: "table:countries"))
        // A currency's row lines up with the currencies' columns: its own three, the name first.
        let row = try #require(
            scene.mainView(.columns, appearance: .plain).cell(ItemPath(section: currencies, item: 0))?.tableRow)
        #expect(row.columns.columns.map(\.title) == ["name", "alpha_3", "numeric"])
        #expect(row.values == ["AED", "784"])
        let country = try #require(
            scene.mainView(.columns, appearance: .plain).cell(ItemPath(section: countries, item: 0))?.tableRow)
        #expect(
            country.columns.columns.map(\.title) == [
                "name", "alpha_2", "alpha_3", "numeric", "official_name", "common_name"
            ])
        // Each section's header is its table's: its name in the first column's place, then its columns' titles.
        let header = try #require(
            scene.mainView(.columns, appearance: .plain).supplementary(
                ElementKind.sectionHeader,
                ItemPath(section: currencies, item: 0)))
        #expect(header.content.text == "currencies" && header.tableRow?.isHeader == true)
        #expect(header.tableRow?.values == ["alpha_3", "numeric"])
        // In the list, each table's row trails its own fourth column, where it has one.
        #expect(catalog.table?.trailingColumn(inSection: "table:countries") == "official_name")
        #expect(catalog.table?.trailingColumn(inSection: "table:currencies") == nil)
    }

    @Test func aJSONObjectOfTablesHasAHeaderPerTable() throws {
        let json =
            #"{"fruit": [{"name": "fig", "colour": "purple"}], "tools": [{"title": "saw", "teeth": 24, "length": 50}]}"#
        let catalog = try Catalog.parseFile(Data(json.utf8), path: "/data/things.json")
        let scene = CatalogScene(catalog: catalog)
        #expect(scene.columns(ofGroup: 0).columns.map(\.title) == ["name", "colour"])
        #expect(scene.columns(ofGroup: 1).columns.map(\.title) == ["title", "teeth", "length"])
        // Scrolled sideways, every table is, each as far as its own columns go.
        var scrolled = scene.columns
        scrolled.offset = 40
        #expect(CatalogScene(catalog: catalog, columns: scrolled).sectionColumns.values.allSatisfy { $0.offset == 40 })
    }

    /// The offset that brings a column into view moves the columns as little as it can, and not at all for one in view.
    @Test func aColumnIsRevealedByTheLeastScroll() {
        var columns = TableColumns(
            [TableColumns.Column(id: "name", title: "Name")]
                + (1...20).map { TableColumns.Column(id: "c\($0)", title: "C\($0)", width: 100) },
            margin: 12, spacing: 18, minimumFirstWidth: 180)
        columns.overflow = .scroll
        let width = 800.0
        #expect(columns.offset(revealing: 1, width: width) == 0)  // in view already
        #expect(columns.offset(revealing: 0, width: width) == 0)  // the pinned first column
        let far = columns.offset(revealing: 15, width: width)
        #expect(far > 0)
        columns.offset = far
        #expect(columns.offset(revealing: 15, width: width) == far)  // now in view: no further move
        #expect(columns.offset(revealing: 2, width: width) == 118)  // back to where the second column starts
        #expect(columns.offset(revealing: 20, width: width) == columns.maximumOffset(width: width))
    }
}
