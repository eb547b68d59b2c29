import GapCheckModel

/// `spacing.off-scale`: the code's spacing scale disagrees with the design's.
public struct SpacingOffScaleCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "spacing.off-scale", severity: .medium, category: .spacing,
        summary: "A design spacing token is missing from the code's spacing scale, or the code token with its name has another value.",
        rationale: """
            Layouts are built from the spacing scale; a step that is missing (48pt) or different (`Spacing.md` \
            = 15 for a 16pt design step) shifts every card and list that uses it, and invites inline numbers. \
            Keep the scale identical to the design's, step for step.
            """,
        examples: [
            RuleExample(
                design: ":root { --space-md: 16px; }",
                swift: "import SwiftUI\n\nenum Spacing {\n    ↓static let md: CGFloat = 15\n}\n",
                triggers: true, expectTitleContains: "Spacing.md"),
            RuleExample(
                design: ":root { --space-md: 16px; }",
                swift: "import SwiftUI\n\nenum Spacing {\n    static let md: CGFloat = 16\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let scale = context.matches.index.spacing.scale
        let broken = context.inventory.brokenTokenFiles.flatMap(\.broken).filter { $0.lengthScale == .spacing }
        return LengthScaleFindings.run(
            rule: Self.description, rows: context.matches.spacing, scale: scale, noun: "spacing", broken: broken,
            namesakes: context.matches.index.namesakes
        ) { _ in false }
    }
}
