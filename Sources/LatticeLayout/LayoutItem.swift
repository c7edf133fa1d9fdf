/// A cell slot in a group: its size, the insets that shrink it inside its slot, the spacing around it, and
/// the supplementaries (badges) anchored to it.
///
/// Content insets apply only to dimensions that are not estimated (as in UIKit: a self-sized item is
/// exactly as large as it measures).
///
/// ```swift
/// var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
/// item.contentInsets = EdgeInsets(all: 4)
/// ```
public struct LayoutItem: Hashable, Sendable {
    /// The item's size relative to its group.
    public var size: LayoutSize
    /// Insets that shrink the item's frame inside its slot.
    public var contentInsets: EdgeInsets
    /// Space around the item's slot inside its group.
    public var edgeSpacing: EdgeSpacing
    /// Supplementaries anchored to the item, such as badges.
    public var supplementaryItems: [LayoutSupplementaryItem]

    /// Creates an item.
    public init(
        size: LayoutSize, contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing = .none,
        supplementaryItems: [LayoutSupplementaryItem] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}

/// Where a supplementary sits relative to the element it is anchored to.
///
/// The supplementary's edges named in `edges` are placed flush with the container's edges (centred along an
/// axis with no edge named), then moved by `offset`: points, or fractions of the supplementary's own size.
/// `LayoutAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.5, y: -0.5))` centres a badge on the
/// top-trailing corner.
public struct LayoutAnchor: Hashable, Sendable {
    /// An edge of the container.
    public enum Edge: String, Hashable, Sendable, CaseIterable { case top, leading, bottom, trailing }
    /// How far to move the supplementary from its flush position.
    public enum Offset: Hashable, Sendable {
        /// Points.
        case absolute(x: Double, y: Double)
        /// Fractions of the supplementary's own width and height.
        case fractional(x: Double, y: Double)
    }

    /// The edges to align with.
    public var edges: Set<Edge>
    /// The offset from the aligned position.
    public var offset: Offset

    /// Creates an anchor.
    public init(edges: Set<Edge>, offset: Offset = .absolute(x: 0, y: 0)) {
        self.edges = edges
        self.offset = offset
    }

    /// The frame of an element of `size` anchored to `container`.
    public func frame(for size: Size, in container: Rect) -> Rect {
        var x = container.midX - size.width / 2
        var y = container.midY - size.height / 2
        if edges.contains(.leading) {
            x = container.minX
        } else if edges.contains(.trailing) {
            x = container.maxX - size.width
        }
        if edges.contains(.top) {
            y = container.minY
        } else if edges.contains(.bottom) {
            y = container.maxY - size.height
        }
        switch offset {
        case .absolute(let dx, let dy):
            x += dx
            y += dy
        case .fractional(let fx, let fy):
            x += fx * size.width
            y += fy * size.height
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

/// A supplementary anchored to an item or group, such as a badge.
public struct LayoutSupplementaryItem: Hashable, Sendable {
    /// The kind of element, which names the registration that draws it.
    public var elementKind: String
    /// Its size, relative to the element it is anchored to.
    public var size: LayoutSize
    /// Where it sits on that element.
    public var containerAnchor: LayoutAnchor
    /// Drawing order; cells are 0.
    public var zIndex: Int

    /// Creates an anchored supplementary.
    public init(elementKind: String, size: LayoutSize, containerAnchor: LayoutAnchor, zIndex: Int = 1) {
        self.elementKind = elementKind
        self.size = size
        self.containerAnchor = containerAnchor
        self.zIndex = zIndex
    }
}
