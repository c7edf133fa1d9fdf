import LatticeLayout

/// The content of a list cell, header or footer: text, secondary text and an image, with their properties and
/// margins — UIKit's `UIListContentConfiguration` on GNOME/Adwaita metrics.
///
/// A configuration measures itself (self-sizing) and draws itself into a display list, so the layout engine's
/// measured sizes and what is drawn always agree.
///
/// ```swift
/// var content = ListContentConfiguration.subtitleCell()
/// content.text = "Budget.ods"
/// content.secondaryText = "18 kB · Yesterday"
/// content.image = .icon("x-office-spreadsheet")
/// ```
public struct ListContentConfiguration: Hashable, Sendable {
    /// The built-in styles.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell
        case plainHeader, groupedHeader, sidebarHeader, plainFooter, groupedFooter
        /// A grid card: a large image above one or two centred lines (Lattice's addition).
        case gridCell
    }

    /// Where the image sits relative to the text.
    public enum ImagePlacement: String, Hashable, Sendable { case leading, top }

    /// The style this configuration started from.
    public var style: Style
    /// The primary text.
    public var text: String?
    /// The secondary text (below the text, or trailing in a value cell).
    public var secondaryText: String?
    /// The image.
    public var image: ImageSource?
    /// How the primary text is set.
    public var textProperties: TextStyle
    /// How the secondary text is set.
    public var secondaryTextProperties: TextStyle
    /// How the image is sized and drawn.
    public var imageProperties: ImageProperties
    /// Space between the cell's edges and its content.
    public var margins: EdgeInsets
    /// Space between the image and the text.
    public var imageToTextPadding: Double
    /// Space between the text and the secondary text when stacked.
    public var textToSecondaryTextPadding: Double
    /// Whether text and secondary text sit side by side (value cells) instead of stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The least height the cell measures at (Adwaita's row minimum).
    public var minimumHeight: Double
    /// Where the image sits: before the text (rows) or above it (grid cards).
    public var imagePlacement: ImagePlacement = .leading

    private init(
        style: Style, text: TextStyle, secondary: TextStyle, image: ImageProperties, margins: EdgeInsets,
        minimumHeight: Double, sideBySide: Bool = false
    ) {
        self.style = style
        self.textProperties = text
        self.secondaryTextProperties = secondary
        self.imageProperties = image
        self.margins = margins
        self.imageToTextPadding = 12
        self.textToSecondaryTextPadding = 2
        self.prefersSideBySideTextAndSecondaryText = sideBySide
        self.minimumHeight = minimumHeight
    }

    // Adwaita's type scale in logical pixels: body 11 pt (14.67 px), caption 9 pt (12 px), heading bold 11 pt.
    private static let body = TextStyle(size: 14.67)
    private static let caption = TextStyle(size: 12, paint: .role(.dimForeground))
    private static let heading = TextStyle(size: 14.67, weight: .bold)
    private static let smallIcon = ImageProperties(size: Size(width: 16, height: 16), cornerRadius: 4)
    private static let listIcon = ImageProperties(size: Size(width: 32, height: 32), cornerRadius: 6)

    /// A row with text and an optional 16 px icon (50 high at least, like an Adwaita action row).
    public static func cell() -> Self {
        Self(
            style: .cell, text: body, secondary: caption, image: smallIcon,
            margins: EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12), minimumHeight: 50)
    }

    /// A row with text over dim secondary text and an optional 32 px icon or swatch.
    public static func subtitleCell() -> Self {
        Self(
            style: .subtitleCell, text: body, secondary: caption, image: listIcon,
            margins: EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12), minimumHeight: 50)
    }

    /// A row with text at the leading edge and dim secondary text at the trailing edge.
    public static func valueCell() -> Self {
        var secondary = body
        secondary.paint = .role(.dimForeground)
        secondary.alignment = .trailing
        return Self(
            style: .valueCell, text: body, secondary: secondary, image: smallIcon,
            margins: EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12), minimumHeight: 50,
            sideBySide: true)
    }

    /// A navigation-sidebar row: 16 px symbolic icon and text, 36 high at least.
    public static func sidebarCell() -> Self {
        Self(
            style: .sidebarCell, text: body, secondary: caption, image: smallIcon,
            margins: EdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10), minimumHeight: 36)
    }

    /// A sidebar row with secondary text.
    public static func sidebarSubtitleCell() -> Self {
        Self(
            style: .sidebarSubtitleCell, text: body, secondary: caption, image: listIcon,
            margins: EdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10), minimumHeight: 50)
    }

    /// A grid card: a 64 px image above a centred two-line caption and a dim one-line secondary caption.
    public static func gridCell() -> Self {
        var text = body
        text.alignment = .center
        text.maximumLines = 2
        var secondary = caption
        secondary.alignment = .center
        var config = Self(
            style: .gridCell, text: text, secondary: secondary,
            image: ImageProperties(size: Size(width: 64, height: 64), cornerRadius: 8),
            margins: EdgeInsets(all: 12), minimumHeight: 0)
        config.imagePlacement = .top
        config.imageToTextPadding = 10
        return config
    }

    /// A plain list's section header: heading text.
    public static func plainHeader() -> Self {
        Self(
            style: .plainHeader, text: heading, secondary: caption, image: smallIcon,
            margins: EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12), minimumHeight: 38)
    }

    /// A grouped list's section header: heading text above the card, aligned with the rows' content.
    public static func groupedHeader() -> Self {
        Self(
            style: .groupedHeader, text: heading, secondary: caption, image: smallIcon,
            margins: EdgeInsets(top: 12, leading: 2, bottom: 8, trailing: 2), minimumHeight: 38)
    }

    /// A sidebar section header: dim, small, bold.
    public static func sidebarHeader() -> Self {
        var text = TextStyle(size: 12, weight: .bold, paint: .role(.dimForeground))
        text.truncation = .end
        return Self(
            style: .sidebarHeader, text: text, secondary: caption, image: smallIcon,
            margins: EdgeInsets(top: 10, leading: 10, bottom: 4, trailing: 10), minimumHeight: 32)
    }

    /// A plain list's footer: dim, wrapping caption text.
    public static func plainFooter() -> Self {
        var text = caption
        text.maximumLines = 0
        return Self(
            style: .plainFooter, text: text, secondary: caption, image: smallIcon,
            margins: EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12), minimumHeight: 0)
    }

    /// A grouped list's footer: dim, wrapping caption text under the card.
    public static func groupedFooter() -> Self {
        var text = caption
        text.maximumLines = 0
        return Self(
            style: .groupedFooter, text: text, secondary: caption, image: smallIcon,
            margins: EdgeInsets(top: 6, leading: 2, bottom: 6, trailing: 2), minimumHeight: 0)
    }
}
