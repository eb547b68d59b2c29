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
            t.replaceSubrange(r.lowerBound..<end, with: " ")
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
        guard
            var t = s.withUTF8({ u -> [UInt8]? in
                var out: [UInt8] = []
                out.reserveCapacity(u.count)
                for c in u {
                    guard c < 0x80 else { return nil }
                    out.append(c >= 0x41 && c <= 0x5A ? c | 0x20 : c)
                }
                return out
            })
        else { return nil }
        // Interpolations: each `\(` up to its closing parenthesis (or the end) becomes one space.
        while let start = t.indices.dropLast().first(where: { t[$0] == 0x5C && t[$0 + 1] == 0x28 }) {
            var depth = 0
            var end = t.count
            var i = start + 2
            while i < t.count {
                if t[i] == 0x28 { depth += 1 } else if t[i] == 0x29 { if depth == 0 { end = i + 1; break }; depth -= 1 }
                i += 1
            }
            t.replaceSubrange(start..<end, with: [0x20])
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
    /// The fixed parts of a text with interpolations (`Welcome to \(team) Team!` → [welcome to, team]),
    /// normalized; nil when it has none.
    public static func templateParts(_ s: String) -> [String]? {
        guard s.contains("\\(") else { return nil }
        var parts: [String] = []
        var rest = Substring(s)
        while let r = rest.range(of: "\\(") {
            parts.append(normalize(String(rest[..<r.lowerBound])))
            var depth = 0
            var i = r.upperBound
            var end = rest.endIndex
            while i < rest.endIndex {
                if rest[i] == "(" { depth += 1 } else if rest[i] == ")" { if depth == 0 { end = rest.index(after: i); break }; depth -= 1 }
                i = rest.index(after: i)
            }
            rest = rest[end...]
        }
        parts.append(normalize(String(rest)))
        return parts
    }

    /// True when `text` (normalized) is `template` with data in place of its interpolations: "welcome to
    /// techcorp team" ↔ `Welcome to \(team) Team!`. At least one fixed part must hold a letter.
    public static func fills(_ text: String, template parts: [String]) -> Bool {
        guard parts.contains(where: { $0.contains(where: \.isLetter) }) else { return false }
        let t = " " + text + " "
        var at = t.startIndex
        for (i, p) in parts.enumerated() where !p.isEmpty {
            let piece = " " + p + " "
            guard let r = t.range(of: piece, range: at..<t.endIndex) else { return false }
            if i == 0, r.lowerBound != t.startIndex { return false }
            if i == parts.count - 1, r.upperBound != t.endIndex { return false }
            at = t.index(before: r.upperBound)
        }
        return true
    }

    public static func variants(_ s: String) -> [String] {
        var v = [normalize(s)]
        for piece in s.split(separator: ":") { v.append(normalize(String(piece))) }
        for piece in s.split(separator: "·") { v.append(normalize(String(piece))) }
        return v.filter { !$0.isEmpty }
    }
}
