import GapCheckModel

/// `typography.missing`: a design text style with no font token by name or by value.
public struct TypographyMissingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "typography.missing", severity: .medium, category: .typography,
        summary: "A design text style has no font token with its name or with its size and weight, and no system text style equals it.",
        rationale: """
            Without a token, each view that needs the style writes `.font(.system(size:weight:))` itself and the \
            values drift apart. A style equal to an Apple text style (17pt Semibold is `.headline`) is not \
            missing: the system style is the token.
            """,
        examples: [
            RuleExample(
                design: ".text-metric { font-size: 28px; font-weight: 700; }",
                swift: "import SwiftUI\n\nextension Font {\n    static let bodyText = Font.system(size: 17)\n}\n",
                triggers: true, expectTitleContains: "text-metric"),
            // A UIKit app gets a UIFont, which compiles there (SwiftUI's `Font.system` would not).
            RuleExample(
                design: ".text-metric { font-size: 28px; font-weight: 700; }",
                swift: "import UIKit\n\nenum AppFont {\n    static let bodyText = UIFont.systemFont(ofSize: 17, weight: .regular)\n}\n",
                triggers: true, expectTitleContains: "text-metric",

                expectMessage: "No font token is named like .text-metric or has its size and weight; add it to `AppFont`.",
                expectFix: "static let metric = UIFont.systemFont(ofSize: 28, weight: .bold)", expectFixKind: "declaration"),
            RuleExample(
                design: ".text-metric { font-size: 28px; font-weight: 700; }",
                swift: "import SwiftUI\n\nextension Font {\n    static let metric = Font.system(size: 28, weight: .bold)\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let owners = context.inventory.fonts.compactMap(\.owner)
        var votes: [String: Int] = [:]
        for o in owners { votes[o, default: 0] += 1 }
        let owner = votes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
        let file = context.inventory.fonts.first { $0.owner == owner }?.location.file
        return context.matches.typography.compactMap { r -> Finding? in
            guard r.status == .missing, TypographyMatcher.isStyleName(r.expectation), let want = r.expectation.light.font,
                FontComparison.size(of: want) != nil
            else { return nil }
            let e = r.expectation
            let name = CheckSupport.swiftName(e.name, extraGeneric: NameKey.typographyGenericWords)
            // An app that keeps sizes as tokens of their own (`fontSizeBodyXs = CGFloat(12)`) sets the weight
            // where it draws the text: the style is composed there, so a composed token is missing only if the
            // views need one. A question, not a gap.
            let size = FontComparison.size(of: want)
            let sizeToken = context.inventory.fonts.first { ($0.sizeOnly ?? false) && $0.spec.size.map { abs($0 - (size ?? -1)) < 0.01 } ?? false }
            return Finding(
                rule: Self.description.id, severity: sizeToken == nil ? Self.description.severity : .low, category: .typography,
                title: "Design text style \(e.name) (\(FontComparison.describe(want))) has no font token in code",
                message: "No font token is named like \(e.name) or has its size and weight\(owner.map { "; add it to `\($0)`" } ?? "")."
                    + (sizeToken.map {
                        " The app keeps font sizes as tokens of their own (`\($0.qualifiedName)` is \(Length.format($0.spec.size ?? 0))pt) and sets weights where it draws text, so this style may be composed in the views."
                    } ?? ""),
                expected: CheckSupport.expected(e), actual: nil,
                fix: .declaration(
                    SwiftCode("static let \(name) = \(TypographyFix.expression(want, framework: context.inventory.idiom.fontFramework))", name: name)),
                fixLocation: CheckSupport.siblingLocation(file), key: CheckSupport.key(e.name))
        }
    }
}
