import Testing

@testable import DiffableDataSource

extension SnapshotTests {
    // MARK: Items

    @Test func appendItemsToANamedSectionAndToTheLastByDefault() {
        var snapshot = TestSnapshot()
        snapshot.appendSections(["a", "b", "c"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3])
        snapshot.appendItems([4, 5], toSection: "b")
        snapshot.appendItems([6], toSection: "a")
        snapshot.appendItems([7, 8])
        snapshot.appendItems([], toSection: "b")
        #expect(items(snapshot) == [[1, 2, 6], [4, 5], [3, 7, 8]])
        #expect(snapshot.itemIdentifiers == [1, 2, 6, 4, 5, 3, 7, 8])
        #expect(snapshot.numberOfItems == 8)
        #expect(snapshot.sectionIdentifier(containingItem: 6) == "a")
        #expect(snapshot.sectionIdentifier(containingItem: 8) == "c")
        // "Last" means the last section now, after sections were appended.
        snapshot.appendSections(["d"])
        snapshot.appendItems([9])
        #expect(snapshot.itemIdentifiers(inSection: "d") == [9])
        #expect(snapshot.diagnostics == [])
    }

    @Test func insertItemsBeforeAndAfter() {
        var snapshot = built([("a", [1, 2, 3]), ("b", [4, 5])])
        snapshot.insertItems([10, 11], beforeItem: 1)
        #expect(items(snapshot) == [[10, 11, 1, 2, 3], [4, 5]])
        snapshot.insertItems([12], afterItem: 3)
        #expect(items(snapshot) == [[10, 11, 1, 2, 3, 12], [4, 5]])
        snapshot.insertItems([13, 14], afterItem: 1)
        #expect(items(snapshot) == [[10, 11, 1, 13, 14, 2, 3, 12], [4, 5]])
        snapshot.insertItems([15], beforeItem: 12)
        #expect(items(snapshot) == [[10, 11, 1, 13, 14, 2, 3, 15, 12], [4, 5]])
        // Into another section, relative to an item there.
        snapshot.insertItems([20, 21], afterItem: 4)
        snapshot.insertItems([22], beforeItem: 4)
        snapshot.insertItems([23], afterItem: 5)
        #expect(items(snapshot) == [[10, 11, 1, 13, 14, 2, 3, 15, 12], [22, 4, 20, 21, 5, 23]])
        for item in [20, 21, 22, 23] { #expect(snapshot.sectionIdentifier(containingItem: item) == "b") }
        #expect(snapshot.sectionIdentifier(containingItem: 13) == "a")
        #expect(snapshot.position(of: 21) == ItemPosition(section: 1, item: 3))
        #expect(snapshot.numberOfItems == 15)
        #expect(snapshot.diagnostics == [])
    }

    @Test func deleteItemsAcrossSections() {
        var snapshot = built([("a", [1, 2, 3]), ("b", [4, 5, 6]), ("c", [7])])
        snapshot.deleteItems([5, 1, 7, 3])
        #expect(items(snapshot) == [[2], [4, 6], []])
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.numberOfItems == 3)
        for item in [1, 3, 5, 7] {
            #expect(!snapshot.contains(item: item))
            #expect(snapshot.sectionIdentifier(containingItem: item) == nil)
            #expect(snapshot.position(of: item) == nil)
        }
        #expect(snapshot.position(of: 6) == ItemPosition(section: 1, item: 1))
        snapshot.deleteItems([])
        #expect(items(snapshot) == [[2], [4, 6], []])
        // A deleted identifier may come back.
        snapshot.appendItems([5], toSection: "c")
        #expect(items(snapshot) == [[2], [4, 6], [5]])
        #expect(snapshot.diagnostics == [])
    }

    @Test func deleteAllItems() {
        var snapshot = built([("a", [1, 2]), ("b", [3])])
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections(["a"])
        snapshot.reconfigureSections(["b"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers == [])
        #expect(snapshot.itemIdentifiers == [])
        #expect(!snapshot.contains(item: 1))
        #expect(!snapshot.contains(section: "a"))
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty && snapshot.reconfiguredSectionIdentifiers.isEmpty)
        #expect(snapshot == TestSnapshot())
        snapshot.appendSections(["a"])
        snapshot.appendItems([2, 1])
        #expect(items(snapshot) == [[2, 1]])
    }

    @Test func moveItemWithinASection() {
        var snapshot = built([("a", [1, 2, 3, 4])])
        snapshot.moveItem(4, beforeItem: 1)
        #expect(items(snapshot) == [[4, 1, 2, 3]])
        snapshot.moveItem(4, afterItem: 3)
        #expect(items(snapshot) == [[1, 2, 3, 4]])
        snapshot.moveItem(1, afterItem: 2)
        #expect(items(snapshot) == [[2, 1, 3, 4]])
        snapshot.moveItem(3, beforeItem: 2)
        #expect(items(snapshot) == [[3, 2, 1, 4]])
        snapshot.moveItem(2, afterItem: 4)
        #expect(items(snapshot) == [[3, 1, 4, 2]])
        snapshot.moveItem(4, beforeItem: 3)
        #expect(items(snapshot) == [[4, 3, 1, 2]])
        // Moving to where it already is changes nothing.
        snapshot.moveItem(3, afterItem: 4)
        snapshot.moveItem(1, beforeItem: 2)
        #expect(items(snapshot) == [[4, 3, 1, 2]])
        #expect(snapshot.numberOfItems == 4)
    }

    @Test func moveItemAcrossSections() {
        var snapshot = built([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6])])
        snapshot.moveItem(2, beforeItem: 5)
        #expect(items(snapshot) == [[1, 3], [4, 2, 5], [6]])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
        #expect(snapshot.position(of: 2) == ItemPosition(section: 1, item: 1))
        snapshot.moveItem(1, afterItem: 6)
        #expect(items(snapshot) == [[3], [4, 2, 5], [6, 1]])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "c")
        snapshot.moveItem(3, afterItem: 5)
        #expect(items(snapshot) == [[], [4, 2, 5, 3], [6, 1]])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
        snapshot.moveItem(5, beforeItem: 6)
        #expect(items(snapshot) == [[], [4, 2, 3], [5, 6, 1]])
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "c")
        #expect(snapshot.numberOfItems(inSection: "a") == 0)
        #expect(snapshot.numberOfItems(inSection: "b") == 3)
        #expect(snapshot.numberOfItems(inSection: "c") == 3)
        #expect(snapshot.numberOfItems == 6)
        // An item moved into another section can then be deleted through its new section.
        snapshot.deleteSections(["c"])
        #expect(items(snapshot) == [[], [4, 2, 3]])
        #expect(!snapshot.contains(item: 5) && !snapshot.contains(item: 1))
    }

    @Test func moveItemKeepsItsMarks() {
        var snapshot = built([("a", [1, 2]), ("b", [3])])
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([2])
        snapshot.moveItem(1, afterItem: 3)
        snapshot.moveItem(2, beforeItem: 3)
        #expect(items(snapshot) == [[], [2, 3, 1]])
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
    }

    @Test func reloadAndReconfigureItemMarksAreClearedWithTheItem() {
        var snapshot = built([("a", [1, 2, 3]), ("b", [4, 5])])
        snapshot.reloadItems([1, 4])
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([2, 5])
        #expect(snapshot.reloadedItemIdentifiers == [1, 4])
        #expect(snapshot.reconfiguredItemIdentifiers == [2, 5])
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty && snapshot.reconfiguredSectionIdentifiers.isEmpty)
        #expect(items(snapshot) == [[1, 2, 3], [4, 5]])

        snapshot.deleteItems([1, 5])
        #expect(snapshot.reloadedItemIdentifiers == [4])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        // Coming back, a deleted item is not marked any more.
        snapshot.appendItems([1, 5], toSection: "a")
        #expect(snapshot.reloadedItemIdentifiers == [4])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])

        snapshot.replaceItems(inSection: "a", with: [3])
        #expect(snapshot.reconfiguredItemIdentifiers == [])
        #expect(snapshot.reloadedItemIdentifiers == [4])
        snapshot.deleteSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [])
    }

    @Test func replaceItemsInSection() {
        var snapshot = built([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6])])
        snapshot.replaceItems(inSection: "b", with: [7, 5, 8])
        #expect(items(snapshot) == [[1, 2, 3], [7, 5, 8], [6]])
        #expect(!snapshot.contains(item: 4))
        #expect(snapshot.sectionIdentifier(containingItem: 7) == "b")
        #expect(snapshot.numberOfItems == 7)
        snapshot.replaceItems(inSection: "a", with: [])
        #expect(items(snapshot) == [[], [7, 5, 8], [6]])
        #expect(snapshot.numberOfItems == 4)
        // The identifiers that left are free again.
        snapshot.replaceItems(inSection: "c", with: [1, 2, 6])
        #expect(items(snapshot) == [[], [7, 5, 8], [1, 2, 6]])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "c")
        #expect(snapshot.diagnostics == [])
    }

    @Test func replaceItemsRefusesDuplicates() {
        var snapshot = built([("a", [1, 2]), ("b", [3])])
        snapshot.replaceItems(inSection: "b", with: [4, 1, 4, 3])
        #expect(items(snapshot) == [[1, 2], [4, 3]])
        #expect(
            snapshot.diagnostics == [
                .duplicateItem(1, section: "b", existingSection: "a"),
                .duplicateItem(4, section: "b", existingSection: "b")
            ])
    }

    @Test func withoutMarksKeepsTheIdentifiersAndDropsTheMarks() {
        var marked = built([("a", [1, 2]), ("b", [3])])
        marked.reloadItems([1])
        marked.reconfigureItems([3])
        marked.reloadSections(["a"])
        marked.reconfigureSections(["b"])
        let plain = marked.withoutMarks
        #expect(items(plain) == [[1, 2], [3]])
        #expect(plain.sectionIdentifiers == ["a", "b"])
        #expect(plain.reloadedItemIdentifiers.isEmpty && plain.reconfiguredItemIdentifiers.isEmpty)
        #expect(plain.reloadedSectionIdentifiers.isEmpty && plain.reconfiguredSectionIdentifiers.isEmpty)
        #expect(plain == built([("a", [1, 2]), ("b", [3])]))
        #expect(plain != marked)
        #expect(marked.reloadedItemIdentifiers == [1])
    }
}
