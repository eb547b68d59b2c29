import GapCheckModel

/// `hardcoded.color`: a literal color in view code instead of a token.
public struct HardcodedColorCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "hardcoded.color", severity: .low, category: .hardcoded,
        summary:
            "A view passes a literal color (hex, RGB, or a system hue such as `.red` that equals a design token) instead of a token; reported once per value with its count.",
        rationale: """
            Inline colors escape the design system: they do not adapt to dark mode, and a palette change misses \
            them. When the literal equals a token's value the fix is to use that token; otherwise add one. \
            Semantic system colors (`.primary`, `.secondary`, `Color(.systemBackground)`) and `.clear`, `.white`, \
            `.black` are not reported.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-status-error: #FF3B30; }",
                swift:
                    "import SwiftUI\n\nstruct BadgeView: View {\n    var body: some View {\n        Text(\"Error\").foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))\n    }\n}\n",
                triggers: true, expectTitleContains: "#336699"),
            RuleExample(
                design: ":root { --color-status-error: #FF3B30; }",
                swift:
                    "import SwiftUI\n\nextension Color {\n    static let statusError = Color(red: 1, green: 59 / 255, blue: 48 / 255)\n}\n\nstruct BadgeView: View {\n    var body: some View {\n        Text(\"Error\").foregroundColor(.statusError)\n    }\n}\n",
                triggers: false)
        ])

    static let ignoredSystem: Set<String> = ["clear", "white", "black"]

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let cfg = context.configuration
        let matcher = context.matches.index.colors
        let designByValue = ColorValueIndex(
            context.design.expectations.enumerated().compactMap { i, e in
                guard e.kind == .color, e.source != .cssRule, let c = e.light.color else { return nil }
                return (color: c, index: i, name: e.name)
            })
        var groups: [String: [InlineLiteral]] = [:]
        for l in context.inventory.literals where l.kind == .color {
            guard let c = l.value?.color else { continue }
            // Fully transparent (`Color.clear` in a ternary's branch, `.opacity(0)` colors) paints nothing: no palette value.
            if c.alpha == 0 { continue }
            // `<color name="AppBlue">` in a storyboard uses the asset catalog: not hard-coded.
            if l.expression.hasPrefix("<color"), l.expression.contains(" name=\"") { continue }
            if let s = l.systemName {
                if Self.ignoredSystem.contains(s.lowercased()) { continue }
                // A system hue is reported only when the design names that value: then a token exists for it.
                guard !designByValue.within(cfg.sameColorDeltaE, of: c, alphaTolerance: cfg.alphaTolerance).isEmpty else { continue }
                groups["system " + s + " " + c.hex, default: []].append(l)
            } else {
                groups[c.hex, default: []].append(l)
            }
        }
        let idiom = context.matches.index.idiom
        var out: [Finding] = []
        for (k, lits) in groups.sorted(by: { $0.key < $1.key }) {
            let sorted = lits.sorted { $0.location < $1.location }
            guard let first = sorted.first, let color = first.value?.color else { continue }
            // A switch's case (`Theme.platformColor.facebook`) is no name a view can write: never the suggestion.
            let hits = matcher.values.within(cfg.sameColorDeltaE, of: color, alphaTolerance: cfg.alphaTolerance)
                .filter { matcher.candidates[$0.index].caseOf == nil }
            let token =
                matcher.nearest(color, dark: nil).flatMap { $0.deltaE <= cfg.sameColorDeltaE && $0.candidate.caseOf == nil ? $0.candidate : nil }
                ?? hits.first.map { matcher.candidates[$0.index] }
            // Several tokens with this value mean different things: name them all and let the reader pick.
            // One entry per meaning: `Color.brandPrimary` and its `Theme.brandPrimary` copy are one name.
            var byMeaning: [String: String] = [:]
            for hit in hits {
                let c = matcher.candidates[hit.index]
                guard !(c.origin == .asset && c.expression.isEmpty) else { continue }
                let meaning = NameKey(c.name).words.joined(separator: " ")
                if c.qualifiedName == token?.qualifiedName || byMeaning[meaning] == nil { byMeaning[meaning] = c.qualifiedName }
            }
            let equal = byMeaning.values.sorted()
            let ambiguous = equal.count > 1
            let interfaceBuilder = first.expression.hasPrefix("<")
            let design = designByValue.within(cfg.sameColorDeltaE, of: color, alphaTolerance: cfg.alphaTolerance).first
                .map { hit in context.design.expectations[hit.index] }
            let files = Set(sorted.map(\.location.file)).count
            // The token in the literal's own type: a `CGColor` literal is replaced by a `CGColor`.
            let literalType = TypedColorReference.type(ofExpression: first.expression)
            let typed = { (c: ColorCandidate) in TypedColorReference.reference(c, as: literalType, macOnly: context.inventory.macOnly) }
            let shown = first.systemName != nil ? "`\(first.expression)` (\(color))" : "\(color)"
            let fix: Fix
            if interfaceBuilder, token != nil {
                fix = .instruction(
                    "Set it in code from " + equal.map { "`\($0)`" }.joined(separator: " or ")
                        + " (Interface Builder cannot reference Swift tokens), or use a named colorset")
            } else if ambiguous {
                fix = .instruction("Use the token whose role fits: " + equal.map { "`\($0)`" }.joined(separator: ", ") + " (all \(color))")
            } else if let token {
                fix = .instruction("Use `\(typed(token))` instead of `\(first.expression)`")
            } else if let d = design {
                let name = CheckSupport.swiftName(d.name)
                fix = .declaration(
                    SwiftCode(idiom.declaration(name: name, color: color), name: name, comment: "then use it instead of `\(first.expression)`"))
            } else {
                fix = .declaration(SwiftCode(idiom.declaration(name: "<name>", color: color), comment: "add a token, then use it"))
            }
            out.append(
                Finding(
                    rule: Self.description.id, severity: Self.description.severity, category: .hardcoded,
                    title: "Inline color \(shown) used \(CheckSupport.plural(sorted.count, "time")) in \(CheckSupport.plural(files, "file"))"
                        + (ambiguous
                            ? "; equals " + equal.map { "`\($0)`" }.joined(separator: ", ")
                            : token.map { "; use `\(typed($0))`" } ?? design.map { "; design calls it \($0.name)" } ?? ""),
                    message:
                        "`\(first.expression)` is written in view code (`.\(first.modifier)` in \(first.enclosingType ?? first.location.file))\(sorted.count > 1 ? " and \(sorted.count - 1) more place\(sorted.count > 2 ? "s" : "")" : "")."
                        + (token.flatMap { t in
                            t.dark.flatMap { d in
                                d.deltaE2000(to: color) > cfg.sameColorDeltaE ? " `\(t.qualifiedName)` is \(d) in dark mode; the literal stays \(color)." : nil
                            }
                        } ?? ""),
                    expected: design.map { CheckSupport.expected($0) }
                        ?? token.map { FindingSide(name: $0.qualifiedName, value: $0.valueText, color: $0.light, darkColor: $0.dark, location: $0.location) },
                    actual: FindingSide(name: first.expression, value: color.description, color: color, location: first.location),
                    fix: fix, fixLocation: first.location, count: sorted.count, occurrences: CheckSupport.occurrences(sorted.map(\.location)),
                    key: CheckSupport.key(k)))
        }
        return out
    }
}
