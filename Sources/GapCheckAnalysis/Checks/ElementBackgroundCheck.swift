import GapCheckModel

/// `element.background`: the box behind a text is painted differently (another color, a solid for a gradient).
public struct ElementBackgroundCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "element.background", severity: .medium, category: .color,
        summary: "The card, pill or button behind a text of a matched screen is painted differently from the design (color, or gradient vs solid).",
        rationale: """
            A balance card the design paints with a purple gradient shown on `systemGray6` is the first thing a \
            reviewer sees. The design's background is that of the nearest box around the text below the page \
            canvas; the code's is the nearest `.background` on the text or an enclosing view. Compared only when \
            both sides paint one. A gradient drawn as a solid far from every stop, or a hue far off, is critical. \
            Translucent fills are composited over the canvas of the appearance compared (dark when the app pins \
            the design's only, dark, appearance); two tints of one color that differ in opacity only are low.
            """,
        examples: [
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.balance { background: linear-gradient(135deg, #667eea, #764ba2); color: #fff; border-radius: 12px; }</style></head>
                    <body data-screen="dashboard"><h1>Dashboard</h1><div class="balance"><span>Balance</span></div></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct DashboardView: View {\n    var body: some View {\n        VStack(spacing: 16) {\n            VStack {\n                Text(\"Balance\")\n            }\n            ↓.background(Color(.systemGray6))\n            .cornerRadius(12)\n        }\n    }\n}\n",
                triggers: true, expectTitleContains: "gradient"),
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.balance { background: linear-gradient(135deg, #667eea, #764ba2); color: #fff; border-radius: 12px; }</style></head>
                    <body data-screen="dashboard"><h1>Dashboard</h1><div class="balance"><span>Balance</span></div></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct DashboardView: View {\n    var body: some View {\n        ScrollView {\n            BalanceCard()\n        }\n        .background(Color(.systemGroupedBackground))\n    }\n}\n\nstruct BalanceCard: View {\n    var body: some View {\n        VStack {\n            Text(\"Balance\").foregroundStyle(.white)\n        }\n        .background(LinearGradient(colors: [Color(hex: 0x667EEA), Color(hex: 0x764BA2)], startPoint: .topLeading, endPoint: .bottomTrailing))\n        .clipShape(RoundedRectangle(cornerRadius: 12))\n    }\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at the severity each difference warrants (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        ElementFindings.run(rule: Self.description, aspect: .background, context: context)
    }
}
