import Catalog
import CollectionView
import Foundation
import Testing

@testable import LatticeViewer

/// The main area's data over a file's rows finds each item where it is shown — through the file's id table when
/// the rows are in file order, through an index when a sort reordered them — as data indexing every id does.
@Suite struct CatalogSceneMainDataTests {
    /// Data over `groups` that indexes every id (what the main area's data must agree with).
    private func indexed(_ groups: [CatalogScene.Group]) -> OnDemandLayoutData<String, String> {
        let items = groups.map(\.items)
        return OnDemandLayoutData(sections: groups.map(\.id), itemCounts: items.map(\.count)) {
            items[$0.section].id(at: $0.item)
        }
    }

    private func expectSamePaths(_ groups: [CatalogScene.Group], _ comment: Comment) {
        let data = CatalogScene.mainData(of: groups), expected = indexed(groups)
        #expect(
            data.itemCounts == expected.itemCounts && data.sectionIdentifiers == expected.sectionIdentifiers, comment)
        for id in groups.flatMap(\.items.ids) + ["b9999", "row-3", ""] {
            #expect(data.path(of: id) == expected.path(of: id), "\(id): \(comment.rawValue)")
        }
    }

    @Test func everyItemIsFoundWhereItIsShown() throws {
        let text = "id,title,section\n" + (0..<2_000).map { "b\($0),Title \($0 % 50),S\($0 % 4)\n" }.joined()
        let catalog = try Catalog.parseRows(
            .csv, data: Data(text.utf8), source: "books.csv", baseDirectory: "/", title: "Books")
        expectSamePaths(CatalogScene.groups(of: catalog, query: ""), "every row")
        expectSamePaths(CatalogScene.groups(of: catalog, query: "title 7"), "a search's rows")
        let sorted = try #require(catalog.sorted(by: nil, ascending: false))
        expectSamePaths(CatalogScene.groups(of: sorted, query: ""), "sorted by title")
        let madeUp = try Catalog.parseRows(
            .csv, data: Data(("title\n" + (0..<500).map { "T\($0)\n" }.joined()).utf8),
            source: "titles.csv", baseDirectory: "/", title: "Titles")
        expectSamePaths(CatalogScene.groups(of: madeUp, query: ""), "made-up ids")
    }
}
