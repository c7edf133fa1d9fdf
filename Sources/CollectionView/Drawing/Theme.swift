/// A named colour of the theme, resolved when drawing so the same display list draws in light and dark.
public enum ThemeRole: String, Hashable, Sendable, CaseIterable {
    /// The background of content views (lists, grids).
    case viewBackground
    /// Text and symbolic icons on `viewBackground`.
    case viewForeground
    /// The window's background (behind boxed lists).
    case windowBackground
    /// Cards and boxed-list rows.
    case cardBackground
    /// The sidebar's background.
    case sidebarBackground
    /// Secondary text and icons.
    case dimForeground
    /// Separators and card outlines.
    case border
    /// The accent (selection in sidebars, focus rings).
    case accentBackground
    /// Text on `accentBackground`.
    case accentForeground
    /// Accent-coloured text and symbols on neutral backgrounds.
    case accent
    /// The background of selected rows in content lists (a tint of the accent).
    case selectionBackground
    /// An overlay for hovered rows.
    case hoverOverlay
    /// An overlay for pressed rows.
    case pressedOverlay
    /// Destructive actions (delete).
    case destructiveBackground
    /// Text on `destructiveBackground`.
    case destructiveForeground
    /// The rubber-band selection rectangle's fill.
    case rubberBandFill
    /// The two squares of the checkerboard drawn behind an image's transparent parts (as image viewers and Files
    /// show them): a black symbol or a white logo stays visible on a card of either variant.
    case checkerboard
    case checkerboardAlternate
}

/// The colours of one theme variant, by role.
///
/// The two built-in themes take libadwaita's named colours (GNOME 43's Adwaita stylesheet): `view_bg_color`,
/// `view_fg_color`, `window_bg_color`, `card_bg_color`, `borders`, `accent_bg_color`, `accent_color`, and the
/// selection and hover tints libadwaita derives from them; `adwaita(dark:highContrast:)` adds the high-contrast
/// variants. The GTK shell picks the variant the desktop asks for and switches when it changes.
public struct Theme: Hashable, Sendable {
    /// Whether this is a dark variant.
    public var isDark: Bool
    private var colors: [ThemeRole: Color]

    /// A theme from explicit colours; missing roles fall back to the Adwaita variant of the same darkness.
    public init(isDark: Bool, colors: [ThemeRole: Color]) {
        self.isDark = isDark
        let base = isDark ? Theme.adwaitaDarkColors : Theme.adwaitaLightColors
        self.colors = base.merging(colors) { _, new in new }
    }

    /// The colour of `role`.
    public subscript(role: ThemeRole) -> Color { colors[role] ?? Color(hex: 0xFF00FF) }

    /// Adwaita, light.
    public static let adwaitaLight = Theme(isDark: false, colors: [:])
    /// Adwaita, dark.
    public static let adwaitaDark = Theme(isDark: true, colors: [:])

    /// Adwaita in the variant the desktop asks for: light or dark, normal or high contrast.
    public static func adwaita(dark: Bool, highContrast: Bool = false) -> Theme {
        switch (dark, highContrast) {
        case (false, false): adwaitaLight
        case (true, false): adwaitaDark
        case (false, true): Theme(isDark: false, colors: highContrastLightColors)
        case (true, true): Theme(isDark: true, colors: highContrastDarkColors)
        }
    }

    /// High contrast, as libadwaita's high-contrast stylesheet does it: full-strength text, opaque-looking
    /// outlines and separators, and stronger selection and hover tints; backgrounds stay.
    private static let highContrastLightColors: [ThemeRole: Color] = [
        .viewForeground: Color(hex: 0x000000),
        .dimForeground: Color(hex: 0x000000, alpha: 0.8),
        .border: Color(hex: 0x000000, alpha: 0.5),
        .accent: Color(hex: 0x1A5FB4),
        .selectionBackground: Color(hex: 0x3584E4, alpha: 0.3),
        .hoverOverlay: Color(hex: 0x000000, alpha: 0.08),
        .pressedOverlay: Color(hex: 0x000000, alpha: 0.16),
        .rubberBandFill: Color(hex: 0x3584E4, alpha: 0.3)
    ]

    private static let highContrastDarkColors: [ThemeRole: Color] = [
        .viewForeground: Color(hex: 0xFFFFFF),
        .dimForeground: Color(hex: 0xFFFFFF, alpha: 0.85),
        .border: Color(hex: 0xFFFFFF, alpha: 0.5),
        .accent: Color(hex: 0x99C1F1),
        .selectionBackground: Color(hex: 0x3584E4, alpha: 0.45),
        .hoverOverlay: Color(hex: 0xFFFFFF, alpha: 0.1),
        .pressedOverlay: Color(hex: 0xFFFFFF, alpha: 0.2),
        .rubberBandFill: Color(hex: 0x3584E4, alpha: 0.4)
    ]

    private static let adwaitaLightColors: [ThemeRole: Color] = [
        .viewBackground: Color(hex: 0xFFFFFF),
        .viewForeground: Color(hex: 0x000000, alpha: 0.8),
        .windowBackground: Color(hex: 0xFAFAFA),
        .cardBackground: Color(hex: 0xFFFFFF),
        .sidebarBackground: Color(hex: 0xEBEBEB),
        .dimForeground: Color(hex: 0x000000, alpha: 0.55),
        .border: Color(hex: 0x000000, alpha: 0.15),
        .accentBackground: Color(hex: 0x3584E4),
        .accentForeground: Color(hex: 0xFFFFFF),
        .accent: Color(hex: 0x1C71D8),
        .selectionBackground: Color(hex: 0x3584E4, alpha: 0.15),
        .hoverOverlay: Color(hex: 0x000000, alpha: 0.04),
        .pressedOverlay: Color(hex: 0x000000, alpha: 0.1),
        .destructiveBackground: Color(hex: 0xE01B24),
        .destructiveForeground: Color(hex: 0xFFFFFF),
        .rubberBandFill: Color(hex: 0x3584E4, alpha: 0.2),
        .checkerboard: Color(hex: 0xFFFFFF),
        .checkerboardAlternate: Color(hex: 0xE2E2E2)
    ]

    private static let adwaitaDarkColors: [ThemeRole: Color] = [
        .viewBackground: Color(hex: 0x1E1E1E),
        .viewForeground: Color(hex: 0xFFFFFF),
        .windowBackground: Color(hex: 0x242424),
        .cardBackground: Color(hex: 0xFFFFFF, alpha: 0.08),
        .sidebarBackground: Color(hex: 0x303030),
        .dimForeground: Color(hex: 0xFFFFFF, alpha: 0.55),
        .border: Color(hex: 0xFFFFFF, alpha: 0.15),
        .accentBackground: Color(hex: 0x3584E4),
        .accentForeground: Color(hex: 0xFFFFFF),
        .accent: Color(hex: 0x78AEED),
        .selectionBackground: Color(hex: 0x3584E4, alpha: 0.25),
        .hoverOverlay: Color(hex: 0xFFFFFF, alpha: 0.05),
        .pressedOverlay: Color(hex: 0xFFFFFF, alpha: 0.12),
        .destructiveBackground: Color(hex: 0xC01C28),
        .destructiveForeground: Color(hex: 0xFFFFFF),
        .rubberBandFill: Color(hex: 0x3584E4, alpha: 0.25),
        // Mid greys: black and white both show on them, where the dark card would swallow a black symbol.
        .checkerboard: Color(hex: 0x9A9A9A),
        .checkerboardAlternate: Color(hex: 0x828282)
    ]
}

/// A colour to paint with: a theme role (resolved when drawing) or a fixed colour (a catalogue swatch).
public enum Paint: Hashable, Sendable {
    case role(ThemeRole)
    case color(Color)
    /// A theme role with its alpha multiplied by `opacity` (what a fading part of a transition paints with).
    case translucentRole(ThemeRole, opacity: Double)

    /// The colour in `theme`.
    public func resolve(in theme: Theme) -> Color {
        switch self {
        case .role(let role): theme[role]
        case .color(let color): color
        case .translucentRole(let role, let opacity): theme[role].withAlpha(opacity)
        }
    }

    /// This paint with its alpha multiplied by `opacity` (0...1): the way to fade one shape or text without
    /// an opacity group.
    public func faded(_ opacity: Double) -> Paint {
        guard opacity < 1 else { return self }
        let factor = opacity.isFinite ? max(opacity, 0) : 0
        switch self {
        case .role(let role): return .translucentRole(role, opacity: factor)
        case .color(let color): return .color(color.withAlpha(factor))
        case .translucentRole(let role, let previous): return .translucentRole(role, opacity: previous * factor)
        }
    }
}
