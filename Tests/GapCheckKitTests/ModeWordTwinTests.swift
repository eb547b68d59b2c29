import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Light and dark twins whose mode word is written as one word with its ending (field round 25: a generator that
/// capitalizes each path segment writes `colorDaymodeSurface` / `colorNightmodeSurface`): one color's two appearances,
/// never a color missing its dark value. A Dutch weather app.
@Suite struct ModeWordTwinTests {
    static let page = """
        <!DOCTYPE html><html><head><title>Weer</title><style>
        :root { --kleur-oppervlak: #F7F8FA; --kleur-tekst: #15181D; --kleur-regen: #2F6FB5; }
        @media (prefers-color-scheme: dark) { :root { --kleur-oppervlak: #101317; --kleur-tekst: #E8EBF0; --kleur-regen: #7FB2EA; } }
        body { background: var(--kleur-oppervlak); color: var(--kleur-tekst); } .regen { color: var(--kleur-regen); }</style>
        </head><body data-screen="weer"><h1>Weer</h1><p class="regen">Regen</p></body></html>
        """

    static func app(withRainTwin: Bool) -> String {
        """
        import UIKit

        public enum Kleuren {
            public static let kleurDaymodeOppervlak = UIColor(red: 0.969, green: 0.973, blue: 0.980, alpha: 1)
            public static let kleurNightmodeOppervlak = UIColor(red: 0.063, green: 0.075, blue: 0.090, alpha: 1)
            public static let kleurLightmodeTekst = UIColor(red: 0.082, green: 0.094, blue: 0.114, alpha: 1)
            public static let kleurDarkmodeTekst = UIColor(red: 0.910, green: 0.922, blue: 0.941, alpha: 1)
            public static let kleurLightmodeRegen = UIColor(red: 0.184, green: 0.435, blue: 0.710, alpha: 1)
        \(withRainTwin ? "    public static let kleurDarkmodeRegen = UIColor(red: 0.498, green: 0.698, blue: 0.918, alpha: 1)\n" : "")}
        """
    }

    @Test func modeWordTwinsAreOneColorsTwoAppearances() throws {
        let a = try DesignTrustTests.run(
            design: ["weer.html": Self.page], app: ["Kleuren.swift": Self.app(withRainTwin: true)])
        let missing = a.findings.filter { $0.rule == "color.dark-variant-missing" }
        #expect(missing.isEmpty, "\(missing.map(\.title))")
        let surface = try #require(a.matches.colors.first { $0.expectation.name == "--kleur-oppervlak" })
        #expect(surface.codeName == "Kleuren.kleurDaymodeOppervlak" && surface.codeDarkColor?.hex == "#101317", "\(String(describing: surface.codeName))")
    }

    /// Without its dark twin the light token is one fixed value: that gap is still reported.
    @Test func aModeWordTokenWithoutItsTwinStillLacksItsDarkValue() throws {
        let a = try DesignTrustTests.run(
            design: ["weer.html": Self.page], app: ["Kleuren.swift": Self.app(withRainTwin: false)])
        let missing = a.findings.filter { $0.rule == "color.dark-variant-missing" }
        #expect(missing.contains { $0.title.contains("kleurLightmodeRegen") }, "\(missing.map(\.title))")
        #expect(!missing.contains { $0.title.contains("Oppervlak") || $0.title.contains("Tekst") }, "\(missing.map(\.title))")
    }

    @Test func aModeEndingNamesAnAppearanceOnlyAfterAnAppearanceWord() {
        #expect(AppearanceNames.mode(of: "lightmode") == "light" && AppearanceNames.mode(of: "nighttheme") == "dark")
        #expect(AppearanceNames.mode(of: "focusmode") == nil && AppearanceNames.mode(of: "mode") == nil && AppearanceNames.mode(of: "scheme") == nil)
        #expect(ColorDarkVariantMissingCheck.appearanceTwin(of: "Kit.colorLightmodeBg", in: ["Kit.colorDarkmodeBg"]) == "Kit.colorDarkmodeBg")
        #expect(ColorDarkVariantMissingCheck.appearanceTwin(of: "Kit.colorLightmodelBg", in: ["Kit.colorDarkmodelBg"]) == nil)
    }
}
