import Foundation

/// A short text that states a design value, in any language: a color code (`#3F9D52`, `rgb(63 157 82)`), a length
/// (`16px`, `1.5rem`, `16 px`), a type spec (`24 / 800`, `13/semibold`, `24px / bold`), or a token's name (`--accent`, `var(--space-4)`, `color.text.primary`). What a design system's specimen captions its
/// samples with; a screen's prices, times and counts (`$12.00`, `16:30`, `24 items`) are none of these.
enum ValueSpec {
    /// Longest text read as a caption; a longer one is prose that may quote a value.
    static let maximumLength = 48

    /// The kinds of design value a caption states.
    enum Kind: Sendable, Hashable {
        case color, length, type, token
    }

    /// True when `text` is short and states a design value.
    static func states(_ text: String) -> Bool { kind(of: text) != nil }

    /// The kind of design value a short `text` states (the first its patterns find), nil when it states none.
    static func kind(of text: String) -> Kind? {
        // Every text of every frameless page comes here: a value has a digit, a `#`, a `-` or a `.`.
        guard text.utf8.contains(where: { ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else {
            return nil
        }
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !t.isEmpty, t.count <= maximumLength else { return nil }
        let range = NSRange(location: 0, length: (t as NSString).length)
        if let i = patterns.firstIndex(where: { $0.firstMatch(in: t, range: range) != nil }) { return patternKinds[i] }
        return isDottedToken(t) ? .token : nil
    }

    /// The kind of value each of `patterns` finds, in order.
    private static let patternKinds: [Kind] = [.color, .color, .color, .length, .type, .token]

    /// Color codes, lengths and durations, type specs and custom property names.
    private static let patterns: [NSRegularExpression] = [
        // `#3F9D52`, `#3f9d52cc`; three or four digits only with a letter (`#fff`), not an order number (`#123`).
        "(?<![\\w#])#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8}|(?=[0-9]*[a-fA-F])[0-9a-fA-F]{3,4})(?![\\w])",
        // A bare six-digit code with a digit and a letter (`17A7C6 → 02485A`).
        "(?<![\\w#])(?=[0-9a-fA-F]*[0-9])(?=[0-9a-fA-F]*[a-fA-F])[0-9a-fA-F]{6}(?![\\w])",
        "(?i)\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\(",
        // `16px`, `1.5rem`, `16 px`, `-0.5pt`; not a duration (`12ms` is a network screen's latency).
        "(?i)(?<![\\w.])-?\\d+(?:[.,]\\d+)?\\s?(?:px|pt|rem|em|dp|sp)(?![\\w])",
        // `24 / 800`, `13/semibold`, `24px / bold`; not `100` (a score out of a hundred, `87 / 100`).
        "(?i)(?<![\\w.])\\d{1,3}(?:[.,]\\d+)?\\s?(?:px|pt)?\\s?/\\s?(?:[2-9]00|thin|hairline|ultralight|extralight|light|regular|normal|book|medium|semibold|demibold|bold|extrabold|heavy|black)(?![\\w])",
        // `--accent`, `var(--space-4)`.
        "(?<![\\w-])--[a-zA-Z][\\w-]*"
    ].compactMap { try? NSRegularExpression(pattern: $0) }

    /// Last parts of a dotted name that make it a file or a host, not a token (`index.html`, `www.example.com`).
    private static let fileOrHostEndings: Set<String> = [
        "html", "htm", "css", "js", "json", "png", "jpg", "jpeg", "svg", "gif", "webp", "pdf", "md", "swift", "com", "org", "net", "io",
        "dev", "app", "co", "de", "fr", "es", "jp", "uk"
    ]

    /// A token path of three parts or more in lower case, with no space, every part but the last a word
    /// (`color.text.primary`, `space.inset.4`); not a version (`v2.4.1`).
    static func isDottedToken(_ t: String) -> Bool {
        guard t.contains("."), !t.contains(where: \.isWhitespace) else { return false }
        let parts = t.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let first = parts.first, first.first?.isLetter == true, first.lowercased() != "www" else { return false }
        guard parts.allSatisfy({ p in !p.isEmpty && p.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" } }) else {
            return false
        }
        guard parts.dropLast().allSatisfy({ $0.first?.isLetter == true }) else { return false }
        return !fileOrHostEndings.contains(String(parts[parts.count - 1]))
    }
}
