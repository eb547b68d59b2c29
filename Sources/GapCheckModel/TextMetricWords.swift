/// Names of a text's own lengths, which belong to a text style and are never a step of the layout's spacing scale:
/// read alike from CSS custom properties (`--text-indent`, `--word-spacing`) and token JSON paths
/// (`type.copy.tracking`, `typography.body.letterSpacing`).
public enum TextMetricWords {
    /// Word pairs of CSS properties that take a length of text but no font size (`text-indent`, `word-spacing`).
    public static let nonSizeTextLengths: [(String, String)] = [
        ("text", "indent"), ("word", "spacing"), ("underline", "offset"), ("decoration", "thickness")
    ]

    /// True when two consecutive words of `words` name one of `nonSizeTextLengths`, wherever in the name
    /// (`--text-indent-lg`, `paragraph.word.spacing`).
    public static func namesNonSizeTextLength(_ words: [String]) -> Bool {
        zip(words, words.dropFirst()).contains { pair in nonSizeTextLengths.contains { $0 == pair } }
    }

    /// True when the last words of a name say letter spacing: `letterSpacing`, `letter-spacing`, `tracking`,
    /// `kerning` (a text style's attribute, as a font size or a line height is).
    public static func namesLetterSpacing(_ words: [String]) -> Bool {
        guard let last = words.last else { return false }
        if ["tracking", "kerning", "letterspacing"].contains(last) { return true }
        return last == "spacing" && words.dropLast().last == "letter"
    }
}
