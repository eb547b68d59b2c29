import GapCheckModel

/// Colors a token file writes as CSS hex strings (`public static let colorBrandDarkBg = "#0B0E11"`), as token
/// generators for the web and the app alike do (its lengths are `"4px"` strings, `LengthScales.cssLength`).
///
/// Only a whole `#` hex literal counts: `#` and six or eight hex digits (CSS's `#RRGGBB`, `#RRGGBBAA`), or three or four
/// when the name or its type says color (`#FFF` in `Palette`; `"#add"` in `Labels` is a word). A name that says
/// the String is a code to convert (`brandHex`, `accentCode`) is a hex constant another color reads, not a color of its own.
enum StringColors {
    /// Words of a name or type that say its short hex string is a color.
    static let colorWords: Set<String> = [
        "color", "colors", "colour", "colours", "palette", "theme", "background", "bg", "foreground", "fg", "fill", "tint", "border", "stroke"
    ]
    /// Words of a name that say the String is a code another call converts (`Color(hex: brandHex)`).
    static let codeWords: Set<String> = ["hex", "code", "string", "rgb", "rgba", "css"]

    /// The color a CSS hex string is, when the whole string is one and the name lets it be a color; nil otherwise.
    static func color(_ text: String, name: String, owner: String?) -> ColorExpr? {
        guard text.first == "#" else { return nil }
        let digits = text.dropFirst()
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let nameWords = Set(NameWords.split(name))
        guard nameWords.isDisjoint(with: codeWords) else { return nil }
        if digits.count <= 4 {
            let ownerWords = Set(NameWords.split(owner ?? ""))
            guard !nameWords.union(ownerWords).isDisjoint(with: colorWords) else { return nil }
        }
        // CSS's order, the alpha last: the model's own hex reading (`Color(hex:)`).
        return Color(hex: text).map { .value($0, notes: []) }
    }
}
