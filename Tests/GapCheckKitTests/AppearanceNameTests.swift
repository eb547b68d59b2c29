import Foundation
import GapCheckModel
import Testing

@testable import CodeReader
@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 18, code side: an appearance word inside a token's name (`brandLightPanelFill` beside
/// `brandDarkPanelFill`), tonal steps named `light`/`dark` (`dangerLight` beside `dangerDarkest`, `dangerMedium`),
/// and palettes written as structs filled through static instances. Fixtures in styles other than the token
/// sets that showed them.
@Suite struct AppearanceNameTests {
    static func candidate(_ name: String, _ hex: String, owner: String = "Kit") -> ColorCandidate {
        ColorCandidate(
            name: name, owner: owner, light: Color(hex: hex), dark: nil, origin: .literal, systemName: nil, expression: "static let \(name)",
            location: SourceLocation(file: "Kit.swift"), unresolved: false)
    }

    // MARK: - A mode word inside the name

    /// The mode word anywhere in the name pairs the twins, when the rest of the name is the same.
    @Test func aModeWordInsideTheNamePairsTheTwins() {
        func c(_ name: String, _ hex: String) -> ColorCandidate { Self.candidate(name, hex) }
        let merged = ColorCandidate.mergedTwins([
            c("brandLightPanelFill", "#FAFAF7"), c("brandDarkPanelFill", "#16161A"),
            c("brandLightLinkBlueText", "#1D4ED8"), c("brandDarkLinkBlueText", "#93C5FD"),
            // A hue right after the mode word: a shade (`lightBlue`), not an appearance.
            c("accentLightBlueFill", "#BFDBFE"), c("accentDarkBlueFill", "#1E3A8A"),
            // No twin with the same rest of the name.
            c("brandLightPanelEdge", "#E5E5EA"), c("brandDarkPanelRule", "#38383A")
        ])
        func dark(_ name: String) -> String? { merged.first { $0.name == name }?.dark?.hex }
        #expect(dark("brandLightPanelFill") == "#16161A")
        #expect(merged.first { $0.name == "brandDarkPanelFill" }?.lightTwin == "Kit.brandLightPanelFill")
        // A hue elsewhere in the name does not make the mode word a shade.
        #expect(dark("brandLightLinkBlueText") == "#93C5FD")
        #expect(dark("accentLightBlueFill") == nil && dark("brandLightPanelEdge") == nil)
    }

    /// A mode word after `on` anywhere in the name is the surface the color sits on: `labelOnTintLight` is the label for a
    /// light tinted surface (dark in both themes), not the light appearance of `labelOnTint`.
    @Test func aModeWordAfterOnIsTheSurfaceNotTheAppearance() {
        func c(_ name: String, _ hex: String) -> ColorCandidate { Self.candidate(name, hex) }
        let merged = ColorCandidate.mergedTwins([
            c("labelOnTintLight", "#1B1B1B"), c("labelOnTintDark", "#FFFFFF"), c("iconOnDark", "#FFFFFF"), c("iconOnLight", "#1B1B1B")
        ])
        #expect(merged.allSatisfy { $0.dark == nil && $0.lightTwin == nil }, "\(merged.map { "\($0.name) \($0.dark?.hex ?? "-")" })")
    }

    /// `Light`/`Dark` among `Darkest`/`Medium`/`Lightest` or numbered steps of one stem are steps of a tonal scale.
    @Test func stepsOfATonalScaleAreNoTwins() {
        func c(_ name: String, _ hex: String) -> ColorCandidate { Self.candidate(name, hex) }
        let scale = ColorCandidate.mergedTwins([
            c("dangerDarkest", "#3D150F"), c("dangerDark", "#7A2B1F"), c("dangerMedium", "#E6614C"), c("dangerLight", "#E09185"),
            c("dangerLightest", "#F5DAD6"),
            c("leafTone100", "#E8F5E9"), c("leafToneLight", "#A5D6A7"), c("leafToneDark", "#1B5E20")
        ])
        #expect(scale.allSatisfy { $0.dark == nil && $0.lightTwin == nil }, "\(scale.map { "\($0.name) \($0.dark?.hex ?? "-")" })")
        // The same words without steps beside them are an appearance pair.
        let pair = ColorCandidate.mergedTwins([c("dangerDark", "#7A2B1F"), c("dangerLight", "#E09185")])
        #expect(pair.first { $0.name == "dangerLight" }?.dark?.hex == "#7A2B1F")
        // Nor is a step the other appearance of itself in `color.dark-variant-missing`.
        let names = AppearanceNames([(owner: "Kit", name: "dangerLight"), (owner: "Kit", name: "dangerDarkest")])
        #expect(names.isScaleStep(owner: "Kit", name: "dangerLight"))
        #expect(!names.isScaleStep(owner: "Kit", name: "dangerDarkest"))
        #expect(!AppearanceNames([(owner: "Kit", name: "dangerLight")]).isScaleStep(owner: "Kit", name: "dangerLight"))
    }

    /// End to end: a design with a dark appearance meets tokens whose names carry the mode in the middle; nothing is
    /// reported missing its dark value, and the design's light value is compared with the light twin.
    @Test func twinsWithTheModeInsideMatchTheDesignInBothAppearances() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Ledger</title><style>
            :root { --panel-fill: #FAFAF7; --panel-ink: #1B1B1F; }
            @media (prefers-color-scheme: dark) { :root { --panel-fill: #16161A; --panel-ink: #EDEDED; } }
            .sheet { background: var(--panel-fill); color: var(--panel-ink); }
            </style></head><body data-screen="ledger"><div class="sheet">Ledger</div></body></html>
            """
        let app = """
            import SwiftUI

            enum Tone {
                static let brandLightPanelFill = Color(red: 250 / 255, green: 250 / 255, blue: 247 / 255)
                static let brandDarkPanelFill = Color(red: 22 / 255, green: 22 / 255, blue: 26 / 255)
                static let brandLightPanelInk = Color(red: 27 / 255, green: 27 / 255, blue: 31 / 255)
                static let brandDarkPanelInk = Color(red: 237 / 255, green: 237 / 255, blue: 237 / 255)
            }
            """
        let a = try DesignTrustTests.run(design: ["ledger.html": design], app: ["Tone.swift": app])
        let missing = a.findings.filter { $0.rule == "color.dark-variant-missing" }
        #expect(missing.isEmpty, "\(missing.map(\.title))")
        let fill = try #require(a.matches.colors.first { $0.expectation.name == "--panel-fill" })
        #expect(fill.codeName == "Tone.brandLightPanelFill" && fill.codeDarkColor?.hex == "#16161A", "\(String(describing: fill.codeName))")
    }

    // MARK: - Palettes as structs

    static let structPalette = """
        import UIKit

        struct InkSet {
            let body: UIColor
            let muted: UIColor
        }

        struct Scheme {
            let canvas: UIColor
            let ink: InkSet
            let rule: UIColor
        }

        enum Looks {
            static let lightScheme = Scheme(
                canvas: UIColor(red: 0.980, green: 0.976, blue: 0.965, alpha: 1),
                ink: InkSet(
                    body: UIColor(red: 0.106, green: 0.106, blue: 0.122, alpha: 1),
                    muted: UIColor(red: 0.420, green: 0.447, blue: 0.502, alpha: 1)),
                rule: UIColor(red: 0.898, green: 0.898, blue: 0.918, alpha: 1))
            static let darkScheme: Scheme = {
                let base = UIColor(red: 0.086, green: 0.086, blue: 0.102, alpha: 1)
                return Scheme(
                    canvas: base,
                    ink: InkSet(
                        body: UIColor(red: 0.929, green: 0.929, blue: 0.929, alpha: 1),
                        muted: UIColor(red: 0.612, green: 0.639, blue: 0.686, alpha: 1)),
                    rule: UIColor(red: 0.220, green: 0.220, blue: 0.227, alpha: 1))
            }()
            static let harbour = Scheme(
                canvas: UIColor(red: 0.000, green: 0.200, blue: 0.400, alpha: 1),
                ink: InkSet(body: UIColor.white, muted: UIColor.lightGray),
                rule: UIColor(red: 0.000, green: 0.300, blue: 0.500, alpha: 1))
            static let badge = Badge(title: "New", tint: UIColor.red, edge: UIColor.blue)
        }

        struct Badge {
            let title: String
            let tint: UIColor
            let edge: UIColor
        }
        """

    /// Each color argument of a static instance is a token named by its path, owned by the instance.
    @Test func aStructPaletteFilledThroughStaticInstancesIsRead() throws {
        let inv = try GeneratedTokenFormsTests.read(Self.structPalette)
        let names = Set(inv.colors.map(\.qualifiedName))
        for name in ["Looks.lightScheme.canvas", "Looks.lightScheme.inkBody", "Looks.lightScheme.inkMuted", "Looks.harbour.rule"] {
            #expect(names.contains(name), "\(names.sorted())")
        }
        // A value type with colors among other things (a title) is no palette.
        #expect(!names.contains { $0.hasPrefix("Looks.badge") }, "\(names.sorted())")
        // The instances named for an appearance are one token with both values (a local constant of the building
        // closure read through); the other instance stays its own.
        #expect(!names.contains { $0.hasPrefix("Looks.darkScheme") }, "\(names.sorted())")
        let canvas = try #require(inv.colors.first { $0.qualifiedName == "Looks.lightScheme.canvas" })
        #expect(canvas.light?.hex == "#FAF9F6" && canvas.dark?.hex == "#16161A", "\(String(describing: canvas.dark))")
        let body = try #require(inv.colors.first { $0.qualifiedName == "Looks.lightScheme.inkBody" })
        #expect(body.light?.hex == "#1B1B1F" && body.dark?.hex == "#EDEDED", "\(String(describing: body.dark))")
        #expect(inv.colors.first { $0.qualifiedName == "Looks.harbour.canvas" }?.dark == nil)
    }

    /// End to end: a design with a dark appearance and a struct palette with both instances reports no missing dark
    /// value and no missing color.
    @Test func aStructPaletteMeetsTheDesignInBothAppearances() throws {
        let design = """
            <!DOCTYPE html><html><head><title>Reader</title><style>
            :root { --canvas: #FAF9F6; --ink-body: #1B1B1F; }
            @media (prefers-color-scheme: dark) { :root { --canvas: #16161A; --ink-body: #EDEDED; } }
            .page { background: var(--canvas); color: var(--ink-body); }
            </style></head><body data-screen="reader"><div class="page">Chapter one</div></body></html>
            """
        // A flat light-only token file beside it, under the same names: the palette with both values is the token.
        let flat = """
            import UIKit

            public enum FlatTokens {
                public static let canvas = UIColor(red: 0.980, green: 0.976, blue: 0.965, alpha: 1)
                public static let inkBody = UIColor(red: 0.106, green: 0.106, blue: 0.122, alpha: 1)
            }
            """
        let a = try DesignTrustTests.run(design: ["reader.html": design], app: ["Looks.swift": Self.structPalette, "FlatTokens.swift": flat])
        let loud = a.findings.filter { $0.category == .darkMode || $0.rule == "color.missing" }
        #expect(loud.isEmpty, "\(loud.map { "\($0.rule) \($0.title)" })")
        let canvas = try #require(a.matches.colors.first { $0.expectation.name == "--canvas" })
        #expect(canvas.codeName == "Looks.lightScheme.canvas" && canvas.codeDarkColor?.hex == "#16161A", "\(String(describing: canvas.codeName))")
    }
    /// A palette generator that writes a path segment's words as one (`Oncard`, `Onaccentmuted`) names the same token
    /// as the design's `on-card`: beside a flat light-only file that breaks the words (`onCard`), the palette with both
    /// appearances is the token, and no dark value is missing.
    @Test func aPaletteNameWrittenAsOneWordMeetsTheDesignsTwoWords() throws {
        let design = """
            <!DOCTYPE html><html lang="de"><head><title>Kasse</title><style>
            :root { --card: #FFFFFF; --on-card: #202124; --on-accent-muted: #5F6368; }
            @media (prefers-color-scheme: dark) { :root { --card: #1E1F22; --on-card: #E8EAED; --on-accent-muted: #9AA0A6; } }
            .beleg { background: var(--card); color: var(--on-card); }
            .hinweis { color: var(--on-accent-muted); }
            </style></head><body data-screen="kasse"><div class="beleg">Summe <span class="hinweis">inkl. MwSt.</span></div></body></html>
            """
        let palette = """
            import SwiftUI

            struct Surfaces {
                let Card: Color
                let Oncard: Color
                let Onaccentmuted: Color
            }

            enum Skin {
                static let LightSkin = Surfaces(
                    Card: Color(red: 1.0, green: 1.0, blue: 1.0),
                    Oncard: Color(red: 0.125, green: 0.129, blue: 0.141),
                    Onaccentmuted: Color(red: 0.373, green: 0.388, blue: 0.408))
                static let DarkSkin = Surfaces(
                    Card: Color(red: 0.118, green: 0.122, blue: 0.133),
                    Oncard: Color(red: 0.910, green: 0.918, blue: 0.929),
                    Onaccentmuted: Color(red: 0.604, green: 0.627, blue: 0.651))
            }
            """
        let flat = """
            import SwiftUI

            enum Flat {
                static let card = Color(red: 1.0, green: 1.0, blue: 1.0)
                static let onCard = Color(red: 0.125, green: 0.129, blue: 0.141)
                static let onAccentMuted = Color(red: 0.373, green: 0.388, blue: 0.408)
            }
            """
        let a = try DesignTrustTests.run(design: ["kasse.html": design], app: ["Skin.swift": palette, "Flat.swift": flat])
        let dark = a.findings.filter { $0.category == .darkMode }
        #expect(dark.isEmpty, "\(dark.map(\.title))")
        let onCard = try #require(a.matches.colors.first { $0.expectation.name == "--on-card" })
        #expect(onCard.codeDarkColor?.hex == "#E8EAED", "\(String(describing: onCard.codeName))")
        // Without the flat file the palette is found by its name, not by its value.
        let alone = try DesignTrustTests.run(design: ["kasse.html": design], app: ["Skin.swift": palette])
        let muted = try #require(alone.matches.colors.first { $0.expectation.name == "--on-accent-muted" })
        #expect(muted.codeName?.hasSuffix("Onaccentmuted") == true && !muted.foundByValue, "\(String(describing: muted.codeName))")
    }
}
