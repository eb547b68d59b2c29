import GapCheckModel

/// `color.dark-variant-missing`: the design has a dark value, the code color has none.
public struct ColorDarkVariantMissingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "color.dark-variant-missing", severity: .medium, category: .darkMode,
        summary: "The design gives a color a distinct dark-mode value, but the matching code color is one fixed value.",
        rationale: """
            A fixed color that is right in light mode is wrong in dark mode when the design changes it there: \
            text stays dark on a dark background, surfaces stay white. Give the token both values, usually with an \
            asset-catalog colorset (Any and Dark appearances) or a dynamic provider.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-surface: #FFFFFF; }\n@media (prefers-color-scheme: dark) { :root { --color-surface: #1C1C1E; } }",
                swift: "import SwiftUI\n\nextension Color {\n    static let surface = Color(red: 1, green: 1, blue: 1)\n}\n",
                triggers: true, expectTitleContains: "surface"),
            RuleExample(
                design: ":root { --color-surface: #FFFFFF; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let surface = Color(red: 1, green: 1, blue: 1)\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let idiom = context.matches.index.idiom
        let cfg = context.configuration
        return context.matches.colors.compactMap { r -> Finding? in
            let e = r.expectation
            guard [.matched, .drift, .matchedByValue].contains(r.status), ColorFix.isNamed(e), r.codeDarkColor == nil, let code = r.codeName,
                let light = e.light.color, let dark = e.dark?.color,
                dark.deltaE2000(to: light) > cfg.sameColorDeltaE || abs(dark.alpha - light.alpha) > cfg.alphaTolerance
            else { return nil }
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .darkMode,
                title: "`\(code)` has no dark value; design \(e.name) is \(light) light / \(dark) dark",
                message:
                    "`\(code)` is \(r.codeValue ?? "one value") in both appearances, so in dark mode it shows the light value where the design has \(dark).",
                expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                fix: ColorFix.line(name: ColorFix.tokenName(r), e: e, idiom: idiom, configuration: cfg, like: r.codeExpression, at: r.codeLocation),
                fixLocation: r.codeLocation, key: CheckSupport.key(e.name, code))
        }
    }
}
