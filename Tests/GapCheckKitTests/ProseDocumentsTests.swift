import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A design whose mockups are drawn in device frames, with pages of prose beside them that have no frame: the
/// terms of use and a developer guide. Those are documents about the app, not screens it lacks; a frameless page of
/// labels and controls is still a screen, and prose pages in a design of frameless mockups stay screens.
@Suite struct ProseDocumentsTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A mockup in a device frame.
    static func framed(_ title: String, _ labels: [String]) -> String {
        """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>\(title)</title>
        <style>.device-frame { width: 390px; height: 844px; border-radius: 48px; background: #F4F1EA; }</style></head><body>
        <div class="device-frame"><h1>\(title)</h1>\(labels.map { "<div class=\"fila\">\($0)</div>" }.joined())</div>
        </body></html>
        """
    }

    /// Terms of use: chapters of paragraphs and list items in sentences, no frame, no site navigation.
    static let terms = """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>Huerto — Términos de uso</title>
        <style>body { max-width: 720px; margin: 48px auto; color: #222222; }</style></head><body>
        <h1>Términos de uso</h1>
        <p>Al usar Huerto aceptas estas condiciones, que explican qué puedes esperar de la aplicación y qué esperamos de ti.</p>
        <h2>Tu cuenta</h2>
        <ul><li>Eres responsable de la información que registras sobre tus cultivos y parcelas.</li>
        <li>Puedes borrar tu cuenta en cualquier momento desde los ajustes de la aplicación.</li></ul>
        <h2>Contenido</h2>
        <p>Las fotos que subes siguen siendo tuyas; solo las usamos para mostrarte el estado de tus plantas.</p>
        <h2>Cambios</h2>
        <p>Podemos actualizar estos términos; te avisaremos dentro de la aplicación antes de que entren en vigor.</p>
        <h2>Contacto</h2>
        <p>¿Preguntas? Escríbenos a hola@huerto.example y te responderemos pronto.</p>
        </body></html>
        """

    /// A developer guide: a hero, chapters with sentences, step cards of short labels and one demo with two buttons.
    static let guide = """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>Huerto CLI</title>
        <style>.tarjeta { padding: 12px; border-radius: 10px; } .demo button { background: #3B7A57; color: #FFFFFF; }</style></head><body>
        <div class="portada"><h1>La consola de Huerto</h1><p>Riega, siembra y consulta tu huerto desde la terminal, sin abrir el móvil.</p></div>
        <div class="columna">
        <h2>Primeros pasos</h2>
        <p>Necesitas una clave de acceso. La encontrarás en la web, en el apartado de desarrolladores de tu perfil.</p>
        <div class="tarjeta"><div class="n">1</div><div>Crear clave</div></div>
        <div class="tarjeta"><div class="n">2</div><div>Exportar variable</div></div>
        <h2>Una sesión real</h2>
        <p>Avanza por una sesión grabada: escribes una orden y la consola responde con el estado de tus parcelas.</p>
        <div class="demo"><div class="terminal"></div><button>Anterior</button><button>Siguiente</button></div>
        <h2>Órdenes</h2>
        <p>La consola entiende estas órdenes; cada una tiene un alias corto para escribir menos cada mañana.</p>
        <div class="tarjeta"><code>regar</code> r</div><div class="tarjeta"><code>sembrar</code> s</div>
        </div></body></html>
        """

    /// A frameless settings screen: sections headed by `<h2>`, rows of short labels and switches in every section.
    static let settings = """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>Ajustes</title></head><body>
        <h1>Ajustes</h1>
        <h2>Riego</h2><div class="fila"><span>Avisos de riego</span><input type="checkbox"></div>
        <h2>Clima</h2><div class="fila"><span>Alertas de helada</span><input type="checkbox"></div>
        <h2>Cuenta</h2><div class="fila"><span>Cerrar sesión</span><button>Salir</button></div>
        </body></html>
        """

    static let app: [String: String] = [
        "app/Views/ParcelasView.swift": """
        import SwiftUI

        struct ParcelasView: View {
            var body: some View { VStack { Text("Parcelas"); Text("Tomates"); Text("Lechugas") } }
        }
        """,
        "app/Views/RiegoView.swift": """
        import SwiftUI

        struct RiegoView: View {
            var body: some View { VStack { Text("Riego"); Text("Mañana 7:00") } }
        }
        """,
        "app/Views/CosechaView.swift": """
        import SwiftUI

        struct CosechaView: View {
            var body: some View { VStack { Text("Cosecha"); Text("Kilos") } }
        }
        """
    ]

    static var framedDesign: [String: String] {
        var files = app
        files["design/parcelas.html"] = framed("Parcelas", ["Tomates", "Lechugas"])
        files["design/riego.html"] = framed("Riego", ["Mañana 7:00"])
        files["design/cosecha.html"] = framed("Cosecha", ["Kilos"])
        files["design/terminos.html"] = terms
        files["design/guia-cli.html"] = guide
        files["design/ajustes.html"] = settings
        return files
    }

    @Test func proseBesideFramedMockupsGivesNoScreen() throws {
        let a = try Self.analyze(Self.framedDesign)
        let names = Set(a.design.screens.map(\.name))
        #expect(!names.contains("terminos") && !names.contains("guia-cli"))
        #expect(!TrustMatchTests.screenFindings(a).contains { ["terminos", "guia-cli"].contains($0.expected?.name ?? "") })
        let documents = a.diagnostics.filter { $0.message.contains("documents about the app") }
        #expect(documents.count == 1)
        #expect(documents.first?.message.hasPrefix("2 pages read as documents about the app") == true)
        // The framed mockups are still compared.
        #expect(names.isSuperset(of: ["parcelas", "riego", "cosecha"]))
    }

    @Test func aFramelessScreenOfLabelsAndControlsStaysAScreen() throws {
        let a = try Self.analyze(Self.framedDesign)
        #expect(a.design.screens.contains { $0.name == "ajustes" })
        #expect(TrustMatchTests.screenFindings(a).contains { $0.expected?.name == "ajustes" })
    }

    /// In a design whose mockups are all frameless, a page of prose may be an in-app screen (help, terms): kept.
    @Test func proseAmongFramelessMockupsStaysAScreen() throws {
        var files = Self.app
        files["design/parcelas.html"] = "<html><head><title>Parcelas</title></head><body><h1>Parcelas</h1><div>Tomates</div></body></html>"
        files["design/riego.html"] = "<html><head><title>Riego</title></head><body><h1>Riego</h1><div>Mañana 7:00</div></body></html>"
        files["design/cosecha.html"] = "<html><head><title>Cosecha</title></head><body><h1>Cosecha</h1><div>Kilos</div></body></html>"
        files["design/terminos.html"] = Self.terms
        let a = try Self.analyze(files)
        #expect(a.design.screens.contains { $0.name == "terminos" })
        #expect(!a.diagnostics.contains { $0.message.contains("documents about the app") || $0.message.contains("document about the app") })
    }
}
