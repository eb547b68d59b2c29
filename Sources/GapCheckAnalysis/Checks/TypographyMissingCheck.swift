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
            missing: the system style is the token. In an app that declares no font tokens at all, a style its views \
            draw exactly (`.font(.system(size: 10, weight: .semibold))`) is shown right: its missing token is a question \
            of hygiene (`hardcoded.font`), low.
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
            // No font token anywhere, and the views draw the style exactly: low, saying where.
            RuleExample(
                design: ".text-metric { font-size: 28px; font-weight: 700; }",
                swift:
                    "import SwiftUI\n\nstruct ScoreView: View {\n    var body: some View {\n        Text(\"42\").font(.system(size: 28, weight: .bold))\n    }\n}\n",
                triggers: true, expectTitleContains: "text-metric"),
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
        // An app with no font tokens at all writes every font where it draws it: a style drawn exactly is shown right.
        let drawn = context.inventory.fonts.isEmpty ? InlineFontUses(context.inventory.literals) : nil
        let namesakes = context.matches.index.namesakes
        return context.matches.typography.compactMap { r -> Finding? in
            guard r.status == .missing, TypographyMatcher.isStyleName(r.expectation), let want = r.expectation.light.font,
                let size = FontComparison.size(of: want)
            else { return nil }
            // The code declares the design's name with its value (`--body-font-body-lineheight: 24px` ↔
            // `bodyFontBodyLineheight = CGFloat(24)`, a type group `--icon-font-icon-xl` ↔ `iconFontIconXlSize`): the
            // token is there, whatever either side took it for.
            if namesakes.declares(r.expectation.name, value: size, suffixes: ["size", "fontsize"]) { return nil }
            let e = r.expectation
            let name = CheckSupport.swiftName(e.name, extraGeneric: NameKey.typographyGenericWords)
            // An app that keeps sizes as tokens of their own (`fontSizeBodyXs = CGFloat(12)`) sets the weight
            // where it draws the text: the style is composed there, so a composed token is missing only if the
            // views need one. A question, not a gap.
            let sizeToken = context.inventory.fonts.first { ($0.sizeOnly ?? false) && $0.spec.size.map { abs($0 - size) < 0.01 } ?? false }
            let inline = drawn?.use(of: want)
            return Finding(
                rule: Self.description.id, severity: sizeToken == nil && inline == nil ? Self.description.severity : .low, category: .typography,
                title: "Design text style \(e.name) (\(FontComparison.describe(want))) has no font token in code",
                message: "No font token is named like \(e.name) or has its size and weight\(owner.map { "; add it to `\($0)`" } ?? "")."
                    + (sizeToken.map {
                        " The app keeps font sizes as tokens of their own (`\($0.qualifiedName)` is \(Length.format($0.spec.size ?? 0))pt) and sets weights where it draws text, so this style may be composed in the views."
                    } ?? "")
                    + (inline.map {
                        " The app declares no font tokens and its views draw this style inline: `\($0.expression)` \($0.count == 1 ? "once" : "\($0.count) times") (\($0.count == 1 ? "" : "first ")at \($0.location.file):\($0.location.line)), so users see the design's style; a token is a question of hygiene (`hardcoded.font`)."
                    } ?? ""),
                expected: CheckSupport.expected(e), actual: nil,
                fix: .declaration(
                    SwiftCode("static let \(name) = \(TypographyFix.expression(want, framework: context.inventory.idiom.fontFramework))", name: name)),
                fixLocation: CheckSupport.siblingLocation(file), key: CheckSupport.key(e.name))
        }
    }
}

/// The fonts the app's views write inline with a size (`.font(.system(size: 10, weight: .semibold))`), grouped by
/// size, weight and family: a design style with no token that the views draw exactly this way is shown right.
struct InlineFontUses {
    /// One inline font, how many times the views write it and where first.
    struct Use {
        var spec: FontSpec
        var expression: String
        var count: Int
        var location: SourceLocation
    }

    private var uses: [Use] = []

    init(_ literals: [InlineLiteral]) {
        var byKey: [String: Int] = [:]
        for l in literals where l.kind == .typography {
            guard let f = l.value?.font, let size = f.size else { continue }
            let k = "\(size)|\(FontComparison.weight(of: f, defaultRegular: true) ?? 400)|\(FontComparison.family(of: f) ?? "system")|\(f.italic)"
            if let i = byKey[k] {
                uses[i].count += 1
                if l.location < uses[i].location { uses[i].location = l.location; uses[i].expression = l.expression }
            } else {
                byKey[k] = uses.count
                uses.append(Use(spec: f, expression: l.expression, count: 1, location: l.location))
            }
        }
    }

    /// The most used inline font with exactly the design style's size, weight (regular when unstated) and family;
    /// nil when the views draw no such font.
    func use(of want: FontSpec) -> Use? {
        guard let size = FontComparison.size(of: want) else { return nil }
        let weight = FontComparison.weight(of: want, defaultRegular: true)
        return uses.filter { u in
            abs((u.spec.size ?? -1) - size) < 0.01 && FontComparison.weight(of: u.spec, defaultRegular: true) == weight
                && u.spec.italic == want.italic && FontComparison.differences(design: want, code: u.spec).isEmpty
        }.max { a, b in a.count != b.count ? a.count < b.count : a.location > b.location }
    }
}
