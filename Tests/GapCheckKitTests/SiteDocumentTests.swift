import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A product's website beside the app's mockups, whose legal and support pages have no site header or footer of their
/// own, only a link back to the site: they are pages of that website, no screens. An app's own legal, privacy or
/// onboarding screens, a legal page that links no page of a website, and a design of one such page stay screens.
@Suite struct SiteDocumentTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// The site's landing page (French): a header and footer linking its pages over paragraphs of prose.
    static let landing = """
        <!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Carnet — votre journal de marche</title>
        <style>body { font-family: Georgia, serif; color: #2B2118; } .entete a { color: #8A4B2A; }</style></head><body>
        <div class="entete"><nav><a href="index.html">Carnet</a> · <a href="histoire.html">Notre histoire</a> · <a href="ecrans/accueil.html">Aperçu</a></nav></div>
        <section><h2>Marchez, notez, souvenez-vous</h2>
        <p>Carnet garde la trace de chacune de vos promenades, avec les lieux traversés, la météo du jour et vos propres mots.</p>
        <p>Vos notes restent sur votre téléphone : aucun compte à créer, aucune publicité, rien qui ne vous appartienne pas.</p>
        <p>Retrouvez en un coup d'œil les chemins parcourus le mois dernier et les saisons où vous avez le plus marché.</p></section>
        <footer><a href="mentions.html">Mentions légales</a> <a href="/confidentialite">Confidentialité</a></footer>
        </body></html>
        """

    /// A legal page with no site header or footer: headings over prose, and one link back to the site's root.
    static let mentions = """
        <!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Mentions légales · Carnet</title>
        <style>main { max-width: 40em; } a { color: #8A4B2A; }</style></head><body><main>
        <h1>Mentions légales</h1>
        <h3>Éditeur</h3>
        <p>Cette application est éditée par une entreprise individuelle immatriculée au registre du commerce de Lyon.</p>
        <h3>Hébergement</h3>
        <p>Le site est hébergé par un prestataire européen qui ne reçoit aucune donnée personnelle des utilisateurs.</p>
        <h3>Propriété intellectuelle</h3>
        <p>Les textes, les illustrations et le logo de Carnet ne peuvent être reproduits sans autorisation écrite.</p>
        <div><a href="./">Retour à l'accueil</a></div></main></body></html>
        """

    /// A privacy policy that links only the legal page above, which links the site.
    static let confidentialite = """
        <!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Carnet</title></head><body>
        <h1>Politique de confidentialité</h1>
        <dl><dt>Données collectées</dt><dd>Carnet ne collecte aucune donnée : vos promenades restent sur votre appareil.</dd>
        <dt>Localisation</dt><dd>La position n'est lue que pendant une promenade que vous avez vous-même démarrée.</dd></dl>
        <p class="note">Voir aussi les <a href="mentions.html">mentions légales</a>.</p></body></html>
        """

    /// A terms page in Japanese, linking the site's index by name.
    static let kiyaku = """
        <!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>カルネ アプリ利用規約</title></head><body>
        <h1>利用規約</h1>
        <p>本規約は、本アプリの利用に関する条件を定めるものです。ご利用の前に必ずお読みいただき、内容に同意のうえでご利用ください。</p>
        <p>利用者は、本アプリを法令に反する目的で利用してはなりません。当方は予告なく本アプリの内容を変更することがあります。</p>
        <p><a href="index.html">トップへ戻る</a></p></body></html>
        """

    /// A frameless mockup of the app, so the design keeps a screen.
    static let accueil = """
        <!DOCTYPE html><html><head><title>Accueil</title></head><body>
        <header class="nav-bar"><h1>Mes promenades</h1></header>
        <div class="row"><span class="label">Bord de Saône</span><span class="value">4,2 km</span></div>
        <nav class="tab-bar"><a href="accueil.html">Promenades</a><a href="carte.html">Carte</a></nav>
        </body></html>
        """

    static let site: [String: String] = [
        "design/index.html": landing,
        "design/mentions.html": mentions,
        "design/confidentialite.html": confidentialite,
        "design/kiyaku.html": kiyaku,
        "design/ecrans/accueil.html": accueil,
        "app/Views/AccueilView.swift": """
        import SwiftUI

        struct AccueilView: View {
            var body: some View { VStack { Text("Mes promenades"); Text("Bord de Saône") } }
        }
        """
    ]

    static func missing(_ a: Analysis) -> Set<String> {
        Set(a.findings.filter { $0.rule == "screen.missing" }.compactMap { $0.expected?.name })
    }

    @Test func legalPagesLinkingTheSiteGiveNoScreen() throws {
        let a = try Self.analyze(Self.site)
        let names = Set(a.design.screens.map(\.name))
        for page in ["mentions", "confidentialite", "kiyaku"] {
            #expect(!names.contains(page), "\(page) is a page of the website")
            #expect(!Self.missing(a).contains(page))
        }
        let website = a.diagnostics.filter { $0.message.contains("pages of a website about the app") }
        #expect(website.count == 1)
        #expect(website.first?.message.hasPrefix("4 pages read as pages of a website") == true)
        // The app's own mockup is still a screen.
        #expect(names.contains("accueil"))
    }

    @Test func legalPageLinkingOnlyMockupsStaysAScreen() throws {
        // No page of a website: the privacy policy links the app's home mockup, as an app's own legal screen may.
        var files = Self.site
        files["design/index.html"] = nil
        files["design/mentions.html"] = Self.mentions.replacingOccurrences(of: "href=\"./\"", with: "href=\"ecrans/accueil.html\"")
        let a = try Self.analyze(files)
        let names = Set(a.design.screens.map(\.name))
        #expect(names.contains("mentions"))
        #expect(!a.diagnostics.contains { $0.message.contains("website") })
    }

    @Test func aDesignOfOneLegalPageStaysReadable() throws {
        let a = try Self.analyze([
            "design/mentions.html": Self.mentions,
            "app/Views/MentionsView.swift": "import SwiftUI\nstruct MentionsView: View { var body: some View { Text(\"Mentions légales\") } }\n"
        ])
        #expect(a.design.screens.map(\.name) == ["mentions"])
        #expect(!a.diagnostics.contains { $0.message.contains("no readable") })
    }

    @Test func appScreensThatNameALegalDocumentStayScreens() throws {
        var files = Self.site
        // The app's privacy settings: a navigation bar, rows with toggles, and sentences under them.
        files["design/reglages-confidentialite.html"] = """
            <!DOCTYPE html><html><head><title>Politique de confidentialité</title></head><body>
            <div class="nav-bar"><a href="index.html">Retour</a><h1>Confidentialité</h1></div>
            <div class="row"><span>Partager la position</span><div class="toggle on"></div></div>
            <p>La position n'est partagée qu'avec les personnes que vous avez choisies vous-même, jamais avec nous.</p>
            <p>Vous pouvez effacer à tout moment l'historique complet de vos promenades depuis cet écran de réglages.</p>
            </body></html>
            """
        // Terms to accept, drawn in a phone frame, with an Accept button.
        files["design/accepter.html"] = """
            <!DOCTYPE html><html><head><title>Conditions d'utilisation</title></head><body>
            <div class="phone-frame"><h1>Conditions d'utilisation</h1>
            <p>En utilisant Carnet, vous acceptez que vos promenades soient enregistrées sur cet appareil uniquement.</p>
            <p>Vous restez propriétaire de vos notes et pouvez les exporter ou les supprimer quand vous le souhaitez.</p>
            <a href="index.html">Plus tard</a><button>Accepter</button></div></body></html>
            """
        // A frameless onboarding step: prose under a title that names the terms, and a Continue button.
        files["design/bienvenue.html"] = """
            <!DOCTYPE html><html><head><title>Aide</title></head><body>
            <h1>Aide</h1>
            <p>Carnet enregistre vos promenades sans jamais envoyer vos données ailleurs que sur votre téléphone.</p>
            <p>Touchez le bouton ci-dessous pour commencer votre première promenade et noter ce que vous voyez.</p>
            <a href="index.html">Découvrir le site</a><button class="primary">Continuer</button></body></html>
            """
        let a = try Self.analyze(files)
        let names = Set(a.design.screens.map(\.name))
        #expect(names.contains("reglages-confidentialite"))
        #expect(names.contains("accepter"))
        #expect(names.contains("bienvenue"))
        // The site's legal pages are still set aside beside them.
        #expect(!names.contains("mentions"))
    }
}
