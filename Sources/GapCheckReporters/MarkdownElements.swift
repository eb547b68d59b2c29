import GapCheckAnalysis
import GapCheckModel

/// The element-by-element table of a matched screen: each design element beside the code element that
/// draws it, with both styles and a verdict.
extension MarkdownPage {
    /// Most element rows shown per screen: paired elements first, then unpaired ones (the JSON report has all).
    static let maxElementRows = 40

    mutating func elementTable(_ m: ScreenMatch) {
        let pairs = analysis.matches.elements.filter { $0.screen == m.screen.name }
        guard !pairs.isEmpty else { return }
        let paired = pairs.filter { $0.code != nil }
        let judged = paired.filter { $0.confidence != .weak }
        let differing = judged.filter { !$0.differences.isEmpty }.count
        add("**Element by element** (\(paired.count) of \(pairs.count) design elements paired with code, \(differing) with a style gap):")
        add()
        add("| Design element | Design style | Code element | Code style | Verdict |")
        add("|---|---|---|---|---|")
        let shown = (paired + pairs.filter { $0.code == nil }).prefix(Self.maxElementRows)
        for p in shown { add(elementRow(p)) }
        if pairs.count > shown.count { add("| … \(pairs.count - shown.count) more in the JSON report | | | | |") }
        add()
    }

    func elementRow(_ p: ElementPair) -> String {
        let d = p.design
        let text = d.text.isEmpty ? (d.accessibilityName.map { "[\($0)]" } ?? "(icon)") : d.text
        let designCell = MarkdownText.inline("\"\(Self.clip(text))\" ") + MarkdownText.code(d.selector, inTable: true) + " · " + d.role.rawValue
        let designStyle = Self.lookText(d.light) + (d.dark.map { " · dark: " + Self.lookText($0) } ?? "")
        guard let c = p.code else {
            return "| \(designCell) | \(MarkdownText.inline(designStyle)) | — | — | no code text in the view matches |"
        }
        let codeText = c.text.map { "\"\(Self.clip($0))\"" } ?? c.symbol.map { "systemName \"\($0)\"" } ?? ""
        let codeCell = MarkdownText.code("\(c.kind)(\(codeText))", inTable: true) + " " + MarkdownText.code(c.location.description, inTable: true)
        var styles: [String] = []
        if let v = c.color { styles.append("color " + Self.valueText(v)) }
        if let v = c.background { styles.append("bg " + Self.valueText(v)) }
        if let v = c.font, let f = v.font { styles.append(FontComparison.describe(f) + (v.inherited ? " (inherited)" : "")) }
        if let v = c.radius, let r = v.length { styles.append("radius \(Length.format(r))pt") }
        let codeStyle = styles.isEmpty ? "defaults" : styles.joined(separator: " · ")
        let verdict: String
        switch p.confidence {
        case .weak?:
            verdict = "paired by data only; not judged"
        default:
            if p.differences.isEmpty {
                verdict = p.agreeing.isEmpty ? "paired; no style both sides state" : "✓ " + p.agreeing.map(\.rawValue).joined(separator: ", ") + " match"
            } else {
                verdict = p.differences.map { diff in
                    "\(diff.aspect.rawValue)\(diff.scheme == "dark" ? " (dark)" : "") \(diff.severity.rawValue): \(diff.note)"
                }.joined(separator: "; ")
            }
        }
        let via = p.confidence == .pattern ? " (via interpolation)" : p.confidence == .shared ? " (text shown by other views too)" : ""
        return
            "| \(designCell) | \(MarkdownText.inline(designStyle)) | \(codeCell) | \(MarkdownText.inline(codeStyle)) | \(MarkdownText.inline(verdict + via)) |"
    }

    static func clip(_ s: String) -> String { s.count > 40 ? String(s.prefix(39)) + "…" : s }

    static func valueText(_ v: ElementStyleValue) -> String {
        if let g = v.gradient { return "gradient " + g.map(\.hex).joined(separator: "→") }
        guard let c = v.color else { return v.expression }
        return c.hex + (v.systemName.map { " (\($0))" } ?? "") + (v.inherited ? " (inherited)" : "")
    }

    static func lookText(_ l: ElementLook) -> String {
        var parts: [String] = []
        if let c = l.color { parts.append("color \(c.hex)") }
        if let g = l.gradient {
            parts.append("bg gradient " + g.map(\.hex).joined(separator: "→"))
        } else if let b = l.background {
            parts.append("bg \(b.hex)")
        }
        if let s = l.fontSize { parts.append("\(Length.format(s))px \(FontWeightName.name(for: l.fontWeight ?? 400))") }
        if let r = l.radius, r > 0 { parts.append("radius \(Length.format(r))px") }
        return parts.joined(separator: " · ")
    }
}
