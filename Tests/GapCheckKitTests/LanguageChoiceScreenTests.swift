import Foundation
import GapCheckModel
import GapCheckReport
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// An app whose texts sit behind a hand-written Dutch/English helper (`func vertaal(nl:en:)` choosing by the app's
/// language) shows those texts: a design written in Dutch pairs with the view by what it shows, though the view's
/// name says nothing of the screen's, and its sections are found; a section the app shows in no language is still
/// missing.
@Suite struct LanguageChoiceScreenTests {
    static let design = """
        <!DOCTYPE html><html lang="nl"><head><title>Instellingen</title><style>
        body { background: #FFFFFF; color: #1A1A1A; } h2 { font-size: 13px; color: #5C5C5C; }
        </style></head><body>
        <div class="phone" data-screen="instellingen">
          <h1>Instellingen</h1>
          <section><h2>Meldingen</h2><div class="rij"><span>Dagelijkse samenvatting</span></div></section>
          <section><h2>Gegevens</h2><div class="rij"><span>Exporteren</span></div></section>
          <section><h2>Hulp en contact</h2><div class="rij"><span>Stuur ons een bericht</span></div></section>
        </div>
        </body></html>
        """

    static let teksten = """
        import Foundation

        enum Taal { case nl, en }

        struct Teksten {
            let taal: Taal
            func vertaal(nl: String, en: String) -> String { taal == .nl ? nl : en }

            var titel: String { vertaal(nl: "Instellingen", en: "Settings") }
            var meldingen: String { vertaal(nl: "Meldingen", en: "Notifications") }
            var samenvatting: String { vertaal(nl: "Dagelijkse samenvatting", en: "Daily digest") }
            var gegevens: String { vertaal(nl: "Gegevens", en: "Data") }
            var exporteren: String { vertaal(nl: "Exporteren", en: "Export") }
        }
        """

    static let panel = """
        import SwiftUI

        struct OptionsPanel: View {
            let t: Teksten
            var body: some View {
                NavigationStack {
                    Form {
                        Section(t.meldingen) { Toggle(t.samenvatting, isOn: .constant(true)) }
                        Section(t.gegevens) { Button(t.exporteren) {} }
                    }
                    .navigationTitle(t.titel)
                }
            }
        }
        """

    @Test func aDutchDesignPairsWithTheViewShowingItsTexts() throws {
        let a = try DesignTrustTests.run(
            design: ["instellingen.html": Self.design], app: ["App/Teksten.swift": Self.teksten, "App/OptionsPanel.swift": Self.panel])
        #expect(!a.findings.contains { $0.rule == "screen.missing" }, "\(a.findings.map(\.title))")
        let sections = a.findings.filter { $0.rule == "section.missing" }.map(\.title)
        #expect(!sections.contains { $0.contains("Meldingen") || $0.contains("Gegevens") }, "\(sections)")
        // No text of the app is "Hulp en contact" in any language.
        #expect(sections.contains { $0.contains("Hulp en contact") }, "\(sections)")
    }

    @Test func withoutTheHelperTheViewShowsNoText() throws {
        // The same view reading a type the app does not declare: nothing ties it to the design, which stays missing.
        let a = try DesignTrustTests.run(
            design: ["instellingen.html": Self.design],
            app: ["App/OptionsPanel.swift": Self.panel.replacingOccurrences(of: "Teksten", with: "ExternalStrings")])
        #expect(a.findings.contains { $0.rule == "screen.missing" }, "\(a.findings.map(\.title))")
    }
}
