/// A declaration with the context a mockup reader needs: the selector it applies to, the enclosing
/// at-rule conditions, and whether it belongs to the dark color scheme.
public struct CSSScopedDeclaration: Hashable, Sendable {
    /// The declaration itself (not expanded; call `CSSValues.expand` for longhands).
    public var declaration: CSSDeclaration
    /// One selector of the rule's list, nesting resolved (`&` replaced), dark marker removed.
    public var selector: String
    /// The same selector as written (nesting resolved), dark marker kept.
    public var rawSelector: String
    /// Preludes of the enclosing at-rules, outermost first (`media (prefers-color-scheme: dark)`).
    public var conditions: [String]
    /// True inside `@media (prefers-color-scheme: dark)` or under a dark selector (`.dark`, `[data-theme=dark]`).
    public var isDark: Bool

    /// A scoped declaration.
    public init(declaration: CSSDeclaration, selector: String, rawSelector: String, conditions: [String], isDark: Bool) {
        self.declaration = declaration
        self.selector = selector
        self.rawSelector = rawSelector
        self.conditions = conditions
        self.isDark = isDark
    }
}

extension CSSStylesheet {
    /// Every declaration of every style rule (nested rules and at-rule blocks included), once per
    /// selector of its rule's list, in source order. `@font-face`/`@page` declarations are skipped.
    public func scopedDeclarations() -> [CSSScopedDeclaration] {
        struct Work {
            var rules: [CSSRule]
            var index: Int
            var parents: [String]
            var conditions: [String]
            var dark: Bool
        }
        var out: [CSSScopedDeclaration] = []
        var stack = [Work(rules: rules, index: 0, parents: [], conditions: [], dark: false)]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].index < stack[top].rules.count else {
                stack.removeLast()
                continue
            }
            let rule = stack[top].rules[stack[top].index]
            stack[top].index += 1
            let context = stack[top]
            switch rule {
            case .at(let at):
                guard let inner = at.rules else { continue }
                let condition = at.name + (at.preludeText.isEmpty ? "" : " " + at.preludeText)
                let dark = context.dark || (at.name == "media" && CSSSelectors.isDarkMediaQuery(at.prelude))
                if !context.parents.isEmpty {
                    // Nested at-rule inside a style rule: its declarations apply to the parent selectors.
                    for parent in context.parents {
                        out.append(contentsOf: Self.scoped(at.declarations, parent, context.conditions + [condition], dark))
                    }
                }
                stack.append(Work(rules: inner, index: 0, parents: context.parents, conditions: context.conditions + [condition], dark: dark))
            case .qualified(let q):
                let own = CSSSelectors.split(q.prelude).map(CSSSerializer.serialize).filter { !$0.isEmpty }
                let selectors =
                    context.parents.isEmpty
                    ? own
                    : context.parents.flatMap { parent in
                        own.map { $0.contains("&") ? $0.replacingAmpersand(with: parent) : parent + " " + $0 }
                    }
                for s in selectors {
                    out.append(contentsOf: Self.scoped(q.declarations, s, context.conditions, context.dark))
                }
                if !q.rules.isEmpty {
                    stack.append(Work(rules: q.rules, index: 0, parents: selectors, conditions: context.conditions, dark: context.dark))
                }
            }
        }
        return out
    }

    private static func scoped(_ decls: [CSSDeclaration], _ selector: String, _ conditions: [String], _ dark: Bool) -> [CSSScopedDeclaration] {
        let variant = CSSSelectors.darkVariant(selector)
        return decls.map {
            CSSScopedDeclaration(
                declaration: $0, selector: variant ?? selector, rawSelector: selector, conditions: conditions,
                isDark: dark || variant != nil)
        }
    }
}

extension String {
    /// The selector with every `&` replaced by `parent` (CSS Nesting).
    fileprivate func replacingAmpersand(with parent: String) -> String {
        var out = ""
        for c in unicodeScalars {
            if c == "&" { out += parent } else { out.unicodeScalars.append(c) }
        }
        return out
    }
}
