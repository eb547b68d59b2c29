import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A page that presents the design's other mockups (a review page whose `<nav>` links the screens, a grid of
/// `<iframe>`s) is no screen, and its own headings, captions and links are not checked as app UI, whatever the
/// page is called. The screens of a clickable prototype, which link to one another, stay screens. Fixtures in a
/// light, Spanish-language style, unlike the dark single-file gallery the rule was met on.
@Suite struct MockupGalleryTests {
    private func read(_ files: [String: String]) throws -> DesignSpec { try readDesign(files) }

    private func fromFile(_ file: String) -> (SourceLocation) -> Bool { { ($0.file as NSString).lastPathComponent == file } }

    /// A frameless screen mockup linking the shared stylesheet; `links` are its own links to other pages.
    static func screen(_ title: String, _ body: String, links: String = "", sheet: String = "../estilo.css") -> String {
        """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>\(title)</title>
        <link rel="stylesheet" href="\(sheet)"></head><body>
        <header class="barra"><h1 class="titulo">\(title)</h1></header>
        <main class="contenido">\(body)</main>\(links)
        </body></html>
        """
    }

    static let sheet = """
        :root { --tinta: #1D2433; --fondo: #FFFFFF; --acento: #0B6E4F; }
        body { color: var(--tinta); background: var(--fondo); font-size: 16px; }
        .titulo { font-size: 22px; font-weight: 700; }
        .fila { padding: 12px 16px; }
        """

    /// A light design-review page: a `<nav>` of links to `pantallas/*.html` with captions in a pale gray, small
    /// link chips, its own heading. Nothing in its name says it is a gallery.
    static let review: [String: String] = [
        "estilo.css": sheet,
        "revision-v2.html": """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>Revisión de diseño — Cafetería</title>
        <style>
          body { background: #FFFFFF; font-family: Georgia, serif; margin: 40px; }
          .encabezado h1 { font-size: 34px; color: #222222; }
          .nota { font-size: 11px; color: #C4C4C4; }
          .lista a { display: inline-block; height: 22px; padding: 0 6px; font-size: 12px; color: #B8B8B8; }
        </style></head><body>
        <div class="encabezado"><h1>Revisión de diseño</h1><p class="nota">Cuatro pantallas · versión 2 · marzo</p></div>
        <nav class="lista">
          <a href="pantallas/inicio.html">Inicio</a><p class="nota">La carta del día</p>
          <a href="pantallas/pedido.html">Pedido</a><p class="nota">Resumen y pago</p>
          <a href="pantallas/cuenta.html">Cuenta</a><p class="nota">Datos del cliente</p>
          <a href="pantallas/recibo.html?tema=claro">Recibo</a><p class="nota">Tras pagar</p>
        </nav>
        </body></html>
        """,
        "pantallas/inicio.html": MockupGalleryTests.screen("Inicio", "<div class=\"fila\">Café con leche</div><div class=\"fila\">Tostada</div>"),
        "pantallas/pedido.html": MockupGalleryTests.screen("Pedido", "<div class=\"fila\">Total 4,50 €</div>"),
        "pantallas/cuenta.html": MockupGalleryTests.screen("Cuenta", "<div class=\"fila\">Correo</div>"),
        "pantallas/recibo.html": MockupGalleryTests.screen("Recibo", "<div class=\"fila\">Gracias</div>")
    ]

    @Test func reviewPageLinkingTheScreensIsNoScreenAndNotChecked() throws {
        let spec = try read(Self.review)
        let names = Set(spec.screens.map(\.name))
        #expect(names == ["inicio", "pedido", "cuenta", "recibo"])
        let isReview = fromFile("revision-v2.html")
        #expect(!spec.colorPairs.contains { isReview($0.location) })
        #expect(!spec.tapTargets.contains { isReview($0.location) })
        #expect(!spec.elements.contains { isReview($0.location) })
        // The review page's own type sizes and grays are not the app's design.
        #expect(!spec.expectations.contains { isReview($0.location) && !$0.name.hasPrefix("--") })
        #expect(!spec.expectations.contains { $0.kind == .color && $0.light.color?.hex == "#C4C4C4" })
        #expect(spec.diagnostics.filter { $0.message.contains("gallery of the mockups") && $0.message.contains("revision-v2.html") }.count == 1)
        // The screens' own design stays.
        #expect(spec.expectations.contains { $0.name == "--acento" })
        #expect(spec.colorPairs.contains { fromFile("pedido.html")($0.location) })
    }

    /// A grid of `<iframe>` previews of a three-step flow, with a theme toggle: a viewer, though it has a button.
    /// Each step links to the next one only.
    static let frameGrid: [String: String] = [
        "estilo.css": sheet,
        "muestrario.html": """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>Alta de cliente</title>
        <style>
          .rejilla { display: grid; grid-template-columns: repeat(3, 320px); gap: 24px; background: #F4F1EA; }
          figcaption { font-size: 10px; color: #D0CCC4; }
          .alternar { height: 20px; font-size: 10px; }
        </style></head><body>
        <button class="alternar">Tema oscuro</button>
        <div class="rejilla">
          <figure><iframe src="alta/paso-1.html" width="320" height="640"></iframe><figcaption>Paso 1 · datos</figcaption></figure>
          <figure><iframe src="alta/paso-2.html" width="320" height="640"></iframe><figcaption>Paso 2 · tarjeta</figcaption></figure>
          <figure><iframe src="alta/paso-3.html" width="320" height="640"></iframe><figcaption>Paso 3 · listo</figcaption></figure>
        </div>
        </body></html>
        """,
        "alta/paso-1.html": MockupGalleryTests.screen(
            "Tus datos", "<div class=\"fila\">Nombre</div>", links: "<a class=\"fila\" href=\"paso-2.html\">Seguir</a>"),
        "alta/paso-2.html": MockupGalleryTests.screen(
            "Tu tarjeta", "<div class=\"fila\">Número</div>", links: "<a class=\"fila\" href=\"paso-3.html\">Seguir</a>"),
        "alta/paso-3.html": MockupGalleryTests.screen("Todo listo", "<div class=\"fila\">Bienvenido</div>")
    ]

    @Test func frameGridViewerIsNoScreenAndNotChecked() throws {
        let spec = try read(Self.frameGrid)
        #expect(!spec.screens.contains { $0.name == "muestrario" })
        #expect(spec.screens.count == 3)
        let isGrid = fromFile("muestrario.html")
        #expect(!spec.colorPairs.contains { isGrid($0.location) })
        #expect(!spec.tapTargets.contains { isGrid($0.location) })
        #expect(!spec.expectations.contains { $0.kind == .typography && isGrid($0.location) })
    }

    /// A clickable prototype: every screen's tab bar links the other three. No screen is a gallery.
    @Test func prototypeScreensLinkingEachOtherStayScreens() throws {
        let tabs = { (me: String) in
            "<nav class=\"pestanas\">"
                + ["carta", "pedidos", "favoritos", "perfil"].filter { $0 != me }
                .map { "<a href=\"\($0).html\">\($0.capitalized)</a>" }.joined() + "</nav>"
        }
        var files = ["estilo.css": Self.sheet]
        for name in ["carta", "pedidos", "favoritos", "perfil"] {
            files["\(name).html"] = Self.screen(name.capitalized, "<div class=\"fila\">\(name)</div>", links: tabs(name), sheet: "estilo.css")
        }
        let spec = try read(files)
        #expect(spec.screens.count == 4)
        #expect(!spec.diagnostics.contains { $0.message.contains("gallery") })
    }

    /// A prototype's hub: a list of rows opening detail screens that each link back to it. It stays a screen.
    @Test func hubWhoseDetailsLinkBackStaysAScreen() throws {
        var files = ["estilo.css": Self.sheet]
        let rows = (1...4).map { "<a class=\"fila\" href=\"detalle-\($0).html\">Pedido \($0)</a>" }.joined()
        files["pedidos.html"] = Self.screen("Mis pedidos", rows, sheet: "estilo.css")
        for i in 1...4 {
            files["detalle-\(i).html"] = Self.screen(
                "Pedido \(i)", "<div class=\"fila\">Importe</div>", links: "<a href=\"pedidos.html\">‹ Volver</a>", sheet: "estilo.css")
        }
        let spec = try read(files)
        #expect(spec.screens.contains { $0.name == "pedidos" })
        #expect(spec.colorPairs.contains { fromFile("pedidos.html")($0.location) })
    }

    /// Links to a few neighbours of a large design are no index of it.
    @Test func pageLinkingFewOfManyPagesIsNoGallery() {
        typealias Page = (real: String, evidence: MockupGallery.Evidence)
        let others: [Page] = ["a", "b", "c", "e", "f", "g", "h", "i"].map { (real: "/d/\($0).html", evidence: MockupGallery.Evidence()) }
        let few: Page = (real: "/d/menu.html", evidence: MockupGallery.Evidence(references: ["a.html", "b.html", "c.html"]))
        #expect(MockupGallery.galleries([few] + others).isEmpty)
        let most: Page = (real: "/d/menu.html", evidence: MockupGallery.Evidence(references: ["a.html", "b.html", "c.html", "e.html", "f.html"]))
        #expect(MockupGallery.galleries([most] + others) == [0])
    }

    /// `data-src` links a viewer script reads count; URLs, absolute paths and other files do not.
    @Test func referencesReadFromAnyDataAttribute() throws {
        let page = try HTMLPage(
            text: """
                <html><body><a class="item" data-src="01-inicio.html">Inicio</a><div data-page="sub/02-menu.htm#x"></div>
                <a href="https://example.com/a.html">web</a><a href="/abs.html">abs</a><img src="captura.html"><a href="notas.pdf">pdf</a>
                <iframe id="visor"></iframe></body></html>
                """, file: "x.html")
        let e = MockupGallery.evidence(page.document, hasFrame: false)
        #expect(e.references == ["01-inicio.html", "sub/02-menu.htm"])
        #expect(e.embeds && !e.hasControls)
    }
}
