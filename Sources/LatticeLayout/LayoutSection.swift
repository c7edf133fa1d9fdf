/// How a section scrolls across the layout's scroll direction.
///
/// Every behaviour other than `none` lays the section's groups out side by side across the scroll direction
/// in a band as tall (or wide) as a group; the band scrolls on its own through the engine's per-section
/// offset. The behaviours differ in where a scroll comes to rest (`LayoutEngine.orthogonalTargetOffset`).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section scrolls with the layout.
    case none
    /// Free scrolling; rests anywhere.
    case continuous
    /// Free scrolling; rests with a group's leading edge at the section's leading content edge.
    case continuousGroupLeadingBoundary
    /// Rests on multiples of the section's visible width.
    case paging
    /// Rests on group leading edges, one group per gesture at most.
    case groupPaging
    /// Rests with a group centred, one group per gesture at most.
    case groupPagingCentered
}

/// A section of a compositional layout: a group repeated for the section's items, with insets, spacing,
/// headers and footers, decorations and an optional orthogonal scrolling behaviour.
///
/// ```swift
/// var section = LayoutSection(group: row)
/// section.interGroupSpacing = 8
/// section.contentInsets = EdgeInsets(all: 12)
/// section.boundarySupplementaryItems = [BoundarySupplementaryItem(
///     elementKind: ElementKind.sectionHeader,
///     size: LayoutSize(width: .fractionalWidth(1), height: .estimated(32)),
///     alignment: .top, pinToVisibleBounds: true)]
/// ```
public struct LayoutSection: Sendable {
    /// The group repeated for the section's items.
    public var group: LayoutGroup
    /// Insets around the section's groups.
    public var contentInsets: EdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: Double = 0
    /// Whether the section scrolls on its own across the layout's scroll direction.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Headers and footers.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    /// Backgrounds and other decorations.
    public var decorationItems: [DecorationItem] = []
    /// Whether headers and footers are inset like the content (across the scroll direction).
    public var supplementariesFollowContentInsets: Bool = true
    /// Space before the section's leading boundary supplementaries (a list's header top padding).
    public var headerTopPadding: Double = 0
    /// Space after the section's trailing boundary supplementaries (a grouped list's gap below its footer).
    public var footerBottomPadding: Double = 0
    /// The list configuration when the section was made by `LayoutSection.list(using:environment:)`.
    public var list: ListConfiguration?

    /// Creates a section repeating `group`.
    public init(group: LayoutGroup) { self.group = group }
}
