import Foundation
import GapCheckModel

/// `color-mix()` (CSS Color 5 §2): two colors interpolated in a color space with premultiplied alpha.
enum CSSColorMix {
    typealias Vector = CSSColorSpaces.Vector

    static let linearSRGBToXYZ: CSSColorSpaces.Matrix = (
        (506752 / 1228815, 87881 / 245763, 12673 / 70218),
        (87098 / 409605, 175762 / 245763, 12673 / 175545),
        (7918 / 409605, 87881 / 737289, 1001167 / 1053270)
    )
    static let d65ToD50: CSSColorSpaces.Matrix = (
        (1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        (0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        (-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
    )
    static let xyzToLMS: CSSColorSpaces.Matrix = (
        (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
    )
    static let lmsToOKLab: CSSColorSpaces.Matrix = (
        (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
    )

    /// The interpolation spaces `color-mix()` accepts here.
    static func space(named name: String) -> CSSSpecifiedColor.Space? {
        switch CSSASCII.lowercased(name) {
        case "srgb": .srgb
        case "srgb-linear": .srgbLinear
        case "lab": .lab
        case "oklab": .oklab
        case "lch": .lch
        case "oklch": .oklch
        case "hsl": .hsl
        case "hwb": .hwb
        case "xyz", "xyz-d65": .xyzD65
        case "xyz-d50": .xyzD50
        default: nil
        }
    }

    /// Components of an unclamped sRGB color in `space`, in the units `CSSColorSpaces.sRGB` takes back.
    static func components(fromSRGB rgb: Vector, in space: CSSSpecifiedColor.Space) -> Vector {
        let linear = (Color.linearize(rgb.0), Color.linearize(rgb.1), Color.linearize(rgb.2))
        let xyz = CSSColorSpaces.multiply(linearSRGBToXYZ, linear)
        switch space {
        case .srgbLinear: return linear
        case .xyzD65: return xyz
        case .xyzD50: return CSSColorSpaces.multiply(d65ToD50, xyz)
        case .lab, .lch:
            let d50 = CSSColorSpaces.multiply(d65ToD50, xyz)
            let lab = labFromXYZD50(d50)
            return space == .lab ? lab : polar(lab)
        case .oklab, .oklch:
            let lms = CSSColorSpaces.multiply(xyzToLMS, xyz)
            let ok = CSSColorSpaces.multiply(lmsToOKLab, (cbrt(lms.0), cbrt(lms.1), cbrt(lms.2)))
            return space == .oklab ? ok : polar(ok)
        case .hsl, .hwb:
            let (r, g, b) = rgb
            let mx = max(r, g, b), mn = min(r, g, b), d = mx - mn
            var h = 0.0
            if d > 0 {
                if mx == r { h = (g - b) / d + (g < b ? 6 : 0) } else if mx == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
                h *= 60
            }
            if space == .hwb { return (h, mn * 100, (1 - mx) * 100) }
            let l = (mx + mn) / 2
            let s = (l == 0 || l == 1) ? 0 : (mx - l) / min(l, 1 - l)
            return (h, s * 100, l * 100)
        default: return rgb
        }
    }

    private static func labFromXYZD50(_ xyz: Vector) -> Vector {
        let white = CSSColorSpaces.d50White
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        func f(_ v: Double) -> Double { v > epsilon ? cbrt(v) : (kappa * v + 16) / 116 }
        let fx = f(xyz.0 / white.0), fy = f(xyz.1 / white.1), fz = f(xyz.2 / white.2)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    private static func polar(_ v: Vector) -> Vector {
        let c = (v.1 * v.1 + v.2 * v.2).squareRoot()
        var h = atan2(v.2, v.1) * 180 / .pi
        if h < 0 { h += 360 }
        return (v.0, c, c < 1e-9 ? .nan : h)
    }

    /// Index of the hue component in a polar space.
    static func hueIndex(_ space: CSSSpecifiedColor.Space) -> Int? {
        switch space {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// Mixes two colors; `p1`/`p2` are the weights in 0...100 as written (nil when omitted).
    static func mix(
        _ c1: CSSSpecifiedColor, _ p1: Double?, _ c2: CSSSpecifiedColor, _ p2: Double?,
        in space: CSSSpecifiedColor.Space, hueMethod: String
    ) -> CSSSpecifiedColor? {
        var w1 = p1 ?? (p2.map { 100 - $0 } ?? 50)
        var w2 = p2 ?? (100 - w1)
        guard w1 >= 0, w2 >= 0, w1 <= 100, w2 <= 100 else { return nil }
        let sum = w1 + w2
        guard sum > 0 else { return nil }
        let alphaMultiplier = sum < 100 ? sum / 100 : 1
        w1 /= sum
        w2 /= sum
        guard let rgb1 = CSSColorSpaces.sRGB(c1.space, c1.components.map { $0 ?? 0 }),
            let rgb2 = CSSColorSpaces.sRGB(c2.space, c2.components.map { $0 ?? 0 })
        else { return nil }
        let a = components(fromSRGB: rgb1, in: space)
        let b = components(fromSRGB: rgb2, in: space)
        let alpha1 = c1.alpha ?? 0, alpha2 = c2.alpha ?? 0
        var x = [a.0, a.1, a.2], y = [b.0, b.1, b.2]
        let hue = hueIndex(space)
        if space == .hsl || space == .hwb {
            // Achromatic HSL/HWB colors have a powerless hue.
            if space == .hsl ? x[1] < 1e-9 : x[1] + x[2] >= 100 - 1e-9 { x[0] = .nan }
            if space == .hsl ? y[1] < 1e-9 : y[1] + y[2] >= 100 - 1e-9 { y[0] = .nan }
        }
        if let h = hue {
            if x[h].isNaN { x[h] = y[h].isNaN ? 0 : y[h] }
            if y[h].isNaN { y[h] = x[h] }
            let d = y[h] - x[h]
            switch hueMethod {
            case "longer":
                if d > 0 && d < 180 { x[h] += 360 } else if d > -180 && d <= 0 { y[h] += 360 }
            case "increasing":
                if d < 0 { y[h] += 360 }
            case "decreasing":
                if d > 0 { x[h] += 360 }
            default:
                if d > 180 { x[h] += 360 } else if d < -180 { y[h] += 360 }
            }
        }
        // Premultiply every non-hue component.
        for i in 0..<3 where i != hue {
            x[i] *= alpha1
            y[i] *= alpha2
        }
        let alpha = alpha1 * w1 + alpha2 * w2
        var out = (0..<3).map { x[$0] * w1 + y[$0] * w2 }
        if alpha > 0 {
            for i in 0..<3 where i != hue { out[i] /= alpha }
        }
        if let h = hue { out[h] = CSSColorSpaces.pythonMod(out[h], 360) }
        guard let result = CSSColorSpaces.sRGB(space, out) else { return nil }
        return CSSSpecifiedColor(
            space: .srgb, components: [result.0, result.1, result.2], alpha: min(max(alpha * alphaMultiplier, 0), 1))
    }
}
