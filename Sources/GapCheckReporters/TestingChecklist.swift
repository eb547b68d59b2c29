import GapCheckModel
import GapCheckReport

/// The "Testing After Implementation" list: what a tester verifies once the findings are fixed.
/// Each item is derived from findings, so it names the values and screens concerned.
enum TestingChecklist {
    /// Markdown items (already escaped), in report-area order.
    static func items(active: [Finding], analysis: Analysis, screenOf: (Finding) -> Int?) -> [String] {
        var items: [String] = []
        let by = { (c: Category) in active.filter { $0.category == c } }

        // Colors: group exact-value findings by the first word of the token name (status, brand...).
        let colors = by(.color)
        let valued = colors.filter { $0.expected?.color != nil || ($0.expected?.value.map { $0.hasPrefix("#") } ?? false) }
        var groups: [String: [Finding]] = [:]
        for f in valued { groups[groupWord(f.expected?.name ?? ""), default: []].append(f) }
        var singles: [Finding] = []
        for key in groups.keys.sorted() {
            let fs = groups[key] ?? []
            if fs.count >= 2, !key.isEmpty {
                items.append("All \(MarkdownText.inline(key)) colors match design hex values (\(values(fs)))")
            } else {
                singles += fs
            }
        }
        if !singles.isEmpty {
            let list = singles.map { f in
                MarkdownText.code(f.expected?.name ?? "?") + " " + MarkdownText.inline(f.expected?.value ?? f.expected?.color?.hex ?? "")
            }
            items.append("Colors match design values: " + list.joined(separator: ", "))
        }
        let assets = colors.filter { $0.rule == "color.asset-missing" }
        if !assets.isEmpty {
            items.append("Every named color resolves to a colorset in the asset catalog (\(names(assets, side: \.actual)))")
        }
        let darkVariants = colors.filter { $0.rule == "color.dark-variant-missing" }
        if !darkVariants.isEmpty {
            items.append("Dark variants match the design for \(names(darkVariants, side: \.expected))")
        }

        let type = by(.typography)
        if !type.isEmpty {
            items.append(
                "Text styles match the design's size, weight and family: "
                    + type.map { f in
                        MarkdownText.code(f.expected?.name ?? f.actual?.name ?? "?") + (f.expected?.value.map { " (" + MarkdownText.inline($0) + ")" } ?? "")
                    }.joined(separator: ", "))
            // macOS has no Dynamic Type: nothing to test in a Mac-only app.
            if !active.contains(where: { $0.rule == "element.dynamic-type" }), !analysis.inventory.macOnly {
                items.append("Dynamic Type scales properly (test at the largest accessibility size)")
            }
        }

        let spacing = by(.spacing)
        if !spacing.isEmpty {
            items.append("Spacing and corner radii come from the design scale (\(values(spacing)))")
        }

        let tokens = by(.tokens)
        let duplicates = tokens.filter { $0.rule == "token.duplicate" }
        if !duplicates.isEmpty {
            // File-level findings (a file re-declaring another's tokens, a parallel palette) name the copy file in their key.
            let copies = duplicates.compactMap { f -> String? in
                let parts = f.key.split(separator: "|", omittingEmptySubsequences: false)
                guard parts.count >= 2, parts[0] == "redeclared" || parts[0] == "palette" else { return nil }
                return parts[1].split(separator: "/").last.map(String.init)
            }
            let perToken = duplicates.filter { f in !["redeclared", "palette"].contains(f.key.split(separator: "|").first.map(String.init) ?? "") }
            let what = [
                perToken.isEmpty ? nil : names(perToken, side: \.expected),
                copies.isEmpty ? nil : "no copies left in " + Array(Set(copies)).sorted().joined(separator: ", ")
            ].compactMap { $0 }.joined(separator: "; ")
            items.append("Each token is defined once, in one file (\(what))")
        }
        let naming = tokens.filter { $0.rule.hasPrefix("naming.") }
        if !naming.isEmpty {
            items.append("Token names say what a value is for, not what it is (\(names(naming, side: \.actual)))")
        }
        for f in tokens where f.rule != "token.duplicate" && !f.rule.hasPrefix("naming.") {
            items.append("Fixed: " + MarkdownText.prose(f.title))
        }

        // Screens: one item per screen that has gaps, naming everything the design shows there.
        let screenFindings = active.filter { $0.category == .screens || $0.category == .content }
        var affected: Set<Int> = []
        for f in screenFindings { if let i = screenOf(f) { affected.insert(i) } }
        for (i, m) in analysis.matches.screens.enumerated() where !m.sectionsMissing.isEmpty || !m.labelsMissing.isEmpty || m.viewName == nil {
            affected.insert(i)
        }
        let screens = analysis.matches.screens
        for i in affected.sorted(by: { (screens[$0].screen.location, screens[$0].screen.name) < (screens[$1].screen.location, screens[$1].screen.name) }) {
            let m = screens[i]
            let title = MarkdownText.inline(m.screen.title ?? m.screen.name)
            if m.viewName == nil { items.append("\(title) screen exists and is reachable") }
            if !m.screen.sections.isEmpty, !m.sectionsMissing.isEmpty || m.viewName == nil {
                let list = m.screen.sections.map { MarkdownText.inline($0.title) }.joined(separator: ", ")
                items.append("\(title) has all \(m.screen.sections.count) sections (\(list))")
            }
            if !m.labelsMissing.isEmpty {
                items.append("\(title) shows \(m.labelsMissing.map { MarkdownText.inline($0) }.joined(separator: ", "))")
            }
        }
        let unplaced = screenFindings.filter { screenOf($0) == nil }
        if !unplaced.isEmpty {
            items.append("Screens show everything the design does (\(unplaced.map { MarkdownText.inline($0.title) }.joined(separator: "; ")))")
        }

        let models = by(.models)
        if !models.isEmpty {
            items.append("Models carry the data the screens show (\(names(models, side: \.expected)))")
        }

        let hard = by(.hardcoded)
        if !hard.isEmpty {
            let total = hard.reduce(0) { $0 + max($1.count, 1) }
            items.append("No hard-coded colors, fonts or spacing left in views (\(total) today)")
        }

        if !by(.darkMode).isEmpty || !darkVariants.isEmpty {
            items.append("Light/Dark mode both render correctly")
        }

        // Accessibility: one item per kind of check, naming what it concerns, as a tester verifies it.
        let a11y = by(.accessibility)
        let isContrast = { (f: Finding) in f.rule.hasPrefix("contrast.") || f.rule == "element.contrast" }
        let isTarget = { (f: Finding) in f.rule.hasPrefix("touch-target.") }
        let isLabel = { (f: Finding) in f.rule == "element.accessibility-label" }
        let isDynamicType = { (f: Finding) in f.rule == "element.dynamic-type" }
        if a11y.contains(where: isContrast) {
            items.append("Text contrast meets WCAG AA (4.5:1, 3:1 for large text) in light and dark mode")
        }
        if a11y.contains(where: isTarget) {
            items.append("Touch targets are at least 44×44pt (use Accessibility Inspector)")
        }
        let labels = a11y.filter(isLabel)
        if !labels.isEmpty {
            items.append("VoiceOver reads a label on every icon-only control (\(quoted(labels)))")
        }
        let fixedFonts = a11y.filter(isDynamicType)
        if !fixedFonts.isEmpty {
            items.append("Dynamic Type scales \(fontNames(fixedFonts)) (test at the largest accessibility size)")
        }
        for f in a11y where !isContrast(f) && !isTarget(f) && !isLabel(f) && !isDynamicType(f) {
            items.append("Fixed: " + MarkdownText.prose(f.title))
        }
        items.append("`gapcheck` reports no new finding at or above the release gate")
        return items
    }

    /// The design's labels of controls that need one, quoted, first seen first: `"Share workout", "Close"`.
    static func quoted(_ fs: [Finding]) -> String {
        var seen: [String] = []
        for f in fs {
            let n = f.expected?.name ?? f.actual?.name ?? ""
            if !n.isEmpty, !seen.contains(n) { seen.append(n) }
        }
        return seen.map { "\"" + MarkdownText.inline($0) + "\"" }.joined(separator: ", ")
    }

    /// The code fonts a Dynamic Type finding names (`.font(Typography.caption)` → `Typography.caption`), as code.
    static func fontNames(_ fs: [Finding]) -> String {
        var seen: [String] = []
        for f in fs {
            var n = f.actual?.name ?? ""
            if n.hasPrefix(".font("), n.hasSuffix(")") { n = String(n.dropFirst(6).dropLast()) }
            if !n.isEmpty, !seen.contains(n) { seen.append(n) }
        }
        return seen.map { MarkdownText.code($0) }.joined(separator: ", ")
    }

    /// First meaningful word of a token name: `--color-status-success` → `status`.
    static func groupWord(_ name: String) -> String {
        NameWords.split(name).first { !["color", "colors", "clr", "c"].contains($0) } ?? ""
    }

    static func values(_ fs: [Finding]) -> String {
        var seen: [String] = []
        for f in fs {
            let v = f.expected?.value ?? f.expected?.color?.hex ?? ""
            if !v.isEmpty, !seen.contains(v) { seen.append(v) }
        }
        return seen.map { MarkdownText.inline($0) }.joined(separator: ", ")
    }

    static func names(_ fs: [Finding], side: KeyPath<Finding, FindingSide?>) -> String {
        var seen: [String] = []
        for f in fs {
            let n = f[keyPath: side]?.name ?? f.expected?.name ?? f.actual?.name ?? f.title
            if !seen.contains(n) { seen.append(n) }
        }
        return seen.map { MarkdownText.code($0) }.joined(separator: ", ")
    }
}
