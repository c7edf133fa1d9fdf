import Testing

@testable import DiffableDataSource

// Shared by the `SnapshotTests` files (+Items, +Queries, +Duplicates).
typealias TestSnapshot = Snapshot<String, Int>
typealias Diagnostic = SnapshotDiagnostic<String, Int>

/// The items of every section, section after section (the shape of a snapshot, as plain arrays).
func items(_ snapshot: TestSnapshot) -> [[Int]] {
    snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
}

/// A snapshot built with the public mutations only.
func built(_ sections: [(String, [Int])]) -> TestSnapshot {
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
}
