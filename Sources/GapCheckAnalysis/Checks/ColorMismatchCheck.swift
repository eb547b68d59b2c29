import GapCheckModel

/// `color.mismatch`: a code token with the design's name has a visibly different value.
public struct ColorMismatchCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "color.mismatch", severity: .critical, category: .color,
        summary: "A color token has the design's name but a different value (ΔE2000 above the drift threshold, or a different opacity).",
        rationale: """
            When `statusSuccess` in code is not the green the design specifies, every badge, chart and button \
            that uses it is off-brand, and users learn the wrong meaning for a status. Colors are compared in \
            CIELAB with ΔE2000, light against light and dark against dark, opacity separately; beyond the drift \
            threshold (2.0 by default) the difference is visible side by side, so the token must be fixed at its \
            declaration. A wrong color a user reads differently is critical: in light or dark, a hue more than 15° \
            away (CIE LCh hue angle, both colors clearly chromatic: chroma 20 or more) or a clearly different color (ΔE2000 above 10, opacity \
            included). The same hue made lighter, darker, paler or stronger (a recalibration) is medium, and so is \
            a wrong gray (text or surface neutrals, Lab chroma under 10 on both sides) and a value the app has \
            exactly under another token's name (a naming or usage question before a wrong color), a token whose own \
            comment names the design property it mirrors (`// --card`) while the two are colors of different kinds \
            (one opaque, the other translucent, or one opacity at least twice the other: a restyle the author chose, \
            reported with both values), Xcode's \
            `AccentColor` asset (the app's tint) whose value is exactly another color the design paints with (the \
            page's `--primary`, where the page's `--accent` is a second hue), and a member of \
            `Color`/`UIColor` that no code reads (no screen shows it yet); a token only an \
            older version of the design declares (the code follows the newer design file wherever the two \
            disagree), and a custom property of a page that no rule of the page uses (no screen shows it), or that \
            only variants of its annotations matching no element use, are low. A translucent code color is compared with an opaque design \
            color as the app shows it: over the app's own background token (`background`, `appBackground`, \
            `systemBackground`), in each appearance (`Color.white.opacity(0.6)` over #0B0E14 is #9D9FA1); with no \
            such token, or against a translucent design color, as written. One that over the background reads as the \
            design's color (not another hue, ΔE2000 10 or less) is low: what it shows depends on what it is drawn over.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-status-success: #34C759; }\n.ok { color: var(--color-status-success); }",
                swift: "import SwiftUI\n\nextension Color {\n    ↓static let statusSuccess = Color(red: 0.9, green: 0.1, blue: 0.1)\n}\n",
                triggers: true, expectTitleContains: "statusSuccess"),
            // The fix keeps the app's own hex helper (`Color(hexString:)`), on every wrong token.
            RuleExample(
                design:
                    ":root { --color-status-success: #34C759; --color-status-error: #FF3B30; }\n.ok { color: var(--color-status-success); }\n.err { color: var(--color-status-error); }",
                swift:
                    "import SwiftUI\n\nextension Color {\n    ↓static let statusSuccess = Color(hexString: \"#E61A1A\")\n    ↓static let statusError = Color(hexString: \"#1AE61A\")\n}\n\nstruct StatusView: View {\n    var body: some View { Text(\"Saved\").foregroundColor(.statusSuccess).background(Color.statusError) }\n}\n",
                triggers: true, expectTitleContains: "statusError",

                expectMessage:
                    "The token named like the design's --color-status-success has another value. Every view that uses `Color.statusSuccess` shows the wrong color.",
                expectFix: "static let statusSuccess = Color(hexString: \"#34C759\")", expectFixKind: "declaration"),
            // A token no code reads: no view shows the difference yet.
            RuleExample(
                design: ":root { --color-status-warning: #FF9500; }\n.warn { color: var(--color-status-warning); }",
                swift:
                    "import SwiftUI\n\nextension Color {\n    ↓static let statusWarning = Color(red: 0.1, green: 0.3, blue: 0.9)\n}\n\nstruct AlertsView: View {\n    var body: some View { Text(\"No alerts\").foregroundStyle(.secondary) }\n}\n",
                triggers: true,
                expectMessage:
                    "The token named like the design's --color-status-warning has another value. No code reads `Color.statusWarning` yet, so no screen shows it: align the token before a view uses it."
            ),
            RuleExample(
                design: ":root { --color-status-success: #34C759; }\n.ok { color: var(--color-status-success); }",
                swift: "import SwiftUI\n\nextension Color {\n    static let statusSuccess = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)\n}\n",
                triggers: false),
            // A translucent token is the color it shows over the app's background: white at 60 % over #0B0E14.
            RuleExample(
                design: ":root { --text-secondary: #9D9FA1; }\n.detalle { color: var(--text-secondary); }",
                swift:
                    "import SwiftUI\n\nenum Banco {\n    static let background = Color(red: 11 / 255, green: 14 / 255, blue: 20 / 255)\n    static let textSecondary = Color.white.opacity(0.6)\n}\n",
                triggers: false),
            RuleExample(
                design: ":root { --text-gold: #E0B44C; }\n.saldo { color: var(--text-gold); }",
                swift:
                    "import SwiftUI\n\nenum Banco {\n    static let background = Color(red: 11 / 255, green: 14 / 255, blue: 20 / 255)\n    ↓static let textGold = Color.white.opacity(0.7)\n}\n",
                triggers: true, expectTitleContains: "as shown: #FFFFFF @ 70% over #0B0E14")
        ])

    /// " The design also declares it as #5856D6 at v2.html:12." when other design files disagree.
    static func otherValues(_ e: Expectation) -> String {
        guard let alternatives = e.alternatives, !alternatives.isEmpty else { return "" }
        let list = alternatives.map { "\($0.value.description)\($0.dark.map { " (dark \($0.description))" } ?? "") at \($0.location)" }
            .joined(separator: ", ")
        return " The design also declares it as \(list); the code follows none of its values."
    }

    /// Lab chroma below which a color reads as a gray: text and surface neutrals, not a brand or status hue.
    static let neutralChroma = 10.0

    /// True when every value of the design color and of the code's color is a near-gray.
    static func isNeutral(_ r: MatchRow) -> Bool {
        let colors = [r.expectation.light.color, r.expectation.dark?.color, r.codeColor, r.codeDarkColor].compactMap { $0 }
        return !colors.isEmpty
            && colors.allSatisfy { c in
                let lab = c.lab
                return lab.chroma < neutralChroma
            }
    }

    /// The severity of a mismatch: critical for a brand or status color a user reads differently (another
    /// hue, or a clearly different color, in either appearance); medium for the same hue recalibrated (a
    /// lighter, darker, paler or stronger variant) and for a gray, whose difference is visible but changes
    /// no meaning; low when the design file is an older version of another design file that the code follows.
    /// A gray the code takes from an adaptive system color (`Color.primary`, `.secondaryLabel`) is low: the
    /// design's fixed near-black is the usual stand-in for the platform's label color, so the choice is a
    /// question for the designer, not a wrong color.
    /// A design value the app has exactly under another token's name is at most medium: which token the design
    /// means is a naming question, no wrong color is shown for certain.
    /// A design that draws only a dark appearance compares its values with the app's dark ones (`darkDesign`).
    static func severity(_ r: MatchRow, superseded: Bool, alphaTolerance: Double, darkDesign: Bool = false) -> Severity {
        if superseded { return .low }
        // A translucent token that reads as the design's color over the app's background: what it shows depends on
        // what it is drawn over, so the difference is an estimate, no wrong color.
        if r.seenOver != nil, !readsDifferently(r, alphaTolerance: alphaTolerance, darkDesign: darkDesign) { return .low }
        // The author's own comment pairs the two, yet one is opaque and the other translucent, or one's opacity is
        // at least twice the other's: a value of another kind, chosen on purpose, is a restyle to settle, not a wrong
        // color of the same kind.
        if restyled(r) { return .medium }
        guard isNeutral(r) else {
            if r.sameValueToken != nil { return .medium }
            return readsDifferently(r, alphaTolerance: alphaTolerance, darkDesign: darkDesign) ? description.severity : .medium
        }
        return isSystem(r) ? .low : .medium
    }

    /// The opacity under which a color counts as translucent when its kind is compared (`restyled`).
    static let translucentAlpha = 0.9

    /// True when two colors are of different kinds: one opaque and the other translucent, or both translucent and
    /// one at least twice as opaque as the other.
    static func differentKinds(_ a: Color?, _ b: Color?) -> Bool {
        guard let a, let b else { return false }
        let (lo, hi) = (min(a.alpha, b.alpha), max(a.alpha, b.alpha))
        if hi >= translucentAlpha { return lo < translucentAlpha }
        return lo <= 0 || hi / lo >= 2
    }

    /// True for a row paired by the design name its token's own comment declares (`ColorMatcher`) whose values, as
    /// written, are of different kinds in an appearance compared (`differentKinds`).
    static func restyled(_ r: MatchRow) -> Bool {
        guard r.commentPaired == true else { return false }
        let e = r.expectation
        return differentKinds(e.light.color, r.codeColor) || differentKinds(e.dark?.color, r.codeDarkColor)
    }

    /// "opaque in the app, 55% in the design": the two opacities of a restyled row, code first.
    static func kindText(_ r: MatchRow) -> String {
        func percent(_ a: Double) -> String { a >= 0.999 ? "opaque" : "\(Plausible.int((a * 100).rounded()) ?? 0)% opaque" }
        let e = r.expectation
        let (design, code) =
            differentKinds(e.light.color, r.codeColor) ? (e.light.color, r.codeColor) : (e.dark?.color, r.codeDarkColor)
        return "\(percent(code?.alpha ?? 1)) in the app, \(percent(design?.alpha ?? 1)) in the design"
    }

    /// True when a user reads the row's code color as another color than the design's, in either appearance; a
    /// translucent code color as the app shows it over its background (`MatchRow.codeSeenColor`).
    static func readsDifferently(_ r: MatchRow, alphaTolerance: Double, darkDesign: Bool) -> Bool {
        let e = r.expectation
        return ColorReading.readsDifferently(
            design: e.light.color, code: r.codeSeenColor ?? r.codeColor, dark: darkDesign, alphaTolerance: alphaTolerance)
            || ColorReading.readsDifferently(
                design: e.dark?.color, code: r.codeSeenDarkColor ?? r.codeDarkColor, dark: true, alphaTolerance: alphaTolerance)
    }

    /// " The design's value is exactly `Color.goldMuted`: …" when another token of the app has it.
    static func sameValueNote(_ r: MatchRow, code: String) -> String {
        guard let other = r.sameValueToken else { return "" }
        return
            " The design's value is exactly `\(other)` in the app: the design may mean that token (a naming or usage question), or `\(code)` drifted from it."
    }

    /// What differs, in each appearance that differs: `ΔE2000 12`, `opacity 100% vs 10%` (code first, as in
    /// the title), `light ΔE2000 80; dark opacity 100% vs 10%`. ΔE2000 compares the color without its
    /// opacity, so a difference only in opacity is said as one and never as a small ΔE.
    static func difference(_ r: MatchRow, configuration: Configuration) -> String {
        func percent(_ a: Double) -> String { Plausible.int((a * 100).rounded()).map { "\($0)%" } ?? "?%" }
        func parts(design: Color?, code: Color?, deltaE: Double?) -> [String] {
            guard let design, let code else { return [] }
            var out: [String] = []
            if let d = deltaE, d > configuration.driftDeltaE { out.append(CheckSupport.deltaText(d)) }
            if abs(design.alpha - code.alpha) > configuration.alphaTolerance { out.append("opacity \(percent(code.alpha)) vs \(percent(design.alpha))") }
            return out
        }
        // A translucent code color is compared as the app shows it over its background (`AppBackdrop`).
        let light = parts(design: r.expectation.light.color, code: r.codeSeenColor ?? r.codeColor, deltaE: r.deltaE)
        let dark = parts(design: r.expectation.dark?.color, code: r.codeSeenDarkColor ?? r.codeDarkColor, deltaE: r.darkDeltaE)
        let text: String
        switch (light.isEmpty, dark.isEmpty) {
        case (false, true): text = light.joined(separator: ", ")
        case (true, false): text = "dark " + dark.joined(separator: ", ")
        case (false, false): text = "light " + light.joined(separator: ", ") + "; dark " + dark.joined(separator: ", ")
        case (true, true): text = CheckSupport.deltaText(r.deltaE)
        }
        return text + CheckSupport.seenText(r)
    }

    /// The root tint that overrides the `AccentColor` asset a row compares, when the row is that asset and the app sets one.
    static func overridingTint(_ r: MatchRow, _ inventory: Inventory) -> AccentTint? {
        guard let tint = inventory.accentTint, isAccentAsset(r) else { return nil }
        return tint
    }

    /// " No rule of the design uses --accent: …" for a design custom property nothing paints with.
    static func unpaintedNote(_ e: Expectation) -> String {
        if let unmatched = CheckSupport.unmatchedRulesText(e) {
            return " It paints nothing: \(unmatched), so no screen of the design shows this value, and the pairing is by name alone."
        }
        return
            " No rule of the design uses \(e.name): the page paints with its other custom properties, never `var(\(e.name))`, so no screen of the design shows this value and the pairing is by name alone."
    }

    /// True when the row's code color is Xcode's `AccentColor` asset, the app's tint.
    static func isAccentAsset(_ r: MatchRow) -> Bool {
        r.codeOrigin == .asset && [r.codeName, r.codeExpression].contains(where: { $0?.contains("AccentColor") == true })
    }

    /// Another color the design paints with whose value Xcode's `AccentColor` asset has (within `threshold`), when
    /// the asset is the row's code color. The asset is the app's tint, the role a page gives its primary color, while
    /// a page's `--accent` is often a second hue (known cause 20): the asset holding the page's `--primary` stands for
    /// that color, and its pairing with `--accent` by name is a naming question, as `sameValueToken` is.
    static func heldDesignColor(_ r: MatchRow, design: [Expectation], threshold: Double) -> Expectation? {
        guard isAccentAsset(r), let code = r.codeColor else { return nil }
        let e = r.expectation
        return design.first { d in
            d.kind == .color && d.name != e.name && (d.usageCount > 0 || !d.screens.isEmpty)
                && d.light.color.map { $0.deltaE2000(to: code) <= threshold && abs($0.alpha - code.alpha) <= 0.01 } == true
        }
    }

    /// True when the code's color is an Apple system color, written directly or through an alias.
    static func isSystem(_ r: MatchRow) -> Bool {
        r.systemName != nil && (r.codeOrigin == .system || r.codeOrigin == .alias)
    }

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let idiom = context.matches.index.idiom
        let superseded = context.matches.index.supersededFiles
        let unusedTokens = UnusedColorToken(context.inventory)
        let unpainted = ColorMissingCheck.unusedProperties(context.design.expectations)
        let drift = context.configuration.driftDeltaE
        return context.matches.colors.compactMap { r -> Finding? in
            guard r.status == .mismatch, ColorFix.isNamed(r.expectation), r.codeColor != nil, r.note != "unresolved", let code = r.codeName else { return nil }
            // The code follows another of the design's own values: `design.conflict` reports it.
            if MatchIndex.followedAlternative(r, driftDeltaE: context.configuration.driftDeltaE) != nil { return nil }
            let e = r.expectation
            let system = Self.isSystem(r)
            let written = system ? "`\(CheckSupport.codeWritten(r))` (\(r.codeValue ?? ""))" : (r.codeValue ?? "")
            let why = Self.difference(r, configuration: context.configuration)
            let name = ColorFix.tokenName(r)
            // An older design file's value, for a token the newer file (which the code follows) does not declare.
            let older = superseded[e.location.file].flatMap { (e.alsoDeclaredIn ?? []).contains($0.newer) ? nil : $0 }
            let versionNote =
                older.map {
                    " \(e.location.file) looks like an older version of the design: where it and \($0.newer) disagree on a token (\($0.count) times), the app follows \($0.newer), which does not declare \(e.name)."
                } ?? ""
            // The app's root sets its own accent (`.tint(X)`): the AccentColor asset is not what users see.
            let tint = Self.overridingTint(r, context.inventory)
            let tintNote =
                tint.map {
                    " The AccentColor asset is overridden by `\($0.expression)` at \($0.location) (\($0.light?.hex ?? "unresolved")), which is the accent users see; the asset is left over, so align or delete it."
                } ?? ""
            let judged: Severity =
                tint != nil
                ? .low
                : Self.severity(
                    r, superseded: older != nil, alphaTolerance: context.configuration.alphaTolerance,
                    darkDesign: context.design.appearance == .dark)
            // A token no code reads shows the difference nowhere yet (`UnusedColorToken`): at most medium.
            let unused = unusedTokens.isUnused(code)
            // A token found by a variant of the design's name is that token less surely: at most medium.
            // The token holds another color the design uses: which design color it stands for is a naming question.
            let held = r.sameValueToken == nil ? Self.heldDesignColor(r, design: context.design.expectations, threshold: drift) : nil
            let capped: Severity = (r.nameVariant == true || unused || held != nil) && judged == .critical ? .medium : judged
            // A custom property no rule of the design uses is a palette entry no screen shows: the pairing is by name
            // alone and the design paints nothing with the value, as `color.missing` says of it; low.
            let unpaintedNote = unpainted.contains(e.location) ? Self.unpaintedNote(e) : nil
            // A color the design paints only shadows and glows with (`box-shadow: 0 0 8px var(--glow)`) tints no
            // surface a user reads: a halo drawn another way is no wrong color.
            let shadowOnly = e.role == .shadow
            let severity: Severity = unpaintedNote == nil && !shadowOnly ? capped : .low
            let heldNote =
                held.map {
                    " `\(code)` is the app's tint, and its value is exactly the design's \($0.name) (\(CheckSupport.valueText($0))), which the design paints with: the asset stands for that color, and its pairing with \(e.name) is by name only (a naming question, not a wrong color)."
                } ?? ""
            let named =
                r.nameVariant == true
                ? "`\(code)`, a partial-name match for the design's \(e.name) (no token has its exact name; this one has its words with one more part word or inflected),"
                : "The token named like the design's \(e.name)"
            // A chromatic token at medium that is not a naming question: the same hue, recalibrated.
            let recalibrated = judged == .medium && !Self.isNeutral(r) && r.sameValueToken == nil
            return Finding(
                rule: Self.description.id, severity: severity, category: .color,
                title: "`\(code)` is \(written); design \(e.name) is \(CheckSupport.valueText(e)) (\(why))"
                    + (r.sameValueToken.map { "; `\($0)` has the design's value" } ?? ""),
                message: (unused
                    ? "\(named) has another value. No code reads `\(code)` yet, so no screen shows it: align the token before a view uses it."
                    : Self.restyled(r) && judged == .medium
                        ? "`\(code)`'s own comment pairs it with the design's \(e.name), but the two are colors of different kinds (\(Self.kindText(r))): the app restyled the token on purpose rather than drifted. Decide which value is meant: update the design, or align the token."
                        : recalibrated
                            ? "\(named) is another shade of the same hue (lighter, darker, paler or stronger). Every view that uses `\(code)` shows that shade, but nothing reads as another color: align the token, or update the design if the app's value is deliberate."
                            : r.seenOver != nil && judged == .low
                                ? "\(named) is translucent, and over the app's background it shows nearly the design's color (\(r.seenOver ?? "")): what it shows depends on what it is drawn over, so align it only if the design's exact value matters."
                                : r.sameValueToken == nil && held == nil
                                    ? "\(named) has another value. Every view that uses `\(code)` shows the wrong color\(system ? ", and as a system color it also changes with the OS release and appearance" : "")."
                                    : "\(named) has another value.")
                    + Self.sameValueNote(r, code: code)
                    + (context.design.appearance == .dark
                        ? " The design draws only a dark appearance, so its values are compared with the app's dark ones." : "")
                    + Self.otherValues(e) + versionNote + tintNote + (unpaintedNote ?? "") + heldNote
                    + (shadowOnly && unpaintedNote == nil
                        ? " The design paints only shadows and glows with \(e.name), no surface or text: a halo drawn another way changes no color a user reads."
                        : "")
                    + (system && Self.isNeutral(r)
                        ? " Both are grays: if the design's value stands in for the platform's label color, keep the system color and note it in the design."
                        : ""),
                expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                fix: ColorFix.line(name: name, e: e, idiom: idiom, configuration: context.configuration, like: r.codeExpression, at: r.codeLocation),
                fixLocation: r.codeLocation, key: CheckSupport.key(e.name, code))
        }
    }
}
