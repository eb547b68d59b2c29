import Foundation
import GapCheckModel

/// `color.dark-variant-missing`: the design has a dark value, the code color has none.
public struct ColorDarkVariantMissingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "color.dark-variant-missing", severity: .medium, category: .darkMode,
        summary: "The design gives a color a distinct dark-mode value, but the matching code color is one fixed value.",
        rationale: """
            A fixed color that is right in light mode is wrong in dark mode when the design changes it there: \
            text stays dark on a dark background, surfaces stay white. Give the token both values, usually with an \
            asset-catalog colorset (Any and Dark appearances) or a dynamic provider.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-surface: #FFFFFF; }\n@media (prefers-color-scheme: dark) { :root { --color-surface: #1C1C1E; } }",
                swift: "import SwiftUI\n\nextension Color {\n    static let surface = Color(red: 1, green: 1, blue: 1)\n}\n",
                triggers: true, expectTitleContains: "surface"),
            RuleExample(
                design: ":root { --color-surface: #FFFFFF; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let surface = Color(red: 1, green: 1, blue: 1)\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let idiom = context.matches.index.idiom
        let cfg = context.configuration
        let candidates = context.matches.index.colors.candidates
        let names = Set(candidates.map(\.qualifiedName))
        // Tonal steps (`errorLight` beside `errorDarkest`, `errorMedium`) are no appearance twins.
        let appearances = AppearanceNames(candidates.map { (owner: $0.owner, name: $0.name) })
        let steps = Set(candidates.filter { appearances.isScaleStep(owner: $0.owner, name: $0.name) }.map(\.qualifiedName))
        let darkOnly = Self.darkOnlyApp(context.inventory)
        let findings = context.matches.colors.compactMap { r -> Finding? in
            let e = r.expectation
            guard [.matched, .drift, .matchedByValue].contains(r.status), ColorFix.isNamed(e), r.codeDarkColor == nil, let code = r.codeName,
                let light = e.light.color, let dark = e.dark?.color,
                dark.deltaE2000(to: light) > cfg.sameColorDeltaE || abs(dark.alpha - light.alpha) > cfg.alphaTolerance
            else { return nil }
            // An app shown only in dark mode has no second value to add: its one value is its dark value. Paired by
            // the design's light value it is no evidence at all (that value is never on screen); paired by name, it
            // is a gap only where it is not the design's dark value.
            if let pin = darkOnly {
                guard !r.foundByValue, let shown = r.codeColor, shown.deltaE2000(to: dark) > cfg.driftDeltaE else { return nil }
                // The one value to write is the design's dark one.
                var darkValue = e
                darkValue.light = .color(dark)
                darkValue.dark = nil
                return Finding(
                    rule: Self.description.id, severity: Self.description.severity, category: .darkMode,
                    title: "`\(code)` is \(shown) in a dark-only app; design \(e.name) is \(dark) dark",
                    message:
                        "The app shows only its dark appearance (`\(pin.expression)`), so `\(code)` is always \(r.codeValue ?? shown.description) where the design's dark value is \(dark) (its light value, \(light), is never on screen).",
                    expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                    fix: ColorFix.line(name: ColorFix.tokenName(r), e: darkValue, idiom: idiom, configuration: cfg, like: r.codeExpression, at: r.codeLocation),
                    fixLocation: r.codeLocation, key: CheckSupport.key(e.name, code))
            }
            if let state = Self.missingState(design: e.name, code: code) {
                return stateFinding(r, state: state, code: code, candidates: candidates, idiom: idiom, configuration: cfg)
            }
            // `backgroundLight` beside `backgroundDark`: the app keeps each appearance in a token of its own and
            // its views pick one, so the token is one half of a pair, not a color missing its dark value.
            let twin = steps.contains(code) ? nil : Self.appearanceTwin(of: code, in: names)
            // Paired by value only with a step of the app's palette (`blue50`, `xF2F2F2`): the design's semantic token
            // has no token in the app, and the palette step is not where its dark value belongs.
            let primitive = (r.foundByValue || r.status == .matchedByValue) && Self.isPaletteStep(code) && !ColorNaming.isLiteralName(e.name)
            return Finding(
                rule: Self.description.id, severity: twin == nil && !primitive ? Self.description.severity : .low, category: .darkMode,
                title: "`\(code)` has no dark value; design \(e.name) is \(light) light / \(dark) dark",
                message:
                    "`\(code)` is \(r.codeValue ?? "one value") in both appearances, so in dark mode it shows the light value where the design has \(dark)."
                    + (primitive
                        ? " `\(code)` is a step of the app's palette that the design's \(e.name) equals in light mode only, found by value: the app has no token for \(e.name), so this is a question of where its semantic colors are built, and giving `\(code)` a dark value would recolor every other use of it."
                        : "")
                    + (twin.map {
                        " The app declares `\($0)` beside it: light and dark are separate tokens there, so this is a gap only where a view uses `\(code)` without switching to its twin in dark mode."
                    } ?? ""),
                expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                fix: ColorFix.line(name: ColorFix.tokenName(r), e: e, idiom: idiom, configuration: cfg, like: r.codeExpression, at: r.codeLocation),
                fixLocation: r.codeLocation, key: CheckSupport.key(e.name, code))
        }
        let folded = darkOnly == nil ? Self.noDarkAppearance(findings, candidates: candidates) : findings
        guard darkOnly == nil, let accent = Self.accentRow(context, reported: Set(findings.compactMap { $0.actual?.name })) else { return folded }
        return folded + run(accent: accent, context)
    }

    /// Fewest colors without their dark value that, in an app whose color tokens have no dark value at all, are one gap.
    static let wholePaletteMinimum = 10

    /// One finding for a palette with no dark appearance at all: when no code color the design's colors are paired
    /// with has a dark value and at least `wholePaletteMinimum` lack theirs, the cause is one (the token file was
    /// generated or written for light mode only), not one gap per token. `all` as it is otherwise.
    static func noDarkAppearance(_ all: [Finding], candidates: [ColorCandidate]) -> [Finding] {
        // Only the plain ones: a palette step paired by value, or one half of a light/dark token pair, stays its own low.
        let findings = all.filter { $0.severity == description.severity }
        guard findings.count >= wholePaletteMinimum, !candidates.contains(where: { $0.dark != nil }) else { return all }
        let names = findings.compactMap { $0.actual?.name }
        let files = Set(findings.compactMap { $0.fixLocation?.file }).sorted()
        let place = files.count == 1 ? "`\((files[0] as NSString).lastPathComponent)`" : "\(files.count) files"
        let list = names.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        return [
            Finding(
                rule: description.id, severity: description.severity, category: .darkMode,
                title: "The app's colors have no dark appearance: \(findings.count) design colors with a dark value are one fixed value in code",
                message:
                    "No color token of the app has a dark value, and the design gives \(findings.count) of the colors it shares with the app "
                    + "a distinct one (\(list) in \(place)): in dark mode every one of them shows its light value. One cause, one fix: give the "
                    + "tokens both appearances (asset-catalog colorsets with Any and Dark, or a dynamic provider), or generate them from the "
                    + "design's dark set as well.",
                expected: findings.first?.expected, actual: findings.first?.actual, fix: nil, fixLocation: findings.first?.fixLocation,
                count: findings.count, occurrences: findings.compactMap(\.fixLocation).sorted(), key: CheckSupport.key("all"))
        ] + all.filter { $0.severity != description.severity }
    }

    /// The override that pins the whole app dark (watchOS, which has no light appearance, or the app's root, its
    /// `App` or Info.plist forcing `.dark`) when no whole-app override pins light; nil otherwise.
    static func darkOnlyApp(_ inventory: Inventory) -> ColorSchemeOverride? {
        let whole = inventory.colorSchemeOverrides.filter { DarkModeDisabledCheck.presentedView($0, in: inventory) == nil }
        guard !whole.isEmpty, whole.allSatisfy({ $0.scheme == "dark" }) else { return nil }
        return whole.min { $0.location < $1.location }
    }

    /// The app's accent: every control is tinted with the AccentColor colorset unless the app's root sets a tint
    /// (`.tint(X)`). When that colorset has one appearance and a design color with its light value has a distinct
    /// dark value, dark mode shows the light accent, whatever token the design color is paired with by name
    /// (`AppColors.brandPrimary` may well have both values). The row pairs the colorset with that design color,
    /// the one named like an accent (`primary`, `accent`, `brand`, `tint`) first; nil when no row is due or the
    /// colorset is already reported.
    static func accentRow(_ context: CheckContext, reported: Set<String>) -> MatchRow? {
        let cfg = context.configuration
        guard context.inventory.accentTint == nil,
            let accent = context.matches.index.colors.candidates.first(where: {
                $0.origin == .asset && $0.name == "AccentColor" && $0.dark == nil && !$0.unresolved
            }), let value = accent.light, !reported.contains(accent.qualifiedName)
        else { return nil }
        let accentWords: Set<String> = ["accent", "primary", "brand", "tint", "key"]
        let rows = context.matches.colors.filter { r in
            let e = r.expectation
            guard ColorFix.isNamed(e), let light = e.light.color, let dark = e.dark?.color else { return false }
            return light.deltaE2000(to: value) <= cfg.sameColorDeltaE && abs(light.alpha - value.alpha) <= cfg.alphaTolerance
                && (dark.deltaE2000(to: light) > cfg.sameColorDeltaE || abs(dark.alpha - light.alpha) > cfg.alphaTolerance)
        }
        let rank: (MatchRow) -> Int = { NameWords.split($0.expectation.name).contains(where: accentWords.contains) ? 0 : 1 }
        guard var row = rows.min(by: { (rank($0), $0.expectation.name) < (rank($1), $1.expectation.name) }) else { return nil }
        row.status = .matchedByValue
        row.codeName = accent.qualifiedName
        row.codeValue = value.hex
        row.codeLocation = accent.location
        row.codeExpression = accent.expression
        row.codeColor = value
        row.codeDarkColor = nil
        row.codeOrigin = .asset
        return row
    }

    /// The finding for the accent row (`accentRow`): the colorset is what every control shows in dark mode.
    private func run(accent r: MatchRow, _ context: CheckContext) -> [Finding] {
        let e = r.expectation
        guard let code = r.codeName, let light = e.light.color, let dark = e.dark?.color else { return [] }
        return [
            Finding(
                rule: Self.description.id, severity: Self.description.severity, category: .darkMode,
                title: "`\(code)` has no dark value; design \(e.name) is \(light) light / \(dark) dark",
                message:
                    "`\(code)` is \(r.codeValue ?? "one value") in both appearances, so in dark mode it shows the light value where the design has \(dark). It is the accent every control and `Color.accentColor` show (the app's root sets no tint), whichever token the design's \(e.name) is paired with.",
                expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                fix: ColorFix.line(
                    name: ColorFix.tokenName(r), e: e, idiom: context.matches.index.idiom, configuration: context.configuration,
                    like: r.codeExpression, at: r.codeLocation),
                fixLocation: r.codeLocation, key: CheckSupport.key(e.name, code))
        ]
    }

    /// True for a palette step's name: hue words and numbers (`Color.blue50`, `gray0`) or the value itself
    /// (`xF2F2F2`, `hexF2F2F2`).
    static func isPaletteStep(_ code: String) -> Bool {
        let leaf = code.split(separator: ".").last.map(String.init) ?? code
        if ColorNaming.isLiteralName(leaf) { return true }
        let hex = leaf.lowercased().drop { $0 == "x" || $0 == "_" }
        let digits = hex.hasPrefix("hex") ? hex.dropFirst(3) : hex
        return [6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }

    /// Interaction states a design names its state colors after (`--surfaces-error-subtle-hover`).
    static let stateWords: Set<String> = ["hover", "hovered", "pressed", "active", "disabled", "focus", "focused", "selected", "highlighted"]

    /// The interaction state `design` is a variant for (`--surfaces-error-subtle-hover` → `hover`), when its
    /// last word is a state after a base name and the code token's own name has no such word; nil otherwise.
    static func missingState(design: String, code: String) -> String? {
        let words = NameWords.split(design).map { $0.lowercased() }
        guard let last = words.last, stateWords.contains(last) else { return nil }
        // A base before the state (`surfaces error subtle`): `--color-disabled` alone is a role, not a variant.
        let base = words.dropLast().filter { !["color", "colors", "clr", "bg", "ds", "token"].contains($0) }
        guard !base.isEmpty else { return nil }
        let leaf = code.split(separator: ".").last.map(String.init) ?? code
        let codeWords = Set(NameWords.split(leaf).map { $0.lowercased() })
        return codeWords.isDisjoint(with: stateWords) ? last : nil
    }

    /// A design state color (hover, pressed, disabled…) the app has no token for, whose light value happens to
    /// equal a fixed code color: the state token is what is missing, not that color's dark value (changing a
    /// primitive such as `colorRed200` would recolor every other use of it).
    private func stateFinding(
        _ r: MatchRow, state: String, code: String, candidates: [ColorCandidate], idiom: SwiftIdiom, configuration cfg: Configuration
    ) -> Finding? {
        let e = r.expectation
        guard let light = e.light.color, let dark = e.dark?.color else { return nil }
        // The token the state belongs to (`surfacesErrorSubtle` for `--surfaces-error-subtle-hover`), when declared.
        let words = NameWords.split(e.name)
        let baseName = CheckSupport.swiftName(NameWords.camelCase(Array(words.dropLast()))).lowercased()
        let base = candidates.first { $0.name.lowercased() == baseName && !$0.expression.isEmpty }
        let name = CheckSupport.swiftName(e.name)
        let of = base.map { " of `\($0.qualifiedName)`" } ?? ""
        return Finding(
            rule: Self.description.id, severity: Self.description.severity, category: .darkMode,
            title: "No \(state) color\(of) in code; design \(e.name) is \(light) light / \(dark) dark",
            message:
                "The app declares no token for the design's \(state) state\(of). The code color it was paired with, `\(code)` (\(r.codeValue ?? "one value")), is one fixed value: a view that borrows it for the \(state) state shows \(light) in dark mode where the design has \(dark). Add the state token with both values\(base == nil ? "" : " beside its base token") rather than changing `\(code)`.",
            expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
            fix: ColorFix.line(name: name, e: e, idiom: idiom, configuration: cfg, like: base?.expression, at: base?.location),
            fixLocation: base?.location ?? CheckSupport.siblingLocation(idiom.file), key: CheckSupport.key(e.name, code))
    }

    /// The token that holds the other appearance of `code` (`Theme.backgroundDark` for
    /// `Theme.backgroundLight`, and back), when `names` has it; nil otherwise.
    static func appearanceTwin(of code: String, in names: Set<String>) -> String? {
        let parts = code.split(separator: ".")
        guard let last = parts.last else { return nil }
        let owner = parts.dropLast().joined(separator: ".")
        for (a, b) in [("Light", "Dark"), ("Dark", "Light"), ("light", "dark"), ("dark", "light")] {
            // Only the mode word as a whole word of the name: `backgroundLight`, `lightBackground`, not `highlight`.
            guard let range = last.range(of: a) else { continue }
            let after = last[range.upperBound...]
            let atWordStart = range.lowerBound == last.startIndex || a.first?.isUppercase == true
            func wordEnds(_ rest: Substring) -> Bool { rest.first.map { $0.isUppercase || $0.isNumber || $0 == "_" } ?? true }
            // `colorLightmodeBgMain`: the mode word written as one word with its ending (`AppearanceNames.mode(of:)`).
            let modeWord = AppearanceNames.modeEndings.contains { e in after.lowercased().hasPrefix(e) && wordEnds(after.dropFirst(e.count)) }
            guard atWordStart, wordEnds(after) || modeWord else { continue }
            let twin = last.replacingCharacters(in: range, with: b)
            let qualified = owner.isEmpty ? twin : owner + "." + twin
            if names.contains(qualified) { return qualified }
        }
        return nil
    }
}
