import Testing

@testable import DiffableDataSource

extension SectionSnapshotTests {
    // MARK: Expanding and collapsing

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
}
