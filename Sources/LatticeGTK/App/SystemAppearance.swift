import CollectionView
import Gtk

/// The style the desktop asks for: light or dark, normal or high contrast.
public struct Appearance: Hashable, Sendable {
    /// Dark style.
    public var isDark: Bool
    /// High contrast.
    public var isHighContrast: Bool

    /// Creates an appearance.
    public init(isDark: Bool, isHighContrast: Bool) {
        self.isDark = isDark
        self.isHighContrast = isHighContrast
    }

    /// The canvas theme of this appearance.
    public var theme: Theme { .adwaita(dark: isDark, highContrast: isHighContrast) }

    /// Resolves the desktop's settings, strongest first: GNOME's `color-scheme` ("prefer-dark", "prefer-light",
    /// "default") when the schema is installed, else GTK's own settings (`gtk-application-prefer-dark-theme`
    /// or a "-dark" / "HighContrastInverse" theme name, as XSETTINGS or settings.ini give them); high contrast
    /// from GNOME's a11y `high-contrast` key when installed, else a HighContrast theme name.
    public static func resolve(
        colorScheme: String?, highContrastKey: Bool?, preferDarkTheme: Bool,
        themeName: String?
    ) -> Appearance {
        let name = themeName ?? ""
        let dark =
            switch colorScheme {
            case "prefer-dark": true
            case "prefer-light", "default": false
            default:
                preferDarkTheme || name.hasSuffix("-dark") || name.hasSuffix(":dark") || name == "HighContrastInverse"
            }
        let highContrast = highContrastKey ?? name.hasPrefix("HighContrast")
        return Appearance(isDark: dark, isHighContrast: highContrast)
    }
}

/// Follows the desktop's appearance while the app runs: reads GNOME's settings (when their schemas are
/// installed) and GTK's, tells GTK's own widgets (dark preference, high-contrast theme), and calls
/// `onChange` whenever the result changes, so canvases can redraw in the new theme.
@MainActor
public final class SystemAppearance {
    /// The appearance now.
    public private(set) var current: Appearance
    /// Called after the appearance changed.
    public var onChange: ((Appearance) -> Void)?
    private let forced: (dark: Bool?, highContrast: Bool?)
    private let interface: Settings?
    private let accessibility: Settings?
    private let originalThemeName: String?

    /// Starts following the desktop (call after GTK is initialised). `forceDark` / `forceHighContrast` pin
    /// a part regardless of the desktop (command-line flags, screenshots).
    public init(forceDark: Bool? = nil, forceHighContrast: Bool? = nil) {
        forced = (forceDark, forceHighContrast)
        originalThemeName = DisplaySettings.string("gtk-theme-name")
        interface = Settings.installed(schema: "org.gnome.desktop.interface", havingKey: "color-scheme")
        accessibility = Settings.installed(schema: "org.gnome.desktop.a11y.interface", havingKey: "high-contrast")
        current = Appearance(isDark: false, isHighContrast: false)
        current = read()
        applyToGtk()
        for settings in [interface, accessibility].compactMap({ $0 }) {
            settings.onChanged { [weak self] in self?.refresh() }
        }
        if interface == nil {
            // Without GNOME's schema GTK's settings are the source (XSETTINGS, settings.ini): follow them.
            DisplaySettings.onChange(of: "gtk-application-prefer-dark-theme") { [weak self] in self?.refresh() }
            DisplaySettings.onChange(of: "gtk-theme-name") { [weak self] in self?.refresh() }
        }
    }

    /// Re-reads the settings; applies and reports a change.
    public func refresh() {
        let next = read()
        guard next != current else { return }
        current = next
        applyToGtk()
        onChange?(next)
    }

    private func read() -> Appearance {
        let colorScheme = interface?.string("color-scheme")
        let highContrast = accessibility?.bool("high-contrast")
        var appearance = Appearance.resolve(
            colorScheme: colorScheme, highContrastKey: highContrast,
            preferDarkTheme: DisplaySettings.bool("gtk-application-prefer-dark-theme"),
            themeName: DisplaySettings.string("gtk-theme-name"))
        if let dark = forced.dark { appearance.isDark = dark }
        if let highContrast = forced.highContrast { appearance.isHighContrast = highContrast }
        return appearance
    }

    /// GTK's widgets follow through its settings: the dark preference, and GTK's built-in HighContrast theme
    /// (its dark variant with the dark preference). Only what GNOME's keys or the flags decide is written,
    /// so GTK's own sources are never overridden by an echo of themselves.
    private func applyToGtk() {
        if interface != nil || forced.dark != nil,
            DisplaySettings.bool("gtk-application-prefer-dark-theme") != current.isDark
        {
            GtkRuntime.preferDarkStyle(current.isDark)
        }
        if accessibility != nil || forced.highContrast != nil {
            let wanted =
                current.isHighContrast
                ? "HighContrast" : (originalThemeName.flatMap { $0.hasPrefix("HighContrast") ? nil : $0 } ?? "Adwaita")
            if DisplaySettings.string("gtk-theme-name") != wanted { DisplaySettings.set("gtk-theme-name", to: wanted) }
        }
    }
}
