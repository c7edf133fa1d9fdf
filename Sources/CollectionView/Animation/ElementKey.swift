import LatticeLayout

/// An element's identity across two layouts or two snapshots of the data: what a transition matches old and
/// new frames by.
///
/// Positions (`ItemPath`) change with every update; keys do not. A cell is keyed by its item's identity; a
/// section-level element (boundary supplementary, decoration) by its section's identity and its kind; an
/// element attached to an item (a badge, a group supplementary) by that item's identity and its kind.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// The element kind (`ElementKind.cell` for cells).
    public var elementKind: String
    /// The identity of the item or section the element belongs to.
    public var identity: ElementIdentity

    /// Creates a key.
    public init(category: ElementCategory, elementKind: String, identity: ElementIdentity) {
        self.category = category
        self.elementKind = elementKind
        self.identity = identity
    }

    /// Hashes the identity and category, and the kind only where it tells keys apart (every cell's kind is
    /// the same): a layout switch hashes thousands of keys when it starts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(category)
        if category != .cell { hasher.combine(elementKind) }
    }

    /// The key of the cell showing the item with `identity`.
    public static func cell(_ identity: ElementIdentity) -> ElementKey {
        ElementKey(category: .cell, elementKind: ElementKind.cell, identity: identity)
    }

    /// The key of the boundary supplementary of `kind` in the section with identity `section`.
    public static func supplementary(ofKind kind: String, section: ElementIdentity) -> ElementKey {
        ElementKey(category: .supplementary, elementKind: kind, identity: section)
    }

    /// The key of a layout-level supplementary (the layout's own header or footer) of `kind`.
    public static func layoutSupplementary(ofKind kind: String) -> ElementKey {
        ElementKey(category: .supplementary, elementKind: kind, identity: ElementIdentity(LayoutLevel()))
    }

    /// The key of the decoration of `kind` in the section with identity `section`.
    public static func decoration(ofKind kind: String, section: ElementIdentity) -> ElementKey {
        ElementKey(category: .decoration, elementKind: kind, identity: section)
    }

    /// The key of the element `attributes` describes, with identities from `engine`'s data source.
    ///
    /// Cells take their item's identity. Supplementaries of section -1 are layout-level. A supplementary
    /// whose kind is one of its section's boundary supplementary kinds takes the section's identity; any
    /// other supplementary (a badge, a group supplementary) takes the identity of the item it is attached
    /// to. Decorations take the section's identity.
    public init(_ attributes: LayoutAttributes, in engine: LayoutEngine) {
        let path = attributes.indexPath
        let data = engine.dataSource
        switch attributes.category {
        case .cell:
            self = .cell(data.identity(ofItemAt: path))
        case .decoration:
            self = .decoration(ofKind: attributes.elementKind, section: data.identity(ofSection: path.section))
        case .supplementary:
            if path.section < 0 {
                self = .layoutSupplementary(ofKind: attributes.elementKind)
            } else if engine.section(at: path.section).boundarySupplementaryItems
                .contains(where: { $0.elementKind == attributes.elementKind })
            {
                self = .supplementary(ofKind: attributes.elementKind, section: data.identity(ofSection: path.section))
            } else {
                self = ElementKey(
                    category: .supplementary, elementKind: attributes.elementKind,
                    identity: data.identity(ofItemAt: path))
            }
        }
    }

    /// The frames of `attributes` keyed by element, as transitions take them (content coordinates, as given:
    /// pass the drawn frames, pinned ones included). Should two attributes share a key, the last wins.
    public static func frames(of attributes: [LayoutAttributes], in engine: LayoutEngine) -> [ElementKey: Rect] {
        var frames: [ElementKey: Rect] = [:]
        frames.reserveCapacity(attributes.count)
        for element in attributes { frames[ElementKey(element, in: engine)] = element.frame }
        return frames
    }

    /// `category/kind/identity`.
    public var description: String { "\(category.rawValue)/\(elementKind)/\(identity)" }

    /// The identity shared by layout-level elements.
    private struct LayoutLevel: Hashable, Sendable, CustomStringConvertible {
        var description: String { "layout" }
    }
}
