/// An sRGB colour with alpha, components in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour from components in 0...1 (clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A colour parsed from `#rgb`, `#rrggbb` or `#rrggbbaa`; nil for anything else.
    public init?(parsing text: String) {
        var digits = Substring(text)
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
        case 6: self.init(hex: value)
        case 8: self.init(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        default: return nil
        }
    }

    /// This colour with `alpha` multiplied by `factor`.
    public func withAlpha(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The colour `fraction` of the way to `other` (premultiplied-free linear mix in sRGB).
    public func mixed(with other: Color, _ fraction: Double) -> Color {
        let t = min(max(fraction, 0), 1)
        return Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    public var description: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}
