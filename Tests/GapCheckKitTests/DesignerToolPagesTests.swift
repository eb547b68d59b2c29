import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A design whose screens are drawn in device frames, with the designer's own pages beside them that have no frame: an
/// image export tool, an app icon size sheet, a logo usage sheet with code samples, the hub that opens them, and a
/// privacy policy. Those are tools, not screens the app lacks, and their buttons are no app contrast; a frameless page
/// of the app's kind (a photo preview, a video resolution picker) stays a screen, and nothing is set aside in a design
/// without frames.
@Suite struct DesignerToolPagesTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A mockup in a device frame.
    static func framed(_ title: String, _ labels: [String]) -> String {
        """
        <!doctype html><html lang="de"><head><meta charset="utf-8"><title>\(title)</title>
        <style>.phone-shell { width: 375px; height: 812px; border-radius: 40px; background: #FAFAF7; }</style></head><body>
        <div class="phone-shell"><h1>\(title)</h1>\(labels.map { "<p class=\"zeile\">\($0)</p>" }.joined())</div>
        </body></html>
        """
    }

    /// An export tool: previews drawn into a canvas and saved as PNG files by its script.
    static let exportTool = """
        <!doctype html><html lang="de"><head><meta charset="utf-8"><title>Garten — Symbole exportieren</title>
        <style>.knopf { background: #FFCC00; color: #FFFFFF; padding: 10px 18px; }</style></head><body>
        <h1>Symbole exportieren</h1><p>Alle Symbole als PNG in drei Größen.</p>
        <div class="raster"><div class="muster">🌱</div><div class="muster">💧</div><div class="muster">☀️</div></div>
        <button class="knopf" onclick="alleSpeichern()">Alle speichern</button>
        <canvas id="leinwand" width="512" height="512"></canvas>
        <script>
        function alleSpeichern() {
          const c = document.getElementById('leinwand');
          c.toBlob(function (blob) { const a = document.createElement('a'); a.href = URL.createObjectURL(blob); a.download = 'symbol.png'; a.click(); });
        }
        </script></body></html>
        """

    /// An app icon size sheet: the icon at the sizes of the stores, each printed as `N×N`.
    static let sizeSheet = """
        <!doctype html><html lang="de"><head><meta charset="utf-8"><title>Garten — App-Symbol in allen Größen</title>
        <style>.kachel { border-radius: 22%; background: #2E7D32; color: #A5D6A7; }</style></head><body>
        <h1>App-Symbol</h1><p>Alle Größen für die Stores.</p>
        <div class="karte"><div class="mass">1024×1024</div><div class="kachel">🌱</div></div>
        <div class="karte"><div class="mass">180 x 180</div><div class="kachel">🌱</div></div>
        <div class="karte"><div class="mass">60×60 px</div><div class="kachel">🌱</div></div>
        <button class="umschalten">🌙 Dunkel</button>
        </body></html>
        """

    /// A logo usage sheet: where the logo goes, each with the code that draws it.
    static let usageSheet = """
        <!doctype html><html lang="de"><head><meta charset="utf-8"><title>Garten — Wortmarke</title></head><body>
        <h1>Wortmarke</h1><p>Beispiele der Verwendung.</p>
        <div class="beispiel"><div class="titel">Startbild</div><div class="wortmarke gross">Garten</div><pre>Wortmarke.start(dunkel: false)</pre></div>
        <div class="beispiel"><div class="titel">Kopfzeile</div><div class="wortmarke">Garten</div><pre>Wortmarke.kopf(dunkel: false)</pre></div>
        <div class="beispiel"><div class="titel">Einstellungen</div><div class="wortmarke klein">Garten</div><pre>Wortmarke.klein(dunkel: true)</pre></div>
        </body></html>
        """

    /// The hub: cards whose buttons open the tools.
    static let hub = """
        <!doctype html><html lang="de"><head><meta charset="utf-8"><title>Garten — Alle Assets</title></head><body>
        <h1>Alle Assets</h1>
        <div class="karte"><div>Symbole</div><button onclick="window.open('symbole-export.html', '_blank')">Öffnen</button></div>
        <div class="karte"><div>App-Symbol</div><button onclick="location.href='app-symbol.html'">Öffnen</button></div>
        <div class="karte"><div>Wortmarke</div><a href="wortmarke.html">Öffnen</a></div>
        </body></html>
        """

    /// A privacy policy: chapters of sentences.
    static let privacy = """
        <!doctype html><html lang="de"><head><meta charset="utf-8"><title>Datenschutz | Garten</title></head><body>
        <h1>Datenschutzerklärung</h1>
        <h2>1. Welche Daten</h2><p>Garten speichert deine Beete und Pflanzen nur auf deinem Gerät und nirgendwo sonst.</p>
        <h2>2. Weitergabe</h2><p>Wir geben keine Daten an Dritte weiter, auch nicht zu Werbezwecken oder zur Analyse.</p>
        <h2>3. Löschen</h2><p>Du kannst alle Daten jederzeit in den Einstellungen der App vollständig löschen lassen.</p>
        </body></html>
        """

    static let app: [String: String] = [
        "app/Views/BeeteView.swift": """
        import SwiftUI

        struct BeeteView: View {
            var body: some View { VStack { Text("Beete"); Text("Tomaten"); Text("Salat") } }
        }
        """,
        "app/Views/GiessenView.swift": """
        import SwiftUI

        struct GiessenView: View {
            var body: some View { VStack { Text("Gießen"); Text("Morgen 7:00") } }
        }
        """,
        "app/Views/ErnteView.swift": """
        import SwiftUI

        struct ErnteView: View {
            var body: some View { VStack { Text("Ernte"); Text("Kilo") } }
        }
        """
    ]

    static var tools: [String: String] {
        [
            "design/symbole-export.html": exportTool, "design/app-symbol.html": sizeSheet, "design/wortmarke.html": usageSheet,
            "design/assets.html": hub, "design/datenschutz.html": privacy
        ]
    }

    static var framedDesign: [String: String] {
        var files = app
        files["design/beete.html"] = framed("Beete", ["Tomaten", "Salat"])
        files["design/giessen.html"] = framed("Gießen", ["Morgen 7:00"])
        files["design/ernte.html"] = framed("Ernte", ["Kilo"])
        files.merge(tools) { a, _ in a }
        return files
    }

    static let toolNames: Set<String> = ["symbole-export", "app-symbol", "wortmarke", "assets", "datenschutz"]

    @Test func designerToolsBesideFramedScreensGiveNoScreen() throws {
        let a = try Self.analyze(Self.framedDesign)
        let names = Set(a.design.screens.map(\.name))
        #expect(names.isDisjoint(with: Self.toolNames))
        #expect(!TrustMatchTests.screenFindings(a).contains { Self.toolNames.contains($0.expected?.name ?? "") })
        let tools = a.diagnostics.filter { $0.message.contains("designer's tools") }
        #expect(tools.count == 1)
        #expect(tools.first?.message.hasPrefix("4 pages read as designer's tools") == true)
        // With the tools aside, the privacy policy is a document beside framed screens.
        #expect(a.diagnostics.contains { $0.message.contains("document about the app") && $0.message.contains("datenschutz.html") })
        // The tools' buttons and logo previews are no app contrast.
        let toolContrast = a.findings.filter { f in
            f.rule == "contrast.insufficient" && Self.toolNames.contains { f.expected?.location?.file.contains($0) == true }
        }
        #expect(toolContrast.isEmpty)
        #expect(names.isSuperset(of: ["beete", "giessen", "ernte"]))
    }

    @Test func framelessScreensOfTheAppStayScreens() throws {
        var files = Self.framedDesign
        // A photo editor's export screen: a preview, non-square resolutions, a share button; no canvas export.
        files["design/teilen.html"] = """
            <!doctype html><html lang="de"><head><meta charset="utf-8"><title>Teilen</title></head><body>
            <h1>Teilen</h1><div class="foto-preview">🌻</div><div class="foto-preview">🌼</div><div class="foto-preview">🌷</div>
            <div>1920×1080</div><div>1280×720</div><div>3840×2160</div><button>Teilen</button>
            </body></html>
            """
        let a = try Self.analyze(files)
        #expect(a.design.screens.contains { $0.name == "teilen" })
        #expect(TrustMatchTests.screenFindings(a).contains { $0.expected?.name == "teilen" })
    }

    /// In a design of frameless pages, nothing says which page is a screen: the tools stay.
    @Test func toolsAmongFramelessMockupsStay() throws {
        var files = Self.app
        files["design/beete.html"] = "<html><head><title>Beete</title></head><body><h1>Beete</h1><p>Tomaten</p></body></html>"
        files["design/giessen.html"] = "<html><head><title>Gießen</title></head><body><h1>Gießen</h1><p>Morgen 7:00</p></body></html>"
        files["design/symbole-export.html"] = Self.exportTool
        files["design/app-symbol.html"] = Self.sizeSheet
        let a = try Self.analyze(files)
        #expect(a.design.screens.contains { $0.name == "symbole-export" })
        #expect(!a.diagnostics.contains { $0.message.contains("designer's tool") })
    }
}
