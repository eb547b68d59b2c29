import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Field round 13: what of a mockup is a section, a label or the app at all.
/// - A heading that titles one row of a list (a setting with its switch or chevron, repeated for every setting) names
///   the row, not a section; the group's own title stays the section.
/// - What a terminal drawn in a mockup prints after a command line is sample output, not label/value rows.
/// - A bare `dark` beside a component's class (`.chip.dark`) is a modifier, not a dark theme.
/// - A control inside a frame that leads back to the gallery of the mockups is the prototype's, not the app's.
/// - A comment before another element (a screen switcher) does not name the frame after it.
/// Fixtures in German and French, with class names unlike the field repositories'.
@Suite struct RowContentTests {
    private func read(_ files: [String: String]) throws -> DesignSpec { try readDesign(files) }

    /// German settings list: `h2` group titles over `li.pref` rows, each an `h3`, one line under it and a chevron
    /// glyph or a switch.
    static let einstellungen = """
        <!DOCTYPE html><html lang="de"><head><title>Einstellungen</title></head><body>
        <div class="app"><h1>Einstellungen</h1>
        <div class="gruppe"><h2>Konto</h2><ul class="liste">
          <li class="pref"><span class="ico">👤</span><div><h3>Profil bearbeiten</h3><p>Name, Foto</p></div><span>›</span></li>
          <li class="pref"><span class="ico">🔑</span><div><h3>Passwort</h3><p>Zuletzt geändert vor 3 Monaten</p></div><span>›</span></li>
        </ul></div>
        <div class="gruppe"><h2>Benachrichtigungen</h2><ul class="liste">
          <li class="pref"><span class="ico">🔔</span><div><h3>Push-Mitteilungen</h3><p>Bei neuen Nachrichten</p></div>
            <input type="checkbox" role="switch" checked></li>
          <li class="pref"><span class="ico">✉️</span><div><h3>Wochenbericht</h3><p>Jeden Montag</p></div>
            <input type="checkbox" role="switch"></li>
        </ul></div>
        </div></body></html>
        """

    @Test func aHeadingThatTitlesARowIsNoSectionAndTheGroupTitleIs() throws {
        let spec = try read(["einstellungen.html": Self.einstellungen])
        let screen = try #require(spec.screens.first)
        #expect(screen.sections.map(\.title) == ["Konto", "Benachrichtigungen"], "\(screen.sections.map(\.title))")
        // The row with a switch is a toggle named by its title, not by its icon.
        let toggles = screen.labels.filter { $0.kind == .toggle }.map(\.text)
        #expect(toggles == ["Push-Mitteilungen", "Wochenbericht"], "\(screen.labels.map { "\($0.kind): \($0.text)" })")
        #expect(screen.texts.contains("Profil bearbeiten"))
    }

    /// A row of statistics under one stat class (Spanish: `.kpi` holding three `.celda` boxes of a number and a
    /// caption) is three statistics, each with its own value; a single stat box stays one.
    @Test func aRowOfStatBoxesIsOneStatisticPerBox() throws {
        let spec = try read([
            "resumen.html": """
            <!DOCTYPE html><html lang="es"><head><title>Resumen</title></head><body><div class="app"><h1>Resumen</h1>
            <div class="kpi">
              <div class="celda"><b>1.204</b><small>Pedidos</small></div>
              <div class="celda"><b>87%</b><small>A tiempo</small></div>
              <div class="celda"><b>3</b><small>Tiendas</small></div>
            </div>
            <div class="stat"><span class="stat-num">12 min</span><span class="stat-lbl">Espera media</span></div>
            </div></body></html>
            """
        ])
        let screen = try #require(spec.screens.first)
        let stats = screen.labels.filter { $0.kind == .stat }
        #expect(stats.map(\.text) == ["Pedidos", "A tiempo", "Tiendas", "Espera media"], "\(screen.labels.map { "\($0.kind): \($0.text)" })")
        #expect(stats.map { $0.sampleValue ?? "" } == ["1.204", "87%", "3", "12 min"])
    }

    /// Repeated cards that each hold a heading and a group of rows are sections, even beside a button.
    @Test func aHeadingOverAGroupOfRowsStaysASection() throws {
        let spec = try read([
            "konto.html": """
            <!DOCTYPE html><html lang="de"><head><title>Konto</title></head><body><div class="app"><h1>Konto</h1>
            <div class="karte"><h3>Abonnement</h3>
              <div class="zeile"><span class="zeile-label">Tarif</span><span class="zeile-wert">Premium</span></div>
              <div class="zeile"><span class="zeile-label">Verlängert am</span><span class="zeile-wert">1. Mai</span></div>
              <button>Ändern</button></div>
            <div class="karte"><h3>Zahlung</h3>
              <div class="zeile"><span class="zeile-label">Karte</span><span class="zeile-wert">•••• 4242</span></div>
              <div class="zeile"><span class="zeile-label">Ablauf</span><span class="zeile-wert">09/27</span></div>
              <button>Ändern</button></div>
            </div></body></html>
            """
        ])
        let screen = try #require(spec.screens.first)
        #expect(screen.sections.map(\.title) == ["Abonnement", "Zahlung"], "\(screen.sections.map(\.title))")
    }

    /// A French terminal mockup: a prompt, the command, then what it printed in rows that look like label/value rows.
    @Test func whatATerminalPrintsIsNoLabel() throws {
        let spec = try read([
            "console.html": """
            <!DOCTYPE html><html lang="fr"><head><title>Console</title></head><body><div class="app"><h1>Console</h1>
            <div class="journal">
              <div class="bloc"><div class="invite"><span class="ps">❯</span> <span class="cmd">df -h</span></div>
                <div class="sortie">
                  <div class="ligne"><span class="cle-label">Disque</span><span class="cle-value">82 %</span></div>
                  <div class="ligne"><span class="cle-label">Libre</span><span class="cle-value">41 Go</span></div>
                </div></div>
            </div>
            <div class="infos"><div class="ligne"><span class="cle-label">Serveur</span><span class="cle-value">atelier-2</span></div></div>
            </div></body></html>
            """
        ])
        let screen = try #require(spec.screens.first)
        let rows = screen.labels.filter { $0.kind == .labelValue }.map(\.text)
        #expect(rows == ["Serveur"], "\(screen.labels.map { "\($0.kind): \($0.text)" })")
        #expect(screen.texts.contains("Disque"))
    }

    @Test func aCommandLineIsAPromptAndALowerCaseCommand() throws {
        let page = try HTMLPage(
            text: """
                <html><body><div id="a">$ status</div><div id="b">$ BuilderOS</div><div id="c">$12.99</div>
                <div id="d">#general</div><div id="e"># reboot</div><div id="f"><div>$ ls</div><div>out</div></div></body></html>
                """, file: "t.html")
        let x = StructureExtractor(page: page, fileStem: "t")
        func line(_ id: String) -> Bool { x.ids[id].map(x.isCommandLine) ?? false }
        #expect(line("a") && line("e"))
        #expect(!line("b") && !line("c") && !line("d") && !line("f"))
    }

    @Test func aDarkModifierOnAComponentIsNoDarkTheme() throws {
        let modifier = try read([
            "karte.html": """
            <!DOCTYPE html><html><head><title>Karte</title><style>
              body { background: #FAFAF7; color: #222222; }
              .chip { background: #EEEEEE; padding: 4px 8px; }
              .chip.dark { background: #3A3A3A; color: #FFFFFF; }
            </style></head><body><div class="app"><h1>Karte</h1><span class="chip dark">Live</span></div></body></html>
            """
        ])
        #expect(!modifier.hasDarkVariant)
        // The chip keeps its own white text: no pair reads it as the body's ink.
        let pairs = modifier.colorPairs.map { "\($0.foreground.hex) on \($0.background.hex)" }
        #expect(!modifier.colorPairs.contains { $0.foreground.hex == "#222222" && $0.background.hex != "#FAFAF7" }, "\(pairs)")
        #expect(modifier.colorPairs.contains { $0.foreground.hex == "#FFFFFF" && $0.background.hex == "#3A3A3A" })

        let themed = try read([
            "karte.html": """
            <!DOCTYPE html><html><head><title>Karte</title><style>
              :root { --grund: #FFFFFF; --tinte: #111111; }
              .rahmen.dark { --grund: #000000; --tinte: #F0F0F0; }
              body { background: var(--grund); color: var(--tinte); }
            </style></head><body><div class="rahmen dark"><h1>Karte</h1><p>Hallo</p></div></body></html>
            """
        ])
        #expect(themed.hasDarkVariant)

        let scoped = try read([
            "karte.html": """
            <!DOCTYPE html><html><head><title>Karte</title><style>
              .chip { background: #EEEEEE; color: #333333; }
              .dark .chip { background: #333333; color: #EEEEEE; }
            </style></head><body><div class="app"><h1>Karte</h1><span class="chip">Live</span></div></body></html>
            """
        ])
        #expect(scoped.hasDarkVariant)
    }

    /// A German prototype: a gallery `uebersicht.html` listing three framed pages, each with a small "Zurück zur
    /// Übersicht" button inside its frame, and a tab bar linking the screens to one another.
    @Test func aControlBackToTheGalleryIsNoAppUI() throws {
        func page(_ title: String) -> String {
            """
            <!DOCTYPE html><html lang="de"><head><title>\(title)</title><link rel="stylesheet" href="stil.css"></head><body>
            <div class="phone-frame"><h1>\(title)</h1><p>Inhalt</p>
              <nav class="tabs"><a class="tab" href="start.html">Start</a><a class="tab" href="suche.html">Suche</a></nav>
              <button class="zurueck" onclick="window.location.href='uebersicht.html'">← Zurück zur Übersicht</button>
            </div></body></html>
            """
        }
        let spec = try read([
            "stil.css": """
            .phone-frame { width: 390px; height: 844px; background: #FFFFFF; color: #1A1A1A; }
            .zurueck { height: 30px; background: #2B2B2B; color: #777777; font-size: 13px; }
            .tab { display: inline-block; height: 30px; color: #0A66C2; }
            """,
            "uebersicht.html": """
            <!DOCTYPE html><html lang="de"><head><title>Übersicht</title></head><body><h1>Alle Entwürfe</h1>
            <ul><li><a href="start.html">Start</a></li><li><a href="suche.html">Suche</a></li><li><a href="profil.html">Profil</a></li></ul>
            </body></html>
            """,
            "start.html": page("Start"), "suche.html": page("Suche"), "profil.html": page("Profil")
        ])
        #expect(!spec.tapTargets.contains { $0.selector.contains("zurueck") }, "\(spec.tapTargets.map(\.selector))")
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#777777" })
        // The tab bar links screens of the prototype: it stays app UI.
        #expect(spec.tapTargets.contains { $0.selector.contains("tab") }, "\(spec.tapTargets.map(\.selector))")
    }

    /// A comment before the prototype's screen switcher names the switcher, not the frame after it.
    @Test func aCommentBeforeAnotherElementDoesNotNameTheFrame() throws {
        let spec = try read([
            "prototyp.html": """
            <!DOCTYPE html><html lang="de"><head><title>Prototyp</title></head><body><div class="wrap">
            <!-- Bildschirmauswahl -->
            <div class="auswahl"><button onclick="zeige('a')">A</button><button onclick="zeige('b')">B</button></div>
            <!-- ============================ -->
            <div class="screen" id="leer"><h1>Willkommen zurück</h1><p>Noch keine Einträge</p></div>
            <!-- Verlauf -->
            <div class="screen" id="verlauf"><h2>Verlauf</h2><p>Gestern</p></div>
            </div></body></html>
            """
        ])
        let names = spec.screens.map(\.name)
        #expect(!names.contains("Bildschirmauswahl"), "\(names)")
        #expect(names.contains("Willkommen zurück"), "\(names)")
        #expect(names.contains("Verlauf"), "\(names)")
    }
}

/// A page presenting the app's icon on a drawn home screen gives no screen; an app's own icon picker does.
@Suite struct AppIconPageTests {
    private func read(_ html: String) throws -> DesignSpec {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("icon13-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try html.write(to: base.appendingPathComponent("lumen-icon.html"), atomically: true, encoding: .utf8)
        return try MockupReader.read(roots: [base.path])
    }

    @Test func anIconPresentedOnAHomeScreenIsNoScreen() throws {
        let spec = try read(
            """
            <!DOCTYPE html><html><head><title>Lumen — App Icon Explorations</title></head><body>
            <h1>Lumen App Icon</h1><div class="variant"><h3>A: Sunrise</h3><div class="glyph sunrise"></div></div>
            <div class="device-frame"><div class="springboard">
              <div class="home-app-icon"><i></i><small>Mail</small></div>
              <div class="home-app-icon"><i class="glyph sunrise"></i><small>Lumen</small></div>
              <div class="home-app-icon"><i></i><small>Maps</small></div>
              <div class="home-app-icon"><i></i><small>Photos</small></div>
            </div></div></body></html>
            """)
        #expect(spec.screens.isEmpty, "\(spec.screens.map(\.name))")
    }

    @Test func anAppsOwnIconPickerStaysAScreen() throws {
        let spec = try read(
            """
            <!DOCTYPE html><html><head><title>Lumen — App Icon</title></head><body>
            <div class="device-frame"><h1>App Icon</h1><div class="choices">
              <div class="icon-choice"><i></i><span>Sunrise</span></div>
              <div class="icon-choice"><i></i><span>Night</span></div>
              <div class="icon-choice"><i></i><span>Classic</span></div>
            </div></div></body></html>
            """)
        #expect(!spec.screens.isEmpty)
    }
}
