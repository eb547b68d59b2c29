import CSSEngine
import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A one-file clickable prototype draws one device and every screen inside it, shown one at a time: each pane is a
/// screen, named like any frame and by the tab that opens it. Panes that are states or steps of one screen, panes under
/// a title drawn over them, and sheets presented over a screen stay one screen. Styles: a German cycling app whose
/// panes a class hides until `.aktiv` (named by comments, a `<nav>` of links switching them), a Japanese recipe app whose
/// panes carry the `hidden` attribute, a Spanish banking app whose panes are states.
@Suite struct PrototypePanesTests {
    /// A German prototype: one `.geraet` drawn as a phone by its box, three `<main class="ansicht">` panes hidden until
    /// `.aktiv`, a bottom `<nav>` whose links call `zeige('…')`, and a sheet hidden until `.offen`.
    static let german = """
        <!doctype html><html><head><title>Radtour – Prototyp</title><style>
        .geraet { width: 393px; height: 852px; border-radius: 48px; }
        .ansicht { display: none; }
        .ansicht.aktiv { display: block; }
        .blatt { display: none; }
        .blatt.offen { display: flex; }
        </style></head><body>
        <div class="geraet">
          <div class="statusleiste"><span>9:41</span></div>
          <!-- Übersicht -->
          <main class="ansicht aktiv" id="ansicht-uebersicht">
            <header class="kopfzeile"><span>Guten Morgen</span></header>
            <h1>Deine Touren</h1>
            <div class="row"><span class="label">Strecke</span><span class="value">42 km</span></div>
            <button onclick="zeige('karte')">Tour starten</button>
          </main>
          <!-- Karte -->
          <main class="ansicht" id="ansicht-karte">
            <div class="karte-flaeche"><span>Karte wird geladen</span></div>
            <div class="row"><span class="label">Höhenmeter</span><span class="value">310 m</span></div>
          </main>
          <!-- Einstellungen -->
          <main class="ansicht" id="ansicht-einstellungen">
            <h1>Einstellungen</h1>
            <div class="row"><span class="label">Einheiten</span><span class="value">Kilometer</span></div>
            <div class="row"><span class="label">Sprache</span><span class="value">Deutsch</span></div>
          </main>
          <div class="blatt" id="blatt-teilen"><h2>Tour teilen</h2><button>Link kopieren</button></div>
          <div class="blatt" id="blatt-loeschen"><h2>Tour löschen?</h2><button>Löschen</button></div>
          <nav class="leiste">
            <a class="punkt aktiv" onclick="zeige('uebersicht')"><i>🏠</i><span>Start</span></a>
            <a class="punkt" onclick="zeige('karte')"><i>🗺</i><span>Karte</span></a>
            <a class="punkt" onclick="zeige('einstellungen')"><i>⚙️</i><span>Profil</span></a>
          </nav>
        </div>
        <script>
        function zeige(name) {
          document.querySelectorAll('.ansicht').forEach(a => a.classList.remove('aktiv'));
          document.getElementById('ansicht-' + name).classList.add('aktiv');
        }
        </script>
        </body></html>
        """

    static func screens(_ html: String, file: String = "prototyp.html") throws -> [ScreenSpec] {
        try readDesign([file: html]).screens
    }

    @Test func panesAClassHidesUntilAStateClassAreScreensNamedByTheirComments() throws {
        let screens = try Self.screens(Self.german)
        #expect(screens.map(\.name) == ["Übersicht", "Karte", "Einstellungen"], "\(screens.map(\.name))")
        // Each pane holds its own labels, not those of the panes after it.
        let settings = try #require(screens.first { $0.name == "Einstellungen" })
        #expect(settings.labels.map(\.text).contains("Sprache"))
        #expect(!settings.labels.map(\.text).contains("Strecke"))
        let overview = try #require(screens.first { $0.name == "Übersicht" })
        #expect(!overview.labels.map(\.text).contains("Sprache"))
        // The sheets over a screen are no screens: "Tour teilen" names nothing.
        #expect(!screens.contains { $0.name.contains("Tour") })
    }

    @Test func theTabThatOpensAPaneNamesItAndItsBarIsThePanes() throws {
        let screens = try Self.screens(Self.german)
        let settings = try #require(screens.first { $0.name == "Einstellungen" })
        #expect(settings.aliases.contains("Profil"), "\(settings.aliases)")
        #expect(settings.tabBar?.labels == ["Start", "Karte", "Profil"])
        #expect(settings.tabBar?.selected == 2)
        let map = try #require(screens.first { $0.name == "Karte" })
        #expect(map.tabBar?.selected == 1)
    }

    /// A Japanese prototype: panes with the `hidden` attribute, no comments, ids `view-…`, titles in `<h1>`.
    static let japanese = """
        <!doctype html><html><head><title>レシピ</title><style>.smartphone { width: 375px; height: 812px; }</style></head><body>
        <div class="smartphone">
          <section id="view-recipes"><h1>レシピ一覧</h1><div class="row"><span class="label">調理時間</span><span class="value">20分</span></div></section>
          <section id="view-shopping" hidden><h1>買い物リスト</h1><div class="row"><span class="label">合計</span><span class="value">5品</span></div></section>
          <section id="view-favorites" hidden><h1>お気に入り</h1><p>保存したレシピがここに表示されます</p></section>
        </div></body></html>
        """

    @Test func panesTheHiddenAttributeHidesAreScreensNamedByTheirHeadings() throws {
        let screens = try Self.screens(Self.japanese, file: "recipes.html")
        #expect(screens.count == 3, "\(screens.map(\.name))")
        #expect(Set(screens.map(\.name)) == ["レシピ一覧", "買い物リスト", "お気に入り"], "\(screens.map(\.name))")
    }

    /// A Spanish banking prototype whose one frame switches between the states of its account screen.
    static func states(_ ids: [String]) -> String {
        """
        <!doctype html><html><head><title>Cuenta</title><style>
        .telefono { width: 390px; height: 844px; border-radius: 40px; }
        .estado { display: none; } .estado.visible { display: block; }
        </style></head><body><div class="telefono">
        <div class="estado visible" id="\(ids[0])"><h1>Mi cuenta</h1><p>Cargando movimientos…</p></div>
        <div class="estado" id="\(ids[1])"><h1>Mi cuenta</h1><p>Todavía no tienes movimientos</p></div>
        <div class="estado" id="\(ids[2])"><h1>Mi cuenta</h1><div class="row"><span class="label">Saldo</span><span class="value">1.204 €</span></div></div>
        </div></body></html>
        """
    }

    @Test func panesNamedAsStatesOrStepsStayOneScreen() throws {
        #expect(try Self.screens(Self.states(["state-loading", "state-empty", "state-list"]), file: "cuenta.html").count == 1)
        #expect(try Self.screens(Self.states(["step-1", "step-2", "step-3"]), file: "cuenta.html").count == 1)
    }

    @Test func panesUnderATitleDrawnOverThemStayOneScreen() throws {
        // A segmented control's panes (week, month) under the screen's one navigation title.
        let html = """
            <!doctype html><html><head><style>
            .phone { width: 390px; height: 844px; }
            .periodo { display: none; } .periodo.sel { display: block; }
            </style></head><body><div class="phone">
            <h1 class="nav-title">Estadísticas</h1>
            <div class="segmentos"><button onclick="ver('semana')">Semana</button><button onclick="ver('mes')">Mes</button></div>
            <div class="periodo sel" id="semana"><h1>Esta semana</h1><p>Gastaste 120 €</p></div>
            <div class="periodo" id="mes"><h1>Este mes</h1><p>Gastaste 480 €</p></div>
            </div></body></html>
            """
        #expect(try Self.screens(html, file: "estadisticas.html").count == 1)
    }

    @Test func panesWithoutTitlesOfTheirOwnStayOneScreen() throws {
        // Two blocks the page shows one at a time, neither with a title: parts of one screen, not two screens.
        let html = """
            <!doctype html><html><head><style>
            .phone { width: 390px; height: 844px; }
            .lista { display: none; } .lista.on { display: block; }
            </style></head><body><div class="phone">
            <div class="lista on" id="ingresos"><p>Nómina</p><p>Reembolso</p></div>
            <div class="lista" id="gastos"><p>Alquiler</p><p>Supermercado</p></div>
            </div></body></html>
            """
        #expect(try Self.screens(html, file: "movimientos.html").count == 1)
    }

    @Test func onlyAClassShownByAStateRuleSwitchesPanes() throws {
        let sheets = { (css: String) in PaneSwitching(sheets: [CSSStylesheet.parse(css)]).hiddenUntilState }
        #expect(sheets(".page { display: none } .page.active { display: block }") == ["page"])
        #expect(sheets(".vista:not(.actual) { display: none }") == ["vista"])
        #expect(sheets("div.pane[hidden] { display: none } .tabs .pane { display: none } .pane.on { display: grid }").isEmpty)
        // Hidden with nothing to show it: a script may never show it.
        #expect(sheets(".aviso { display: none }").isEmpty)
        #expect(sheets(".panel { visibility: hidden } .panel.is-open { visibility: visible }") == ["panel"])
    }
}
