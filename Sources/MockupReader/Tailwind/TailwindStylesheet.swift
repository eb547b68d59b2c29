import CSSEngine
import Foundation
import GapCheckModel
import LibXML

/// The stylesheet Tailwind would inject into a page that loads it from a CDN (v3's Play CDN
/// `cdn.tailwindcss.com`, v4's `@tailwindcss/browser`): rules for the utility classes the page uses,
/// never the whole framework, read by the cascade like any author `<style>`.
///
/// Nothing is fetched: the page's `tailwind.config` script and `@theme` blocks are read as text and the
/// defaults are compiled in (`TailwindPalette`, `TailwindTheme`). The block sits where the framework
/// appends its `<style>`, at the end of `<head>`, and each generated line points at the design's own text:
/// a utility at the `class` attribute of the first element using it, a token at its line in the config.
enum TailwindStylesheet {
    /// The Tailwind version a page loads, from its `<script src>`; nil when it loads none.
    static func version(of page: HTMLPage) -> TailwindTheme.Version? {
        let doc = page.document
        var found: TailwindTheme.Version?
        for node in doc.elementsInOrder() where doc.nodes[node].name == "script" {
            guard let src = doc.nodes[node].attribute("src")?.lowercased() else { continue }
            if src.contains("@tailwindcss/browser") || src.contains("tailwindcss-browser") { return .v4 }
            if src.contains("cdn.tailwindcss.com") { found = .v3 }
        }
        return found
    }

    /// The generated `<style>` block of a page that loads Tailwind; nil for any other page. A config the
    /// reader cannot read is a one-line warning, and the defaults are used.
    static func block(for page: HTMLPage, diagnostics: inout [Diagnostic]) -> HTMLPage.StyleBlock? {
        guard let version = version(of: page) else { return nil }
        let doc = page.document
        var theme = TailwindTheme(version: version)
        var scriptLocation: SourceLocation?
        var bodyLocation: SourceLocation?
        var classes: [String] = []
        var classLocation: [String: SourceLocation] = [:]
        var gradientLines: [(String, SourceLocation)] = []
        var seenGradients: Set<String> = []

        // The theme first: config scripts and `@theme` blocks may follow the classes that use them.
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            switch n.name {
            case "script":
                if n.attribute("src") != nil {
                    if scriptLocation == nil, version == Self.version(of: n.attribute("src") ?? "") { scriptLocation = page.location(of: node) }
                    continue
                }
                let text = n.children.map { doc.nodes[$0].text }.joined()
                guard text.contains("tailwind.config") else { continue }
                let origin = page.contentLocation(of: node)
                do {
                    guard let (config, startLine) = try ObjectLiteralReader.tailwindConfig(in: text) else { continue }
                    theme.apply(config: config) { line in
                        SourceLocation(file: page.file, line: origin.line + startLine + line - 2, column: 1)
                    }
                } catch {
                    let line = origin.line + error.line - 1
                    diagnostics.append(
                        Diagnostic(
                            .warning, "tailwind.config not readable (\(error.message)); Tailwind's default theme is used",
                            at: SourceLocation(file: page.file, line: line, column: 1)))
                }
            case "style":
                let sheet = CSSStylesheet.parse(n.children.map { doc.nodes[$0].text }.joined())
                applyTheme(sheet.rules, to: &theme)
            case "body":
                bodyLocation = page.location(of: node)
            default:
                break
            }
        }
        for node in doc.elementsInOrder() {
            guard let attr = doc.nodes[node].attribute("class") else { continue }
            let list = attr.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
            guard !list.isEmpty else { continue }
            let location = page.attributeValueLocation(of: node, "class") ?? page.location(of: node)
            for c in list where classLocation[c] == nil {
                classLocation[c] = location
                classes.append(c)
            }
            for g in gradients(list, theme: theme) where seenGradients.insert(g).inserted { gradientLines.append((g, location)) }
        }

        var lines: [String] = []
        var locations: [SourceLocation] = []
        let start = scriptLocation ?? SourceLocation(file: page.file, line: 1, column: 1)
        func add(_ line: String, _ at: SourceLocation) { lines.append(line); locations.append(at) }
        // Preflight, the part of it that changes what the reader measures: headings and links take
        // their parent's font and color until a utility says otherwise.
        add("html { line-height: 1.5 }", start)
        add("h1, h2, h3, h4, h5, h6 { font-size: inherit; font-weight: inherit }", start)
        add("a { color: inherit }", start)
        add("button, input, select, textarea { font-size: 100%; font-weight: inherit; line-height: inherit; color: inherit }", start)
        if !theme.declarations.isEmpty {
            add(":root {", theme.declarations[0].location)
            for d in theme.declarations { add("  \(d.name): \(d.value);", d.location) }
            add("}", theme.declarations[theme.declarations.count - 1].location)
        }
        let utilities = classes.enumerated().compactMap { i, c in TailwindUtility.parse(c, theme: theme).map { (i, $0) } }
        let ordered = utilities.sorted {
            ($0.1.pseudoClasses.isEmpty ? 0 : 1, $0.1.dark ? 1 : 0, $0.1.rank, $0.0) < ($1.1.pseudoClasses.isEmpty ? 0 : 1, $1.1.dark ? 1 : 0, $1.1.rank, $1.0)
        }
        for (_, u) in ordered {
            add(rule(u, theme: theme), classLocation[u.className] ?? start)
        }
        for (g, location) in gradientLines { add(g, location) }
        let origin = bodyLocation ?? start
        return HTMLPage.StyleBlock(text: lines.joined(separator: "\n"), origin: origin, media: nil, lineLocations: locations)
    }

    private static func version(of src: String) -> TailwindTheme.Version? {
        let s = src.lowercased()
        if s.contains("@tailwindcss/browser") || s.contains("tailwindcss-browser") { return .v4 }
        return s.contains("cdn.tailwindcss.com") ? .v3 : nil
    }

    /// Reads `@theme { --color-brand: … }` variables and `@custom-variant dark (…)` from a style block.
    private static func applyTheme(_ rules: [CSSRule], to theme: inout TailwindTheme) {
        for rule in rules {
            guard case .at(let at) = rule else { continue }
            switch at.name {
            case "theme":
                for d in at.declarations where d.name.hasPrefix("--") {
                    theme.apply(themeVariable: d.name, value: CSSSerializer.serialize(d.value))
                }
            case "custom-variant":
                let prelude = CSSSerializer.serialize(at.prelude)
                guard prelude.hasPrefix("dark") else { continue }
                if let r = prelude.range(of: #"\.[A-Za-z_][A-Za-z0-9_-]*|\[[^\]]+\]"#, options: .regularExpression) {
                    theme.darkSelector = String(prelude[r])
                }
            case "media", "supports", "layer":
                applyTheme(at.rules ?? [], to: &theme)
            default:
                continue
            }
        }
    }

    /// One utility as a rule on one line.
    static func rule(_ u: TailwindUtility, theme: TailwindTheme) -> String {
        var selector = "." + escape(u.className) + u.pseudoClasses.map { ":" + $0 }.joined()
        let body = u.declarations.map { "\($0.property): \($0.value)\(u.important ? " !important" : "")" }.joined(separator: "; ")
        if u.dark {
            if let d = theme.darkSelector {
                selector = d + " " + selector
            } else {
                return "@media (prefers-color-scheme: dark) { \(selector) { \(body) } }"
            }
        }
        return "\(selector) { \(body) }"
    }

    /// A class name as a CSS identifier: everything but letters, digits, `-` and `_` escaped.
    static func escape(_ name: String) -> String {
        var out = ""
        for (i, ch) in name.enumerated() {
            if !ch.isASCII || ch.isLetter || ch == "-" || ch == "_" || (ch.isNumber && i > 0) {
                out.append(ch)
            } else if ch.isNumber {
                out += "\\3\(ch) "
            } else {
                out += "\\" + String(ch)
            }
        }
        return out
    }

    private static let directions: [String: String] = [
        "t": "to top", "tr": "to top right", "r": "to right", "br": "to bottom right", "b": "to bottom", "bl": "to bottom left",
        "l": "to left", "tl": "to top left"
    ]

    /// The gradient an element's classes paint (`bg-gradient-to-r from-indigo-500 to-purple-600`) as a rule
    /// on the element's combination of classes; nil without a direction or a stop.
    static func gradient(_ classes: [String], theme: TailwindTheme) -> String? {
        gradients(classes, theme: theme).first
    }

    /// The gradient an element's classes paint, and the one they paint in dark mode when `dark:from-*`, `dark:via-*`
    /// or `dark:to-*` replace stops (`from-white dark:from-slate-900`): the dark stops over the light ones, as a rule
    /// of the dark variant. Empty without a direction or a stop.
    static func gradients(_ classes: [String], theme: TailwindTheme) -> [String] {
        var direction: (String, String)?
        var light: [Int: (String, String)] = [:]
        var dark: [Int: (String, String)] = [:]
        for c in classes {
            for prefix in ["bg-gradient-to-", "bg-linear-to-"] where c.hasPrefix(prefix) {
                if let d = directions[String(c.dropFirst(prefix.count))] { direction = (c, d) }
            }
            let isDark = c.hasPrefix("dark:")
            let name = isDark ? String(c.dropFirst("dark:".count)) : c
            for (prefix, stop) in [("from-", 0), ("via-", 1), ("to-", 2)] where name.hasPrefix(prefix) {
                guard let color = TailwindUtility.color(String(name.dropFirst(prefix.count)), theme: theme) else { continue }
                if isDark { dark[stop] = (c, color) } else { light[stop] = (c, color) }
            }
        }
        guard let (dirClass, dir) = direction, light[0] != nil || light[2] != nil else { return [] }
        func rule(_ stops: [Int: (String, String)]) -> (selector: String, body: String) {
            let colors = [stops[0]?.1 ?? "transparent"] + (stops[1].map { [$0.1] } ?? []) + [stops[2]?.1 ?? "transparent"]
            let selector = ([dirClass] + [stops[0]?.0, stops[1]?.0, stops[2]?.0].compactMap { $0 }).map { "." + escape($0) }.joined()
            return (selector, "background-image: linear-gradient(\(dir), \(colors.joined(separator: ", ")))")
        }
        let plain = rule(light)
        var out = ["\(plain.selector) { \(plain.body) }"]
        guard !dark.isEmpty else { return out }
        // The dark stops replace the light ones they name; the selector names every class the element carries for them.
        let both = rule(light.merging(dark) { _, d in d })
        let selector = plain.selector + dark.keys.sorted().compactMap { dark[$0].map { "." + escape($0.0) } }.joined()
        if let d = theme.darkSelector {
            out.append("\(d) \(selector) { \(both.body) }")
        } else {
            out.append("@media (prefers-color-scheme: dark) { \(selector) { \(both.body) } }")
        }
        return out
    }
}
