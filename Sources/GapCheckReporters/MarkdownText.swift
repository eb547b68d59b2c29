/// Escapes text taken from mockups and Swift sources so it cannot break or inject into Markdown.
public enum MarkdownText {
    /// Characters that start Markdown or HTML constructs inline; each is backslash-escaped. (`!` only
    /// matters before `[`, which is escaped; `#` only at the start of a line, handled apart; so hex
    /// colors read `#34C759` in the raw Markdown too.)
    private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "$"]

    /// Text for a paragraph, list item, heading or table cell: one line, every construct escaped.
    public static func inline(_ text: String) -> String {
        var out = ""
        let chars = Array(TerminalText.sanitize(text).drop { $0 == " " || $0 == "\t" })
        for (i, ch) in chars.enumerated() {
            if ch == "#", i == 0, i + 1 == chars.count || [" ", "\t", "#"].contains(chars[i + 1]) {
                out += "\\#"  // would open a heading (or, in a list item, a heading inside it)
                continue
            }
            if ch == "&" {
                // Only `&name;` / `&#..;` can form an entity; a lone `&` stays readable.
                let next = i + 1 < chars.count ? chars[i + 1] : " "
                out += next.isLetter || next.isNumber || next == "#" ? "&amp;" : "&"
            } else if special.contains(ch) {
                out += "\\" + String(ch)
            } else {
                out.append(ch)
            }
        }
        out = out.trimmingCharacters(in: .whitespaces)
        // A heading's trailing ` #` run is read as its closing sequence and dropped.
        if out.hasSuffix("#"), !out.hasSuffix("\\#") { out.insert("\\", at: out.index(before: out.endIndex)) }
        return out
    }

    /// An inline code span whose delimiters no backtick inside `text` can close.
    /// In a table cell, `|` is escaped (GFM splits cells on it even inside code).
    public static func code(_ text: String, inTable: Bool = false) -> String {
        var body = TerminalText.sanitize(text).trimmingCharacters(in: .whitespaces)
        if body.isEmpty { return "` `" }
        if inTable { body = body.replacingOccurrences(of: "|", with: "\\|") }
        let fence = String(repeating: "`", count: longestRun(of: "`", in: body) + 1)
        let pad = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
        return fence + pad + body + pad + fence
    }

    /// A fenced code block; the fence is longer than any backtick run in `lines`, so nothing can close it early.
    public static func fence(_ lines: [String], language: String = "") -> String {
        let cleaned = lines.map { line -> String in
            var l = TerminalText.sanitize(line)
            while l.last == " " { l.removeLast() }
            return l
        }
        let longest = cleaned.map { longestRun(of: "`", in: $0) }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return ([fence + language] + cleaned + [fence]).joined(separator: "\n")
    }

    private static func longestRun(of c: Character, in s: String) -> Int {
        var best = 0, run = 0
        for ch in s {
            if ch == c { run += 1; best = max(best, run) } else { run = 0 }
        }
        return best
    }
}

extension MarkdownText {
    /// Prose that may mark code with backticks (fix texts written by checks): the code parts become
    /// safe code spans, the rest is escaped. Unbalanced backticks are escaped like any other text.
    public static func prose(_ text: String, inTable: Bool = false) -> String {
        let clean = TerminalText.sanitize(text)
        let parts = clean.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.count % 2 == 1 else { return inline(clean) }
        var out = ""
        for (i, part) in parts.enumerated() {
            if i % 2 == 1 {
                out += code(part, inTable: inTable)
            } else {
                // Keep the spaces around code spans that `inline` would trim.
                let lead = part.hasPrefix(" ") && i > 0 ? " " : ""
                let trail = part.hasSuffix(" ") && i < parts.count - 1 ? " " : ""
                let body = inline(part)
                out += body.isEmpty ? (lead.isEmpty ? trail : lead) : lead + body + trail
            }
        }
        return out
    }
}

extension MarkdownText {
    /// A relative path as a link destination: every byte outside `A-Z a-z 0-9 - . _ ~ /` percent-encoded,
    /// so spaces, parentheses and brackets cannot end the link or start another construct.
    public static func url(_ path: String) -> String {
        var out = ""
        for b in TerminalText.sanitize(path).utf8 {
            let c = Character(Unicode.Scalar(b))
            if b < 0x80, c.isLetter || c.isNumber || "-._~/".contains(c) {
                out.append(c)
            } else {
                let h = String(b, radix: 16, uppercase: true)
                out += "%" + (h.count == 1 ? "0" + h : h)
            }
        }
        return out
    }
}
