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
            of hygiene (`hardcoded.font`), low. A type scale the app never adopted (three or more design tokens named as \
            one family, `--heading-h1` … `--heading-h6`, none of whose steps the app declares) is one finding naming the \
            scale and its steps: an export that leaves a web scale out made one decision, not one defect per step. A \
            scale the app adopted in part keeps a finding per missing step.
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
        let steps = context.matches.typography.map { r -> Finding? in
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
        return Self.foldingUnadoptedScales(
            steps, rows: context.matches.typography, declared: Set(context.inventory.fonts.map(\.qualifiedName)), owner: owner,
            framework: context.inventory.idiom.fontFramework, fixLocation: CheckSupport.siblingLocation(file))
    }

    /// The scale a design text token is a step of: its name up to and with its last separator (`--heading-` of
    /// `--heading-h1`, `type.size.` of `type.size.lg`); nil for a style a CSS rule gives (a selector is no scale) and for a one-word name.
    static func scaleName(_ e: Expectation) -> String? {
        // A style assembled from sibling constants is named with their shared `font` part (`--h1-font`): no step.
        var name = Substring(e.name)
        for suffix in ["-font", ".font", "_font"] where name.lowercased().hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        guard e.source != .cssRule, let cut = name.lastIndex(where: { "-._/".contains($0) }) else { return nil }
        return NameWords.split(String(name[..<cut])).isEmpty ? nil : String(name[...cut])
    }

    /// The fewest text styles a family of names must hold to be read as one scale.
    static let scaleSteps = 3

    /// `steps` (one finding or nil per row of `rows`) with the findings of each scale the app never adopted folded into
    /// one. A scale is the design tokens sharing a `scaleName`, at least `scaleSteps` of them; the app adopted none of it
    /// when each step is either missing at medium or found only as an Apple text style (no font the app declares). An
    /// iOS export that leaves a web scale out made one decision, not one defect per step; a scale the app adopted in part
    /// keeps a finding per missing step.
    static func foldingUnadoptedScales(
        _ steps: [Finding?], rows: [MatchRow], declared: Set<String>, owner: String?, framework: CodeIdiom.Framework, fixLocation: SourceLocation?
    ) -> [Finding] {
        var scales: [String: [Int]] = [:]
        for (i, r) in rows.enumerated() where TypographyMatcher.isStyleName(r.expectation) {
            if let name = scaleName(r.expectation) { scales[name, default: []].append(i) }
        }
        var folded: [Int: String] = [:]
        for (name, members) in scales where members.count >= scaleSteps {
            let missing = members.filter { steps[$0]?.severity == .medium }
            let unadopted = members.allSatisfy { i in
                steps[i]?.severity == .medium || (steps[i] == nil && rows[i].status != .missing && !declared.contains(rows[i].codeName ?? ""))
            }
            guard unadopted, missing.count >= 2 else { continue }
            for i in missing { folded[i] = name }
        }
        var out: [Finding] = []
        var said: Set<String> = []
        for (i, f) in steps.enumerated() {
            guard let f else { continue }
            guard let name = folded[i] else { out.append(f); continue }
            guard said.insert(name).inserted else { continue }
            let members = steps.indices.filter { folded[$0] == name }
            out.append(scaleFinding(name, rows: members.map { rows[$0] }, owner: owner, framework: framework, fixLocation: fixLocation))
        }
        return out
    }

    /// The one finding for a scale the app never adopted, naming its missing steps.
    static func scaleFinding(_ name: String, rows: [MatchRow], owner: String?, framework: CodeIdiom.Framework, fixLocation: SourceLocation?) -> Finding {
        let first = rows[0].expectation
        let listed = rows.map { r in "\(r.expectation.name) (\(r.expectation.light.font.map(FontComparison.describe) ?? "?"))" }
        let lines = rows.compactMap { r -> String? in
            guard let f = r.expectation.light.font else { return nil }
            let n = CheckSupport.swiftName(r.expectation.name, extraGeneric: NameKey.typographyGenericWords)
            return "static let \(n) = \(TypographyFix.expression(f, framework: framework))"
        }
        return Finding(
            rule: description.id, severity: description.severity, category: .typography,
            title: "Design type scale \(name)* (\(rows.count) steps) has no font token in code",
            message: "None of the steps of the design's scale \(name)* has a font token named like it or with its size and weight: "
                + listed.joined(separator: ", ")
                + ". The app adopted no step of the scale, so this is one decision (adopt the scale\(owner.map { " in `\($0)`" } ?? ""), or leave it to the web and say so), not a defect per step.",
            expected: CheckSupport.expected(first), actual: nil,
            fix: .declaration(SwiftCode(lines)), fixLocation: fixLocation, key: CheckSupport.key("scale", name))
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
