import GapCheckModel

/// `element.padding`: the box behind a text pads it differently from the design's.
public struct ElementPaddingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "element.padding", severity: .low, category: .spacing,
        summary: "The card or button behind a text of a matched screen pads it differently from the design.",
        rationale: """
            Padding sets a screen's density: a button padded 8pt where the design pads it 16px looks cramped. \
            Compared only where both sides state it, edge by edge (horizontal and vertical): the design's \
            `padding` of the box that paints the text's background, and the code's `.padding` applied inside the \
            same `.background` (a padding outside it is a margin). SwiftUI's `.padding()` is 16pt. Two points \
            apart is the same; up to 8pt is low, more is medium.
            """,
        examples: [
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.pill { background: #0a7cff; color: #fff; padding: 6px 20px; border-radius: 8px; }</style></head>
                    <body data-screen="checkout"><h1>Checkout</h1><button class="pill">Pay now</button></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct CheckoutView: View {\n    var body: some View {\n        VStack {\n            Button(\"Pay now\") {}\n                .foregroundColor(.white)\n                ↓.padding(4)\n                .background(Color(red: 0.04, green: 0.49, blue: 1))\n                .cornerRadius(8)\n        }\n    }\n}\n",
                triggers: true, expectTitleContains: "Pay now"),
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.pill { background: #0a7cff; color: #fff; padding: 6px 20px; border-radius: 8px; }</style></head>
                    <body data-screen="checkout"><h1>Checkout</h1><button class="pill">Pay now</button></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct CheckoutView: View {\n    var body: some View {\n        VStack {\n            Button(\"Pay now\") {}\n                .foregroundColor(.white)\n                .padding(.vertical, 6)\n                .padding(.horizontal, 20)\n                .background(Color(red: 0.04, green: 0.49, blue: 1))\n                .cornerRadius(8)\n                .padding(40)\n        }\n    }\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at the severity each difference warrants (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        ElementFindings.run(rule: Self.description, aspect: .padding, context: context)
    }
}
