import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit

/// A control drawn in a desktop window beside the phone frames is clicked with a pointer: iOS's 44pt minimum is no gap
/// there, while the phone frame's small control stays one. A Spanish recipe app in SwiftUI, for iPhone and Mac.
@Suite struct DesktopWindowTargetsTests {
    static let page = """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>Recetario</title>
        <style>
          body { background: #E4E7EB; font-family: system-ui; }
          .movil { width: 390px; height: 844px; border-radius: 44px; background: #101010; padding: 10px; }
          .pantalla { background: #FFFDF8; color: #2B2118; height: 100%; }
          .pantalla button { width: 120px; height: 30px; }
          .ventana { width: 1100px; height: 700px; border-radius: 12px; background: #FFFDF8; color: #2B2118; }
          .ventana header { display: flex; gap: 8px; height: 38px; }
          .punto { width: 12px; height: 12px; border-radius: 50%; background: #FF5F57; }
          .lateral a { display: block; width: 200px; height: 26px; color: #6A5E52; }
        </style></head><body>
          <h1>Recetario — iPhone y Mac</h1>
          <figure>
            <div class="movil"><div class="pantalla">
              <h2>Hoy</h2><p>Sopa de lentejas</p><p>Tortilla de patatas</p><button class="nueva">Nueva receta</button>
            </div></div>
            <figcaption>iPhone · Hoy</figcaption>
          </figure>
          <figure>
            <div class="ventana">
              <header><span class="punto"></span><span class="punto"></span><span class="punto"></span><span>Recetario</span></header>
              <div class="cuerpo">
                <nav class="lateral"><a href="#">Todas las recetas</a><a href="#">Favoritas</a><a href="#">Lista de la compra</a></nav>
                <main><h2>Sopa de lentejas</h2><p>Ingredientes</p><p>Lentejas, zanahoria, cebolla</p><p>Preparación</p></main>
              </div>
            </div>
            <figcaption>Mac · Ventana principal</figcaption>
          </figure>
        </body></html>
        """

    static let app = """
        import SwiftUI

        struct HoyView: View {
            var body: some View {
                VStack {
                    Text("Hoy").font(.title)
                    Text("Sopa de lentejas")
                    Button("Nueva receta") {}
                }
            }
        }
        """

    @Test func aWindowsLinksAreLowAndThePhonesButtonStaysMedium() throws {
        let a = try DesignTrustTests.run(design: ["recetario.html": Self.page], app: ["Recetario/HoyView.swift": Self.app])
        let small = a.findings.filter { $0.rule == "touch-target.small" }
        let lines = small.map { "\($0.severity) \($0.title)" }
        let phone = try #require(small.first { $0.title.contains("button") }, "\(lines)")
        #expect(phone.severity == .medium, "\(lines)")
        let window = try #require(small.first { $0.title.hasPrefix("`a") }, "\(lines)")
        #expect(window.severity == .low, "\(lines)")
        #expect(window.message.contains("desktop window"))
    }
}
