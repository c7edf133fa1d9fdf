import Testing

@testable import DiffableDataSource

@Suite struct SectionSnapshotTests {
    /// ```
    /// a
    ///   a1
    ///     a1x
    ///     a1y
    ///   a2
    /// b
    ///   b1
    /// c
    /// ```
    /// Nothing expanded.
    static func sample() -> SectionSnapshot<String> {
        var outline = SectionSnapshot<String>()
        outline.append(["a", "b", "c"])
        outline.append(["a1", "a2"], to: "a")
        outline.append(["a1x", "a1y"], to: "a1")
        outline.append(["b1"], to: "b")
        return outline
    }

    static let sampleItems = ["a", "a1", "a1x", "a1y", "a2", "b", "b1", "c"]

    // MARK: Building and querying

    @Test func emptyOutline() {
        let outline = SectionSnapshot<String>()
        #expect(outline.items == [])
        #expect(outline.visibleItems == [])
        #expect(outline.rootItems == [])
        #expect(outline.numberOfItems == 0)
        #expect(!outline.contains("a"))
        #expect(outline.index(of: "a") == nil)
        #expect(outline.diagnostics == [])
    }

    @Test func documentationExample() {
        var outline = SectionSnapshot<String>()
        outline.append(["Documents", "Music"])
        outline.append(["Letters", "Taxes"], to: "Documents")
        outline.markHasUnloadedChildren("Music")
        outline.expand(["Documents"])
        #expect(outline.visibleItems == ["Documents", "Letters", "Taxes", "Music"])
        #expect(outline.level(of: "Taxes") == 1)
        #expect(outline.isExpandable("Music"))
    }

    @Test func appendBuildsTreeInPreOrder() {
        let outline = Self.sample()
        #expect(outline.items == Self.sampleItems)
        #expect(outline.rootItems == ["a", "b", "c"])
        #expect(outline.numberOfItems == 8)
        #expect(Self.sampleItems.map(outline.level(of:)) == [0, 1, 2, 2, 1, 0, 1, 0])
        #expect(Self.sampleItems.map(outline.parent(of:)) == [nil, "a", "a1", "a1", "a", nil, "b", nil])
        #expect(outline.children(of: "a") == ["a1", "a2"])
        #expect(outline.children(of: "a1") == ["a1x", "a1y"])
        #expect(outline.children(of: "c") == [])
        #expect(Self.sampleItems.map(outline.index(of:)) == Array(0..<8).map { Optional($0) })
        #expect(outline.contains("a1y") && !outline.contains("z"))
        #expect(outline.diagnostics == [])
    }

    @Test func appendAddsAfterExistingChildrenAndDescendants() {
        var outline = Self.sample()
        outline.append(["a3"], to: "a")
        outline.append(["d"])
        outline.append(["a1z"], to: "a1")
        #expect(outline.items == ["a", "a1", "a1x", "a1y", "a1z", "a2", "a3", "b", "b1", "c", "d"])
        #expect(outline.parent(of: "a3") == "a")
        #expect(outline.level(of: "a1z") == 2)
    }

    @Test func indexOfIsThePositionInItems() {
        var outline = Self.sample()
        outline.insert(["a0"], before: "a1")
        for (index, item) in outline.items.enumerated() { #expect(outline.index(of: item) == index) }
        #expect(outline.index(of: "nope") == nil)
    }

    // MARK: Inserting

    @Test func insertBeforeAndAfterAtTheRoot() {
        var outline = Self.sample()
        outline.insert(["r0", "r1"], before: "a")
        outline.insert(["ab"], after: "a")
        outline.insert(["z"], after: "c")
        #expect(outline.rootItems == ["r0", "r1", "a", "ab", "b", "c", "z"])
        #expect(outline.items == ["r0", "r1", "a", "a1", "a1x", "a1y", "a2", "ab", "b", "b1", "c", "z"])
        #expect(outline.parent(of: "ab") == nil && outline.level(of: "r0") == 0)
    }

    @Test func insertBeforeAndAfterNested() {
        var outline = Self.sample()
        outline.insert(["a1w"], before: "a1x")
        outline.insert(["a1xy"], after: "a1x")
        outline.insert(["a15"], after: "a1")
        outline.insert(["a0"], before: "a1")
        #expect(outline.items == ["a", "a0", "a1", "a1w", "a1x", "a1xy", "a1y", "a15", "a2", "b", "b1", "c"])
        #expect(outline.children(of: "a") == ["a0", "a1", "a15", "a2"])
        #expect(outline.children(of: "a1") == ["a1w", "a1x", "a1xy", "a1y"])
        #expect(outline.parent(of: "a1xy") == "a1" && outline.level(of: "a1xy") == 2)
        #expect(outline.parent(of: "a15") == "a" && outline.level(of: "a15") == 1)
    }

    @Test func insertingNextToAChildDoesNotClearTheParentsUnloadedMark() {
        var outline = Self.sample()
        outline.markHasUnloadedChildren("a")
        outline.insert(["a3"], after: "a2")
        #expect(outline.hasUnloadedChildren("a"))
    }

    // MARK: Deleting

    @Test func deleteRemovesDescendantsAndTheirMarks() {
        var outline = Self.sample()
        outline.expand(["a", "a1"])
        outline.markHasUnloadedChildren("a1x")
        outline.delete(["a1"])
        #expect(outline.items == ["a", "a2", "b", "b1", "c"])
        #expect(outline.numberOfItems == 5)
        #expect(!outline.contains("a1x") && !outline.contains("a1y"))
        #expect(outline.children(of: "a") == ["a2"])
        #expect(outline.visibleItems == ["a", "a2", "b", "c"])
        #expect(outline.expanded == ["a"] && outline.unloaded == [])
    }

    @Test func deleteAcceptsAnItemTogetherWithItsAncestorInEitherOrder() {
        var first = Self.sample()
        first.delete(["a1x", "a", "b1", "b1"])
        #expect(first.items == ["b", "c"])
        var second = Self.sample()
        second.delete(["a", "a1x", "c"])
        #expect(second.items == ["b", "b1"])
        #expect(second.children(of: "b") == ["b1"])
    }

    @Test func deleteRootsAndSiblings() {
        var outline = Self.sample()
        outline.delete(["b", "a1x", "a2"])
        #expect(outline.items == ["a", "a1", "a1y", "c"])
        #expect(outline.rootItems == ["a", "c"])
        #expect(outline.children(of: "a") == ["a1"])
        #expect(outline.isExpandable("a1"))
        outline.delete(["a1y"])
        #expect(!outline.isExpandable("a1"))
    }

    @Test func deleteAllKeepsDiagnostics() {
        var outline = Self.sample()
        outline.append(["a"])
        outline.expand(["a"])
        outline.deleteAll()
        #expect(outline == SectionSnapshot<String>())
        #expect(outline.items == [] && outline.numberOfItems == 0)
        #expect(outline.diagnostics == [.duplicateItem("a", parent: nil)])
        outline.append(["a"])
        #expect(!outline.isExpanded("a"), "marks went with the items")
    }

    // MARK: Duplicates

    @Test func duplicatesWithinOneCallAreSkippedWithDiagnostics() {
        var outline = SectionSnapshot<String>()
        outline.append(["a", "b", "a", "c", "b"])
        #expect(outline.items == ["a", "b", "c"])
        #expect(outline.diagnostics == [.duplicateItem("a", parent: nil), .duplicateItem("b", parent: nil)])
        outline.append(["x", "x"], to: "c")
        #expect(outline.children(of: "c") == ["x"])
        #expect(outline.diagnostics.last == .duplicateItem("x", parent: "c"))
    }

    @Test func duplicatesAcrossTheTreeAreSkippedWithDiagnostics() {
        var outline = Self.sample()
        outline.append(["a1x", "new"], to: "c")
        outline.insert(["b1", "c"], before: "a1")
        outline.insert(["a"], after: "c")
        outline.insert(["a1"], after: "a1")
        #expect(outline.items == ["a", "a1", "a1x", "a1y", "a2", "b", "b1", "c", "new"])
        #expect(outline.parent(of: "a1x") == "a1")
        #expect(
            outline.diagnostics == [
                .duplicateItem("a1x", parent: "c"), .duplicateItem("b1", parent: "a"), .duplicateItem("c", parent: "a"),
                .duplicateItem("a", parent: nil), .duplicateItem("a1", parent: "a")
            ])
        #expect(
            outline.diagnostics[0].description
                == "duplicate item identifier a1x not added under c: it is already in the outline (the first is kept)")
        #expect(
            outline.diagnostics[3].description
                == "duplicate item identifier a not added at the root: it is already in the outline (the first is kept)"
        )
    }

    // MARK: Misuse

    @Test func appendingUnderAMissingParentTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = SectionSnapshot<String>()
            outline.append(["a"])
            outline.append(["x"], to: "missing")
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SectionSnapshot.append(_:to:): item missing is not in the snapshot"))
    }

    @Test func namingAMissingItemTraps() async {
        await #expect(processExitsWith: .failure) {
            var outline = SectionSnapshot<String>()
            outline.delete(["missing"])
        }
        await #expect(processExitsWith: .failure) {
            var outline = SectionSnapshot<String>()
            outline.append(["a"])
            outline.insert(["b"], after: "missing")
        }
        await #expect(processExitsWith: .failure) {
            _ = SectionSnapshot<String>().level(of: "missing")
        }
    }

    // MARK: Equality

    @Test func equalityComparesStructureAndMarksButNotDiagnostics() {
        var first = Self.sample()
        var second = SectionSnapshot<String>()
        second.append(["a", "c"])
        second.insert(["b"], after: "a")
        second.append(["b1"], to: "b")
        second.append(["a2"], to: "a")
        second.insert(["a1"], before: "a2")
        second.append(["a1x", "a1y", "a1x"], to: "a1")
        #expect(first == second)
        #expect(first.diagnostics != second.diagnostics)
        first.expand(["a"])
        #expect(first != second)
        second.expand(["a"])
        #expect(first == second)
        first.markHasUnloadedChildren("c")
        #expect(first != second)
        first.markHasUnloadedChildren("c", false)
        #expect(first == second)

        var reordered = SectionSnapshot<String>()
        reordered.append(["a", "b"])
        var other = SectionSnapshot<String>()
        other.append(["b", "a"])
        #expect(reordered != other)
        var nested = SectionSnapshot<String>()
        nested.append(["a"])
        nested.append(["b"], to: "a")
        #expect(nested.items == reordered.items && nested != reordered)
    }

    // MARK: Scale

    @Test func appendingAHundredThousandChildrenAtOnce() {
        var outline = SectionSnapshot<Int>()
        outline.append([-1])
        let children = Array(0..<100_000)
        outline.append(children, to: -1)
        // Compared as booleans so that a failure does not print 100,000 identifiers.
        #expect(outline.numberOfItems == 100_001)
        let childrenMatch = outline.children(of: -1) == children
        #expect(childrenMatch)
        #expect(outline.visibleItems == [-1])
        outline.expand([-1])
        let visibleMatch = outline.visibleItems == [-1] + children
        #expect(visibleMatch)
        #expect(outline.level(of: 99_999) == 1 && outline.parent(of: 99_999) == -1)
        outline.delete(children.filter { $0 % 2 == 0 })
        let oddMatch = outline.children(of: -1) == children.filter { $0 % 2 == 1 }
        #expect(oddMatch)
        outline.insert(Array(100_000..<150_000), after: 1)
        #expect(outline.numberOfItems == 100_001)
        #expect(outline.items.prefix(4) == [-1, 1, 100_000, 100_001])
        outline.delete([-1])
        #expect(outline.numberOfItems == 0 && outline.expanded.isEmpty)
    }

    @Test func aDeepChain() {
        var outline = SectionSnapshot<Int>()
        outline.append([0])
        for level in 1..<1_000 { outline.append([level], to: level - 1) }
        #expect(outline.items == Array(0..<1_000))
        #expect(outline.level(of: 999) == 999 && outline.parent(of: 999) == 998)
        #expect(outline.visibleItems == [0])
        outline.expand(Array(0..<1_000))
        #expect(outline.visibleItems == Array(0..<1_000))
        #expect(outline.isVisible(999))
        outline.collapse([500])
        #expect(outline.visibleItems == Array(0...500))
        #expect(outline.snapshot(of: 899).items == Array(900..<1_000))
        outline.delete([1])
        #expect(outline.items == [0])
    }
}
