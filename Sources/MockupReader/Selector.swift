import CSSEngine
import GapCheckModel
import LibXML

/// One compound selector (`button.btn-primary[type=submit]:hover`), as far as mockup matching needs.
struct CompoundSelector: Hashable, Sendable {
    var tag: String?
    var id: String?
    var classes: [String] = []
    /// `[name]` or `[name=value]` (value compared case-insensitively, quotes removed).
    var attributes: [AttributeTest] = []
    /// Pseudo-classes by name (`hover`, `first-child`); `:root` is stored as the tag `html`.
    var pseudoClasses: [String] = []
    /// True when the compound ends in a pseudo-element (`::before`): it styles generated content.
    var pseudoElement = false
    /// Structural pseudo-classes (`:first-child`, `:nth-child(2n)`): the element's place among its siblings.
    var positions: [SiblingPosition] = []

    /// `[name]`, `[name=value]`, `[name~=value]`...
    struct AttributeTest: Hashable, Sendable {
        var name: String
        var value: String?
    }

    var isEmpty: Bool { tag == nil && id == nil && classes.isEmpty && attributes.isEmpty && pseudoClasses.isEmpty && !pseudoElement && positions.isEmpty }
}

/// A complex selector (`.settings-group .row > .label`): compounds left to right, combinators ignored.
///
/// Matching is deliberately approximate: the last compound must match the element and each earlier
/// compound some ancestor, in order; sibling combinators and functional pseudo-classes are ignored.
struct Selector: Hashable, Sendable {
    var compounds: [CompoundSelector]
    /// The selector as written (one item of the list).
    var text: String

    /// Pseudo-classes that describe an interaction state, not the resting rendering.
    static let statePseudoClasses: Set<String> = [
        "hover", "active", "focus", "focus-visible", "focus-within", "visited", "disabled", "target", "checked",
        "invalid", "placeholder-shown", "indeterminate"
    ]

    /// Specificity as (ids, classes/attributes/pseudo-classes, types/pseudo-elements).
    var specificity: Int {
        var a = 0, b = 0, c = 0
        for s in compounds {
            if s.id != nil { a += 1 }
            b += s.classes.count + s.attributes.count + s.pseudoClasses.count + s.positions.count
            if let t = s.tag, t != "*" { c += 1 }
            if s.pseudoElement { c += 1 }
        }
        return a * 10_000 + b * 100 + c
    }

    /// True when the selector targets an interaction state or generated content.
    var isStateOrPseudoElement: Bool {
        compounds.contains { c in c.pseudoElement || c.pseudoClasses.contains(where: Self.statePseudoClasses.contains) }
    }

    /// The last compound, which names what the rule styles.
    var subject: CompoundSelector? { compounds.last }

    /// A short name for the styled thing: `.title-large`, `#main`, `button`, or the whole text.
    var subjectName: String {
        guard let s = subject else { return text }
        if let c = s.classes.last { return "." + c }
        if let id = s.id { return "#" + id }
        if let t = s.tag, t != "*" { return t == "html" ? ":root" : t }
        return text
    }

    /// True for `:root`, `html`, `body`, `*`: rules whose custom properties are global.
    var isGlobalScope: Bool {
        guard compounds.count == 1, let s = compounds.first else { return compounds.isEmpty }
        return s.id == nil && s.classes.isEmpty && s.attributes.isEmpty && (s.tag == "html" || s.tag == "body" || s.tag == "*" || s.tag == nil)
    }

    // MARK: Theme variants

    /// True when a compound names a theme or brand rather than a component: a theme attribute with any value
    /// (`[data-theme=ocean]`, `[data-brand]`) or a class carrying a theme word (`.theme-ocean`, `.brand-scheme`). Custom
    /// properties declared there are the design's tokens under that theme, not a component's own variables.
    var isThemeScope: Bool {
        compounds.contains { c in
            c.attributes.contains { Self.isThemeAttribute($0.name) || $0.name == "data-brand" }
                || c.classes.contains { !Set(NameWords.split($0)).isDisjoint(with: Self.themeWords.union(["brand", "palette"])) }
        }
    }

    private static let themeAttributes: Set<String> = [
        "data-theme", "data-mode", "data-color-scheme", "data-color-mode", "data-bs-theme", "theme", "color-scheme",
        "data-appearance", "data-contrast"
    ]
    /// True for an attribute that switches themes: `themeAttributes`, or a design system's namespaced one
    /// (`data-lp-theme`: `CSSSelectors.isThemeAttribute`).
    static func isThemeAttribute(_ name: String) -> Bool { themeAttributes.contains(name) || CSSSelectors.isThemeAttribute(name) }
    /// Words that make a class a theme switch (`.theme-dark`, `.cpd-theme-dark`, `.dark-mode`).
    private static let themeWords: Set<String> = ["theme", "mode", "scheme", "appearance", "variant", "colorscheme"]

    /// The appearance a theme token names (a class or an attribute value): light, dark and/or high
    /// contrast; nil when it names none. `strict` (for classes) requires a theme word beside the mode,
    /// or the bare mode word, so `.dark-text` stays a style, not a theme.
    static func themeAppearance(_ token: String, strict: Bool) -> (dark: Bool, light: Bool, highContrast: Bool)? {
        let words = NameWords.split(token)
        let hc =
            words.contains("hc") || words.contains("highcontrast")
            || (words.contains("contrast") && !Set(words).isDisjoint(with: ["high", "more", "increased"]))
        let dark = words.contains("dark") || words.contains("darkmode")
        let light = words.contains("light") || words.contains("lightmode")
        guard dark || light || hc else { return nil }
        if strict {
            let modeWords: Set<String> = [
                "dark", "light", "hc", "high", "contrast", "highcontrast", "more", "is", "darkmode", "lightmode"
            ]
            let bare = words.allSatisfy { modeWords.contains($0) || themeWords.contains($0) }
            guard bare || !Set(words).isDisjoint(with: themeWords) else { return nil }
        }
        return (dark && !light, light && !dark, hc)
    }

    /// When the selector only applies under a theme (`.dark .card`, `[data-theme=dark]`, `html.dark`,
    /// `.theme-light-hc`), the same selector without the theme part (`.card`, `:root`) and the
    /// appearance it names; nil for a selector with no theme part. A bare mode word beside a component's own class
    /// on the element the rule styles (`.pill.dark`, `.btn.light`) is a modifier of that component, not a theme,
    /// unless the rule redeclares tokens (`declaresTokens`: `.phone.dark { --bg: #000 }` is a themed container).
    func withoutTheme(declaresTokens: Bool) -> (selector: Selector, dark: Bool, light: Bool, highContrast: Bool)? {
        var found = false
        var dark = false
        var light = false
        var hc = false
        var out: [CompoundSelector] = []
        for (index, var c) in compounds.enumerated() {
            let before = c
            let rootish = c.tag == "html" || c.tag == "body" || (c.tag == nil && c.id == nil && c.classes.count == 1 && c.attributes.isEmpty)
            let styledComponent = index == compounds.count - 1 && !rootish && c.classes.count > 1 && !declaresTokens
            c.classes.removeAll { cls in
                guard let a = Self.themeAppearance(cls, strict: true) else { return false }
                if styledComponent, Set(NameWords.split(cls)).isDisjoint(with: Self.themeWords) { return false }
                // `.light` alone is a theme only where themes are switched (the root, or a wrapper).
                if !a.dark, !a.highContrast, !rootish, Set(NameWords.split(cls)).isDisjoint(with: Self.themeWords) { return false }
                dark = dark || a.dark; light = light || a.light; hc = hc || a.highContrast
                return true
            }
            c.attributes.removeAll { a in
                guard Self.isThemeAttribute(a.name), let v = a.value,
                    let t = Self.themeAppearance(a.name.contains("contrast") ? "contrast-" + v : v, strict: false)
                else { return false }
                dark = dark || t.dark; light = light || t.light; hc = hc || t.highContrast
                return true
            }
            if c != before {
                found = true
                if c.isEmpty { continue }
            }
            out.append(c)
        }
        guard found else { return nil }
        if out.isEmpty { out = [CompoundSelector(tag: "html")] }
        return (Selector(compounds: out, text: out.map(\.text).joined(separator: " ")), dark, light && !dark, hc)
    }

    // MARK: Matching

    /// True when the element `node` of `doc` matches.
    func matches(_ node: Int, in doc: MarkupDocument) -> Bool {
        matches(node, in: doc, classes: ElementClasses(doc))
    }

    /// True when the element `node` of `doc` matches, with the page's classes already split.
    func matches(_ node: Int, in doc: MarkupDocument, classes: ElementClasses) -> Bool {
        guard let last = compounds.last, Self.matches(last, node, doc, classes) else { return false }
        var k = compounds.count - 2
        var current = doc.nodes[node].parent
        while k >= 0 {
            guard let c = current else { return false }
            if c == doc.root { return false }
            if Self.matches(compounds[k], c, doc, classes) { k -= 1 }
            current = doc.nodes[c].parent
        }
        return true
    }

    static func matches(_ s: CompoundSelector, _ node: Int, _ doc: MarkupDocument, _ classes: ElementClasses) -> Bool {
        let n = doc.nodes[node]
        guard n.kind == .element else { return false }
        if let t = s.tag, t != "*", t != n.name { return false }
        if let id = s.id, n.attribute("id") != id { return false }
        if !s.classes.isEmpty {
            let cls = classes.classSet(node)
            for c in s.classes where !cls.contains(c) { return false }
        }
        for a in s.attributes {
            guard let v = n.attribute(a.name) else { return false }
            if let want = a.value, v.lowercased() != want.lowercased(), !v.lowercased().split(separator: " ").contains(Substring(want.lowercased())) {
                return false
            }
        }
        for p in s.positions where !p.matches(node, classes) { return false }
        return true
    }
}

extension CompoundSelector {
    /// The compound as CSS text.
    var text: String {
        var s = tag.map { $0 == "html" && pseudoClasses.isEmpty && classes.isEmpty ? ":root" : $0 } ?? ""
        if let id { s += "#" + id }
        for c in classes { s += "." + c }
        for a in attributes { s += a.value.map { "[\(a.name)=\($0)]" } ?? "[\(a.name)]" }
        for p in pseudoClasses { s += ":" + p }
        for p in positions { s += ":" + p.text }
        return s.isEmpty ? "*" : s
    }
}
