import Foundation

/// Conversions from the color spaces Apple sources use into sRGB (unclamped, so wide-gamut stays visible).
package enum ColorSpaces {
    /// Display P3 (sRGB transfer curve, P3 primaries, D65) to sRGB, as CSS `color(display-p3 …)` converts it.
    package static func displayP3ToSRGB(_ c: Color) -> Color {
        let v = ColorSpaceMath.sRGB(.displayP3, [c.red, c.green, c.blue])
        return Color(red: v.0, green: v.1, blue: v.2, alpha: c.alpha)
    }

    /// Linear-light sRGB to gamma-encoded sRGB.
    package static func linearToSRGB(_ c: Color) -> Color {
        Color(red: Color.gammaEncode(c.red), green: Color.gammaEncode(c.green), blue: Color.gammaEncode(c.blue), alpha: c.alpha)
    }

    /// A gray in Generic Gray Gamma 2.2 (asset catalogs' `gray-gamma-22`, IB's `genericGamma22GrayColorSpace`) as sRGB.
    package static func grayGamma22ToSRGB(white: Double, alpha: Double) -> Color {
        let linear = white <= 0 ? 0 : pow(white, 2.2)
        let v = Color.gammaEncode(linear)
        return Color(red: v, green: v, blue: v, alpha: alpha)
    }
}
