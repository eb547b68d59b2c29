import GapCheckModel

/// A declaration with its absolute position in the design file.
struct StyleDeclaration: Sendable {
    var name: String
    var value: [CSSComponentValue]
    var important: Bool
    var location: SourceLocation
    /// The shorthand it was expanded from (`padding` for `padding-top`), when any.
    var shorthand: String?
    /// The custom property the value came from before `var()` substitution, when any.
    var variableSource: String?
    var valueText: String { CSSSerializer.serialize(value) }
}

/// A style rule flattened out of at-rules and nesting, for one color scheme.
struct StyleRule: Sendable {
    /// The selectors, with any dark-theme part removed (`.dark .card` → `.card`).
    var selectors: [Selector]
    /// The selector list as written.
    var selectorText: String
    /// True inside `@media (prefers-color-scheme: dark)` or under a `.dark`/`[data-theme=dark]` selector.
    var dark: Bool
    /// Declarations as written (custom properties included), in order.
    var declarations: [StyleDeclaration]
    /// Index of the `StyleSource` the rule comes from.
    var source: Int
    /// Global order for the cascade (later wins at equal specificity).
    var order: Int
    var location: SourceLocation
}

/// A CSS text and where it sits: a `.css` file, a `<style>` element, or a `style=""` attribute.
struct StyleSource: Sendable {
    enum Kind: Sendable, Equatable {
        /// A stylesheet file (linked, imported or standalone).
        case file
        /// A `<style>` element of page `page`.
        case styleElement(page: Int)
        /// The `style=""` attribute of element `node` on page `page`.
        case inline(page: Int, node: Int)
    }

    var kind: Kind
    /// Path shown to the user.
    var file: String
    /// Where the text's first character is in the file.
    var originLine: Int
    var originColumn: Int
    var text: String

    /// The absolute location of a position in `text`.
    func location(line: Int, column: Int) -> SourceLocation {
        guard line > 0 else { return SourceLocation(file: file, line: originLine, column: originColumn) }
        return SourceLocation(file: file, line: originLine + line - 1, column: line == 1 ? originColumn + column - 1 : column)
    }

    /// Flattens a parsed stylesheet into style rules: `@media`, `@supports`, `@layer` and nesting opened,
    /// dark media and dark selectors marked. `@import`s are returned for the loader.
    func flatten(_ sheet: CSSStylesheet, sourceIndex: Int, order: inout Int) -> (rules: [StyleRule], imports: [(href: String, location: SourceLocation)]) {
        var rules: [StyleRule] = []
        var imports: [(String, SourceLocation)] = []
        // (rule, dark context, parent selectors)
        var stack: [(CSSRule, Bool, [Selector])] = sheet.rules.reversed().map { ($0, false, []) }
        while let (rule, darkContext, parents) = stack.popLast() {
            switch rule {
            case .at(let at):
                switch at.name {
                case "import":
                    if let href = Self.importHref(at.prelude) { imports.append((href, location(line: at.line, column: at.column))) }
                case "media", "supports", "layer", "container", "scope", "document":
                    let dark = darkContext || (at.name == "media" && CSSBridge.isDarkMedia(at.preludeText))
                    if !at.declarations.isEmpty, !parents.isEmpty {
                        rules += makeRules(parents, text: parents.map(\.text).joined(separator: ", "), declarations: at.declarations,
                                           dark: dark, sourceIndex: sourceIndex, order: &order, line: at.line, column: at.column)
                    }
                    for r in (at.rules ?? []).reversed() { stack.append((r, dark, parents)) }
                default:
                    break
                }
            case .qualified(let q):
                let selectors = SelectorParser.parse(q.prelude, parents: parents)
                guard !selectors.isEmpty else { continue }
                rules += makeRules(selectors, text: parents.isEmpty ? q.selectorText : selectors.map(\.text).joined(separator: ", "),
                                   declarations: q.declarations, dark: darkContext, sourceIndex: sourceIndex, order: &order,
                                   line: q.line, column: q.column)
                for r in q.rules.reversed() { stack.append((r, darkContext, selectors)) }
            }
        }
        return (rules, imports)
    }

    /// Declarations of a `style=""` attribute as one rule on its element.
    func inlineRule(selector: Selector, sourceIndex: Int, order: inout Int) -> StyleRule {
        let decls = CSSParser.parseDeclarationList(text)
        order += 1
        return StyleRule(
            selectors: [selector], selectorText: selector.text, dark: false, declarations: decls.map(declaration),
            source: sourceIndex, order: order, location: location(line: 1, column: 1))
    }

    private func makeRules(
        _ selectors: [Selector], text: String, declarations: [CSSDeclaration], dark: Bool, sourceIndex: Int, order: inout Int,
        line: Int, column: Int
    ) -> [StyleRule] {
        var light: [Selector] = []
        var darkOnes: [Selector] = []
        for s in selectors {
            if let base = s.withoutDarkTheme { darkOnes.append(base) } else if dark { darkOnes.append(s) } else { light.append(s) }
        }
        let decls = declarations.map(declaration)
        var out: [StyleRule] = []
        let loc = location(line: line, column: column)
        if !light.isEmpty {
            order += 1
            out.append(StyleRule(selectors: light, selectorText: text, dark: false, declarations: decls, source: sourceIndex, order: order, location: loc))
        }
        if !darkOnes.isEmpty {
            order += 1
            out.append(StyleRule(selectors: darkOnes, selectorText: text, dark: true, declarations: decls, source: sourceIndex, order: order, location: loc))
        }
        return out
    }

    private func declaration(_ d: CSSDeclaration) -> StyleDeclaration {
        StyleDeclaration(name: d.name, value: d.value, important: d.important, location: location(line: d.line, column: d.column))
    }

    /// The URL of `@import url(x.css)` / `@import "x.css"`.
    static func importHref(_ prelude: [CSSComponentValue]) -> String? {
        for v in prelude {
            switch v.kind {
            case .string(let s), .url(let s): return s
            case .function(let name, let args) where name.lowercased() == "url":
                for a in args { if case .string(let s) = a.kind { return s } }
            default: continue
            }
        }
        return nil
    }
}
