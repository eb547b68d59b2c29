import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Pages gapcheck sets aside as no design of the app (a website's legal pages, a diagram, a release checklist) beside
/// the app's mockups: they give no screen, their own palette is not the app's, and a token two design files give
/// different values is a design conflict when the code follows one file in every appearance that file speaks of.
@Suite struct SetAsidePagesTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A framed mockup of the app (Spanish), declaring the brand color in its own `:root`.
    static let mockup = """
        <!doctype html><html lang="es"><head><title>Inicio</title><style>
        :root { --marca: #0A84FF; --texto: #1C1C1E; }
        .titulo { color: var(--texto); font-size: 22px; } .boton { background: var(--marca); color: #FFFFFF; }
        </style></head><body>
        <div class="screen" data-screen="Inicio"><h1 class="titulo">Mis viajes</h1><button class="boton">Nuevo viaje</button></div>
        </body></html>
        """

    static let app = """
        import SwiftUI

        extension Color {
            static let marca = Color(red: 10 / 255, green: 132 / 255, blue: 1)
            static let texto = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
        }

        struct InicioView: View {
            var body: some View { VStack { Text("Mis viajes").foregroundStyle(Color.texto); Button("Nuevo viaje") {} } }
        }
        """

    /// A site page (header, navigation, footer) whose clauses are written out, or left empty for a script to fill.
    static func legalPage(_ title: String, clauses: [String], filled: Bool) -> String {
        """
        <!doctype html><html lang="es"><head><title>\(title) — Viajero</title><style>
        :root { --enlace: #5856D6; --marca: #FF2D55; }
        a { color: var(--enlace); } h1 { color: var(--marca); }
        </style></head><body>
        <header class="cabecera"><a class="logo" href="index.html">Viajero</a>
          <nav class="menu"><a href="funciones.html">Funciones</a></nav></header>
        <main><h1>\(title)</h1>
        \(clauses.enumerated().map { i, c in "<section><h2>\(i + 1). Cláusula</h2><p data-texto=\"c\(i)\">\(filled ? c : "")</p></section>" }.joined(separator: "\n"))
        </main>
        <footer class="pie"><a href="privacidad.html">Privacidad</a> · <a href="condiciones.html">Condiciones</a> · <a href="mailto:hola@viajero.es">Contacto</a></footer>
        <script>document.querySelectorAll('[data-texto]').forEach(p => p.textContent = textos[p.dataset.texto]);</script>
        </body></html>
        """
    }

    static let clauses = [
        "Viajero guarda tus itinerarios solo en tu dispositivo y nunca los comparte con terceros sin tu permiso expreso.",
        "Puedes borrar todos tus datos en cualquier momento desde los ajustes de la aplicación, sin tener que escribirnos.",
        "Si cambiamos estas condiciones te avisaremos dentro de la aplicación con al menos treinta días de antelación."
    ]

    @Test func aLegalPageWithTheSiteChromeOfAWebsitePageIsOneToo() throws {
        let files: [String: String] = [
            "design/inicio.html": Self.mockup,
            "design/privacidad.html": Self.legalPage("Privacidad", clauses: Self.clauses, filled: true),
            "design/condiciones.html": Self.legalPage("Condiciones", clauses: Self.clauses, filled: false),
            "app/Views.swift": Self.app
        ]
        let a = try Self.analyze(files)
        #expect(!a.design.screens.contains { $0.name == "condiciones" || $0.name == "privacidad" })
        #expect(!a.findings.contains { $0.rule == "screen.missing" })
        #expect(a.diagnostics.contains { $0.message.hasPrefix("2 pages read as pages of a website") })
        // Alone, the page whose script fills its text has no sign of a website: it stays a screen.
        var alone = files
        alone["design/privacidad.html"] = nil
        let b = try Self.analyze(alone)
        #expect(b.design.screens.contains { $0.name == "condiciones" })
    }

    @Test func aWebsitePagesOwnPaletteIsNotTheAppsBesideMockups() throws {
        let a = try Self.analyze([
            "design/inicio.html": Self.mockup,
            "design/privacidad.html": Self.legalPage("Privacidad", clauses: Self.clauses, filled: true),
            "app/Views.swift": Self.app
        ])
        #expect(!a.design.expectations.contains { $0.name == "--enlace" })
        // The name both declare keeps the mockup's value; the site's is another value of it.
        let marca = try #require(a.design.expectations.first { $0.name == "--marca" })
        #expect(marca.light.color?.hex == "#0A84FF")
        #expect(marca.location.file.hasSuffix("inicio.html"))
        #expect(!a.findings.contains { $0.expected?.name == "--enlace" || ($0.expected?.name == "--marca" && $0.severity != .low) })
        #expect(a.diagnostics.contains { $0.message.contains("declared only by pages that are no design of the app") })
    }

    @Test func aWebsiteThatIsTheWholeDesignKeepsItsPalette() throws {
        let a = try Self.analyze([
            "design/privacidad.html": Self.legalPage("Privacidad", clauses: Self.clauses, filled: true),
            "app/Views.swift": Self.app
        ])
        #expect(a.design.expectations.contains { $0.name == "--enlace" })
    }

    /// A design document (chapters and tables, no frame) drawing a diagram in its own palette.
    static let diagram = """
        <!doctype html><html lang="es"><head><title>Modelo de datos</title><style>
        :root { --nodo: #FFB000; --relacion: #8E8E93; }
        .nodo { background: var(--nodo); } .flecha { color: var(--relacion); }
        </style></head><body><h1>Modelo de datos</h1>
        <h2>Viaje</h2><table><tr><td class="nodo">Viaje</td><td class="flecha">1..n</td></tr></table>
        <h2>Etapa</h2><table><tr><td class="nodo">Etapa</td><td class="flecha">n..1</td></tr></table>
        <h2>Lugar</h2><p>Un lugar pertenece a una o varias etapas del viaje.</p>
        </body></html>
        """

    @Test func aDiagramsPaletteIsNotTheAppsButAStyleGuidesIs() throws {
        let a = try Self.analyze(["design/inicio.html": Self.mockup, "design/modelo.html": Self.diagram, "app/Views.swift": Self.app])
        #expect(!a.design.expectations.contains { $0.name == "--nodo" || $0.name == "--relacion" })
        #expect(!a.findings.contains { $0.expected?.name == "--nodo" })
        // The same document called a style guide shows the design's values: its tokens are compared.
        let guide = Self.diagram.replacingOccurrences(of: "<title>Modelo de datos</title>", with: "<title>Guía de estilo · Style Guide</title>")
        let b = try Self.analyze(["design/inicio.html": Self.mockup, "design/guia.html": guide, "app/Views.swift": Self.app])
        #expect(b.design.expectations.contains { $0.name == "--nodo" })
    }

    /// A release checklist: chapters of steps, each checked off, the reason beside it; filter buttons on top.
    static let checklist = """
        <!doctype html><html lang="de"><head><title>Release 3.2 Prüfliste</title><style>
        :root { --blocker: #D70015; } .tag { color: var(--blocker); } .schritt { font-size: 15px; }
        </style></head><body>
        <div class="werkzeuge"><button data-f="alle">Alle</button><button data-f="offen">Offen</button></div>
        \((1...4).map { k in
            "<h2>Kapitel \(k)</h2><ul>" + (1...3).map { i in
                "<li class=\"schritt\"><input type=\"checkbox\"> <span>Schritt \(k).\(i): Die App neu installieren und prüfen, ob die Einträge erhalten bleiben. Sonst gehen Daten verloren.</span></li>"
            }.joined() + "</ul>"
        }.joined(separator: "\n"))
        </body></html>
        """

    @Test func aChecklistOfSentencesIsADocumentAToDoListIsAScreen() throws {
        let a = try Self.analyze(["design/inicio.html": Self.mockup, "design/pruefliste.html": Self.checklist, "app/Views.swift": Self.app])
        #expect(!a.design.screens.contains { $0.name == "pruefliste" })
        #expect(!a.findings.contains { $0.rule == "screen.missing" || $0.rule == "touch-target.small" })
        #expect(!a.design.expectations.contains { $0.name == "--blocker" })
        // A to-do list screen checks short labels in its sections: still a screen.
        let todo = """
            <!doctype html><html><head><title>Einkauf</title></head><body>
            \((1...3).map { k in "<h2>Liste \(k)</h2><ul>" + (1...3).map { i in "<li><input type=\"checkbox\"> <span>Milch \(k).\(i)</span></li>" }.joined() + "</ul>" }.joined())
            </body></html>
            """
        let b = try Self.analyze(["design/einkauf.html": todo, "app/Views.swift": Self.app])
        #expect(b.design.screens.contains { $0.name == "einkauf" })
    }

    /// An asset color with a light and a dark value.
    static func adaptiveColorset(light: (String, String, String), dark: (String, String, String)) -> String {
        func color(_ c: (String, String, String)) -> String {
            "\"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"alpha\" : \"1.000\", \"red\" : \"0x\(c.0)\", \"green\" : \"0x\(c.1)\", \"blue\" : \"0x\(c.2)\" } }"
        }
        return """
            { "colors" : [ { \(color(light)), "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], \(color(dark)), "idiom" : "universal" } ] }
            """
    }

    /// An older stylesheet, with a dark value for the brand.
    static let legacySheet = """
        :root { --brand: #007AFF; }
        @media (prefers-color-scheme: dark) { :root { --brand: #8A6FFF; } }
        .cta { color: var(--brand); }
        """

    @Test func codeFollowingTheLightValueOfAFileWithNoDarkValueIsADesignConflict() throws {
        let a = try Self.analyze([
            // Read first: the older sheet, with a dark value; then the sheet the app follows, light only.
            "design/a-legacy.css": Self.legacySheet,
            "design/b-current.css": ":root { --brand: #1F7A67; }\n.cta-b { color: var(--brand); }",
            "app/Assets.xcassets/Brand.colorset/Contents.json": Self.adaptiveColorset(light: ("1F", "7A", "67"), dark: ("34", "A9", "8F")),
            "app/Palette.swift": "import SwiftUI\n\nextension Color {\n    static let brand = Color(\"Brand\")\n}\n"
        ])
        #expect(!a.findings.contains { $0.rule == "color.mismatch" && $0.expected?.name == "--brand" })
        #expect(a.findings.contains { $0.rule == "design.conflict" && $0.title.contains("--brand") })
        // A code whose dark value is neither file's, against a file that gives one, follows no file there.
        let b = try Self.analyze([
            "design/a-legacy.css": Self.legacySheet,
            "design/b-current.css":
                ":root { --brand: #1F7A67; }\n@media (prefers-color-scheme: dark) { :root { --brand: #FF9F0A; } }\n.cta-b { color: var(--brand); }",
            "app/Assets.xcassets/Brand.colorset/Contents.json": Self.adaptiveColorset(light: ("1F", "7A", "67"), dark: ("34", "A9", "8F")),
            "app/Palette.swift": "import SwiftUI\n\nextension Color {\n    static let brand = Color(\"Brand\")\n}\n"
        ])
        #expect(b.findings.contains { $0.rule == "color.mismatch" && $0.expected?.name == "--brand" })
    }
}
