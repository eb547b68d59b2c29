import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Contrast is measured on the colors a browser paints (8 bits a channel) and printed for the pair whose colors
/// a finding shows; black text that no style chose, left by a dark theme, is a missing dark style (low).
@Suite struct PaintedContrastTests {
    private static func check(_ pairs: [ColorPair]) -> [Finding] {
        let context = CheckContext(
            design: DesignSpec(colorPairs: pairs), inventory: Inventory(), configuration: Configuration(), matches: MatchResult())
        return ContrastInsufficientCheck().run(context)
    }

    private static func pair(_ fg: String, _ bg: String, scheme: String = "light", selector: String = ".etiqueta", line: Int) -> ColorPair {
        ColorPair(
            foreground: Color(hex: fg)!, background: Color(hex: bg)!, foregroundName: "--tinta", backgroundName: "--fundo", fontSize: 13, fontWeight: 400,
            scheme: scheme, selector: selector, screen: "mercado", location: SourceLocation(file: "design/mercado.html", line: line))
    }

    @Test func aTintCompositedOverThePageIsMeasuredAsPainted() throws {
        // Teal text on a 23 % green tint over white: the exact blend is 4.4945:1, the painted #CCF2DA is 4.5039:1.
        let html = """
            <!DOCTYPE html><html><head><style>
            body { background: #FFFFFF; }
            .selo { background: rgba(34, 197, 94, 0.23); color: #0F766E; font-size: 13px; padding: 2px 6px; }
            </style></head><body data-screen="mercado"><span class="selo">Orgânico</span></body></html>
            """
        let view = "import SwiftUI\nstruct MercadoView: View { var body: some View { Text(\"Mercado\") } }\n"
        let a = try DesignTrustTests.run(design: ["mercado.html": html], app: ["MercadoView.swift": view])
        let contrast = a.findings.filter { $0.rule == "contrast.insufficient" }
        #expect(contrast.isEmpty, "\(contrast.map(\.title))")
        #expect(Color(red: 0.5, green: 0, blue: 1).painted.red == 128.0 / 255)
    }

    @Test func aGroupPrintsItsWorstPairWithThatPairsRatio() throws {
        // Three places, same names, different colors: the worst is shown (not the first by place), with its own
        // ratio and place; the others are counted.
        let found = Self.check([
            Self.pair("#8A8A8A", "#FFFFFF", line: 10),  // 3.45:1
            Self.pair("#BBBBBB", "#FFFFFF", line: 20),  // 1.92:1
            Self.pair("#999999", "#FFFFFF", line: 30)  // 2.85:1
        ])
        let f = try #require(found.first)
        #expect(f.message.contains("#BBBBBB") && f.message.contains("(3 places)"), "\(f.message)")
        #expect(f.title.contains("1.92:1"), "\(f.title)")
        #expect(f.expected?.location?.line == 20)
    }

    @Test func defaultBlackLeftByADarkThemeIsAMissingStyle() throws {
        var light = Self.pair("#000000", "#FAFAFA", selector: "span.estrela", line: 40)
        light.textColorStated = false
        var dark = Self.pair("#000000", "#18181B", scheme: "dark", selector: "span.estrela", line: 40)
        dark.textColorStated = false
        let f = try #require(Self.check([light, dark]).first)
        #expect(f.severity == .low)
        #expect(f.message.contains("browser's default color"), "\(f.message)")
        // A color the design chose, black on dark, stays medium.
        var chosen = dark
        chosen.textColorStated = true
        #expect(Self.check([light, chosen]).map(\.severity) == [.medium])
        // So does an unstated color that fails in light too.
        var lightFails = Self.pair("#000000", "#3F3F46", selector: "span.estrela", line: 40)
        lightFails.textColorStated = false
        #expect(Self.check([lightFails, dark]).map(\.severity) == [.medium, .medium])
    }

    @Test func defaultBlackIsJudgedByTheLightPairsOfItsOwnElementOnItsOwnScreen() throws {
        // One selector on two screens: its unstated black passes in light on "lista" and fails on "ficha". The dark
        // pair of "lista" is the missing dark style (low); the one of "ficha" fails in both appearances (medium).
        func unstated(_ bg: String, scheme: String, screen: String?, line: Int) -> ColorPair {
            var p = Self.pair("#000000", bg, scheme: scheme, selector: "p.nota", line: line)
            p.screen = screen
            p.textColorStated = false
            return p
        }
        let found = Self.check([
            unstated("#FAFAFA", scheme: "light", screen: "lista", line: 10),
            unstated("#3F3F46", scheme: "light", screen: "ficha", line: 20),
            unstated("#18181B", scheme: "dark", screen: "lista", line: 10),
            unstated("#18181B", scheme: "dark", screen: "ficha", line: 20)
        ])
        let dark = found.filter { $0.title.contains("dark mode") }
        #expect(dark.map(\.severity).sorted() == [.medium, .low], "\(found.map(\.title))")
        #expect(dark.first { $0.severity == .low }?.expected?.location?.line == 10)
        // A page without a screen name is one element with its empty name, as before.
        let unnamed = Self.check([
            unstated("#FAFAFA", scheme: "light", screen: nil, line: 30), unstated("#18181B", scheme: "dark", screen: "", line: 30)
        ])
        #expect(unnamed.map(\.severity) == [.low])
    }

    @Test func textFailingOnlyAtAGradientsWorstEndIsLow() throws {
        // Over a gradient the worst painted color is printed; where the text sits is not known without layout.
        var endOnly = Self.pair("#FFFFFF", "#D1826D", line: 50)
        endOnly.backgroundName = "gradient edge #D1826D"
        endOnly.gradientRatios = Array(repeating: 9.0, count: 15) + Array(repeating: 3.2, count: 6)
        endOnly.gradientStartRatio = 9.0
        let f = try #require(Self.check([endOnly]).first)
        #expect(f.severity == .low)
        #expect(f.message.contains("over 71% of the gradient"), "\(f.message)")
        // Failing where a left-to-right text begins (the top-left corner) stays medium.
        var atStart = endOnly
        atStart.gradientStartRatio = 3.2
        #expect(Self.check([atStart]).map(\.severity) == [.medium])
        // Failing over most of the gradient stays medium, as does a solid background.
        var mostly = endOnly
        mostly.gradientRatios = Array(repeating: 9.0, count: 5) + Array(repeating: 3.2, count: 16)
        #expect(Self.check([mostly]).map(\.severity) == [.medium])
        #expect(Self.check([Self.pair("#FFFFFF", "#D1826D", line: 50)]).map(\.severity) == [.medium])
    }

    @Test func aCardsLitCornerBeyondTheBoxIsNoFailure() throws {
        // A Dutch tide card: the lit stop sits outside the box; white passes at the edge the box shows. On the
        // warm card only its far end fails (low); on the bright card the text fails over most of it (medium).
        let html = """
            <!DOCTYPE html><html><head><style>
            body { background: #05070C; }
            .kaart { padding: 16px; color: #FFFFFF; font-size: 14px; }
            .koel { background: linear-gradient(100deg, #2E7FD4 -40%, #0A1F38 60%, #05101B 100%); }
            .warm { background: linear-gradient(100deg, #2B0A0A 0%, #7A2416 42%, #FFB4A0 130%); }
            .fel { background: linear-gradient(100deg, #FDE68A 0%, #FBBF24 100%); }
            .ochtend { background: linear-gradient(135deg, #F59E0B 0%, #1E1B4B 45%, #0B0A1F 100%); color: #FAFAFA; }
            </style></head><body data-screen="getijden">
            <div class="kaart ochtend"><p>Zonsopkomst 07:58</p></div>
            <div class="kaart koel"><p>Hoogwater 06:12</p></div>
            <div class="kaart warm"><p>Laagwater 12:40</p></div>
            <div class="kaart fel"><p>Springtij</p></div>
            </body></html>
            """
        let view = "import SwiftUI\nstruct GetijdenView: View { var body: some View { Text(\"Getijden\") } }\n"
        let a = try DesignTrustTests.run(design: ["getijden.html": html], app: ["GetijdenView.swift": view])
        let contrast = a.findings.filter { $0.rule == "contrast.insufficient" }
        #expect(!contrast.contains { $0.title.contains("#2E7FD4") }, "\(contrast.map(\.title))")
        let warm = try #require(contrast.first { $0.title.contains("gradient edge") && $0.severity == .low }, "\(contrast.map(\.title))")
        #expect(warm.message.contains("where it sits"))
        #expect(contrast.contains { $0.severity == .medium && $0.title.contains("#FDE68A") }, "\(contrast.map(\.title))")
        // The failing end is the top-left corner, where the text begins: medium, though most of the card passes.
        #expect(contrast.contains { $0.severity == .medium && $0.title.contains("#F59E0B") }, "\(contrast.map(\.title))")
    }
}
