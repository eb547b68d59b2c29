import GapCheckModel

/// What a color paints, as its name says: text (and other content drawn on top), the surface under it,
/// or the line around it. `typographyPrimary` and `--surface-primary` share the word "primary", but one
/// is the ink and the other the paper: a name match across roles pairs unrelated tokens.
enum ColorPaintRole: Sendable, Hashable {
    case text, fill, border

    /// Words that name content colors: text, labels, foreground ink.
    static let textWords: Set<String> = ["text", "texts", "txt", "typography", "foreground", "fg", "label", "labels", "ink"]

    /// Words that name surface colors: backgrounds, fills, surfaces.
    static let fillWords: Set<String> = [
        "background", "backgrounds", "bg", "bgs", "fill", "fills", "surface", "surfaces", "canvas", "backdrop", "backdrops"
    ]

    /// Words that name line colors: borders, outlines, dividers.
    static let borderWords: Set<String> = [
        "border", "borders", "stroke", "strokes", "outline", "outlines", "divider", "dividers", "separator", "separators", "hairline"
    ]

    /// The role the words say; the last role word decides (`surfaceText` is text, `textFieldBackground` a
    /// fill, `cardBorder` a line), and a surface word after "on" is content on that surface (`onSurface`,
    /// `--on-background`). Nil when no word says.
    static func of(words: [String]) -> ColorPaintRole? {
        guard let i = words.lastIndex(where: { textWords.contains($0) || fillWords.contains($0) || borderWords.contains($0) }) else {
            return nil
        }
        if textWords.contains(words[i]) { return .text }
        if borderWords.contains(words[i]) { return .border }
        return words[..<i].contains("on") ? .text : .fill
    }

    /// The role a token named for this one never stands for: text for a fill, a fill for text (content and the
    /// surface under it); nil for a border, which may share a value with either.
    static func opposite(_ role: ColorPaintRole) -> ColorPaintRole? {
        switch role {
        case .text: .fill
        case .fill: .text
        case .border: nil
        }
    }

    /// The role of a design color: a token's name says it, else the properties that use it (`color:` →
    /// text, `background:` → fill, `border-color:` → border). A rule's literal is the other way round: its property decides
    /// (`.bg-surface { color: … }` paints text), its selector only when the property says nothing.
    /// Other uses (borders, the SVG `fill` of an icon) give no role here.
    static func of(_ e: Expectation) -> ColorPaintRole? {
        let byUse: ColorPaintRole? =
            switch e.role {
            case .text: .text
            case .background: .fill
            case .border: .border
            default: nil
            }
        if e.source == .cssRule { return byUse ?? of(words: NameWords.split(e.name)) }
        return of(words: NameWords.split(e.name)) ?? byUse
    }

    /// The role of a code color, from its owner's words and its name's.
    static func of(_ c: ColorCandidate) -> ColorPaintRole? {
        of(words: (c.owner.map(NameWords.split) ?? []) + NameWords.split(c.name))
    }
}
