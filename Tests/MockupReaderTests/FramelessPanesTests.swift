import CSSEngine
import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Panes a script shows one at a time are screens whether or not a device frame is drawn around them: a prototype
/// drawn edge to edge is its own frame. Panes faded out and stacked over each other are hidden as surely as panes not
/// displayed, and a pane's title may be the first text of a block its class calls its head or title. Styles: a
/// Portuguese banking prototype with no frame whose `<section class="tela">` blocks `mostrar('extrato')` shows by
/// `classList.add('visivel')`, a Korean wallet whose `data-page` panes fade in by `.on`; negatives: onboarding steps of
/// one flow, a segmented control's panes under one title, modals, and sections a landing page fades in as it scrolls.
@Suite struct FramelessPanesTests {
    static func screens(_ html: String, file: String) throws -> [ScreenSpec] { try PrototypePanesTests.screens(html, file: file) }

    /// A Portuguese prototype with no device frame: a status bar, three `.tela` sections hidden until `.visivel`, and a
    /// bottom tab bar whose buttons call `mostrar('…')`.
    static let portuguese = """
        <!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Banco Sol</title><style>
        body { margin: 0; font-family: -apple-system, sans-serif; }
        .tela { display: none; padding: 16px; }
        .tela.visivel { display: block; }
        .barra-status { height: 44px; }
        </style></head><body>
        <div class="barra-status"><span>9:41</span></div>
        <section class="tela visivel" id="tela-inicio">
          <h1>Olá, Marina</h1>
          <div class="row"><span class="label">Saldo disponível</span><span class="value">R$ 2.340,00</span></div>
          <button onclick="mostrar('extrato')">Ver extrato</button>
        </section>
        <section class="tela" id="tela-extrato">
          <h1>Extrato</h1>
          <div class="row"><span class="label">Padaria Central</span><span class="value">-R$ 18,90</span></div>
          <div class="row"><span class="label">Salário</span><span class="value">R$ 4.500,00</span></div>
        </section>
        <section class="tela" id="tela-pix">
          <h1>Área Pix</h1>
          <button>Transferir</button><button>Cobrar</button>
        </section>
        <nav class="abas">
          <button onclick="mostrar('inicio')">Início</button>
          <button onclick="mostrar('extrato')">Extrato</button>
          <button onclick="mostrar('pix')">Pix</button>
        </nav>
        <script>
        function mostrar(nome) {
          document.querySelectorAll('.tela').forEach(t => t.classList.remove('visivel'));
          document.getElementById('tela-' + nome).classList.add('visivel');
        }
        </script>
        </body></html>
        """

    @Test func panesOfAPageWithNoFrameAreScreens() throws {
        let screens = try Self.screens(Self.portuguese, file: "prototipo.html")
        #expect(screens.map(\.name) == ["Olá Marina", "Extrato", "Área Pix"], "\(screens.map(\.name))")
        let statement = try #require(screens.first { $0.name == "Extrato" })
        #expect(statement.labels.map(\.text).contains("Padaria Central"))
        #expect(!statement.labels.map(\.text).contains("Saldo disponível"))
        // The bar of the page is the panes' tab bar: its tab names the pane it opens.
        #expect(statement.tabBar?.labels == ["Início", "Extrato", "Pix"], "\(String(describing: statement.tabBar))")
        #expect(statement.tabBar?.selected == 1)
        let pix = try #require(screens.first { $0.name == "Área Pix" })
        #expect(pix.aliases.contains("Pix") || pix.name == "Pix", "\(pix.aliases)")
    }

    /// A Korean wallet inside a drawn phone: panes stacked over each other and faded out until `.on`, titled by the
    /// first text of a block named as their head or title, switched by `열기('…')`.
    static let korean = """
        <!doctype html><html lang="ko"><head><meta charset="utf-8"><style>
        .phone { width: 390px; height: 844px; border-radius: 44px; position: relative; overflow: hidden; }
        .panel { position: absolute; inset: 0; opacity: 0; pointer-events: none; transition: opacity .3s; }
        .panel.on { opacity: 1; pointer-events: auto; }
        </style></head><body>
        <div class="phone">
          <!-- 지갑 -->
          <div class="panel on" data-page="wallet">
            <div class="bar-head"><span>내 지갑</span></div>
            <div class="row"><span class="label">잔액</span><span class="value">₩120,000</span></div>
            <button onclick="열기('send')">송금하기</button>
          </div>
          <!-- 송금 -->
          <div class="panel" data-page="send">
            <div class="hero"><p class="hero-title">얼마를 보낼까요?</p></div>
            <div class="row"><span class="label">받는 사람</span><span class="value">김민수</span></div>
          </div>
          <!-- 내역 -->
          <div class="panel" data-page="history">
            <ul><li>편의점 ₩4,500</li><li>카페 ₩5,200</li></ul>
          </div>
        </div>
        <script>
        function 열기(이름) {
          document.querySelectorAll('.panel').forEach(p => p.classList.toggle('on', p.dataset.page === 이름));
        }
        </script>
        </body></html>
        """

    @Test func panesFadedOutAndStackedAreScreens() throws {
        let screens = try Self.screens(Self.korean, file: "wallet.html")
        #expect(screens.map(\.name) == ["지갑", "송금", "내역"], "\(screens.map(\.name))")
        let send = try #require(screens.first { $0.name == "송금" })
        #expect(send.labels.map(\.text).contains("받는 사람"))
        #expect(!send.labels.map(\.text).contains("잔액"))
    }

    @Test func opacityHidesAPaneOnlyWhenItIsStackedOrOutOfReach() {
        let hidden = { (css: String) in PaneSwitching(sheets: [CSSStylesheet.parse(css)]).hiddenUntilState }
        #expect(hidden(".view { position: absolute; opacity: 0 } .view.is-active { opacity: 1 }") == ["view"])
        #expect(hidden(".vue { opacity: 0; pointer-events: none } .vue.courante { opacity: 1; pointer-events: auto }") == ["vue"])
        // Faded in as the page scrolls: in the flow, in reach, no pane.
        #expect(hidden(".reveal { opacity: 0; transform: translateY(20px) } .reveal.visible { opacity: 1 }").isEmpty)
        // Shown by display, faded by opacity: a pane not displayed is hidden whatever its opacity says.
        #expect(hidden(".ecran { display: flex; visibility: hidden } .ecran.actif { visibility: visible }") == ["ecran"])
    }

    /// A frameless French page whose blocks the page shows one at a time; `body` and `head` vary per negative.
    static func frameless(style: String, body: String) -> String {
        """
        <!doctype html><html lang="fr"><head><meta charset="utf-8"><style>\(style)</style></head><body>
        \(body)
        </body></html>
        """
    }

    @Test func stepsOfOneFlowStayOneScreen() throws {
        let html = Self.frameless(
            style: ".etape { display: none } .etape.active { display: block }",
            body: """
                <div class="etape active" id="step-1"><h1>Bienvenue</h1><p>Suivez vos dépenses.</p><button onclick="aller(2)">Suivant</button></div>
                <div class="etape" id="step-2"><h1>Notifications</h1><p>Restez informé.</p><button onclick="aller(3)">Suivant</button></div>
                <div class="etape" id="step-3"><h1>C’est parti</h1><button>Commencer</button></div>
                """)
        #expect(try Self.screens(html, file: "accueil.html").count == 1)
    }

    /// Tab contents of one screen that open on a list of cards: each card's header is the card's, not a title of the
    /// pane, so the three contents stay one screen (a Swedish notes app with a greeting and a tab row over them).
    @Test func panesWhoseFirstTextIsARowsHeaderStayOneScreen() throws {
        let html = Self.frameless(
            style: ".flik { display: none } .flik.aktiv { display: block }",
            body: """
                <div class="halsning">God morgon, Elsa</div>
                <div class="flikar"><button onclick="visa('anteckningar')">Anteckningar</button><button onclick="visa('uppgifter')">Uppgifter</button></div>
                <div class="flik aktiv" id="anteckningar">
                  <div class="kort"><div class="kort-header"><div class="kort-title">Planering</div></div><p>Möte om Q4.</p></div>
                  <div class="kort"><div class="kort-header"><div class="kort-title">Inköp</div></div><p>Mjölk, bröd.</p></div>
                </div>
                <div class="flik" id="uppgifter">
                  <div class="kolumn"><div class="kolumn-header">Att göra</div><p>Skriv rapport</p></div>
                  <div class="kolumn"><div class="kolumn-header">Klart</div><p>Boka resa</p></div>
                </div>
                """)
        #expect(try Self.screens(html, file: "hem.html").count == 1)
    }

    @Test func aSegmentedControlsPanesUnderOneTitleStayOneScreen() throws {
        let html = Self.frameless(
            style: ".volet { position: absolute; opacity: 0; pointer-events: none } .volet.choisi { opacity: 1 }",
            body: """
                <h1 class="nav-title">Statistiques</h1>
                <div class="segments"><button onclick="voir('semaine')">Semaine</button><button onclick="voir('mois')">Mois</button></div>
                <div class="volet choisi" id="semaine"><div class="volet-title">Cette semaine</div><p>120 €</p></div>
                <div class="volet" id="mois"><div class="volet-title">Ce mois-ci</div><p>480 €</p></div>
                """)
        #expect(try Self.screens(html, file: "statistiques.html").count == 1)
    }

    @Test func dialogsOverAScreenStayOneScreen() throws {
        let html = Self.frameless(
            style: ".modal { display: none } .modal.ouvert { display: block }",
            body: """
                <h2>Mes comptes</h2><div class="row"><span class="label">Courant</span><span class="value">1 204 €</span></div>
                <div class="modal" id="modal-virement"><h1>Nouveau virement</h1><button>Envoyer</button></div>
                <div class="modal" id="modal-carte"><h1>Bloquer la carte</h1><button>Confirmer</button></div>
                """)
        #expect(try Self.screens(html, file: "comptes.html").count == 1)
    }

    @Test func sectionsFadedInAsThePageScrollsStayOneScreen() throws {
        let html = Self.frameless(
            style: ".apparait { opacity: 0; transform: translateY(24px); transition: all .6s } .apparait.visible { opacity: 1 }",
            body: """
                <section class="apparait visible"><h1>Épargnez sans y penser</h1><p>Arrondis automatiques.</p></section>
                <section class="apparait"><h1>Vos objectifs</h1><p>Voyage, maison, études.</p></section>
                <section class="apparait"><h1>Sécurité</h1><p>Vos données restent en France.</p></section>
                """)
        #expect(try Self.screens(html, file: "epargne.html").count == 1)
    }
}
