import GapCheckAnalysis
import GapCheckModel

/// Area sections of the HTML report: the palette grid, and findings by severity with swatches and type samples.
extension HTMLPage {
    /// Text of the type sample lines.
    static let sampleText = "The quick brown fox jumps over the lazy dog 0123456789"

    mutating func areaSection(_ area: ReportArea, number: Int) {
        let fs = md.findings(in: area)
        let rows = md.rows(area)
        add("<section class=\"card area\" id=\"area-\(number)\">")
        add("<h2><span class=\"area-num\">\(number)</span>\(Self.esc(area.title)) \(badge(area))</h2>")
        let known = md.baselined.filter { area.categories.contains($0.category) }.count
        if known > 0 {
            add("<p class=\"muted\">\(plural(known, "known gap")) in this area \(known == 1 ? "is" : "are") in the baseline.</p>")
        }
        if known == 0, let why = md.notCompared(area) {
            add("<p class=\"muted\">Not verified: \(Self.esc(why)).</p>")
        }
        if !rows.isEmpty {
            var tally: [String] = []
            for status in MatchStatus.allCases {
                let n = rows.filter { $0.status == status }.count
                if n > 0 { tally.append("\(n) \(MarkdownPage.statusWord(status))") }
            }
            add("<p class=\"tally-line\">\(plural(rows.count, "design " + area.itemNoun)): \(tally.joined(separator: " · ")).</p>")
        }
        if area == .color, !rows.isEmpty { palette(rows) }
        if area == .screens { elementTables() }
        if fs.isEmpty {
            add("<p class=\"none\">No open gaps in this area.</p>")
        }
        for s in Severity.allCases {
            let group = fs.filter { $0.severity == s }
            guard !group.isEmpty else { continue }
            add("<h3 class=\"sev-heading level-\(s.rawValue)\">\(Self.esc(s.priorityTitle)) <span class=\"muted\">· \(group.count)</span></h3>")
            for f in group { finding(f) }
        }
        add("</section>")
    }

    // MARK: Element by element

    /// Per matched screen, the design's elements beside the code elements that draw them, as in the Markdown report.
    mutating func elementTables() {
        for m in analysis.matches.screens {
            let pairs = analysis.matches.elements.filter { $0.screen == m.screen.name }
            guard !pairs.isEmpty, let view = m.viewName else { continue }
            let paired = pairs.filter { $0.code != nil }
            let differing = paired.filter { $0.confidence != .weak && !$0.differences.isEmpty }.count
            add("<h3>Element by element: \(Self.esc(m.screen.name)) ↔ <code>\(Self.esc(view))</code></h3>")
            add(
                "<p class=\"muted\">\(paired.count) of \(pairs.count) design elements paired with code, \(differing) with a style gap "
                    + "(<code>\(Self.esc(m.screen.location.description))</code>).</p>")
            add("<table class=\"plain elements\">")
            add("<thead><tr><th>Design element</th><th>Design style</th><th>Code element</th><th>Code style</th><th>Verdict</th></tr></thead>")
            add("<tbody>")
            let shown = (paired + pairs.filter { $0.code == nil }).prefix(MarkdownPage.maxElementRows)
            for p in shown {
                let c = MarkdownPage.elementCells(p)
                let design = "\(Self.esc(c.designText))<code>\(Self.esc(c.selector))</code> · \(Self.esc(c.role))"
                let swatches = Self.lookSwatches(p.design.light)
                let code = c.codeElement.map { "<code>\(Self.esc($0))</code> <span class=\"loc\">\(Self.esc(c.codeLocation ?? ""))</span>" } ?? "—"
                let level = p.differences.map(\.severity).min().map { " class=\"level-\($0.rawValue)\"" } ?? ""
                add(
                    "<tr\(level)><td>\(design)</td><td>\(swatches)\(Self.esc(c.designStyle))</td><td>\(code)</td><td>\(Self.esc(c.codeStyle))</td>"
                        + "<td>\(Self.esc(c.verdict))</td></tr>")
            }
            if pairs.count > shown.count {
                add("<tr><td colspan=\"5\" class=\"muted\">… \(pairs.count - shown.count) more in the JSON report</td></tr>")
            }
            add("</tbody>")
            add("</table>")
        }
    }

    /// Chips for a design element's text and background colors.
    static func lookSwatches(_ l: ElementLook) -> String {
        var out = ""
        if let c = l.color { out += chip(c, nil) }
        if let b = l.background ?? l.gradient?.first { out += chip(b, l.gradient?.last) }
        return out.isEmpty ? "" : out + " "
    }

    // MARK: Swatches

    /// A color chip: light, and dark beside it when given; a hatched chip when there is no color.
    static func chip(_ light: Color?, _ dark: Color?, large: Bool = false) -> String {
        let size = large ? " chip-lg" : ""
        guard let light else { return "<span class=\"chip chip-missing\(size)\" title=\"missing\"></span>" }
        var fills = "<span class=\"chip-fill\" style=\"background: \(HTMLText.cssColor(light))\"></span>"
        if let dark { fills += "<span class=\"chip-fill\" style=\"background: \(HTMLText.cssColor(dark))\"></span>" }
        return "<span class=\"chip\(size)\">\(fills)</span>"
    }

    /// Every design color against the code token it matched (or "missing"), in design order.
    mutating func palette(_ rows: [MatchRow]) {
        let sorted = rows.sorted { ($0.expectation.location, $0.expectation.name) < ($1.expectation.location, $1.expectation.name) }
        add("<h3>Palette</h3>")
        add("<p class=\"muted\">Each tile: the design color on top, the code token it matched below (light | dark).</p>")
        add("<div class=\"palette\">")
        for r in sorted {
            let e = r.expectation
            let design = Self.chipRow(e.light.color, e.dark?.color)
            let code =
                r.status == .missing
                ? Self.chipRow(nil, nil) : Self.chipRow(r.codeColor, e.dark != nil || r.codeDarkColor != r.codeColor ? r.codeDarkColor : nil)
            var delta = r.deltaE.map { "ΔE \(MarkdownPage.decimal($0))" } ?? ""
            if let d = r.darkDeltaE { delta += (delta.isEmpty ? "" : " · ") + "dark \(MarkdownPage.decimal(d))" }
            let codeName = r.status == .missing ? "<span class=\"missing\">missing</span>" : "<code>\(Self.esc(r.codeName ?? "?"))</code>"
            let codeHex = r.codeColor.map { Self.esc($0.description) } ?? ""
            add("<div class=\"tile status-\(r.status.rawValue)\">")
            add("<div class=\"tile-swatch\">\(design)\(code)</div>")
            add("<div class=\"tile-body\">")
            add("<p class=\"tile-name\" title=\"\(Self.esc(e.name))\">\(Self.esc(e.name))</p>")
            add("<p class=\"tile-hex\">\(Self.esc(e.light.color?.description ?? "\(e.light)"))\(codeHex.isEmpty ? "" : " → " + codeHex)</p>")
            add("<p class=\"tile-code\">\(codeName)</p>")
            add("<p class=\"tile-status\"><span class=\"badge status-\(r.status.rawValue)\">\(Self.esc(MarkdownPage.statusWord(r.status)))</span> \(delta)</p>")
            add("</div>")
            add("</div>")
        }
        add("</div>")
    }

    /// One half of a palette tile: the light color, and the dark one beside it when present.
    static func chipRow(_ light: Color?, _ dark: Color?) -> String {
        guard let light else { return "<span class=\"tile-half tile-missing\">missing</span>" }
        var out = "<span class=\"tile-half\"><span class=\"chip-fill\" style=\"background: \(HTMLText.cssColor(light))\"></span>"
        if let dark { out += "<span class=\"chip-fill\" style=\"background: \(HTMLText.cssColor(dark))\"></span>" }
        return out + "</span>"
    }

    // MARK: Findings

    mutating func finding(_ f: Finding) {
        add("<article class=\"finding level-\(f.severity.rawValue)\" id=\"f-\(Self.esc(f.id))\">")
        var meta = "<code>\(Self.esc(f.rule))</code> · id <code>\(Self.esc(f.id))</code>"
        if f.count > 1 { meta += " · ×\(f.count)" }
        add("<header><h4>\(HTMLText.prose(f.title))</h4><p class=\"finding-meta\">\(meta)</p></header>")
        if !f.message.isEmpty, f.message != f.title { add("<p class=\"message\">\(HTMLText.prose(f.message))</p>") }
        let compared = f.expected?.color != nil
        if compared { colorComparison(f) }
        typeSamples(f)
        var rows: [String] = []
        if !compared, let e = f.expected, let text = side(e) {
            let label = e.location.map { md.isDesignFile($0.file) } ?? true ? "Design" : "Expected"
            rows.append("<dt>\(label)</dt><dd>\(text)</dd>")
        }
        if !compared, let a = f.actual, let text = side(a) { rows.append("<dt>Implementation</dt><dd>\(text)</dd>") }
        let extra = f.occurrences.filter { $0 != f.primaryLocation }.sorted()
        if !extra.isEmpty {
            var text = extra.prefix(8).map { "<span class=\"loc\">\(Self.esc($0.description))</span>" }.joined(separator: ", ")
            if extra.count > 8 { text += " (+\(extra.count - 8) more)" }
            rows.append("<dt>Also at</dt><dd>\(text)</dd>")
        }
        if let typed = f.fix, case let fix = typed.text.trimmingCharacters(in: .whitespacesAndNewlines), !fix.isEmpty {
            if typed.isCode {
                let file = (f.fixLocation ?? f.actual?.location).map { "<p class=\"loc\">in \(Self.esc($0.file))</p>" } ?? ""
                rows.append("<dt>Fix</dt><dd>\(file)<pre class=\"fix\"><code>\(HTMLText.escape(fix))</code></pre></dd>")
            } else {
                rows.append("<dt>Fix</dt><dd>\(HTMLText.prose(fix))</dd>")
            }
        }
        if !rows.isEmpty {
            add("<dl class=\"sides\">")
            for r in rows { add(r) }
            add("</dl>")
        }
        add("</article>")
    }

    /// `name = value (chip) file:line:col` for one side.
    func side(_ s: FindingSide) -> String? {
        var parts: [String] = []
        if let name = s.name, !name.isEmpty { parts.append("<code>\(Self.esc(name))</code>") }
        if let value = s.value, !value.isEmpty { parts.append("<code>\(Self.esc(value))</code>") }
        var text = parts.joined(separator: " = ")
        if s.color != nil { text = Self.chip(s.color, s.darkColor == s.color ? nil : s.darkColor) + " " + text }
        if let loc = s.location { text += (text.isEmpty ? "" : " ") + "<span class=\"loc\">\(Self.esc(loc.description))</span>" }
        return text.isEmpty ? nil : text
    }

    /// Design and implementation swatches side by side (light and dark), with hex, token, location and ΔE2000.
    mutating func colorComparison(_ f: Finding) {
        let e = f.expected, a = f.actual
        add("<div class=\"compare\">")
        compareSide(e, label: e?.location.map { md.isDesignFile($0.file) } ?? true ? "Design" : "Expected")
        add("<div class=\"compare-delta\">")
        if let want = e?.color, let have = a?.color {
            add("<p><b>\(MarkdownPage.decimal(want.deltaE2000(to: have)))</b><span>ΔE2000</span></p>")
            // As the matcher does: a design without a dark value asks for its light value in dark mode too.
            if let hd = a?.darkColor, let wd = e?.darkColor ?? (hd == have ? nil : want) {
                add("<p><b>\(MarkdownPage.decimal(wd.deltaE2000(to: hd)))</b><span>dark ΔE2000</span></p>")
            }
        } else {
            add("<p><b>—</b><span>not in code</span></p>")
        }
        add("</div>")
        compareSide(a, label: "Implementation")
        add("</div>")
    }

    mutating func compareSide(_ s: FindingSide?, label: String) {
        add("<div class=\"compare-side\">")
        add("<p class=\"compare-label\">\(label)</p>")
        add("<div class=\"compare-chips\">")
        if let light = s?.color {
            add("<figure>\(Self.chip(light, nil, large: true))<figcaption>Light <code>\(Self.esc(light.description))</code></figcaption></figure>")
            if let dark = s?.darkColor {
                add("<figure>\(Self.chip(dark, nil, large: true))<figcaption>Dark <code>\(Self.esc(dark.description))</code></figcaption></figure>")
            }
        } else {
            add("<figure>\(Self.chip(nil, nil, large: true))<figcaption>No color</figcaption></figure>")
        }
        add("</div>")
        if let name = s?.name, !name.isEmpty { add("<p class=\"compare-name\"><code>\(Self.esc(name))</code></p>") }
        if let value = s?.value, !value.isEmpty, s?.color == nil { add("<p>\(Self.esc(value))</p>") }
        if let loc = s?.location { add("<p class=\"loc\">\(Self.esc(loc.description))</p>") }
        if s == nil { add("<p class=\"muted\">Nothing in the code.</p>") }
        add("</div>")
    }

    // MARK: Type samples

    /// The CSS for a font side, from its numbers only: size (clamped), weight, italic, and a generic family.
    static func fontStyle(_ spec: FontSpec) -> String? {
        guard let size = FontComparison.size(of: spec) else { return nil }
        var css = "font-size: \(HTMLText.cssPixels(size, in: 4...96)); font-weight: \(FontComparison.weight(of: spec, defaultRegular: true) ?? 400)"
        if spec.italic { css += "; font-style: italic" }
        if let ls = spec.letterSpacing, ls.isFinite { css += "; letter-spacing: \(HTMLText.cssPixels(ls, in: -10...10))" }
        switch FontComparison.family(of: spec) {
        case "system-rounded": css += "; font-family: ui-rounded, system-ui, sans-serif"
        case "system-monospaced": css += "; font-family: ui-monospace, monospace"
        case "system-serif": css += "; font-family: ui-serif, serif"
        default: break
        }
        return css
    }

    /// The sample line at the expected and the actual size and weight.
    mutating func typeSamples(_ f: Finding) {
        let sides: [(String, FindingSide)] = [("Design", f.expected), ("Implementation", f.actual)].compactMap { l, s in s.map { (l, $0) } }
        let styled = sides.compactMap { l, s in s.font.flatMap(Self.fontStyle).map { (l, s, $0) } }
        guard !styled.isEmpty else { return }
        add("<div class=\"type-compare\">")
        for (label, s, css) in styled {
            var spec = s.font.map(FontComparison.describe) ?? ""
            if let w = s.font.flatMap({ FontComparison.weight(of: $0, defaultRegular: true) }) { spec += " · weight \(w)" }
            add(
                "<div class=\"type-row\"><p class=\"type-label\">\(label) <code>\(Self.esc(spec))</code></p>"
                    + "<p class=\"type-sample\" style=\"\(css)\">\(Self.sampleText)</p></div>")
        }
        add("</div>")
    }
}
