import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Every check on design and code values built by hand (no readers involved).
@Suite struct ChecksDirectTests {
    typealias S = MatchingTestSupport

    static let colorsFile = "tokens/DesignSystem/Colors.swift"

    /// A small app modelled on the bundled sample: one instance of most gaps, many correct matches.
    static func sample() -> (DesignSpec, Inventory) {
        let screenLoc = S.loc("design/dashboard.html", 10)
        let design = DesignSpec(
            expectations: [
                S.color("--color-brand-primary", "#4F46E5", line: 9),
                S.color("--color-status-success", "#34C759", line: 15),
                S.color("--color-status-success-strong", "#1A7F37", line: 16),
                S.color("--color-status-warning", "#FF9500", line: 18),
                S.color("--color-status-error", "#FF3B30", line: 19),
                S.color("--color-status-info", "#0A84FF", line: 20),
                S.color("--color-brand-highlight", "#FFB020", line: 12),
                S.color("--color-surface", "#FFFFFF", dark: "#1C1C1E", line: 30),
                S.color("--color-text-primary", "#1C1C1E", dark: "#FFFFFF", line: 23),
                S.color("--color-text-secondary", "#636366", dark: "#98989D", line: 24),
                S.color("--color-text-on-brand", "#FFFFFF", line: 26),
                S.color("color.status.warning", "#FF9500", source: .tokenFile, line: 3),
                S.font(".text-title", size: 22, weight: 700),
                S.font(".text-display", size: 40, weight: 700, family: "\"SF Pro Rounded\", ui-rounded, -apple-system"),
                S.font(".text-headline", size: 17, weight: 600),
                S.font(".text-metric", size: 28, weight: 700, family: "\"SF Pro Rounded\", ui-rounded, -apple-system, sans-serif"),
                S.font(".stat-label", size: 13, weight: 600),
                S.length(.spacing, "--space-md", 16), S.length(.spacing, "--space-lg", 24), S.length(.spacing, "--space-sm", 12),
                S.length(.radius, "--radius-md", 10), S.length(.radius, "--radius-lg", 16), S.length(.radius, "--radius-pill", 999)
            ],
            screens: [
                ScreenSpec(
                    name: "dashboard", title: "Today",
                    sections: [
                        SectionSpec(title: "Today", level: 1, location: screenLoc),
                        SectionSpec(title: "This Week", level: 2, location: screenLoc),
                        SectionSpec(title: "Training Load", level: 2, location: S.loc("design/dashboard.html", 70))
                    ],
                    labels: [
                        DataLabel(text: "Distance", kind: .stat, sampleValue: "32.4 km", section: "This Week", location: screenLoc),
                        DataLabel(text: "Streak", kind: .stat, sampleValue: "5", section: "This Week", location: S.loc("design/dashboard.html", 39)),
                        DataLabel(text: "Acute Load", kind: .stat, sampleValue: "410", section: "Training Load", location: screenLoc),
                        DataLabel(text: "Morning Run", kind: .text, location: screenLoc)
                    ], location: screenLoc),
                ScreenSpec(
                    name: "achievements", title: "Achievements", sections: [SectionSpec(title: "Badges", level: 2, location: screenLoc)],
                    labels: [DataLabel(text: "Fastest 5K", kind: .labelValue, sampleValue: "22:10", location: screenLoc)],
                    location: S.loc("design/achievements.html", 36))
            ],
            colorPairs: [
                ColorPair(
                    foreground: Color(hex: "#AEAEB2")!, background: Color(hex: "#FFFFFF")!, foregroundName: "--color-text-tertiary",
                    backgroundName: "--color-surface", fontSize: 12, fontWeight: 500, scheme: "light", selector: ".card-caption", screen: "dashboard",
                    location: S.loc("design/css/components.css", 59)),
                ColorPair(
                    foreground: Color(hex: "#1C1C1E")!, background: Color(hex: "#FFFFFF")!, foregroundName: "--color-text-primary",
                    backgroundName: "--color-surface", fontSize: 17, fontWeight: 400, scheme: "light", selector: "body", screen: "dashboard",
                    location: S.loc("design/css/components.css", 1)),
                ColorPair(
                    foreground: Color(hex: "#FFFFFF")!, background: Color(hex: "#FF9500")!, foregroundName: "white",
                    backgroundName: "--color-status-warning", fontSize: 28, fontWeight: 700, scheme: "light", selector: ".big-badge", screen: "dashboard",
                    location: S.loc("design/css/components.css", 300))
            ],
            tapTargets: [
                TapTarget(selector: ".icon-button", width: 32, height: 32, screen: "dashboard", location: S.loc("design/css/components.css", 34)),
                TapTarget(selector: ".icon-button", width: 32, height: 32, screen: "workout-detail", location: S.loc("design/css/components.css", 34)),
                TapTarget(selector: ".switch", width: 51, height: 31, screen: "settings", location: S.loc("design/css/components.css", 148)),
                TapTarget(selector: ".button", width: nil, height: 50, screen: "settings", location: S.loc("design/css/components.css", 237))
            ],
            hasDarkVariant: true, darkVariantLocation: S.loc("design/css/tokens.css", 66))
        let inventory = Inventory(
            colors: [
                S.token("brandPrimary", "#4F46E5", origin: .asset, expression: "Color(\"BrandPrimary\")", file: colorsFile, line: 13),
                S.token(
                    "statusSuccess", "#34C759", dark: "#30D158", origin: .system, system: "systemGreen", expression: "Color.green", file: colorsFile, line: 19),
                S.token("darkGreen", "#1A7F37", file: colorsFile, line: 20),
                S.token("statusWarning", "#FFCC00", expression: "Color(hex: \"#FFCC00\")", file: colorsFile, line: 22),
                S.token("statusError", "#FF3B30", expression: "Color(hex: \"#FF3B30\")", file: colorsFile, line: 23),
                S.token("statusInfo", "#0F88FF", expression: "Color(hex: \"#0F88FF\")", file: colorsFile, line: 24),
                S.token("textPrimary", "#1C1C1E", dark: "#FFFFFF", origin: .asset, expression: "Color(\"TextPrimary\")", file: colorsFile, line: 28),
                S.token("textSecondary", "#636366", dark: "#98989D", origin: .asset, expression: "Color(\"TextSecondary\")", file: colorsFile, line: 29),
                S.token("textOnBrand", "#FFFFFF", origin: .system, system: "white", expression: "Color.white", file: colorsFile, line: 31),
                S.token("surface", "#FFFFFF", origin: .asset, expression: "Color(\"Surface\")", file: colorsFile, line: 36),
                S.token("chartGrid", nil, origin: .asset, expression: "Color(\"ChartGrid\")", file: colorsFile, line: 50),
                S.token("brandPrimary", owner: "Theme", "#4F46E5", expression: "Color(hex: \"#4F46E5\")", file: "tokens/DesignSystem/Theme.swift", line: 13),
                S.token(
                    "statusError", owner: "Theme", "#E63333", expression: "Color(red: 0.9, green: 0.2, blue: 0.2)", file: "tokens/DesignSystem/Theme.swift",
                    line: 14)
            ],
            fonts: [
                FontToken(
                    name: "title", owner: "Typography", spec: FontSpec(size: 22, weight: 600), expression: "Font.system(size: 22, weight: .semibold)",
                    location: S.loc("tokens/DesignSystem/Typography.swift", 12)),
                FontToken(
                    name: "headline", owner: "Typography", spec: FontSpec(textStyle: "headline"), expression: "Font.headline",
                    location: S.loc("tokens/DesignSystem/Typography.swift", 13)),
                FontToken(
                    name: "metric", owner: "Typography", spec: FontSpec(family: "SFProRounded-Bold", size: 28),
                    expression: "Font.custom(\"SFProRounded-Bold\", size: 28)", location: S.loc("tokens/DesignSystem/Typography.swift", 20)),
                FontToken(
                    name: "title", owner: "Theme", spec: FontSpec(size: 22, weight: 600), expression: "Font.system(size: 22, weight: .semibold)",
                    location: S.loc("tokens/DesignSystem/Theme.swift", 18))
            ],
            lengths: [
                LengthToken(
                    name: "sm", owner: "Spacing", value: 12, scale: .spacing, expression: "static let sm: CGFloat = 12",
                    location: S.loc("tokens/DesignSystem/Spacing.swift", 12)),
                LengthToken(
                    name: "md", owner: "Spacing", value: 16, scale: .spacing, expression: "static let md: CGFloat = 16",
                    location: S.loc("tokens/DesignSystem/Spacing.swift", 13)),
                LengthToken(
                    name: "lg", owner: "Spacing", value: 20, scale: .spacing, expression: "static let lg: CGFloat = 20",
                    location: S.loc("tokens/DesignSystem/Spacing.swift", 14)),
                LengthToken(
                    name: "md", owner: "CornerRadius", value: 10, scale: .radius, expression: "case md = 10",
                    location: S.loc("tokens/DesignSystem/Spacing.swift", 22)),
                LengthToken(
                    name: "lg", owner: "CornerRadius", value: 14, scale: .radius, expression: "case lg = 14",
                    location: S.loc("tokens/DesignSystem/Spacing.swift", 23)),
                LengthToken(
                    name: "minTapTarget", owner: "Layout", value: 44, scale: .size, expression: "static let minTapTarget: CGFloat = 44",
                    location: S.loc("tokens/DesignSystem/Spacing.swift", 28))
            ],
            assetReferences: [AssetReference(name: "ChartGrid", resolved: false, expression: "Color(\"ChartGrid\")", location: S.loc(colorsFile, 50))],
            models: [
                ModelType(
                    name: "WeeklySummary", kind: .struct,
                    properties: [
                        ModelProperty(name: "distance", type: "Double", isOptional: false, location: S.loc("tokens/Models/WeeklySummary.swift", 9))
                    ], cases: [], location: S.loc("tokens/Models/WeeklySummary.swift", 8))
            ],
            views: [
                ViewType(
                    name: "DashboardView", kind: .swiftUI,
                    texts: [
                        ViewText(text: "Today", element: "navigationTitle", location: S.loc("tokens/Views/DashboardView.swift", 26)),
                        ViewText(text: "Distance", element: "Text", location: S.loc("tokens/Views/DashboardView.swift", 43))
                    ], usedViews: ["SectionHeader"], location: S.loc("tokens/Views/DashboardView.swift", 5)),
                ViewType(
                    name: "SectionHeader", kind: .swiftUI,
                    texts: [
                        ViewText(text: "THIS WEEK:", element: "Text", location: S.loc("tokens/Views/SectionHeader.swift", 3))
                    ], usedViews: [], location: S.loc("tokens/Views/SectionHeader.swift", 1))
            ],
            literals: [
                InlineLiteral(
                    kind: .color, modifier: "background", value: .color(Color(hex: "#4F46E5")!), expression: "Color(hex: \"#4F46E5\")",
                    enclosingType: "OnboardingView", location: S.loc("tokens/Views/OnboardingView.swift", 57)),
                InlineLiteral(
                    kind: .color, modifier: "foregroundStyle", value: .color(Color(red: 0.39, green: 0.39, blue: 0.4)),
                    expression: "Color(red: 0.39, green: 0.39, blue: 0.4)", enclosingType: "WorkoutDetailView",
                    location: S.loc("tokens/Views/WorkoutDetailView.swift", 34)),
                InlineLiteral(
                    kind: .color, modifier: "foregroundColor", value: .color(Color(hex: "#FFFFFF")!), systemName: "white", expression: ".white",
                    enclosingType: "X", location: S.loc("tokens/Views/X.swift", 1)),
                InlineLiteral(
                    kind: .typography, modifier: "font", value: .font(FontSpec(size: 28, weight: 700, design: "rounded")),
                    expression: ".system(size: 28, weight: .bold, design: .rounded)", enclosingType: "StatTile",
                    location: S.loc("tokens/Views/StatTile.swift", 15)),
                InlineLiteral(
                    kind: .typography, modifier: "font", value: .font(FontSpec(textStyle: "body")), expression: ".body", enclosingType: "StatTile",
                    location: S.loc("tokens/Views/StatTile.swift", 16)),
                InlineLiteral(
                    kind: .spacing, modifier: "padding", value: .length(13), expression: "13", enclosingType: "StatTile",
                    location: S.loc("tokens/Views/StatTile.swift", 22)),
                InlineLiteral(
                    kind: .spacing, modifier: "padding", value: .length(13), expression: "13", enclosingType: "StatTile",
                    location: S.loc("tokens/Views/StatTile.swift", 40)),
                InlineLiteral(
                    kind: .spacing, modifier: "padding", value: .length(24), expression: "24", enclosingType: "OnboardingView",
                    location: S.loc("tokens/Views/OnboardingView.swift", 68)),
                InlineLiteral(
                    kind: .radius, modifier: "cornerRadius", value: .length(10), expression: "10", enclosingType: "WorkoutRow",
                    location: S.loc("tokens/Views/WorkoutRow.swift", 25))
            ],
            colorSchemeOverrides: [ColorSchemeOverride(scheme: "light", expression: ".preferredColorScheme(.light)", location: S.loc("tokens/App.swift", 18))])
        return (design, inventory)
    }

    static func findings() -> [Finding] {
        let (d, i) = sample()
        return S.run(d, i)
    }

    func one(_ rule: String, containing text: String, in findings: [Finding] = ChecksDirectTests.findings()) -> Finding? {
        findings.first { $0.rule == rule && $0.title.contains(text) }
    }

    @Test func colorFindings() throws {
        let f = Self.findings()
        let mismatch = try #require(one("color.mismatch", containing: "statusWarning", in: f))
        #expect(mismatch.severity == .critical)
        #expect(mismatch.fix?.text == "static let statusWarning = Color(hex: \"#FF9500\")")
        #expect(mismatch.actual?.location?.line == 22)
        #expect(f.filter { $0.rule == "color.mismatch" }.count == 1, "token-file duplicate merged, Theme.statusError is a duplicate not a mismatch")
        let generic = try #require(one("color.generic", containing: "statusSuccess", in: f))
        #expect(generic.title.contains("#34C759 light / #30D158 dark"))
        #expect(one("color.drift", containing: "statusInfo", in: f) != nil)
        #expect(one("color.missing", containing: "--color-brand-highlight", in: f) != nil)
        #expect(f.filter { $0.rule == "color.missing" }.count == 1)
        #expect(one("color.asset-missing", containing: "ChartGrid", in: f)?.severity == .critical)
        #expect(one("color.dark-variant-missing", containing: "surface", in: f) != nil)
        #expect(f.filter { $0.rule == "color.dark-variant-missing" }.count == 1)
        #expect(one("naming.literal", containing: "darkGreen", in: f) != nil)
        #expect(
            !f.contains {
                $0.rule.hasPrefix("color.") && ($0.title.contains("textOnBrand") || $0.title.contains("textPrimary") || $0.title.contains("brandPrimary"))
            })
    }

    @Test func tokenFindings() throws {
        let f = Self.findings().filter { $0.rule == "token.duplicate" }
        let conflict = try #require(f.first { $0.title.contains("statusError") })
        #expect(conflict.severity == .critical)
        // Theme.swift re-declares three tokens of Colors.swift and Typography.swift: one file-level finding.
        let file = try #require(f.first { $0.title.hasPrefix("Theme.swift re-declares 3 tokens") }, "\(f.map(\.title))")
        #expect(file.severity == .medium && file.title.contains("`brandPrimary`") && file.title.contains("`title`"))
        #expect(f.count == 2)
    }

    @Test func typographySpacingRadius() throws {
        let f = Self.findings()
        let mm = try #require(one("typography.mismatch", containing: "Typography.title", in: f))
        #expect(mm.title.contains("weight"))
        #expect(one("typography.missing", containing: ".text-display", in: f)?.fix?.text.contains("design: .rounded") == true)
        #expect(f.filter { $0.rule.hasPrefix("typography.") }.count == 2, "\(f.filter { $0.rule.hasPrefix("typography.") }.map(\.title))")
        #expect(one("spacing.off-scale", containing: "Spacing.lg", in: f)?.fix?.text == "static let lg: CGFloat = 24")
        #expect(one("radius.mismatch", containing: "CornerRadius.lg", in: f) != nil)
        #expect(f.filter { $0.rule == "radius.mismatch" || $0.rule == "spacing.off-scale" }.count == 2)
    }

    @Test func screensSectionsLabelsModels() throws {
        let f = Self.findings()
        #expect(one("screen.missing", containing: "achievements", in: f)?.severity == .critical)
        let sections = f.filter { $0.rule == "section.missing" }
        #expect(sections.map(\.title) == ["DashboardView has no \"Training Load\" section (design dashboard)"])
        #expect(f.filter { $0.rule == "content.label-missing" }.map(\.expected?.name) == ["Streak"])
        let models = f.filter { $0.rule == "model.field-missing" }
        #expect(models.map(\.expected?.name) == ["Streak"])
        #expect(models.first?.fix?.text == "var streak: Int  // in WeeklySummary")
    }

    @Test func hardcodedAndDarkMode() throws {
        let f = Self.findings()
        let colors = f.filter { $0.rule == "hardcoded.color" }
        #expect(colors.count == 2)
        #expect(colors.contains { $0.title.contains("Color.brandPrimary") })
        #expect(colors.contains { $0.title.contains("Color.textSecondary") })
        #expect(one("hardcoded.font", containing: "Typography.metric", in: f) != nil)
        #expect(f.filter { $0.rule == "hardcoded.font" }.count == 1)
        let spacing = f.filter { $0.rule == "hardcoded.spacing" }
        #expect(spacing.count == 3)
        #expect(spacing.first { $0.title.contains("13pt") }?.count == 2)
        #expect(spacing.first { $0.title.contains("24pt") }?.title.contains("Spacing.lg") == true)
        #expect(spacing.first { $0.title.contains("10pt") }?.title.contains("CornerRadius.md") == true)
        #expect(one("darkmode.disabled", containing: "preferredColorScheme", in: f)?.severity == .critical)
    }

    @Test func accessibility() {
        let f = Self.findings()
        let contrast = f.filter { $0.rule == "contrast.insufficient" }
        #expect(contrast.count == 2)
        #expect(contrast.contains { $0.title.contains("2.21:1") })
        #expect(contrast.contains { $0.title.contains("needs 3:1 for large text") })
        let touch = f.filter { $0.rule == "touch-target.small" }
        #expect(touch.count == 1)
        #expect(touch.first?.count == 2)
    }

    @Test func darkModeOverrideWithoutDarkDesignIsFine() {
        var (d, i) = Self.sample()
        d.hasDarkVariant = false
        #expect(!S.run(d, i).contains { $0.rule == "darkmode.disabled" })
    }

    @Test func configurationSwitchesAndSeverities() {
        let (d, i) = Self.sample()
        var cfg = Configuration()
        cfg.rules["color.mismatch"] = .init(enabled: false)
        cfg.rules["naming.literal"] = .init(enabled: true, severity: .medium)
        let f = S.run(d, i, configuration: cfg)
        #expect(!f.contains { $0.rule == "color.mismatch" })
        #expect(f.first { $0.rule == "naming.literal" }?.severity == .medium)
    }

    @Test func outputIsSortedDeduplicatedAndStable() {
        let (d, i) = Self.sample()
        let a = Pipeline.analyze(design: d, inventory: i, configuration: Configuration())
        let b = Pipeline.analyze(design: d, inventory: i, configuration: Configuration())
        #expect(a.findings == b.findings)
        #expect(Set(a.findings.map { $0.rule + $0.key }).count == a.findings.count)
        let sev = a.findings.map(\.severity)
        #expect(sev == sev.sorted())
        #expect(!a.findings.contains { $0.key.contains(":") && $0.key.range(of: #":\d+"#, options: .regularExpression) != nil })
        #expect(a.summary.findings["critical"] == a.findings.filter { $0.severity == .critical }.count)
        #expect(a.summary.expectations["color"] == 11)
        #expect(a.summary.matched["screen"] == 1)
        #expect(a.summary.scores.allSatisfy { (0...10).contains($0.score) })
        #expect((0...10).contains(a.summary.overallScore))
    }
}
