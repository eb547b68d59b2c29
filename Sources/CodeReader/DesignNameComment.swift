import SwiftSyntax

/// The design token a Swift token's own line names in a comment: `static let card = Color(hex: 0x1C1C1E) // --card`,
/// `// maps to --surface-2`, `/* var(--bg) */`. A hand-written token file that mirrors a stylesheet says so beside each
/// line, and that name, not the Swift name's words, is the design token the line stands for.
enum DesignNameComment {
    /// The one CSS custom property (`--card`) that the comments at the end of `decl`'s last line name; nil when they
    /// name none, or several (`// was --bg, now --surface`: which one is not said), or the comment is on a line of its
    /// own (a doc comment above the next declaration is not this line's).
    static func read(_ decl: some SyntaxProtocol) -> String? {
        guard let last = decl.lastToken(viewMode: .sourceAccurate) else { return nil }
        var names: Set<String> = []
        for piece in last.trailingTrivia {
            switch piece {
            case .lineComment(let text), .blockComment(let text): names.formUnion(customProperties(in: text))
            default: continue
            }
        }
        return names.count == 1 ? names.first : nil
    }

    /// The custom property names a comment's text holds (`--surface-2`): two dashes right after a space, a bracket or
    /// the comment's start, then a letter, then letters, digits, `-` or `_`.
    static func customProperties(in text: String) -> Set<String> {
        let chars = Array(text)
        var out: Set<String> = []
        var i = 0
        while i + 2 < chars.count {
            let before = i == 0 ? " " : chars[i - 1]
            guard chars[i] == "-", chars[i + 1] == "-", chars[i + 2].isLetter, chars[i + 2].isASCII,
                before.isWhitespace || "(/*:=,`'\"".contains(before)
            else {
                i += 1
                continue
            }
            var j = i + 2
            while j < chars.count, chars[j].isASCII, chars[j].isLetter || chars[j].isNumber || chars[j] == "-" || chars[j] == "_" { j += 1 }
            var name = String(chars[i..<j])
            while name.hasSuffix("-") { name.removeLast() }
            out.insert(name)
            i = j
        }
        return out
    }
}
