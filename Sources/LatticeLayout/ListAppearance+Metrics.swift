/// The metrics of a list appearance, taken from GNOME's Adwaita stylesheet rather than from iOS.
///
/// ```
///  plain / sidebarPlain            grouped                      insetGrouped (boxed list)
/// ┌──────────────────────┐   ┌──────────────────────┐   ┌──────────────────────────┐
/// │ Header          (38) │   │ ↕ headerTopPadding   │   │ ↕ headerTopPadding (12)  │
/// ├──────────────────────┤   │ Header          (38) │   │   Header            (38) │
/// │ Row             (50) │   ├──────────────────────┤   │ ╭──────────────────────╮ │
/// ├──────────────────────┤   │ Row             (50) │   │ │ Row             (50) │ │
/// │ Row                  │   ├──────────────────────┤   │ ├──────────────────────┤ │
/// └──────────────────────┘   │ Row                  │   │ │ Row                  │ │
///                            ├──────────────────────┤   │ ╰──────────────────────╯ │
///                            │ ↕ sectionInsets.bottom│  │ ←12→   card   ←12→       │
///                            └──────────────────────┘   └──────────────────────────┘
///  sidebar (navigation sidebar)
/// ┌──────────────────────┐
/// │ ↕6                   │   rows are 36 high, inset 6 on each side, corner radius 6,
/// │ ╭ Row ────────── 36 ╮│   no separators; a firstItemInSection header row is 32 high
/// │ ╰──────────────────╯ │
/// └──────────────────────┘
/// ```
public struct ListMetrics: Hashable, Sendable {
    /// The estimated height of a row (Adwaita's minimum row height).
    public var rowHeight: Double
    /// The estimated height of a section header.
    public var headerHeight: Double
    /// The estimated height of a section footer.
    public var footerHeight: Double
    /// Insets around each section's rows.
    public var sectionInsets: EdgeInsets
    /// Default space above each header.
    public var headerTopPadding: Double
    /// Whether separators are shown by default.
    public var showsSeparators: Bool
    /// The default leading inset of separators.
    public var separatorInset: Double
    /// The corner radius of row backgrounds (cards for insetGrouped, rows for sidebar); used by renderers.
    public var cornerRadius: Double
    /// Whether supplementary headers stick to the top while their section is visible.
    public var pinsHeaders: Bool
}

extension ListConfiguration.Appearance {
    /// The Adwaita-derived metrics of this appearance.
    public var metrics: ListMetrics {
        switch self {
        case .plain:
            ListMetrics(
                rowHeight: 50, headerHeight: 38, footerHeight: 38, sectionInsets: .zero,
                headerTopPadding: 0, showsSeparators: true, separatorInset: 0, cornerRadius: 0,
                pinsHeaders: true)
        case .grouped:
            ListMetrics(
                rowHeight: 50, headerHeight: 38, footerHeight: 38,
                sectionInsets: EdgeInsets(bottom: 24), headerTopPadding: 12, showsSeparators: true,
                separatorInset: 0, cornerRadius: 0, pinsHeaders: false)
        case .insetGrouped:
            ListMetrics(
                rowHeight: 50, headerHeight: 38, footerHeight: 38,
                sectionInsets: EdgeInsets(top: 0, leading: 12, bottom: 24, trailing: 12),
                headerTopPadding: 12, showsSeparators: true, separatorInset: 0, cornerRadius: 12,
                pinsHeaders: false)
        case .sidebar:
            ListMetrics(
                rowHeight: 36, headerHeight: 32, footerHeight: 32,
                sectionInsets: EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6),
                headerTopPadding: 0, showsSeparators: false, separatorInset: 0, cornerRadius: 6,
                pinsHeaders: false)
        case .sidebarPlain:
            ListMetrics(
                rowHeight: 50, headerHeight: 32, footerHeight: 32, sectionInsets: .zero,
                headerTopPadding: 0, showsSeparators: true, separatorInset: 0, cornerRadius: 0,
                pinsHeaders: false)
        }
    }
}

extension LayoutSection {
    /// A list section: one full-width, self-sizing row per item, with the configuration's header, footer
    /// and metrics.
    ///
    /// With `.firstItemInSection` the first item is the header row (header height, no separator below).
    /// Lists are vertical, as in UIKit: in a horizontally scrolling layout their header and footer would run
    /// along the section instead of before and after it.
    public static func list(using configuration: ListConfiguration, environment: LayoutEnvironment) -> LayoutSection {
        let metrics = configuration.appearance.metrics
        let rowSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(metrics.rowHeight))
        let item = LayoutItem(size: rowSize)
        var section = LayoutSection(group: .horizontal(size: rowSize, subitems: [.item(item)]))
        section.contentInsets = metrics.sectionInsets
        section.list = configuration
        var supplementaries: [BoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            supplementaries.append(
                BoundarySupplementaryItem(
                    elementKind: ElementKind.sectionHeader,
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(metrics.headerHeight)),
                    alignment: .top, pinToVisibleBounds: metrics.pinsHeaders))
            section.headerTopPadding = configuration.headerTopPadding ?? metrics.headerTopPadding
        }
        if configuration.footerMode == .supplementary {
            // The footer (a description under the rows) sits right below them; the section's bottom gap
            // moves below the footer.
            section.footerBottomPadding = section.contentInsets.bottom
            section.contentInsets.bottom = 0
            supplementaries.append(
                BoundarySupplementaryItem(
                    elementKind: ElementKind.sectionFooter,
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(metrics.footerHeight)),
                    alignment: .bottom))
        }
        section.boundarySupplementaryItems = supplementaries
        return section
    }
}
