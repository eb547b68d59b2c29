import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

/// Round 20 (docs/field-tests.md): a board of captioned watch frames is a board of screens, a view may carry the app's
/// name before the screen's (`MareComplicationView`), and a heading over a row of painted swatches is the design's
/// color legend, not a section the app must write. Fixtures: a Portuguese tide app ("Maré") and a Norwegian one, with
/// other class names, captions and palettes than the field repositories.
@Suite struct WatchBoardScreensTests {
    /// Three watch frames, each after its caption, no `data-screen`: the captions name the screens.
    static let board = """
        <!DOCTYPE html><html lang="pt"><head><title>Maré — relógio</title><style>
        :root { --mar: #0B3D5C; --espuma: #E8F4F8; --coral: #F2705E; }
        body { background: #101418; font-family: sans-serif; }
        .quadro { display: flex; gap: 40px; }
        .legenda { color: #8899AA; font-size: 12px; }
        .relogio-frame { width: 184px; height: 224px; border-radius: 38px; background: var(--mar); overflow: hidden; }
        .grande { color: var(--espuma); font-size: 24px; font-weight: 600; }
        .pequeno { color: var(--espuma); font-size: 13px; }
        .botao { background: var(--coral); color: #FFFFFF; }
        </style></head><body>
        <h1>Maré · telas do relógio</h1>
        <div class="quadro">
          <div class="coluna"><h3 class="legenda">Marés de hoje</h3>
            <div class="watch-frame relogio-frame"><p class="grande">Preia-mar 14:32</p><p class="pequeno">Baixa-mar 08:10</p><p class="pequeno">Altura 2,4 m</p></div></div>
          <div class="coluna"><h3 class="legenda">Alertas</h3>
            <div class="watch-frame relogio-frame"><p class="grande">Alertas</p><p class="pequeno">Avisar antes da preia-mar</p><button class="botao">Ativar</button></div></div>
          <div class="coluna"><h3 class="legenda">Portos favoritos</h3>
            <div class="watch-frame relogio-frame"><p class="grande">Portos</p><p class="pequeno">Nazaré</p><p class="pequeno">Peniche</p><p class="pequeno">Sines</p></div></div>
        </div>
        </body></html>
        """

    /// A watch app: the three screens are built, under their own names; "Portos favoritos" is not.
    static let watchApp = """
        import SwiftUI

        @main
        struct MareApp: App {
            var body: some Scene { WindowGroup { TabView { MaresDeHojeView(); AlertasView() } } }
        }

        struct MaresDeHojeView: View {
            var body: some View {
                VStack {
                    Text("Preia-mar 14:32")
                    Text("Baixa-mar 08:10")
                    Text("Altura 2,4 m")
                }
            }
        }

        struct AlertasView: View {
            var body: some View {
                VStack {
                    Text("Alertas")
                    Text("Avisar antes da preia-mar")
                    Button("Ativar") {}
                }
            }
        }
        """

    static func lines(_ a: Analysis) -> [String] { a.findings.map { "\($0.severity) \($0.rule) \($0.title)" } }

    @Test func captionedWatchFramesAreScreensOfTheirOwn() throws {
        let a = try DesignTrustTests.run(design: ["relogio.html": Self.board], app: ["Mare Watch App/MareApp.swift": Self.watchApp])
        let names = a.design.screens.map(\.name)
        #expect(a.design.screens.count == 3, "\(names)")
        #expect(a.design.screens.allSatisfy { $0.surface == .watch }, "\(names)")
        // Each built screen pairs with its view; the one the app lacks is the only screen finding, and the page's
        // own name ("relogio") is no screen at all.
        #expect(a.matches.screens.contains { $0.viewName == "MaresDeHojeView" }, "\(a.matches.screens.map { ($0.screen.name, $0.viewName) })")
        #expect(a.matches.screens.contains { $0.viewName == "AlertasView" })
        let missing = a.findings.filter { $0.rule == "screen.missing" }
        #expect(missing.count == 1 && missing[0].title.contains("Portos"), "\(Self.lines(a))")
        #expect(!a.findings.contains { $0.title.lowercased().contains("relogio") }, "\(Self.lines(a))")
    }

    @Test func watchFramesAgainstAPhoneOnlyAppAreAnotherAppsUI() throws {
        // An iPhone app (it says so by a UIKit call); the same screens built.
        let phoneApp = Self.watchApp.replacingOccurrences(of: "MareApp", with: "MarePhoneApp")
            .replacingOccurrences(of: "Button(\"Ativar\") {}", with: "Button(\"Ativar\") { UIImpactFeedbackGenerator().impactOccurred() }")
        let a = try DesignTrustTests.run(design: ["relogio.html": Self.board], app: ["Mare/MarePhoneApp.swift": phoneApp])
        #expect(a.inventory.platforms == [.mobile])
        #expect(!a.findings.contains { $0.rule == "screen.missing" }, "\(Self.lines(a))")
    }

    /// A complication page: its sections under headings, and a legend of the palette at the end.
    static let complicationPage = """
        <!DOCTYPE html><html lang="nb"><head><title>Tidevann — komplikasjoner</title><style>
        :root { --niva-1: #2E86AB; --niva-2: #A23B72; --niva-3: #F18F01; }
        body { background: #000000; color: #FFFFFF; }
        .overskrift { font-size: 13px; color: #AAAAAA; }
        .sirkel { width: 40px; height: 40px; border-radius: 20px; }
        </style></head><body>
        <h2>Sirkulær</h2>
        <div class="rund"><span>Flo 14:32</span></div>
        <h2>Rektangulær</h2>
        <div class="firkant"><span>Neste flo 14:32</span><span>Fjære 08:10</span></div>
        <h2>Nivåfarger</h2>
        <div class="palett">
          <div class="prove"><div class="sirkel" style="background: var(--niva-1)"></div><div class="navn">Lavt</div></div>
          <div class="prove"><div class="sirkel" style="background: var(--niva-2)"></div><div class="navn">Middels</div></div>
          <div class="prove"><div class="sirkel" style="background: var(--niva-3)"></div><div class="navn">Høyt</div></div>
        </div>
        </body></html>
        """

    /// The complication's view carries the app's name before the screen's; it shows both kinds, not the legend.
    static let complicationApp = """
        import SwiftUI
        import WidgetKit

        @main
        struct TidevannApp: App {
            var body: some Scene { WindowGroup { Text("Tidevann") } }
        }

        struct TidevannKomplikasjonerView: View {
            var body: some View {
                VStack {
                    Section("Sirkulær") { Text("Flo 14:32") }
                    Section("Rektangulær") { Text("Neste flo 14:32"); Text("Fjære 08:10") }
                }
            }
        }
        """

    @Test func aViewNamedWithTheAppsNameBeforeTheScreensImplementsIt() throws {
        let a = try DesignTrustTests.run(
            design: ["komplikasjoner.html": Self.complicationPage], app: ["Tidevann/TidevannApp.swift": Self.complicationApp])
        #expect(a.inventory.appName == "Tidevann")
        #expect(a.matches.screens.contains { $0.viewName == "TidevannKomplikasjonerView" }, "\(a.matches.screens.map { ($0.screen.name, $0.viewName) })")
        #expect(!a.findings.contains { $0.rule == "screen.missing" }, "\(Self.lines(a))")
    }

    @Test func aHeadingOverPaintedSwatchesIsTheDesignsLegendNotASection() throws {
        let a = try DesignTrustTests.run(
            design: ["komplikasjoner.html": Self.complicationPage], app: ["Tidevann/TidevannApp.swift": Self.complicationApp])
        let sections = a.design.screens.flatMap(\.sections).map(\.title)
        #expect(sections.contains("Sirkulær") && sections.contains("Rektangulær"), "\(sections)")
        #expect(!sections.contains("Nivåfarger"), "\(sections)")
        #expect(!a.findings.contains { $0.rule == "section.missing" }, "\(Self.lines(a))")
    }

    /// The same shape among a screen's content is the screen's: a chart legend under a chart with texts of its own, and
    /// swatches painted by class rather than inline style, stay sections.
    @Test func swatchesBesideOtherContentOrPaintedByClassStaySections() throws {
        let withChart = Self.complicationPage.replacingOccurrences(
            of: "<div class=\"palett\">", with: "<div class=\"palett\"><p>Vannstand siste døgn</p>")
        let byClass = Self.complicationPage.replacingOccurrences(of: " style=\"background: var(--niva-1)\"", with: "")
        for page in [withChart, byClass] {
            let a = try DesignTrustTests.run(design: ["komplikasjoner.html": page], app: ["Tidevann/TidevannApp.swift": Self.complicationApp])
            #expect(a.design.screens.flatMap(\.sections).map(\.title).contains("Nivåfarger"))
        }
    }
}
