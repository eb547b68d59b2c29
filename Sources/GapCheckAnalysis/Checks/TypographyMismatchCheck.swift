import GapCheckModel

/// `typography.mismatch`: a font token named like a design text style differs in size, weight or family.
public struct TypographyMismatchCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "typography.mismatch", severity: .medium, category: .typography,
        summary: "A font token with the design text style's name differs in size (beyond 0.5pt), weight or family.",
        rationale: """
            Type sets the hierarchy of every screen: a title one weight too light or two points too small makes \
            headings read like body text. System family aliases (-apple-system, system-ui, SF Pro, \
            BlinkMacSystemFont, Helvetica Neue fallbacks) are all the system font and never differ.
            """,
        examples: [
            RuleExample(
                design: ".text-title { font-size: 22px; font-weight: 700; }",
                swift: "import SwiftUI\n\nextension Font {\n    static let title = Font.system(size: 20, weight: .semibold)\n}\n",
                triggers: true, expectTitleContains: "title"),
            RuleExample(
                design: ".text-title { font-family: -apple-system, system-ui, sans-serif; font-size: 22px; font-weight: 700; }",
                swift: "import SwiftUI\n\nextension Font {\n    static let title = Font.system(size: 22, weight: .bold)\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        context.matches.typography.compactMap { r -> Finding? in
            guard r.status == .mismatch, let code = r.codeName, let want = r.expectation.light.font else { return nil }
            let e = r.expectation
            let owner = code.split(separator: ".").dropLast().joined(separator: ".")
            let name = code.split(separator: ".").last.map(String.init) ?? code
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .typography,
                title: "`\(code)` is \(r.codeValue ?? "?"); design \(e.name) is \(FontComparison.describe(want)) (\(r.note ?? "differs"))",
                message: "The font token named like the design's \(e.name) differs: \(r.note ?? "").",
                expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                fix: .declaration(
                    SwiftCode(
                        "static let \(name) = \(TypographyFix.expression(want, framework: context.inventory.idiom.fontFramework))", name: name,
                        comment: owner.isEmpty ? nil : "in \(owner)")),
                fixLocation: r.codeLocation, key: CheckSupport.key(e.name, code))
        }
    }
}
