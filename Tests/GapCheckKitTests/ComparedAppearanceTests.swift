import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A Spanish voice recorder for the Mac: two light style studies beside the dark page the app follows. The design's
/// pages are mostly light, but the app is compared with the dark one, so AppKit pinning it dark follows the design;
/// pinning it light, or pinning dark while the page compared is light, is still `darkmode.disabled`.
@Suite struct ComparedAppearanceTests {
    static func study(_ title: String, background: String, text: String) -> String {
        """
        <!DOCTYPE html><html lang="es"><head><title>\(title)</title><style>
        body { background: \(background); color: \(text); font-family: -apple-system; }
        h2 { font-size: 20px; } p { font-size: 13px; }
        </style></head><body>
        <h2>\(title)</h2><p>Paleta, tipografía y sombras de este estilo.</p><p>Variante descartada tras la revisión.</p>
        </body></html>
        """
    }

    static func recordings(background: String, text: String) -> String {
        """
        <!DOCTYPE html><html lang="es"><head><title>Grabaciones</title><style>
        body { background: \(background); color: \(text); font-family: -apple-system; }
        h1 { font-size: 22px; font-weight: 700; } li { font-size: 14px; } button { font-size: 14px; }
        </style></head><body>
        <h1>Grabaciones</h1>
        <ul><li>Reunión del lunes</li><li>Idea para el podcast</li></ul>
        <button>Nueva grabación</button>
        </body></html>
        """
    }

    static func app(_ appearance: String) -> [String: String] {
        [
            "GrabacionesView.swift": """
            import SwiftUI

            struct GrabacionesView: View {
                var body: some View {
                    VStack {
                        Text("Grabaciones").font(.system(size: 22, weight: .bold))
                        Text("Reunión del lunes")
                        Text("Idea para el podcast")
                        Button("Nueva grabación") {}
                    }
                }
            }
            """,
            "Delegado.swift": """
            import AppKit

            final class Delegado: NSObject, NSApplicationDelegate {
                func applicationDidFinishLaunching(_ aviso: Notification) {
                    NSApp.appearance = NSAppearance(named: .\(appearance))
                }
            }
            """
        ]
    }

    static let light = (background: "#F4F4F6", text: "#1C1C21")
    static let dark = (background: "#141417", text: "#EDEDF2")

    private func run(chosenDark: Bool, pin: String) throws -> (appearance: DesignAppearance, findings: [Finding]) {
        let (chosen, other) = chosenDark ? (Self.dark, Self.light) : (Self.light, Self.dark)
        let a = try DesignTrustTests.run(
            design: [
                "01-cristal.html": Self.study("Estudio cristal", background: other.background, text: other.text),
                "02-papel.html": Self.study("Estudio papel", background: other.background, text: other.text),
                "03-grabaciones.html": Self.recordings(background: chosen.background, text: chosen.text)
            ], app: Self.app(pin))
        #expect(a.matches.screens.contains { $0.viewName == "GrabacionesView" }, "\(a.matches.screens.map { ($0.screen.name, $0.viewName ?? "-") })")
        return (a.design.appearance, a.findings.filter { $0.rule == "darkmode.disabled" })
    }

    @Test func pinningTheComparedPagesAppearanceFollowsTheDesign() throws {
        let r = try run(chosenDark: true, pin: "darkAqua")
        #expect(r.appearance == .light, "the pages by count are light: the rule is what weighs the compared one")
        #expect(r.findings.isEmpty, "\(r.findings.map(\.title))")
    }

    @Test func pinningTheOtherAppearanceThanTheComparedPageIsCritical() throws {
        let r = try run(chosenDark: true, pin: "aqua")
        #expect(r.findings.contains { $0.severity == .critical && $0.title.contains("dark appearance") }, "\(r.findings.map(\.title))")
    }

    @Test func pinningDarkAgainstALightComparedPageIsCritical() throws {
        let r = try run(chosenDark: false, pin: "vibrantDark")
        #expect(r.appearance == .dark)
        #expect(r.findings.contains { $0.severity == .critical && $0.title.contains("light appearance") }, "\(r.findings.map(\.title))")
    }

    /// Two compared pages that disagree (the dark recordings page, a light-looking settings page with more texts) say
    /// less than the count over every page, which is dark: pinning dark follows the design.
    @Test func comparedPagesThatDisagreeLeaveTheDesignsCount() throws {
        let settings = """
            <!DOCTYPE html><html lang="es"><head><title>Ajustes</title><style>
            body { background: #F4F4F6; color: #1C1C21; font-family: -apple-system; }
            h1 { font-size: 22px; } li { font-size: 14px; }
            </style></head><body>
            <h1>Ajustes</h1>
            <ul><li>Calidad de audio</li><li>Carpeta de destino</li><li>Atajo de teclado</li><li>Iniciar con el sistema</li>
            <li>Mostrar en la barra de menús</li></ul>
            </body></html>
            """
        var app = Self.app("darkAqua")
        app["AjustesView.swift"] = """
            import SwiftUI

            struct AjustesView: View {
                var body: some View {
                    List {
                        Text("Ajustes").font(.system(size: 22))
                        Text("Calidad de audio")
                        Text("Carpeta de destino")
                        Text("Atajo de teclado")
                        Text("Iniciar con el sistema")
                        Text("Mostrar en la barra de menús")
                    }
                }
            }
            """
        let a = try DesignTrustTests.run(
            design: [
                "01-cristal.html": Self.study("Estudio cristal", background: Self.dark.background, text: Self.dark.text),
                "02-papel.html": Self.study("Estudio papel", background: Self.dark.background, text: Self.dark.text),
                "03-grabaciones.html": Self.recordings(background: Self.dark.background, text: Self.dark.text),
                "04-ajustes.html": settings
            ], app: app)
        let matched = Set(a.matches.screens.compactMap(\.viewName))
        #expect(matched.isSuperset(of: ["GrabacionesView", "AjustesView"]), "\(matched)")
        #expect(a.design.appearance == .dark)
        #expect(!a.findings.contains { $0.rule == "darkmode.disabled" && $0.severity == .critical }, "\(a.findings.map(\.title))")
    }

    /// A compared page with no text/background pair (a welcome page of pictures, judged by its backdrop alone) takes
    /// no side when the compared pages are weighed for agreement: the framed page's pairs decide, where counting the
    /// picture page's light backdrop as a dissenting vote would leave the count over every page (light here).
    @Test func aComparedPageWithoutPairsTakesNoSide() throws {
        var app = Self.app("darkAqua")
        app["AjustesView.swift"] = """
            import SwiftUI

            struct AjustesView: View {
                var body: some View {
                    List { Text("Ajustes"); Text("Calidad de audio"); Text("Carpeta de destino") }
                }
            }
            """
        let settings = """
            <!DOCTYPE html><html lang="es"><head><title>Ajustes</title></head><body>
            <h1>Ajustes</h1><ul><li>Calidad de audio</li><li>Carpeta de destino</li></ul></body></html>
            """
        let a = try DesignTrustTests.run(
            design: [
                "01-cristal.html": Self.study("Estudio cristal", background: Self.light.background, text: Self.light.text),
                "03-grabaciones.html": Self.recordings(background: Self.dark.background, text: Self.dark.text),
                "04-ajustes.html": settings
            ], app: app)
        let files = Dictionary(a.matches.screens.compactMap { m in m.viewName.map { ($0, m.screen.location.file) } }, uniquingKeysWith: { x, _ in x })
        let (recordings, settingsFile) = try (#require(files["GrabacionesView"]), #require(files["AjustesView"]))
        // The page looks are set by hand so that only the rule under test decides: the design by count is light, the
        // recordings frame draws dark pairs, the settings page has a light backdrop and no pair.
        var design = a.design
        design.hasDarkVariant = false
        design.pageAppearance = .light
        design.pageLooks = [
            PageLook(file: "01-cristal.html", framed: false, darkPairs: 0, lightPairs: 3, backdrop: .light),
            PageLook(file: recordings, framed: true, darkPairs: 4, lightPairs: 0, backdrop: .dark),
            PageLook(file: settingsFile, framed: false, darkPairs: 0, lightPairs: 0, backdrop: .light)
        ]
        #expect(ComparedAppearance.of(design, matches: a.matches) == .dark)
        // The same settings page with one light pair is a dissenting vote: the count over every page stands.
        design.pageLooks?[2].lightPairs = 1
        #expect(ComparedAppearance.of(design, matches: a.matches) == .light)
    }
}
