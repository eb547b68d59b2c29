import GapCheckModel

/// When a user reads one color as another: the one rule every color comparison uses to call a wrong color
/// critical (a token's value, an element's text or fill), so that the same pair of colors gets the same
/// severity wherever it is met. A lighter, darker, paler or stronger variant of one hue is a recalibration:
/// visible side by side, but the color means the same thing.
enum ColorReading {
    /// Hue angle (CIE LCh, degrees) beyond which two chromatic colors are different hues, not one hue
    /// recalibrated. Within a hue family a lighter, darker or more saturated variant moves its hue angle by
    /// a few degrees (up to about 13° on pale tints, where the angle is least stable); the neighbouring hues
    /// a palette uses as distinct colors are 13° (blue/indigo) to 30° (red/orange) apart, and the neighbours
    /// closer than this threshold also differ by more than `clearlyDifferent`, so that arm keeps them.
    static let hueShift = 15.0

    /// Lab chroma from which a color's hue angle is its own: below it a tint or muted tone moves its angle by
    /// tens of degrees for a barely visible change (at chroma 12, 18° is ΔE2000 3.5), so such a color's hue is
    /// judged through `clearlyDifferent` only.
    static let hueChroma = 20.0

    /// ΔE2000 beyond which two colors are clearly different colors whatever their hue: the usual reading of
    /// CIEDE2000 is "perceptible at a glance" from 2 to 10, "more similar than opposite" from 11.
    static let clearlyDifferent = 10.0

    /// True when a user would read `code` as another color than `design`: a hue more than `hueShift` away,
    /// both colors chromatic (Lab chroma at least `hueChroma`), or a ΔE2000 above `clearlyDifferent`
    /// between the colors, or between them drawn over the appearance's plain background (white in light,
    /// black in dark) when their opacities differ.
    static func readsDifferently(design: Color?, code: Color?, dark: Bool, alphaTolerance: Double) -> Bool {
        guard let design, let code else { return false }
        let d = design.lab, c = code.lab
        if d.chroma >= hueChroma, c.chroma >= hueChroma, LabColor.hueDifference(d.hue, c.hue) > hueShift { return true }
        if design.deltaE2000(to: code) > clearlyDifferent { return true }
        guard abs(design.alpha - code.alpha) > alphaTolerance else { return false }
        let plain = dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1)
        return design.composited(over: plain).deltaE2000(to: code.composited(over: plain)) > clearlyDifferent
    }
}
