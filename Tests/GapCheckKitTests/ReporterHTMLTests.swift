import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

@Suite("HTML report")
struct ReporterHTMLTests {
    /// Strings that try to close the style block, open a script, break out of an attribute or link somewhere.
    static let payloads = [
        "<script>alert(1)</script>",
        "</style><script>alert(2)</script><style>",
        "\" onmouseover=\"alert(3)\" x=\"",
        "' style='background:url(http://127.0.0.1/x)' '",
        "javascript:alert(4)",
        "<a href=\"javascript:alert(5)\">click</a>",
        "`</code><img src=x onerror=alert(6)>`",
        "red; background: url(http://127.0.0.1/leak)",
        "\u{1B}[31mRED\u{1B}[0m\u{202E}"
    ]

    /// The fixture plus one finding per payload with the payload in every text field, and a hostile app name.
    static func hostileHTML() -> String {
        let at = { (i: Int) in SourceLocation(file: "tokens/\(payloads[i]).swift", line: i + 1, column: 1) }
        let extra = payloads.indices.map { i in
            let p = payloads[i]
            return Finding(
                rule: "color.mismatch", severity: .critical, category: .color, title: "`\(p)` is \(p)", message: p,
                expected: FindingSide(
                    name: p, value: p, color: Color(hex: "#34C759"), darkColor: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5),
                    font: FontSpec(family: p, size: 1e9, weight: 650, letterSpacing: .nan, textStyle: p, design: p), location: at(i)),
                actual: FindingSide(name: p, value: p, color: Color(red: 2, green: -1, blue: .nan), font: FontSpec(family: p, textStyle: p), location: at(i)),
                fix: i % 2 == 0 ? .declaration(SwiftCode(p)) : .instruction("Use `\(p)` instead"), fixLocation: at(i), occurrences: [at(0), at(i)], key: p)
        }
        var analysis = ReporterFixture.analysis(findings: ReporterFixture.findings + extra)
        analysis.date = payloads[0]
        analysis.designRoots = payloads
        return HTMLReporter(options: ReportOptions(appName: payloads[1])).render(analysis)
    }

    @Test("hostile strings arrive escaped: no script, no extra style block, no new tags or attributes")
    func hostileStrings() throws {
        let html = Self.hostileHTML()
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<a href=\"javascript"))
        #expect(!html.contains("\u{1B}") && !html.contains("\u{202E}"))
        #expect(html.components(separatedBy: "<style>").count == 2, "exactly one <style> element")
        #expect(html.components(separatedBy: "</style>").count == 2, "exactly one </style>")
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot; onmouseover=&quot;alert(3)&quot;"))
        // Every tag is one the reporter writes.
        let allowed: Set<String> = [
            "!doctype", "html", "head", "meta", "title", "style", "body", "main", "header", "footer", "section", "article",
            "h1", "h2", "h3", "h4", "p", "dl", "dt", "dd", "div", "span", "b", "code", "pre", "ul", "li", "table", "thead",
            "tbody", "tr", "th", "td", "a", "figure", "figcaption"
        ]
        let tag = try Regex("<(/?)([!a-zA-Z0-9]+)")
        for m in html.matches(of: tag) {
            let name = String(html[m.range].dropFirst().drop { $0 == "/" }).lowercased()
            #expect(allowed.contains(name), "unexpected tag <\(name)>")
        }
        // Attributes: only the ones the reporter writes, with values from a fixed grammar.
        let attribute = try Regex(#"\s([a-zA-Z-]+)="([^"]*)""#)
        let style = try Regex(
            #"^(background: (#[0-9A-F]{6}|rgba\(\d{1,3}, \d{1,3}, \d{1,3}, [0-9.]+\))|width: \d{1,3}%|font-size: [0-9.]+px; font-weight: \d{3}(; font-style: italic)?(; letter-spacing: -?[0-9.]+px)?(; font-family: [a-z, -]+)?)$"#
        )
        let safe = try Regex(#"^[A-Za-z0-9 ._#=,;:/%-]*$"#)
        for m in html.matches(of: attribute) {
            let whole = String(html[m.range])
            let name = whole.drop { $0 == " " || $0 == "\n" }.prefix { $0 != "=" }
            let value = String(whole.drop { $0 != "\"" }.dropFirst().dropLast())
            #expect(["lang", "charset", "name", "content", "class", "id", "href", "style", "title"].contains(String(name)), "attribute \(name)")
            if name == "style" { #expect(value.wholeMatch(of: style) != nil, "style=\"\(value)\"") }
            if name == "href" { #expect(value.hasPrefix("#area-"), "href=\"\(value)\"") }
            if name == "class" || name == "id" || name == "href" { #expect(value.wholeMatch(of: safe) != nil, "\(name)=\"\(value)\"") }
        }
        // Sizes from hostile numbers are clamped; NaN channels become 0.
        #expect(html.contains("font-size: 96px; font-weight: 700"))
        #expect(html.contains("background: #FF0000"))
    }

    @Test("color findings show both swatches with hex, tokens, locations and ΔE2000")
    func colorSwatches() throws {
        let html = HTMLReporter().render(ReporterFixture.analysis())
        let article = try #require(Self.article(in: html, rule: "color.mismatch"))
        #expect(article.contains("<span class=\"chip-fill\" style=\"background: #FF9500\">"))
        #expect(article.contains("<span class=\"chip-fill\" style=\"background: #FF0000\">"))
        #expect(article.contains("--status-warning") && article.contains("AppColors.statusWarning"))
        #expect(article.contains("design/tokens.css:13:3") && article.contains("tokens/Theme/Colors.swift:9:16"))
        let want = try #require(Color(hex: "#FF9500")), have = try #require(Color(hex: "#FF0000"))
        #expect(article.contains("<b>\(MarkdownPage.decimal(want.deltaE2000(to: have)))</b><span>ΔE2000</span>"))
        // Light and dark on both sides for the generic-color finding.
        let generic = try #require(Self.article(in: html, rule: "color.generic"))
        #expect(generic.components(separatedBy: "background: #30D158").count == 3)
        #expect(generic.contains("Dark <code>#30D158</code>"))
    }

    @Test("typography findings render sample lines at the expected and the actual size and weight")
    func typeSamples() throws {
        let html = HTMLReporter().render(ReporterFixture.analysis())
        let article = try #require(Self.article(in: html, rule: "typography.mismatch"))
        #expect(article.contains("style=\"font-size: 15px; font-weight: 400\""))
        #expect(article.contains("style=\"font-size: 17px; font-weight: 400\""), "the .body text style resolves to 17pt")
    }

    @Test("the palette grid has one tile per design color, missing ones marked")
    func palette() {
        let analysis = ReporterFixture.analysis()
        let html = HTMLReporter().render(analysis)
        #expect(html.components(separatedBy: "<div class=\"tile status-").count - 1 == analysis.matches.colors.count)
        let missing = analysis.matches.colors.filter { $0.status == .missing }.count
        #expect(missing > 0)
        #expect(html.components(separatedBy: "<div class=\"tile status-missing\">").count - 1 == missing)
    }

    @Test("summary and score card carry the Markdown report's numbers")
    func sameNumbers() {
        let analysis = ReporterFixture.analysis()
        let html = HTMLReporter().render(analysis)
        let md = MarkdownReporter().render(analysis)
        let overall = MarkdownPage.decimal(analysis.summary.overallScore)
        #expect(md.contains("**Overall Score: \(overall)/10**"))
        #expect(html.contains("Overall score <b>\(overall)/10</b>"))
        let page = MarkdownPage(analysis: analysis, options: ReportOptions())
        for s in Severity.allCases { #expect(html.contains("<li class=\"tally-\(s.rawValue)\"><b>\(page.count(s))</b> \(s.rawValue)</li>")) }
        for s in analysis.summary.scores { #expect(html.contains("<b>\(MarkdownPage.decimal(s.score))</b>/10</td>")) }
        #expect(html.contains(HTMLText.escape(page.verdict.headline)))
    }

    @Test("self-contained: no scripts, no external resources")
    func selfContained() {
        let html = HTMLReporter().render(ReporterFixture.analysis())
        #expect(html.hasPrefix("<!doctype html>\n"))
        #expect(html.hasSuffix("</html>\n"))
        for banned in ["<script", "<link", "<img", "<iframe", "<object", "<svg"] {
            #expect(!html.contains(banned), "\(banned)")
        }
        let sheet = html.components(separatedBy: "<style>").dropFirst().first?.components(separatedBy: "</style>").first ?? ""
        #expect(sheet.contains(".palette"))
        for banned in ["@import", "url(", "http:", "https:", "@font-face"] { #expect(!sheet.contains(banned), "\(banned) in the stylesheet") }
    }

    @Test("CSS values come from numbers")
    func cssValues() {
        #expect(HTMLText.cssColor(Color(hex: "#34c759") ?? Color(red: 0, green: 0, blue: 0)) == "#34C759")
        #expect(HTMLText.cssColor(Color(red: 1, green: 0, blue: 0, alpha: 0.5)) == "rgba(255, 0, 0, 0.5)")
        #expect(HTMLText.cssColor(Color(red: .nan, green: 3, blue: -1, alpha: .infinity)) == "#00FF00")
        #expect(HTMLText.cssPixels(1e9, in: 4...96) == "96px")
        #expect(HTMLText.cssPixels(.nan, in: 4...96) == "4px")
        #expect(HTMLText.cssPixels(15.5, in: 4...96) == "15.5px")
        #expect(HTMLText.prose("`a<b>` and <i>") == "<code>a&lt;b&gt;</code> and &lt;i&gt;")
        #expect(HTMLText.prose("odd ` tick <x>") == "odd ` tick &lt;x&gt;")
    }

    /// The `<article>` of the first finding with `rule`.
    static func article(in html: String, rule: String) -> String? {
        html.components(separatedBy: "<article ").dropFirst().map { $0.components(separatedBy: "</article>")[0] }
            .first { $0.contains("<code>\(rule)</code>") }
    }
}
