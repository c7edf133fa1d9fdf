import Testing

@testable import DiffableDataSource

extension SnapshotTests {
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
        #expect(
            snapshot.diagnostics == [
                .duplicateItem(1, section: "b", existingSection: "a"),
                .duplicateItem(3, section: "b", existingSection: "b")
            ])
        #expect(snapshot.numberOfItems == 5)
    }

    @Test func anItemRepeatedInOneCallIsAddedOnce() {
        var snapshot = built([("a", []), ("b", [9])])
        snapshot.appendItems([1, 2, 1, 3, 2, 1], toSection: "a")
        #expect(items(snapshot) == [[1, 2, 3], [9]])
        #expect(
            snapshot.diagnostics == [
                .duplicateItem(1, section: "a", existingSection: "a"),
                .duplicateItem(2, section: "a", existingSection: "a"),
                .duplicateItem(1, section: "a", existingSection: "a")
            ])
        // Inserting follows the same policy.
        snapshot.insertItems([7, 9, 7, 2], beforeItem: 9)
        #expect(items(snapshot) == [[1, 2, 3], [7, 9]])
        #expect(
            Array(snapshot.diagnostics.dropFirst(3)) == [
                .duplicateItem(9, section: "b", existingSection: "b"),
                .duplicateItem(7, section: "b", existingSection: "b"),
                .duplicateItem(2, section: "b", existingSection: "a")
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
        #expect(
            snapshot.diagnostics == [
                .duplicateSection("a"), .duplicateSection("b"), .duplicateSection("a"), .duplicateSection("x"),
                .duplicateSection("c")
            ])
        // The first "a" kept its items.
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1])
    }

    @Test func diagnosticDescriptions() {
        #expect(
            Diagnostic.duplicateSection("a").description == "duplicate section identifier a skipped (the first is kept)"
        )
        #expect(
            Diagnostic.duplicateItem(1, section: "b", existingSection: "a").description
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
        #expect(
            expected.description
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
