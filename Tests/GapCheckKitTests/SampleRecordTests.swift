import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Sample data drawn as headings and status lines: a recipe app's mockup (Spanish, other class names, `<li>` cards)
/// heads its cards with sample recipes and draws a cooking timer as a label/value row; a UIKit app lists the same
/// from its data. The recipe names and the timer are values, not sections or labels the view writes; a section and a
/// label the app writes nowhere are still reported.
@Suite struct SampleRecordTests {
    static let recetas = """
        <!DOCTYPE html><html lang="es"><head><title>Recetas</title><style>
        body { background: #FFFFFF; color: #1B1B1B; } .ficha h4 { font-size: 16px; } .foto { font-size: 12px; }
        </style></head><body>
        <div class="telefono" data-screen="recetas">
          <h1>Recetas</h1>
          <dl class="estado"><dt>⏱ Horno 12:45</dt><dd>Quedan 20 min</dd><dt>Temperatura del horno</dt><dd>180°</dd></dl>
          <div class="destacada">
            <span class="foto">PV</span>
            <div class="texto"><h3>Paella Valenciana</h3><p>45 min · 4 personas</p></div>
            <button class="boton">Cocinar</button>
          </div>
          <h2>Mis recetas</h2>
          <ul class="lista">
            <li class="ficha"><img src="gazpacho.png" alt=""><div class="texto"><h4>Gazpacho</h4><p>15 min</p><span>Fría</span></div></li>
            <li class="ficha"><img src="tortilla.png" alt=""><div class="texto"><h4>Tortilla de patatas</h4><p>30 min</p></div></li>
            <li class="ficha"><img src="crema.png" alt=""><div class="texto"><h4>Crema catalana</h4><p>20 min</p></div></li>
          </ul>
          <h2>Lista de la compra</h2>
          <p>Lo que falta para esta semana.</p>
        </div>
        </body></html>
        """

    static let recetasApp = """
        import UIKit

        struct Receta { var nombre: String; var minutos: Int }

        final class RecetasViewController: UIViewController {
            var recetas: [Receta] = []
            let titulo = UILabel()
            let seccion = UILabel()
            let boton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Recetas"
                seccion.text = "Mis recetas"
                boton.setTitle("Cocinar", for: .normal)
                titulo.text = recetas.first?.nombre
            }
        }
        """

    @Test func headingsOfCardsDrawnAlikeAndBesideTheirMonogramAreSampleRecords() throws {
        let a = try DesignTrustTests.run(design: ["recetas.html": Self.recetas], app: ["RecetasViewController.swift": Self.recetasApp])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        for title in ["Paella Valenciana", "Gazpacho", "Tortilla de patatas"] {
            let s = try #require(sections.first { $0.title.contains("\"\(title)\"") }, "\(sections.map(\.title))")
            #expect(s.severity == .low, "\(s.title): \(s.message)")
            #expect(s.message.contains("sample data"), "\(s.message)")
        }
        let paella = try #require(sections.first { $0.title.contains("Paella") })
        #expect(paella.message.contains("\"PV\""), "\(paella.message)")
        // A section the app writes nowhere is still reported above low.
        let compra = try #require(sections.first { $0.title.contains("Lista de la compra") }, "\(sections.map(\.title))")
        #expect(compra.severity != .low, "\(compra.message)")
    }

    @Test func aStatusLineCarryingATimerIsAReadingNotALabel() throws {
        let a = try DesignTrustTests.run(design: ["recetas.html": Self.recetas], app: ["RecetasViewController.swift": Self.recetasApp])
        let labels = a.findings.filter { $0.rule == "content.label-missing" }
        let timer = try #require(labels.first { $0.title.contains("12:45") }, "\(labels.map(\.title))")
        #expect(timer.severity == .low, "\(timer.message)")
        #expect(timer.message.contains("\"12:45\""), "\(timer.message)")
        let fields = a.findings.filter { $0.rule == "model.field-missing" }
        if let field = fields.first(where: { $0.title.contains("12:45") }) { #expect(field.severity == .low, "\(field.message)") }
        // A label that names a value is still missing.
        let oven = try #require(labels.first { $0.title.contains("Temperatura del horno") }, "\(labels.map(\.title))")
        #expect(oven.severity == .medium, "\(oven.message)")
    }

    /// Settings groups drawn as cards alike, each under its own heading over its rows, and a dashboard's cards that open
    /// with their headings are sections, not records.
    @Test func groupsOfSettingsDrawnAlikeStaySections() throws {
        let ajustes = """
            <!DOCTYPE html><html lang="es"><head><title>Ajustes</title></head><body>
            <div class="telefono" data-screen="ajustes">
              <h1>Ajustes</h1>
              <div class="grupo"><h3>Notificaciones</h3><div class="fila"><span>Avisos</span><span>Sí</span></div><div class="fila"><span>Sonido</span><span>No</span></div></div>
              <div class="grupo"><h3>Privacidad</h3><div class="fila"><span>Compartir datos</span><span>No</span></div><div class="fila"><span>Ubicación</span><span>Sí</span></div></div>
              <div class="tarjeta"><h3>Carga de entrenamiento</h3><p>312 esta semana</p><div class="barra"><i></i></div></div>
              <div class="tarjeta"><h3>Esta semana</h3><p>4 sesiones</p></div>
            </div>
            </body></html>
            """
        let app = """
            import SwiftUI

            struct AjustesView: View {
                @State private var avisos = true
                var body: some View {
                    Form { Section("Notificaciones") { Toggle("Avisos", isOn: $avisos) } }.navigationTitle("Ajustes")
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["ajustes.html": ajustes], app: ["AjustesView.swift": app])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        let privacy = try #require(sections.first { $0.title.contains("Privacidad") }, "\(sections.map(\.title))")
        #expect(privacy.severity != .low, "\(privacy.message)")
        #expect(!privacy.message.contains("sample data"), "\(privacy.message)")
        let carga = try #require(sections.first { $0.title.contains("Carga de entrenamiento") }, "\(sections.map(\.title))")
        #expect(carga.severity != .low, "\(carga.message)")
    }

    @Test func readingsAreTimesAndLongNumbers() {
        #expect(SampleReadout.figure(in: "● REC 0:07") == "0:07")
        #expect(SampleReadout.figure(in: "¶ 1188 · Chapter 3") == "1188")
        #expect(SampleReadout.figure(in: "Scanned / 1,204") == "1,204")
        #expect(SampleReadout.figure(in: "Last 30 days") == nil)
        #expect(SampleReadout.figure(in: "Step 2 of 4") == nil)
    }
}
