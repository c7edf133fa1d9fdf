/// What a section provider knows when it builds a section.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The size of the scrolling container (the viewport).
    public var containerSize: Size
    /// The container size less the layout's content insets.
    public var effectiveContentSize: Size
    /// Device pixels per logical pixel.
    public var displayScale: Double

    /// Creates an environment.
    public init(containerSize: Size, effectiveContentSize: Size? = nil, displayScale: Double = 1) {
        self.containerSize = containerSize
        self.effectiveContentSize = effectiveContentSize ?? containerSize
        self.displayScale = displayScale
    }
}

/// Settings that apply to the whole layout.
public struct CompositionalLayoutConfiguration: Sendable {
    /// The direction sections stack and the content scrolls.
    public var scrollDirection: Axis = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: Double = 0
    /// Headers and footers of the whole layout (before the first and after the last section).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    /// Insets around all content.
    public var contentInsets: EdgeInsets = .zero

    /// Creates a configuration.
    public init(
        scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [], contentInsets: EdgeInsets = .zero
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsets = contentInsets
    }
}

/// A compositional layout: a configuration and a provider that describes each section.
///
/// The description is a value; `LayoutEngine` solves it for a container size and data.
///
/// ```swift
/// let layout = CompositionalLayout { sectionIndex, environment in
///     sectionIndex == 0 ? gridSection : .list(using: ListConfiguration(appearance: .sidebar),
///                                             environment: environment)
/// }
/// ```
public struct CompositionalLayout: Sendable {
    /// Layout-wide settings.
    public var configuration: CompositionalLayoutConfiguration
    /// Builds the section at an index for an environment.
    public let sectionProvider: @Sendable (Int, LayoutEnvironment) -> LayoutSection

    /// A layout whose sections come from `sectionProvider`.
    public init(
        configuration: CompositionalLayoutConfiguration = .init(),
        sectionProvider: @escaping @Sendable (Int, LayoutEnvironment) -> LayoutSection
    ) {
        self.configuration = configuration
        self.sectionProvider = sectionProvider
    }

    /// A layout whose every section is `section`.
    public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        self.init(configuration: configuration) { _, _ in section }
    }

    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
        CompositionalLayout { _, environment in LayoutSection.list(using: configuration, environment: environment) }
    }
}
