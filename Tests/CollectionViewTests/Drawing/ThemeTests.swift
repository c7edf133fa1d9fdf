import Foundation
import Testing

@testable import CollectionView

@Suite struct ThemeTests {
    /// `color` composited over the opaque `background`.
    private func over(_ color: Color, _ background: Color) -> Color {
        Color(
            red: color.red * color.alpha + background.red * (1 - color.alpha),
            green: color.green * color.alpha + background.green * (1 - color.alpha),
            blue: color.blue * color.alpha + background.blue * (1 - color.alpha))
    }

    /// WCAG 2 relative luminance and contrast ratio.
    private func luminance(_ c: Color) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    private func contrast(_ role: ThemeRole, on background: ThemeRole, in theme: Theme) -> Double {
        let back = theme[background]
        let a = luminance(over(theme[role], back)), b = luminance(back)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    @Test func theVariantsFollowDarknessAndContrast() {
        #expect(Theme.adwaita(dark: false) == .adwaitaLight)
        #expect(Theme.adwaita(dark: true) == .adwaitaDark)
        #expect(!Theme.adwaita(dark: false, highContrast: true).isDark)
        #expect(Theme.adwaita(dark: true, highContrast: true).isDark)
        #expect(Theme.adwaita(dark: true, highContrast: true) != .adwaitaDark)
    }

    @Test(arguments: [false, true])
    func highContrastRaisesTheContrastOfTextAndOutlines(dark: Bool) {
        let normal = Theme.adwaita(dark: dark), high = Theme.adwaita(dark: dark, highContrast: true)
        for role in [ThemeRole.dimForeground, .border, .selectionBackground] {
            #expect(
                contrast(role, on: .viewBackground, in: high) > contrast(role, on: .viewBackground, in: normal),
                "\(role)")
        }
        // Primary text is at full strength (dark Adwaita's already is).
        #expect(high[.viewForeground].alpha == 1)
        // Secondary text reaches WCAG AAA (7:1) in high contrast, and AA (4.5:1) in the normal variant.
        #expect(contrast(.dimForeground, on: .viewBackground, in: high) >= 7)
        #expect(contrast(.dimForeground, on: .viewBackground, in: normal) >= 4.5)
        // Backgrounds stay, so high contrast does not repaint the window.
        #expect(high[.viewBackground] == normal[.viewBackground])
    }
}
