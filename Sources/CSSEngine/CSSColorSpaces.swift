import GapCheckModel

/// CSS color spaces on the model's one implementation (`ColorSpaceMath`): the CSS engine names spaces by
/// `CSSSpecifiedColor.Space`, which also holds `@color-profile` spaces that cannot be converted.
public enum CSSColorSpaces {
    typealias Vector = ColorSpaceMath.Vector
    typealias Matrix = ColorSpaceMath.Matrix

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector { ColorSpaceMath.multiply(m, v) }
    static func pythonMod(_ a: Double, _ m: Double) -> Double { ColorSpaceMath.pythonMod(a, m) }
    static var d50White: Vector { ColorSpaceMath.d50White }

    /// Gamma-encoded, unclamped sRGB for `components` in `space` (alpha not included); nil when not convertible.
    public static func sRGB(_ space: CSSSpecifiedColor.Space, _ components: [Double]) -> (Double, Double, Double)? {
        let id: ColorSpaceID
        switch space {
        case .srgb: id = .srgb
        case .srgbLinear: id = .srgbLinear
        case .displayP3: id = .displayP3
        case .a98RGB: id = .a98RGB
        case .prophotoRGB: id = .prophotoRGB
        case .rec2020: id = .rec2020
        case .xyzD50: id = .xyzD50
        case .xyzD65: id = .xyzD65
        case .hsl: id = .hsl
        case .hwb: id = .hwb
        case .lab: id = .lab
        case .lch: id = .lch
        case .oklab: id = .oklab
        case .oklch: id = .oklch
        case .deviceCMYK: id = .deviceCMYK
        case .custom: return nil
        }
        return ColorSpaceMath.sRGB(id, components)
    }
}
