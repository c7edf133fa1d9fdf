/// Spacing that is exactly a value (`fixed`) or at least a value and grows to share leftover space (`flexible`).
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; leftover space in the group is shared among flexible spacings.
    case flexible(Double)

    /// The minimum points of this spacing.
    public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): v
        }
    }

    /// Whether leftover space may be added.
    public var isFlexible: Bool { if case .flexible = self { true } else { false } }
}

/// Space placed around an item or group inside its parent group, outside its frame.
///
/// Along the parent group's axis it separates siblings; across the axis a `flexible` edge takes the leftover
/// space (flexible on both sides centres the element, flexible on the top pushes it to the bottom).
public struct EdgeSpacing: Hashable, Sendable {
    /// The spacing on the leading edge.
    public var leading: LayoutSpacing?
    /// The spacing on the top edge.
    public var top: LayoutSpacing?
    /// The spacing on the trailing edge.
    public var trailing: LayoutSpacing?
    /// The spacing on the bottom edge.
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; `nil` edges add nothing.
    public init(
        leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil,
        trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No spacing.
    public static let none = EdgeSpacing()

    /// The spacing at the start of `axis` (leading or top).
    public func start(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }
    /// The spacing at the end of `axis` (trailing or bottom).
    public func end(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
}
