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
            17pt body) are the same step; a bigger gap or a weight two steps off is medium, smaller ones low. \
            A device frame drawn narrower than a phone (`.phone { width: 270px; height: 585px }`) scales its \
            screen: when its height-to-width ratio is a phone's, sizes are read at device width ÷ frame width \
            (390pt, or 375pt for a 16:9 frame: ×1.44 here) and the finding says the factor; a narrow frame of \
            another ratio or no stated height has a scale nobody can tell, and its size differences are low. \
            An SF Symbol's font sizes the symbol: it is not compared with the size of a design text.
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
