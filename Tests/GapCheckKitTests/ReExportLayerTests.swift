import CodeReader
import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A web framework's pass-through layer (properties that only forward the framework's theme slots), color
/// names paired only within one paint role, an exact name-and-value twin over a partial name hit, and the
/// wording of a mismatch by appearance. Fixtures in styles other than the repository that showed each
/// cause (a Tailwind v4 `@theme inline` block re-exporting shadcn/ui slots beside a Figma token layer).
@Suite struct ReExportLayerTests {
    typealias S = MatchingTestSupport

    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// Fourteen slots in the HSL-channel style of a Tailwind v3 theme, a product palette three times as
    /// large, and a plain `:root` layer passing the slots on under other names: chained (`--halo` forwards
    /// `--tw-ring-soft`), with an alpha (`hsl(var(--ring) / 0.5)`) and as `calc()` over the radius.
    static func themeCSS(rules: String = "", extraRoot: String = "") -> String {
        let slots = [
            "--background", "--foreground", "--card", "--card-foreground", "--popover", "--popover-foreground", "--primary",
            "--primary-foreground", "--secondary", "--muted", "--accent", "--border", "--input", "--ring"
        ]
        let slotCSS = slots.enumerated().map { i, n in "\(n): \(200 + i) 60% \(30 + i * 3)%;" }.joined(separator: " ")
        let product = (0..<30).map { i in "--lagoon-\(i * 10 + 100): rgb(\(10 + i * 6) \(90 + i * 4) \(140 + i * 3));" }.joined(separator: " ")
        return """
            :root { \(slotCSS) --radius: 0.5rem; \(product) \(extraRoot) }
            :root {
              --tw-color-primary: hsl(var(--primary));
              --tw-color-card: hsl(var(--card));
              --tw-ring-soft: hsl(var(--ring) / 0.5);
              --halo: var(--tw-ring-soft);
              --rounded-huge: calc(var(--radius) * 3);
              --lagoon-edge: var(--lagoon-100, hsl(var(--border)));
            }
            .dark { --tw-color-card: #101418; --primary: 210 40% 90%; }
            \(rules)
            """
    }

    /// An app whose text and corner tokens share the slots' leaf names: were the pass-throughs compared,
    /// `--tw-color-primary` would pair with `TextColors.primary` and `--rounded-huge` be off the radius scale.
    static let app = """
        import SwiftUI
        enum TextColors {
            static let primary = Color(red: 0.1, green: 0.1, blue: 0.12)
        }
        enum Lagoon {
            static let lagoon100 = Color(red: 10 / 255, green: 90 / 255, blue: 140 / 255)
        }
        enum Corners {
            static let small: CGFloat = 4
            static let medium: CGFloat = 8
        }
        """

    // MARK: - Pass-through layer

    /// Unused slots and every property that only forwards them (directly, chained, with an alpha, in a
    /// `calc()`) are left out together and counted in the one warning; a property that refers to a product
    /// token besides a slot, or whose dark value is its own, is the product's and stays.
    @Test func passThroughsOfUnusedSlotsAreLeftOutWithTheSlots() throws {
        let a = try Self.analyze(["design/theme.css": Self.themeCSS(), "app/Tokens.swift": Self.app])
        let names = Set(a.design.expectations.map(\.name))
        for gone in ["--tw-color-primary", "--tw-ring-soft", "--halo", "--rounded-huge", "--primary"] {
            #expect(!names.contains(gone), "\(gone) is compared")
            #expect(!a.findings.contains { $0.title.contains(gone + " ") || $0.title.contains(gone + ")") }, "\(a.findings.map(\.title))")
        }
        #expect(names.contains("--lagoon-edge"), "a value with a product token in it is the product's")
        #expect(names.contains("--tw-color-card"), "its dark value is the product's own")
        let warning = a.design.diagnostics.map(\.message).filter { $0.contains("web-framework theme variables") }
        #expect(warning.count == 1, "\(a.design.diagnostics.map(\.message))")
        #expect(warning.first?.contains("and 4 variables that only pass them on (--tw-color-primary") == true, "\(warning)")
    }

    /// A pass-through the design's rules use is a color of the product's pages: it and its slot stay.
    @Test func aPassThroughInUseIsCompared() throws {
        let css = Self.themeCSS(rules: ".cta { background: var(--tw-color-primary); }")
        let a = try Self.analyze(["design/theme.css": css, "app/Tokens.swift": Self.app])
        let names = Set(a.design.expectations.map(\.name))
        #expect(names.contains("--tw-color-primary"))
        #expect(names.contains("--primary"))
        #expect(!names.contains("--tw-ring-soft"))
    }

    /// Without a product layer beside them, the slots and their pass-throughs are the design.
    @Test func slotsAloneStayTheDesign() throws {
        let slotsOnly = """
            :root { --background: 0 0% 100%; --foreground: 0 0% 4%; --card: 0 0% 100%; --card-foreground: 0 0% 4%;
              --popover: 0 0% 100%; --popover-foreground: 0 0% 4%; --primary: 262 80% 50%; --primary-foreground: 0 0% 98%;
              --secondary: 0 0% 96%; --muted: 0 0% 96%; --accent: 0 0% 96%; --border: 0 0% 90%; --input: 0 0% 90%; --ring: 262 80% 50%;
              --tw-color-primary: hsl(var(--primary)); }
            """
        let a = try Self.analyze(["design/theme.css": slotsOnly, "app/Tokens.swift": Self.app])
        let names = Set(a.design.expectations.map(\.name))
        #expect(names.contains("--tw-color-primary"))
        #expect(names.contains("--primary"))
        #expect(!a.design.diagnostics.contains { $0.message.contains("web-framework theme variables") })
    }

    // MARK: - Paint roles

    /// The last role word decides; a surface word after "on" names the content on it.
    @Test func paintRoleOfNames() {
        #expect(ColorPaintRole.of(words: NameWords.split("typographyPrimary")) == .text)
        #expect(ColorPaintRole.of(words: NameWords.split("--md-sys-color-on-surface")) == .text)
        #expect(ColorPaintRole.of(words: NameWords.split("textFieldBackground")) == .fill)
        #expect(ColorPaintRole.of(words: NameWords.split("--surfaces-brand")) == .fill)
        #expect(ColorPaintRole.of(words: NameWords.split("cardStroke")) == .border)
        #expect(ColorPaintRole.of(words: NameWords.split("--brand-600")) == nil)
    }

    /// A design color painted as a background never pairs by name with the code's text color of the same
    /// leaf name; it is looked for by value instead. With no role on the design side, the name still pairs.
    @Test func aFillNeverPairsByNameWithATextColor() {
        let inv = Inventory(colors: [S.token("accent", owner: "TextColors", "#111111"), S.token("violet700", owner: "Palette", "#6D28D9")])
        let m = ColorMatcher(inventory: inv, configuration: Configuration())
        var fill = S.color("--accent", "#6D28D9")
        fill.role = .background
        let row = m.match(fill)
        #expect(row.codeName == "Palette.violet700", "\(row)")
        #expect(row.status == .matchedByValue)
        var text = S.color("--accent", "#6D28D9")
        text.role = .text
        #expect(m.match(text).codeName == "TextColors.accent")
        #expect(m.match(S.color("--accent", "#6D28D9")).status == .mismatch)
        // The design's own name says text: `--typography-accent` is not the fill `Surfaces.accent`.
        let fills = ColorMatcher(inventory: Inventory(colors: [S.token("accent", owner: "Surfaces", "#EDE9FE")]), configuration: Configuration())
        let named = fills.match(S.color("--typography-accent", "#4C1D95"))
        #expect(named.codeName == nil, "\(named)")
        #expect(named.status == .missing)
    }

    // MARK: - Exact twin

    /// `--heading-brand` hits `ArticleStyle.heading` by its leaf word with another value; the token with
    /// exactly its light and dark values that shares "brand" is the one it means.
    @Test func anExactNameAndValueTwinBeatsALeafNameHit() {
        let inv = Inventory(colors: [
            S.token("heading", owner: "ArticleStyle", "#1E293B"),
            S.token("brandInk", owner: "Palette", "#3B0764", dark: "#E9D5FF"),
            S.token("brandInkDim", owner: "Palette", "#3B0764", dark: "#C4B5FD")
        ])
        let m = ColorMatcher(inventory: inv, configuration: Configuration())
        let row = m.match(S.color("--heading-brand", "#3B0764", dark: "#E9D5FF"))
        #expect(row.codeName == "Palette.brandInk", "\(row)")
        #expect(row.status == .matched)
        // A dark value that differs is no twin: the leaf hit and its mismatch stay.
        let noTwin = ColorMatcher(inventory: Inventory(colors: [inv.colors[0], inv.colors[2]]), configuration: Configuration())
        #expect(noTwin.match(S.color("--heading-brand", "#3B0764", dark: "#E9D5FF")).codeName == "ArticleStyle.heading")
    }

    /// A hit with every word of the design's name is that token: its other value is the gap, however
    /// many tokens elsewhere have the design's value.
    @Test func aFullNameHitKeepsItsMismatch() {
        let inv = Inventory(colors: [
            S.token("chipBorderHover", owner: "Color", "#A1A1AA", dark: "#52525B"),
            S.token("chipBorder", owner: "Color", "#D4D4D8", dark: "#3F3F46")
        ])
        let row = ColorMatcher(inventory: inv, configuration: Configuration()).match(S.color("--chip-border-hover", "#D4D4D8", dark: "#3F3F46"))
        #expect(row.codeName == "Color.chipBorderHover")
        #expect(row.status == .mismatch)
    }

    /// Between exact twins sharing as many words, the one whose name says the design's role wins over one
    /// that says none, whatever their alphabetical order; one of another role is never taken.
    @Test func twinsOfTheDesignsRoleComeFirst() {
        let inv = Inventory(colors: [
            S.token("heading", owner: "ArticleStyle", "#1E293B"),
            S.token("brand", owner: "Accents", "#3B0764", dark: "#E9D5FF"),
            S.token("brand", owner: "Ink", "#3B0764", dark: "#E9D5FF"),
            S.token("brand", owner: "AStrokes", "#3B0764", dark: "#E9D5FF")
        ])
        var e = S.color("--heading-brand", "#3B0764", dark: "#E9D5FF")
        e.role = .text
        #expect(ColorMatcher(inventory: inv, configuration: Configuration()).match(e).codeName == "Ink.brand")
    }

    // MARK: - Mismatch wording

    static func row(design: String, dark: String?, code: String, codeDark: String?) -> MatchRow {
        let e = S.color("--hairline", design, dark: dark)
        let inv = Inventory(colors: [S.token("hairline", owner: "Lines", code, dark: codeDark)])
        return ColorMatcher(inventory: inv, configuration: Configuration()).match(e)
    }

    /// Both appearances differ: both ΔE values. Only the opacity differs: said as opacity, never as a ΔE
    /// of the color without it. One appearance: that one only.
    @Test func mismatchSaysEachAppearanceAndOpacity() {
        let cfg = Configuration()
        let both = Self.row(design: "#E4E4E7", dark: "#27272A", code: "#18181B", codeDark: "#FAFAFA")
        #expect(both.status == .mismatch)
        let bothText = ColorMismatchCheck.difference(both, configuration: cfg)
        #expect(bothText.hasPrefix("light ΔE2000 ") && bothText.contains("; dark ΔE2000 "), "\(bothText)")
        let alphaOnly = Self.row(design: "#E4E4E7", dark: "#FFFFFF1A", code: "#18181B", codeDark: "#FFFFFF")
        let alphaText = ColorMismatchCheck.difference(alphaOnly, configuration: cfg)
        #expect(alphaText.hasSuffix("; dark opacity 100% vs 10%"), "\(alphaText)")
        #expect(!alphaText.contains("dark ΔE"), "\(alphaText)")
        let darkOnly = Self.row(design: "#E4E4E7", dark: "#27272A", code: "#E4E4E7", codeDark: "#52525B")
        #expect(ColorMismatchCheck.difference(darkOnly, configuration: cfg).hasPrefix("dark ΔE2000 "))
        let lightOnly = Self.row(design: "#E4E4E7", dark: nil, code: "#A1A1AA", codeDark: nil)
        #expect(ColorMismatchCheck.difference(lightOnly, configuration: cfg).hasPrefix("ΔE2000 "))
    }
}

/// Found by value: on equal light values, the nearer dark value wins, then a name of the design's paint role.
@Suite struct ValueTieBreakTests {
    typealias S = MatchingTestSupport

    /// `--neutral-strong` (#171717 / #FAFAFA) has two tokens of the same light value: the
    /// inverse surface whose dark value is off by ΔE 1 and comes first by name, and the text token that is exact.
    @Test func theExactDarkValueAndTheDesignsRoleWinATie() {
        let inv = Inventory(colors: [
            S.token("surfaceInverse", owner: "Color", "#171717", dark: "#F5F5F5"),
            S.token("typographyStrong", owner: "Color", "#171717", dark: "#FAFAFA")
        ])
        let m = ColorMatcher(inventory: inv, configuration: Configuration())
        var e = S.color("--neutral-strong", "#171717", dark: "#FAFAFA")
        #expect(m.match(e).codeName == "Color.typographyStrong")
        // Same dark value on both: the one whose name says the design's role (text, by its uses).
        let same = Inventory(colors: [
            S.token("surfaceInverse", owner: "Color", "#171717", dark: "#FAFAFA"),
            S.token("typographyStrong", owner: "Color", "#171717", dark: "#FAFAFA")
        ])
        e.role = .text
        #expect(ColorMatcher(inventory: same, configuration: Configuration()).match(e).codeName == "Color.typographyStrong")
    }
}
