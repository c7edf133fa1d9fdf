/// A list's look and behaviour: appearance, header and footer modes, separators and swipe actions.
///
/// A list is an ordinary section made by `LayoutSection.list(using:environment:)`, so list sections mix
/// freely with grids and with other list appearances in one layout.
///
/// ```swift
/// var config = ListConfiguration(appearance: .sidebar)
/// config.headerMode = .firstItemInSection
/// let layout = CompositionalLayout.list(using: config)
/// ```
public struct ListConfiguration: Sendable {
    /// The visual family of the list; metrics come from GNOME's Adwaita (see `ListAppearance.metrics`).
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    /// How a section's header is provided.
    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A boundary supplementary of kind `ElementKind.sectionHeader`.
        case supplementary
        /// The section's first item is the header (it gets header metrics; an outline parent in sidebars).
        case firstItemInSection
    }
    /// How a section's footer is provided.
    public enum FooterMode: String, Hashable, Sendable, CaseIterable {
        case none, supplementary
    }

    /// The appearance.
    public var appearance: Appearance
    /// How headers are provided.
    public var headerMode: HeaderMode = .none
    /// How footers are provided.
    public var footerMode: FooterMode = .none
    /// Whether cells draw separators.
    public var showsSeparators: Bool
    /// The separators of every cell before `itemSeparatorHandler` runs.
    public var separatorConfiguration: SeparatorConfiguration
    /// Adjusts the separators of one item (hide the one under a highlighted row, inset another).
    public var itemSeparatorHandler: (@Sendable (ItemPath, SeparatorConfiguration) -> SeparatorConfiguration)?
    /// Space above each section header; `nil` uses the appearance's default.
    public var headerTopPadding: Double?
    /// Actions revealed by swiping a row towards the trailing edge; read by the collection view.
    public var leadingSwipeActionsProvider: (@Sendable (ItemPath) -> SwipeActionsConfiguration?)?
    /// Actions revealed by swiping a row towards the leading edge; read by the collection view.
    public var trailingSwipeActionsProvider: (@Sendable (ItemPath) -> SwipeActionsConfiguration?)?

    /// Creates a configuration with the appearance's defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
        let metrics = appearance.metrics
        self.showsSeparators = metrics.showsSeparators
        self.separatorConfiguration = SeparatorConfiguration(
            bottomSeparatorVisible: true,
            bottomSeparatorInsets: EdgeInsets(leading: metrics.separatorInset))
    }

    /// The separators of the item at `path` in a section of `itemCount` items: the configuration, hidden
    /// after the last item, then the item handler.
    public func separators(for path: ItemPath, itemCount: Int) -> SeparatorConfiguration? {
        guard showsSeparators else { return nil }
        var config = separatorConfiguration
        if path.item == itemCount - 1 { config.bottomSeparatorVisible = false }
        if headerMode == .firstItemInSection && path.item == 0 { config.bottomSeparatorVisible = false }
        return itemSeparatorHandler?(path, config) ?? config
    }
}

/// Which separators a list cell draws and how far they are inset.
public struct SeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator runs along the cell's top edge.
    public var topSeparatorVisible: Bool
    /// Whether a separator runs along the cell's bottom edge.
    public var bottomSeparatorVisible: Bool
    /// Leading and trailing insets of the top separator.
    public var topSeparatorInsets: EdgeInsets
    /// Leading and trailing insets of the bottom separator.
    public var bottomSeparatorInsets: EdgeInsets
    /// Whether separators start where the cell's primary text starts (UIKit's separator layout guide), the
    /// leading insets then counting from there; otherwise from the cell's leading edge.
    public var alignsWithText: Bool

    /// Creates a separator configuration.
    public init(
        topSeparatorVisible: Bool = false, bottomSeparatorVisible: Bool = true,
        topSeparatorInsets: EdgeInsets = .zero, bottomSeparatorInsets: EdgeInsets = .zero,
        alignsWithText: Bool = false
    ) {
        self.topSeparatorVisible = topSeparatorVisible
        self.bottomSeparatorVisible = bottomSeparatorVisible
        self.topSeparatorInsets = topSeparatorInsets
        self.bottomSeparatorInsets = bottomSeparatorInsets
        self.alignsWithText = alignsWithText
    }
}

/// One action revealed by swiping a row or cell.
public struct SwipeAction: Hashable, Sendable {
    /// How the action is drawn.
    public enum Style: String, Hashable, Sendable { case normal, destructive }
    /// A stable identifier the app matches when the action is performed.
    public var identifier: String
    /// The visible title.
    public var title: String
    /// A themed icon name.
    public var iconName: String?
    /// How the action is drawn.
    public var style: Style

    /// Creates an action.
    public init(identifier: String, title: String, iconName: String? = nil, style: Style = .normal) {
        self.identifier = identifier
        self.title = title
        self.iconName = iconName
        self.style = style
    }
}

/// The actions revealed on one side of a row.
public struct SwipeActionsConfiguration: Hashable, Sendable {
    /// The actions, the first nearest the edge.
    public var actions: [SwipeAction]
    /// Whether a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe: Bool

    /// Creates a swipe configuration.
    public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}
