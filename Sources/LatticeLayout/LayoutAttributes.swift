/// The position of an element in one snapshot of the data: a section and an item within it.
///
/// Positions change with every update; identity (`ElementIdentity`) is what survives.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index within the section (0 for section-level supplementaries).
    public var item: Int

    /// Creates a path.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public static func < (a: ItemPath, b: ItemPath) -> Bool {
        (a.section, a.item) < (b.section, b.item)
    }

    public var description: String { "[\(section), \(item)]" }
}

/// What kind of element a set of attributes describes.
public enum ElementCategory: String, Hashable, Sendable {
    case cell, supplementary, decoration
}

/// Where one element is, as the engine solved it.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// The element kind (`ElementKind.cell` for cells).
    public var elementKind: String
    /// The element's position in the data (section-level elements use item 0; layout-level ones section -1).
    public var indexPath: ItemPath
    /// The frame in content coordinates.
    public var frame: Rect
    /// Drawing order: higher draws above.
    public var zIndex: Int
    /// Whether the frame was moved to stick to the visible rect.
    public var isPinned: Bool = false
    /// Separators of list cells.
    public var separators: SeparatorConfiguration?

    /// Creates attributes.
    public init(
        category: ElementCategory, elementKind: String, indexPath: ItemPath, frame: Rect, zIndex: Int,
        isPinned: Bool = false, separators: SeparatorConfiguration? = nil
    ) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.isPinned = isPinned
        self.separators = separators
    }

    public var description: String {
        "\(category.rawValue) \(elementKind) \(indexPath) \(frame)\(isPinned ? " pinned" : "")"
    }
}
