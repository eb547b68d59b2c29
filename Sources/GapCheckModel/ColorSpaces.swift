import Foundation

/// Conversions from the color spaces Apple sources use into sRGB (unclamped, so wide-gamut stays visible).
package enum ColorSpaces {
    /// Display P3 (sRGB transfer curve, P3 primaries, D65) to sRGB.
    package static func displayP3ToSRGB(_ c: Color) -> Color {
        let r = Color.linearize(c.red), g = Color.linearize(c.green), b = Color.linearize(c.blue)
        let lr = 1.2249401762805598 * r - 0.22494017628055996 * g
        let lg = -0.04205695470968816 * r + 1.0420569547096881 * g
        let lb = -0.019637554590334432 * r - 0.07863604555063188 * g + 1.0982736001409663 * b
        return Color(red: Color.gammaEncode(lr), green: Color.gammaEncode(lg), blue: Color.gammaEncode(lb), alpha: c.alpha)
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
