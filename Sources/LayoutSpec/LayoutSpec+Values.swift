import JSONInput
import LatticeLayout

/// Readers of the small value types shared by every part of a spec: dimensions, sizes, insets, spacing,
/// points and anchors. Each validates before it constructs an engine value.
extension JSONNode {
    /// `{"absolute": N} | {"estimated": N} | {"fractionalWidth": F} | {"fractionalHeight": F}`.
    func dimension() throws(LayoutSpecError) -> LayoutDimension {
        let kinds = ["absolute", "estimated", "fractionalWidth", "fractionalHeight"]
        let object = try object(allowing: kinds)
        guard object.count == 1, let kind = object.keys.first, let member = object.optional(kind) else {
            throw error(
                "expected exactly one of \(kinds.map { "\"\($0)\"" }.joined(separator: ", ")), got "
                    + (object.isEmpty ? "an empty object" : object.keys.sorted().joined(separator: " and ")))
        }
        let value = try member.nonNegativeNumber()
        switch kind {
        case "absolute": return .absolute(value)
        case "estimated": return .estimated(value)
        case "fractionalWidth": return .fractionalWidth(value)
        default: return .fractionalHeight(value)
        }
    }

    /// `{"width": DIM, "height": DIM}`, both required.
    func layoutSize() throws(LayoutSpecError) -> LayoutSize {
        let object = try object(allowing: ["width", "height"])
        return LayoutSize(
            width: try object.required("width").dimension(),
            height: try object.required("height").dimension())
    }

    /// `{"width": N, "height": N}` in points, both required and non-negative.
    func size() throws(LayoutSpecError) -> Size {
        let object = try object(allowing: ["width", "height"])
        return Size(
            width: try object.required("width").nonNegativeNumber(),
            height: try object.required("height").nonNegativeNumber())
    }

    /// `{"x": N, "y": N}`, both required.
    func point() throws(LayoutSpecError) -> Point {
        let object = try object(allowing: ["x", "y"])
        return Point(x: try object.required("x").number(), y: try object.required("y").number())
    }

    /// `{"top", "leading", "bottom", "trailing"}`, each optional (default 0); non-negative unless
    /// `allowingNegative`.
    func insets(allowingNegative: Bool = false) throws(LayoutSpecError) -> EdgeInsets {
        let object = try object(allowing: ["top", "leading", "bottom", "trailing"])
        func edge(_ key: String) throws(LayoutSpecError) -> Double {
            guard let member = object.optional(key) else { return 0 }
            return allowingNegative ? try member.number() : try member.nonNegativeNumber()
        }
        return EdgeInsets(
            top: try edge("top"), leading: try edge("leading"),
            bottom: try edge("bottom"), trailing: try edge("trailing"))
    }

    /// `{"fixed": N} | {"flexible": N}` with N ≥ 0.
    func spacing() throws(LayoutSpecError) -> LayoutSpacing {
        let object = try object(allowing: ["fixed", "flexible"])
        guard object.count == 1, let kind = object.keys.first, let member = object.optional(kind) else {
            throw error(
                "expected exactly one of \"fixed\", \"flexible\", got "
                    + (object.isEmpty ? "an empty object" : "both"))
        }
        let value = try member.nonNegativeNumber()
        return kind == "fixed" ? .fixed(value) : .flexible(value)
    }

    /// `{"leading": SPACING, "top": SPACING, "trailing": SPACING, "bottom": SPACING}`, each optional.
    func edgeSpacing() throws(LayoutSpecError) -> EdgeSpacing {
        let object = try object(allowing: ["leading", "top", "trailing", "bottom"])
        func edge(_ key: String) throws(LayoutSpecError) -> LayoutSpacing? {
            try object.optional(key)?.spacing()
        }
        return EdgeSpacing(
            leading: try edge("leading"), top: try edge("top"),
            trailing: try edge("trailing"), bottom: try edge("bottom"))
    }

    /// A drawing order: an integer between -1e9 and 1e9.
    func zIndex() throws(LayoutSpecError) -> Int {
        try integer(in: -1_000_000_000...1_000_000_000, "an integer between -1000000000 and 1000000000")
    }

    /// `{"edges": ["top", "trailing"], "offset": {"absolute": {"x", "y"}} | {"fractional": {"x", "y"}}}`.
    func anchor() throws(LayoutSpecError) -> LayoutAnchor {
        let object = try object(allowing: ["edges", "offset"])
        var edges: Set<LayoutAnchor.Edge> = []
        for edge in try object.required("edges").array() {
            let value = try edge.choice(LayoutAnchor.Edge.self)
            guard edges.insert(value).inserted else { throw edge.error("edge \"\(value.rawValue)\" given twice") }
        }
        guard let offsetNode = object.optional("offset") else { return LayoutAnchor(edges: edges) }
        let offset = try offsetNode.object(allowing: ["absolute", "fractional"])
        guard offset.count == 1, let kind = offset.keys.first, let member = offset.optional(kind) else {
            throw offsetNode.error(
                "expected exactly one of \"absolute\", \"fractional\", got "
                    + (offset.isEmpty ? "an empty object" : "both"))
        }
        let point = try member.point()
        return LayoutAnchor(
            edges: edges,
            offset: kind == "absolute"
                ? .absolute(x: point.x, y: point.y)
                : .fractional(x: point.x, y: point.y))
    }

    /// An anchored supplementary (a badge): `{"elementKind", "size", "containerAnchor", "zIndex"}`.
    func supplementaryItem() throws(LayoutSpecError) -> LayoutSupplementaryItem {
        let object = try object(allowing: ["elementKind", "size", "containerAnchor", "zIndex"])
        return LayoutSupplementaryItem(
            elementKind: try object.required("elementKind").nonEmptyString(),
            size: try object.required("size").layoutSize(),
            containerAnchor: try object.required("containerAnchor").anchor(),
            zIndex: try object.optional("zIndex")?.zIndex() ?? 1)
    }

    /// An array of anchored supplementaries.
    func supplementaryItems() throws(LayoutSpecError) -> [LayoutSupplementaryItem] {
        var items: [LayoutSupplementaryItem] = []
        for element in try array() { items.append(try element.supplementaryItem()) }
        return items
    }

    /// A header or footer: `{"elementKind", "alignment", "size", "absoluteOffset", "extendsBoundary",
    /// "pinToVisibleBounds", "zIndex"}`.
    func boundarySupplementaryItem() throws(LayoutSpecError) -> BoundarySupplementaryItem {
        let object = try object(allowing: [
            "elementKind", "alignment", "size", "absoluteOffset", "extendsBoundary",
            "pinToVisibleBounds", "zIndex"
        ])
        return BoundarySupplementaryItem(
            elementKind: try object.required("elementKind").nonEmptyString(),
            size: try object.required("size").layoutSize(),
            alignment: try object.required("alignment").choice(BoundaryAlignment.self),
            absoluteOffset: try object.optional("absoluteOffset")?.point() ?? .zero,
            extendsBoundary: try object.optional("extendsBoundary")?.bool() ?? true,
            pinToVisibleBounds: try object.optional("pinToVisibleBounds")?.bool() ?? false,
            zIndex: try object.optional("zIndex")?.zIndex() ?? 1)
    }

    /// An array of headers and footers.
    func boundarySupplementaryItems() throws(LayoutSpecError) -> [BoundarySupplementaryItem] {
        var items: [BoundarySupplementaryItem] = []
        for element in try array() { items.append(try element.boundarySupplementaryItem()) }
        return items
    }

    /// A decoration: `{"elementKind", "contentInsets", "zIndex"}`; its insets may be negative (a background
    /// that reaches beyond the section).
    func decorationItem() throws(LayoutSpecError) -> DecorationItem {
        let object = try object(allowing: ["elementKind", "contentInsets", "zIndex"])
        return DecorationItem(
            elementKind: try object.required("elementKind").nonEmptyString(),
            contentInsets: try object.optional("contentInsets")?.insets(allowingNegative: true) ?? .zero,
            zIndex: try object.optional("zIndex")?.zIndex() ?? -1)
    }

    /// An array of decorations.
    func decorationItems() throws(LayoutSpecError) -> [DecorationItem] {
        var items: [DecorationItem] = []
        for element in try array() { items.append(try element.decorationItem()) }
        return items
    }
}
