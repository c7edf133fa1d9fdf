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

    @Test func onlyRootsAreVisibleUntilExpanded() {
        var outline = Self.sample()
        #expect(outline.visibleItems == ["a", "b", "c"])
        #expect(!outline.isVisible("a1") && outline.isVisible("a"))
        outline.expand(["a"])
        #expect(outline.visibleItems == ["a", "a1", "a2", "b", "c"])
        #expect(outline.isExpanded("a") && !outline.isExpanded("a1"))
        outline.expand(["a1", "b"])
        #expect(outline.visibleItems == Self.sampleItems)
        #expect(Self.sampleItems.allSatisfy(outline.isVisible))
        outline.collapse(["b"])
        #expect(outline.visibleItems == ["a", "a1", "a1x", "a1y", "a2", "b", "c"])
    }

    @Test func collapsingAGrandparentHidesGrandchildrenAndExpandingRestoresThem() {
        var outline = Self.sample()
        outline.expand(["a", "a1"])
        #expect(outline.visibleItems == ["a", "a1", "a1x", "a1y", "a2", "b", "c"])
        outline.collapse(["a"])
        #expect(outline.visibleItems == ["a", "b", "c"])
        #expect(outline.isExpanded("a1"), "the parent keeps its own state")
        #expect(!outline.isVisible("a1x") && !outline.isVisible("a1"))
        outline.expand(["a"])
        #expect(outline.visibleItems == ["a", "a1", "a1x", "a1y", "a2", "b", "c"])
        #expect(outline.isVisible("a1x"))
    }

    @Test func expandingAnItemWithoutChildrenIsRemembered() {
        var outline = Self.sample()
        outline.expand(["c"])
        #expect(outline.isExpanded("c"))
        #expect(!outline.isExpandable("c"))
        #expect(outline.visibleItems == ["a", "b", "c"])
        outline.append(["c1"], to: "c")
        #expect(outline.visibleItems == ["a", "b", "c", "c1"])
        #expect(outline.isExpandable("c"))
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

    // MARK: Unloaded children

    @Test func unloadedChildrenMakeAnItemExpandableUntilTheyArrive() {
        var outline = Self.sample()
        #expect(!outline.isExpandable("c") && !outline.hasUnloadedChildren("c"))
        #expect(outline.isExpandable("a") && !outline.hasUnloadedChildren("a"))
        outline.markHasUnloadedChildren("c")
        #expect(outline.isExpandable("c") && outline.hasUnloadedChildren("c"))
        outline.expand(["c"])
        #expect(outline.visibleItems == ["a", "b", "c"])
        outline.append(["c1", "c2"], to: "c")
        #expect(!outline.hasUnloadedChildren("c"), "appending children clears the mark")
        #expect(outline.isExpandable("c"))
        #expect(outline.visibleItems == ["a", "b", "c", "c1", "c2"])
    }

    @Test func unloadedMarkCanBeClearedByHandOrByAnEmptyLoad() {
        var outline = Self.sample()
        outline.markHasUnloadedChildren("c")
        outline.markHasUnloadedChildren("c", false)
        #expect(!outline.isExpandable("c"))
        outline.markHasUnloadedChildren("b")
        outline.append([], to: "b")
        #expect(!outline.hasUnloadedChildren("b"), "an empty load says the children are known")
        outline.markHasUnloadedChildren("a2")
        outline.append(["c"], to: "a2")
        #expect(!outline.hasUnloadedChildren("a2") && outline.children(of: "a2") == [])
        outline.markHasUnloadedChildren("a1")
        outline.append(["new"])
        #expect(outline.hasUnloadedChildren("a1"), "appending elsewhere leaves it")
    }

    // MARK: Replacing children

    @Test func replaceChildrenCarriesSubtreesAndExpansionState() {
        var outline = Self.sample()
        outline.expand(["a", "a1"])
        outline.markHasUnloadedChildren("a")
        var replacement = SectionSnapshot<String>()
        replacement.append(["n1", "n2"])
        replacement.append(["n1a", "n1b"], to: "n1")
        replacement.append(["n1a1"], to: "n1a")
        replacement.expand(["n1", "n2"])
        replacement.markHasUnloadedChildren("n2")
        outline.replace(childrenOf: "a", using: replacement)
        #expect(outline.items == ["a", "n1", "n1a", "n1a1", "n1b", "n2", "b", "b1", "c"])
        #expect(outline.children(of: "a") == ["n1", "n2"])
        #expect(["n1", "n1a", "n1a1", "n1b", "n2"].map(outline.level(of:)) == [1, 2, 3, 2, 1])
        #expect(["n1", "n1a", "n1a1", "n1b", "n2"].map(outline.parent(of:)) == ["a", "n1", "n1a", "n1", "a"])
        #expect(outline.visibleItems == ["a", "n1", "n1a", "n1b", "n2", "b", "c"])
        #expect(outline.isExpanded("a"), "the parent keeps its own state")
        #expect(!outline.hasUnloadedChildren("a"))
        #expect(outline.hasUnloadedChildren("n2") && outline.isExpandable("n2"))
        #expect(!outline.contains("a1") && !outline.contains("a1x"))
        #expect(outline.expanded == ["a", "n1", "n2"])
        #expect(outline.diagnostics == [])
    }

    @Test func replaceMayReuseTheRemovedIdentifiersWithFreshState() {
        var outline = Self.sample()
        outline.expand(["a1"])
        var replacement = SectionSnapshot<String>()
        replacement.append(["a2", "a1"])
        replacement.append(["a1y"], to: "a1")
        outline.replace(childrenOf: "a", using: replacement)
        #expect(outline.items == ["a", "a2", "a1", "a1y", "b", "b1", "c"])
        #expect(!outline.isExpanded("a1"), "state comes from the replacement")
        #expect(outline.diagnostics == [])
    }

    @Test func replaceWithAnEmptyOutlineRemovesTheChildren() {
        var outline = Self.sample()
        outline.replace(childrenOf: "a", using: SectionSnapshot())
        #expect(outline.items == ["a", "b", "b1", "c"])
        #expect(!outline.isExpandable("a"))
    }

    @Test func replaceSkipsItemsPresentElsewhereWithTheirSubtrees() {
        var outline = Self.sample()
        var replacement = SectionSnapshot<String>()
        replacement.append(["n", "b", "a"])
        replacement.append(["b_child"], to: "b")
        replacement.append(["n1"], to: "n")
        outline.replace(childrenOf: "a", using: replacement)
        #expect(outline.items == ["a", "n", "n1", "b", "b1", "c"])
        #expect(outline.diagnostics == [.duplicateItem("b", parent: "a"), .duplicateItem("a", parent: "a")])
    }

    // MARK: Sub-snapshots

    @Test func snapshotOfAParentWithoutIt() {
        var outline = Self.sample()
        outline.expand(["a", "a1"])
        outline.markHasUnloadedChildren("a2")
        let sub = outline.snapshot(of: "a")
        #expect(sub.rootItems == ["a1", "a2"])
        #expect(sub.items == ["a1", "a1x", "a1y", "a2"])
        #expect(sub.visibleItems == ["a1", "a1x", "a1y", "a2"])
        #expect(sub.items.map(sub.level(of:)) == [0, 1, 1, 0])
        #expect(sub.items.map(sub.parent(of:)) == [nil, "a1", "a1", nil])
        #expect(sub.hasUnloadedChildren("a2") && !sub.contains("a"))
        #expect(sub.expanded == ["a1"] && sub.unloaded == ["a2"])
    }

    @Test func snapshotOfAParentIncludingIt() {
        var outline = Self.sample()
        outline.expand(["a1"])
        let sub = outline.snapshot(of: "a", includingParent: true)
        #expect(sub.rootItems == ["a"])
        #expect(sub.items == ["a", "a1", "a1x", "a1y", "a2"])
        #expect(sub.items.map(sub.level(of:)) == [0, 1, 2, 2, 1])
        #expect(sub.items.map(sub.parent(of:)) == [nil, "a", "a1", "a1", "a"])
        #expect(sub.visibleItems == ["a"], "a is collapsed, as in the outline")
        #expect(sub.isExpanded("a1"))
        #expect(outline.snapshot(of: "c", includingParent: true).items == ["c"])
        #expect(outline.snapshot(of: "c").items == [])
    }

    @Test func replacingChildrenWithTheirOwnSnapshotChangesNothing() {
        var outline = Self.sample()
        outline.expand(["a", "a1"])
        outline.markHasUnloadedChildren("a1y")
        let before = outline
        outline.replace(childrenOf: "a", using: outline.snapshot(of: "a"))
        #expect(outline == before)
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
        #expect(outline.diagnostics == [
            .duplicateItem("a1x", parent: "c"), .duplicateItem("b1", parent: "a"), .duplicateItem("c", parent: "a"),
            .duplicateItem("a", parent: nil), .duplicateItem("a1", parent: "a"),
        ])
        #expect(outline.diagnostics[0].description
            == "duplicate item identifier a1x not added under c: it is already in the outline (the first is kept)")
        #expect(outline.diagnostics[3].description
            == "duplicate item identifier a not added at the root: it is already in the outline (the first is kept)")
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

    // MARK: Randomized against a reference model

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomOperationsAgreeWithAReferenceModel(seed: UInt64) throws {
        var random = OutlineRandom(state: seed)
        var outline = SectionSnapshot<Int>()
        var model = OutlineModel()
        var nextID = 0
        var largest = 0, deepest = 0
        func fresh(_ count: Int) -> [Int] {
            defer { nextID += count }
            return Array(nextID..<nextID + count)
        }
        /// Up to 3 new identifiers, sometimes with a duplicate (present in the outline, or repeated).
        func newItems() -> [Int] {
            var items = fresh(random.below(4))
            if random.below(5) == 0 {
                let present = model.items
                if !present.isEmpty && random.below(2) == 0 {
                    items.insert(present[random.below(present.count)], at: random.below(items.count + 1))
                } else if let first = items.first {
                    items.append(first)
                }
            }
            return items
        }

        for step in 0..<1_500 {
            let present = model.items
            func anyItem() -> Int { present[random.below(present.count)] }
            var roll = present.isEmpty ? 0 : random.below(100)
            if present.count > 120 && roll < 40 { roll = 45 }
            var operation: String
            switch roll {
            case 0..<25:
                let parent: Int? = present.isEmpty || random.below(4) == 0 ? nil : anyItem()
                let items = newItems()
                operation = "append(\(items), to: \(String(describing: parent)))"
                outline.append(items, to: parent)
                model.append(items, to: parent)
            case 25..<40:
                let anchor = anyItem(), after = random.below(2) == 0, items = newItems()
                operation = "insert(\(items), \(after ? "after" : "before"): \(anchor))"
                if after { outline.insert(items, after: anchor) } else { outline.insert(items, before: anchor) }
                model.insert(items, nextTo: anchor, after: after)
            case 40..<55:
                let items = (0...random.below(2)).map { _ in anyItem() }
                operation = "delete(\(items))"
                outline.delete(items)
                model.delete(items)
            case 55..<70:
                let items = (0...random.below(2)).map { _ in anyItem() }
                operation = "expand(\(items))"
                outline.expand(items)
                model.expanded.formUnion(items)
            case 70..<80:
                let items = (0...random.below(2)).map { _ in anyItem() }
                operation = "collapse(\(items))"
                outline.collapse(items)
                model.expanded.subtract(items)
            case 80..<87:
                let item = anyItem(), flag = random.below(3) != 0
                operation = "markHasUnloadedChildren(\(item), \(flag))"
                outline.markHasUnloadedChildren(item, flag)
                if flag { model.unloaded.insert(item) } else { model.unloaded.remove(item) }
            case 87..<93:
                let parent = anyItem()
                var other = SectionSnapshot<Int>()
                var otherModel = OutlineModel()
                for _ in 0..<random.below(5) {
                    let otherItems = otherModel.items
                    let under: Int? = otherItems.isEmpty || random.below(2) == 0
                        ? nil : otherItems[random.below(otherItems.count)]
                    // Mostly new identifiers; sometimes one the main outline already has.
                    let item = random.below(6) == 0 ? anyItem() : fresh(1)[0]
                    other.append([item], to: under)
                    otherModel.append([item], to: under)
                    if random.below(2) == 0 { other.expand([item]); otherModel.expanded.insert(item) }
                    if random.below(5) == 0 { other.markHasUnloadedChildren(item); otherModel.unloaded.insert(item) }
                }
                operation = "replace(childrenOf: \(parent), using: \(otherModel.entries))"
                outline.replace(childrenOf: parent, using: other)
                model.replace(childrenOf: parent, with: otherModel)
            default:
                let parent = anyItem(), including = random.below(2) == 0
                operation = "snapshot(of: \(parent), includingParent: \(including))"
                let sub = outline.snapshot(of: parent, includingParent: including)
                let parents = model.parentMap()
                let start = model.index(of: parent)
                let expected = model.entries[(including ? start : start + 1)..<model.subtreeEnd(start)].map(\.id)
                let base = OutlineModel.ancestors(of: parent, parents).count + (including ? 0 : 1)
                try #require(sub.items == expected, "step \(step): \(operation)")
                for item in expected {
                    #expect(sub.level(of: item) == OutlineModel.ancestors(of: item, parents).count - base)
                    #expect(sub.isExpanded(item) == model.expanded.contains(item))
                    #expect(sub.hasUnloadedChildren(item) == model.unloaded.contains(item))
                }
            }
            try Self.check(outline, against: model, "step \(step) (seed \(seed)): \(operation)")
            largest = max(largest, model.entries.count)
            let parents = model.parentMap()
            deepest = max(deepest, model.entries.map { OutlineModel.ancestors(of: $0.id, parents).count }.max() ?? 0)
        }
        // The run reached interesting shapes (these hold for every seed above).
        #expect(largest >= 100 && deepest >= 5 && outline.diagnostics.count >= 50)
    }

    private static func check(_ outline: SectionSnapshot<Int>, against model: OutlineModel, _ context: String) throws {
        let parents = model.parentMap()
        try #require(outline.items == model.items, "\(context)")
        try #require(outline.visibleItems == model.visibleItems(parents), "\(context)")
        try #require(outline.rootItems == model.entries.filter { $0.parent == nil }.map(\.id), "\(context)")
        try #require(outline.numberOfItems == model.entries.count, "\(context)")
        try #require(outline.diagnostics.count == model.diagnosticCount, "\(context)")
        var childCount: [Int: Int] = [:]
        for entry in model.entries { if let parent = entry.parent { childCount[parent, default: 0] += 1 } }
        for entry in model.entries {
            let id = entry.id
            try #require(outline.parent(of: id) == entry.parent, "\(context): parent of \(id)")
            try #require(outline.level(of: id) == OutlineModel.ancestors(of: id, parents).count, "\(context): level of \(id)")
            try #require(outline.isExpanded(id) == model.expanded.contains(id), "\(context): expanded \(id)")
            try #require(outline.hasUnloadedChildren(id) == model.unloaded.contains(id), "\(context): unloaded \(id)")
            try #require(outline.isExpandable(id) == (childCount[id] != nil || model.unloaded.contains(id)),
                         "\(context): expandable \(id)")
        }
        for probe in [model.entries.first, model.entries.dropFirst(model.entries.count / 2).first, model.entries.last] {
            guard let id = probe?.id else { continue }
            try #require(outline.index(of: id) == model.index(of: id), "\(context): index of \(id)")
        }
    }
}

/// SplitMix64: a small deterministic generator for the randomized outline test.
private struct OutlineRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// The reference outline: entries in pre-order with their parents, recomputed naively.
private struct OutlineModel {
    var entries: [(id: Int, parent: Int?)] = []
    var expanded: Set<Int> = []
    var unloaded: Set<Int> = []
    /// How many identifiers were refused as duplicates.
    var diagnosticCount = 0

    var items: [Int] { entries.map(\.id) }

    /// Each non-root item's parent.
    func parentMap() -> [Int: Int] {
        var parents: [Int: Int] = [:]
        for entry in entries { if let parent = entry.parent { parents[entry.id] = parent } }
        return parents
    }

    /// The ancestors of `id`, nearest first.
    static func ancestors(of id: Int, _ parents: [Int: Int]) -> [Int] {
        var result: [Int] = []
        var current = parents[id]
        while let parent = current {
            result.append(parent)
            current = parents[parent]
        }
        return result
    }

    func visibleItems(_ parents: [Int: Int]) -> [Int] {
        entries.filter { Self.ancestors(of: $0.id, parents).allSatisfy(expanded.contains) }.map(\.id)
    }

    func index(of id: Int) -> Int { entries.firstIndex { $0.id == id }! }

    /// The index just past the subtree of the entry at `index`.
    func subtreeEnd(_ index: Int) -> Int {
        let parents = parentMap()
        let id = entries[index].id
        var end = index + 1
        while end < entries.count && Self.ancestors(of: entries[end].id, parents).contains(id) { end += 1 }
        return end
    }

    /// The new identifiers of `ids`, each once, counting the rest as diagnostics.
    mutating func admissible(_ ids: [Int]) -> [Int] {
        var seen = Set(items)
        let admitted = ids.filter { seen.insert($0).inserted }
        diagnosticCount += ids.count - admitted.count
        return admitted
    }

    mutating func append(_ ids: [Int], to parent: Int?) {
        let admitted = admissible(ids)
        let position = parent.map { subtreeEnd(index(of: $0)) } ?? entries.count
        entries.insert(contentsOf: admitted.map { (id: $0, parent: parent) }, at: position)
        if let parent { unloaded.remove(parent) }
    }

    mutating func insert(_ ids: [Int], nextTo anchor: Int, after: Bool) {
        let anchorIndex = index(of: anchor)
        let parent = entries[anchorIndex].parent
        let admitted = admissible(ids)
        entries.insert(contentsOf: admitted.map { (id: $0, parent: parent) },
                       at: after ? subtreeEnd(anchorIndex) : anchorIndex)
    }

    mutating func delete(_ ids: [Int]) {
        let parents = parentMap()
        let doomed = Set(ids)
        let removed = Set(entries.map(\.id).filter {
            doomed.contains($0) || Self.ancestors(of: $0, parents).contains(where: doomed.contains)
        })
        entries.removeAll { removed.contains($0.id) }
        expanded.subtract(removed)
        unloaded.subtract(removed)
    }

    mutating func replace(childrenOf parent: Int, with other: OutlineModel) {
        let start = index(of: parent) + 1
        let end = subtreeEnd(start - 1)
        let removed = entries[start..<end].map(\.id)
        entries.removeSubrange(start..<end)
        expanded.subtract(removed)
        unloaded.subtract(removed)
        var present = Set(items)
        var skipped = Set<Int>()
        var grafted: [(id: Int, parent: Int?)] = []
        for entry in other.entries {
            if let otherParent = entry.parent, skipped.contains(otherParent) {
                skipped.insert(entry.id)
            } else if !present.insert(entry.id).inserted {
                skipped.insert(entry.id)
                diagnosticCount += 1
            } else {
                grafted.append((id: entry.id, parent: entry.parent ?? parent))
                if other.expanded.contains(entry.id) { expanded.insert(entry.id) }
                if other.unloaded.contains(entry.id) { unloaded.insert(entry.id) }
            }
        }
        entries.insert(contentsOf: grafted, at: start)
        unloaded.remove(parent)
    }
}
