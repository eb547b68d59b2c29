import GapCheckModel

/// Renders what `gapcheck extract` found in the mockups: values grouped by kind, screens, pairs, targets.
public enum DesignSpecText {
    /// Human-readable, sorted listing.
    public static func render(_ spec: DesignSpec) -> String {
        var out: [String] = []
        out.append("Design: \(plural(spec.files.count, "file")), \(plural(spec.expectations.count, "value")), \(plural(spec.screens.count, "screen"))")
        for kind in ValueKind.allCases {
            let values = spec.expectations.filter { $0.kind == kind }
                .sorted { ($0.name, $0.location) < ($1.name, $1.location) }
            guard !values.isEmpty else { continue }
            out.append("")
            out.append("\(kind.rawValue.capitalized) (\(values.count))")
            var table = TextTable()
            for e in values {
                let dark = e.dark.map { "dark " + $0.description } ?? ""
                table.add([e.name, e.light.description, dark, e.role.rawValue, "×\(e.usageCount)", e.location.description])
            }
            out += table.lines()
        }
        let screens = spec.screens.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
        if !screens.isEmpty {
            out.append("")
            out.append("Screens (\(screens.count))")
            for s in screens {
                let title = s.title.map { " — \"\(TerminalText.sanitize($0))\"" } ?? ""
                out.append("  \(TerminalText.sanitize(s.name))\(title)  \(TerminalText.sanitize(s.location.description))")
                if !s.sections.isEmpty {
                    out.append("    Sections:")
                    var t = TextTable()
                    for sec in s.sections { t.add([sec.title, sec.level > 0 ? "h\(sec.level)" : "section", sec.location.description]) }
                    out += t.lines(indent: 6)
                }
                if !s.labels.isEmpty {
                    out.append("    Labels:")
                    var t = TextTable()
                    for l in s.labels {
                        t.add([l.kind.rawValue, l.text, l.sampleValue.map { "= " + $0 } ?? "", l.section.map { "[\($0)]" } ?? "", l.location.description])
                    }
                    out += t.lines(indent: 6)
                }
            }
        }
        let pairs = spec.colorPairs.sorted { ($0.location, $0.scheme, $0.selector) < ($1.location, $1.scheme, $1.selector) }
        if !pairs.isEmpty {
            out.append("")
            out.append("Text on background (\(pairs.count))")
            var t = TextTable()
            for p in pairs {
                let ratio = (p.foreground.composited(over: p.background).contrastRatio(with: p.background) * 100).rounded() / 100
                t.add([p.foregroundName, "on", p.backgroundName, String(ratio) + ":1", p.scheme, p.selector, p.location.description])
            }
            out += t.lines()
        }
        let targets = spec.tapTargets.sorted { ($0.location, $0.selector) < ($1.location, $1.selector) }
        if !targets.isEmpty {
            out.append("")
            out.append("Tap targets (\(targets.count))")
            var t = TextTable()
            for tt in targets {
                let size = "\(tt.width.map { Length.format($0) } ?? "?")×\(tt.height.map { Length.format($0) } ?? "?")pt"
                t.add([tt.selector, size, tt.screen ?? "", tt.location.description])
            }
            out += t.lines()
        }
        out.append("")
        out.append("Dark variant: " + (spec.hasDarkVariant ? "yes" + (spec.darkVariantLocation.map { " (\($0.description))" } ?? "") : "no"))
        // What darkmode.disabled and the appearance comparison go by.
        let appearance = spec.appearance == .lightAndDark ? "light and dark" : spec.appearance.words + " only (by its page backgrounds)"
        out.append("Appearance: " + appearance + (spec.hasHighContrastVariant ? "; high-contrast values too (kept apart, not compared)" : ""))
        out += diagnostics(spec.diagnostics)
        return out.map { TerminalText.sanitize($0) }.joined(separator: "\n") + "\n"
    }

    static func diagnostics(_ list: [Diagnostic]) -> [String] {
        guard !list.isEmpty else { return [] }
        let sorted = list.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
        return ["", "Diagnostics (\(sorted.count))"]
            + sorted.map {
                "  " + TerminalText.sanitize($0.description).trimmingCharacters(in: .whitespaces)
            }
    }
}
