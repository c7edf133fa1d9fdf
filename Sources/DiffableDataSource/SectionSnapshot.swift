/// An outline (a tree) of item identifiers for one section: a sidebar with disclosure rows, a folder tree.
///
/// The counterpart of UIKit's `NSDiffableDataSourceSectionSnapshot`. Items have an order among their
/// siblings, a parent (none for root items) and an expansion state; the list shows `visibleItems`, the items
/// whose ancestors are all expanded, in depth-first order. An item can be marked as having children that are
/// not loaded yet (a lazy folder): it is expandable before they arrive, and the mark is cleared when its
/// children are appended.
///
/// ```swift
/// var outline = SectionSnapshot<String>()
/// outline.append(["Documents", "Music"])
/// outline.append(["Letters", "Taxes"], to: "Documents")
/// outline.markHasUnloadedChildren("Music")
/// outline.expand(["Documents"])
/// outline.visibleItems            // ["Documents", "Letters", "Taxes", "Music"]
/// outline.level(of: "Taxes")      // 1
/// outline.isExpandable("Music")   // true: its children load when it is expanded
/// ```
///
/// Identifiers that come from outside may repeat: adding one that is already anywhere in the outline (or
/// twice in one call) keeps the first and records a `SectionSnapshotDiagnostic` in `diagnostics` — never a
/// trap. Naming an identifier that does not exist (as a parent, an anchor, or an item to delete, expand,
/// collapse or query) is programmer misuse and traps with a precise message. In debug builds every mutation
/// ends by checking the outline's invariants.
public struct SectionSnapshot<ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// One item's place in the outline.
    struct Node: Hashable, Sendable {
        /// The item's parent; nil for a root item.
        var parent: ItemID?
        /// The item's children, in order.
        var children: [ItemID] = []
    }

    /// The root items, in order.
    var roots: [ItemID] = []
    /// Every item's parent and children.
    var nodes: [ItemID: Node] = [:]
    /// The items marked expanded (with or without children).
    var expanded: Set<ItemID> = []
    /// The items marked as having children that are not loaded yet.
    var unloaded: Set<ItemID> = []
    /// What was refused because identifiers repeated (see the type's documentation).
    public internal(set) var diagnostics: [SectionSnapshotDiagnostic<ItemID>] = []

    /// An empty outline.
    public init() {}

    init(diagnostics: [SectionSnapshotDiagnostic<ItemID>]) { self.diagnostics = diagnostics }

    /// Equal when the items, their order, their parents and the expansion and unloaded-children marks are
    /// equal (diagnostics aside).
    public static func == (a: SectionSnapshot, b: SectionSnapshot) -> Bool {
        a.roots == b.roots && a.nodes == b.nodes && a.expanded == b.expanded && a.unloaded == b.unloaded
    }

    // MARK: Queries

    /// The root items (level 0), in order.
    public var rootItems: [ItemID] { roots }

    /// The number of items at every level.
    public var numberOfItems: Int { nodes.count }

    /// Every item, depth-first in pre-order (each parent before its children), whether visible or not.
    /// - Complexity: O(n).
    public var items: [ItemID] { preorder(from: roots, visibleOnly: false) }

    /// The items the list shows: depth-first in pre-order, skipping the descendants of collapsed items.
    /// - Complexity: O(n).
    public var visibleItems: [ItemID] { preorder(from: roots, visibleOnly: true) }

    /// Whether `item` is in the outline.
    public func contains(_ item: ItemID) -> Bool { nodes[item] != nil }

    /// The depth of `item`: 0 for a root item, 1 for its children, and so on.
    /// - Complexity: O(depth).
    public func level(of item: ItemID) -> Int {
        var level = 0
        var current = node(of: item, function: #function).parent
        while let parent = current {
            level += 1
            current = nodes[parent]?.parent
        }
        return level
    }

    /// The parent of `item`, or nil for a root item.
    public func parent(of item: ItemID) -> ItemID? { node(of: item, function: #function).parent }

    /// The children of `item`, in order (its direct children only).
    public func children(of item: ItemID) -> [ItemID] { node(of: item, function: #function).children }

    /// Whether `item` is marked expanded (it may be, even without children).
    public func isExpanded(_ item: ItemID) -> Bool {
        _ = node(of: item, function: #function)
        return expanded.contains(item)
    }

    /// Whether `item` is in `visibleItems`: every one of its ancestors is expanded.
    /// - Complexity: O(depth).
    public func isVisible(_ item: ItemID) -> Bool {
        var current = node(of: item, function: #function).parent
        while let parent = current {
            guard expanded.contains(parent) else { return false }
            current = nodes[parent]?.parent
        }
        return true
    }

    /// Whether `item` is marked as having children that are not loaded yet.
    public func hasUnloadedChildren(_ item: ItemID) -> Bool {
        _ = node(of: item, function: #function)
        return unloaded.contains(item)
    }

    /// Whether `item` can be expanded: it has children, or children that are not loaded yet.
    public func isExpandable(_ item: ItemID) -> Bool {
        !node(of: item, function: #function).children.isEmpty || unloaded.contains(item)
    }

    /// The index of `item` in `items`, or nil when it is not in the outline.
    /// - Complexity: O(n).
    public func index(of item: ItemID) -> Int? {
        guard nodes[item] != nil else { return nil }
        var stack: [ItemID] = roots.reversed()
        var index = 0
        while let current = stack.popLast() {
            if current == item { return index }
            index += 1
            if let children = nodes[current]?.children { stack.append(contentsOf: children.reversed()) }
        }
        return nil
    }

    /// The subtree under `parent` as an outline of its own, keeping expansion and unloaded-children marks.
    ///
    /// Without the parent, its children become the roots; with it, the parent is the only root.
    /// - Complexity: O(size of the subtree).
    public func snapshot(of parent: ItemID, includingParent: Bool = false) -> SectionSnapshot {
        let parentNode = node(of: parent, function: #function)
        var result = SectionSnapshot()
        if includingParent {
            result.roots = [parent]
            result.nodes[parent] = Node(parent: nil, children: parentNode.children)
            if expanded.contains(parent) { result.expanded.insert(parent) }
            if unloaded.contains(parent) { result.unloaded.insert(parent) }
        } else {
            result.roots = parentNode.children
        }
        for item in preorder(from: parentNode.children, visibleOnly: false) {
            guard var node = nodes[item] else { continue }
            if !includingParent && node.parent == parent { node.parent = nil }
            result.nodes[item] = node
            if expanded.contains(item) { result.expanded.insert(item) }
            if unloaded.contains(item) { result.unloaded.insert(item) }
        }
        result.checkInvariantsIfEnabled()
        return result
    }

    // MARK: Internals shared by the mutations

    /// The node of `item`, trapping with a precise message when it is not in the outline.
    func node(of item: ItemID, function: StaticString) -> Node {
        guard let node = nodes[item] else {
            preconditionFailure("SectionSnapshot.\(function): item \(item) is not in the snapshot")
        }
        return node
    }

    /// `start` and everything beneath, depth-first in pre-order; with `visibleOnly`, the descendants of
    /// collapsed items are skipped. - Complexity: O(items returned + their children).
    func preorder(from start: [ItemID], visibleOnly: Bool) -> [ItemID] {
        var result: [ItemID] = []
        if !visibleOnly { result.reserveCapacity(nodes.count) }
        var stack: [ItemID] = start.reversed()
        while let item = stack.popLast() {
            result.append(item)
            if !visibleOnly || expanded.contains(item), let children = nodes[item]?.children {
                stack.append(contentsOf: children.reversed())
            }
        }
        return result
    }

    /// Runs `body` on the children of `parent`, or on the root items when it is nil, in place.
    mutating func modifyChildren<Result>(of parent: ItemID?, _ body: (inout [ItemID]) -> Result) -> Result {
        if let parent { body(&nodes[parent]!.children) } else { body(&roots) }
    }

    /// The items of `items` that may be added under `parent`: new ones, each once; the rest become
    /// diagnostics.
    mutating func admissibleItems(_ items: [ItemID], under parent: ItemID?) -> [ItemID] {
        var seen = Set<ItemID>()
        seen.reserveCapacity(items.count)
        var result: [ItemID] = []
        result.reserveCapacity(items.count)
        for item in items {
            if nodes[item] != nil || !seen.insert(item).inserted {
                diagnostics.append(.duplicateItem(item, parent: parent))
            } else {
                result.append(item)
            }
        }
        return result
    }
}
