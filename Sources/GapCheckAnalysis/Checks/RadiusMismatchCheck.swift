import GapCheckModel

/// `radius.mismatch`: the code's corner radii disagree with the design's.
public struct RadiusMismatchCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "radius.mismatch", severity: .medium, category: .spacing,
        summary: "A design corner-radius token is missing from the code's radius scale, or the code token with its name has another value.",
        rationale: """
            Corner radii are part of the visual identity: cards at 12pt next to buttons at 10pt look \
            unintentional. Pill radii (999px) are drawn with `Capsule()` in SwiftUI and are not compared.
            """,
        examples: [
            RuleExample(
                design: ":root { --radius-lg: 16px; }",
                swift: "import SwiftUI\n\nenum CornerRadius {\n    static let lg: CGFloat = 12\n}\n",
                triggers: true, expectTitleContains: "CornerRadius.lg"),
            RuleExample(
                design: ":root { --radius-lg: 16px; --radius-pill: 999px; }",
                swift: "import SwiftUI\n\nenum CornerRadius {\n    static let lg: CGFloat = 16\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let scale = context.matches.index.radius.scale
        let broken = context.inventory.brokenTokenFiles.flatMap(\.broken).filter { $0.lengthScale == .radius }
        return LengthScaleFindings.run(
            rule: Self.description, rows: context.matches.radii, scale: scale, noun: "radius", broken: broken, namesakes: context.matches.index.namesakes
        ) { $0 >= 100 }
    }
}
