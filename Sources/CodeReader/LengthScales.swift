import GapCheckModel

/// Decides whether a named number is a length and which scale (spacing, radius, size) it belongs to.
enum LengthScales {
    static let spacingWords: Set<String> = ["spacing", "space", "spaces", "spacer", "padding", "paddings", "inset", "insets", "margin", "margins", "gap", "gaps", "gutter"]
    static let radiusWords: Set<String> = ["radius", "radii", "corner", "corners", "rounding"]
    static let sizeWords: Set<String> = ["size", "sizes", "height", "heights", "width", "widths", "layout", "dimension", "dimensions", "target", "icon", "avatar", "thickness", "stroke", "border"]
    static let otherLengthWords: Set<String> = ["metrics", "grid", "offset", "elevation", "length", "lengths", "point", "points", "pt"]
    /// Words that mark a number as something other than a length.
    static let notLengthWords: Set<String> = [
        "duration", "delay", "timeout", "interval", "opacity", "alpha", "ratio", "factor", "multiplier", "count", "retries", "retry",
        "angle", "degrees", "rotation", "speed", "damping", "response", "stiffness", "version", "limit", "index", "threshold", "percent",
        "probability", "priority", "zoom", "brightness", "saturation", "seconds", "minutes", "milliseconds", "ms", "fps", "lines", "scale",
        "mass", "bounce", "blend", "id", "port", "code", "status", "year", "age", "max", "attempts", "page", "amount", "price",
    ]
    static let floatTypes: Set<String> = ["CGFloat", "Double", "Float"]

    /// True when a static number named `name` in `owner` is a length token.
    static func isLength(name: String, owner: String?, typeAnnotation: String?) -> Bool {
        let nameWords = Set(NameWords.split(name))
        if !nameWords.isDisjoint(with: notLengthWords) && nameWords.isDisjoint(with: sizeWords.union(spacingWords).union(radiusWords)) { return false }
        let ownerWords = Set(NameWords.split(owner ?? ""))
        if ownerWords.contains("cgfloat") { return true }
        let all = nameWords.union(ownerWords)
        let hinted = !all.isDisjoint(with: spacingWords.union(radiusWords).union(sizeWords).union(otherLengthWords))
        if hinted { return true }
        if typeAnnotation == "CGFloat" {
            // A CGFloat with no scale word still reads as a length unless it names something else.
            return !ownerWords.isEmpty && ownerWords.isDisjoint(with: ["animation", "animations", "timing", "motion", "haptics"])
        }
        return false
    }

    /// The scale of a length token, by name words first, then owner words.
    static func scale(name: String, owner: String?) -> LengthScale {
        for words in [NameWords.split(name), NameWords.split(owner ?? "")] {
            let w = Set(words)
            if !w.isDisjoint(with: radiusWords) { return .radius }
            if !w.isDisjoint(with: spacingWords) { return .spacing }
            if !w.isDisjoint(with: sizeWords) || words.joined().contains("componentheight") { return .size }
        }
        return .other
    }
}
