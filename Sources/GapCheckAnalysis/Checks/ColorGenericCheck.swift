import GapCheckModel

/// `color.generic`: the code uses an adaptive system color where the design gives an exact value.
public struct ColorGenericCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "color.generic", severity: .critical, category: .color,
        summary: "A token is an Apple system color (`Color.green`) where the design specifies an exact value; it matches in light mode only.",
        rationale: """
            System colors adapt: `Color.green` is #34C759 in light mode but #30D158 in dark mode, and Apple \
            changes the values between OS releases. When the design gives one exact value (or a different dark \
            value), the token matches the design only by coincidence and only in light mode. State the exact \
            value so the color is the designed one in every appearance and OS version. This holds whether the \
            token was matched by name or found by value under another name (`--color-success` ↔ `statusSuccess`).
            """,
        examples: [
            RuleExample(
                design: ":root { --color-status-success: #34C759; }",
                swift: "import SwiftUI\n\nextension Color {\n    ↓static let statusSuccess = Color.green\n}\n",
                triggers: true, expectTitleContains: "Color.green"),
            RuleExample(
                design: ":root { --color-positive: #FF3B30; }",
                swift: "import SwiftUI\n\nenum Palette {\n    ↓static let alert = Color(.systemRed)\n}\n",
                triggers: true, expectTitleContains: "Palette.alert"),
            RuleExample(
                design: ":root { --color-status-success: #34C759; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let statusSuccess = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let idiom = context.matches.index.idiom
        return context.matches.colors.compactMap { r -> Finding? in
            guard r.status == .generic, ColorFix.isNamed(r.expectation), let code = r.codeName, let light = r.codeColor else { return nil }
            let e = r.expectation
            let dark = r.codeDarkColor.map { " / \($0) dark" } ?? ""
            let lightSame = (r.deltaE ?? 99) <= context.configuration.sameColorDeltaE
            let designDark = e.dark?.color
            let darkClause = designDark.map { "the design's dark value is \($0)" } ?? "the design gives one value for both appearances"
            // Found by value alone, under a name that shares no word with the design's, the pairing itself is a
            // guess (a design black is not necessarily the app's `Color.primary`): not critical.
            let guessed = r.foundByValue && !ColorNaming.shareRoleWord(e.name, code)
            let how = guessed ? " No token has the design's name; this one was found by its light value alone." : ""
            return Finding(
                rule: Self.description.id, severity: guessed ? .medium : Self.description.severity, category: .color,
                title: "`\(code)` is `\(CheckSupport.codeWritten(r))` (\(light) light\(dark)); design \(e.name) is \(CheckSupport.valueText(e))",
                message:
                    "The system color \(lightSame ? "equals" : "is close to") the design in light mode (\(CheckSupport.deltaText(r.deltaE))) but becomes \(r.codeDarkColor?.description ?? "another value") in dark mode, while \(darkClause); its values also change between iOS releases.\(how)",
                expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                fix: ColorFix.line(
                    name: ColorFix.tokenName(r), e: e, idiom: idiom, configuration: context.configuration, like: r.codeExpression, at: r.codeLocation),
                fixLocation: r.codeLocation, key: CheckSupport.key(e.name, code))
        }
    }
}
