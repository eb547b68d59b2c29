import Foundation
import GapCheckAnalysis
import GapCheckKit
import GapCheckModel
import GapCheckReport
import Testing

/// A token set split over bare JSON files, one per layer and appearance, with no themes to say which: a file of literal
/// primitives, a file of semantic aliases (the light appearance, not named so) and a file named only for the dark
/// appearance that aliases the same primitives under the same semantic names. The dark file is the semantic file's dark
/// appearance (not an older version of it), and a primitive no semantic token aliases is no app gap.
@Suite struct TokenFileAppearanceTests {
    /// A colorset with a light and a dark appearance, each `#RRGGBB` at an opacity.
    static func colorset(_ light: String, _ dark: String, alpha: (Double, Double) = (1, 1)) -> String {
        func components(_ hex: String, _ a: Double) -> String {
            let h = Array(hex.dropFirst())
            return #""red":"0x\#(String(h[0...1]))","green":"0x\#(String(h[2...3]))","blue":"0x\#(String(h[4...5]))","alpha":"\#(String(format: "%.3f", a))""#
        }
        return """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{\(components(light, alpha.0))}}},
            {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{\(components(dark, alpha.1))}}}],
            "info":{"author":"xcode","version":1}}
            """
    }

    static func swift(_ names: [String]) -> String {
        "import SwiftUI\n\nextension Color {\n"
            + names.map { "    static let \($0.prefix(1).lowercased() + $0.dropFirst()) = Color(\"\($0)\")\n" }.joined() + "}\n"
    }

    // MARK: - Style Dictionary source: `color/base.json`, `color/semantic.json`, `color/dark.json`

    static let styleDictionary: [String: String] = [
        "color/base.json": ##"""
        {"color": {"base": {
          "tanne": {"value": "#1B4332", "type": "color"}, "moos": {"value": "#40916C", "type": "color"},
          "nebel": {"value": "#F1F3F5", "type": "color"}, "schiefer": {"value": "#212529", "type": "color"},
          "rost": {"value": "#BC4749", "type": "color"}, "bernstein": {"value": "#FFB703", "type": "color"},
          "schleier": {"value": "#212529B3", "type": "color"}}}}
        """##,
        "color/semantic.json": ##"""
        {"color": {
          "text": {"primary": {"value": "{color.base.schiefer.value}", "type": "color"}, "accent": {"value": "{color.base.tanne.value}", "type": "color"}},
          "background": {"page": {"value": "{color.base.nebel.value}", "type": "color"}, "overlay": {"value": "{color.base.nebel.value}", "type": "color"}}}}
        """##,
        "color/dark.json": ##"""
        {"color": {
          "text": {"primary": {"value": "{color.base.nebel.value}", "type": "color"}, "accent": {"value": "{color.base.moos.value}", "type": "color"}},
          "background": {"page": {"value": "{color.base.schiefer.value}", "type": "color"}, "overlay": {"value": "{color.base.schleier.value}", "type": "color"}}}}
        """##
    ]

    static let styleDictionaryApp: [String: String] = [
        "App/Colors.xcassets/TextPrimary.colorset/Contents.json": colorset("#212529", "#F1F3F5"),
        "App/Colors.xcassets/TextAccent.colorset/Contents.json": colorset("#1B4332", "#40916C"),
        "App/Colors.xcassets/BackgroundPage.colorset/Contents.json": colorset("#F1F3F5", "#212529"),
        "App/Colors.xcassets/BackgroundOverlay.colorset/Contents.json": colorset("#F1F3F5", "#212529", alpha: (1, 0.702)),
        "App/Colors.swift": swift(["TextPrimary", "TextAccent", "BackgroundPage", "BackgroundOverlay"])
    ]

    static func above(_ a: Analysis, _ words: [String]) -> [String] {
        a.findings.filter { f in f.severity != .low && words.contains { f.title.contains($0) } }.map { "\($0.severity) \($0.rule) \($0.title)" }
    }

    @Test func aBareDarkFileIsItsSemanticSiblingsDarkAppearance() throws {
        let a = try DesignTrustTests.run(design: Self.styleDictionary, app: Self.styleDictionaryApp)
        let primary = try #require(a.design.expectations.first { $0.name == "color.text.primary" })
        #expect(primary.light.color?.hex == "#212529" && primary.dark?.color?.hex == "#F1F3F5", "\(primary.light) \(String(describing: primary.dark))")
        #expect(primary.location.file.hasSuffix("semantic.json"))
        // One token per name: the dark file's tokens are no second version of the semantic ones.
        #expect(a.design.expectations.filter { $0.name == "color.text.accent" }.count == 1)
        #expect(!a.findings.contains { $0.message.contains("older version") }, "\(a.findings.map(\.message))")
        #expect(!a.findings.contains { $0.rule == "color.mismatch" }, "\(a.findings.map { "\($0.severity) \($0.rule) \($0.title)" })")
    }

    @Test func aPrimitiveOnlyTheDarkFileAliasesIsTheAppsDarkAppearance() throws {
        let a = try DesignTrustTests.run(design: Self.styleDictionary, app: Self.styleDictionaryApp)
        #expect(a.design.expectations.first { $0.name == "color.base.schleier" }?.primitive == .referenced)
        #expect(Self.above(a, ["color.base.schleier"]).isEmpty, "\(Self.above(a, ["color.base.schleier"]))")
    }

    @Test func anUnreferencedPrimitiveOfTheFilesIsNoAppGap() throws {
        let a = try DesignTrustTests.run(design: Self.styleDictionary, app: Self.styleDictionaryApp)
        #expect(a.design.expectations.first { $0.name == "color.base.rost" }?.primitive == .unreferenced)
        #expect(a.design.expectations.first { $0.name == "color.base.tanne" }?.primitive == .referenced)
        #expect(a.design.expectations.first { $0.name == "color.text.primary" }?.primitive == nil)
        #expect(a.findings.contains { $0.title.contains("color.base.rost") && $0.severity == .low }, "\(a.findings.map(\.title))")
        #expect(Self.above(a, ["color.base.rost", "color.base.bernstein"]).isEmpty, "\(Self.above(a, ["color.base.rost", "color.base.bernstein"]))")
        #expect(a.design.diagnostics.contains { $0.message.contains("primitive token") && $0.message.contains("color.base.rost") })
    }

    /// Negative: an app that mirrors the primitives (`baseTanne`, `baseMoos`…) is owed every step.
    @Test func anAppMirroringThePrimitivesIsStillOwedEveryStep() throws {
        var app = Self.styleDictionaryApp
        app["App/Palette.swift"] = """
            import SwiftUI

            extension Color {
                static let baseTanne = Color(red: 0x1B / 255, green: 0x43 / 255, blue: 0x32 / 255)
                static let baseMoos = Color(red: 0x40 / 255, green: 0x91 / 255, blue: 0x6C / 255)
                static let baseNebel = Color(red: 0xF1 / 255, green: 0xF3 / 255, blue: 0xF5 / 255)
            }
            """
        let a = try DesignTrustTests.run(design: Self.styleDictionary, app: app)
        #expect(!Self.above(a, ["color.base.bernstein"]).isEmpty, "\(a.findings.map { "\($0.severity) \($0.rule) \($0.title)" })")
    }

    // MARK: - DTCG: `tokens/palette.json`, `tokens/colors.json`, `tokens/colors.dark.json` (French names)

    static let dtcg: [String: String] = [
        "tokens/palette.json": ##"""
        {"palette": {"$type": "color", "encre": {"$value": "#1A1A2E"}, "neige": {"$value": "#FAFAFA"}, "corail": {"$value": "#E4572E"},
          "lagon": {"$value": "#0096C7"}, "nuit": {"$value": "#0B132B"}, "sable": {"$value": "#E9C46A"}, "brume": {"$value": "#6C757D"}}}
        """##,
        "tokens/colors.json": ##"""
        {"couleur": {"$type": "color", "texte": {"$value": "{palette.encre}"}, "fond": {"$value": "{palette.neige}"},
          "accent": {"$value": "{palette.corail}"}, "lien": {"$value": "{palette.lagon}"}}}
        """##,
        "tokens/colors.dark.json": ##"""
        {"couleur": {"$type": "color", "texte": {"$value": "{palette.neige}"}, "fond": {"$value": "{palette.nuit}"},
          "accent": {"$value": "{palette.corail}"}, "lien": {"$value": "{palette.lagon}"}}}
        """##
    ]

    static let dtcgApp: [String: String] = [
        "Appli/Couleurs.xcassets/CouleurTexte.colorset/Contents.json": colorset("#1A1A2E", "#FAFAFA"),
        "Appli/Couleurs.xcassets/CouleurFond.colorset/Contents.json": colorset("#FAFAFA", "#0B132B"),
        "Appli/Couleurs.xcassets/CouleurAccent.colorset/Contents.json": colorset("#E4572E", "#E4572E"),
        "Appli/Couleurs.xcassets/CouleurLien.colorset/Contents.json": colorset("#0096C7", "#0096C7"),
        "Appli/Couleurs.swift": swift(["CouleurTexte", "CouleurFond", "CouleurAccent", "CouleurLien"])
    ]

    @Test func aDTCGColorsFileAndItsDarkTwinOverAPalette() throws {
        let a = try DesignTrustTests.run(design: Self.dtcg, app: Self.dtcgApp)
        let fond = try #require(a.design.expectations.first { $0.name == "couleur.fond" })
        #expect(fond.dark?.color?.hex == "#0B132B")
        #expect(a.design.expectations.first { $0.name == "palette.sable" }?.primitive == .unreferenced)
        #expect(a.design.expectations.first { $0.name == "palette.nuit" }?.primitive == .referenced)
        #expect(Self.above(a, ["palette.", "couleur."]).isEmpty, "\(Self.above(a, ["palette.", "couleur."]))")
    }

    // MARK: - Negatives

    /// Two versions of one token set (`tokens-v1.json`, `tokens-v2.json`) name no appearance: both are read as they are,
    /// each token twice, never one file as the other's dark values.
    @Test func twoVersionsStayVersions() throws {
        let v1 =
            ##"{"brand": {"$type": "color", "primary": {"$value": "#3366CC"}, "secondary": {"$value": "#CC6633"}, "surface": {"$value": "#FFFFFF"}, "ink": {"$value": "#222222"}}}"##
        let v2 =
            ##"{"brand": {"$type": "color", "primary": {"$value": "#2255BB"}, "secondary": {"$value": "#BB5522"}, "surface": {"$value": "#FFFFFF"}, "ink": {"$value": "#111111"}}}"##
        let app: [String: String] = [
            "App/Brand.swift": """
            import SwiftUI

            extension Color {
                static let brandPrimary = Color(red: 0x22 / 255, green: 0x55 / 255, blue: 0xBB / 255)
                static let brandSecondary = Color(red: 0xBB / 255, green: 0x55 / 255, blue: 0x22 / 255)
                static let brandSurface = Color(red: 1, green: 1, blue: 1)
                static let brandInk = Color(red: 0x11 / 255, green: 0x11 / 255, blue: 0x11 / 255)
            }
            """
        ]
        let a = try DesignTrustTests.run(design: ["tokens-v1.json": v1, "tokens-v2.json": v2], app: app)
        #expect(a.design.expectations.allSatisfy { $0.dark == nil })
        #expect(a.design.expectations.filter { $0.name == "brand.primary" }.count == 2)
    }

    /// A `dark.json` that shares few names with its only sibling is a file of its own, not the sibling's dark mode.
    @Test func aDarkFileSharingFewNamesIsNoDarkMode() throws {
        let colors = ##"""
            {"color": {"$type": "color", "ink": {"$value": "#101820"}, "paper": {"$value": "#FEFEFE"}, "rule": {"$value": "#D0D4D8"},
              "link": {"$value": "#0A66C2"}, "alert": {"$value": "#C0392B"}}}
            """##
        let dark = ##"""
            {"color": {"$type": "color", "ink": {"$value": "#F0F0F0"}, "shadow": {"$value": "#000000"}, "glow": {"$value": "#7FDBFF"},
              "smoke": {"$value": "#2C2C2C"}}}
            """##
        let a = try DesignTrustTests.run(design: ["theme/colors.json": colors, "theme/dark.json": dark], app: Self.dtcgApp)
        let ink = try #require(a.design.expectations.first { $0.name == "color.ink" && $0.location.file.hasSuffix("colors.json") })
        #expect(ink.dark == nil)
        #expect(a.design.expectations.contains { $0.name == "color.glow" })
    }

    /// Words of other languages (`claro`, `oscuro`) are not appearance words: such files are read as they are.
    @Test func spanishFileNamesAreNoAppearance() throws {
        let claro = ##"{"color": {"$type": "color", "fondo": {"$value": "#FFFFFF"}, "texto": {"$value": "#1C1C1C"}}}"##
        let oscuro = ##"{"color": {"$type": "color", "fondo": {"$value": "#121212"}, "texto": {"$value": "#EDEDED"}}}"##
        let a = try DesignTrustTests.run(design: ["tokens/claro.json": claro, "tokens/oscuro.json": oscuro], app: Self.dtcgApp)
        #expect(a.design.expectations.allSatisfy { $0.dark == nil })
        #expect(a.design.expectations.filter { $0.name == "color.fondo" }.count == 2)
    }
}
