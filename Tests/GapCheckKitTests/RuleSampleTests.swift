import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// The bundled sample (`design/` vs `tokens/`) against its answer key, and the roundtrip fixture.
@Suite struct RuleSampleTests {
    typealias S = MatchingTestSupport

    static var root: URL { S.repoRoot }
    static var hasSample: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("design").path)
            && FileManager.default.fileExists(atPath: root.appendingPathComponent("tokens").path)
    }

    static func analyze(_ design: String, _ impl: String) throws -> Analysis {
        let cwd = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(root.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        return try Pipeline.run(design: [design], implementation: [impl], configuration: Configuration(), date: "2026-01-01", toolVersion: "test")
    }

    static func dump(_ a: Analysis) -> String {
        a.findings.map { f in
            "\(f.severity.rawValue) \(f.rule) [\(f.actual?.location?.description ?? "-") | \(f.expected?.location?.description ?? "-")] \(f.title)\n    msg: \(f.message)\n    fix: \(f.fix?.text ?? "-")"
        }.joined(separator: "\n")
    }

    static var hasRoundtrip: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/GapCheckKitTests/Fixtures/roundtrip/tokens").path)
    }

    /// One token set written as CSS and as Swift in every idiom: no false alarm about any value.
    @Test(.enabled(if: hasRoundtrip)) func roundtripHasNoValueFindings() throws {
        let base = "Tests/GapCheckKitTests/Fixtures/roundtrip/"
        let a = try Self.analyze(base + "design", base + "tokens")
        let valueRules: Set<String> = [
            "color.missing", "color.mismatch", "color.drift", "color.generic", "color.asset-missing", "color.dark-variant-missing",
            "typography.missing", "typography.mismatch", "spacing.off-scale", "radius.mismatch", "naming.literal", "token.duplicate"
        ]
        let bad = a.findings.filter { valueRules.contains($0.rule) }
        #expect(
            bad.isEmpty,
            "\(Self.dump(Analysis(toolVersion: "", date: "", designRoots: [], implementationRoots: [], design: a.design, inventory: a.inventory, matches: a.matches, findings: bad, summary: a.summary)))"
        )
        #expect(a.findings.isEmpty, "\(Self.dump(a))")
        #expect(a.matches.colors.count == 26)
        #expect(
            a.matches.colors.allSatisfy { $0.status == .matched },
            "\(a.matches.colors.filter { $0.status != .matched }.map { "\($0.expectation.name) \($0.status) \($0.codeName ?? "-")" })")
        #expect(a.matches.colors.filter { $0.expectation.dark != nil && $0.darkDeltaE != nil }.count == 8)
        #expect(a.matches.typography.filter { $0.status != .matched && $0.status != .matchedByValue }.isEmpty)
        #expect(a.matches.spacing.allSatisfy { $0.status == .matched } && a.matches.radii.allSatisfy { $0.status == .matched })
    }

    /// The answer key's 37 planted findings (36 entries: two same-value duplicates are one file-level finding), by rule and the file of each side; nothing else but its
    /// acceptable extras.
    static let answerKey: [(rule: String, severity: Severity, file: String)] = [
        ("color.mismatch", .critical, "tokens/DesignSystem/Colors.swift"),
        ("color.generic", .critical, "tokens/DesignSystem/Colors.swift"),
        ("color.drift", .low, "tokens/DesignSystem/Colors.swift"),
        ("color.missing", .medium, "design/css/tokens.css"),
        ("color.asset-missing", .critical, "tokens/DesignSystem/Colors.swift"),
        ("color.dark-variant-missing", .medium, "tokens/DesignSystem/Colors.swift"),
        ("naming.literal", .low, "tokens/DesignSystem/Colors.swift"),
        // #8 on its own (conflicting value); #9 and #10 grouped with it as "Theme.swift re-declares 3 tokens".
        ("token.duplicate", .critical, "tokens/DesignSystem/Theme.swift"),
        ("token.duplicate", .medium, "tokens/DesignSystem/Theme.swift"),
        ("typography.missing", .medium, "design/css/tokens.css"),
        ("typography.mismatch", .medium, "tokens/DesignSystem/Typography.swift"),
        ("spacing.off-scale", .medium, "tokens/DesignSystem/Spacing.swift"),
        ("radius.mismatch", .medium, "tokens/DesignSystem/Spacing.swift"),
        ("screen.missing", .critical, "design/achievements.html"),
        ("section.missing", .critical, "design/dashboard.html"),
        ("section.missing", .critical, "design/settings.html"),
        ("content.label-missing", .medium, "design/dashboard.html"),
        ("content.label-missing", .medium, "design/workout-detail.html"),
        ("content.label-missing", .medium, "design/workout-detail.html"),
        ("model.field-missing", .medium, "design/dashboard.html"),
        ("model.field-missing", .medium, "design/workout-detail.html"),
        ("model.field-missing", .medium, "design/workout-detail.html"),
        ("hardcoded.color", .low, "tokens/Views/OnboardingView.swift"),
        ("hardcoded.color", .low, "tokens/Views/WorkoutDetailView.swift"),
        ("hardcoded.font", .low, "tokens/Views/Components/StatTile.swift"),
        ("hardcoded.spacing", .low, "tokens/Views/Components/StatTile.swift"),
        ("hardcoded.spacing", .low, "tokens/Views/OnboardingView.swift"),
        ("hardcoded.spacing", .low, "tokens/Views/Components/WorkoutRow.swift"),
        ("darkmode.disabled", .critical, "tokens/App.swift"),
        ("contrast.insufficient", .medium, "design/"),
        ("contrast.insufficient", .medium, "design/"),
        ("contrast.insufficient", .medium, "design/"),
        ("touch-target.small", .medium, "design/"),
        ("touch-target.small", .medium, "design/"),
        // Element by element: Sign Out drawn with the duplicate `Theme.statusError` (#E63333, design #FF3B30: another
        // shade of the same red, ΔE 6.1; the conflicting duplicate is the critical above), and the workout table's
        // headers in a fixed gray that stays #636366 in dark mode (design #98989D).
        ("element.color", .medium, "tokens/Views/SettingsView.swift"),
        ("element.color", .medium, "tokens/Views/WorkoutDetailView.swift"),
        // The design names the share button "Share workout"; the code's `ShareLink` shows only its symbol.
        ("element.accessibility-label", .medium, "tokens/Views/WorkoutDetailView.swift"),
        // `Typography.caption` and `.largeTitle` are fixed sizes while the rest of the type scale is text styles, and
        // the design names its type scale after Apple's text styles (.text-large-title, .text-subheadline…).
        ("element.dynamic-type", .medium, "tokens/Views/Components/WorkoutRow.swift"),
        ("element.dynamic-type", .medium, "tokens/Views/OnboardingView.swift")
    ]

    @Test(.enabled(if: hasSample)) func sampleMatchesAnswerKey() throws {
        let a = try Self.analyze("design", "tokens")
        var remaining = a.findings
        var missed: [String] = []
        for k in Self.answerKey {
            let files = { (f: Finding) in [f.actual?.location?.file, f.expected?.location?.file].compactMap { $0 } }
            if let i = remaining.firstIndex(where: { $0.rule == k.rule && $0.severity == k.severity && files($0).contains { $0.hasPrefix(k.file) } }) {
                remaining.remove(at: i)
            } else {
                missed.append("\(k.rule) \(k.severity) \(k.file)")
            }
        }
        #expect(missed.isEmpty, "missed: \(missed)\n\(Self.dump(a))")
        #expect(remaining.isEmpty, "unexpected: \(remaining.map(\.title))")
        // Every rule but element.background, element.font, element.radius, element.padding and element.contrast,
        // which the sample plants no gap for.
        #expect(Set(a.findings.map(\.rule)).count == 25, "every rule fires on the sample")
        #expect(a.summary.findings == ["critical": 8, "medium": 23, "low": 8])
        // 26 design colors (23 custom properties + 3 token-file aliases): 18 same-named, 4 present by value.
        #expect(a.summary.expectations["color"] == 26 && a.summary.matched["color"] == 22, "\(a.summary)")
        #expect(a.summary.expectations["screen"] == 5 && a.summary.matched["screen"] == 4)
    }

    @Test(.enabled(if: hasSample)) func sampleFindingsCarryBothSidesAndFixes() throws {
        let a = try Self.analyze("design", "tokens")
        for f in a.findings {
            #expect(f.fix?.text.isEmpty == false, "\(f.rule): \(f.title)")
            #expect(f.primaryLocation != nil, "\(f.rule): \(f.title)")
            #expect(!f.key.isEmpty && f.key.range(of: #":\d+"#, options: .regularExpression) == nil, "\(f.key)")
        }
        let warning = try #require(a.findings.first { $0.rule == "color.mismatch" })
        #expect(warning.fix?.text == "static let statusWarning = Color(hex: \"#FF9500\")")
        #expect(warning.actual?.location?.line == 22)
        let generic = try #require(a.findings.first { $0.rule == "color.generic" })
        #expect(generic.title.contains("#34C759 light / #30D158 dark"))
        let again = try Self.analyze("design", "tokens")
        #expect(again.findings == a.findings, "deterministic")
    }
}
