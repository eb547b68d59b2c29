import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A frameless page that presents a desktop app view by view: a switcher outside the views picks which one shows, one
/// view draws the app's window. The switcher and the captions and notes each view sets around its drawn surfaces are the
/// presentation's, no app UI; what the surfaces draw stays. A prototype whose own tab bar switches its screens (no
/// window drawn), and a window whose sidebar switches panes inside it, stay app UI whole.
/// Fixtures: a German time-tracking menu-bar app (links to `#ansicht-…`), a Spanish one (`data-vista` buttons).
@Suite struct PresentationApparatusTests {
    static let style = """
        body { background: #0E0E12; color: #D0D0D8; font-family: sans-serif; }
        .ansicht { display: none; } .ansicht.an { display: block; }
        .umschalter { position: fixed; bottom: 16px; }
        .umschalter a { color: #5E5E66; font-size: 12px; padding: 8px 16px; }
        .ebene { color: #4A4A52; font-size: 10px; text-transform: uppercase; }
        .erkl { color: #56565E; font-size: 13px; }
        .hinweis { border: 1px solid #222228; border-radius: 8px; padding: 12px; }
        .hinweis p { color: #585860; font-size: 12px; }
        .popover { background: #24222E; border-radius: 12px; box-shadow: 0 12px 40px rgba(0,0,0,.5); width: 280px; }
        .popover .zeit { color: #F4F4F8; font-size: 28px; }
        .popover .status { color: #9C9AAC; font-size: 11px; }
        .fenster { background: #1C1B24; border-radius: 10px; box-shadow: 0 20px 60px rgba(0,0,0,.6); }
        .leiste { height: 40px; display: flex; gap: 6px; }
        .leiste i { width: 12px; height: 12px; border-radius: 50%; background: #E25B55; }
        .abschnitt { color: #8E8CA0; font-size: 11px; text-transform: uppercase; }
        .fenster button { color: #FFFFFF; background: #5B4FE0; height: 32px; }
        """

    /// `switcher` is placed after the views; `sidebar` inside the window's content.
    static func germanPage(switcher: String, sidebar: String = "") -> String {
        """
        <!DOCTYPE html><html lang="de"><head><style>\(style)</style></head><body>
        <section class="ansicht an" id="ansicht-menue">
          <div class="spalte">
            <div class="ebene">Ebene 1 · Menüleiste</div>
            <p class="erkl">Ein Klick auf das Symbol öffnet das Popover mit der laufenden Zeit.</p>
            <div class="popover">
              <div class="zeit">01:24:10</div>
              <div class="status">Läuft seit 09:12</div>
            </div>
            <aside class="hinweis"><h4>Umsetzung</h4><p>Als <code>NSPopover</code> mit <code>.transient</code> anlegen, damit es sich schließt.</p></aside>
          </div>
        </section>
        <section class="ansicht" id="ansicht-fenster">
          <div class="spalte">
            <div class="ebene">Ebene 2 · Einstellungen</div>
            <p class="erkl">Das Fenster öffnet sich aus dem Popover.</p>
            <div class="fenster">
              <div class="leiste"><i></i><i></i><i></i><span>Stempeluhr</span></div>
              <div class="inhalt">\(sidebar)
                <div class="abschnitt">Allgemein</div>
                <label>Beim Anmelden starten</label>
                <button>Sichern</button>
              </div>
            </div>
          </div>
        </section>
        \(switcher)
        </body></html>
        """
    }

    static let germanSwitcher = """
        <nav class="umschalter"><a href="#ansicht-menue">Menüleiste</a><a href="#ansicht-fenster">Fenster</a></nav>
        """

    @Test func theSwitcherCaptionsAndNotesOfAPresentationAreNoAppUI() throws {
        let spec = try readDesign(["stempeluhr.html": Self.germanPage(switcher: Self.germanSwitcher)])
        let texts = spec.elements.map(\.text)
        for apparatus in ["Fenster", "Ebene 2 · Einstellungen", "Ebene 1 · Menüleiste", "Das Fenster öffnet sich aus dem Popover."] {
            #expect(!texts.contains(apparatus), "\(apparatus) in \(texts)")
        }
        #expect(!texts.contains { $0.contains("NSPopover") }, "\(texts)")
        for hex in ["#5E5E66", "#4A4A52", "#56565E", "#585860"] {
            #expect(!spec.colorPairs.contains { $0.foreground.hex == hex }, "\(hex) measured")
        }
        // The surfaces the views draw stay the app's: the popover's time, the window's section title and button.
        for app in ["01:24:10", "Läuft seit 09:12", "Allgemein", "Sichern"] {
            #expect(texts.contains(app), "\(app) missing from \(texts)")
        }
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#9C9AAC" })
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#8E8CA0" })
    }

    /// The same views picked by buttons whose `data-` attribute names the view, in Spanish.
    @Test func buttonsNamingTheirViewByADataAttributeAreTheSwitcher() throws {
        let html = Self.germanPage(
            switcher: """
                <div class="umschalter"><button data-vista="menue">Barra de menús</button><button data-vista="fenster">Ventana</button></div>
                """
        )
        let spec = try readDesign(["cronometro.html": html])
        let texts = spec.elements.map(\.text)
        #expect(!texts.contains("Ventana"), "\(texts)")
        #expect(!texts.contains("Ebene 1 · Menüleiste"), "\(texts)")
        #expect(texts.contains("Sichern"))
    }

    /// Negative: the window's own sidebar switches the panes inside it; no control outside a window picks a view.
    @Test func aSidebarInsideTheDrawnWindowStaysAppUI() throws {
        let sidebar = """
            <nav class="seiten"><button onclick="zeige('ansicht-menue')">Übersicht</button><button onclick="zeige('ansicht-fenster')">Konto</button></nav>
            """
        let spec = try readDesign(["stempeluhr.html": Self.germanPage(switcher: "", sidebar: sidebar)])
        let texts = spec.elements.map(\.text)
        #expect(texts.contains("Konto"), "\(texts)")
        #expect(texts.contains("Ebene 2 · Einstellungen"), "\(texts)")
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#56565E" })
    }

    /// Negative: a frameless phone prototype whose tab bar switches its screens draws no window: the tab bar, the
    /// screens' titles and their texts are the app's (Spanish, handler arguments).
    @Test func aPrototypesTabBarSwitchingItsScreensStaysAppUI() throws {
        let html = """
            <!DOCTYPE html><html lang="es"><head><style>
            body { background: #FFFFFF; color: #1A1A1A; }
            .pantalla { display: none; } .pantalla.activa { display: block; }
            .titulo { color: #6F6F6F; font-size: 13px; }
            .pestanas button { color: #8C8C8C; font-size: 11px; height: 44px; }
            </style></head><body>
            <main>
              <section class="pantalla activa" id="p-inicio"><div class="titulo">Resumen del día</div><p>Tres tareas pendientes</p></section>
              <section class="pantalla" id="p-perfil"><div class="titulo">Tu cuenta</div><p>Plan gratuito</p></section>
            </main>
            <nav class="pestanas"><button onclick="mostrar('inicio')">Inicio</button><button onclick="mostrar('perfil')">Perfil</button></nav>
            </body></html>
            """
        let spec = try readDesign(["app.html": html])
        let texts = spec.elements.map(\.text)
        #expect(texts.contains("Perfil"), "\(texts)")
        #expect(texts.contains("Resumen del día"), "\(texts)")
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#8C8C8C" })
    }

    /// The names a control points at: quoted handler arguments, a link's fragment, `aria-controls`, `data-` values.
    @Test func controlTargets() throws {
        let page = try HTMLPage(
            text: """
                <html><body><button onclick="sv('Pop', this)">a</button><a href="#vista-2">b</a><a href="otra.html">c</a>
                <button aria-controls="panel-a" data-vista="b">d</button></body></html>
                """, file: "p.html")
        let doc = page.document
        let controls = doc.elementsInOrder().filter { ["button", "a"].contains(doc.nodes[$0].name) }
        #expect(controls.map { PresentationApparatus.targets(of: doc.nodes[$0]) } == [["pop"], ["vista-2"], [], ["panel-a", "b"]])
    }
}
