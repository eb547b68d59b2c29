import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

/// A design folder holding, beside the phone app's framed mockups, the pages of a desktop product with no device
/// frame (docs/field-tests.md, round 22, open cause 55): they are the desktop's surface, left out for an app that runs
/// on no desktop and kept for a Mac app or one whose platform the code does not say. Fixture: a French invoicing
/// product in plain CSS, other markup and layout than the field repository's Tailwind admin panel.
@Suite struct DesktopPageTests {
    static let phonePage = """
        <!DOCTYPE html><html lang="fr"><head><title>Factures — iPhone</title><style>
        :root { --encre: #1F2330; --fond: #FFFFFF; --vert: #1E8E5A; }
        body { background: #E9E9EE; font-family: sans-serif; }
        .iphone-frame { width: 390px; height: 844px; border-radius: 48px; background: var(--fond); }
        .titre { font-size: 28px; font-weight: 700; color: var(--encre); }
        .action { background: var(--vert); color: #FFFFFF; font-size: 17px; }
        </style></head><body>
        <div class="iphone-frame" data-screen="Accueil">
          <h1 class="titre">Accueil</h1>
          <p>Solde du mois</p>
          <button class="action">Nouvelle facture</button>
        </div>
        </body></html>
        """

    static let consolePage = """
        <!DOCTYPE html><html lang="fr"><head><title>Relances · Facturo Console</title><style>
        :root { --encre: #1F2330; --vert: #1E8E5A; }
        body { margin: 0; font-family: sans-serif; background: #F4F4F6; }
        .barre-laterale { position: fixed; top: 0; bottom: 0; left: 0; width: 232px; background: #FFFFFF; }
        .contenu { margin-left: 232px; padding: 32px 48px; }
        .cadre { max-width: 1280px; margin: 0 auto; }
        .kpi { display: grid; grid-template-columns: 1fr; gap: 16px; }
        @media (min-width: 1280px) { .kpi { grid-template-columns: repeat(4, 1fr); } }
        .chiffre { font-size: 40px; font-weight: 800; color: var(--encre); }
        .onglet { font-size: 13px; color: #8A8F9C; }
        </style></head><body>
        <nav class="barre-laterale side-nav">
          <a class="onglet" href="tableau.html">Tableau de bord</a>
          <a class="onglet" href="relances.html">Relances</a>
          <a class="onglet" href="exports.html">Exports comptables</a>
          <a class="onglet" href="equipe.html">Équipe</a>
        </nav>
        <div class="contenu"><div class="cadre">
          <h1>Relances automatiques</h1>
          <div class="kpi"><div><div class="chiffre">42</div><div>Relances envoyées</div></div><div><div class="chiffre">7</div><div>Litiges ouverts</div></div></div>
          <table><tr><th>Client</th><th>Échéance</th><th>Montant</th></tr><tr><td>Boulangerie Lemoine</td><td>12/03</td><td>1 240 €</td></tr></table>
        </div></div>
        </body></html>
        """

    static let phoneApp = """
        import UIKit

        final class AccueilViewController: UIViewController {
            private let titre = UILabel()
            private let action = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Accueil"
                titre.text = "Accueil"
                titre.font = UIFont.systemFont(ofSize: 28, weight: .bold)
                action.setTitle("Nouvelle facture", for: .normal)
            }
        }
        """

    static let macApp = """
        import AppKit

        final class AccueilController: NSViewController {
            private let titre = NSTextField(labelWithString: "Accueil")
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Accueil"
                titre.font = NSFont.systemFont(ofSize: 28, weight: .bold)
            }
        }
        """

    /// SwiftUI alone: the code does not say which platform it runs on.
    static let swiftUIApp = """
        import SwiftUI

        struct AccueilView: View {
            var body: some View { Text("Accueil").font(.system(size: 28, weight: .bold)) }
        }
        """

    /// The console's index: cards opening its pages, in a container at a desktop's width.
    static let indexPage = """
        <!DOCTYPE html><html lang="fr"><head><title>Facturo Console — maquettes</title><style>
        .grille { max-width: 1100px; margin: 0 auto; display: grid; grid-template-columns: repeat(3, 1fr); }
        .carte { padding: 24px; border: 1px solid #DDDDE3; }
        </style></head><body><div class="grille">
        <a class="carte" href="relances.html"><h3>Relances</h3><p>Suivi des impayés</p></a>
        <a class="carte" href="exports.html"><h3>Exports</h3><p>Fichiers pour le cabinet comptable</p></a>
        </div></body></html>
        """

    static let design = [
        "accueil.html": phonePage, "relances.html": consolePage, "sommaire.html": indexPage,
        "exports.html": consolePage.replacingOccurrences(of: "Relances automatiques", with: "Exports comptables du mois")
    ]

    static func lines(_ a: Analysis) -> [String] {
        a.findings.map { "\($0.severity) \($0.rule) \($0.title) @\($0.primaryLocation?.file ?? ""):\($0.primaryLocation?.line ?? 0)" }
    }

    @Test func aPhoneAppLeavesOutTheDesktopConsoleAndSaysSo() throws {
        let a = try DesignTrustTests.run(design: Self.design, app: ["Accueil.swift": Self.phoneApp])
        #expect(a.inventory.platforms == [.mobile])
        // No screen, element or finding of the console page; the phone screen stays.
        for page in ["relances.html", "exports.html", "sommaire.html"] {
            #expect(!a.design.screens.contains { $0.location.file.hasSuffix(page) }, "\(page): \(a.design.screens.map(\.name))")
        }
        #expect(a.design.screens.contains { $0.location.file.hasSuffix("accueil.html") })
        #expect(!a.design.elements.contains { ["Relances automatiques", "Exports comptables", "Litiges ouverts"].contains($0.text) })
        #expect(!a.findings.contains { $0.severity != .low && !($0.primaryLocation?.file.hasSuffix("accueil.html") ?? true) }, "\(Self.lines(a))")
        // The console's own type ramp is no text style the app lacks.
        #expect(!a.design.expectations.contains { $0.kind == .typography && $0.context?.contains("chiffre") == true }, "\(a.design.expectations.map(\.name))")
        let said = a.design.diagnostics.filter { $0.message.contains("laid out for the desktop") }
        #expect(said.count == 1, "\(a.design.diagnostics.map(\.message))")
        #expect(said.first?.message.hasPrefix("3 pages with no device frame are laid out for the desktop") == true, "\(said.map(\.message))")
        #expect(said.first?.message.contains("sommaire.html") == true)
        #expect(said.first?.message.contains("the app runs on a phone or tablet") == true)
    }

    @Test func aMacAppKeepsTheDesktopPageAsItsScreen() throws {
        let a = try DesignTrustTests.run(design: Self.design, app: ["Accueil.swift": Self.macApp])
        #expect(a.inventory.platforms == [.desktop])
        #expect(a.design.screens.contains { $0.location.file.hasSuffix("relances.html") }, "\(a.design.screens.map(\.name))")
        #expect(a.design.screens.contains { $0.location.file.hasSuffix("sommaire.html") })
        #expect(!a.design.diagnostics.contains { $0.message.contains("laid out for the desktop") })
    }

    @Test func anIndexOpeningThePhoneScreenTooStaysAScreen() throws {
        let index = Self.indexPage.replacingOccurrences(of: "href=\"exports.html\"", with: "href=\"accueil.html\"")
        let a = try DesignTrustTests.run(
            design: Self.design.merging(["sommaire.html": index]) { $1 }, app: ["Accueil.swift": Self.phoneApp])
        #expect(!a.design.screens.contains { $0.location.file.hasSuffix("exports.html") })
        #expect(a.design.screens.contains { $0.location.file.hasSuffix("sommaire.html") }, "\(a.design.screens.map(\.name))")
    }

    @Test func anAppOfUnknownPlatformKeepsTheDesktopPage() throws {
        let a = try DesignTrustTests.run(design: Self.design, app: ["Accueil.swift": Self.swiftUIApp])
        #expect(a.inventory.platforms.isEmpty)
        #expect(a.design.screens.contains { $0.location.file.hasSuffix("relances.html") }, "\(a.design.screens.map(\.name))")
    }

    @Test func aFramelessPhoneScreenWithAWideGalleryStaysAScreen() throws {
        // A frameless phone mockup on a page capped at 1200 px, with a tab bar: no side navigation, so the phone's.
        let page = """
            <!DOCTYPE html><html lang="fr"><head><title>Accueil</title><style>
            .page { max-width: 1200px; margin: 0 auto; }
            @media (min-width: 1024px) { .page { padding: 48px; } }
            .onglets { position: fixed; left: 0; right: 0; bottom: 0; display: flex; }
            </style></head><body><div class="page">
            <h1>Accueil</h1><p>Solde du mois</p><button>Nouvelle facture</button>
            <nav class="onglets"><a href="#a">Accueil</a><a href="#f">Factures</a><a href="#r">Réglages</a></nav>
            </div></body></html>
            """
        let a = try DesignTrustTests.run(design: ["accueil.html": page], app: ["Accueil.swift": Self.phoneApp])
        #expect(a.design.screens.contains { $0.location.file.hasSuffix("accueil.html") }, "\(a.design.screens.map(\.name))")
        #expect(!a.design.diagnostics.contains { $0.message.contains("laid out for the desktop") })
    }
}
