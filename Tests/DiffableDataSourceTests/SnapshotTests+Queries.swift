import Testing

@testable import DiffableDataSource

extension SnapshotTests {
    // MARK: Queries

    @Test func queries() {
        let snapshot = built([("a", [1, 2]), ("b", []), ("c", [3, 4, 5])])
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfItems(inSection: "a") == 2)
        #expect(snapshot.numberOfItems(inSection: "b") == 0)
        #expect(snapshot.numberOfItems(inSection: "c") == 3)
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [])
        #expect(snapshot.itemIdentifiers(inSection: "c") == [3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSectionAt: 2) == [3, 4, 5])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "a")
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "c")
        #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)

        // The flat index runs section after section (skipping the empty one).
        #expect(snapshot.indexOfItem(1) == 0)
        #expect(snapshot.indexOfItem(2) == 1)
        #expect(snapshot.indexOfItem(3) == 2)
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfItem(5) == 4)
        #expect(snapshot.indexOfItem(99) == nil)
        for (flat, item) in snapshot.itemIdentifiers.enumerated() { #expect(snapshot.indexOfItem(item) == flat) }

        #expect(snapshot.indexOfSection("a") == 0)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.indexOfSection("c") == 2)
        #expect(snapshot.indexOfSection("zz") == nil)

        #expect(snapshot.position(of: 1) == ItemPosition(section: 0, item: 0))
        #expect(snapshot.position(of: 2) == ItemPosition(section: 0, item: 1))
        #expect(snapshot.position(of: 5) == ItemPosition(section: 2, item: 2))
        #expect(snapshot.position(of: 99) == nil)

        #expect(snapshot.itemIdentifier(at: ItemPosition(section: 0, item: 1)) == 2)
        #expect(snapshot.itemIdentifier(at: ItemPosition(section: 2, item: 0)) == 3)
        #expect(snapshot.itemIdentifier(at: ItemPosition(section: 2, item: 2)) == 5)
        #expect(snapshot.itemIdentifier(at: ItemPosition(section: 2, item: 3)) == nil)
        #expect(snapshot.itemIdentifier(at: ItemPosition(section: 1, item: 0)) == nil)
        #expect(snapshot.itemIdentifier(at: ItemPosition(section: 3, item: 0)) == nil)
        #expect(snapshot.itemIdentifier(at: ItemPosition(section: -1, item: 0)) == nil)
        #expect(snapshot.itemIdentifier(at: ItemPosition(section: 0, item: -1)) == nil)
        for item in snapshot.itemIdentifiers {
            #expect(snapshot.itemIdentifier(at: snapshot.position(of: item)!) == item)
        }

        #expect(snapshot.contains(item: 3))
        #expect(!snapshot.contains(item: 99))
        #expect(snapshot.contains(section: "b"))
        #expect(!snapshot.contains(section: "zz"))
    }

    @Test func itemPositionOrderAndDescription() {
        #expect(ItemPosition(section: 0, item: 5) < ItemPosition(section: 1, item: 0))
        #expect(ItemPosition(section: 1, item: 0) < ItemPosition(section: 1, item: 1))
        #expect(!(ItemPosition(section: 1, item: 1) < ItemPosition(section: 1, item: 1)))
        #expect(ItemPosition(section: 2, item: 3).description == "[2, 3]")
    }
    // MARK: Equality

    @Test func equalityIgnoresDiagnostics() {
        let clean = built([("a", [1, 2])])
        var noisy = built([("a", [1, 2])])
        noisy.appendItems([1, 2], toSection: "a")
        noisy.appendSections(["a"])
        #expect(noisy.diagnostics.count == 3)
        #expect(noisy == clean)
    }

    @Test func equalityComparesOrderAndPlacement() {
        let base = built([("a", [1, 2]), ("b", [3])])
        #expect(base == built([("a", [1, 2]), ("b", [3])]))
        #expect(base != built([("a", [2, 1]), ("b", [3])]))
        #expect(base != built([("b", [3]), ("a", [1, 2])]))
        #expect(base != built([("a", [1]), ("b", [2, 3])]))
        #expect(base != built([("a", [1, 2]), ("c", [3])]))
        #expect(base != built([("a", [1, 2]), ("b", [3]), ("c", [])]))
    }

    @Test func equalityComparesMarks() {
        let base = built([("a", [1, 2]), ("b", [3])])
        var reloaded = base
        reloaded.reloadItems([1])
        #expect(reloaded != base)
        var reconfigured = base
        reconfigured.reconfigureItems([1])
        #expect(reconfigured != base)
        #expect(reconfigured != reloaded)
        var sectionReloaded = base
        sectionReloaded.reloadSections(["a"])
        #expect(sectionReloaded != base)
        var sectionReconfigured = base
        sectionReconfigured.reconfigureSections(["a"])
        #expect(sectionReconfigured != base)
        #expect(sectionReconfigured != sectionReloaded)
        var same = base
        same.reloadItems([1])
        #expect(same == reloaded)
    }
}
