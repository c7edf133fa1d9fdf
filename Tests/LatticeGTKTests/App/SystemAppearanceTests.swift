import CollectionView
import Testing

@testable import LatticeGTK

@Suite struct SystemAppearanceTests {
    @Test func gnomesColorSchemeDecidesWhenItIsThere() {
        #expect(
            Appearance.resolve(
                colorScheme: "prefer-dark", highContrastKey: false, preferDarkTheme: false, themeName: "Adwaita"
            ).isDark)
        // "default" means light even when GTK was told to prefer dark by a stale setting.
        #expect(
            !Appearance.resolve(
                colorScheme: "default", highContrastKey: false, preferDarkTheme: true, themeName: "Adwaita"
            ).isDark)
        #expect(
            !Appearance.resolve(
                colorScheme: "prefer-light", highContrastKey: nil, preferDarkTheme: false, themeName: "Adwaita-dark"
            ).isDark)
    }

    @Test func withoutGnomeKeysGtksOwnSettingsDecide() {
        #expect(
            Appearance.resolve(colorScheme: nil, highContrastKey: nil, preferDarkTheme: true, themeName: "Adwaita")
                .isDark)
        #expect(
            Appearance.resolve(
                colorScheme: nil, highContrastKey: nil, preferDarkTheme: false, themeName: "Adwaita-dark"
            ).isDark)
        #expect(
            !Appearance.resolve(colorScheme: nil, highContrastKey: nil, preferDarkTheme: false, themeName: "Adwaita")
                .isDark)
        let inverse = Appearance.resolve(
            colorScheme: nil, highContrastKey: nil, preferDarkTheme: false, themeName: "HighContrastInverse")
        #expect(inverse == Appearance(isDark: true, isHighContrast: true))
        #expect(
            Appearance.resolve(
                colorScheme: nil, highContrastKey: nil, preferDarkTheme: false, themeName: "HighContrast"
            ).isHighContrast)
    }

    @Test func theHighContrastKeyWinsOverTheThemeName() {
        #expect(
            Appearance.resolve(
                colorScheme: "default", highContrastKey: true, preferDarkTheme: false, themeName: "Adwaita"
            ).isHighContrast)
        #expect(
            !Appearance.resolve(
                colorScheme: "default", highContrastKey: false, preferDarkTheme: false, themeName: "HighContrast"
            ).isHighContrast)
    }

    @Test func theThemeIsTheMatchingAdwaitaVariant() {
        #expect(Appearance(isDark: true, isHighContrast: false).theme == .adwaitaDark)
        #expect(Appearance(isDark: false, isHighContrast: true).theme == Theme.adwaita(dark: false, highContrast: true))
    }
}
