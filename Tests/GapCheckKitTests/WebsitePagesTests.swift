import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A product's website (pages linked by a site header and footer, prose, a store badge) and its marketing art
/// given as the design, next to the app's real mockups: the website and the promo art are no app screens, the
/// mockups still are.
@Suite struct WebsitePagesTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A site header and footer linking the site's pages, and paragraphs of prose.
    static func sitePage(_ title: String, _ paragraphs: [String], tag: String = "p") -> String {
        """
        <!doctype html><html lang="de"><head><meta charset="utf-8"><title>\(title) | Wanderlust</title>
        <link rel="stylesheet" href="site.css"></head><body>
        <header class="site-top"><a href="index.html" class="brand">Wanderlust</a>
          <nav><a href="funktionen.html">Funktionen</a> <a href="preise.html">Preise</a> <a href="rechtliches/datenschutz.html">Datenschutz</a></nav>
        </header>
        <main><h1>\(title)</h1>
        \(paragraphs.map { "<\(tag) class=\"antwort\">\($0)</\(tag)>" }.joined(separator: "\n"))
        </main>
        <footer><small>© 2026 Wanderlust GmbH</small> <a href="impressum.html">Impressum</a> <a href="agb.html">AGB</a></footer>
        </body></html>
        """
    }

    static let prose = [
        "Wanderlust plant deine Touren in den Alpen, zeigt Höhenprofile und warnt dich rechtzeitig vor Wetterumschwüngen am Berg.",
        "Alle Karten lassen sich offline speichern, damit du auch ohne Empfang im Hochgebirge jederzeit weißt, wo du gerade bist.",
        "Wir speichern deine Routen ausschließlich auf deinem Gerät und teilen keine Standortdaten mit Dritten, auch nicht anonymisiert."
    ]

    static let files: [String: String] = [
        "design/site.css": ":root { --moos: #2F5D3A; --fels: #6B6B6B; }\nbody { color: var(--fels); }\nh1 { color: var(--moos); }",
        "design/funktionen.html": sitePage("Funktionen", prose),
        // Prose in answer blocks rather than paragraphs, as an FAQ writes it.
        "design/datenschutz.html": sitePage("Datenschutz", prose.reversed(), tag: "div"),
        // An invitation landing page: no site navigation, but a store badge that asks the reader to get the app.
        "design/einladung.html": """
        <!doctype html><html><head><title>Du bist eingeladen</title><link rel="stylesheet" href="site.css"></head><body>
        <div class="karte"><h1>Du bist eingeladen</h1><p>Lena hat dich zu einer Tour eingeladen.</p>
        <a href="#"><img src="badge.svg" alt="Get it on Google Play"></a></div></body></html>
        """,
        // A real frameless mockup of the app: its tab bar links to the other mockups, over a form of short labels.
        "design/touren.html": """
        <!doctype html><html><head><title>Meine Touren</title><link rel="stylesheet" href="site.css"></head><body>
        <header class="nav-bar"><h1>Meine Touren</h1></header>
        <label>Suche <input placeholder="Gipfel"></label>
        <div class="row"><span class="label">Strecke</span><span class="value">12 km</span></div>
        <nav class="tab-bar"><a href="touren.html">Touren</a><a href="karte.html">Karte</a><a href="profil.html">Profil</a></nav>
        </body></html>
        """,
        // Marketing art: phone frames under headlines, named so by its title.
        "design/store-bilder.html": """
        <!doctype html><html><head><title>Wanderlust — App Store Screenshots</title>
        <style>.headline { font-size: 64px; font-weight: 800; color: #FFFFFF; } .phone-frame { width: 390px; }</style></head><body>
        <div class="shot"><div class="headline">Nie wieder verlaufen.</div>
          <div class="phone-frame"><h2>Karte</h2><div class="row"><span class="label">Höhe</span><span class="value">2.340 m</span></div></div></div>
        </body></html>
        """,
        "app/Views/KarteView.swift": """
        import SwiftUI

        struct KarteView: View {
            var body: some View { VStack { Text("Karte"); Text("Höhe") } }
        }
        """
    ]

    @Test func websitePagesGiveNoScreenAndOneDiagnostic() throws {
        let a = try Self.analyze(Self.files)
        let names = Set(a.design.screens.map(\.name))
        #expect(!names.contains("funktionen") && !names.contains("datenschutz") && !names.contains("einladung"))
        #expect(!a.findings.contains { $0.rule == "screen.missing" && ["funktionen", "datenschutz", "einladung"].contains($0.expected?.name ?? "") })
        let website = a.diagnostics.filter { $0.message.contains("website") }
        #expect(website.count == 1)
        #expect(website.first?.message.hasPrefix("3 pages read as pages of a website") == true)
        // The site's stylesheet is still the brand's: its tokens are compared.
        #expect(a.design.expectations.contains { $0.name == "--moos" })
    }

    @Test func aFramelessMockupWithATabBarStaysAScreen() throws {
        let a = try Self.analyze(Self.files)
        #expect(a.design.screens.contains { $0.name == "touren" })
        #expect(a.findings.contains { $0.rule == "screen.missing" && $0.expected?.name == "touren" })
    }

    @Test func promoArtGivesNoScreenAndNoElements() throws {
        let a = try Self.analyze(Self.files)
        #expect(!a.design.screens.contains { $0.name.contains("store") })
        #expect(!a.design.elements.contains { $0.location.file.hasSuffix("store-bilder.html") })
        #expect(a.diagnostics.contains { $0.message.hasPrefix("1 page reads as marketing art") })
        // The poster's `.headline` class is no text style of the app.
        #expect(!a.findings.contains { $0.rule == "typography.mismatch" && ($0.expected?.name ?? "").contains("headline") })
    }

    @Test func aScreenTitledPromoCodeIsStillAScreen() throws {
        var files = Self.files
        files["design/gutschein.html"] = """
            <!doctype html><html><head><title>Promo Code</title></head><body>
            <h1>Promo Code</h1><label>Code <input placeholder="SOMMER26"></label><button>Einlösen</button></body></html>
            """
        let a = try Self.analyze(files)
        #expect(a.design.screens.contains { $0.name == "gutschein" })
    }
}
