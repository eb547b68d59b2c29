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
            (`static let brandAccent = Color("BrandAccent")`, never used) draws nothing: dead code, reported low. \
            `Color.accentColor` with no `AccentColor` colorset is not missing: it draws the system tint (blue). The gap \
            is then that the design's accent is not the app's tint (medium), or, with no accent in the design, a question (low).
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
                design: ":root { --accent: #3D7EFF; }\n.cta { background: var(--accent); }",
                swift:
                    "import SwiftUI\n\nextension Color {\n    ↓static let highlight = Color.accentColor\n}\n\nstruct PlayerView: View {\n    var body: some View { Text(\"Now playing\").foregroundStyle(Color.highlight) }\n}\n",
                triggers: true, expectTitleContains: "system blue"),
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

    /// `Color.accentColor` (or `.accentColor`) in an app with no `AccentColor` colorset draws the system's tint (blue,
    /// #007AFF), not nothing: the gap is that the design's accent, when it has one, is not the app's tint (medium);
    /// with no accent in the design, a question (low). Nil for any other name, or for `Color("AccentColor")`, which
    /// names the asset and draws nothing without it.
    static func systemTint(
        name: String, expression: String?, reach: String, row: MatchRow?, locations: [SourceLocation], fix: ColorAssetFix, _ context: CheckContext
    ) -> Finding? {
        guard name == "AccentColor", let expression, !expression.contains("\"AccentColor\"") else { return nil }
        let accent = row?.expectation ?? Self.designAccent(context.design.expectations)
        var fix = fix
        if fix.light == nil, let a = accent, let l = a.light.color { fix.light = l; fix.dark = a.dark?.color }
        let tint =
            "No asset catalog in the app gives AccentColor a color (no colorset, or Xcode's empty one), so `Color.accentColor` draws the system tint (blue, #007AFF) \(reach), and so do the controls the app does not tint itself."
        return Finding(
            rule: description.id, severity: accent == nil ? .low : .medium, category: .color,
            title: "`Color.accentColor` is the system blue: no AccentColor colorset"
                + (accent.map { "; the design's accent \($0.name) is \(CheckSupport.valueText($0))" } ?? ""),
            message: tint
                + (accent.map { " The design's accent \($0.name) (\(CheckSupport.valueText($0))) is not the app's tint: add an AccentColor colorset with it." }
                    ?? " The design names no accent: add an AccentColor colorset if the app's tint is to be its own."),
            expected: accent.map { CheckSupport.expected($0) },
            actual: FindingSide(name: name, value: "system tint #007AFF", location: locations.first),
            fix: .addAsset(fix), fixLocation: locations.first, count: 1, occurrences: CheckSupport.occurrences(locations),
            key: CheckSupport.key(name))
    }

    /// The design's accent color: a color token named `accent`, else `primary`, `brand` or `tint`, the shortest name of
    /// the first word found (`--accent` before `--accent-hi`); nil when none.
    static func designAccent(_ expectations: [Expectation]) -> Expectation? {
        let colors = expectations.filter { $0.kind == .color && $0.source != .cssRule && $0.light.color != nil }
        for word in ["accent", "primary", "brand", "tint"] {
            let named = colors.filter { NameKey($0.name).words.contains(word) }
            if let best = named.min(by: { (NameKey($0.name).words.count, $0.location) < (NameKey($1.name).words.count, $1.location) }) {
                return best
            }
        }
        return nil
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
            if !dead, let finding = Self.systemTint(name: name, expression: exprs[name], reach: reach, row: row, locations: locs, fix: fix, context) {
                return finding
            }
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
