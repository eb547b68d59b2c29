import GapCheckModel

/// `element.font`: a text of a matched screen is set in another size or weight than the design's.
public struct ElementFontCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "element.font", severity: .medium, category: .typography,
        summary: "A text of a matched screen is set in another size or weight than the design gives it.",
        rationale: """
            A 28px screen title shown as a 34pt large title, or a bold figure drawn regular, changes the \
            screen's hierarchy. Text styles resolve to their default sizes (`.largeTitle` is 34pt), fonts set on \
            enclosing stacks count, and a large navigation title is 34pt Bold. Sizes a point apart (16px vs \
            17pt body) are the same step; a bigger gap or a weight two steps off is medium, smaller ones low.
            """,
        examples: [
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.stat { font-size: 28px; font-weight: 700; }</style></head>
                    <body data-screen="stats"><h1>Stats</h1><p class="stat">Weekly total</p></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct StatsView: View {\n    var body: some View {\n        VStack {\n            Text(\"Weekly total\")\n        }\n        ↓.font(.largeTitle)\n    }\n}\n",
                triggers: true, expectTitleContains: "Weekly total"),
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.stat { font-size: 28px; font-weight: 700; }</style></head>
                    <body data-screen="stats"><h1>Stats</h1><p class="stat">Weekly total</p></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct StatsView: View {\n    var body: some View {\n        VStack {\n            Text(\"Weekly total\")\n        }\n        .font(.title)\n        .fontWeight(.bold)\n    }\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at the severity each difference warrants (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        ElementFindings.run(rule: Self.description, aspect: .font, context: context)
    }
}
