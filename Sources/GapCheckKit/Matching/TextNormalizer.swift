import Foundation

/// Normalizes user-visible text so design and code spellings compare equal:
/// case, punctuation, `&` vs `and`, trailing colons and ellipses, runs of spaces, interpolations.
public enum TextNormalizer {
    /// `"App Settings:"`, `"app & settings"` → `"app settings"` / `"app and settings"`.
    public static func normalize(_ s: String) -> String {
        normalizeASCII(s) ?? normalizeCharacters(s)
    }

    /// `normalize` of any text, on `Character`s: the rules `normalizeASCII` repeats on bytes (a test
    /// checks that both agree on ASCII input).
    static func normalizeCharacters(_ s: String) -> String {
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

    /// `normalize` of ASCII text, on bytes; nil when `s` is not all ASCII.
    static func normalizeASCII(_ s: String) -> String? {
        var s = s
        guard var t = s.withUTF8({ u -> [UInt8]? in
            var out: [UInt8] = []
            out.reserveCapacity(u.count)
            for c in u {
                guard c < 0x80 else { return nil }
                out.append(c >= 0x41 && c <= 0x5A ? c | 0x20 : c)
            }
            return out
        }) else { return nil }
        // Interpolations: each `\(` up to its closing parenthesis (or the end) becomes one space.
        while let start = t.indices.dropLast().first(where: { t[$0] == 0x5C && t[$0 + 1] == 0x28 }) {
            var depth = 0
            var end = t.count
            var i = start + 2
            while i < t.count {
                if t[i] == 0x28 { depth += 1 } else if t[i] == 0x29 { if depth == 0 { end = i + 1; break }; depth -= 1 }
                i += 1
            }
            t.replaceSubrange(start ..< end, with: [0x20])
        }
        // `&` and `+` read as "and"; everything but letters and digits separates words.
        var out: [UInt8] = []
        out.reserveCapacity(t.count)
        var pendingSpace = false
        func word(_ bytes: some Sequence<UInt8>) {
            if pendingSpace, !out.isEmpty { out.append(0x20) }
            pendingSpace = false
            out.append(contentsOf: bytes)
        }
        for c in t {
            if (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) {
                word(CollectionOfOne(c))
            } else if c == 0x26 || c == 0x2B {
                pendingSpace = true
                word([0x61, 0x6E, 0x64])
                pendingSpace = true
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Parts of a code string that can stand for one label: the whole text and each `:`-separated piece.
    public static func variants(_ s: String) -> [String] {
        var v = [normalize(s)]
        for piece in s.split(separator: ":") { v.append(normalize(String(piece))) }
        for piece in s.split(separator: "·") { v.append(normalize(String(piece))) }
        return v.filter { !$0.isEmpty }
    }
}
