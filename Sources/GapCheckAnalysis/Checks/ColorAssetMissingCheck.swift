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
            appearance) or fix the name. A declaration that names the colorset but that no code references \
            (`static let brandAccent = Color("BrandAccent")`, never used) draws nothing: dead code, reported low.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-brand-accent: #FF7A45; }",
                swift:
                    "import SwiftUI\n\nextension Color {\n    static let brandAccent = Color(\"BrandAccent\")\n}\n\nstruct BadgeView: View {\n    var body: some View { Text(\"New\").foregroundStyle(Color.brandAccent) }\n}\n",
                triggers: true, expectTitleContains: "BrandAccent"),
            RuleExample(
                design: ":root { --color-brand-accent: #FF7A45; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let brandAccent = Color(\"BrandAccent\")\n}\n",
                triggers: true, expectTitleContains: "nothing uses it"),
            RuleExample(
                design: ":root { --color-brand-accent: #FF7A45; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let brandAccent = Color(red: 255 / 255, green: 122 / 255, blue: 69 / 255)\n}\n",
                triggers: false)
        ])

    /// True when `reference` is the `Color("X")` call of `token`'s own declaration (same file, its expression, on the
    /// lines the declaration spans).
    static func declares(_ token: ColorToken, _ reference: AssetReference) -> Bool {
        let lines = token.expression.filter { $0 == "\n" }.count + 3
        return reference.location.file == token.location.file && reference.location.line >= token.location.line
            && reference.location.line <= token.location.line + lines && token.expression.contains(reference.expression)
    }

    /// True when code names `token` anywhere but its declaration (`.brandPrimary`, `Color.brandPrimary`, an alias), or
    /// when the inventory does not know which names the code mentions.
    static func isReferenced(_ token: ColorToken, in inventory: Inventory) -> Bool {
        guard let mentioned = inventory.mentionedNames else { return true }
        return mentioned.contains(token.name)
    }

    /// The first string literal of an expression (`Color("ChartGrid")` → `ChartGrid`).
    static func quoted(_ expression: String) -> String? {
        let parts = expression.split(separator: "\"", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let inventory = context.inventory
        let wrappers = inventory.colors.filter { $0.origin == .asset && $0.unresolved }
        // Where the code draws with each missing colorset (`Color("X")` written in place, or a token wrapping it used
        // by a view), and where a token declares it: a `Color("X")` inside a token's own declaration is that token.
        var uses: [String: [SourceLocation]] = [:]
        var declarations: [String: [SourceLocation]] = [:]
        var exprs: [String: String] = [:]
        for r in inventory.assetReferences where !r.resolved {
            if !wrappers.contains(where: { Self.declares($0, r) }) { uses[r.name, default: []].append(r.location) }
            if exprs[r.name] == nil { exprs[r.name] = r.expression }
        }
        // Colorsets named only by tokens nothing references: the declaration is dead code, no screen draws it.
        var wrappedOnly: [String: [ColorToken]] = [:]
        for t in wrappers {
            let n = t.reference ?? ColorAssetMissingCheck.quoted(t.expression) ?? t.name
            declarations[n, default: []].append(t.location)
            uses[n, default: []] += inventory.missingAssetSites[t.name] ?? []
            if exprs[n] == nil { exprs[n] = t.expression }
            wrappedOnly[n, default: []].append(t)
        }
        let unreferenced = Set(
            declarations.keys.filter { n in
                uses[n, default: []].isEmpty && wrappedOnly[n, default: []].allSatisfy { !Self.isReferenced($0, in: inventory) }
            })
        // Which design color the asset was meant to be, from matches on tokens that wrap it.
        var designFor: [String: MatchRow] = [:]
        let names = Set(uses.keys).union(declarations.keys).sorted()
        for r in context.matches.colors where r.note == "unresolved" {
            if let expr = r.codeExpression, let n = names.first(where: { expr.contains("\"\($0)\"") }), designFor[n] == nil {
                designFor[n] = r
            }
        }
        let idiom = context.matches.index.idiom
        return names.map { name in
            let drawn = Array(Set(uses[name, default: []])).sorted()
            let declared = Array(Set(declarations[name, default: []])).sorted()
            // The declaration is where the fix goes; the places that draw with it follow.
            let locs = declared + drawn.filter { !declared.contains($0) }
            let row = designFor[name]
            let want = row.map { " (design \($0.expectation.name) is \(CheckSupport.valueText($0.expectation)))" } ?? ""
            var fix = ColorAssetFix(name: name, light: nil, dark: nil)
            if let r = row, let l = r.expectation.light.color {
                fix.light = l
                fix.dark = r.expectation.dark?.color
                fix.alternative = idiom.declaration(name: ColorFix.tokenName(r), color: l)
            }
            let dead = unreferenced.contains(name)
            let tokenNames = (wrappedOnly[name] ?? []).map { "`\($0.qualifiedName)`" }
            let reach =
                drawn.isEmpty
                ? "wherever the code uses \(CheckSupport.list(tokenNames))"
                : "where the code draws with it (\(CheckSupport.plural(drawn.count, "place")))"
            return Finding(
                rule: Self.description.id, severity: dead ? .low : Self.description.severity, category: .color,
                title: "`\(exprs[name] ?? "Color(\"\(name)\")")` names no colorset\(want)\(dead ? "; nothing uses it" : "")",
                message: dead
                    ? "No asset catalog in the app defines a colorset named \"\(name)\", and no code references the declaration that names it: dead code, nothing draws it. Add the colorset before using it, or delete the declaration."
                    : "No asset catalog in the app defines a colorset named \"\(name)\"; at run time the color is missing \(reach).",
                expected: row.map { CheckSupport.expected($0.expectation) },
                actual: FindingSide(name: name, value: "no colorset", location: locs.first),
                fix: .addAsset(fix), fixLocation: locs.first, count: max(drawn.count, 1), occurrences: CheckSupport.occurrences(locs),
                key: CheckSupport.key(name))
        }
    }
}
