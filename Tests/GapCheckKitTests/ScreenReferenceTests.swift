import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReporters

/// Screens paired by what the design and the code say about each other (`ScreenReferences`): a caption or attribute
/// naming the view's type, a comment on the view naming the mockup, a flow step named like an enum case one view is
/// named after. Styles met in a handoff whose captions name the shipping types and whose views cite the mockups, written
/// here in French, German and Spanish, UIKit and SwiftUI.
@Suite struct ScreenReferenceTests {
    static func match(_ files: [String: String], _ screen: String) throws -> ScreenMatch {
        try #require(TrustMatchTests.analyze(files).matches.screens.first { $0.screen.name == screen })
    }

    static func page(_ title: String, _ body: String) -> String {
        "<!DOCTYPE html><html><head><title>\(title)</title></head><body>\(body)</body></html>"
    }

    // MARK: - The design names the view

    /// A French UIKit app: the account page's caption names the controller that ships it; a bank-account controller
    /// shares a word of the page's name and one of its texts.
    static let compte: [String: String] = [
        "design/compte.html": page(
            "Compte",
            """
            <p class="caption">Écran : ProfilViewController — réglages du compte</p>
            <div class="phone"><div class="nav-title">Mon compte</div>
            <section><h2>Identité</h2><p>Nom affiché</p></section><section><h2>Notifications</h2></section>
            <button>Se déconnecter</button></div>
            """),
        "app/ProfilViewController.swift": """
        import UIKit
        final class ProfilViewController: UIViewController {
            let titre = UILabel()
            override func viewDidLoad() { super.viewDidLoad(); titre.text = "Identité" }
        }
        """,
        "app/CompteBancaireViewController.swift": """
        import UIKit
        final class CompteBancaireViewController: UIViewController {
            let bouton = UIButton()
            override func viewDidLoad() { super.viewDidLoad(); bouton.setTitle("Se déconnecter", for: .normal) }
        }
        """
    ]

    @Test func aCaptionNamingADeclaredTypePairsTheScreenWithIt() throws {
        let m = try Self.match(Self.compte, "compte")
        #expect(m.viewName == "ProfilViewController")
        #expect(m.evidence == .reference && m.reference?.kind == .designNamesView && m.reference?.named == "ProfilViewController")
        #expect(!m.isWeak)
        #expect(m.sectionsMissing == ["Notifications"])
    }

    @Test func theReportSaysWhichWordsPairedTheScreen() throws {
        let a = try TrustMatchTests.analyze(Self.compte)
        let md = MarkdownReporter().render(a)
        #expect(md.contains("paired by the caption naming `ProfilViewController`"))
    }

    /// A German page of two frames, each carrying the SwiftUI view it is in a `data-view` attribute; a legacy view is
    /// named after the first frame's title.
    static let warenkorb: [String: String] = [
        "design/kasse.html": page(
            "Kasse",
            """
            <div class="device" data-view="CartView"><div class="nav-title">Warenkorb</div><section><h2>Zwischensumme</h2></section><button>Zur Kasse</button></div>
            <div class="device" data-view="CheckoutView"><div class="nav-title">Bezahlen</div><section><h2>Zahlungsart</h2></section></div>
            """),
        "app/CartView.swift": """
        import SwiftUI
        struct CartView: View { var body: some View { List { Section("Zwischensumme") { Text("Summe") }; Button("Zur Kasse") {} } } }
        struct CheckoutView: View { var body: some View { Form { Section("Zahlungsart") { Text("Karte") } } } }
        struct WarenkorbView: View { var body: some View { Text("Alt") } }
        struct RootView: View { var body: some View { TabView { CartView(); CheckoutView(); WarenkorbView() } } }
        """
    ]

    @Test func aDataAttributeNamingTheViewOutweighsAViewNamedAfterTheFrame() throws {
        let m = try Self.match(Self.warenkorb, "Warenkorb")
        #expect(m.viewName == "CartView" && m.evidence == .reference)
        #expect(m.reference?.source == "attribute data-view")
        #expect(m.sectionsMissing.isEmpty)
    }

    // MARK: - The code names the mockup

    /// A UIKit controller whose doc comment says which mockup it implements; the page's name gives no view.
    static let checkout: [String: String] = [
        "design/mockups/checkout.html": page(
            "Checkout",
            """
            <div class="phone"><div class="nav-title">Commande</div><section><h2>Adresse de livraison</h2></section>
            <section><h2>Paiement</h2></section><section><h2>Récapitulatif</h2></section><button>Payer</button></div>
            """),
        "app/PaymentViewController.swift": """
        import UIKit

        /// Implements mockups/checkout.html (the address step is still a sheet).
        final class PaymentViewController: UIViewController {
            let header = UILabel()
            override func viewDidLoad() { super.viewDidLoad(); header.text = "Paiement" }
        }
        """
    ]

    @Test func aDocCommentNamingTheMockupFilePairsTheController() throws {
        let m = try Self.match(Self.checkout, "checkout")
        #expect(m.viewName == "PaymentViewController" && m.evidence == .reference && m.reference?.kind == .codeNamesScreen)
        #expect(m.sectionsMissing.contains("Adresse de livraison"))
        let a = try TrustMatchTests.analyze(Self.checkout)
        #expect(TrustMatchTests.screenFindings(a).isEmpty, "paired: not a missing screen")
    }

    /// A Spanish SwiftUI app: a member's doc comment cites the mockup by its number; another view shares a word of
    /// the page's name and one of its texts.
    static let seguimiento: [String: String] = [
        "design/07-seguimiento.html": page(
            "07 · Seguimiento",
            """
            <div class="phone"><div class="nav-title">Seguimiento</div><section><h2>Repartidor</h2></section>
            <section><h2>Hora estimada</h2></section><button>Contactar</button></div>
            """),
        "app/OrderTrackingView.swift": """
        import SwiftUI
        struct OrderTrackingView: View {
            /// El mapa del repartidor (mockup 07).
            private var courierMap: some View { Text("Repartidor") }
            var body: some View { VStack { courierMap; Text("Llega pronto") } }
        }
        """,
        "app/SeguimientoHistorialView.swift": """
        import SwiftUI
        struct SeguimientoHistorialView: View { var body: some View { List { Button("Contactar") {} } } }
        """
    ]

    @Test func aMembersCommentCitingTheMockupNumberOutweighsPartOfAName() throws {
        let m = try Self.match(Self.seguimiento, "07-seguimiento")
        #expect(m.viewName == "OrderTrackingView" && m.evidence == .reference)
        #expect(m.reference?.source == "OrderTrackingView")
    }

    // MARK: - Flow steps

    /// A caption names the flow step (`.reviewSource`); the app's enum has the case and one view is named by its words.
    static func flow(declaresCase: Bool) -> [String: String] {
        [
            "design/03-texte.html": page(
                "03 · Texte",
                """
                <div class="caption"><b>03 · Import du texte</b>Étape du parcours <code>.reviewSource</code>. Les chapitres d'abord.</div>
                <div class="phone"><div class="nav-title">Relire le texte</div><section><h2>Chapitres</h2></section><button>Accepter</button></div>
                """),
            "app/Flow.swift": """
            import SwiftUI
            enum Etape { case pickFile, \(declaresCase ? "reviewSource" : "review"), record }
            struct SourceReviewView: View { var body: some View { VStack { Text("Texte") } } }
            struct TexteChapitresView: View { var body: some View { List { Section("Chapitres") { Text("1") } } } }
            """
        ]
    }

    @Test func aFlowStepTheAppDeclaresPairsTheViewNamedByItsWords() throws {
        let m = try Self.match(Self.flow(declaresCase: true), "03-texte")
        #expect(m.viewName == "SourceReviewView" && m.evidence == .reference && m.reference?.kind == .flowStep)
        #expect(m.isWeak, "a step may be drawn by another view: differences found there are at most medium")
    }

    @Test func aFlowStepTheAppDoesNotDeclareIsNoEvidence() throws {
        let m = try Self.match(Self.flow(declaresCase: false), "03-texte")
        #expect(m.viewName == "TexteChapitresView" && m.evidence != .reference)
    }

    // MARK: - What is no evidence

    /// A caption naming a view the app no longer has is a stale note: the screen keeps its view by name, and nothing is
    /// reported about the stale name.
    @Test func aCaptionNamingATypeTheAppLacksChangesNothing() throws {
        let files: [String: String] = [
            "design/inbox.html": Self.page(
                "Inbox", "<p class=\"caption\">Ships as LegacyInboxView</p><div class=\"phone\"><h1>Inbox</h1><section><h2>Unread</h2></section></div>"),
            "app/InboxView.swift": "import SwiftUI\nstruct InboxView: View { var body: some View { List { Section(\"Unread\") { Text(\"x\") } } } }\n"
        ]
        let a = try TrustMatchTests.analyze(files)
        let m = try #require(a.matches.screens.first)
        #expect(m.viewName == "InboxView" && m.evidence == .name && m.reference == nil)
        #expect(!a.findings.contains { $0.message.contains("LegacyInboxView") })
    }

    /// A type named in passing in a long paragraph of prose beside the frame does not outweigh a view named after the
    /// screen that shows its texts.
    @Test func aTypeNamedInPassingInProseDoesNotOutweighANameAndContentMatch() throws {
        let prose =
            Array(repeating: "Diese Seite zeigt die Einstellungen des Kontos und erklärt jede Option ausführlich.", count: 6)
            .joined(separator: " ") + " Früher lag das Profil in ProfileView, jetzt nicht mehr."
        let files: [String: String] = [
            "design/settings.html": Self.page(
                "Settings",
                "<p class=\"caption\">\(prose)</p><div class=\"phone\"><h1>Einstellungen</h1><section><h2>Konto</h2></section><section><h2>Datenschutz</h2></section></div>"
            ),
            "app/SettingsView.swift": """
            import SwiftUI
            struct SettingsView: View { var body: some View { Form { Section("Konto") { Text("a") }; Section("Datenschutz") { Text("b") } } } }
            struct ProfileView: View { var body: some View { Text("Profil") } }
            """
        ]
        let m = try Self.match(files, "settings")
        #expect(m.viewName == "SettingsView" && m.evidence == .name)
    }

    /// "The Orders screen that replaced …" speaks of the app's own screen: a screen's name counts only beside a word that
    /// names a design alone ("mockup", "wireframe", "maquette").
    @Test func aScreensNameBesideTheWordScreenIsTheAppsOwnScreen() throws {
        let files: [String: String] = [
            "design/orders.html": Self.page(
                "Orders", "<div class=\"phone\"><h1>Orders</h1><section><h2>Open</h2></section><section><h2>Shipped</h2></section></div>"),
            "app/Views.swift": """
            import SwiftUI
            struct OrdersView: View { var body: some View { List { Section("Open") { Text("a") }; Section("Shipped") { Text("b") } } } }

            /// The Orders screen that replaced the history list (2026-08-16).
            struct HistoryScreen: View { var body: some View { Text("History") } }
            """
        ]
        let m = try Self.match(files, "orders")
        #expect(m.viewName == "OrdersView" && m.evidence == .name && m.reference == nil)
    }

    /// `p02` names the page whose file starts with `p02`, never `02-…`; and a caption and a comment that name two
    /// different views (neither a part of the other) leave the screen to today's evidence.
    @Test func aPageCodeMustMatchExactlyAndDisagreeingReferencesLeaveTheScreenAlone() throws {
        let files: [String: String] = [
            "design/02-nueva.html": Self.page(
                "02 · Nueva",
                "<p class=\"caption\">Entrega: NewNarrationView</p><div class=\"phone\"><h1>Nueva</h1><section><h2>Origen</h2></section></div>"),
            "app/Views.swift": """
            import SwiftUI

            // MARK: - p02 Source review
            struct SourceReviewView: View { var body: some View { Text("Origen") } }

            /// The import picker (mockup 02).
            struct WorkImportView: View { var body: some View { Text("Origen") } }

            struct NewNarrationView: View { var body: some View { Text("Origen") } }
            """
        ]
        let m = try Self.match(files, "02-nueva")
        #expect(m.viewName != "SourceReviewView")
        #expect(m.evidence != .reference, "the caption names NewNarrationView, the comment WorkImportView: neither wins")
    }

    /// A part of the view named after the screen that says which piece of the mockup it ports ("the mockup's progress
    /// ring on the Percorso screen") is drawn inside that view: the screen stays with its namesake. Italian, SwiftUI.
    @Test func aPartOfTheScreensNamesakeSpeakingOfTheScreenLeavesItWithTheNamesake() throws {
        let files: [String: String] = [
            "design/percorso.html": Self.page(
                "Percorso",
                "<div class=\"phone\"><h1>Percorso</h1><section><h2>Tappe</h2></section><section><h2>Dislivello</h2></section></div>"),
            "app/PercorsoView.swift": """
            import SwiftUI
            struct PercorsoView: View {
                var body: some View { List { Section("Tappe") { AnelloProgresso() }; Section("Dislivello") { Text("b") } } }
            }

            /// Ports the progress ring of the Percorso mockup: 3 arcs, 120 ms apart.
            private struct AnelloProgresso: View { var body: some View { Circle() } }
            """
        ]
        let m = try Self.match(files, "percorso")
        #expect(m.viewName == "PercorsoView" && m.evidence == .name, "\(String(describing: m.viewName)) \(m.evidence)")
    }
}
