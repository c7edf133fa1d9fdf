extension SectionSnapshot {
    // MARK: Adding

    /// Appends `items` as the last children of `parent`, or as the last root items when `parent` is nil.
    ///
    /// Identifiers already in the outline (or repeated in `items`) are skipped with a diagnostic. Appending
    /// to `parent` clears its unloaded-children mark, even when nothing was added: its children are known.
    /// - Complexity: O(items), amortized.
    public mutating func append(_ items: [ItemID], to parent: ItemID? = nil) {
        if let parent { _ = node(of: parent, function: #function) }
        let admitted = admissibleItems(items, under: parent)
        for item in admitted { nodes[item] = Node(parent: parent) }
        modifyChildren(of: parent) { $0.append(contentsOf: admitted) }
        if let parent { unloaded.remove(parent) }
        checkInvariantsIfEnabled()
    }

    /// Inserts `items` just before `item`, as its siblings (same parent).
    ///
    /// Identifiers already in the outline (or repeated in `items`) are skipped with a diagnostic.
    /// - Complexity: O(items + siblings of `item`).
    public mutating func insert(_ items: [ItemID], before item: ItemID) {
        insert(items, nextTo: item, after: false, function: #function)
    }

    /// Inserts `items` just after `item` (and after its descendants, in `items`), as its siblings.
    ///
    /// Identifiers already in the outline (or repeated in `items`) are skipped with a diagnostic.
    /// - Complexity: O(items + siblings of `item`).
    public mutating func insert(_ items: [ItemID], after item: ItemID) {
        insert(items, nextTo: item, after: true, function: #function)
    }

    private mutating func insert(_ items: [ItemID], nextTo anchor: ItemID, after: Bool, function: StaticString) {
        let parent = node(of: anchor, function: function).parent
        let admitted = admissibleItems(items, under: parent)
        for item in admitted { nodes[item] = Node(parent: parent) }
        modifyChildren(of: parent) { siblings in
            // The anchor is among its parent's children (an invariant), so the index exists.
            let index = siblings.firstIndex(of: anchor)! + (after ? 1 : 0)
            siblings.insert(contentsOf: admitted, at: index)
        }
        checkInvariantsIfEnabled()
    }

    // MARK: Removing

    /// Deletes `items`, each with all its descendants.
    ///
    /// Every identifier must be in the outline when the call starts; listing an item together with one of its
    /// ancestors (or twice) is fine.
    /// - Complexity: O(items + removed descendants + siblings of the deleted items).
    public mutating func delete(_ items: [ItemID]) {
        for item in items { _ = node(of: item, function: #function) }
        removeSubtrees(items)
        checkInvariantsIfEnabled()
    }

    /// Deletes every item (diagnostics are kept).
    public mutating func deleteAll() {
        self = SectionSnapshot(diagnostics: diagnostics)
        checkInvariantsIfEnabled()
    }

    // MARK: Expansion

    /// Marks `items` expanded. An item without children may be expanded: the state is remembered for when it
    /// gets some, as UIKit does.
    public mutating func expand(_ items: [ItemID]) {
        for item in items {
            _ = node(of: item, function: #function)
            expanded.insert(item)
        }
        checkInvariantsIfEnabled()
    }

    /// Marks `items` collapsed: their descendants leave `visibleItems` (and keep their own expansion state).
    public mutating func collapse(_ items: [ItemID]) {
        for item in items {
            _ = node(of: item, function: #function)
            expanded.remove(item)
        }
        checkInvariantsIfEnabled()
    }

    /// Marks (or, with `false`, unmarks) `item` as having children that are not loaded yet, which makes it
    /// expandable. Appending children to it (or replacing them) clears the mark.
    public mutating func markHasUnloadedChildren(_ item: ItemID, _ flag: Bool = true) {
        _ = node(of: item, function: #function)
        if flag { unloaded.insert(item) } else { unloaded.remove(item) }
        checkInvariantsIfEnabled()
    }

    // MARK: Replacing

    /// Replaces the descendants of `parent` with the outline in `snapshot`: its roots become the children of
    /// `parent`, with their subtrees, expansion and unloaded-children marks.
    ///
    /// The existing descendants of `parent` (and their marks) are removed first; `parent` keeps its own
    /// expansion state and loses its unloaded-children mark. An item of `snapshot` that is already in the
    /// outline outside that subtree (or is `parent` itself) is skipped with a diagnostic, together with its
    /// subtree.
    /// - Complexity: O(removed descendants + size of `snapshot`).
    public mutating func replace(childrenOf parent: ItemID, using snapshot: SectionSnapshot) {
        removeSubtrees(node(of: parent, function: #function).children)
        var stack: [(item: ItemID, parent: ItemID)] = snapshot.roots.reversed().map { ($0, parent) }
        while let (item, newParent) = stack.popLast() {
            if nodes[item] != nil {
                diagnostics.append(.duplicateItem(item, parent: newParent))
                continue
            }
            nodes[item] = Node(parent: newParent)
            nodes[newParent]!.children.append(item)
            if snapshot.expanded.contains(item) { expanded.insert(item) }
            if snapshot.unloaded.contains(item) { unloaded.insert(item) }
            if let children = snapshot.nodes[item]?.children {
                stack.append(contentsOf: children.reversed().map { ($0, item) })
            }
        }
        unloaded.remove(parent)
        checkInvariantsIfEnabled()
    }

    /// Removes `items` (which are present) with all their descendants and marks, editing each affected
    /// sibling list once.
    private mutating func removeSubtrees(_ items: [ItemID]) {
        var removed = Set<ItemID>()
        var affectedParents = Set<ItemID>()
        var rootsAffected = false
        for item in items where !removed.contains(item) {
            // Not removed yet, so no ancestor of it has been: its node and its parent's are intact.
            if let parent = nodes[item]?.parent { affectedParents.insert(parent) } else { rootsAffected = true }
            var stack = [item]
            while let current = stack.popLast() {
                // An item removed already (listed earlier, below this one) brought its subtree with it.
                guard removed.insert(current).inserted else { continue }
                if let children = nodes[current]?.children { stack.append(contentsOf: children) }
            }
        }
        for parent in affectedParents where !removed.contains(parent) {
            nodes[parent]!.children.removeAll { removed.contains($0) }
        }
        if rootsAffected { roots.removeAll { removed.contains($0) } }
        for item in removed {
            nodes.removeValue(forKey: item)
            expanded.remove(item)
            unloaded.remove(item)
        }
    }
}
