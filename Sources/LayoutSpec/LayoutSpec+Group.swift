import JSONInput
import LatticeLayout

/// Readers of items and groups (the ITEM and GROUP grammar of docs/layout-spec.md).
extension JSONNode {
    /// The keys an item may have.
    static let itemKeys = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    /// The keys a group may have.
    static let groupKeys = [
        "axis", "size", "count", "item", "subitems", "interItemSpacing", "contentInsets",
        "edgeSpacing", "supplementaryItems"
    ]
    /// The deepest nesting of groups a spec may use.
    static let groupDepthLimit = 32
    /// The largest `count` a group may have.
    static let groupCountLimit = 10_000

    /// Whether this node describes a group rather than an item: an object with any of the keys only a group
    /// has (`axis`, `subitems`, `item`, `count`).
    var describesGroup: Bool {
        guard case .object(let fields) = value else { return false }
        return ["axis", "subitems", "item", "count"].contains { fields[$0] != nil }
    }

    /// An item: `{"size": LSIZE, "contentInsets": INSETS, "edgeSpacing": EDGESPACING, "supplementaryItems": [...]}`.
    func item() throws(LayoutSpecError) -> LayoutItem {
        let object = try object(allowing: Self.itemKeys)
        return LayoutItem(
            size: try object.required("size").layoutSize(),
            contentInsets: try object.optional("contentInsets")?.insets() ?? .zero,
            edgeSpacing: try object.optional("edgeSpacing")?.edgeSpacing() ?? .none,
            supplementaryItems: try object.optional("supplementaryItems")?.supplementaryItems() ?? [])
    }

    /// A child of a group: a group when `describesGroup`, an item otherwise.
    func groupChild(depth: Int) throws(LayoutSpecError) -> LayoutGroupChild {
        describesGroup ? .group(try group(depth: depth + 1)) : .item(try item())
    }

    /// A group: an axis, a size, and either `count` with one `item` (an item or a group) or `subitems`.
    func group(depth: Int = 0) throws(LayoutSpecError) -> LayoutGroup {
        guard depth < Self.groupDepthLimit else {
            throw error("groups nest too deeply (at most \(Self.groupDepthLimit) levels)")
        }
        let object = try object(allowing: Self.groupKeys)
        let axisNode = try object.required("axis")
        if case .string("custom") = axisNode.value {
            throw axisNode.error(
                "custom groups (closures) cannot be expressed in a spec; "
                    + "expected \"horizontal\" or \"vertical\"")
        }
        let axis = try axisNode.choice(Axis.self)
        let size = try object.required("size").layoutSize()
        var group: LayoutGroup
        if let countNode = object.optional("count") {
            let count = try countNode.integer(in: 1...Self.groupCountLimit, "a positive integer")
            if object.has("subitems") {
                throw error("give either \"count\" with \"item\", or \"subitems\", not both")
            }
            guard let itemNode = object.optional("item") else {
                throw error("missing required key \"item\" (a group with \"count\" repeats one item or group)")
            }
            switch try itemNode.groupChild(depth: depth) {
            case .item(let item):
                group =
                    axis == .horizontal
                    ? .horizontal(size: size, subitem: item, count: count)
                    : .vertical(size: size, subitem: item, count: count)
            case .group(let subgroup):
                group = .repeating(axis, size: size, subgroup: subgroup, count: count)
            }
        } else {
            if object.has("item") {
                throw error("\"item\" needs \"count\"; to list the children, use \"subitems\"")
            }
            let subitemsNode = try object.required("subitems")
            let nodes = try subitemsNode.array()
            guard !nodes.isEmpty else { throw subitemsNode.expected("a non-empty array") }
            var subitems: [LayoutGroupChild] = []
            for node in nodes { subitems.append(try node.groupChild(depth: depth)) }
            group =
                axis == .horizontal
                ? .horizontal(size: size, subitems: subitems)
                : .vertical(size: size, subitems: subitems)
        }
        if let spacing = object.optional("interItemSpacing") { group.interItemSpacing = try spacing.spacing() }
        if let insets = object.optional("contentInsets") { group.contentInsets = try insets.insets() }
        if let spacing = object.optional("edgeSpacing") { group.edgeSpacing = try spacing.edgeSpacing() }
        if let items = object.optional("supplementaryItems") {
            group.supplementaryItems = try items.supplementaryItems()
        }
        return group
    }
}
