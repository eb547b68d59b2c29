import GapCheckModel

/// `color.asset-missing`: `Color("X")` or `UIColor(named: "X")` with no colorset named X.
public struct ColorAssetMissingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "color.asset-missing", severity: .critical, category: .color,
        summary: "Code refers to an asset-catalog color that no colorset defines, so the app draws nothing (or clear) there.",
        rationale: """
            `Color("BrandAccent")` compiles whatever the name, and at run time an unknown name logs a warning and \
            renders no color. The screen looks broken only on device, late. Add the colorset (with its dark \
            appearance) or fix the name.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-brand-accent: #FF7A45; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let brandAccent = Color(\"BrandAccent\")\n}\n",
                triggers: true, expectTitleContains: "BrandAccent"),
            RuleExample(
                design: ":root { --color-brand-accent: #FF7A45; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let brandAccent = Color(red: 255 / 255, green: 122 / 255, blue: 69 / 255)\n}\n",
                triggers: false)
        ])

    /// The first string literal of an expression (`Color("ChartGrid")` → `ChartGrid`).
    static func quoted(_ expression: String) -> String? {
        let parts = expression.split(separator: "\"", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        var uses: [String: [SourceLocation]] = [:]
        var exprs: [String: String] = [:]
        for r in context.inventory.assetReferences where !r.resolved {
            uses[r.name, default: []].append(r.location)
            if exprs[r.name] == nil { exprs[r.name] = r.expression }
        }
        for t in context.inventory.colors where t.origin == .asset && t.unresolved {
            let n = t.reference ?? ColorAssetMissingCheck.quoted(t.expression) ?? t.name
            if !(uses[n]?.contains(t.location) ?? false) { uses[n, default: []].append(t.location) }
            if exprs[n] == nil { exprs[n] = t.expression }
        }
        // Which design color the asset was meant to be, from matches on tokens that wrap it.
        var designFor: [String: MatchRow] = [:]
        let names = uses.keys.sorted()
        for r in context.matches.colors where r.note == "unresolved" {
            if let expr = r.codeExpression, let n = names.first(where: { expr.contains("\"\($0)\"") }), designFor[n] == nil {
                designFor[n] = r
            }
        }
        let idiom = context.matches.index.idiom
        for (k, v) in uses { uses[k] = Array(Set(v)) }
        return uses.keys.sorted().map { name in
            let locs = uses[name, default: []].sorted()
            let row = designFor[name]
            let want = row.map { " (design \($0.expectation.name) is \(CheckSupport.valueText($0.expectation)))" } ?? ""
            var fix = ColorAssetFix(name: name, light: nil, dark: nil)
            if let r = row, let l = r.expectation.light.color {
                fix.light = l
                fix.dark = r.expectation.dark?.color
                fix.alternative = idiom.declaration(name: ColorFix.tokenName(r), color: l)
            }
            return Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .color,
                title: "`\(exprs[name] ?? "Color(\"\(name)\")")` names no colorset\(want)",
                message:
                    "No asset catalog in the app defines a colorset named \"\(name)\"; at run time the color is missing (\(CheckSupport.plural(locs.count, "use"))).",
                expected: row.map { CheckSupport.expected($0.expectation) },
                actual: FindingSide(name: name, value: "no colorset", location: locs.first),
                fix: .addAsset(fix), fixLocation: locs.first, count: locs.count, occurrences: CheckSupport.occurrences(locs),
                key: CheckSupport.key(name))
        }
    }
}
