import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 21 (photoclean): a design written in one of the app's other languages. The app's views write keys
/// (`String(localized:)` and a `LocalizedStringKey` passed to its own section views, `NSLocalizedString`) that its string
/// tables show in English, Brazilian Portuguese and Spanish; the design is the Portuguese screen and says
/// `lang="en"`. A section the app shows in Portuguese is there; one whose key the tables translate but no view shows,
/// and one in a language the app does not ship, are still missing.
@Suite struct LocalizedDesignTextTests {
    static let design = """
        <!DOCTYPE html><html lang="en"><head><title>Preferências</title><style>
        body { background: #FAFAF7; color: #20201E; } h2 { font-size: 13px; color: #6E6B63; }
        </style></head><body>
        <div class="device" data-screen="preferencias">
          <h1>Preferências</h1>
          <section><h2>Conta e privacidade</h2><div class="row"><span>Exportar dados</span></div><div class="row"><span>Sair</span></div></section>
          <section><h2>Ajuda e sobre</h2><div class="row"><span>Versão</span></div></section>
          <section><h2>Lembretes diários</h2><div class="row"><span>Horário</span></div></section>
          <section><h2>Widgets da tela inicial</h2><div class="row"><span>Tamanho</span></div></section>
        </div>
        </body></html>
        """

    static let app = """
        import SwiftUI

        struct PanelCard<Content: View>: View {
            let heading: LocalizedStringKey
            @ViewBuilder var content: Content
            var body: some View {
                VStack(alignment: .leading) { Text(heading).font(.footnote); content }
            }
        }

        struct SettingsBlock<Content: View>: View {
            let title: String
            @ViewBuilder var content: Content
            var body: some View {
                Section { content } header: { Text(title) }
            }
        }

        struct PreferenciasView: View {
            var body: some View {
                ScrollView {
                    PanelCard(heading: LocalizedStringKey("prefs.account")) {
                        Text("prefs.export")
                        Button(NSLocalizedString("prefs.logout", comment: "")) {}
                    }
                    SettingsBlock(title: String(localized: "prefs.help")) {
                        Text(NSLocalizedString("prefs.version", comment: "row"))
                    }
                }
                .navigationTitle("prefs.title")
            }
        }
        """

    static func strings(_ pairs: [(String, String)]) -> String {
        pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
    }

    static let tables: [String: String] = [
        "Resources/en.lproj/Localizable.strings": strings([
            ("prefs.title", "Preferences"), ("prefs.account", "Account & privacy"), ("prefs.export", "Export data"), ("prefs.logout", "Sign out"),
            ("prefs.help", "Help & about"), ("prefs.version", "Version"), ("prefs.reminders", "Daily reminders")
        ]),
        "Resources/pt-BR.lproj/Localizable.strings": strings([
            ("prefs.title", "Preferências"), ("prefs.account", "Conta e privacidade"), ("prefs.export", "Exportar dados"), ("prefs.logout", "Sair"),
            ("prefs.help", "Ajuda e sobre"), ("prefs.version", "Versão"), ("prefs.reminders", "Lembretes diários")
        ]),
        "Resources/es.lproj/Localizable.strings": strings([
            ("prefs.title", "Preferencias"), ("prefs.account", "Cuenta y privacidad"), ("prefs.help", "Ayuda"), ("prefs.reminders", "Recordatorios")
        ])
    ]

    static func sections(_ a: Analysis) -> [Finding] { a.findings.filter { $0.rule == "section.missing" } }

    @Test func aSectionShownInTheDesignsLanguageIsThere() throws {
        var app = Self.tables
        app["PreferenciasView.swift"] = Self.app
        let a = try DesignTrustTests.run(design: ["preferencias.html": Self.design], app: app)
        let sections = Self.sections(a)
        let titles = sections.map(\.title)
        #expect(!titles.contains { $0.contains("Conta e privacidade") }, "\(titles)")
        #expect(!titles.contains { $0.contains("Ajuda e sobre") }, "\(titles)")
        // Translated in the tables but shown by no view: still missing, and so is a section no table knows.
        #expect(titles.contains { $0.contains("Lembretes diários") }, "\(titles)")
        #expect(titles.contains { $0.contains("Widgets da tela inicial") }, "\(titles)")
    }

    @Test func withoutTheDesignsLanguageTheSectionsAreMissing() throws {
        // The app ships English and Spanish only: its English texts are not the design's Portuguese.
        var app = Self.tables
        app["Resources/pt-BR.lproj/Localizable.strings"] = nil
        app["PreferenciasView.swift"] = Self.app
        let a = try DesignTrustTests.run(design: ["preferencias.html": Self.design], app: app)
        let titles = Self.sections(a).map(\.title)
        #expect(titles.contains { $0.contains("Conta e privacidade") }, "\(titles)")
    }

    @Test func eachTextIsComparedInTheLanguageTheDesignWritesIt() {
        // The translations are an index by the shown text. A text the design writes in English stays English, one it
        // writes in another language becomes that language's, one it writes nowhere stays English.
        let at = SourceLocation(file: "App/PreferencesView.swift")
        var inventory = Inventory(views: [
            ViewType(
                name: "PreferencesView", kind: .swiftUI,
                texts: ["Help & about", "Sign out", "Version"].map { ViewText(text: $0, element: "Text", location: at) }, usedViews: [], location: at)
        ])
        inventory.translations = ["Help & about": ["Ajuda", "Ajuda e sobre"], "Sign out": ["Sair"], "Version": ["Versão"]]
        let screen = ScreenSpec(
            name: "preferences", title: "Preferences", sections: [SectionSpec(title: "Help and about", level: 2, location: at)],
            labels: [DataLabel(text: "Sair", kind: .text, location: at)], location: at)
        LocalizedDesignTexts.apply(design: DesignSpec(screens: [screen]), to: &inventory)
        #expect(inventory.views[0].texts.map(\.text) == ["Help & about", "Sair", "Version"])
    }
}
