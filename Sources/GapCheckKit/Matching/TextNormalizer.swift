import Foundation

/// Normalizes user-visible text so design and code spellings compare equal:
/// case, punctuation, `&` vs `and`, trailing colons and ellipses, runs of spaces, interpolations.
public enum TextNormalizer {
    /// `"App Settings:"`, `"app & settings"` → `"app settings"` / `"app and settings"`.
    public static func normalize(_ s: String) -> String {
        var t = s.lowercased()
        // Interpolations (`\(value)`) and format specifiers stand for data, not label text.
        while let r = t.range(of: "\\(") {
            var depth = 0
            var end = t.endIndex
            var i = r.upperBound
            while i < t.endIndex {
                if t[i] == "(" { depth += 1 } else if t[i] == ")" { if depth == 0 { end = t.index(after: i); break }; depth -= 1 }
                i = t.index(after: i)
            }
            t.replaceSubrange(r.lowerBound ..< end, with: " ")
        }
        t = t.replacingOccurrences(of: "&", with: " and ").replacingOccurrences(of: "+", with: " and ")
        var out = ""
        for ch in t {
            if ch.isLetter || ch.isNumber { out.append(ch) } else { out.append(" ") }
        }
        return out.split(separator: " ").joined(separator: " ")
    }

    /// Parts of a code string that can stand for one label: the whole text and each `:`-separated piece.
    public static func variants(_ s: String) -> [String] {
        var v = [normalize(s)]
        for piece in s.split(separator: ":") { v.append(normalize(String(piece))) }
        for piece in s.split(separator: "·") { v.append(normalize(String(piece))) }
        return v.filter { !$0.isEmpty }
    }
}
