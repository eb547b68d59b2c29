import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

@Suite("Reporter golden files")
struct ReporterGoldenTests {
    /// Rule metadata for the SARIF snapshot, independent of which checks are registered.
    static let rules: [RuleDescription] = [
        RuleDescription(
            id: "color.mismatch", severity: .critical, category: .color,
            summary: "A design color has a same-named token with a different value.",
            rationale: "Status and brand colors carry meaning; a wrong value changes what users read.",
            examples: []),
        RuleDescription(
            id: "color.generic", severity: .critical, category: .color,
            summary: "A token uses an adaptive system color where the design gives an exact value.",
            rationale: "System colors change between iOS versions and appearances.",
            examples: [])
    ]

    static let options = ReportOptions(appName: nil, rules: rules)

    @Test("every format matches its golden file", arguments: ReportFormat.allCases)
    func golden(format: ReportFormat) {
        let text = format.reporter(options: Self.options).render(ReporterFixture.analysis())
        ReporterSnapshot.assertMatches(text, named: "report.\(format.fileExtension == "txt" ? format.rawValue + ".txt" : format.fileExtension)")
    }

    @Test("every format with a baseline matches its golden file", arguments: ReportFormat.allCases)
    func goldenBaseline(format: ReportFormat) {
        let text = format.reporter(options: Self.options).render(ReporterFixture.baselinedAnalysis())
        ReporterSnapshot.assertMatches(text, named: "baseline.\(format.fileExtension == "txt" ? format.rawValue + ".txt" : format.fileExtension)")
    }

    @Test("a clean analysis reads green")
    func clean() {
        let text = MarkdownReporter(options: Self.options).render(ReporterFixture.cleanAnalysis())
        ReporterSnapshot.assertMatches(text, named: "clean.md")
        #expect(text.contains("🟢"))
    }

    @Test("the verdict's verb agrees with the number of critical gaps")
    func verdictVerbAgrees() throws {
        let one = try #require(ReporterFixture.findings.first { $0.severity == .critical })
        let single = MarkdownReporter(options: Self.options).render(ReporterFixture.analysis(findings: [one]))
        #expect(single.contains("Not release-ready: 1 critical gap breaks the visual design"), "\(single.prefix(900))")
        let many = MarkdownReporter(options: Self.options).render(ReporterFixture.analysis())
        #expect(many.contains("critical gaps break the visual design"))
    }

    @Test("mockup pages that gave no screen are not verified, never green")
    func unscreenedPagesAreNotVerified() {
        var a = ReporterFixture.cleanAnalysis()
        a.design.files = ["design/index.html", "design/src/index.css"]
        a.matches.screens = []
        let text = MarkdownReporter(options: Self.options).render(a)
        #expect(text.contains("Not verified: none of the design's 1 page gave a screen to compare"), "\(text.prefix(900))")
        #expect(!text.contains("Matches the design"))
        // A token set (stylesheets only) needs no screens: green when it matches.
        a.design.files = ["tokens/colors.css"]
        #expect(MarkdownReporter(options: Self.options).render(a).contains("🟢 **Matches the design**"))
    }

    @Test("same analysis, any finding order: same bytes", arguments: ReportFormat.allCases)
    func deterministic(format: ReportFormat) {
        let reporter = format.reporter(options: Self.options)
        let a = reporter.render(ReporterFixture.analysis())
        var shuffled = ReporterFixture.analysis()
        shuffled.findings.reverse()
        shuffled.findings.swapAt(0, 3)
        shuffled.matches.colors.reverse()
        #expect(reporter.render(shuffled) == a)
        #expect(reporter.render(ReporterFixture.analysis()) == a)
    }

    @Test("extract and inventory listings match their golden files")
    func listings() {
        ReporterSnapshot.assertMatches(DesignSpecText.render(ReporterFixture.design), named: "extract.txt")
        ReporterSnapshot.assertMatches(InventoryText.render(ReporterFixture.inventory), named: "inventory.txt")
        let json = ExtractionJSON(roots: ["design"], content: ReporterFixture.design).text
        #expect(json == ExtractionJSON(roots: ["design"], content: ReporterFixture.design).text)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
    }

    @Test("rule docs render from descriptions")
    func ruleDocs() {
        let rules = Self.rules.map { r -> RuleDescription in
            var r = r
            r.examples = [
                RuleExample(
                    design: ":root { --status-warning: #FF9500; }", swift: "static let statusWarning = Color(hex: \"#FF0000\")", triggers: true,
                    expectTitleContains: "statusWarning"),
                RuleExample(design: ":root { --status-warning: #FF9500; }", swift: "static let statusWarning = Color(hex: \"#FF9500\")", triggers: false)
            ]
            return r
        }
        ReporterSnapshot.assertMatches(RuleDocumentation.markdown(rules), named: "rules.md")
        ReporterSnapshot.assertMatches(RuleDocumentation.text(rules), named: "rules.txt")
        ReporterSnapshot.assertMatches(RuleDocumentation.explain(rules[1]), named: "explain.txt")
    }
}
