import CSSEngine
import Foundation
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
    /// True inside `@media (prefers-contrast: more)`, under a high-contrast theme selector, or in a
    /// high-contrast stylesheet: an appearance of its own, never the default light or dark value.
    var highContrast: Bool = false
    /// True under an explicit light theme (`.light-theme`, `[data-theme=light]`, `@media (prefers-color-scheme:
    /// light)`, a `*-light.css` file): the light values, which makes unthemed global values the dark ones.
    var lightTheme: Bool = false
    /// True when that light theme is a class or attribute of the selector (`.light`, `[data-theme=light]`), not the
    /// system's light mode (`@media (prefers-color-scheme: light)`) or a `*-light.css` file: a theme the page turns on.
    var lightBySelector: Bool = false
    /// True for the `:root` rule a Tailwind v4 `@theme { … }` block is read as: the design's token declarations,
    /// whatever element carries them.
    var themeBlock: Bool = false
    /// True when every selector of the rule names the `<html>` or `<body>` of a page it applies to by a class, id or
    /// attribute that element carries (`PageRootElements`), or is global: its custom properties are the page's own.
    var pageWide: Bool = false
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
    /// For generated CSS (`TailwindStylesheet`), the design location each line of `text` stands for.
    var lineLocations: [SourceLocation]? = nil

    /// The absolute location of a position in `text`.
    func location(line: Int, column: Int) -> SourceLocation {
        if let map = lineLocations, !map.isEmpty { return map[min(max(line, 1), map.count) - 1] }
        guard line > 0 else { return SourceLocation(file: file, line: originLine, column: originColumn) }
        return SourceLocation(file: file, line: originLine + line - 1, column: line == 1 ? originColumn + column - 1 : column)
    }

    /// Flattens a parsed stylesheet into style rules: `@media`, `@supports`, `@layer` and nesting opened,
    /// dark media and dark selectors marked. `@import`s are returned for the loader.
    ///
    /// `appearance` is the stylesheet's own appearance (a `*-dark.css` file, or one imported under a dark
    /// media query): every rule in it belongs to that appearance.
    func flatten(
        _ sheet: CSSStylesheet, sourceIndex: Int, order: inout Int, appearance: SheetAppearance = .init()
    ) -> (rules: [StyleRule], imports: [(href: String, location: SourceLocation, appearance: SheetAppearance)]) {
        var rules: [StyleRule] = []
        var imports: [(String, SourceLocation, SheetAppearance)] = []
        // (rule, appearance context, parent selectors)
        var stack: [(CSSRule, SheetAppearance, [Selector])] = sheet.rules.reversed().map { ($0, appearance, []) }
        while let (rule, context, parents) = stack.popLast() {
            switch rule {
            case .at(let at):
                switch at.name {
                case "import":
                    // `@import "tailwindcss"` names the framework's package, not a file of the design.
                    if let href = Self.importHref(at.prelude), href != "tailwindcss", !href.hasPrefix("tailwindcss/") {
                        imports.append((href, location(line: at.line, column: at.column), context.adding(media: at.prelude)))
                    }
                case "theme":
                    // Tailwind v4's `@theme { --color-brand: … }` declares the design's variables on `:root`.
                    let root = [Selector(compounds: [CompoundSelector(tag: "html")], text: ":root")]
                    var themeRules = makeRules(
                        root, text: ":root", declarations: at.declarations.filter { $0.name.hasPrefix("--") }, appearance: context,
                        sourceIndex: sourceIndex, order: &order, line: at.line, column: at.column)
                    for i in themeRules.indices { themeRules[i].themeBlock = true }
                    rules += themeRules
                case "media", "supports", "layer", "container", "scope", "document":
                    let inner = at.name == "media" ? context.adding(media: at.prelude) : context
                    if !at.declarations.isEmpty, !parents.isEmpty {
                        rules += makeRules(
                            parents, text: parents.map(\.text).joined(separator: ", "), declarations: at.declarations,
                            appearance: inner, sourceIndex: sourceIndex, order: &order, line: at.line, column: at.column)
                    }
                    for r in (at.rules ?? []).reversed() { stack.append((r, inner, parents)) }
                default:
                    break
                }
            case .qualified(let q):
                let selectors = SelectorParser.parse(q.prelude, parents: parents)
                guard !selectors.isEmpty else { continue }
                rules += makeRules(
                    selectors, text: parents.isEmpty ? q.selectorText : selectors.map(\.text).joined(separator: ", "),
                    declarations: q.declarations, appearance: context, sourceIndex: sourceIndex, order: &order,
                    line: q.line, column: q.column)
                for r in q.rules.reversed() { stack.append((r, context, selectors)) }
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

    /// One rule per appearance its selectors name: a theme part (`.dark`, `[data-theme=light]`,
    /// `.theme-hc`) is removed from the selector and decides the rule's appearance with the context's.
    private func makeRules(
        _ selectors: [Selector], text: String, declarations: [CSSDeclaration], appearance: SheetAppearance, sourceIndex: Int,
        order: inout Int, line: Int, column: Int
    ) -> [StyleRule] {
        var groups: [SheetAppearance: [Selector]] = [:]
        var keys: [SheetAppearance] = []
        let declaresTokens = declarations.contains { $0.name.hasPrefix("--") }
        for s in selectors {
            var a = appearance
            var base = s
            if let t = s.withoutTheme(declaresTokens: declaresTokens) {
                base = t.selector
                a.dark = a.dark || t.dark
                a.light = a.light || t.light
                a.highContrast = a.highContrast || t.highContrast
            }
            if groups[a] == nil { keys.append(a) }
            groups[a, default: []].append(base)
        }
        let decls = declarations.map(declaration)
        let loc = location(line: line, column: column)
        var out: [StyleRule] = []
        // Light first, then dark, then high contrast: the order the cascade expects.
        for a in keys.sorted(by: { ($0.highContrast ? 1 : 0, $0.dark ? 1 : 0) < ($1.highContrast ? 1 : 0, $1.dark ? 1 : 0) }) {
            guard let list = groups[a] else { continue }
            order += 1
            var rule = StyleRule(
                selectors: list, selectorText: text, dark: a.dark, highContrast: a.highContrast, lightTheme: a.light && !a.dark,
                declarations: decls, source: sourceIndex, order: order, location: loc)
            rule.lightBySelector = rule.lightTheme && !appearance.light
            out.append(rule)
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

/// The appearance a stylesheet or a block of it applies to: dark and/or high contrast (neither: light).
struct SheetAppearance: Sendable, Hashable {
    var dark = false
    /// Explicitly light (a light theme scope, light media, a `*-light.css` file).
    var light = false
    var highContrast = false

    /// The appearance inside `@media <prelude>` (or an `@import` with that media list).
    func adding(media prelude: [CSSComponentValue]) -> SheetAppearance {
        var a = self
        if CSSSelectors.isDarkMediaQuery(prelude) { a.dark = true }
        if CSSSelectors.isLightMediaQuery(prelude) { a.light = true }
        if CSSSelectors.isHighContrastMediaQuery(prelude) { a.highContrast = true }
        return a
    }

    /// The appearance a stylesheet's path names, from its file and folder names inside the design root
    /// (`variables-dark.css`, `dark/vars.css`, `theme-hc.css`, `high-contrast/colors.css`).
    static func ofPath(_ relativePath: String) -> SheetAppearance {
        var a = SheetAppearance()
        let stem = (relativePath as NSString).deletingPathExtension
        for part in stem.split(separator: "/") {
            let words = NameWords.split(String(part))
            let dark = words.contains("dark") || words.contains("darkmode")
            let light = words.contains("light") || words.contains("lightmode")
            if dark && !light { a.dark = true }
            if light && !dark { a.light = true }
            if words.contains("hc") || words.contains("highcontrast") || (words.contains("contrast") && words.contains("high")) {
                a.highContrast = true
            }
        }
        return a
    }
}
