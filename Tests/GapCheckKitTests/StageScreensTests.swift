import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 11: a clickable prototype draws every stage of a flow as a pane of its own (numbered 2, 2b, 2c), where
/// the app switches one view between stages. A pane numbered like a screen whose view is known is a step of that view;
/// a pane of captioned notices is a catalogue of states; both are never missing screens. A pane of a known family that
/// the app shows none of, and a pane of its own number, stay missing.
@Suite struct StageScreensTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A parcel-tracking prototype in Dutch: one handset frame of `.screen` panes, named by numbered comments.
    static let prototype = """
        <!doctype html><html><head><title>Pakketje prototype</title><style>
        .handset { width: 390px; height: 844px; }
        .knop { color: #1E6FD9; font-size: 16px; }
        </style></head><body><div class="handset">
        <!-- 1. WELKOM -->
        <div class="screen" id="p-welkom"><h1>Nooit meer een gemist pakket</h1><h2>Alle vervoerders samen</h2>
          <button class="knop">Aan de slag</button><a class="link" href="#">Ik heb al een account</a></div>
        <!-- 2. ZENDING VOLGEN -->
        <div class="screen" id="p-volgen"><div class="kop"><span class="kop-label">Zending</span></div>
          <h1>Volg je zending</h1><p>Vul de trackingcode in die je van de winkel kreeg.</p><button class="knop">Zoeken</button></div>
        <!-- 2b. ZOEKEN BEZIG -->
        <div class="screen" id="p-bezig"><div class="kop"><span class="kop-label">Zending</span></div>
          <div class="stap"><span class="naam">Code herkend</span></div><div class="stap"><span class="naam">Vervoerder wordt opgevraagd</span></div>
          <button class="knop">→ Gevonden</button></div>
        <!-- 2c. STORINGEN -->
        <div class="screen" id="p-storingen"><div class="kop"><span class="kop-label">Storingen</span></div><div class="inhoud">
          <p>Elke melding zegt wat er misging.</p>
          <p class="label">Onbekende code</p><div class="alert alert-fout"><b>Deze code kennen we niet.</b> Controleer de tekens en probeer het opnieuw.</div>
          <p class="label">Vervoerder offline</p><div class="alert"><b>De vervoerder reageert niet.</b> We proberen het over een minuut weer.</div>
          </div><button class="knop">Terug</button></div>
        <!-- 2d. ZENDING DELEN -->
        <div class="screen" id="p-delen"><h1>Deel deze zending</h1><h2>Met huisgenoten</h2><button class="knop">Link kopiëren</button>
          <a class="link" href="#">Stop met delen</a></div>
        <!-- 7. RANDGEVALLEN -->
        <div class="screen" id="p-rand"><div class="kop"><span class="kop-label">Randgevallen</span></div><div class="inhoud">
          <p>Twee gevallen die zelden voorkomen.</p>
          <h4>Pakket bij de buren</h4><div class="kaart"><span>Huisnummer 12</span></div><div class="alert">Je pakket ligt bij de buren.</div>
          <h4>Retour afzender</h4><div class="alert alert-fout">De vervoerder stuurt het pakket terug.</div>
          <h4>Douane</h4><div class="alert">Het pakket wacht op inklaring.</div>
          </div><button class="knop">Sluiten</button></div>
        </div></body></html>
        """

    /// The view switches between its stages; the progress rows come from a helper function, the failure from a
    /// notice view with a title and a body.
    static let zendingView = """
        import SwiftUI

        struct ZendingVolgenView: View {
            enum Fase { case invoer, bezig, fout }
            @State private var fase = Fase.invoer
            var body: some View {
                switch fase {
                case .invoer:
                    VStack {
                        Text("Volg je zending")
                        Text("Vul de trackingcode in die je van de winkel kreeg.")
                        Button("Zoeken") { fase = .bezig }
                    }
                case .bezig:
                    VStack {
                        stapRegel("Code herkend", klaar: true)
                        stapRegel("Vervoerder wordt opgevraagd", klaar: false)
                    }
                case .fout:
                    Melding(title: "Deze code kennen we niet.", "Controleer de tekens en probeer het opnieuw.")
                }
            }
        }

        struct Melding: View {
            let title: String
            let tekst: String
            init(title: String, _ tekst: String) { self.title = title; self.tekst = tekst }
            var body: some View { VStack { Text(title).bold(); Text(tekst) } }
        }

        private func stapRegel(_ naam: String, klaar: Bool) -> some View {
            HStack { Image(systemName: klaar ? "checkmark" : "hourglass"); Text(naam) }
        }
        """

    @Test func panesNumberedLikeAMatchedScreenAreItsSteps() throws {
        let a = try Self.analyze(["design/prototype.html": Self.prototype, "app/ZendingVolgenView.swift": Self.zendingView])
        let byName = Dictionary(a.matches.screens.map { ($0.screen.name, $0) }, uniquingKeysWith: { a, _ in a })
        let bezig = try #require(byName["Zoeken Bezig"], "\(byName.keys.sorted())")
        #expect(bezig.viewName == "ZendingVolgenView" && bezig.stepOf == "Zending Volgen")
        let storingen = try #require(byName["Storingen"])
        #expect(storingen.viewName == "ZendingVolgenView" && storingen.screen.isStateCatalogue)
        let missing = TrustMatchTests.screenFindings(a)
        for name in ["Zoeken Bezig", "Storingen"] {
            let f = try #require(missing.first { $0.expected?.name == name }, "\(missing.map(\.title))")
            #expect(f.severity == .low && f.title.contains("step of ZendingVolgenView"), "\(f.title)")
        }
        // A step of the family the app shows none of (a share sheet), and a screen of its own number, stay missing.
        #expect(missing.first { $0.expected?.name == "Zending Delen" }?.severity == .critical, "\(missing.map { "\($0.severity) \($0.title)" })")
        #expect(missing.first { $0.expected?.name == "Welkom" }?.severity == .critical)
    }

    @Test func aPaneOfCaptionedNoticesIsACatalogueOfStatesNotAMissingScreen() throws {
        let a = try Self.analyze(["design/prototype.html": Self.prototype, "app/ZendingVolgenView.swift": Self.zendingView])
        let m = try #require(a.matches.screens.first { $0.screen.name == "Randgevallen" })
        #expect(m.viewName == nil && m.screen.isStateCatalogue)
        let f = try #require(TrustMatchTests.screenFindings(a).first { $0.expected?.name == "Randgevallen" })
        #expect(f.severity == .low && f.title.contains("lists states"), "\(f.title)")
    }

    @Test func helperFunctionArgumentsAndBoldLeadInsAreShownTexts() throws {
        let a = try Self.analyze(["design/prototype.html": Self.prototype, "app/ZendingVolgenView.swift": Self.zendingView])
        let view = try #require(a.inventory.views.first { $0.name == "ZendingVolgenView" })
        let texts = Set(view.texts.map(\.text))
        #expect(texts.isSuperset(of: ["Code herkend", "Vervoerder wordt opgevraagd", "Deze code kennen we niet."]), "\(texts.sorted())")
        let storingen = try #require(a.design.screens.first { $0.name == "Storingen" })
        #expect(storingen.texts.contains("Deze code kennen we niet.") && storingen.texts.contains("Controleer de tekens en probeer het opnieuw."))
    }

    /// A design button ("Later") and the app's badge of the same word ("LATER" on a row): another element, so what
    /// differs is at most low; a button of the word in the app pairs instead.
    @Test func aDesignButtonPairsWithACodeControlBeforeAPlainText() throws {
        let page = """
            <!doctype html><html><head><title>Meldingen</title><style>
            .stil { color: #1E6FD9; font-size: 16px; }
            .rij-badge { font-size: 10px; }
            </style></head><body data-screen="meldingen"><h1>Meldingen</h1>
            <p>Sta meldingen toe om te horen wanneer je pakket komt.</p><button class="stil">Later</button></body></html>
            """
        let badge = """
            import SwiftUI

            struct MeldingenView: View {
                var body: some View {
                    VStack {
                        Text("Meldingen")
                        HStack { Text("Horloge"); Text("LATER").foregroundStyle(Color(red: 0.9, green: 0.2, blue: 0.2)) }
                    }
                }
            }
            """
        let lone = try Self.analyze(["design/meldingen.html": page, "app/MeldingenView.swift": badge])
        let colors = lone.findings.filter { $0.rule == "element.color" && $0.expected?.name == "Later" }
        #expect(!colors.isEmpty && colors.allSatisfy { $0.severity == .low }, "\(colors.map { "\($0.severity) \($0.title)" })")
        let withButton = badge.replacingOccurrences(
            of: "Text(\"Meldingen\")",
            with: "Text(\"Meldingen\")\n            Button(\"Later\") {}.foregroundStyle(Color(red: 0.118, green: 0.435, blue: 0.851))")
        let both = try Self.analyze(["design/meldingen.html": page, "app/MeldingenView.swift": withButton])
        let pair = try #require(both.matches.elements.first { $0.design.text == "Later" })
        #expect(pair.code?.role == .action && pair.differences.allSatisfy { $0.aspect != .color }, "\(String(describing: pair.code)) \(pair.differences)")
    }

    /// A label the view shows word for word over a value ("Verwacht om" over 14:30) is bound in the view: a missing
    /// property of that name is a naming question (low); a row that carries a placeholder value ("Gewicht" — "—")
    /// stays medium.
    @Test func aShownLabelWithoutAPropertyIsLow() throws {
        let page = """
            <!doctype html><html><head><title>Zending</title></head><body data-screen="zending"><h1>Zending</h1>
            <div class="regel"><span class="regel-label">Verwacht om</span><span>14:30</span></div>
            <div class="regel"><span class="regel-label">Gewicht</span><span>2 kg</span></div>
            </body></html>
            """
        let app = """
            import SwiftUI

            struct Zending { var code: String; var aankomst: Date }

            struct ZendingView: View {
                let zending: Zending
                var body: some View {
                    VStack { Text("Zending"); Text("Verwacht om"); Text(zending.aankomst, style: .time); LabeledContent("Gewicht", value: "—") }
                }
            }
            """
        let a = try Self.analyze(["design/zending.html": page, "app/ZendingView.swift": app])
        let fields = a.findings.filter { $0.rule == "model.field-missing" }
        #expect(fields.first { $0.expected?.name == "Verwacht om" }?.severity == .low, "\(fields.map { "\($0.severity) \($0.title)" })")
        #expect(fields.first { $0.expected?.name == "Gewicht" }?.severity == .medium)
    }

    /// Field round 16: a mockup folder of one page per screen, numbered in the file names (`07-carrito.html`,
    /// `07c-pago-rechazado.html`). The state page carries the cart's number and the cart view draws its banner as a
    /// private property: it is a state of that view, not a missing screen. A page of another number, or one in
    /// another folder, is not.
    static func carritoPage(_ title: String, _ body: String) -> String {
        """
        <!doctype html><html><head><title>\(title) — Mercado</title></head><body><div class="telefono">
        <div class="barra"><span class="titulo">Tu carrito</span></div>
        \(body)
        </div></body></html>
        """
    }

    static let carritoView = """
        import SwiftUI
        struct CarritoView: View {
            @State private var avisoVisible = false
            var body: some View {
                List {
                    Section("Productos") { Text("Tomates de temporada"); Text("Pan de masa madre") }
                    if avisoVisible { bannerRechazo }
                    Button("Pagar ahora") {}
                }
                .navigationTitle("Tu carrito")
            }
            /// Banner del pago rechazado (maqueta 07c).
            @ViewBuilder private var bannerRechazo: some View {
                VStack { Text("Tu banco rechazó el pago"); Button("Volver") { avisoVisible = false } }
            }
        }
        """

    static let statePages: [String: String] = [
        "design/07-carrito.html": carritoPage("Carrito", "<h2>Productos</h2><p>Tomates de temporada</p><p>Pan de masa madre</p><button>Pagar ahora</button>"),
        "design/07c-pago-rechazado.html": carritoPage(
            "Pago rechazado",
            "<h2>Tu banco rechazó el pago</h2><p>No se ha cobrado nada.</p><p>Tarjeta terminada en 4417</p>"
                + "<p>Revisa los datos o usa otra tarjeta.</p><button>Probar otra tarjeta</button>"),
        "app/CarritoView.swift": carritoView
    ]

    @Test func aPageNumberedInItsFileNameLikeAMatchedPageIsItsState() throws {
        let a = try Self.analyze(Self.statePages)
        let m = try #require(a.matches.screens.first { $0.screen.name.lowercased().contains("rechazado") }, "\(a.matches.screens.map(\.screen.name))")
        #expect(m.viewName == "CarritoView" && m.stepOf != nil, "\(String(describing: m.viewName)) \(String(describing: m.stepOf))")
        let missing = TrustMatchTests.screenFindings(a).filter { $0.title.lowercased().contains("rechazado") }
        #expect(!missing.isEmpty && missing.allSatisfy { $0.severity == .low }, "\(missing.map { "\($0.severity) \($0.title)" })")
    }

    @Test func aPageOfAnotherNumberOrFolderIsNoState() throws {
        for path in ["design/09c-pago-rechazado.html", "design/web/07c-pago-rechazado.html"] {
            var files = Self.statePages
            files[path] = files.removeValue(forKey: "design/07c-pago-rechazado.html")
            let a = try Self.analyze(files)
            let m = try #require(a.matches.screens.first { $0.screen.name.lowercased().contains("rechazado") })
            #expect(m.stepOf == nil, "\(path)")
        }
    }
}
