import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A recipe app's detail screen (Spanish): two cards named only by `aria-label` ("Resumen nutricional", "Lista de
/// pasos") that paint no title, and a card with a painted heading the app lacks. Nobody sees an `aria-label`, so its
/// absence from the view is a question (low); a painted heading the view does not show stays a missing section.
@Suite struct UnpaintedSectionTitleTests {
    static let design = """
        <!DOCTYPE html><html lang="es"><head><title>Receta</title><style>
        body { background: #FFFFFF; color: #1B1B1B; } .tarjeta { border-radius: 12px; padding: 12px; }
        </style></head><body>
        <div class="device" data-screen="receta">
          <h1>Receta</h1>
          <section class="tarjeta" aria-label="Resumen nutricional"><p class="kcal">420 kcal por ración</p></section>
          <article class="tarjeta" aria-label="Lista de pasos">
            <div class="paso">Picar la cebolla</div>
            <div class="paso">Sofreír el ajo</div>
          </article>
          <section class="tarjeta"><h2>Vino recomendado</h2><p>Un tinto joven</p></section>
        </div>
        </body></html>
        """
    static let app = """
        import SwiftUI

        struct RecetaView: View {
            var body: some View {
                List {
                    Text("420 kcal por ración")
                    Text("Picar la cebolla")
                    Text("Sofreír el ajo")
                }
                .navigationTitle("Receta")
            }
        }
        """

    @Test func aSectionTitledOnlyByItsAccessibilityNameIsLow() throws {
        let a = try DesignTrustTests.run(design: ["receta.html": Self.design], app: ["RecetaView.swift": Self.app])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        for title in ["Resumen nutricional", "Lista de pasos"] {
            let s = try #require(sections.first { $0.title.contains("\"\(title)\"") }, "\(sections.map(\.title))")
            #expect(s.severity == .low, "\(s.message)")
            #expect(s.message.contains("accessibility name"), "\(s.message)")
        }
        // The painted heading the view lacks is still a missing section above low.
        let wine = try #require(sections.first { $0.title.contains("Vino recomendado") }, "\(sections.map(\.title))")
        #expect(wine.severity != .low, "\(wine.message)")
    }
}
