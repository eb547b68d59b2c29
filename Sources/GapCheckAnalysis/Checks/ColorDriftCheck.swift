import GapCheckModel

/// `color.drift`: a code color is close to the design's but not the same.
public struct ColorDriftCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "color.drift", severity: .low, category: .color,
        summary: "A color token is near the design value but not equal (ΔE2000 between the same-color and drift thresholds).",
        rationale: """
            A drifted value (#33C658 for #34C759) is barely visible on its own, but it shows next to the correct \
            color, it breaks pixel comparisons, and it usually means the value was typed by hand or picked from a \
            screenshot. It is polish: copy the exact value from the design.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-status-success: #34C759; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let statusSuccess = Color(red: 50 / 255, green: 196 / 255, blue: 88 / 255)\n}\n",
                triggers: true, expectTitleContains: "statusSuccess"),
            RuleExample(
                design: ":root { --color-status-success: #34C759; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let statusSuccess = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let idiom = context.matches.index.idiom
        let same = context.configuration.sameColorDeltaE
        return context.matches.colors.compactMap { r -> Finding? in
            let e = r.expectation
            guard let code = r.codeName, ColorFix.isNamed(e) else { return nil }
            let d = max(r.deltaE ?? 0, r.darkDeltaE ?? 0)
            // A token found by value at drift distance is matched as a drift (`ColorMatcher`); older rows may still say
            // "by value" with the distance alone.
            guard r.status == .drift || (r.status == .matchedByValue && d > same) else { return nil }
            let name = ColorFix.tokenName(r)
            let byValue = r.foundByValue || r.status == .matchedByValue
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .color,
                title:
                    "`\(code)` is \(r.codeValue ?? ""); design \(e.name) is \(CheckSupport.valueText(e)) (\(CheckSupport.deltaText(d))\(CheckSupport.seenText(r)))",
                message: byValue
                    ? "No token has the design's name; the nearest one by value, `\(code)`, is close but not equal."
                    : r.nameVariant == true
                        ? "`\(code)` is a partial-name match for the design's \(e.name) (no token has its exact name); its value is close to the design's but not equal; copy the exact value."
                        : "The value is close to the design's but not equal; copy the exact value.",
                expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                fix: ColorFix.line(name: name, e: e, idiom: idiom, configuration: context.configuration, like: r.codeExpression, at: r.codeLocation),
                fixLocation: r.codeLocation, key: CheckSupport.key(e.name, code))
        }
    }
}
