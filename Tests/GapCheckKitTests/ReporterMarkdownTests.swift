import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

@Suite("Markdown report details")
struct ReporterMarkdownTests {
    @Test("Swift declarations are shown as written, without repeating the name")
    func declarations() {
        #expect(MarkdownPage.declaration(name: "statusSuccess", expression: "statusSuccess = Color.green") == "static let statusSuccess = Color.green")
        #expect(MarkdownPage.declaration(name: "xxs", expression: "xxs: CGFloat = 4") == "static let xxs: CGFloat = 4")
        #expect(MarkdownPage.declaration(name: "md", expression: "16") == "static let md = 16")
        #expect(MarkdownPage.declaration(name: "sm", expression: "case sm = 6") == "case sm = 6")
        #expect(MarkdownPage.declaration(name: "mdPadding", expression: "md") == "static let mdPadding = md")
    }

    @Test("fixes are told apart by their kind, never by their text: code to paste, or an instruction")
    func fixKinds() {
        #expect(Fix.declaration(SwiftCode("static let a = Color(hex: 0x34C759)")).isCode)
        #expect(Fix.modifier(SwiftCode(".frame(minWidth: 44, minHeight: 44)")).isCode)
        // An instruction that starts like code is still prose; code that starts like a sentence is still code.
        #expect(!Fix.instruction("Color(hex:) is missing: add the helper").isCode)
        #expect(Fix.declaration(SwiftCode("Spacing lg = 24")).isCode)
        #expect(!Fix.addAsset(ColorAssetFix(name: "ChartGrid", light: nil, dark: nil)).isCode)
        #expect(Fix.addAsset(ColorAssetFix(name: "Brand", light: Color(hex: "#112233"), dark: nil, declaration: "static let brand = Color(\"Brand\")")).isCode)
        #expect(Fix.declaration(SwiftCode("var streak: Int", comment: "in WeeklySummary")).text == "var streak: Int  // in WeeklySummary")
        #expect(
            Fix.addAsset(ColorAssetFix(name: "ChartGrid", light: Color(hex: "#E5E5EA"), dark: nil, alternative: "static let chartGrid = Color(hex: 0xE5E5EA)"))
                .text
                == "Add ChartGrid.colorset to the asset catalog with Any #E5E5EA, or write `static let chartGrid = Color(hex: 0xE5E5EA)`")
    }

    @Test("two fixes declaring one name in one file say which token each is")
    func sameNameFixes() {
        func f(_ owner: String, _ fix: String, _ key: String) -> Finding {
            let name = fix.split(separator: " ")[2].prefix { $0 != ":" }
            return Finding(
                rule: "radius.mismatch", severity: .medium, category: .spacing, title: owner, message: "",
                actual: FindingSide(name: owner, value: "x", location: SourceLocation(file: "App/Spacing.swift", line: 3)),
                fix: .declaration(SwiftCode(fix, name: String(name))), fixLocation: SourceLocation(file: "App/Spacing.swift", line: 3), key: key)
        }
        let analysis = ReporterFixture.analysis(findings: [
            f("CornerRadius.lg", "static let lg: CGFloat = 16", "a"), f("Spacing.lg", "static let lg: CGFloat = 24", "b")
        ])
        let md = MarkdownReporter().render(analysis)
        #expect(md.contains("static let lg: CGFloat = 16  // CornerRadius.lg\n"))
        #expect(md.contains("static let lg: CGFloat = 24  // Spacing.lg\n"))
    }

    @Test("overall status follows the worst new finding")
    func overallStatus() {
        let medium = ReporterFixture.analysis(findings: ReporterFixture.findings.filter { $0.severity != .critical })
        #expect(MarkdownReporter().render(medium).contains("**Overall Status:** 🟡"))
        let low = ReporterFixture.analysis(findings: ReporterFixture.findings.filter { $0.severity == .low })
        #expect(MarkdownReporter().render(low).contains("**Overall Status:** 🟢"))
        #expect(MarkdownReporter().render(ReporterFixture.analysis()).contains("**Overall Status:** 🔴"))
        #expect(MarkdownReporter(options: ReportOptions(appName: "Tempo")).render(low).hasPrefix("# Tempo – Design Implementation Gap Analysis\n"))
    }

    @Test("everything baselined reads as no new gaps, never as matching the design")
    func allBaselined() {
        let all = ReporterFixture.analysis()
        let accepted = Baseline(recording: all).apply(to: all)
        let md = MarkdownReporter().render(accepted)
        #expect(md.contains("**Overall Status:** 🟢 **No new gaps since the baseline** (15 known gaps accepted, see Appendix B)"))
        #expect(md.contains("- ✅ **Color System**: no new gaps (4 known, accepted in the baseline)"))
        #expect(!md.contains("match the design"))
        #expect(md.contains("## 1. Color System ✅ **NO NEW GAPS**"))
    }

    @Test("the testing checklist says what a tester verifies, never a finding's title with 'is fixed'")
    func testingChecklistAccessibility() {
        func f(_ rule: String, expected: String, actual: String, key: String) -> Finding {
            Finding(
                rule: rule, severity: .medium, category: .accessibility, title: "`\(actual)` title with code", message: "",
                expected: FindingSide(name: expected, value: "x", location: SourceLocation(file: "design/a.html", line: 3)),
                actual: FindingSide(name: actual, value: "y", location: SourceLocation(file: "App/V.swift", line: 3)), key: key)
        }
        let analysis = ReporterFixture.analysis(findings: [
            f("element.accessibility-label", expected: "Close", actual: "Image(systemName: \"xmark\")", key: "a"),
            f("element.accessibility-label", expected: "Close", actual: "Image(systemName: \"xmark\")", key: "b"),
            f("element.dynamic-type", expected: "Balance", actual: ".font(AppType.amount)", key: "c"),
            f("element.contrast", expected: "Balance", actual: ".foregroundStyle(.gray)", key: "d")
        ])
        let md = MarkdownReporter().render(analysis)
        let checklist = md.components(separatedBy: "Testing After Implementation").last ?? ""
        #expect(checklist.contains("- [ ] VoiceOver reads a label on every icon-only control (\"Close\")\n"))
        #expect(checklist.contains("- [ ] Dynamic Type scales `AppType.amount` (test at the largest accessibility size)\n"))
        #expect(checklist.contains("- [ ] Text contrast meets WCAG AA"))
        #expect(!checklist.contains("is fixed"))
        #expect(!checklist.contains("\\`"))
    }
}
