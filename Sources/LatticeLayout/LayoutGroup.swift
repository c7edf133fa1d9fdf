/// A child of a group: an item (one cell) or a nested group.
public enum LayoutGroupChild: Sendable {
    case item(LayoutItem)
    case group(LayoutGroup)

    /// The child's size relative to its parent group.
    public var size: LayoutSize {
        switch self {
        case .item(let item): item.size
        case .group(let group): group.size
        }
    }

    /// The child's spacing inside its parent group.
    public var edgeSpacing: EdgeSpacing {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }
}

/// What a custom group's provider is given to compute its item frames.
public struct CustomGroupEnvironment: Sendable {
    /// The group's resolved size (estimates at their estimate).
    public var groupSize: Size
    /// The layout environment of the section.
    public var layout: LayoutEnvironment
}

/// A group of items (or nested groups) laid out along an axis, or placed by a closure.
///
/// A section repeats its group along the scroll direction, each repetition taking the next items.
/// - `count` mode: one subitem repeated exactly `count` times; the subitem's own extent along the axis is
///   ignored and the space left after inter-item spacing is shared evenly.
/// - subitems mode: the list of subitems repeats while the next one fits. With estimated-width items in a
///   horizontal group of fixed width this is a flow layout: each row takes as many measured items as fit.
/// - custom: the provider returns one frame per item, relative to the group.
///
/// ```swift
/// let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
/// let row = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(120)),
///                                  subitem: item, count: 3)
/// ```
public struct LayoutGroup: Sendable {
    /// How children are arranged.
    public enum Arrangement: Sendable {
        case horizontal
        case vertical
        /// A provider that returns the frames of the group's items, relative to the group's origin.
        case custom(@Sendable (CustomGroupEnvironment) -> [Rect])
    }

    /// The group's size relative to its container.
    public var size: LayoutSize
    /// How children are arranged.
    public var arrangement: Arrangement
    /// The children (one, in count mode).
    public var subitems: [LayoutGroupChild]
    /// In count mode, how many times the single subitem repeats.
    public var count: Int?
    /// Spacing between adjacent children along the axis.
    public var interItemSpacing: LayoutSpacing?
    /// Insets between the group's frame and its children (ignored along estimated dimensions).
    public var contentInsets: EdgeInsets = .zero
    /// Space around this group inside its parent group.
    public var edgeSpacing: EdgeSpacing = .none
    /// Supplementaries anchored to each instance of the group.
    public var supplementaryItems: [LayoutSupplementaryItem] = []

    private init(size: LayoutSize, arrangement: Arrangement, subitems: [LayoutGroupChild], count: Int?) {
        self.size = size
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
    }

    /// A horizontal group of `subitem` repeated exactly `count` times, sharing the width evenly.
    public static func horizontal(size: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        precondition(count > 0, "LayoutGroup count must be positive, got \(count)")
        return LayoutGroup(size: size, arrangement: .horizontal, subitems: [.item(subitem)], count: count)
    }

    /// A vertical group of `subitem` repeated exactly `count` times, sharing the height evenly.
    public static func vertical(size: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        precondition(count > 0, "LayoutGroup count must be positive, got \(count)")
        return LayoutGroup(size: size, arrangement: .vertical, subitems: [.item(subitem)], count: count)
    }

    /// A horizontal group whose subitems repeat while they fit.
    public static func horizontal(size: LayoutSize, subitems: [LayoutGroupChild]) -> LayoutGroup {
        precondition(!subitems.isEmpty, "LayoutGroup needs at least one subitem")
        return LayoutGroup(size: size, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// A vertical group whose subitems repeat while they fit.
    public static func vertical(size: LayoutSize, subitems: [LayoutGroupChild]) -> LayoutGroup {
        precondition(!subitems.isEmpty, "LayoutGroup needs at least one subitem")
        return LayoutGroup(size: size, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// A group with a nested group repeated exactly `count` times along `axis`.
    public static func repeating(_ axis: Axis, size: LayoutSize, subgroup: LayoutGroup, count: Int) -> LayoutGroup {
        precondition(count > 0, "LayoutGroup count must be positive, got \(count)")
        return LayoutGroup(
            size: size, arrangement: axis == .horizontal ? .horizontal : .vertical,
            subitems: [.group(subgroup)], count: count)
    }

    /// A group whose item frames come from `provider`; each frame takes one item.
    public static func custom(
        size: LayoutSize,
        provider: @escaping @Sendable (CustomGroupEnvironment) -> [Rect]
    ) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .custom(provider), subitems: [], count: nil)
    }

    /// The axis children are laid along; `nil` for custom groups.
    public var axis: Axis? {
        switch arrangement {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .custom: nil
        }
    }
}
