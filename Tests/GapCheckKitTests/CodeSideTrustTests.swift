import Foundation
import GapCheckModel
import Testing

@testable import CodeReader
@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 6, code side: a color chosen by a switch between two adaptive values is compared in both
/// appearances; `xLight`/`xDark` twins are one color with two values; a design state color (hover, pressed)
/// the app lacks is worded as the missing state. Fixtures in styles other than the repositories that showed them.
@Suite struct CodeSideTrustTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A design with light and dark by `[data-theme]`, and a UIKit app whose semantic colors are chosen by a
    /// skin switch between two palettes of `…Light`/`…Dark` primitives.
    static let skinFiles: [String: String] = [
        "design/theme.css": """
        :root { --surface-page: #F4F1EC; --text-body: #2B2622; --text-quiet: #7A7068; }
        [data-theme="dark"] { --surface-page: #121212; --text-body: #EEEAE4; --text-quiet: #A39A90; }
        .page { background: var(--surface-page); color: var(--text-body); }
        .note { color: var(--text-quiet); }
        """,
        "app/Skin.swift": """
        import UIKit

        enum Skin {
            static let usesSepia = true

            fileprivate enum Sepia {
                static let pageLight = UIColor(rgb: 0xF4F1EC)
                static let pageDark = UIColor(rgb: 0x1E1E1E)
                static let inkLight = UIColor(rgb: 0x2B2622)
                static let inkDark = UIColor(rgb: 0xEEEAE4)
                static let quietLight = UIColor(rgb: 0x7A7068)
                static let quietDark = UIColor(rgb: 0xA39A90)
            }
            fileprivate enum Mono {
                static let pageLight = UIColor(rgb: 0xFFFFFF)
                static let pageDark = UIColor(rgb: 0x000000)
            }

            static let page = usesSepia
                ? tone(any: Sepia.pageLight, dark: Sepia.pageDark)
                : tone(any: Mono.pageLight, dark: Mono.pageDark)

            private static func tone(any: UIColor, dark: UIColor) -> UIColor {
                UIColor { $0.userInterfaceStyle == .dark ? dark : any }
            }
        }
        """
    ]

    @Test func aSwitchedSemanticColorIsComparedInDarkModeToo() throws {
        let a = try Self.analyze(Self.skinFiles)
        let page = a.findings.filter { $0.title.contains("--surface-page") }
        // The real difference is the dark canvas: #1E1E1E where the design has #121212.
        #expect(
            page.contains { $0.message.contains("in dark mode it is #1E1E1E where the design has #121212") },
            "\(page.map { "\($0.rule) \($0.title) — \($0.message)" })")
        // Never "has no dark value": the app has one.
        #expect(!page.contains { $0.title.contains("has no dark value") }, "\(page.map(\.title))")
    }

    @Test func lightAndDarkTwinsAreOneColorWithTwoValues() throws {
        let a = try Self.analyze(Self.skinFiles)
        // `inkLight`/`inkDark` hold the design's --text-body in both appearances: nothing to report.
        let body = a.findings.filter { $0.title.contains("--text-body") || $0.title.contains("--text-quiet") }
        #expect(body.isEmpty, "\(body.map { "\($0.rule) \($0.title)" })")
        let dark = a.findings.filter { $0.rule == "color.dark-variant-missing" }
        #expect(dark.isEmpty, "\(dark.map(\.title))")
        // A design light value never meets a dark twin: `inkDark` (#EEEAE4) is --text-body's dark value only.
        let rows = a.matches.colors.filter { $0.codeName?.hasSuffix("Dark") == true }
        #expect(rows.isEmpty, "\(rows.map { "\($0.expectation.name) ↔ \($0.codeName ?? "")" })")
    }

    /// Palette shades named with a mode word (`utilityBlueLight500`, `grayDark`) are hues, not appearances.
    @Test func shadesOfAPaletteAreNoTwins() {
        func c(_ name: String, _ hex: String, owner: String = "Palette") -> ColorCandidate {
            ColorCandidate(
                name: name, owner: owner, light: Color(hex: hex), dark: nil, origin: .literal, systemName: nil, expression: "static let \(name)",
                location: SourceLocation(file: "P.swift"), unresolved: false)
        }
        let merged = ColorCandidate.mergedTwins([
            c("utilityBlueLight500", "#0BA5EC"), c("utilityBlueDark500", "#2970FF"), c("grayLight", "#D0D5DD"), c("grayDark", "#101828"),
            c("cardLight", "#FFFFFF"), c("cardDark", "#1C1C1E"), c("lightDivider", "#E5E5EA"), c("darkDivider", "#38383A"),
            c("surfaceLight", "#F2F2F7", owner: "Other")
        ])
        func dark(_ name: String) -> String? { merged.first { $0.name == name }?.dark?.hex }
        #expect(dark("utilityBlueLight500") == nil && dark("grayLight") == nil)
        #expect(dark("cardLight") == "#1C1C1E" && dark("lightDivider") == "#38383A")
        #expect(merged.first { $0.name == "cardDark" }?.lightTwin == "Palette.cardLight")
        // A twin is looked for in the same owner only.
        #expect(dark("surfaceLight") == nil)

        // Beside a fixed plain `x`, `xLight` and `xDark` are its tints; beside an adaptive `x`, they are its appearances.
        let ramp = ColorCandidate.mergedTwins([
            c("badgeWarning", "#E8A317", owner: "Tint"), c("badgeWarningLight", "#FDF3DC", owner: "Tint"),
            c("badgeWarningDark", "#5A3C05", owner: "Tint"), c("badgeWarningInverse", "#FFFFFF", owner: "Tint")
        ])
        #expect(ramp.allSatisfy { $0.dark == nil && $0.lightTwin == nil }, "\(ramp.map { "\($0.name) \($0.dark?.hex ?? "-")" })")
        var adaptive = c("sheet", "#FFFFFF", owner: "Mode")
        adaptive.dark = Color(hex: "#1C1C1E")
        let pair = ColorCandidate.mergedTwins([adaptive, c("sheetLight", "#FFFFFF", owner: "Mode"), c("sheetDark", "#1C1C1E", owner: "Mode")])
        #expect(pair.first { $0.name == "sheetLight" }?.dark?.hex == "#1C1C1E")

        // `linkOnLight`/`linkOnDark`: colors for light and dark backgrounds, each shown in every appearance.
        let placed = ColorCandidate.mergedTwins([c("linkOnLight", "#1D4ED8", owner: "Ink"), c("linkOnDark", "#93C5FD", owner: "Ink")])
        #expect(placed.allSatisfy { $0.dark == nil && $0.lightTwin == nil }, "\(placed.map { "\($0.name) \($0.dark?.hex ?? "-")" })")
    }

    // MARK: - State colors

    /// A design system with interaction states per surface; the app declares the surfaces and a primitive
    /// palette but no state tokens.
    static let stateFiles: [String: String] = [
        "design/tokens.css": """
        :root {
          --fill-info: #DBEAFE;
          --fill-info-pressed: #BFDBFE;
          --fill-muted-disabled: #E5E7EB;
        }
        @media (prefers-color-scheme: dark) {
          :root { --fill-info: #172554; --fill-info-pressed: #1E3A8A; --fill-muted-disabled: #374151; }
        }
        .chip { background: var(--fill-info); }
        .chip:active { background: var(--fill-info-pressed); }
        .chip:disabled { background: var(--fill-muted-disabled); }
        """,
        "app/Palette.swift": """
        import SwiftUI

        extension Color {
            static let sky200 = Color(hex: "#BFDBFE")
            static let stone200 = Color(hex: "#E5E7EB")
            static let fillInfo = Color(light: Color(hex: "#DBEAFE"), dark: Color(hex: "#172554"))
        }
        """
    ]

    @Test func aMissingStateColorIsWordedAsTheMissingState() throws {
        let a = try Self.analyze(Self.stateFiles)
        let pressed = try #require(
            a.findings.first { $0.title.contains("--fill-info-pressed") }, "\(a.findings.map { "\($0.rule) \($0.title)" })")
        #expect(pressed.title.contains("No pressed color"), "\(pressed.title)")
        #expect(pressed.title.contains("Color.fillInfo"), "\(pressed.title)")
        #expect(!pressed.title.contains("has no dark value"), "\(pressed.title)")
        // The fix adds the state token; it never recolors the primitive every other view uses.
        let fix = pressed.fix?.text ?? ""
        #expect(fix.contains("fillInfoPressed") && !fix.contains("sky200"), "\(fix)")
        // Without a base token the state is still what is named.
        let disabled = try #require(a.findings.first { $0.title.contains("--fill-muted-disabled") })
        #expect(disabled.title.contains("No disabled color"), "\(disabled.title)")
    }

    // MARK: - Checks read what the reader resolved

    /// A forwarder is whatever the reader resolved to another token, however it is spelled: an implicit member
    /// (`static let accent: UIColor = .accent`) forwards as `UIColor.accent` does; a value with something applied
    /// (`.withAlphaComponent`) is a declaration of its own.
    @Test func aForwarderIsWhatTheReaderResolvedNotHowItIsSpelled() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --accent: #E4572E; --hairline: #E4572E33; }",
            "app/Brand.swift": """
            import UIKit
            extension UIColor {
                static let accent = UIColor(red: 228 / 255, green: 87 / 255, blue: 46 / 255, alpha: 1)
                static let hairline = UIColor(red: 228 / 255, green: 87 / 255, blue: 46 / 255, alpha: 0.2)
            }
            """,
            "app/ReaderChrome.swift": """
            import UIKit
            enum ReaderChrome {
                static let accent: UIColor = .accent
                static let hairline = UIColor.accent.withAlphaComponent(0.4)
            }
            """
        ])
        let d = a.findings.filter { $0.rule == "token.duplicate" }
        #expect(!d.contains { $0.title.contains("`accent`") }, "\(d.map(\.title))")
        #expect(d.contains { $0.title.contains("`hairline`") }, "\(d.map(\.title))")
        #expect(a.inventory.colors.first { $0.qualifiedName == "ReaderChrome.accent" }?.aliasOf == "UIColor.accent")
    }

    /// A component's members that forward to the app's tokens (`TrailPins.Tints.meadow` is the tint of meadow trails,
    /// the app's `difficultyEasy`) are that component's uses of tokens, not second declarations of `Color.meadow`;
    /// an app-wide namespace forwarding under the same name to another value still is one.
    @Test func aComponentsForwardersUnderItsOwnSubjectAreNoDuplicates() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --meadow: #E8F5E9; --canopy: #1B5E20; }",
            "app/Palette.swift": """
            import SwiftUI
            extension Color {
                static let meadow = Color(red: 232 / 255, green: 245 / 255, blue: 233 / 255)
                static let canopy = Color(red: 27 / 255, green: 94 / 255, blue: 32 / 255)
                static let difficultyEasy = Color(red: 46 / 255, green: 125 / 255, blue: 50 / 255)
            }
            """,
            "app/TrailPins.swift": """
            import SwiftUI
            enum TrailPins {
                enum Tints {
                    static var meadow: Color { .difficultyEasy }
                }
            }
            """,
            "app/Theme.swift": """
            import SwiftUI
            enum Theme {
                static let canopy = Color.difficultyEasy
            }
            """
        ])
        let d = a.findings.filter { $0.rule == "token.duplicate" }
        #expect(!d.contains { $0.title.contains("`meadow`") }, "\(d.map(\.title))")
        #expect(d.contains { $0.title.contains("`canopy`") && $0.severity == .critical }, "\(d.map(\.title))")
    }

    /// A design page drawn in dark mode (beside light ones) gives a color the app has as the dark appearance of an adaptive token, or of the
    /// system color its views draw (`.purple` is #BF5AF2 in dark mode): the app shows it, so its missing token is low.
    @Test func aDesignColorThatIsTheAppsDarkAppearanceIsNoMissingColor() throws {
        let a = try Self.analyze([
            "design/night.html": """
            <!DOCTYPE html><html><head><style>
            :root { --signal-blue: #0A84FF; --night-violet: #BF5AF2; --marigold: #F4A100; }
            body { background: #FFFFFF; } .a { color: var(--signal-blue); } .b { color: var(--night-violet); } .c { color: var(--marigold); }
            </style></head><body data-screen="night"><p class="a">Rest</p><p class="b">Sleep</p><p class="c">Streak</p></body></html>
            """,
            "app/Palette.swift": """
            import SwiftUI
            import UIKit
            extension Color {
                static let rest = Color(UIColor { $0.userInterfaceStyle == .dark
                    ? UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1)
                    : UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) })
            }
            """,
            "app/NightView.swift": """
            import SwiftUI
            struct NightView: View {
                var body: some View { VStack { Text("Rest").foregroundStyle(Color.rest); Text("Sleep").foregroundStyle(.purple); Text("Streak") } }
            }
            """
        ])
        let missing = a.findings.filter { $0.rule == "color.missing" }
        #expect(missing.first { $0.title.contains("--signal-blue") }?.severity == .low, "\(missing.map { "\($0.severity) \($0.title)" })")
        #expect(missing.first { $0.title.contains("--night-violet") }?.severity == .low, "\(missing.map { "\($0.severity) \($0.title)" })")
        #expect(missing.first { $0.title.contains("--marigold") }?.severity == .medium, "\(missing.map { "\($0.severity) \($0.title)" })")
    }

    /// An app that writes its adaptive tokens with its own bare helper (`shade(light: 0x…, dark: 0x…)`) gets the
    /// missing state token in that form.
    @Test func theStateFixUsesTheAppsOwnBareLightDarkHelper() throws {
        let a = try Self.analyze([
            "design/tokens.css": Self.stateFiles["design/tokens.css"] ?? "",
            "app/Palette.swift": """
            import SwiftUI

            private func shade(light: UInt32, dark: UInt32) -> Color {
                Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(rgb: dark) : UIColor(rgb: light) })
            }

            extension Color {
                static let sky200 = Color(hex: "#BFDBFE")
                static let fillInfo = shade(light: 0xDBEAFE, dark: 0x172554)
                static let fillWarn = shade(light: 0xFEF3C7, dark: 0x451A03)
            }
            """
        ])
        let pressed = try #require(a.findings.first { $0.title.contains("--fill-info-pressed") })
        #expect(pressed.fix?.text == "static let fillInfoPressed = shade(light: 0xBFDBFE, dark: 0x1E3A8A)", "\(pressed.fix?.text ?? "-")")
        #expect(
            IdiomReader.colorCalls(in: "static let x = Self.tone(any: \"#112233\", dark: \"#445566\")").adaptive
                == AdaptiveColorCall(type: "", lightLabel: "any", darkLabel: "dark", factory: "tone", argument: .hexStringWithHash))
        // A call qualified by another type is no color helper of the app.
        #expect(IdiomReader.colorCalls(in: "static let x = Theme.tone(any: \"#112233\", dark: \"#445566\")").adaptive == nil)
    }

    @Test func aRoleNamedAfterAStateKeepsTheDarkValueWording() throws {
        #expect(ColorDarkVariantMissingCheck.missingState(design: "--color-disabled", code: "Color.gray200") == nil)
        #expect(ColorDarkVariantMissingCheck.missingState(design: "--fill-info-hover", code: "Color.blue100") == "hover")
        // The code token carries a state itself: it is the state token, missing its dark value.
        #expect(ColorDarkVariantMissingCheck.missingState(design: "--fill-info-hover", code: "Color.fillInfoHover") == nil)
    }
}
