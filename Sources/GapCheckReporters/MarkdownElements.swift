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

    /// One element row's cells as plain text, shared by the Markdown and HTML tables.
    struct ElementCells {
        var designText: String
        var selector: String
        var role: String
        var designStyle: String
        /// `Text("Settings")` and its location; nil when no code element pairs.
        var codeElement: String?
        var codeLocation: String?
        var codeStyle: String
        var verdict: String
    }

    static func elementCells(_ p: ElementPair) -> ElementCells {
        let d = p.design
        let text = d.text.isEmpty ? (d.accessibilityName.map { "[\($0)]" } ?? "(icon)") : d.text
        let designStyle = Self.lookText(d.light) + (d.dark.map { " · dark: " + Self.lookText($0) } ?? "")
        var cells = ElementCells(
            designText: "\"\(Self.clip(text))\" ", selector: d.selector, role: d.role.rawValue, designStyle: designStyle, codeStyle: "—",
            verdict: "no code text in the view matches")
        guard let c = p.code else { return cells }
        let codeText = c.text.map { "\"\(Self.clip($0))\"" } ?? c.symbol.map { "systemName \"\($0)\"" } ?? ""
        cells.codeElement = "\(c.kind)(\(codeText))"
        cells.codeLocation = c.location.description
        var styles: [String] = []
        if let v = c.color { styles.append("color " + Self.valueText(v)) }
        if let v = c.background { styles.append("bg " + Self.valueText(v)) }
        if let v = c.font, let f = v.font { styles.append(FontComparison.describe(f) + (v.inherited ? " (inherited)" : "")) }
        if let v = c.radius, let r = v.length { styles.append("radius \(Length.format(r))pt") }
        if let v = c.padding { styles.append("padding " + Self.paddingText(v.length, v.verticalLength, unit: "pt")) }
        if let via = [c.color, c.background, c.font, c.radius, c.padding].lazy.compactMap({ $0?.via }).first, via != "storyboard" {
            styles.append("via " + via)
        }
        cells.codeStyle = styles.isEmpty ? "defaults" : styles.joined(separator: " · ")
        switch p.confidence {
        case .weak?:
            cells.verdict = "paired by data only; not judged"
        case .symbol?:
            cells.verdict = c.accessibilityLabel == nil ? "icon paired through its symbol; no accessibility label" : "icon paired through its symbol"
        default:
            if p.differences.isEmpty {
                cells.verdict = p.agreeing.isEmpty ? "paired; no style both sides state" : "✓ " + p.agreeing.map(\.rawValue).joined(separator: ", ") + " match"
            } else {
                cells.verdict = p.differences.map { diff in
                    "\(diff.aspect.rawValue)\(diff.scheme == "dark" ? " (dark)" : "") \(diff.severity.rawValue): \(diff.note)"
                }.joined(separator: "; ")
            }
        }
        cells.verdict += p.confidence == .pattern ? " (via interpolation)" : p.confidence == .shared ? " (text shown by other views too)" : ""
        return cells
    }

    func elementRow(_ p: ElementPair) -> String {
        let cells = Self.elementCells(p)
        let designCell = MarkdownText.inline(cells.designText) + MarkdownText.code(cells.selector, inTable: true) + " · " + cells.role
        guard let element = cells.codeElement, let location = cells.codeLocation else {
            return "| \(designCell) | \(MarkdownText.inline(cells.designStyle)) | — | — | \(cells.verdict) |"
        }
        let codeCell = MarkdownText.code(element, inTable: true) + " " + MarkdownText.code(location, inTable: true)
        return
            "| \(designCell) | \(MarkdownText.inline(cells.designStyle)) | \(codeCell) | \(MarkdownText.inline(cells.codeStyle)) | \(MarkdownText.inline(cells.verdict)) |"
    }

    static func paddingText(_ h: Double?, _ v: Double?, unit: String) -> String {
        [h.map { "h \(Length.format($0))\(unit)" }, v.map { "v \(Length.format($0))\(unit)" }].compactMap { $0 }.joined(separator: " ")
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
        if l.background != nil || l.gradient != nil, l.paddingHorizontal != nil || l.paddingVertical != nil {
            parts.append("padding " + paddingText(l.paddingHorizontal, l.paddingVertical, unit: "px"))
        }
        return parts.joined(separator: " · ")
    }
}
