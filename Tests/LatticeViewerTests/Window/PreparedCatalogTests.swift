import Catalog
import CollectionView
import DiffableDataSource
import LatticeLayout
import Testing

@testable import LatticeViewer

/// Work prepared off the main thread for the main area: what it holds, and when it still applies.
@Suite struct PreparedCatalogTests {
    private static func catalog(_ count: Int, prefix: String = "item") -> Catalog {
        Catalog(
            title: "T",
            sections: [
                CatalogSection(
                    id: "files", title: "Files",
                    items: CatalogItems((0..<count).map { CatalogItem(id: "\(prefix)\($0)", title: "Entry \($0)") }))
            ])
    }

    private static let empty = MainPresentation(data: CatalogScene.mainData(of: []))

    @Test func aPreparedCatalogHoldsItsGroupsAndDataAndKnowsItsBasis() {
        let prepared = PreparedCatalog(Self.catalog(3), query: "", replacing: Self.empty)
        #expect(prepared.groups.map(\.id) == ["files"])
        #expect(prepared.presentation.data.snapshot().itemIdentifiers == ["item0", "item1", "item2"])
        #expect(prepared.applies(to: Self.empty, query: ""))
        #expect(!prepared.applies(to: Self.empty, query: "Entry"))
        #expect(!prepared.applies(to: prepared.presentation, query: ""))
    }

    @Test func aSearchFiltersTheGroupsAndTheirIdentifiers() {
        let prepared = PreparedCatalog(Self.catalog(12), query: " entry 1", replacing: Self.empty)
        #expect(prepared.presentation.data.snapshot().itemIdentifiers == ["item1", "item10", "item11"])
        let nothing = PreparedCatalog(Self.catalog(3), query: "zebra", replacing: Self.empty)
        #expect(nothing.groups.isEmpty && nothing.presentation.data.snapshot().numberOfItems == 0)
    }

    @Test func aChainPreparesEachBatchAgainstTheOneBefore() {
        let chain = PreparationChain(from: Self.empty, query: "")
        let first = chain.prepare(Self.catalog(2))
        let second = chain.prepare(Self.catalog(5))
        let whole = chain.prepare(Self.catalog(4))
        // Shown in order, each applies to what the one before left on screen.
        #expect(first.applies(to: Self.empty, query: ""))
        #expect(second.applies(to: first.presentation, query: ""))
        #expect(whole.applies(to: second.presentation, query: ""))
        #expect(
            second.presentation.data.snapshot().numberOfItems == 5
                && whole.presentation.data.snapshot().numberOfItems == 4)
        // Shown out of order (something else was presented between), it does not.
        #expect(!whole.applies(to: first.presentation, query: ""))
    }

    @Test func theItemCountCountsNestedSectionsWithoutListingThem() {
        let nested = Catalog(
            title: "T",
            sections: [
                CatalogSection(
                    id: "a", title: "A", items: [CatalogItem(id: "1", title: "1")],
                    sections: [
                        CatalogSection(
                            id: "b", title: "B",
                            items: [CatalogItem(id: "2", title: "2"), CatalogItem(id: "3", title: "3")]),
                        CatalogSection(id: "c", title: "C")
                    ]),
                CatalogSection(id: "d", title: "D", items: [CatalogItem(id: "4", title: "4")])
            ])
        #expect(nested.itemCount == 4 && nested.itemCount == nested.allItems.count)
        #expect(nested.sections[0].itemCount == 3)
        #expect(Catalog(title: "E", sections: []).itemCount == 0)
    }

    @Test func undoingTheMoveOfASectionsLastItemFindsItsSectionAgain() throws {
        // "a1" moved from A into B emptied A, which the main area then left out; undoing it names A.
        let catalog = Catalog(
            title: "T",
            sections: [
                CatalogSection(id: "A", title: "A"),
                CatalogSection(id: "B", title: "B", items: [CatalogItem(id: "b1", title: "b1")]),
                CatalogSection(id: "C", title: "C", items: [CatalogItem(id: "c1", title: "c1")])
            ])
        var shown = Snapshot<String, String>()
        shown.appendSections(["B", "C"])
        shown.appendItems(["a1", "b1"], toSection: "B")
        shown.appendItems(["c1"], toSection: "C")
        let undo = ReorderTransaction(
            moves: [
                ReorderMove(
                    item: ElementIdentity("a1"),
                    from: ReorderPosition(section: ElementIdentity("B"), index: 0, before: ElementIdentity("b1")),
                    to: ReorderPosition(section: ElementIdentity("A"), index: 0, before: nil))
            ], cause: .undo)
        #expect(undo.applied(to: shown) == nil)
        let widened = CatalogScene.snapshot(shown, addingSectionsOf: undo, in: catalog)
        #expect(widened.sectionIdentifiers == ["A", "B", "C"])
        let applied = try #require(undo.applied(to: widened))
        #expect(applied.itemIdentifiers(inSection: "A") == ["a1"] && applied.itemIdentifiers(inSection: "B") == ["b1"])
    }
}
