/// The position of an item in one snapshot: a section index and an item index within it.
///
/// The data layer's twin of `CompositionalLayout.ItemPath` (the two layers do not depend on each other; the
/// collection view converts). Positions are valid in one snapshot only; identifiers are what last.
public struct ItemPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates a position.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    @inlinable
    public static func < (a: ItemPosition, b: ItemPosition) -> Bool { (a.section, a.item) < (b.section, b.item) }

    @inlinable
    public var description: String { "[\(section), \(item)]" }
}
