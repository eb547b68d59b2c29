import GapCheckModel

/// `color.missing`: a named design color has no token by name and none close by value.
public struct ColorMissingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "color.missing", severity: .medium, category: .color,
        summary: "A design color token has no code token with its name, and no code color within the drift threshold of its value.",
        rationale: """
            A color the design system defines but the app lacks gets re-typed by hand wherever a view needs it, \
            or replaced by whatever system color looks closest. Adding the token once, with the design's value, \
            keeps every later use exact. Colors present under another name are reported as matched by value, not \
            as missing. A translucent design color whose opaque value is a code token (`accent` at 15%) is a \
            tint apps derive with `.opacity`, and a gray (a tinted one when its name says `slate`, `gray`, or a blue-gray text color) in an \
            app that draws neutrals with semantic system colors is a stand-in for one: both are low. So is a design color \
            that is one of iOS's own semantic colors by name and value (`--separator` at the system separator's value): \
            the app draws it with the system color. So is any design color when the design's own note (a token \
            sheet's comment, a section of the design's notes) maps its roles to the platform's colors by name \
            (`systemGreen`, `Color.accentColor`, `windowBackgroundColor`) and the app paints its hues with system \
            colors: the design's values stand in for them. A design color the views draw inline with its value (with both of \
            its values for a light/dark color: `colorScheme == .dark ? A : B`, `Color(light:dark:)`) is shown right: \
            its token is a question of hygiene, low. So is a color of a token export's single-mode palette (a Figma \
            export's primitives collection) that no color of its light/dark collection uses: a palette step the semantic \
            colors do not draw from; and a color only the output of a mocked terminal or editor uses (a shell's syntax \
            colors in a preformatted pane): the user's programs paint it, not the app. So is a custom property a \
            page's own `<style>` declares that only rules matching no element use, each a variant of the page's \
            annotations beside the app's frames (a redline marker's `.pin.blue`, no element carrying it): it paints \
            nothing. A translucent code token named for text, a surface or a line \
            is found by the color it shows over the app's own background token (`background`, `appBackground`): \
            `Color.white.opacity(0.6)` over #0B0E14 is the design's opaque #9D9FA1; and one that shows nearly the \
            design's color there (not another color) is low, since what it shows depends on what it is drawn over. \
            A leaf of the appearance an app never shows (`text.primary.light` beside the `text.primary.dark` the app \
            has, every whole-app pin forcing `.dark`) is a value no screen shows: low, and no token is asked for.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-brand-highlight: #FFB020; }\n.tag { color: var(--color-brand-highlight); }",
                swift: "import SwiftUI\n\nextension Color {\n    static let brandPrimary = Color(red: 79 / 255, green: 70 / 255, blue: 229 / 255)\n}\n",
                triggers: true, expectTitleContains: "--color-brand-highlight"),
            // A UIKit app gets a UIColor in its own component style.
            RuleExample(
                design: ":root { --color-brand-highlight: #FFB020; }\n.tag { color: var(--color-brand-highlight); }",
                swift: "import UIKit\n\nextension UIColor {\n    static let brandPrimary = UIColor(red: 0.31, green: 0.275, blue: 0.898, alpha: 1)\n}\n",
                triggers: true, expectTitleContains: "--color-brand-highlight",

                expectMessage:
                    "No color token is named like --color-brand-highlight and none is within ΔE2000 2 of its value. Add it to `UIColor`; the design uses it on index.",
                expectFix: "static let brandHighlight = UIColor(red: 1, green: 0.69, blue: 0.125, alpha: 1)", expectFixKind: "declaration"),
            // An app that keeps its colors in the asset catalog gets a colorset to add, read as it reads the others.
            RuleExample(
                design: ":root { --color-brand-highlight: #FFB020; }\n.tag { color: var(--color-brand-highlight); }",
                swift: "import SwiftUI\n\nextension Color {\n    static let brandPrimary = Color(\"BrandPrimary\")\n}\n",
                triggers: true, expectTitleContains: "--color-brand-highlight",
                expectFix: "static let brandHighlight = Color(\"BrandHighlight\")  // add colorset BrandHighlight: Any #FFB020", expectFixKind: "asset"),
            RuleExample(
                design: ":root { --color-brand-highlight: #FFB020; }",
                swift: "import SwiftUI\n\nextension Color {\n    static let highlight = Color(red: 255 / 255, green: 176 / 255, blue: 32 / 255)\n}\n",
                triggers: false)
        ])

    /// True when the design color is fully transparent in every appearance it has.
    static func isInvisible(_ e: Expectation) -> Bool {
        [e.light.color, e.dark?.color].compactMap { $0 }.allSatisfy { $0.alpha < 0.01 } && e.light.color != nil
    }

    /// " No rule of the design uses it: …" for a custom property `unusedProperties` names; when rules that match no
    /// element use it (`Expectation.unmatchedRules`), those rules.
    static func unusedNote(_ e: Expectation) -> String {
        guard let unmatched = CheckSupport.unmatchedRulesText(e) else {
            return
                " No rule of the design uses it: the stylesheet paints with its other custom properties, never `var(\(e.name))`, so nothing shows this value."
        }
        return " It paints nothing: \(unmatched), so no screen shows this value."
    }

    /// Where a page declares a color custom property that nothing uses, while its rules paint with its other color
    /// custom properties: a palette entry no screen shows (`--purple` in a page's `:root` beside the used `--green`).
    /// A stylesheet or token file of its own is the design's token sheet and keeps every value, used or not.
    static func unusedProperties(_ expectations: [Expectation]) -> Set<SourceLocation> {
        let properties = expectations.filter { e in
            let file = e.location.file.lowercased()
            return e.kind == .color && e.source == .customProperty && (file.hasSuffix(".html") || file.hasSuffix(".htm"))
        }
        let painting = Set(properties.filter { $0.usageCount > 0 }.map(\.location.file))
        return Set(properties.filter { $0.usageCount == 0 && $0.screens.isEmpty && painting.contains($0.location.file) }.map(\.location))
    }

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        let idiom = context.matches.index.idiom
        let cfg = context.configuration
        let target = idiom.owner.map { "`\($0)`" } ?? "the color tokens"
        // A fully transparent design color (`--background-transparent: #FFFFFF00`) paints nothing: `.clear` needs no token.
        let rows = context.matches.colors.filter { r in
            r.status == .missing && ColorFix.isNamed(r.expectation) && !Self.isInvisible(r.expectation)
        }
        // No color tokens at all: one cause, reported once with the list.
        if context.inventory.colors.isEmpty, context.inventory.assets.isEmpty, rows.count > 1 {
            let list = rows.map { "\($0.expectation.name) \(CheckSupport.valueText($0.expectation))" }
            let fixes = rows.compactMap {
                ColorFix.line(name: CheckSupport.swiftName($0.expectation.name), e: $0.expectation, idiom: idiom, configuration: cfg)?.text
            }
            return [
                Finding(
                    rule: Self.description.id, severity: Self.description.severity, category: .color,
                    title:
                        "The app declares no color tokens; the design defines \(rows.count) (\(rows.prefix(3).map(\.expectation.name).joined(separator: ", "))\(rows.count > 3 ? ", ..." : ""))",
                    message: "No color token or colorset exists in the code. Design colors: \(list.joined(separator: "; ")).",
                    expected: rows.first.map { CheckSupport.expected($0.expectation) }, actual: nil,
                    fix: .declaration(SwiftCode(["extension \(idiom.typeName) {"] + fixes.map { "    " + $0 } + ["}"])),
                    fixLocation: nil, count: rows.count, occurrences: rows.map(\.expectation.location).sorted(), key: CheckSupport.key("all"))
            ]
        }
        let matcher = context.matches.index.designColors
        // An app that draws its neutrals with the platform's semantic colors (`.secondary`, `.systemBackground`):
        // a design gray is usually the designer's stand-in for one of them, so its missing token is a question.
        let semanticUses = context.inventory.literals.filter { $0.kind == .color && ($0.systemName.map(Self.isSemantic) ?? false) }.count
        let semanticApp = semanticUses >= Self.semanticAppMinimum
        let drawn = InlineColorUses(context.inventory.literals, adaptive: context.inventory.adaptiveLiterals)
        let unused = Self.unusedProperties(context.design.expectations)
        let drawnSystem = Self.drawnSystemColors(context.inventory.literals)
        let copies = Self.namespacedCopies(rows.map(\.expectation))
        // The design's own note maps its roles to the platform's colors, and the app paints its hues with them.
        let hueUses = Self.systemHueUses(context.inventory.literals)
        let mapped = hueUses.count >= Self.semanticAppMinimum ? context.design.platformColorNote : nil
        // The leaves of the appearance an app pinned to the other never shows, whose pinned sibling it has.
        let unshown = UnshownAppearance.leaves(rows: context.matches.colors, inventory: context.inventory)
        let pin = UnshownAppearance.pinned(context.inventory)?.pin
        return rows.indices.compactMap { i -> Finding? in
            guard copies.copyOf[i] == nil else { return nil }
            let r = rows[i]
            let e = r.expectation
            let twins = (copies.copies[i] ?? []).map { rows[$0].expectation }
            let twinText = twins.isEmpty ? "" : " The design declares the same color again as \(Self.copyList(twins)): one token covers both."
            if let leaf = unshown[e.name], let pin {
                return Finding(
                    rule: Self.description.id, severity: .low, category: .color,
                    title: "Design color \(e.name) (\(CheckSupport.valueText(e))) has no token in code",
                    message: UnshownAppearance.text(e, leaf, pin: pin) + twinText, expected: CheckSupport.expected(e), actual: nil, fix: nil,
                    fixLocation: nil, occurrences: twins.isEmpty ? [] : ([e.location] + twins.map(\.location)).sorted(), key: CheckSupport.key(e.name))
            }
            let name = CheckSupport.swiftName(e.name)
            // The nearest code color, to show how far the closest candidate is.
            // The dark half of a light/dark twin pair is its light twin's dark value, never a design light value.
            // Of equally near ones, a token declared with both values before a twin pair (`page` over `pageLight`).
            let near = e.light.color.flatMap { c -> (ColorCandidate, Double)? in
                let hits = matcher.values.within(15, of: c, alphaTolerance: cfg.alphaTolerance)
                    .filter { e.dark?.color == nil || matcher.candidates[$0.index].lightTwin == nil }
                guard let first = hits.first else { return nil }
                let pick = hits.first { abs($0.deltaE - first.deltaE) < 1e-9 && matcher.candidates[$0.index].darkTwin == nil } ?? first
                return (matcher.candidates[pick.index], pick.deltaE)
            }
            let nearText = near.map { "; the nearest code color is `\($0.0.qualifiedName)` \($0.0.valueText) at \(CheckSupport.deltaText($0.1))" } ?? ""
            // Right in light mode, off in dark mode: the code has the color, with another dark value.
            let darkOff = near.flatMap { c, d -> (name: String, have: Color, want: Color, delta: Double)? in
                // An adaptive color (its own dark value): a fixed one is the same color in both appearances.
                guard d <= cfg.driftDeltaE, let want = e.dark?.color, let have = c.dark, have != c.light else { return nil }
                let dd = want.deltaE2000(to: have)
                return dd > cfg.driftDeltaE && dd <= Self.darkShadeDeltaE ? (c.qualifiedName, have, want, dd) : nil
            }
            let darkText =
                darkOff.map {
                    " `\($0.name)` has its light value, but in dark mode it is \($0.have) where the design has \($0.want) (\(CheckSupport.deltaText($0.delta)))."
                } ?? ""
            let standIn = semanticApp && (Self.isNeutral(e) || Self.isCoolGrayText(e))
            // The nearest is a translucent token of the color's role that shows nearly this color over the app's background.
            let shown = near.flatMap { Self.shownTranslucent(e, $0.0, matcher: matcher, alphaTolerance: cfg.alphaTolerance) }
            let shownText =
                shown.map {
                    " The app shows nearly this color with the translucent `\(near?.0.qualifiedName ?? "")` (\($0)): what it shows depends on what it is drawn over, so a token of the design's exact value is optional."
                } ?? ""
            let tintOf = standIn ? nil : Self.translucentVariant(of: e, in: matcher.candidates, threshold: cfg.driftDeltaE)
            let platform = standIn || tintOf != nil ? nil : Self.platformColor(of: e, threshold: cfg.driftDeltaE)
            let inline = standIn || tintOf != nil || platform != nil ? nil : drawn.uses(of: e, threshold: cfg.driftDeltaE, alphaTolerance: cfg.alphaTolerance)
            let darkHalf =
                standIn || tintOf != nil || platform != nil || inline != nil
                ? nil : Self.darkAppearance(of: e, candidates: matcher.candidates, systemColors: drawnSystem, threshold: cfg.sameColorDeltaE)
            let roleMapped = standIn || tintOf != nil || platform != nil || inline != nil || darkHalf != nil ? nil : mapped
            // A step of the export's palette that its light/dark colors do not use (a Figma export's primitives).
            let paletteOf = standIn || tintOf != nil || platform != nil || inline != nil || darkHalf != nil || roleMapped != nil ? nil : e.paletteOf
            // Only the text a mocked terminal or editor prints paints it: the sample's colour, not the app's.
            let printedText =
                e.printedSample == true
                ? " Only the output a mocked terminal or editor prints uses it (preformatted sample text coloured by spans): the colour of the user's programs and theme, not one the app declares."
                : ""
            let unusedText = unused.contains(e.location) ? Self.unusedNote(e) : ""
            // Only halos paint it (`box-shadow: 0 0 8px var(--glow)`): no surface or text a user reads.
            let shadowText =
                e.role == .shadow
                ? " The design paints only shadows and glows with it, no surface or text: a halo the app draws another way (or not at all) changes no color a user reads."
                : ""
            return Finding(
                rule: Self.description.id,
                severity: standIn || tintOf != nil || platform != nil || inline != nil || darkHalf != nil || roleMapped != nil
                    || !unusedText.isEmpty || paletteOf != nil || !printedText.isEmpty || !shadowText.isEmpty || shown != nil
                    ? .low : Self.description.severity,
                category: .color,
                // The title stays a statement about the design color: the pairing with `near` is by value only.
                title: "Design color \(e.name) (\(CheckSupport.valueText(e))) has no token in code",
                message:
                    "No color token is named like \(e.name) and none is within \(CheckSupport.deltaText(cfg.driftDeltaE)) of its value\(nearText)."
                    + darkText
                    + (darkOff.map { " If `\($0.name)` stands for \(e.name), give it the design's dark value; else add it to \(target)" }
                        ?? " Add it to \(target)")
                    + "\(e.screens.isEmpty ? "" : "; the design uses it on \(e.screens.joined(separator: ", "))")."
                    + (standIn && darkOff == nil
                        ? " It is a gray, and the app draws its neutrals with the platform's semantic colors (\(semanticUses) uses of `.secondary`, `.systemBackground` and the like), which adapt to dark mode and accessibility settings: keep them unless the design's gray is meant to replace one."
                        : standIn ? " Both are grays, paired by their light value alone, so the pairing is a guess." : "")
                    + (tintOf.map {
                        " It is `\($0.qualifiedName)` (\($0.valueText)) at \(Int(((e.light.color?.alpha ?? 1) * 100).rounded()))% opacity: apps derive such tints from the token (`.opacity(…)`) where they draw them, so a token of its own is optional."
                    } ?? "")
                    + (platform.map {
                        " Its value is iOS's own `\($0.color.name)` (\($0.appearance) \($0.appearance == "dark" ? $0.color.dark : $0.color.light)), which the name says too: the app draws it with `Color(.\($0.color.name))`\($0.color.name.lowercased().hasSuffix("separator") ? " or `Divider()`" : ""), which also adapts to the appearance and contrast settings, so a token of its own is optional."
                    } ?? "")
                    + (inline.map(Self.inlineText) ?? "")
                    + (darkHalf.map {
                        " It is exactly the dark appearance of `\($0.name)` (\($0.light) light, \($0.dark) dark) in the app: the design drew that color as it shows in dark mode, so the app has it; a token of its own is optional."
                    } ?? "")
                    + (roleMapped.map { Self.mappedText($0, hueUses: hueUses) } ?? "") + unusedText + printedText + shadowText + shownText + twinText
                    + (paletteOf.map {
                        " It is a step of the design's palette (the single-mode collection `\(e.name.split(separator: ".").first.map(String.init) ?? e.name)`), and no light/dark color of `\($0)` has its value: the semantic colors do not draw from it, so a token of its own is optional."
                    } ?? ""),
                expected: CheckSupport.expected(e),
                actual: nil,
                fix: ColorFix.line(name: name, e: e, idiom: idiom, configuration: cfg),
                fixLocation: CheckSupport.siblingLocation(idiom.file), occurrences: twins.isEmpty ? [] : ([e.location] + twins.map(\.location)).sorted(),
                key: CheckSupport.key(e.name))
        }
    }

    /// How the translucent code color `c` shows over the app's background (`#FFFFFF @ 62% over #09090B ≈ #A2A2A3`) when
    /// it reads as the opaque design color `e` there, in each appearance the design gives, and its name says it paints
    /// what `e` paints (text, a surface, a line); nil otherwise.
    static func shownTranslucent(_ e: Expectation, _ c: ColorCandidate, matcher: ColorMatcher, alphaTolerance: Double) -> String? {
        guard let backdrop = matcher.backdrop, let want = e.light.color, want.alpha >= 0.999, let have = c.light,
            let seen = backdrop.seen(have, dark: false), let role = ColorPaintRole.of(c), ColorPaintRole.of(e).map({ $0 == role }) ?? true,
            !ColorReading.readsDifferently(design: want, code: seen, dark: false, alphaTolerance: alphaTolerance)
        else { return nil }
        if let wantDark = e.dark?.color {
            guard let d = c.dark,
                !ColorReading.readsDifferently(
                    design: wantDark, code: backdrop.seen(d, dark: true) ?? d, dark: true, alphaTolerance: alphaTolerance)
            else { return nil }
        }
        return backdrop.over(have, dark: false)
    }

    /// The adaptive system color a view's color literal draws (`.purple`, `Color(.systemPurple)`), nil for any other.
    static func systemColor(of l: InlineLiteral) -> SystemColor? {
        guard l.kind == .color, let name = l.systemName else { return nil }
        return SystemColorTable.byUIKitName[name] ?? SystemColorTable.bySwiftUIName[name]
    }

    /// The views' uses of the platform's hued colors (`.green`, `Color.orange.opacity(0.08)`; not its grays): how
    /// many, and their names in the order first drawn.
    static func systemHueUses(_ literals: [InlineLiteral]) -> (count: Int, names: [String]) {
        let grays = Set(SystemColorTable.tintColors.filter { $0.name.hasPrefix("systemGray") }.map(\.name))
        let hues = Set(SystemColorTable.tintColors.map(\.name)).subtracting(grays)
        var count = 0
        var names: [String] = []
        for l in literals {
            guard let s = systemColor(of: l), hues.contains(s.name) else { continue }
            count += 1
            let shown = s.swiftUIName.map { ".\($0)" } ?? ".\(s.name)"
            if !names.contains(shown) { names.append(shown) }
        }
        return (count, names)
    }

    /// What a finding says of a design color whose role the design's own note maps to a platform color.
    static func mappedText(_ note: PlatformColorNote, hueUses: (count: Int, names: [String])) -> String {
        let named = note.names.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (note.names.count > 4 ? ", …" : "")
        let drawn = hueUses.names.prefix(4).map { "`\($0)`" }.joined(separator: ", ")
        return
            " The design's own note (\(note.location)) maps its roles to the platform's colors (\(named)), and the app paints its hues with them (\(hueUses.count) uses of \(drawn)): the design's value stands in for a platform color there, so a token of its own is a question, not a gap."
    }

    /// `--accent (prototype.html), --ok (prototype.html)`: the copies' names and files.
    static func copyList(_ copies: [Expectation]) -> String {
        copies.map { c in "\(c.name) (\(c.location.file.split(separator: "/").last.map(String.init) ?? c.location.file))" }.joined(separator: ", ")
    }

    /// Missing design colors that restate another under a namespaced name in another file (`--accent` in a prototype
    /// beside the design system's `--ad-accent`, a page's `--green-fg` beside `--accent-green-fg`): the same value in both
    /// appearances, and the words of one name all in the other's. Each copy is reported with the first of its group:
    /// `copies` maps that row to the rows it covers, `copyOf` a covered row to it.
    static func namespacedCopies(_ expectations: [Expectation]) -> (copies: [Int: [Int]], copyOf: [Int: Int]) {
        var copies: [Int: [Int]] = [:]
        var copyOf: [Int: Int] = [:]
        var byValue: [String: [Int]] = [:]
        for (i, e) in expectations.enumerated() {
            guard let light = e.light.color else { continue }
            byValue["\(light)|\(e.dark?.color.map { "\($0)" } ?? "-")", default: []].append(i)
        }
        for group in byValue.values.sorted(by: { $0[0] < $1[0] }) where group.count > 1 {
            let words = group.map { Set(NameWords.split(expectations[$0].name)) }
            for (a, i) in group.enumerated() where copyOf[i] == nil {
                for (b, j) in group.enumerated() where b > a && copyOf[j] == nil {
                    guard expectations[i].location.file != expectations[j].location.file, !words[a].isEmpty, !words[b].isEmpty,
                        words[a].isSubset(of: words[b]) || words[b].isSubset(of: words[a])
                    else { continue }
                    copies[i, default: []].append(j)
                    copyOf[j] = i
                }
            }
        }
        return (copies, copyOf)
    }

    /// The app's adaptive color whose dark value a design color with one value is (`--color-ios-blue: #0A84FF` beside
    /// `primaryBlue = Color(light: #007AFF, dark: #0A84FF)`, or a view's `.blue`): a design page drawn in dark mode shows
    /// that color as the app does. A token's first, then an Apple system color the views draw. A translucent color is
    /// one at the same opacity (a token set's `backdrop` primitive at 71% that only its dark appearance aliases). Nil for
    /// any other.
    static func darkAppearance(
        of e: Expectation, candidates: [ColorCandidate], systemColors: [(expression: String, color: SystemColor)], threshold: Double
    ) -> (name: String, light: Color, dark: Color)? {
        guard e.dark == nil, let want = e.light.color else { return nil }
        func same(_ c: Color) -> Bool { abs(c.alpha - want.alpha) < 0.01 && c.deltaE2000(to: want) <= threshold }
        if let c = candidates.first(where: { c in
            guard let l = c.light, let d = c.dark, c.lightTwin == nil else { return false }
            return same(d) && !same(l)
        }), let l = c.light, let d = c.dark {
            return (c.qualifiedName, l, d)
        }
        return systemColors.first { same($0.color.dark) && !same($0.color.light) }.map { ($0.expression, $0.color.light, $0.color.dark) }
    }

    /// The adaptive system colors the views draw inline (`.purple`), each once with its first expression, in the order
    /// the views first draw them: read once per run, not once per missing design color.
    static func drawnSystemColors(_ literals: [InlineLiteral]) -> [(expression: String, color: SystemColor)] {
        var seen: Set<String> = []
        var out: [(expression: String, color: SystemColor)] = []
        for l in literals {
            guard let s = systemColor(of: l), s.isAdaptive, seen.insert(s.name).inserted else { continue }
            out.append((l.expression, s))
        }
        return out
    }

    /// What a finding says of a design color the views draw inline: where, in which values, how often.
    static func inlineText(_ use: InlineColorUses.Use) -> String {
        let values = use.dark.map { "\(use.color) light, \($0) dark" } ?? "\(use.color)"
        let times = use.count == 1 ? "once" : "\(use.count) times"
        let seen = use.dark == nil ? "value" : "values in both appearances"
        return
            " The app draws this color without a token: `\(use.expression)` (\(values)) \(times) in its views, so users see the design's \(seen); a token is a question of hygiene (`hardcoded.color`)."
    }

    /// The code token whose opaque value is the design color's, when the design color is translucent in
    /// every appearance it has (`--accent-glow: rgba(52, 211, 153, 0.15)` beside `accent = #34D399`): a tint
    /// of the token, not a color of its own.
    static func translucentVariant(of e: Expectation, in candidates: [ColorCandidate], threshold: Double) -> ColorCandidate? {
        guard let light = e.light.color, light.alpha < 0.99, light.alpha >= 0.01 else { return nil }
        if let d = e.dark?.color, d.alpha >= 0.99 { return nil }
        func near(_ a: Color, _ b: Color?) -> Bool {
            guard let b, b.alpha >= 0.99 else { return false }
            return a.withAlpha(1).deltaE2000(to: b.withAlpha(1)) <= threshold
        }
        if let one = candidates.first(where: { c in near(light, c.light) && (e.dark?.color.map { near($0, c.dark ?? c.light) } ?? true) }) {
            return one
        }
        // Each appearance a tint of its own code color (black at 6% in light, white at 9% in dark): derived the same way.
        guard let dark = e.dark?.color, candidates.contains(where: { near(dark, $0.dark ?? $0.light) }) else { return nil }
        return candidates.first { near(light, $0.light) }
    }

    /// The largest opacity difference at which a design color still has an Apple semantic color's value: published
    /// values of the translucent ones differ by that much between iOS releases and design kits (`separator` in dark
    /// mode is 60% in UIKit dumps, 65% in Apple's design resources).
    static let platformAlphaTolerance = 0.06

    /// The Apple semantic color (`separator`, `quaternaryLabel`) a design color is, and in which appearance: its name
    /// shares a word with the system color's (`--separator`, `--text-quaternary`), and each value it gives is the
    /// system color's in that appearance (a single value may be either appearance's: a dark-only design). Such a color
    /// is the platform's, which the app gets without a token; nil for any other.
    static func platformColor(of e: Expectation, threshold: Double) -> (color: SystemColor, appearance: String)? {
        guard let light = e.light.color else { return nil }
        let words = Set(NameWords.split(e.name)).subtracting(["system", "color", "ios"])
        func same(_ a: Color, _ b: Color) -> Bool {
            abs(a.alpha - b.alpha) <= platformAlphaTolerance && a.withAlpha(1).deltaE2000(to: b.withAlpha(1)) <= threshold
        }
        for s in SystemColorTable.uiElementColors where !words.isDisjoint(with: NameWords.split(s.name)) {
            if let dark = e.dark?.color {
                if same(light, s.light) && same(dark, s.dark) { return (s, "light") }
            } else if same(light, s.light) {
                return (s, "light")
            } else if same(light, s.dark) {
                return (s, "dark")
            }
        }
        return nil
    }

    /// Words that name a neutral ramp (`--slate-600`, `--gray-400`, `--ink`): its steps are grays with a tint.
    static let neutralNameWords: Set<String> = ["gray", "grey", "slate", "zinc", "neutral", "stone", "ink", "charcoal", "graphite"]

    /// The largest dark-mode ΔE2000 at which a code color with the design's light value still reads as the same
    /// color drifted in dark mode (`#1E1E1E` for `#111314`); beyond it the two are different colors that share a
    /// light value (a surface that turns dark, a text color that stays light).
    static let darkShadeDeltaE = 10.0

    /// How many uses of semantic system colors make an app one that draws its neutrals with them.
    static let semanticAppMinimum = 3

    /// True for Apple's semantic colors (label, background, fill, separator families), not fixed hues.
    static func isSemantic(_ systemName: String) -> Bool {
        let n = systemName.lowercased()
        return n == "primary" || n == "secondary" || n.hasSuffix("label") || n.hasSuffix("background") || n.hasSuffix("fill")
            || n.hasSuffix("separator") || n == "placeholdertext"
    }

    /// Lab hue angles, in degrees, of the cool grays designers set secondary text in (Tailwind's slate and gray,
    /// blue-grays such as #5E6175 or #64748B): blue at little chroma.
    static let coolGrayHues: ClosedRange<Double> = 250...300

    /// True when the design color is drawn as text only (its role) and every value is a cool gray: hue in the
    /// blue-gray band (`coolGrayHues`) and at most twice the chroma of a plain gray, as a slate ramp's steps. Such a
    /// text color stands for a system label color (`.secondary`, `.tertiary`) as a plain gray does, whatever its name;
    /// a tinted text of another hue (a sage green, a taupe) is a color the design chose.
    static func isCoolGrayText(_ e: Expectation) -> Bool {
        guard e.role == .text else { return false }
        let colors = [e.light.color, e.dark?.color].compactMap { $0 }
        return !colors.isEmpty
            && colors.allSatisfy { c in
                let lab = c.lab
                return lab.chroma < ColorMismatchCheck.neutralChroma * 2 && coolGrayHues.contains(lab.hue)
            }
    }

    /// True when every value of the design color is a gray (little chroma), in each appearance it has.
    /// A color named after a neutral ramp may carry twice the chroma (Tailwind's slate is bluish).
    static func isNeutral(_ e: Expectation) -> Bool {
        let colors = [e.light.color, e.dark?.color].compactMap { $0 }
        let namedNeutral = NameWords.split(e.name).contains(where: neutralNameWords.contains)
        let limit = ColorMismatchCheck.neutralChroma * (namedNeutral ? 2 : 1)
        return !colors.isEmpty
            && colors.allSatisfy { c in
                let lab = c.lab
                return lab.chroma < limit
            }
    }
}

/// The colors the app's views write inline (`.white`, `Color(hex: "#0E7C66")`), grouped by value, and the light/dark
/// pairs they write inline (`colorScheme == .dark ? A : B`), grouped by their two values: a design color with no token
/// that the views draw this way is shown right, and its missing token is a hygiene question.
struct InlineColorUses {
    /// One inline color (or light/dark pair) and how many times the views write it.
    struct Use {
        var color: Color
        /// The dark value of a light/dark pair; nil for a single color.
        var dark: Color?
        var expression: String
        var count: Int
    }

    private var uses: [Use] = []
    private var pairs: [Use] = []
    private let index: ColorValueIndex

    init(_ literals: [InlineLiteral], adaptive: [AdaptiveInlineColor] = []) {
        var byHex: [String: Int] = [:]
        for l in literals where l.kind == .color {
            guard let c = l.value?.color else { continue }
            // `<color name="…">` in a storyboard names a colorset: a token, not an inline color.
            if l.expression.hasPrefix("<color"), l.expression.contains(" name=\"") { continue }
            if let i = byHex[c.hex] {
                uses[i].count += 1
            } else {
                byHex[c.hex] = uses.count
                uses.append(Use(color: c, dark: nil, expression: l.expression, count: 1))
            }
        }
        index = ColorValueIndex(uses.enumerated().map { (color: $1.color, index: $0, name: $1.color.hex) })
        var byPair: [String: Int] = [:]
        for a in adaptive {
            let k = a.light.hex + "/" + a.dark.hex
            if let i = byPair[k] {
                pairs[i].count += 1
            } else {
                byPair[k] = pairs.count
                pairs.append(Use(color: a.light, dark: a.dark, expression: a.expression, count: 1))
            }
        }
    }

    /// The inline color nearest the design color within `threshold` (ΔE2000, opacity within `alphaTolerance`),
    /// the most used of equally near ones. A design color with another dark value needs an inline light/dark pair
    /// near it in both appearances (a fixed inline color is right in one appearance only). Nil when none is that near.
    func uses(of e: Expectation, threshold: Double, alphaTolerance: Double) -> Use? {
        guard let light = e.light.color else { return nil }
        func near(_ a: Color, _ b: Color) -> Bool { a.deltaE2000(to: b) <= threshold && abs(a.alpha - b.alpha) <= alphaTolerance }
        if let dark = e.dark?.color, !near(dark, light) {
            let hits = pairs.filter { near($0.color, light) && $0.dark.map { near($0, dark) } == true }
            return hits.min { a, b in
                let da = a.color.deltaE2000(to: light) + (a.dark?.deltaE2000(to: dark) ?? 0)
                let db = b.color.deltaE2000(to: light) + (b.dark?.deltaE2000(to: dark) ?? 0)
                return abs(da - db) > 1e-9 ? da < db : a.count > b.count
            }
        }
        let hits = index.within(threshold, of: light, alphaTolerance: alphaTolerance)
        guard
            let best = hits.min(by: { a, b in
                abs(a.deltaE - b.deltaE) > 1e-9 ? a.deltaE < b.deltaE : uses[a.index].count > uses[b.index].count
            })
        else { return nil }
        return uses[best.index]
    }
}
