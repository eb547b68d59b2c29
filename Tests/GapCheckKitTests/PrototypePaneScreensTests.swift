import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 19 (open causes 45 and 46): a one-file clickable prototype draws one phone and every screen inside it,
/// a script showing one pane at a time. Each pane is a screen paired with its own view: an unbuilt pane is one missing
/// screen, not a list of labels of another view, and a card of a detail pane the view lacks is a missing section.
/// Style: a Spanish hiking prototype (panes `.vista` hidden until `.activa`, comments naming them, a tab bar of links
/// calling `ir('…')`) against a SwiftUI app.
@Suite struct PrototypePaneScreensTests {
    static let prototype = """
        <!doctype html><html><head><title>Senderos</title><style>
        .movil { width: 390px; height: 844px; border-radius: 44px; }
        .vista { display: none; }
        .vista.activa { display: block; }
        </style></head><body><div class="movil">
          <!-- Inicio -->
          <div class="vista activa" id="vista-inicio">
            <h1>Tus rutas</h1>
            <dl><dt>Distancia total</dt><dd>128 km</dd><dt>Rutas completadas</dt><dd>14</dd></dl>
            <button onclick="ir('detalle')">Ver ruta</button>
          </div>
          <!-- Detalle -->
          <div class="vista" id="vista-detalle">
            <h1>Ruta del Cares</h1>
            <div class="info-card"><div class="info-card-head">Clima del día</div>
              <dl><dt>Viento</dt><dd>12 km/h</dd><dt>Humedad</dt><dd>40%</dd></dl></div>
            <div class="info-card"><div class="info-card-head"><span>Equipo</span><a class="accion" href="#">Editar</a></div>
              <dl><dt>Mochila</dt><dd>Lista</dd><dt>Frontal</dt><dd>Falta</dd></dl></div>
          </div>
          <!-- Ajustes -->
          <div class="vista" id="vista-ajustes">
            <h1>Ajustes</h1>
            <dl><dt>Unidades</dt><dd>Kilómetros</dd><dt>Idioma</dt><dd>Español</dd><dt>Mapas sin conexión</dt><dd>2 regiones</dd></dl>
          </div>
          <nav class="barra">
            <a onclick="ir('inicio')"><span>🏠</span><span>Inicio</span></a>
            <a onclick="ir('detalle')"><span>🥾</span><span>Rutas</span></a>
            <a onclick="ir('ajustes')"><span>⚙️</span><span>Ajustes</span></a>
          </nav>
        </div></body></html>
        """

    static let app: [String: String] = [
        "app/InicioView.swift": """
        import SwiftUI
        struct InicioView: View {
            var body: some View {
                NavigationStack {
                    List {
                        LabeledContent("Distancia total", value: "128 km")
                        LabeledContent("Rutas completadas", value: "14")
                        NavigationLink("Ver ruta") { DetalleView() }
                    }
                    .navigationTitle("Tus rutas")
                }
            }
        }
        """,
        "app/DetalleView.swift": """
        import SwiftUI
        struct DetalleView: View {
            var body: some View {
                ScrollView {
                    Text("Clima del día").font(.headline)
                    LabeledContent("Viento", value: "12 km/h")
                    LabeledContent("Humedad", value: "40%")
                }
            }
        }
        """,
        "app/SenderosApp.swift": """
        import SwiftUI
        @main struct SenderosApp: App {
            var body: some Scene { WindowGroup { InicioView() } }
        }
        """
    ]

    static func analyze() throws -> Analysis {
        var files = app
        files["design/prototipo.html"] = prototype
        return try TrustMatchTests.analyze(files)
    }

    @Test func eachPaneIsAScreenPairedWithItsOwnView() throws {
        let a = try Self.analyze()
        let views = Dictionary(a.matches.screens.map { ($0.screen.name, $0.viewName ?? "-") }, uniquingKeysWith: { x, _ in x })
        #expect(views["Inicio"] == "InicioView", "\(views)")
        #expect(views["Detalle"] == "DetalleView", "\(views)")
        #expect(views["Ajustes"] == "-", "\(views)")
    }

    @Test func anUnbuiltPaneIsOneMissingScreenNotLabelsOfAnotherView() throws {
        let a = try Self.analyze()
        let missing = a.findings.filter { $0.rule == "screen.missing" }
        #expect(missing.count == 1, "\(missing.map(\.title))")
        #expect(missing.first?.title.contains("Ajustes") == true, "\(missing.map(\.title))")
        // Its rows are not labels some other view lacks.
        let labels = a.findings.filter { $0.rule != "screen.missing" && ($0.title.contains("Idioma") || $0.title.contains("Unidades")) }
        #expect(labels.isEmpty, "\(labels.map(\.title))")
    }

    @Test func aCardOfTheDetailPaneTheViewLacksIsAMissingSection() throws {
        let a = try Self.analyze()
        let sections = a.findings.filter { $0.rule == "section.missing" }
        #expect(sections.map(\.title).contains { $0.contains("DetalleView") && $0.contains("Equipo") }, "\(sections.map(\.title))")
        // The card the view shows is not reported.
        #expect(!sections.contains { $0.title.contains("Clima") }, "\(sections.map(\.title))")
        // No section of one pane is held against another pane's view.
        #expect(!sections.contains { $0.title.contains("InicioView") }, "\(sections.map(\.title))")
    }
}
