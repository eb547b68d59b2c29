/// A font as either side describes it; every field optional because each side knows only some.
public struct FontSpec: Sendable, Hashable, Codable {
    /// Family or PostScript name as written (`Inter`, `SFProDisplay-Bold`, `-apple-system`); nil for the system font.
    public var family: String?
    /// Size in points (CSS px are taken as points, as an iOS mockup at 1x means).
    public var size: Double?
    /// Numeric weight 100...900 (400 regular, 600 semibold, 700 bold).
    public var weight: Int?
    /// Line height in points, when known.
    public var lineHeight: Double?
    /// Letter spacing (tracking) in points, when known.
    public var letterSpacing: Double?
    /// Letter spacing as written relative to the font size, as a fraction of it (`-2%` and `-0.02em` are -0.02); nil for
    /// a length. Kept beside `letterSpacing` so a report can say what the design wrote, and alone where the size is
    /// stated apart (`--title-letter-spacing: -2%` beside `--title-font-size: 48px`) until `combining` meets it.
    public var relativeLetterSpacing: Double?
    /// Line height as written relative to the font size, as a multiple of it (`120%`, `1.2`); nil for a length.
    /// Alone where the size is stated apart, until `combining` meets it.
    public var relativeLineHeight: Double?
    /// Apple text style (`body`, `title2`) when the font is one, so it scales with Dynamic Type.
    public var textStyle: String?
    /// `monospaced`, `rounded`, `serif` or nil for the default design.
    public var design: String?
    /// True for italic.
    public var italic: Bool
    /// Code fonts only: true when the font follows the user's text size (Dynamic Type: a text style,
    /// `Font.custom(_:size:)`, `relativeTo:`, `UIFontMetrics`), false for a fixed size
    /// (`Font.system(size:)`, `UIFont.systemFont(ofSize:)`, `.custom(_:fixedSize:)`), nil when not known.
    public var scales: Bool?

    /// One text style from its attributes written apart (`--font-size-x`, `--font-weight-x`; a style's `size` and
    /// `lineHeight` tokens): each attribute from the first spec that states it. A letter spacing or line height written
    /// relative to the font size (`-2%`, `120%`) is taken of the style's own size, never of the root's.
    public static func combining(_ specs: [FontSpec]) -> FontSpec {
        var merged = FontSpec()
        for s in specs {
            merged.size = merged.size ?? s.size; merged.weight = merged.weight ?? s.weight
            merged.family = merged.family ?? s.family; merged.design = merged.design ?? s.design
            merged.fillSpacing(from: s)
        }
        return merged.resolvingRelative()
    }

    /// Takes the letter spacing and line height `other` states where this spec states none; a relative one stays
    /// relative (its points, of another size, are dropped) for `resolvingRelative` to take of this spec's size.
    public mutating func fillSpacing(from other: FontSpec) {
        if lineHeight == nil, relativeLineHeight == nil {
            relativeLineHeight = other.relativeLineHeight
            lineHeight = other.relativeLineHeight == nil ? other.lineHeight : nil
        }
        if letterSpacing == nil, relativeLetterSpacing == nil {
            relativeLetterSpacing = other.relativeLetterSpacing
            letterSpacing = other.relativeLetterSpacing == nil ? other.letterSpacing : nil
        }
    }

    /// The spec with a relative letter spacing and line height given in points of its own size, when it states one.
    public func resolvingRelative() -> FontSpec {
        guard let size else { return self }
        var f = self
        if f.letterSpacing == nil, let r = f.relativeLetterSpacing { f.letterSpacing = r * size }
        if f.lineHeight == nil, let r = f.relativeLineHeight { f.lineHeight = r * size }
        return f
    }

    public init(
        family: String? = nil, size: Double? = nil, weight: Int? = nil, lineHeight: Double? = nil,
        letterSpacing: Double? = nil, textStyle: String? = nil, design: String? = nil, italic: Bool = false,
        scales: Bool? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.textStyle = textStyle
        self.design = design
        self.italic = italic
        self.scales = scales
    }

    /// `17pt Semibold (headline)`-style summary for reports.
    public var summary: String {
        var parts: [String] = []
        if let size { parts.append(Length.format(size) + "pt") }
        parts.append(FontWeightName.name(for: weight ?? 400))
        if let family, !family.isEmpty { parts.append(family) }
        if let design { parts.append(design) }
        if italic { parts.append("italic") }
        var s = parts.joined(separator: " ")
        if let textStyle { s += " (.\(textStyle))" }
        return s
    }
}

/// Names for numeric font weights, shared by CSS keywords, Swift `Font.Weight` and PostScript suffixes.
public enum FontWeightName {
    /// Pairs of (weight, Swift `Font.Weight` name), lightest first.
    public static let swiftNames: [(Int, String)] = [
        (100, "ultraLight"), (200, "thin"), (300, "light"), (400, "regular"), (500, "medium"),
        (600, "semibold"), (700, "bold"), (800, "heavy"), (900, "black")
    ]

    /// Human name (`Semibold`) for a numeric weight, rounded to the nearest hundred.
    public static func name(for weight: Int) -> String {
        let w = min(max(((weight + 50) / 100) * 100, 100), 900)
        let n = swiftNames.first { $0.0 == w }?.1 ?? "regular"
        return n.prefix(1).uppercased() + n.dropFirst()
    }

    /// Swift `Font.Weight` case name (`semibold`) for a numeric weight.
    public static func swiftName(for weight: Int) -> String {
        let w = min(max(((weight + 50) / 100) * 100, 100), 900)
        return swiftNames.first { $0.0 == w }?.1 ?? "regular"
    }

    /// Numeric weight for a Swift `Font.Weight`/`UIFont.Weight` name or a PostScript suffix
    /// (`semibold`, `Semibold`, `DemiBold`, `Heavy`, `ExtraBold`...); nil when unknown.
    public static func weight(named raw: String) -> Int? {
        let n = raw.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
            .replacingOccurrences(of: " ", with: "")
        switch n {
        case "ultralight", "extralight", "hairline": return 100
        case "thin": return 200
        case "light": return 300
        case "regular", "normal", "book", "roman", "plain", "": return 400
        case "medium": return 500
        case "semibold", "demibold", "demi": return 600
        case "bold": return 700
        case "heavy", "extrabold", "ultrabold": return 800
        case "black": return 900
        default: return nil
        }
    }
}
