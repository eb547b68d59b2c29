/// Bounds for numbers read from input files. A value outside them (non-finite, or far beyond anything a
/// screen shows) is not a design decision but garbage or an attack (`1e300px`, `calc(1e308px * 10)`,
/// `"alpha": "inf"`): readers leave it out of matching with a warning (`ValueGate`), and every
/// conversion of an input number to `Int` goes through `int(_:)`, which cannot trap.
public enum Plausible {
    /// Largest length in points (spacing, radius, size, shadow offsets, line height, tracking): 100,000 pt
    /// is 30 m at 1x, far past any screen.
    public static let maxLength = 100_000.0
    /// Largest font size in points.
    public static let maxFontSize = 10_000.0
    /// Font weights CSS accepts (`font-weight: 1`…`1000`); Apple's weights lie within.
    public static let weights = 1...1000
    /// Largest magnitude of an sRGB channel or alpha: wide-gamut colors converted to sRGB leave 0…1 by
    /// a little (Display P3's reddest red is 1.09, -0.23, -0.15), never by a factor of 100.
    public static let maxColorChannel = 100.0

    /// True when `v` is a finite length within ±`maxLength`.
    public static func length(_ v: Double) -> Bool { v.isFinite && abs(v) <= maxLength }

    /// True when `v` is a finite font size in 0…`maxFontSize`.
    public static func fontSize(_ v: Double) -> Bool { v.isFinite && v >= 0 && v <= maxFontSize }

    /// True when `v` is a finite color channel within ±`maxColorChannel`.
    public static func channel(_ v: Double) -> Bool { v.isFinite && abs(v) <= maxColorChannel }

    /// `v` converted to `Int`, or nil when it is not finite or beyond ±2^53 (where `Int(v)` would trap
    /// or the conversion would no longer be exact). Use on any `Double` that came from input.
    public static func int(_ v: Double) -> Int? {
        guard v.isFinite, abs(v) <= 9_007_199_254_740_992 else { return nil }
        return Int(v)
    }

    /// A number for a warning: `1e+300`, `inf`, `nan`, `-12.5`.
    public static func describe(_ v: Double) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v < 0 ? "-inf" : "inf" }
        if abs(v) >= 1e6 || (v != 0 && abs(v) < 1e-4) { return String(format: "%g", v) }
        return Length.format(v)
    }
}
