import GapCheckModel

/// `element.color`: a text the design colors is drawn in another color by the view that shows it.
public struct ElementColorCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "element.color", severity: .critical, category: .color,
        summary: "A text of a matched screen is drawn in another color than the design gives it (light or dark).",
        rationale: """
            Token checks miss colors set in views: a credit figure the design paints #28a745 shown as `.green` \
            reads as another brand. The design element and the code element are paired by their text within the \
            matched view and the views it uses; the code color includes what enclosing stacks set. A brand or status \
            color a user reads as another color (as for tokens: a hue more than 15° away, or ΔE2000 above 10), or \
            an adaptive system color where the design gives an exact value, is critical; another shade of the same \
            hue is medium; grays are medium or low; a pairing found only through an interpolated text is at most medium. \
            A text missing from the view is `content.label-missing`'s, not this rule's. When the whole app pins \
            the design's only appearance and it is dark (`.preferredColorScheme(.dark)` on the root, \
            `UIUserInterfaceStyle = Dark`), the code's dark values are compared over a dark canvas, and the \
            value says "app forces dark".
            """,
        examples: [
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.credit { color: #28a745; }</style></head>
                    <body data-screen="wallet"><h1>Wallet</h1><p class="credit">Credits left</p></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct WalletView: View {\n    var body: some View {\n        VStack {\n            Text(\"Credits left\")\n                ↓.foregroundStyle(.green)\n        }\n        .navigationTitle(\"Wallet\")\n    }\n}\n",
                triggers: true, expectTitleContains: "Credits left"),
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.credit { color: #28a745; } .card { background: #764ba2; color: #ffffff; }</style></head>
                    <body data-screen="wallet"><h1>Wallet</h1><p class="credit">Credits left</p><div class="card"><span>Balance</span></div></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct WalletView: View {\n    var body: some View {\n        VStack {\n            Text(\"Credits left\").foregroundColor(Color(red: 40 / 255, green: 167 / 255, blue: 69 / 255))\n            VStack { Text(\"Balance\") }.foregroundStyle(.white)\n        }\n        .navigationTitle(\"Wallet\")\n    }\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at the severity each difference warrants (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        ElementFindings.run(rule: Self.description, aspect: .color, context: context)
    }
}
