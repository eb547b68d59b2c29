import Foundation
import GapCheckModel

/// A color as specified: its color space, its components (nil for `none`) and alpha, before conversion.
public struct CSSSpecifiedColor: Hashable, Sendable {
    /// The color spaces CSS Color 4 and 5 can specify.
    public enum Space: Hashable, Sendable {
        /// `color()` predefined RGB and XYZ spaces (sRGB, linear sRGB, Display P3, A98, ProPhoto, Rec. 2020, XYZ).
        case srgb, srgbLinear, displayP3, a98RGB, prophotoRGB, rec2020, xyzD50, xyzD65
        /// The cylindrical and perceptual function spaces: `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`.
        case hsl, hwb, lab, lch, oklab, oklch
        /// `device-cmyk()` (CSS Color 5), converted naively.
        case deviceCMYK
        /// A `@color-profile` space (`color(--brand ...)`), which cannot be converted.
        case custom(String)

        /// The name `color()` uses (`display-p3`) or the function name (`lab`).
        public var name: String {
            switch self {
            case .srgb: "srgb"
            case .srgbLinear: "srgb-linear"
            case .displayP3: "display-p3"
            case .a98RGB: "a98-rgb"
            case .prophotoRGB: "prophoto-rgb"
            case .rec2020: "rec2020"
            case .xyzD50: "xyz-d50"
            case .xyzD65: "xyz-d65"
            case .hsl: "hsl"
            case .hwb: "hwb"
            case .lab: "lab"
            case .lch: "lch"
            case .oklab: "oklab"
            case .oklch: "oklch"
            case .deviceCMYK: "device-cmyk"
            case .custom(let n): n
            }
        }

        /// The predefined space for a `color()` name (`xyz` is `xyz-d65`).
        public init?(colorFunctionName name: String) {
            switch CSSASCII.lowercased(name) {
            case "srgb": self = .srgb
            case "srgb-linear": self = .srgbLinear
            case "display-p3": self = .displayP3
            case "a98-rgb": self = .a98RGB
            case "prophoto-rgb": self = .prophotoRGB
            case "rec2020": self = .rec2020
            case "xyz-d50": self = .xyzD50
            case "xyz", "xyz-d65": self = .xyzD65
            default: return nil
            }
        }
    }

    /// The color space.
    public var space: Space
    /// Components in the space's reference ranges (sRGB 0...1, hsl degrees and percent, lab L 0...100); nil is `none`.
    public var components: [Double?]
    /// Alpha in 0...1; nil is `none`.
    public var alpha: Double?
    /// True when written as a legacy sRGB form (`#hex`, named color, `rgb()`): it serializes as `rgb()`.
    public var isLegacySRGB: Bool

    /// A specified color.
    public init(space: Space, components: [Double?], alpha: Double? = 1, isLegacySRGB: Bool = false) {
        self.space = space
        self.components = components
        self.alpha = alpha
        self.isLegacySRGB = isLegacySRGB
    }

    /// The color in sRGB: clamped, with `outOfGamut` set when clamping changed a channel; nil for custom spaces.
    public var resolved: CSSColorValue? {
        guard let rgb = CSSColorSpaces.sRGB(space, components.map { $0 ?? 0 }) else { return nil }
        let eps = 1e-4
        let values = [rgb.0, rgb.1, rgb.2]
        let out = values.contains { !$0.isFinite || $0 < -eps || $0 > 1 + eps }
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        let color = Color(red: clamp(rgb.0), green: clamp(rgb.1), blue: clamp(rgb.2), alpha: clamp(alpha ?? 0))
        return .color(color, outOfGamut: out)
    }

    /// The serialization the css-parsing-tests color files expect: `rgb(255, 0, 0)`, `rgba(…, 0.5)`,
    /// `lab(50 20 -30 / 0.5)`, `color(display-p3 1 0 0)`; hsl() and hwb() serialize as converted `rgb()`.
    public var serialization: String {
        let a = alpha ?? 0
        let serializesAsRGB: Bool =
            switch space {
            case .hsl, .hwb: true
            case .srgb: isLegacySRGB
            default: false
            }
        if serializesAsRGB {
            let rgb = CSSColorSpaces.sRGB(space, components.map { $0 ?? 0 }) ?? (0, 0, 0)
            let channels = [rgb.0, rgb.1, rgb.2].map { Self.number($0 * 255) }.joined(separator: ", ")
            return a == 1 ? "rgb(\(channels))" : "rgba(\(channels), \(Self.number(a)))"
        }
        switch space {
        case .lab, .lch, .oklab, .oklch:
            let body = components.map { Self.number($0) }.joined(separator: " ")
            return "\(space.name)(\(body)\(a == 1 ? "" : " / " + Self.number(alpha)))"
        default:
            let body = components.map { Self.number($0) }.joined(separator: " ")
            return "color(\(space.name) \(body)\(a == 1 ? "" : " / " + Self.number(alpha)))"
        }
    }

    /// `color(space c1 c2 c3 / alpha)` with the components as specified, for any space.
    public var colorFunctionSerialization: String {
        let body = components.map { Self.number($0) }.joined(separator: " ")
        return "color(\(space.name) \(body)\((alpha ?? 0) == 1 ? "" : " / " + Self.number(alpha)))"
    }

    /// A number rounded to 6 decimals, integers without a decimal point, `none` for nil.
    static func number(_ v: Double?) -> String {
        guard let v else { return "none" }
        guard v.isFinite else { return "0" }
        let r = Double(String(format: "%.6f", v + 0.0000001)) ?? v
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return "\(r)"
    }
}
