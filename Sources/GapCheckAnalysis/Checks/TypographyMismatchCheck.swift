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
                triggers: false),
            // A size token stays a number: a `Font` in its place would break every caller that uses it as a size.
            RuleExample(
                design: ":root { --font-size-caption: 11px; }\n.caption { font-size: var(--font-size-caption); }",
                swift: "import SwiftUI\n\npublic enum TypographyTokens {\n    public static let fontSizeCaption = CGFloat(12)\n}\n",
                triggers: true, expectFix: "static let fontSizeCaption = CGFloat(11)  // in TypographyTokens", expectFixKind: "declaration")
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
                        "static let \(name) = \(Self.value(want, token: sizeToken(code, context), framework: context.inventory.idiom.fontFramework))",
                        name: name, comment: owner.isEmpty ? nil : "in \(owner)")),
                fixLocation: r.codeLocation, key: CheckSupport.key(e.name, code))
        }
    }

    /// The code token named `code` when it holds a font size alone (`fontSizeBodyXs = CGFloat(12)`).
    private func sizeToken(_ code: String, _ context: CheckContext) -> FontToken? {
        context.inventory.fonts.first { $0.qualifiedName == code && $0.sizeOnly == true }
    }

    /// The token's new value: a size token stays a number in its own form (`CGFloat(11)`), since callers
    /// use it as one; a font token becomes the font in the app's framework.
    static func value(_ want: FontSpec, token: FontToken?, framework: CodeIdiom.Framework) -> String {
        guard let token, let size = want.size else { return TypographyFix.expression(want, framework: framework) }
        let number = Length.format(size)
        // The number type the token is written with (`CGFloat(12)`, `Double(12)`); CGFloat when only annotated.
        let cast = ["CGFloat", "Double", "Float"].first { token.expression.contains($0 + "(") } ?? "CGFloat"
        return "\(cast)(\(number))"
    }
}
