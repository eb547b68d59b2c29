import Foundation

/// A CIE L*a*b* color (D65 white), the space in which gapcheck measures color differences.
public struct LabColor: Sendable, Hashable, Codable {
    public var l: Double
    public var a: Double
    public var b: Double
    public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    /// CIE LCh chroma: how far the color is from the gray of its lightness.
    public var chroma: Double { (a * a + b * b).squareRoot() }

    /// CIE LCh hue angle in degrees (0..<360); meaningless for a gray (chroma near 0).
    public var hue: Double {
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }

    /// The smaller angle between two hue angles, in degrees (0...180).
    public static func hueDifference(_ h1: Double, _ h2: Double) -> Double {
        let d = abs(h1 - h2).truncatingRemainder(dividingBy: 360)
        return min(d, 360 - d)
    }
}

extension Color {
    /// sRGB transfer function, decoded: a gamma-encoded channel to linear light.
    public static func linearize(_ c: Double) -> Double {
        let s = c < 0 ? -1.0 : 1.0
        let v = abs(c)
        return v <= 0.04045 ? c / 12.92 : s * pow((v + 0.055) / 1.055, 2.4)
    }

    /// sRGB transfer function, encoded: linear light to a gamma-encoded channel.
    public static func gammaEncode(_ c: Double) -> Double {
        let s = c < 0 ? -1.0 : 1.0
        let v = abs(c)
        return v <= 0.0031308 ? c * 12.92 : s * (1.055 * pow(v, 1 / 2.4) - 0.055)
    }

    /// CIE XYZ (D65) of the color, ignoring alpha.
    public var xyz: (x: Double, y: Double, z: Double) {
        let r = Color.linearize(red), g = Color.linearize(green), b = Color.linearize(blue)
        return (
            0.41239079926595934 * r + 0.357584339383878 * g + 0.1804807884018343 * b,
            0.21263900587151027 * r + 0.715168678767756 * g + 0.07219231536073371 * b,
            0.01933081871559182 * r + 0.11919477979462598 * g + 0.9505321522496607 * b
        )
    }

    /// CIELAB (D65) of the color, ignoring alpha.
    public var lab: LabColor {
        let (x, y, z) = xyz
        let white = (x: 0.3127 / 0.3290, y: 1.0, z: (1 - 0.3127 - 0.3290) / 0.3290)
        func f(_ t: Double) -> Double {
            let e = 216.0 / 24389.0, k = 24389.0 / 27.0
            return t > e ? cbrt(t) : (k * t + 16) / 116
        }
        let fx = f(x / white.x), fy = f(y / white.y), fz = f(z / white.z)
        return LabColor(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// WCAG 2.x relative luminance (sRGB coefficients 0.2126/0.7152/0.0722).
    public var relativeLuminance: Double {
        let c = clamped
        return 0.2126 * Color.linearize(c.red) + 0.7152 * Color.linearize(c.green) + 0.0722 * Color.linearize(c.blue)
    }

    /// WCAG 2.x contrast ratio (1...21) between two opaque colors.
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// CIEDE2000 difference to `other`, ignoring alpha (compare alpha separately).
    public func deltaE2000(to other: Color) -> Double {
        DeltaE2000.difference(lab, other.lab)
    }
}

/// The CIEDE2000 color difference (Sharma, Wu, Dalal 2005), with kL = kC = kH = 1.
public enum DeltaE2000 {
    /// ΔE00 between two Lab colors.
    public static func difference(_ c1: LabColor, _ c2: LabColor) -> Double {
        let rad = Double.pi / 180
        let c1ab = (c1.a * c1.a + c1.b * c1.b).squareRoot()
        let c2ab = (c2.a * c2.a + c2.b * c2.b).squareRoot()
        let cBar = (c1ab + c2ab) / 2
        let cBar7 = pow(cBar, 7)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + pow(25, 7))).squareRoot())
        let a1p = (1 + g) * c1.a, a2p = (1 + g) * c2.a
        let c1p = (a1p * a1p + c1.b * c1.b).squareRoot()
        let c2p = (a2p * a2p + c2.b * c2.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) / rad
            return h < 0 ? h + 360 : h
        }
        let h1p = hue(c1.b, a1p), h2p = hue(c2.b, a2p)
        let dLp = c2.l - c1.l
        let dCp = c2p - c1p
        var dhp = 0.0
        if c1p * c2p != 0 {
            dhp = h2p - h1p
            if dhp > 180 { dhp -= 360 } else if dhp < -180 { dhp += 360 }
        }
        let dHp = 2 * (c1p * c2p).squareRoot() * sin(dhp / 2 * rad)
        let lBarP = (c1.l + c2.l) / 2
        let cBarP = (c1p + c2p) / 2
        var hBarP = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 {
                hBarP = (h1p + h2p) / 2
            } else if h1p + h2p < 360 {
                hBarP = (h1p + h2p + 360) / 2
            } else {
                hBarP = (h1p + h2p - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos((hBarP - 30) * rad) + 0.24 * cos(2 * hBarP * rad)
            + 0.32 * cos((3 * hBarP + 6) * rad) - 0.20 * cos((4 * hBarP - 63) * rad)
        let dTheta = 30 * exp(-pow((hBarP - 275) / 25, 2))
        let cBarP7 = pow(cBarP, 7)
        let rc = 2 * (cBarP7 / (cBarP7 + pow(25, 7))).squareRoot()
        let lTerm = pow(lBarP - 50, 2)
        let sl = 1 + 0.015 * lTerm / (20 + lTerm).squareRoot()
        let sc = 1 + 0.045 * cBarP
        let sh = 1 + 0.015 * cBarP * t
        let rt = -sin(2 * dTheta * rad) * rc
        let l = dLp / sl, c = dCp / sc, h = dHp / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }
}
