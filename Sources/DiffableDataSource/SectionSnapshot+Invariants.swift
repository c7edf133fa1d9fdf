extension SectionSnapshot {
    /// Checks the outline's internal consistency (debug builds only; every mutation ends with it when
    /// `invariantChecksEnabled`).
    ///
    /// Walking down from the roots: root items have no parent, every child's parent link names the item whose
    /// children list holds it, and no item is reached twice; every item is reached (so there is no cycle and
    /// no detached item) and the expanded and unloaded-children marks name only items that are present.
    /// - Complexity: O(n).
    @inline(__always)
    func checkInvariants() {
        #if DEBUG
            var reached = Set<ItemID>()
            reached.reserveCapacity(nodes.count)
            var stack: [ItemID] = []
            for root in roots {
                guard let node = nodes[root] else {
                    preconditionFailure("SectionSnapshot invariant: root \(root) has no node")
                }
                precondition(
                    node.parent == nil,
                    "SectionSnapshot invariant: root \(root) has parent \(String(describing: node.parent))")
                stack.append(root)
            }
            while let item = stack.popLast() {
                precondition(
                    reached.insert(item).inserted,
                    "SectionSnapshot invariant: item \(item) is listed twice (or in a cycle)")
                for child in nodes[item]?.children ?? [] {
                    guard let node = nodes[child] else {
                        preconditionFailure("SectionSnapshot invariant: child \(child) of \(item) has no node")
                    }
                    precondition(
                        node.parent == item,
                        "SectionSnapshot invariant: item \(child) listed under \(item) but its parent is \(String(describing: node.parent))"
                    )
                    stack.append(child)
                }
            }
            precondition(
                reached.count == nodes.count,
                "SectionSnapshot invariant: \(reached.count) items reachable from the roots but \(nodes.count) indexed (a detached item or a cycle)"
            )
            precondition(
                expanded.allSatisfy { nodes[$0] != nil }, "SectionSnapshot invariant: an expanded item is not present")
            precondition(
                unloaded.allSatisfy { nodes[$0] != nil },
                "SectionSnapshot invariant: an item marked with unloaded children is not present")
        #endif
    }
}
