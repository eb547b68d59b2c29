import Foundation

/// An sRGB color with straight (non-premultiplied) alpha, every channel in 0...1.
///
/// Every color that gapcheck reads, from CSS, Swift, asset catalogs or storyboards, is converted to
/// this one representation so the two sides can be compared.
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 0–255 channel values.
    public init(red255 r: Int, green255 g: Int, blue255 b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        var s = Substring(hex.trimmingCharacters(in: .whitespaces))
        if s.hasPrefix("#") { s = s.dropFirst() } else if s.lowercased().hasPrefix("0x") { s = s.dropFirst(2) }
        guard [3, 4, 6, 8].contains(s.count), s.allSatisfy(\.isHexDigit) else { return nil }
        var digits = Array(s)
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        func byte(_ i: Int) -> Double { Double(Int(String(digits[i * 2..<i * 2 + 2]), radix: 16) ?? 0) / 255 }
        self.init(red: byte(0), green: byte(1), blue: byte(2), alpha: digits.count == 8 ? byte(3) : 1)
    }

    /// From a packed 24-bit `0xRRGGBB` integer.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// Channels clamped to 0...1 (CSS clamps sRGB channels at parse time).
    public var clamped: Color {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        return Color(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    /// True when some channel lies outside 0...1 (a wide-gamut color converted to sRGB).
    public var isOutOfGamut: Bool {
        let eps = 1e-6
        return [red, green, blue].contains { $0 < -eps || $0 > 1 + eps }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; upper-case, as designers write it.
    public var hex: String {
        let c = clamped
        func h(_ v: Double) -> String {
            let n = Int((v * 255).rounded())
            let s = String(n, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let base = "#" + h(c.red) + h(c.green) + h(c.blue)
        return c.alpha >= 0.9995 ? base : base + h(c.alpha)
    }

    /// Hex plus, when translucent, the opacity in percent: `#2B2B57 @ 15%`.
    public var description: String {
        let c = clamped
        if c.alpha >= 0.9995 { return hex }
        let opaque = Color(red: c.red, green: c.green, blue: c.blue)
        let pct = (c.alpha * 100 * 10).rounded() / 10
        let pctText = pct == pct.rounded() ? String(Int(pct)) : String(pct)
        return "\(opaque.hex) @ \(pctText)%"
    }

    /// The color a browser paints: each channel clamped and rounded to 8 bits (what its hex says). A
    /// translucent layer composited over its backdrop is drawn in this color, not in the exact blend.
    public var painted: Color {
        let c = clamped
        func q(_ v: Double) -> Double { (v * 255).rounded() / 255 }
        return Color(red: q(c.red), green: q(c.green), blue: q(c.blue), alpha: c.alpha)
    }

    /// The same color with another alpha.
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// This color drawn over an opaque `background` (source-over), for contrast of translucent text.
    public func composited(over background: Color) -> Color {
        let a = alpha
        return Color(
            red: red * a + background.red * (1 - a),
            green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a),
            alpha: 1
        )
    }
}
