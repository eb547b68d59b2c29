import Foundation
import GapCheckModel
import GapCheckReport
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// An app whose views write localization keys shows its String Catalog's texts: a design screen is compared with those
/// texts, so a view named otherwise still pairs with it by what it shows, and its sections are found; a section the
/// catalog does not hold either is still missing.
@Suite struct LocalizedScreenTests {
    static let design = """
        <!DOCTYPE html><html lang="pt-BR"><head><title>Preferências</title><style>
        body { background: #FFFFFF; color: #111111; } h2 { font-size: 13px; color: #666666; }
        </style></head><body>
        <div class="phone" data-screen="preferencias">
          <h1>Preferências</h1>
          <section><h2>Sua conta</h2><div class="linha"><span>Nome de exibição</span></div></section>
          <section><h2>Avisos por e-mail</h2><div class="linha"><span>Resumo semanal</span></div></section>
          <section><h2>Dados e privacidade</h2><div class="linha"><span>Exportar dados</span></div></section>
        </div>
        </body></html>
        """
    static let view = """
        import SwiftUI

        struct PaneOptions: View {
            var body: some View {
                NavigationStack {
                    Form {
                        Section("opts.account") { Text("opts.account.name") }
                        Section("opts.mail") { Toggle("opts.mail.digest", isOn: .constant(true)) }
                    }
                    .navigationTitle("opts.title")
                }
            }
        }
        """
    static let catalog = """
        { "sourceLanguage" : "pt-BR", "version" : "1.0", "strings" : {
          "opts.account" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Your account" } },
            "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Sua conta" } } } },
          "opts.account.name" : { "localizations" : { "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Nome de exibição" } } } },
          "opts.mail" : { "localizations" : { "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Avisos por e-mail" } } } },
          "opts.mail.digest" : { "localizations" : { "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Resumo semanal" } } } },
          "opts.title" : { "localizations" : { "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Preferências" } } } }
        } }
        """

    private func sectionTitles(_ a: Analysis) -> [String] { a.findings.filter { $0.rule == "section.missing" }.map(\.title) }

    @Test func keysShowTheCatalogsTextsToTheComparison() throws {
        let a = try DesignTrustTests.run(
            design: ["preferencias.html": Self.design], app: ["Options/PaneOptions.swift": Self.view, "Options/Localizable.xcstrings": Self.catalog])
        #expect(!a.findings.contains { $0.rule == "screen.missing" }, "\(a.findings.map(\.title))")
        let sections = sectionTitles(a)
        #expect(!sections.contains { $0.contains("Sua conta") || $0.contains("Avisos por e-mail") }, "\(sections)")
        // The catalog holds no "Dados e privacidade": that section is still missing.
        #expect(sections.contains { $0.contains("Dados e privacidade") }, "\(sections)")
    }

    @Test func withoutTheCatalogTheKeysAreNotTheDesignsTexts() throws {
        let a = try DesignTrustTests.run(design: ["preferencias.html": Self.design], app: ["Options/PaneOptions.swift": Self.view])
        let sections = sectionTitles(a)
        let screenMissing = a.findings.contains { $0.rule == "screen.missing" }
        #expect(screenMissing || sections.contains { $0.contains("Sua conta") }, "\(a.findings.map(\.title))")
    }
}
