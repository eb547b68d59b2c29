import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import MockupReader

/// A design folder that is a documentation site around the app's screens (field-tests round 12): its pages are no
/// screens, whatever their language, though their component demos stay what the design-side checks read; and a page
/// named like designer tooling that holds the app's screens in phone frames is the app's design. Fixtures of our
/// own: a German documentation site (Designsystem, Abläufe, Personas) beside `wireframes/screens.html`, and a
/// Japanese landing page with a product demo.
@Suite struct DocumentSiteTests {
    /// The site header every page shares: a brand link and a nav to the sibling pages.
    static let header = """
        <header class="kopf"><a class="marke" href="designsystem.html">Fahrtenbuch</a>
        <nav class="menue"><a href="designsystem.html">Designsystem</a><a href="ablaeufe.html">Abläufe</a>
        <a href="personas.html">Personas</a><a href="wireframes/screens.html">Screens</a></nav></header>
        """
    static let style = """
        <style>
        body { background: #FFFFFF; color: #1F2937; font-size: 15px; }
        .kopf { background: #FFFFFF; }
        .marke { color: #4ADE80; font-size: 18px; }
        .menue a { color: #6B7280; }
        .muster { width: 64px; height: 64px; border-radius: 8px; }
        .knopf-primaer { background: #4ADE80; color: #FFFFFF; font-size: 15px; padding: 12px 20px; }
        .schritt { border: 1px solid #E5E7EB; padding: 12px; }
        </style>
        """
    /// The design system: swatches that print their hex codes, type specimens, and a chapter of component demos
    /// (two buttons and a text field). The primary button's white on #4ADE80 is a real design-side defect.
    static let designSystem = """
        <!DOCTYPE html><html lang="de"><head><title>Designsystem – Fahrtenbuch</title>\(style)</head><body>
        \(header)
        <main><section><h2>Farben</h2><div class="raster">
        <div class="farbe"><div class="muster" style="background:#4ADE80"></div><span>Primär</span><code>#4ADE80</code></div>
        <div class="farbe"><div class="muster" style="background:#1F2937"></div><span>Text</span><code>#1F2937</code></div>
        <div class="farbe"><div class="muster" style="background:#F59E0B"></div><span>Warnung</span><code>#F59E0B</code></div>
        </div></section>
        <section><h2>Typografie</h2><p class="probe">Überschrift 28 px fett</p><p class="probe">Fließtext 15 px normal</p></section>
        <section><h2>Komponenten</h2><button class="knopf-primaer">Fahrt speichern</button>
        <button class="knopf-zweit">Abbrechen</button><input class="feld" placeholder="Kilometerstand"></section></main>
        </body></html>
        """
    /// The flows: step cards under four chapters, no control.
    static let flows = """
        <!DOCTYPE html><html lang="de"><head><title>Abläufe – Fahrtenbuch</title>\(style)</head><body>
        \(header)
        <main><section><h2>Fahrt erfassen</h2><div class="schritt">Start tippen</div><div class="schritt">Ziel wählen</div></section>
        <section><h2>Fahrt bearbeiten</h2><div class="schritt">Eintrag öffnen</div><div class="schritt">Werte ändern</div></section>
        <section><h2>Export</h2><div class="schritt">Zeitraum wählen</div><div class="schritt">PDF teilen</div></section>
        <section><h2>Fehlerfälle</h2><div class="schritt">Kein GPS-Signal</div><div class="schritt">Speicher voll</div></section></main>
        </body></html>
        """
    /// The personas and journey: three chapters of prose, no control.
    static let personas = """
        <!DOCTYPE html><html lang="de"><head><title>Personas – Fahrtenbuch</title>\(style)</head><body>
        \(header)
        <main><section><h2>Außendienst</h2><p>Jana fährt täglich zu Kunden und braucht ein schnelles Fahrtenbuch.</p></section>
        <section><h2>Selbstständige</h2><p>Olaf trennt private und geschäftliche Fahrten für die Steuer.</p></section>
        <section><h2>Reise der Nutzer</h2><p>Entdecken, einrichten, täglich erfassen, monatlich exportieren.</p></section></main>
        </body></html>
        """
    /// The app's real screens, in phone frames, on a page whose folder is called `wireframes`.
    static let screens = """
        <!DOCTYPE html><html lang="de"><head><title>Screens – Fahrtenbuch</title><style>
        .phone-frame { width: 375px; height: 812px; background: #FFFFFF; color: #1F2937; }
        </style></head><body><h1>Screens</h1>
        <div class="phone-frame" data-screen="uebersicht"><h2>Übersicht</h2><p>Heute gefahren</p><p>Letzte Fahrten</p><button>Neue Fahrt</button></div>
        <div class="phone-frame" data-screen="einstellungen"><h2>Einstellungen</h2><p>Benachrichtigungen</p><p>Fahrzeuge verwalten</p><p>Datenschutz</p><button>Abmelden</button></div>
        </body></html>
        """
    static let app = """
        import SwiftUI

        struct UebersichtView: View {
            var body: some View {
                VStack { Text("Übersicht"); Text("Heute gefahren"); Text("Letzte Fahrten"); Button("Neue Fahrt") {} }
            }
        }
        """
    static var site: [String: String] {
        [
            "designsystem.html": designSystem, "ablaeufe.html": flows, "personas.html": personas, "wireframes/screens.html": screens
        ]
    }

    static func onPage(_ f: Finding, _ page: String) -> Bool {
        ([f.expected?.location, f.actual?.location].compactMap { $0 } + f.occurrences).contains { $0.file.hasSuffix(page) }
    }

    @Test func aDocumentationSiteInAnyLanguageGivesNoScreens() throws {
        let a = try DesignTrustTests.run(design: Self.site, app: ["UebersichtView.swift": Self.app])
        let files = Set(a.design.screens.map { ($0.location.file as NSString).lastPathComponent })
        #expect(!files.contains("designsystem.html") && !files.contains("ablaeufe.html") && !files.contains("personas.html"), "\(files)")
        let missing = a.findings.filter { $0.rule == "screen.missing" && $0.severity != .low }
        #expect(
            !missing.contains { Self.onPage($0, "designsystem.html") || Self.onPage($0, "ablaeufe.html") || Self.onPage($0, "personas.html") },
            "\(missing.map(\.title))")
        let said = a.design.diagnostics.filter { $0.message.contains("design document") }
        #expect(said.count == 3, "\(a.design.diagnostics.map(\.message))")
    }

    @Test func aDocumentationSitesComponentDemosAreCheckedButNotItsHeader() throws {
        let a = try DesignTrustTests.run(design: Self.site, app: ["UebersichtView.swift": Self.app])
        let contrast = a.findings.filter { $0.rule == "contrast.insufficient" && $0.severity != .low && Self.onPage($0, "designsystem.html") }
        // The demo button ships the design's defect: kept.
        #expect(contrast.contains { $0.title.contains("knopf-primaer") || $0.message.contains("knopf-primaer") }, "\(contrast.map(\.title))")
        // The site's brand link is the site's, not the app's.
        #expect(
            !a.findings.contains { $0.rule == "contrast.insufficient" && ($0.title.contains("marke") || $0.message.contains(".marke")) },
            "\(contrast.map(\.title))")
    }

    @Test func aPageNamedLikeToolingThatFramesTheAppsScreensIsCompared() throws {
        let a = try DesignTrustTests.run(design: Self.site, app: ["UebersichtView.swift": Self.app])
        #expect(Set(a.design.screens.map(\.name)).isSuperset(of: ["uebersicht", "einstellungen"]), "\(a.design.screens.map(\.name))")
        // The settings screen the app lacks is reported.
        #expect(a.findings.contains { $0.rule == "screen.missing" && $0.severity != .low && $0.title.contains("einstellungen") }, "\(a.findings.map(\.title))")
        #expect(!a.design.diagnostics.contains { $0.message.contains("designer-tooling page") }, "\(a.design.diagnostics.map(\.message))")
    }

    @Test func toolingByNameGivesWayToFramesExceptForFrameKitsAndSlides() {
        #expect(DesignerTooling.isToolingPage("design/wireframes.html", framed: false))
        #expect(!DesignerTooling.isToolingPage("design/wireframes.html", framed: true))
        #expect(!DesignerTooling.isToolingPage("design/wireframes/screens.html", framed: true))
        #expect(DesignerTooling.isToolingPage("design-tools/device-frames/device-frames.html", framed: true))
        #expect(DesignerTooling.isToolingPage("docs/slides.html", framed: true))
        #expect(DesignerTooling.isToolingPage("reference/design-tools.html", framed: true))
        #expect(!DesignerTooling.isToolingPage("docs/annotations/checkout.html", framed: true))
        #expect(!DesignerTooling.isToolingPage("design/settings.html", framed: false))
    }

    /// A Japanese landing page: a nav of three in-page anchors, a hero whose product demo has buttons, three chapters.
    static let landing = """
        <!DOCTYPE html><html lang="ja"><head><title>ロクガ — 必要なものだけ</title><style>
        body { background: #FAFAF8; color: #111111; } .demo button { background: #E5484D; color: #FFFFFF; }
        </style></head><body>
        <header><nav><a href="#top">ロクガ</a><a href="#kinou">機能</a><a href="#dl">ダウンロード</a></nav></header>
        <main id="top"><section class="hero"><h1>画面収録を、もっと軽く。</h1>
        <div class="demo"><button>範囲</button><button>全画面</button><button>ウインドウ</button><button>収録</button></div></section>
        <section id="kinou"><h2>機能</h2><p>ショートカットひとつで収録を始められます。</p></section>
        <section id="dl"><h2>ダウンロード</h2><p>macOS 14 以降に対応しています。</p></section>
        <section id="faq"><h2>よくある質問</h2><p>無料で使えますか？はい、すべての機能が無料です。</p></section></main>
        <footer>© ロクガ</footer></body></html>
        """

    @Test func aLandingPageWhoseProductDemoHasButtonsIsADocument() throws {
        let a = try DesignTrustTests.run(
            design: ["landing.html": Self.landing, "wireframes/screens.html": Self.screens], app: ["UebersichtView.swift": Self.app])
        #expect(!a.design.screens.contains { $0.location.file.hasSuffix("landing.html") }, "\(a.design.screens.map(\.name))")
        #expect(!a.findings.contains { $0.rule == "screen.missing" && Self.onPage($0, "landing.html") }, "\(a.findings.map(\.title))")
    }

    /// Controls in several chapters still make a screen, with a site navigation or not.
    @Test func aFramelessScreenWithControlsUnderSeveralChaptersStaysAScreen() throws {
        let page = """
            <!DOCTYPE html><html><head><title>Konto</title></head><body>
            <header><nav><a href="start.html">Start</a><a href="fahrten.html">Fahrten</a><a href="hilfe.html">Hilfe</a></nav></header>
            <h2>Profil</h2><button>Foto ändern</button><h2>Sicherheit</h2><button>Passwort ändern</button><h2>Daten</h2><p>Export als CSV</p>
            </body></html>
            """
        let a = try DesignTrustTests.run(design: ["konto.html": page], app: ["UebersichtView.swift": Self.app])
        #expect(a.design.screens.contains { $0.location.file.hasSuffix("konto.html") }, "\(a.design.diagnostics.map(\.message))")
    }
}
