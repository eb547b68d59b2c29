/// Selector helpers for the mockup reader: splitting lists and recognizing dark-mode variants.
public enum CSSSelectors {
    /// Class names that mark a dark variant (`.dark`, `.dark-mode`, `.theme-dark`, `.dark-theme`).
    public static let darkClasses: Set<String> = ["dark", "dark-mode", "theme-dark", "dark-theme", "darkmode", "is-dark"]
    /// Attributes whose value `dark` marks a dark variant (`[data-theme=dark]`).
    public static let darkAttributes: Set<String> = [
        "data-theme", "data-color-scheme", "data-mode", "data-bs-theme", "data-color-mode", "theme", "color-scheme"
    ]
    /// Last words of a data attribute's name that make it a theme switch under a design system's own namespace
    /// (`data-lp-theme`, `data-acme-color-mode`, `data-app-appearance`).
    static let themeAttributeWords: Set<String> = ["theme", "mode", "scheme", "appearance"]

    /// True for an attribute a theme is switched with: one of `darkAttributes`, or a `data-` attribute whose name ends
    /// in a theme word (`themeAttributeWords`), as a design system prefixing its attributes writes it (`data-lp-theme`).
    /// A word after the theme word (`data-theme-toggle`) names something else.
    public static func isThemeAttribute(_ name: String) -> Bool {
        let lower = CSSASCII.lowercased(name)
        if darkAttributes.contains(lower) { return true }
        let words = lower.split(separator: "-")
        guard words.count >= 3, words.first == "data", let last = words.last else { return false }
        return themeAttributeWords.contains(String(last))
    }

    /// Splits a selector list at top-level commas, trimming each selector (`a, b .c` → `["a", "b .c"]`).
    public static func split(_ selectorList: String) -> [String] {
        split(CSSSyntax.componentValues(selectorList)).map(CSSSerializer.serialize).filter { !$0.isEmpty }
    }

    /// Splits a prelude at top-level commas into trimmed component value lists.
    public static func split(_ prelude: [CSSComponentValue]) -> [[CSSComponentValue]] {
        CSSValues.splitCommas(prelude).map(CSSSerializer.trimmed)
    }

    /// If `selector` (one complex selector) is a dark variant, the selector with the dark marker removed
    /// (`.dark .card` → `.card`, `[data-theme="dark"]` → `:root`, `body.dark-mode .x` → `.x`); nil otherwise.
    public static func darkVariant(_ selector: String) -> String? {
        darkVariant(CSSSerializer.trimmed(CSSSyntax.componentValues(selector))).map(CSSSerializer.serialize)
    }

    /// `darkVariant` over component values.
    public static func darkVariant(_ selector: [CSSComponentValue]) -> [CSSComponentValue]? {
        // Split into compounds separated by combinators (whitespace, >, +, ~).
        var compounds: [[CSSComponentValue]] = [[]]
        var combinators: [[CSSComponentValue]] = []
        var pendingCombinator: [CSSComponentValue] = []
        for v in CSSSerializer.trimmed(selector) {
            let isCombinator = v.isWhitespace || v.isDelim(">") || v.isDelim("+") || v.isDelim("~")
            if isCombinator {
                pendingCombinator.append(v)
            } else {
                if !pendingCombinator.isEmpty {
                    combinators.append(pendingCombinator)
                    compounds.append([])
                    pendingCombinator = []
                }
                compounds[compounds.count - 1].append(v)
            }
        }
        var found = false
        for (ci, compound) in compounds.enumerated() {
            var kept: [CSSComponentValue] = []
            var i = 0
            var removed = false
            while i < compound.count {
                let v = compound[i]
                if v.isDelim("."), i + 1 < compound.count, let name = compound[i + 1].identValue,
                    darkClasses.contains(CSSASCII.lowercased(name))
                {
                    removed = true
                    i += 2
                    continue
                }
                if case .block(.square, let content) = v.kind, isDarkAttribute(content) {
                    removed = true
                    i += 1
                    continue
                }
                kept.append(v)
                i += 1
            }
            if removed {
                found = true
                compounds[ci] = kept
            }
        }
        guard found else { return nil }
        // Drop emptied or document-root compounds that only carried the marker, with their combinator.
        var out: [CSSComponentValue] = []
        let rootLike: Set<String> = ["html", "body", ":root"]
        for (ci, compound) in compounds.enumerated() {
            let text = CSSASCII.lowercased(CSSSerializer.serialize(compound))
            let isLast = ci == compounds.count - 1
            if compound.isEmpty || (rootLike.contains(text) && !isLast && out.isEmpty) {
                continue
            }
            if !out.isEmpty, ci > 0 { out.append(contentsOf: combinators[ci - 1]) }
            out.append(contentsOf: compound)
        }
        if out.isEmpty { return [CSSComponentValue(.colon), CSSComponentValue(.ident("root"))] }
        return out
    }

    private static func isDarkAttribute(_ content: [CSSComponentValue]) -> Bool {
        let items = content.filter { !$0.isWhitespace }
        guard items.count == 3, let name = items[0].identValue, isThemeAttribute(name),
            items[1].isDelim("=") || items[1].kind == .includeMatch
        else { return false }
        switch items[2].kind {
        case .ident(let v), .string(let v): return CSSASCII.equalsIgnoringCase(v, "dark")
        default: return false
        }
    }

    /// True when an `@media` prelude matches the dark scheme: `(prefers-color-scheme: dark)`, also inside
    /// `screen and (...)` or a query list; false for `not ...` queries.
    public static func isDarkMediaQuery(_ prelude: String) -> Bool {
        isDarkMediaQuery(CSSSyntax.componentValues(prelude))
    }

    /// `isDarkMediaQuery` over component values.
    public static func isDarkMediaQuery(_ prelude: [CSSComponentValue]) -> Bool {
        for query in CSSValues.splitCommas(prelude) {
            let items = query.filter { !$0.isWhitespace }
            if items.first?.isIdent("not") == true { continue }
            for v in items {
                if case .block(.paren, let content) = v.kind, isDarkFeature(content) { return true }
            }
        }
        return false
    }

    /// True when a media query list asks for more contrast (`(prefers-contrast: more)`, `high`).
    public static func isHighContrastMediaQuery(_ prelude: [CSSComponentValue]) -> Bool {
        for query in CSSValues.splitCommas(prelude) {
            let items = query.filter { !$0.isWhitespace }
            if items.first?.isIdent("not") == true { continue }
            for v in items {
                if case .block(.paren, let content) = v.kind, isFeature(content, "prefers-contrast", ["more", "high"]) { return true }
            }
        }
        return false
    }

    /// True when a media query list asks for the light scheme (`(prefers-color-scheme: light)`).
    public static func isLightMediaQuery(_ prelude: [CSSComponentValue]) -> Bool {
        for query in CSSValues.splitCommas(prelude) {
            let items = query.filter { !$0.isWhitespace }
            if items.first?.isIdent("not") == true { continue }
            for v in items {
                if case .block(.paren, let content) = v.kind, isFeature(content, "prefers-color-scheme", ["light"]) { return true }
            }
        }
        return false
    }

    private static func isFeature(_ content: [CSSComponentValue], _ name: String, _ values: [String]) -> Bool {
        let items = content.filter { !$0.isWhitespace }
        if items.count == 3, items[0].isIdent(name), items[1].kind == .colon, values.contains(where: { items[2].isIdent($0) }) {
            return true
        }
        for v in items {
            if case .block(.paren, let inner) = v.kind, isFeature(inner, name, values) { return true }
        }
        return false
    }

    private static func isDarkFeature(_ content: [CSSComponentValue]) -> Bool {
        let items = content.filter { !$0.isWhitespace }
        if items.count == 3, items[0].isIdent("prefers-color-scheme"), items[1].kind == .colon, items[2].isIdent("dark") {
            return true
        }
        // Nested `((prefers-color-scheme: dark) and ...)`.
        for v in items {
            if case .block(.paren, let inner) = v.kind, isDarkFeature(inner) { return true }
        }
        return false
    }
}
