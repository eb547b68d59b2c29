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
}
