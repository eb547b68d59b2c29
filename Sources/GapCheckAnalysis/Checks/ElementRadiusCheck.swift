import GapCheckModel

/// `element.radius`: the box behind a text has another corner radius than the design's.
public struct ElementRadiusCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "element.radius", severity: .medium, category: .spacing,
        summary: "The card or button behind a text of a matched screen has another corner radius than the design's.",
        rationale: """
            Cards at 16pt where the design rounds them at 12px look like another app's. The design's radius is \
            that of the box that paints the text's background; the code's is the `.cornerRadius`, \
            `.clipShape(RoundedRectangle(cornerRadius:))` or shape of the same `.background`. Pills are not \
            compared; a point apart is the same; up to 4pt is low, more is medium.
            """,
        examples: [
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.card { background: #ffffff; border-radius: 12px; }</style></head>
                    <body data-screen="profile"><h1>Profile</h1><div class="card"><p>Member since</p></div></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct ProfileView: View {\n    var body: some View {\n        List {\n            VStack { Text(\"Member since\") }\n                .background(Color.white)\n                ↓.cornerRadius(16)\n        }\n    }\n}\n",
                triggers: true, expectTitleContains: "Member since"),
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.card { background: #ffffff; border-radius: 12px; }</style></head>
                    <body data-screen="profile"><h1>Profile</h1><div class="card"><p>Member since</p></div></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nenum Radius {\n    static let card: CGFloat = 12\n}\n\nstruct ProfileView: View {\n    var body: some View {\n        List {\n            VStack { Text(\"Member since\") }\n                .background(RoundedRectangle(cornerRadius: Radius.card).fill(Color.white))\n        }\n    }\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at the severity each difference warrants (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        ElementFindings.run(rule: Self.description, aspect: .radius, context: context)
    }
}
