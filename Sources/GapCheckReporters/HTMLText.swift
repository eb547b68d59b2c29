import GapCheckModel

/// Escapes text for HTML element content and attribute values.
public enum HTMLText {
    /// `&`, `<`, `>`, `"` and `'` as entities; control characters removed.
    public static func escape(_ text: String) -> String {
        var out = ""
        for ch in TerminalText.sanitize(text, singleLine: false) {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// Escaped text on one line: newlines and tabs folded to spaces.
    public static func inline(_ text: String) -> String {
        escape(TerminalText.sanitize(text)).trimmingCharacters(in: .whitespaces)
    }

    /// Text that marks code with backticks (titles and fixes written by checks): code parts become
    /// `<code>`, everything escaped. Unbalanced backticks stay literal.
    public static func prose(_ text: String) -> String {
        let clean = TerminalText.sanitize(text)
        let parts = clean.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.count % 2 == 1 else { return inline(clean) }
        var out = ""
        for (i, part) in parts.enumerated() {
            out += i % 2 == 1 ? "<code>" + escape(part) + "</code>" : escape(part)
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// A CSS color built from the numbers only (never from input text): `#RRGGBB` when opaque, else
    /// `rgba(r, g, b, a)`. Safe inside `style="…"`.
    public static func cssColor(_ color: Color) -> String {
        let c = color.clamped
        if c.alpha >= 0.9995 { return Color(red: c.red, green: c.green, blue: c.blue).hex }
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        return "rgba(\(byte(c.red)), \(byte(c.green)), \(byte(c.blue)), \(Length.format(c.alpha)))"
    }

    /// A CSS length in px from a number: finite, clamped to `range`, at most two decimals.
    public static func cssPixels(_ value: Double, in range: ClosedRange<Double>) -> String {
        let v = value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : range.lowerBound
        return Length.format((v * 100).rounded() / 100) + "px"
    }
}
