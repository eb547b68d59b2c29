import Foundation

/// The color spaces gapcheck reads colors in: CSS Color 4's, which also name what token files (DTCG
/// `colorSpace`) and Apple sources (Display P3 colorsets, `UIColor(displayP3Red:…)`) write.
public enum ColorSpaceID: Hashable, Sendable {
    case srgb, srgbLinear, displayP3, a98RGB, prophotoRGB, rec2020, xyzD50, xyzD65
    case hsl, hwb, lab, lch, oklab, oklch
    case deviceCMYK
}

/// The one implementation of color-space conversions to sRGB, for the CSS engine, the token reader and
/// the code reader alike (matrices from CSS Color 4's sample code); the sRGB transfer function is
/// `Color.gammaEncode`/`Color.linearize`, sign-preserving.
public enum ColorSpaceMath {
    public typealias Vector = (Double, Double, Double)
    public typealias Matrix = (Vector, Vector, Vector)

    public static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (
            m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
            m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
            m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
        )
    }

    static let xyzD65ToLinearSRGB: Matrix = (
        (12831 / 3959, -329 / 214, -1974 / 3959),
        (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
        (705 / 12673, -2585 / 12673, 705 / 667)
    )
    static let linearP3ToXYZ: Matrix = (
        (608311 / 1250200, 189793 / 714400, 198249 / 1000160),
        (35783 / 156275, 247089 / 357200, 198249 / 2500400),
        (0, 32229 / 714400, 5220557 / 5000800)
    )
    static let linearProPhotoToXYZD50: Matrix = (
        (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        (0, 0, 0.82510460251046020)
    )
    static let linearA98ToXYZ: Matrix = (
        (573536 / 994567, 263643 / 1420810, 187206 / 994567),
        (591459 / 1989134, 6239551 / 9945670, 374412 / 4972835),
        (53769 / 1989134, 351524 / 4972835, 4929758 / 4972835)
    )
    static let linearRec2020ToXYZ: Matrix = (
        (63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314),
        (26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157),
        (0, 19789143 / 697040785, 295819943 / 278816314)
    )
    static let d50ToD65: Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )
    static let oklabToLMS: Matrix = (
        (1.0, 0.3963377773761749, 0.2158037573099136),
        (1.0, -0.1055613458156586, -0.0638541728258133),
        (1.0, -0.0894841775298119, -1.2914855480194092)
    )
    static let lmsToXYZ: Matrix = (
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
    )
    public static let d50White: Vector = (0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)

    /// Gamma-encoded sRGB (unclamped) from CIE XYZ D65.
    static func sRGB(fromXYZD65 xyz: Vector) -> Vector {
        let l = multiply(xyzD65ToLinearSRGB, xyz)
        return (Color.gammaEncode(l.0), Color.gammaEncode(l.1), Color.gammaEncode(l.2))
    }

    /// CIE XYZ D50 from CIE Lab (D50).
    static func xyzD50(fromLab l: Double, _ a: Double, _ b: Double) -> Vector {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (l + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? pow((l + 16) / 116, 3) : l / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * d50White.0, y * d50White.1, z * d50White.2)
    }

    /// CIE XYZ D65 from OKLab.
    static func xyzD65(fromOKLab l: Double, _ a: Double, _ b: Double) -> Vector {
        let lms = multiply(oklabToLMS, (l, a, b))
        return multiply(lmsToXYZ, (lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2))
    }

    /// Python's `colorsys.hls_to_rgb`, the HSL algorithm of CSS Color 4 §7.1 (h in turns, l and s in 0...1).
    static func hlsToRGB(_ h: Double, _ l: Double, _ s: Double) -> Vector {
        if s == 0 { return (l, l, l) }
        let m2 = l <= 0.5 ? l * (1 + s) : l + s - l * s
        let m1 = 2 * l - m2
        func v(_ hue: Double) -> Double {
            let h = pythonMod(hue, 1)
            if h < 1.0 / 6 { return m1 + (m2 - m1) * h * 6 }
            if h < 0.5 { return m2 }
            if h < 2.0 / 3 { return m1 + (m2 - m1) * (2.0 / 3 - h) * 6 }
            return m1
        }
        return (v(h + 1.0 / 3), v(h), v(h - 1.0 / 3))
    }

    /// Floored modulo (the result has the sign of `m`), as Python's `%`.
    public static func pythonMod(_ a: Double, _ m: Double) -> Double {
        guard a.isFinite else { return 0 }
        var r = fmod(a, m)
        if r != 0, (r < 0) != (m < 0) { r += m }
        if r == m { r = 0 }
        return r
    }

    /// Gamma-encoded, unclamped sRGB for `components` in `space` (alpha not included); nil when not convertible.
    public static func sRGB(_ space: ColorSpaceID, _ components: [Double]) -> (Double, Double, Double) {
        func c(_ i: Int) -> Double { i < components.count ? components[i] : 0 }
        switch space {
        case .srgb: return (c(0), c(1), c(2))
        case .srgbLinear: return (Color.gammaEncode(c(0)), Color.gammaEncode(c(1)), Color.gammaEncode(c(2)))
        case .hsl:
            return hlsToRGB(c(0) / 360, c(2) / 100, max(c(1), 0) / 100)
        case .hwb:
            let w = c(1) / 100, bl = c(2) / 100
            if w + bl >= 1 {
                let g = w / (w + bl)
                return (g, g, g)
            }
            let rgb = hlsToRGB(c(0) / 360, 0.5, 1)
            let k = 1 - w - bl
            return (rgb.0 * k + w, rgb.1 * k + w, rgb.2 * k + w)
        case .lab:
            return sRGB(fromXYZD65: multiply(d50ToD65, xyzD50(fromLab: min(max(c(0), 0), 100), c(1), c(2))))
        case .lch:
            let l = min(max(c(0), 0), 100), ch = max(c(1), 0), h = c(2) * .pi / 180
            return sRGB(fromXYZD65: multiply(d50ToD65, xyzD50(fromLab: l, ch * cos(h), ch * sin(h))))
        case .oklab:
            return sRGB(fromXYZD65: xyzD65(fromOKLab: min(max(c(0), 0), 1), c(1), c(2)))
        case .oklch:
            let l = min(max(c(0), 0), 1), ch = max(c(1), 0), h = c(2) * .pi / 180
            return sRGB(fromXYZD65: xyzD65(fromOKLab: l, ch * cos(h), ch * sin(h)))
        case .displayP3:
            return sRGB(fromXYZD65: multiply(linearP3ToXYZ, (Color.linearize(c(0)), Color.linearize(c(1)), Color.linearize(c(2)))))
        case .a98RGB:
            func lin(_ v: Double) -> Double { (v < 0 ? -1 : 1) * pow(abs(v), 563.0 / 256) }
            return sRGB(fromXYZD65: multiply(linearA98ToXYZ, (lin(c(0)), lin(c(1)), lin(c(2)))))
        case .prophotoRGB:
            func lin(_ v: Double) -> Double { abs(v) <= 16.0 / 512 ? v / 16 : (v < 0 ? -1 : 1) * pow(abs(v), 1.8) }
            let d50 = multiply(linearProPhotoToXYZD50, (lin(c(0)), lin(c(1)), lin(c(2))))
            return sRGB(fromXYZD65: multiply(d50ToD65, d50))
        case .rec2020:
            let alpha = 1.09929682680944, beta = 0.018053968510807
            func lin(_ v: Double) -> Double {
                abs(v) < beta * 4.5 ? v / 4.5 : (v < 0 ? -1 : 1) * pow((abs(v) + alpha - 1) / alpha, 1 / 0.45)
            }
            return sRGB(fromXYZD65: multiply(linearRec2020ToXYZ, (lin(c(0)), lin(c(1)), lin(c(2)))))
        case .xyzD50: return sRGB(fromXYZD65: multiply(d50ToD65, (c(0), c(1), c(2))))
        case .xyzD65: return sRGB(fromXYZD65: (c(0), c(1), c(2)))
        case .deviceCMYK:
            let k = c(3)
            return (1 - min(1, c(0) * (1 - k) + k), 1 - min(1, c(1) * (1 - k) + k), 1 - min(1, c(2) * (1 - k) + k))
        }
    }
}
