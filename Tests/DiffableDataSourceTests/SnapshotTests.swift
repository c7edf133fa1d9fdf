import Testing
@testable import DiffableDataSource

private typealias TestSnapshot = Snapshot<String, Int>
private typealias Diagnostic = SnapshotDiagnostic<String, Int>

/// The items of every section, section after section (the shape of a snapshot, as plain arrays).
private func items(_ snapshot: TestSnapshot) -> [[Int]] {
    snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
}

/// A snapshot built with the public mutations only.
private func built(_ sections: [(String, [Int])]) -> TestSnapshot {
    var snapshot = TestSnapshot()
    for (section, sectionItems) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(sectionItems, toSection: section)
    }
    return snapshot
}

@Suite struct SnapshotTests {
    // MARK: Sections

    @Test func emptySnapshot() {
        let snapshot = TestSnapshot()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers == [])
        #expect(snapshot.itemIdentifiers == [])
        #expect(snapshot.diagnostics == [])
        #expect(snapshot.itemIdentifier(at: ItemPosition(section: 0, item: 0)) == nil)
    }

    @Test func appendSections() {
        var snapshot = TestSnapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendSections(["c"])
        snapshot.appendSections([])
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.numberOfSections == 3)
        #expect(items(snapshot) == [[], [], []])
        #expect(snapshot.diagnostics == [])
    }

    @Test func insertSectionsBeforeAndAfter() {
        var snapshot = built([("a", [1, 2]), ("b", [3]), ("c", [4])])
        snapshot.insertSections(["x", "y"], beforeSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "x", "y", "b", "c"])
        snapshot.insertSections(["z"], afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["a", "x", "y", "b", "c", "z"])
        snapshot.insertSections(["first"], beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["first", "a", "x", "y", "b", "c", "z"])
        snapshot.insertSections(["p", "q"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["first", "a", "p", "q", "x", "y", "b", "c", "z"])
        // Items stay with their sections; new sections are empty.
        #expect(items(snapshot) == [[], [1, 2], [], [], [], [], [3], [4], []])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
        #expect(snapshot.position(of: 3) == ItemPosition(section: 6, item: 0))
        #expect(snapshot.diagnostics == [])
    }

    @Test func deleteSectionsRemovesTheirItemsAndMarks() {
        var snapshot = built([("a", [1, 2]), ("b", [3, 4]), ("c", [5])])
        snapshot.reloadSections(["a", "b"])
        snapshot.reconfigureSections(["b", "c"])
        snapshot.reloadItems([1, 3])
        snapshot.reconfigureItems([4, 5])
        snapshot.deleteSections(["b"])
        #expect(snapshot.sectionIdentifiers == ["a", "c"])
        #expect(items(snapshot) == [[1, 2], [5]])
        #expect(snapshot.numberOfItems == 3)
        #expect(!snapshot.contains(item: 3))
        #expect(!snapshot.contains(item: 4))
        #expect(!snapshot.contains(section: "b"))
        #expect(snapshot.sectionIdentifier(containingItem: 3) == nil)
        #expect(snapshot.position(of: 4) == nil)
        #expect(snapshot.indexOfItem(4) == nil)
        #expect(snapshot.reloadedSectionIdentifiers == ["a"])
        #expect(snapshot.reconfiguredSectionIdentifiers == ["c"])
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])

        snapshot.deleteSections(["a", "c"])
        #expect(snapshot.sectionIdentifiers == [])
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty && snapshot.reconfiguredSectionIdentifiers.isEmpty)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
        // The deleted identifiers can be used again.
        snapshot.appendSections(["b"])
        snapshot.appendItems([3, 4, 1])
        #expect(items(snapshot) == [[3, 4, 1]])
        #expect(snapshot.diagnostics == [])
    }

    @Test func moveSectionBeforeAndAfter() {
        var snapshot = built([("a", [1]), ("b", [2, 3]), ("c", []), ("d", [4])])
        snapshot.moveSection("d", beforeSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "d", "b", "c"])
        #expect(items(snapshot) == [[1], [4], [2, 3], []])
        snapshot.moveSection("a", afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["d", "b", "c", "a"])
        #expect(items(snapshot) == [[4], [2, 3], [], [1]])
        snapshot.moveSection("c", beforeSection: "d")
        #expect(snapshot.sectionIdentifiers == ["c", "d", "b", "a"])
        snapshot.moveSection("c", afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["d", "b", "a", "c"])
        // Moving next to where it already is changes nothing.
        snapshot.moveSection("b", afterSection: "d")
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["d", "b", "a", "c"])
        #expect(items(snapshot) == [[4], [2, 3], [1], []])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
        #expect(snapshot.position(of: 3) == ItemPosition(section: 1, item: 1))
        #expect(snapshot.indexOfSection("a") == 2)
    }

    @Test func moveSectionKeepsMarks() {
        var snapshot = built([("a", [1]), ("b", [2])])
        snapshot.reloadSections(["a"])
        snapshot.reconfigureItems([1])
        snapshot.moveSection("a", afterSection: "b")
        #expect(snapshot.reloadedSectionIdentifiers == ["a"])
        #expect(snapshot.reconfiguredItemIdentifiers == [1])
    }

    @Test func reloadAndReconfigureSectionMarks() {
        var snapshot = built([("a", [1]), ("b", []), ("c", [2])])
        snapshot.reloadSections(["a", "c"])
        snapshot.reloadSections(["a"])
        snapshot.reconfigureSections(["b"])
        #expect(snapshot.reloadedSectionIdentifiers == ["a", "c"])
        #expect(snapshot.reconfiguredSectionIdentifiers == ["b"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        // The marks do not change the identifiers.
        #expect(items(snapshot) == [[1], [], [2]])
    }

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
        #expect(snapshot.diagnostics == [
            .duplicateItem(1, section: "b", existingSection: "a"),
            .duplicateItem(4, section: "b", existingSection: "b"),
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

    // MARK: Duplicates

    @Test func appendingAnItemAlreadyPresentKeepsTheFirst() {
        var snapshot = built([("a", [1, 2]), ("b", [3])])
        snapshot.appendItems([4, 1, 5], toSection: "b")
        #expect(items(snapshot) == [[1, 2], [3, 4, 5]])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "a")
        #expect(snapshot.diagnostics == [.duplicateItem(1, section: "b", existingSection: "a")])
        // Already in the same section.
        snapshot.appendItems([3], toSection: "b")
        #expect(items(snapshot) == [[1, 2], [3, 4, 5]])
        #expect(snapshot.diagnostics == [
            .duplicateItem(1, section: "b", existingSection: "a"),
            .duplicateItem(3, section: "b", existingSection: "b"),
        ])
        #expect(snapshot.numberOfItems == 5)
    }

    @Test func anItemRepeatedInOneCallIsAddedOnce() {
        var snapshot = built([("a", []), ("b", [9])])
        snapshot.appendItems([1, 2, 1, 3, 2, 1], toSection: "a")
        #expect(items(snapshot) == [[1, 2, 3], [9]])
        #expect(snapshot.diagnostics == [
            .duplicateItem(1, section: "a", existingSection: "a"),
            .duplicateItem(2, section: "a", existingSection: "a"),
            .duplicateItem(1, section: "a", existingSection: "a"),
        ])
        // Inserting follows the same policy.
        snapshot.insertItems([7, 9, 7, 2], beforeItem: 9)
        #expect(items(snapshot) == [[1, 2, 3], [7, 9]])
        #expect(Array(snapshot.diagnostics.dropFirst(3)) == [
            .duplicateItem(9, section: "b", existingSection: "b"),
            .duplicateItem(7, section: "b", existingSection: "b"),
            .duplicateItem(2, section: "b", existingSection: "a"),
        ])
        snapshot.insertItems([3, 8], afterItem: 9)
        #expect(items(snapshot) == [[1, 2, 3], [7, 9, 8]])
        #expect(snapshot.diagnostics.last == .duplicateItem(3, section: "b", existingSection: "a"))
        #expect(snapshot.diagnostics.count == 7)
        #expect(snapshot.numberOfItems == 6)
    }

    @Test func duplicateSectionsKeepTheFirst() {
        var snapshot = TestSnapshot()
        snapshot.appendSections(["a", "b", "a"])
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.diagnostics == [.duplicateSection("a")])
        snapshot.appendItems([1], toSection: "a")
        snapshot.appendSections(["b", "c"])
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.diagnostics == [.duplicateSection("a"), .duplicateSection("b")])
        snapshot.insertSections(["x", "a", "x", "y"], beforeSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "x", "y", "b", "c"])
        #expect(items(snapshot) == [[1], [], [], [], []])
        snapshot.insertSections(["c", "z"], afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["a", "x", "y", "b", "c", "z"])
        #expect(snapshot.diagnostics == [
            .duplicateSection("a"), .duplicateSection("b"), .duplicateSection("a"), .duplicateSection("x"),
            .duplicateSection("c"),
        ])
        // The first "a" kept its items.
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1])
    }

    @Test func diagnosticDescriptions() {
        #expect(Diagnostic.duplicateSection("a").description == "duplicate section identifier a skipped (the first is kept)")
        #expect(Diagnostic.duplicateItem(1, section: "b", existingSection: "a").description
            == "duplicate item identifier 1 not added to section b: it is already in section a")
    }

    @Test func validatingSucceedsOnCleanInput() throws {
        let snapshot = try TestSnapshot(validating: [("a", [1, 2]), ("b", []), ("c", [3])])
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(items(snapshot) == [[1, 2], [], [3]])
        #expect(snapshot.diagnostics == [])
        #expect(snapshot == built([("a", [1, 2]), ("b", []), ("c", [3])]))
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "c")
        let empty = try TestSnapshot(validating: [])
        #expect(empty == TestSnapshot())
    }

    @Test func validatingThrowsOnADuplicateItemInAnotherSection() {
        let expected = DuplicateIdentifierError<String, Int>(
            diagnostic: .duplicateItem(1, section: "b", existingSection: "a"),
            position: ItemPosition(section: 1, item: 2))
        #expect(throws: expected) {
            try TestSnapshot(validating: [("a", [1, 2]), ("b", [3, 4, 1, 5])])
        }
        #expect(expected.description
            == "duplicate item identifier 1 not added to section b: it is already in section a at [1, 2]")
    }

    @Test func validatingThrowsOnADuplicateItemInTheSameSection() {
        do {
            _ = try TestSnapshot(validating: [("a", [7]), ("b", [1, 2, 3, 2])])
            Issue.record("expected a DuplicateIdentifierError")
        } catch {
            #expect(error.diagnostic == .duplicateItem(2, section: "b", existingSection: "b"))
            #expect(error.position == ItemPosition(section: 1, item: 3))
        }
    }

    @Test func validatingThrowsOnADuplicateSection() {
        do {
            _ = try TestSnapshot(validating: [("a", [1]), ("b", [2]), ("a", [3])])
            Issue.record("expected a DuplicateIdentifierError")
        } catch {
            #expect(error.diagnostic == .duplicateSection("a"))
            #expect(error.position == ItemPosition(section: 2, item: 0))
        }
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
    // MARK: Misuse (exit tests: the process traps with a precise message)

    @Test func deletingAMissingItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = Snapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1])
            snapshot.deleteItems([9])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Snapshot.deleteItems(_:): item 9 is not in the snapshot"), "\(message)")
    }

    @Test func namingAMissingSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = Snapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.insertSections(["b"], beforeSection: "z")
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("section z is not in the snapshot"), "\(message)")
    }

    @Test func movingAnItemRelativeToItselfTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = Snapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2])
            snapshot.moveItem(1, afterItem: 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Snapshot.moveItem: cannot move item 1 relative to itself"), "\(message)")
    }

    @Test func appendingItemsWithoutASectionTraps() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = Snapshot<String, Int>()
            snapshot.appendItems([1])
        }
    }

    /// Identifiers "may repeat, never a trap" (the type's documentation), and only naming an identifier that
    /// does not exist is misuse. Deleting an existing item or section named twice in one call should delete
    /// it once; today the second mention traps claiming the item "is not in the snapshot".
    @Test func deletingAnIdentifierNamedTwiceInOneCallDeletesItOnce() async {
        await #expect(processExitsWith: .success) {
            var snapshot = Snapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.appendItems([1, 2], toSection: "a")
            snapshot.deleteItems([1, 1])
            precondition(snapshot.itemIdentifiers == [2])
        }
        await #expect(processExitsWith: .success) {
            var snapshot = Snapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.deleteSections(["b", "b"])
            precondition(snapshot.sectionIdentifiers == ["a"])
        }
    }
}
