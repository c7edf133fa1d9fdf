/// Where a boundary supplementary sits on its section (or on the whole layout).
public enum BoundaryAlignment: String, Hashable, Sendable, CaseIterable {
    case top, topLeading, topTrailing, bottom, bottomLeading, bottomTrailing, leading, trailing

    /// The edge of the container this alignment touches along `axis`: -1 start, +1 end, 0 neither.
    func side(along axis: Axis) -> Int {
        switch (self, axis) {
        case (.top, .vertical), (.topLeading, .vertical), (.topTrailing, .vertical): -1
        case (.bottom, .vertical), (.bottomLeading, .vertical), (.bottomTrailing, .vertical): 1
        case (.leading, .horizontal), (.topLeading, .horizontal), (.bottomLeading, .horizontal): -1
        case (.trailing, .horizontal), (.topTrailing, .horizontal), (.bottomTrailing, .horizontal): 1
        default: 0
        }
    }
}

/// A header or footer of a section (or of the whole layout), such as a section title.
///
/// With `extendsBoundary` (the default) it takes space before or after the section's content along the scroll
/// direction; otherwise it overlays the content at its edge. `pinToVisibleBounds` keeps it at the edge of the
/// visible rect while its section is on screen, pushed away by the section's other end (sticky headers, in
/// lists and grids alike).
public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// The kind of element (`ElementKind.sectionHeader`, `ElementKind.sectionFooter`, or your own).
    public var elementKind: String
    /// Its size; fractional dimensions are relative to the section's width (after content insets when the
    /// section's `supplementariesFollowContentInsets`).
    public var size: LayoutSize
    /// Which edge of the section it sits on.
    public var alignment: BoundaryAlignment
    /// A fixed offset applied after alignment.
    public var absoluteOffset: Point
    /// Whether it takes space along the scroll direction rather than overlaying the content.
    public var extendsBoundary: Bool
    /// Whether it sticks to the visible rect's edge while its section is visible.
    public var pinToVisibleBounds: Bool
    /// Drawing order; cells are 0, so headers draw above the cells they pin over.
    public var zIndex: Int

    /// Creates a boundary supplementary.
    public init(
        elementKind: String, size: LayoutSize, alignment: BoundaryAlignment,
        absoluteOffset: Point = .zero, extendsBoundary: Bool = true,
        pinToVisibleBounds: Bool = false, zIndex: Int = 1
    ) {
        self.elementKind = elementKind
        self.size = size
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }
}

/// A view drawn behind (or in front of) a section, such as a section background.
///
/// Its frame is the section's frame (content insets and extending headers and footers included, across the
/// full layout width) shrunk by `contentInsets`.
public struct DecorationItem: Hashable, Sendable {
    /// The kind of element.
    public var elementKind: String
    /// Insets from the section's frame.
    public var contentInsets: EdgeInsets
    /// Drawing order; the default draws behind cells.
    public var zIndex: Int

    /// Creates a decoration.
    public init(elementKind: String, contentInsets: EdgeInsets = .zero, zIndex: Int = -1) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }

    /// A section background.
    public static func background(
        elementKind: String = ElementKind.background,
        contentInsets: EdgeInsets = .zero
    ) -> DecorationItem {
        DecorationItem(elementKind: elementKind, contentInsets: contentInsets)
    }
}

/// Well-known element kinds.
public enum ElementKind {
    /// Cells.
    public static let cell = "cell"
    /// A section header.
    public static let sectionHeader = "header"
    /// A section footer.
    public static let sectionFooter = "footer"
    /// A section background decoration.
    public static let background = "background"
    /// The header of the whole layout.
    public static let layoutHeader = "layout-header"
    /// The footer of the whole layout.
    public static let layoutFooter = "layout-footer"
}
