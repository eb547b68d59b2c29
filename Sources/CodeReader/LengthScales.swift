import GapCheckModel

/// Decides whether a named number is a length and which scale (spacing, radius, size) it belongs to.
enum LengthScales {
    static let spacingWords: Set<String> = [
        "spacing", "space", "spaces", "spacer", "padding", "paddings", "inset", "insets", "margin", "margins", "gap", "gaps", "gutter"
    ]
    static let radiusWords: Set<String> = ["radius", "radii", "corner", "corners", "rounding"]
    static let sizeWords: Set<String> = [
        "size", "sizes", "height", "heights", "width", "widths", "layout", "dimension", "dimensions", "target", "icon", "avatar", "thickness", "stroke",
        "border"
    ]
    static let otherLengthWords: Set<String> = ["metrics", "grid", "offset", "elevation", "length", "lengths", "point", "points", "pt"]
    /// Words that mark a number as something other than a length.
    static let notLengthWords: Set<String> = [
        "duration", "delay", "timeout", "interval", "opacity", "alpha", "ratio", "factor", "multiplier", "count", "retries", "retry",
        "angle", "degrees", "rotation", "speed", "damping", "response", "stiffness", "version", "limit", "index", "threshold", "percent",
        "probability", "priority", "zoom", "brightness", "saturation", "seconds", "minutes", "milliseconds", "ms", "fps", "lines", "scale",
        "mass", "bounce", "blend", "id", "port", "code", "status", "year", "age", "max", "attempts", "page", "amount", "price"
    ]
    /// Number types whose initializer (`CGFloat(24)`) is evidence of a length.
    static let floatTypes: Set<String> = ["CGFloat", "Double", "Float"]
    /// Points per `rem` and `em` for lengths written as CSS strings; the design side's root font size.
    @TaskLocal static var rootFontSize: Double = 16

    /// The points a whole string is, when it is one CSS length (`"8px"`, `"-4px"`, `"12pt"`, `"1.5rem"`): what a
    /// token file generated for the web as well writes instead of a number. Percentages and anything else
    /// (`"8px 4px"`, `"calc(…)"`, `"Gotham"`) are no length of their own.
    static func cssLength(_ text: String) -> Double? {
        let units: [(String, Double)] = [("px", 1), ("pt", 1), ("rem", rootFontSize), ("em", rootFontSize)]
        let lower = text.lowercased()
        guard let (unit, factor) = units.first(where: { lower.hasSuffix($0.0) }) else { return nil }
        let number = lower.dropLast(unit.count)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }), number.dropFirst().allSatisfy({ $0 != "-" }),
            let v = Double(number), v.isFinite
        else { return nil }
        return v * factor
    }

    /// True when a static number named `name` in `owner` is a length token.
    ///
    /// Evidence comes from the owner (`Spacing`, `Layout`, `extension CGFloat`), the name (`buttonHeight`) and the
    /// type (`CGFloat`); words like `duration` or `count` rule a number out unless a size word outweighs them.
    static func isLength(name: String, owner: String?, typeAnnotation: String?) -> Bool {
        let scaleWords = spacingWords.union(radiusWords).union(sizeWords)
        let split = NameWords.split(name)
        var nameWords = Set(split)
        let ownerWords = Set(NameWords.split(owner ?? ""))
        // `scale10`, `scale_1100`: a numbered step of a scale (a generated twin of `--scale-10: 1rem`), not a
        // multiplier (`scale`, `iconScale`, `scaleFactor`).
        if split.count == 2, split[0] == "scale", split[1].allSatisfy(\.isNumber) { nameWords.remove("scale") }
        let hasNotLength = !nameWords.isDisjoint(with: notLengthWords)
        let nameHinted = !nameWords.isDisjoint(with: scaleWords.union(otherLengthWords))
        let ownerHinted = !ownerWords.isDisjoint(with: scaleWords.union(otherLengthWords))
        let cgFloat = typeAnnotation == "CGFloat"
        // A letter spacing in points (`letterSpacing: CGFloat`, `titleTracking: Double = -0.4`) is a length of type, for
        // the font declared beside it (`LetterSpacingMembers`).
        if LetterSpacingMembers.stem(of: name) != nil { return typeAnnotation.map(floatTypes.contains) ?? true }
        if ownerWords.contains("cgfloat") { return !hasNotLength || nameHinted }
        if hasNotLength { return (ownerHinted || cgFloat) && nameHinted }
        if ownerHinted { return true }
        // A whole number without a type named for a spacing or radius step (`static let spacingXs = 8`, a token
        // export that writes Figma's number variables as they are) is a length: nothing else is called that.
        if nameHinted { return cgFloat || typeAnnotation == nil && !nameWords.isDisjoint(with: spacingWords.union(radiusWords)) }
        // A CGFloat with no scale word still reads as a length unless its owner names something else.
        return cgFloat && !ownerWords.isEmpty && ownerWords.isDisjoint(with: ["animation", "animations", "timing", "motion", "haptics"])
    }

    /// True when a floating-point constant is a font size: its name says so (`fontSizeHeadingMd`, `bodyFontSize`,
    /// `textSizeLg`), or it is a size in a typography owner (`Typography.sizeLg`), or the owner and the name read
    /// together say so (`Size.fontTitleLarge` reads as `sizeFontTitleLarge`); line heights, letter spacing and
    /// weights are not sizes.
    static func isFontSize(name: String, owner: String?) -> Bool {
        let words = NameWords.split(name)
        let set = Set(words)
        if !set.isDisjoint(with: ["line", "height", "letter", "spacing", "tracking", "weight", "leading", "icon", "kerning"]) { return false }
        let ownerWords = Set(NameWords.split(owner ?? ""))
        let typographyOwner = !ownerWords.isDisjoint(with: ["font", "fonts", "typography"])
        if phraseSaysFontSize(name: words, owner: NameWords.split(owner ?? "")) { return true }
        if isTypeScaleStep(words), ownerWords.isDisjoint(with: spacingWords.union(radiusWords).union(sizeWords)) { return true }
        guard set.contains("size") || set.contains("sizes") else {
            // A number in a type scale named by its role (`GeneratedTypography.heading2: CGFloat = 32`,
            // `FontSize.lg`) is a size too, unless the owner or the name says it is another typographic number.
            let other: Set<String> = [
                "weight", "weights", "line", "height", "spacing", "tracking", "leading", "kerning", "scale", "factor", "ratio",
                "multiplier", "opacity", "alpha", "offset", "padding", "inset", "margin", "radius", "width", "baseline", "minimum",
                "min", "max", "duration"
            ]
            return typographyOwner && ownerWords.isDisjoint(with: other) && set.isDisjoint(with: other)
        }
        if !set.isDisjoint(with: ["font", "fonts", "text", "typography", "type"]) { return true }
        return typographyOwner
    }

    /// Steps of a type scale after `text`/`font` (`TextXl`, `text2xl`, `fontBase`, `textSm`): Tailwind's and most
    /// token sets' names for font sizes.
    static let typeScaleSteps: Set<String> = [
        "xxxs", "xxs", "xs", "s", "sm", "small", "base", "md", "m", "medium", "lg", "l", "large", "xl", "xxl", "xxxl", "body", "title",
        "heading", "headline", "subheadline", "caption", "display", "footnote", "callout", "subtitle", "overline", "hero", "jumbo",
        "h1", "h2", "h3", "h4", "h5", "h6"
    ]

    /// True for `text` or `font` followed by one type-scale step (`TextXl`, `Text2xl`, `fontBase`, `textH1`).
    static func isTypeScaleStep(_ words: [String]) -> Bool {
        guard words.count >= 2, words.count <= 3, let first = words.first, first == "text" || first == "font" else { return false }
        let step = words.dropFirst().joined()
        if typeScaleSteps.contains(step) { return true }
        // `2xl`, `3xl`: a count of x's written as a digit.
        let digits = step.prefix { $0.isNumber }
        return !digits.isEmpty && ["xl", "xs"].contains(String(step.dropFirst(digits.count)))
    }

    /// True when the owner's last word and the name's first word make "font size" together, in either order
    /// (`Size.fontTitleLarge`, `Sizes.textCaption`), and the name names no other dimension (`Size.textFieldHeight`,
    /// `Size.fontPaddingTop` stay lengths).
    private static func phraseSaysFontSize(name: [String], owner: [String]) -> Bool {
        guard let last = owner.last, let first = name.first else { return false }
        let sizeWords: Set<String> = ["size", "sizes"]
        let fontWords: Set<String> = ["font", "fonts", "text", "type", "typography"]
        let pairs = (sizeWords.contains(last) && fontWords.contains(first)) || (fontWords.contains(last) && sizeWords.contains(first))
        let other: Set<String> = [
            "line", "height", "width", "letter", "spacing", "tracking", "leading", "kerning", "weight", "icon", "padding", "inset", "margin",
            "gap", "radius", "border", "offset", "field", "box", "area", "input", "min", "max", "minimum", "maximum", "scale", "factor"
        ]
        return pairs && Set(name).isDisjoint(with: other)
    }

    /// The scale of a length token, by name words first, then owner words.
    static func scale(name: String, owner: String?) -> LengthScale {
        // A font-size scale (`enum FontSize: CGFloat`) is typography, never spacing, radius or a view size.
        let ownerWords = Set(NameWords.split(owner ?? ""))
        if !ownerWords.isDisjoint(with: ["font", "fonts", "typography", "text", "type"]) { return .other }
        // `fontLineHeightBodyMd = CGFloat(20)` is a typography value, whatever its owner; so is a letter spacing.
        if !Set(NameWords.split(name)).isDisjoint(with: ["font", "fonts", "typography"]) || LetterSpacingMembers.stem(of: name) != nil {
            return .other
        }
        for words in [NameWords.split(name), NameWords.split(owner ?? "")] {
            let w = Set(words)
            if !w.isDisjoint(with: radiusWords) { return .radius }
            if !w.isDisjoint(with: spacingWords) { return .spacing }
            if !w.isDisjoint(with: sizeWords) || words.joined().contains("componentheight") { return .size }
        }
        return .other
    }
}
