import LatticeLayout

/// A cell's or header's background: fill, stroke and corner radius from theme roles, restyled by state.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill, if any.
    public var fill: Paint?
    /// The outline, if any.
    public var stroke: Paint?
    /// The outline's width.
    public var strokeWidth: Double
    /// The corner radius.
    public var cornerRadius: Double
    /// Insets of the background inside the cell.
    public var insets: EdgeInsets
    /// What selection looks like in this background's family.
    public var selectedFill: Paint

    /// Creates a background.
    public init(
        fill: Paint? = nil, stroke: Paint? = nil, strokeWidth: Double = 1, cornerRadius: Double = 0,
        insets: EdgeInsets = .zero, selectedFill: Paint = .role(.selectionBackground)
    ) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
        self.insets = insets
        self.selectedFill = selectedFill
    }

    /// No background.
    public static func clear() -> Self { Self() }

    /// A plain list row: the view's background; selection is an accent tint.
    public static func listPlainCell() -> Self { Self(fill: .role(.viewBackground)) }

    /// A row of a grouped or boxed list: the card's background (the card itself is drawn per section).
    public static func listGroupedCell() -> Self { Self(fill: .role(.cardBackground)) }

    /// A navigation-sidebar row: clear, rounded; selection is a neutral highlight, as in GNOME's sidebars.
    public static func listSidebarCell() -> Self {
        Self(cornerRadius: 6, selectedFill: .role(.pressedOverlay))
    }

    /// A grid card: a rounded card with a hairline outline.
    public static func gridCell() -> Self {
        Self(fill: .role(.cardBackground), stroke: .role(.border), cornerRadius: 12)
    }

    /// A header or footer: clear.
    public static func listHeader() -> Self { Self() }

    /// This background as `state` shows it: selected, pressed and hovered overlays.
    public func updated(for state: CellState) -> Self {
        var copy = self
        if state.isSelected {
            copy.fill = selectedFill
        } else if state.isHighlighted {
            copy.fill = .role(.pressedOverlay)
        } else if state.isHovered {
            copy.fill = .role(.hoverOverlay)
        }
        return copy
    }
}
