import Foundation
import GapCheckModel

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A hand-built analysis with findings of several rules and severities, matched rows, screens,
/// diagnostics and hostile strings; the input of every reporter golden test.
enum ReporterFixture {
    /// Markdown, HTML and terminal injection attempts, as a mockup or a Swift file could contain them.
    static let hostile = "`rm -rf` | <img src=x onerror=alert(1)> [click](http://evil.example) **bold** \u{1B}[31mRED\u{1B}[0m\nforged.swift:1:1: error: fake"

    static func loc(_ file: String, _ line: Int, _ column: Int = 0) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static func color(_ hex: String) -> Color { Color(hex: hex) ?? Color(red: 0, green: 0, blue: 0) }

    static func colorExpectation(_ name: String, _ hex: String, line: Int, dark: String? = nil) -> Expectation {
        Expectation(
            kind: .color, name: name, source: .customProperty, role: .text, light: .color(color(hex)),
            dark: dark.map { .color(color($0)) }, screens: ["dashboard"], usageCount: 2,
            location: loc("design/tokens.css", line, 3), darkLocation: dark == nil ? nil : loc("design/tokens.css", line + 40, 3))
    }

    static let screens: [ScreenSpec] = [
        ScreenSpec(
            name: "dashboard", title: "Dashboard",
            sections: [
                SectionSpec(title: "Connection", level: 2, location: loc("design/dashboard.html", 12)),
                SectionSpec(title: "Stats", level: 2, location: loc("design/dashboard.html", 30))
            ],
            labels: [
                DataLabel(text: "Tunnel IP", kind: .labelValue, sampleValue: "100.66.202.6", section: "Connection", location: loc("design/dashboard.html", 18)),
                DataLabel(text: "Total Capsules", kind: .stat, sampleValue: "24", section: "Stats", location: loc("design/dashboard.html", 33)),
                DataLabel(text: "Refresh", kind: .action, location: loc("design/dashboard.html", 40))
            ],
            location: loc("design/dashboard.html", 1)),
        ScreenSpec(
            name: "onboarding", title: "Welcome <b>aboard</b>", sections: [], labels: [],
            location: loc("design/onboarding.html", 1)),
        ScreenSpec(
            name: "settings", title: "Settings",
            sections: [
                SectionSpec(title: "Connection", level: 2, location: loc("design/settings.html", 10)),
                SectionSpec(title: "App Settings", level: 2, location: loc("design/settings.html", 40)),
                SectionSpec(title: "About | Legal", level: 2, location: loc("design/settings.html", 60))
            ],
            labels: [], location: loc("design/settings.html", 1))
    ]

    static let expectations: [Expectation] = [
        colorExpectation("--brand-primary", "#007AFF", line: 3),
        colorExpectation("--status-success", "#34C759", line: 12, dark: "#30D158"),
        colorExpectation("--status-warning", "#FF9500", line: 13),
        colorExpectation("--brand-accent", "#598FFF", line: 5),
        colorExpectation("--surface", "#F2F2F7", line: 20),
        colorExpectation("--evil-`*/`-<script>", "#123456", line: 25),
        Expectation(
            kind: .typography, name: "--font-title", source: .customProperty, role: .font,
            light: .font(FontSpec(family: "Inter", size: 22, weight: 600, lineHeight: 28)), location: loc("design/tokens.css", 30, 3)),
        Expectation(
            kind: .typography, name: "--font-body", source: .customProperty, role: .font,
            light: .font(FontSpec(size: 15, weight: 400)), location: loc("design/tokens.css", 31, 3)),
        Expectation(kind: .spacing, name: "--space-md", source: .customProperty, role: .spacing, light: .length(16), location: loc("design/tokens.css", 35, 3)),
        Expectation(
            kind: .radius, name: ".card border-radius", source: .cssRule, role: .radius, light: .length(12),
            location: loc("design/dashboard.html", 8, 5), context: ".card")
    ]

    static let inventory = Inventory(
        colors: [
            ColorToken(
                name: "brandPrimary", owner: "AppColors", light: color("#007AFF"), origin: .literal, expression: "Color(hex: 0x007AFF)",
                location: loc("tokens/Theme/Colors.swift", 4, 16)),
            ColorToken(
                name: "statusSuccess", owner: "AppColors", light: color("#34C759"), dark: color("#30D158"), origin: .system, systemName: "systemGreen",
                expression: "Color.green", location: loc("tokens/Theme/Colors.swift", 8, 16)),
            ColorToken(
                name: "statusWarning", owner: "AppColors", light: color("#FF0000"), origin: .literal, expression: "Color(hex: \"#FF0000\")",
                location: loc("tokens/Theme/Colors.swift", 9, 16)),
            ColorToken(
                name: "surface", owner: "AppColors", light: color("#F2F2F5"), origin: .literal, expression: "Color(red: 0.949, green: 0.949, blue: 0.96)",
                location: loc("tokens/Theme/Colors.swift", 12, 16)),
            ColorToken(
                name: "evil", owner: "AppColors", light: color("#123456"), origin: .literal, expression: "Color(hex: \"```\") // \(hostile)",
                location: loc("tokens/Theme/Colors.swift", 14, 16))
        ],
        fonts: [
            FontToken(
                name: "title", owner: "Typography", spec: FontSpec(size: 22, weight: 600), expression: "Font.system(size: 22, weight: .semibold)",
                location: loc("tokens/Theme/Typography.swift", 3, 16)),
            FontToken(
                name: "body", owner: "Typography", spec: FontSpec(size: 17, weight: 400, textStyle: "body"), expression: "Font.body",
                location: loc("tokens/Theme/Typography.swift", 4, 16))
        ],
        lengths: [
            LengthToken(name: "md", owner: "Spacing", value: 16, scale: .spacing, expression: "16", location: loc("tokens/Theme/Spacing.swift", 3, 16)),
            LengthToken(name: "card", owner: "CornerRadius", value: 10, scale: .radius, expression: "10", location: loc("tokens/Theme/Spacing.swift", 9, 16))
        ],
        models: [
            ModelType(
                name: "SystemStatus", kind: .struct,
                properties: [ModelProperty(name: "capsulesCount", type: "Int", isOptional: false, location: loc("tokens/Models/SystemStatus.swift", 3, 9))],
                cases: [], location: loc("tokens/Models/SystemStatus.swift", 1))
        ],
        views: [
            ViewType(
                name: "DashboardView", kind: .swiftUI,
                texts: [ViewText(text: "Total Capsules", element: "Text", location: loc("tokens/Views/DashboardView.swift", 20, 13))], usedViews: ["StatCard"],
                location: loc("tokens/Views/DashboardView.swift", 3))
        ],
        literals: [
            InlineLiteral(
                kind: .color, modifier: "foregroundColor", value: .color(color("#E74C3C")), expression: "Color(hex: 0xE74C3C)", enclosingType: "DashboardView",
                location: loc("tokens/Views/DashboardView.swift", 42, 30))
        ],
        colorSchemeOverrides: [ColorSchemeOverride(scheme: "light", expression: ".preferredColorScheme(.light)", location: loc("tokens/App.swift", 9, 14))],
        files: [
            "tokens/App.swift", "tokens/Models/SystemStatus.swift", "tokens/Theme/Colors.swift", "tokens/Theme/Spacing.swift", "tokens/Theme/Typography.swift",
            "tokens/Views/DashboardView.swift"
        ],
        diagnostics: [Diagnostic(.warning, "not valid UTF-8, read as Latin-1 \u{1B}]0;pwned\u{07}", at: loc("tokens/Legacy/Old.swift", 0))])

    static let design = DesignSpec(
        expectations: expectations, screens: screens, hasDarkVariant: true, darkVariantLocation: loc("design/tokens.css", 50),
        files: ["design/dashboard.html", "design/onboarding.html", "design/settings.html", "design/tokens.css"],
        diagnostics: [Diagnostic(.warning, "binary content (NUL bytes), skipped", at: loc("design/logo.html", 0))])

    static func row(
        _ i: Int, _ status: MatchStatus, code: String? = nil, value: String? = nil, at: SourceLocation? = nil,
        deltaE: Double? = nil, codeColor: String? = nil
    ) -> MatchRow {
        MatchRow(
            expectation: expectations[i], status: status, codeName: code, codeValue: value, codeLocation: at,
            deltaE: deltaE, codeColor: codeColor.map(color))
    }

    static let matches = MatchResult(
        colors: [
            row(0, .matched, code: "AppColors.brandPrimary", value: "#007AFF", at: loc("tokens/Theme/Colors.swift", 4, 16), deltaE: 0, codeColor: "#007AFF"),
            row(
                1, .generic, code: "AppColors.statusSuccess", value: "Color.green (#34C759 / dark #30D158)", at: loc("tokens/Theme/Colors.swift", 8, 16),
                deltaE: 0, codeColor: "#34C759"),
            row(
                2, .mismatch, code: "AppColors.statusWarning", value: "#FF0000", at: loc("tokens/Theme/Colors.swift", 9, 16), deltaE: 14.07,
                codeColor: "#FF0000"),
            row(3, .missing),
            row(4, .drift, code: "AppColors.surface", value: "#F2F2F5", at: loc("tokens/Theme/Colors.swift", 12, 16), deltaE: 0.83, codeColor: "#F2F2F5"),
            row(5, .matchedByValue, code: "AppColors.evil", value: "#123456", at: loc("tokens/Theme/Colors.swift", 14, 16), deltaE: 0, codeColor: "#123456")
        ],
        typography: [
            row(6, .matched, code: "Typography.title", value: "22pt Semibold", at: loc("tokens/Theme/Typography.swift", 3, 16)),
            row(7, .mismatch, code: "Typography.body", value: "17pt Regular (.body)", at: loc("tokens/Theme/Typography.swift", 4, 16))
        ],
        spacing: [row(8, .matched, code: "Spacing.md", value: "16pt", at: loc("tokens/Theme/Spacing.swift", 3, 16))],
        radii: [row(9, .mismatch, code: "CornerRadius.card", value: "10pt", at: loc("tokens/Theme/Spacing.swift", 9, 16))],
        screens: [
            ScreenMatch(
                screen: screens[0], viewName: "DashboardView", viewLocation: loc("tokens/Views/DashboardView.swift", 3),
                sectionsFound: ["Connection", "Stats"], labelsFound: ["Total Capsules"], labelsMissing: ["Tunnel IP"]),
            ScreenMatch(screen: screens[1], viewName: nil, viewLocation: nil),
            ScreenMatch(
                screen: screens[2], viewName: "SettingsView", viewLocation: loc("tokens/Views/SettingsView.swift", 5),
                sectionsFound: ["Connection"], sectionsMissing: ["App Settings", "About | Legal"])
        ])

    static func side(
        _ name: String?, _ value: String?, _ at: SourceLocation?, color c: String? = nil, dark: String? = nil, font: FontSpec? = nil
    ) -> FindingSide {
        FindingSide(name: name, value: value, color: c.map(color), darkColor: dark.map(color), font: font, location: at)
    }

    static let findings: [Finding] = [
        Finding(
            rule: "color.generic", severity: .critical, category: .color,
            title: "statusSuccess is Color.green, design says #34C759",
            message:
                "Color.green is an adaptive system color (#34C759 light, #30D158 dark) that can change between iOS releases; the design gives an exact value.",
            expected: side("--status-success", "#34C759", loc("design/tokens.css", 12, 3), color: "#34C759", dark: "#30D158"),
            actual: side("AppColors.statusSuccess", "Color.green", loc("tokens/Theme/Colors.swift", 8, 16), color: "#34C759", dark: "#30D158"),
            fix: .declaration(SwiftCode("static let statusSuccess = Color(hex: \"#34C759\")", name: "statusSuccess")),
            fixLocation: loc("tokens/Theme/Colors.swift", 8), key: "status-success"),
        Finding(
            rule: "color.mismatch", severity: .critical, category: .color,
            title: "statusWarning is #FF0000, design says #FF9500 (ΔE 14.1)",
            message: "The warning color differs visibly from the design.",
            expected: side("--status-warning", "#FF9500", loc("design/tokens.css", 13, 3), color: "#FF9500"),
            actual: side("AppColors.statusWarning", "#FF0000", loc("tokens/Theme/Colors.swift", 9, 16), color: "#FF0000"),
            fix: .declaration(SwiftCode("static let statusWarning = Color(hex: \"#FF9500\")", name: "statusWarning")),
            fixLocation: loc("tokens/Theme/Colors.swift", 9), key: "status-warning"),
        Finding(
            rule: "color.missing", severity: .medium, category: .color,
            title: "No token for --brand-accent (#598FFF)",
            message: "No color token has this name or a value within ΔE 2.0.",
            expected: side("--brand-accent", "#598FFF", loc("design/tokens.css", 5, 3), color: "#598FFF"),
            fix: .declaration(SwiftCode("static let brandAccent = Color(hex: \"#598FFF\")", name: "brandAccent")),
            fixLocation: loc("tokens/Theme/Colors.swift", 0), key: "brand-accent"),
        Finding(
            rule: "color.drift", severity: .low, category: .color,
            title: "surface drifts from the design (ΔE 0.8)",
            message: "Close but not equal: #F2F2F5 vs #F2F2F7.",
            expected: side("--surface", "#F2F2F7", loc("design/tokens.css", 20, 3), color: "#F2F2F7"),
            actual: side("AppColors.surface", "#F2F2F5", loc("tokens/Theme/Colors.swift", 12, 16), color: "#F2F2F5"),
            fix: .declaration(SwiftCode("static let surface = Color(hex: \"#F2F2F7\")", name: "surface")), fixLocation: loc("tokens/Theme/Colors.swift", 12),
            key: "surface"),
        Finding(
            rule: "token.duplicate", severity: .critical, category: .tokens,
            title: "brandPrimary is defined twice with different values",
            message: "Colors.swift says #007AFF, Theme.swift says Color.blue; views pick whichever they import.",
            expected: side("AppColors.brandPrimary", "#007AFF", loc("tokens/Theme/Colors.swift", 4, 16)),
            actual: side("Theme.brandPrimary", "Color.blue", loc("tokens/Theme/Theme.swift", 6, 16)),
            fix: .instruction("Delete `Theme.brandPrimary` and use `AppColors.brandPrimary`"), key: "brandPrimary"),
        Finding(
            rule: "screen.missing", severity: .critical, category: .screens,
            title: "No view implements the onboarding screen",
            message: "Expected a view named OnboardingView (or map it under screens: in .gapcheck.yml).",
            expected: side("onboarding", "Welcome <b>aboard</b>", loc("design/onboarding.html", 1)),
            fix: .declaration(SwiftCode("struct OnboardingView: View { var body: some View { Text(\"Welcome aboard\") } }", name: "OnboardingView")),
            key: "onboarding"),
        Finding(
            rule: "section.missing", severity: .critical, category: .screens,
            title: "Settings is missing the section \"App Settings\"",
            message: "The design shows it; SettingsView has no Section with this header.",
            expected: side("App Settings", nil, loc("design/settings.html", 40)),
            actual: side("SettingsView", nil, loc("tokens/Views/SettingsView.swift", 5)),
            fix: .modifier(SwiftCode("Section(\"App Settings\") { }")), key: "settings/app-settings"),
        Finding(
            rule: "content.label-missing", severity: .medium, category: .content,
            title: "Dashboard does not show \"Tunnel IP\"",
            message: "The design shows Tunnel IP (100.66.202.6) under Connection.",
            expected: side("Tunnel IP", "100.66.202.6", loc("design/dashboard.html", 18)),
            actual: side("DashboardView", nil, loc("tokens/Views/DashboardView.swift", 3)),
            fix: .modifier(SwiftCode("LabeledContent(\"Tunnel IP\", value: status.tunnelIP)")), key: "dashboard/tunnel-ip"),
        Finding(
            rule: "model.field-missing", severity: .medium, category: .models,
            title: "SystemStatus has no field for \"Tunnel IP\"",
            message: "No model property matches the words tunnel, ip.",
            expected: side("Tunnel IP", "100.66.202.6", loc("design/dashboard.html", 18)),
            actual: side("SystemStatus", nil, loc("tokens/Models/SystemStatus.swift", 1)),
            fix: .declaration(SwiftCode("var tunnelIP: String", name: "tunnelIP")), fixLocation: loc("tokens/Models/SystemStatus.swift", 3),
            key: "SystemStatus/tunnel-ip"),
        Finding(
            rule: "hardcoded.color", severity: .medium, category: .hardcoded,
            title: "5 inline colors in views instead of tokens",
            message: "Color(hex: 0xE74C3C) and 4 more are written in view code.",
            actual: side("DashboardView", "Color(hex: 0xE74C3C)", loc("tokens/Views/DashboardView.swift", 42, 30)),
            fix: .instruction("Add `static let recordingRed = Color(hex: 0xE74C3C)` to AppColors and use it"), count: 5,
            occurrences: [
                loc("tokens/Views/DashboardView.swift", 42, 30), loc("tokens/Views/DashboardView.swift", 57, 22),
                loc("tokens/Views/SettingsView.swift", 12, 30), loc("tokens/Views/SettingsView.swift", 18, 30), loc("tokens/App.swift", 20, 8)
            ],
            key: "inline-colors"),
        Finding(
            rule: "darkmode.disabled", severity: .critical, category: .darkMode,
            title: "Dark mode is forced off, but the design has a dark theme",
            message: ".preferredColorScheme(.light) in App.swift; the design defines dark variants in tokens.css.",
            expected: side("prefers-color-scheme: dark", nil, loc("design/tokens.css", 50)),
            actual: side("App", ".preferredColorScheme(.light)", loc("tokens/App.swift", 9, 14)),
            fix: .instruction("Remove `.preferredColorScheme(.light)` from `App.swift`"), key: "forced-light"),
        Finding(
            rule: "contrast.insufficient", severity: .medium, category: .accessibility,
            title: "Caption text #8E8E93 on #FFFFFF has contrast 3.3:1 (AA needs 4.5:1)",
            message: "Small text must reach 4.5:1.",
            expected: side(".caption", "4.5:1", loc("design/dashboard.html", 22, 5)),
            key: "caption-contrast"),
        Finding(
            rule: "typography.mismatch", severity: .medium, category: .typography,
            title: "body is 17pt Regular, design says 15pt Regular",
            message: "Font.body is 17pt by default.",
            expected: side("--font-body", "15pt Regular", loc("design/tokens.css", 31, 3), font: FontSpec(size: 15, weight: 400)),
            actual: side("Typography.body", "17pt Regular (.body)", loc("tokens/Theme/Typography.swift", 4, 16), font: FontSpec(textStyle: "body")),
            fix: .declaration(SwiftCode("static let body = Font.system(size: 15, weight: .regular)", name: "body")),
            fixLocation: loc("tokens/Theme/Typography.swift", 4), key: "font-body"),
        Finding(
            rule: "radius.mismatch", severity: .medium, category: .spacing,
            title: "CornerRadius.card is 10pt, design says 12pt",
            message: ".card uses border-radius: 12px.",
            expected: side(".card border-radius", "12pt", loc("design/dashboard.html", 8, 5)),
            actual: side("CornerRadius.card", "10pt", loc("tokens/Theme/Spacing.swift", 9, 16)),
            fix: .declaration(SwiftCode("static let card: CGFloat = 12", name: "card")), fixLocation: loc("tokens/Theme/Spacing.swift", 9), key: "radius-card"),
        Finding(
            rule: "naming.literal", severity: .low, category: .tokens,
            title: "Token named after its value: \(hostile)",
            message: "Message with 100% of %0A, commas, colons: and\r\nnewlines \u{202E}reversed",
            expected: side(hostile, "#123456", loc("design/tokens.css", 25, 3)),
            actual: side("AppColors.evil", "Color(hex: \"```\")", loc("tokens/Views/My View,1:2.swift", 14, 16)),
            fix: .declaration(SwiftCode("static let surfaceAccent = Color(hex: 0x123456) // ``` </pre> \u{1B}[2J", name: "surfaceAccent")), key: "evil")
    ]

    static let summary = AnalysisSummary(
        findings: ["critical": 6, "medium": 7, "low": 2],
        expectations: ["color": 6, "typography": 2, "spacing": 1, "radius": 1, "screen": 3, "section": 7, "label": 3],
        matched: ["color": 3, "typography": 1, "spacing": 1, "radius": 0, "screen": 2, "section": 4, "label": 1],
        scores: [
            CategoryScore(category: .color, score: 5, checked: 6, passed: 3),
            CategoryScore(category: .typography, score: 5, checked: 2, passed: 1),
            CategoryScore(category: .spacing, score: 5, checked: 2, passed: 1),
            CategoryScore(category: .tokens, score: 7.5, checked: 5, passed: 4),
            CategoryScore(category: .screens, score: 5.7, checked: 10, passed: 6),
            CategoryScore(category: .content, score: 6.7, checked: 3, passed: 2),
            CategoryScore(category: .models, score: 5, checked: 2, passed: 1),
            CategoryScore(category: .hardcoded, score: 4, checked: 8, passed: 3),
            CategoryScore(category: .darkMode, score: 2, checked: 1, passed: 0),
            CategoryScore(category: .accessibility, score: 9.2, checked: 12, passed: 11)
        ],
        overallScore: 5.51)

    /// The analysis every reporter test renders.
    static func analysis(findings: [Finding] = findings) -> Analysis {
        Analysis(
            toolVersion: ToolInfo.version, date: "2026-03-14", designRoots: ["design"], implementationRoots: ["tokens"],
            design: design, inventory: inventory, matches: matches, findings: FindingOrder.sorted(findings), summary: summary)
    }

    /// The same analysis with a baseline holding two current findings and one that is gone.
    static func baselinedAnalysis() -> Analysis {
        let current = analysis()
        let known = current.findings.filter { $0.rule == "color.drift" || $0.rule == "screen.missing" }
        var entries = known.map { Baseline.Entry(id: $0.id, rule: $0.rule, title: $0.title) }
        entries.append(Baseline.Entry(id: "0123456789ab", rule: "color.mismatch", title: "brandSecondary was wrong (fixed since)"))
        return Baseline(findings: entries).apply(to: current)
    }

    /// An analysis with nothing found: the all-green report.
    static func cleanAnalysis() -> Analysis {
        var a = analysis(findings: [])
        a.summary = AnalysisSummary(
            findings: ["critical": 0, "medium": 0, "low": 0], expectations: ["color": 1], matched: ["color": 1],
            scores: [CategoryScore(category: .color, score: 10, checked: 1, passed: 1)], overallScore: 10)
        a.matches = MatchResult(colors: [matches.colors[0]])
        // A token stylesheet alone: no page, so no screen to verify.
        a.design.files = ["design/tokens.css"]
        a.design.diagnostics = []
        a.inventory.diagnostics = []
        return a
    }
}
