import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A desktop window drawn beside phone frames (a title bar led by three window buttons, the app's content after it)
/// is a frame of the desktop app, as each phone is of the mobile one. Fixtures in a style other than the field
/// repository's (a Spanish recipe app; the window's buttons in a `<header>` with its title, the phones sized by CSS).
@Suite struct WindowsBesideFramesTests {
    static let style = """
        <style>
          body { background: #E4E7EB; font-family: system-ui; }
          .movil { width: 390px; height: 844px; border-radius: 44px; background: #101010; padding: 10px; }
          .pantalla { background: #FFFDF8; color: #2B2118; height: 100%; }
          .ventana { width: 1100px; height: 700px; border-radius: 12px; background: #FFFDF8; color: #2B2118; display: grid; }
          .ventana header { display: flex; gap: 8px; height: 38px; background: #F3EEE4; }
          .punto { width: 12px; height: 12px; border-radius: 50%; background: #FF5F57; }
          .lateral a { display: block; height: 28px; color: #6A5E52; }
          .pie { font-size: 12px; color: #777777; }
        </style>
        """

    static let page = """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>Recetario</title>\(style)</head><body>
          <h1>Recetario — iPhone y Mac</h1>
          <div class="fila">
            <figure>
              <div class="movil"><div class="pantalla">
                <h2>Hoy</h2><p>Sopa de lentejas</p><p>Tortilla de patatas</p><button>Nueva receta</button>
              </div></div>
              <figcaption class="pie">iPhone · Hoy</figcaption>
            </figure>
            <figure>
              <div class="ventana">
                <header><span class="punto"></span><span class="punto"></span><span class="punto"></span><span>Recetario</span></header>
                <div class="cuerpo">
                  <nav class="lateral"><a href="#">Todas las recetas</a><a href="#">Favoritas</a><a href="#">Lista de la compra</a></nav>
                  <main><h2>Sopa de lentejas</h2><p>Ingredientes</p><p>Lentejas, zanahoria, cebolla</p><p>Preparación</p></main>
                </div>
              </div>
              <figcaption class="pie">Mac · Ventana principal</figcaption>
            </figure>
          </div>
        </body></html>
        """

    @Test func aWindowBesidePhonesIsADesktopScreen() throws {
        let spec = try readDesign(["recetario.html": Self.page])
        let mac = try #require(spec.screens.first { $0.surface == .desktop })
        #expect(spec.screens.contains { $0.surface == .phone })
        #expect(mac.name != spec.screens.first { $0.surface == .phone }?.name)
        let texts = [mac.title].compactMap { $0 } + mac.sections.map(\.title) + mac.labels.map(\.text) + mac.texts
        #expect(texts.contains { $0.contains("Favoritas") })
        // The page's caption beside the window is no text of it.
        #expect(!texts.contains { $0.contains("Ventana principal") })
        #expect(spec.surfaceFrames?.contains { $0.surface == .desktop } == true)
    }

    @Test func windowsAreFoundOnlyBesideFrames() throws {
        let page = try HTMLPage(text: Self.page, file: "recetario.html")
        let windows = DeviceBoxes.windowsBesideFrames(page.document, boxes: [])
        // The phone is named by no class word here: without its box the page has no frame, and the window is none.
        #expect(windows.isEmpty)
        let boxes = DeviceBoxes(page.document, sheets: [], inlineStyles: [])
        #expect(boxes.windows.isEmpty)
    }

    /// A landing page's code sample in a window with three dots, and no device frame: the page's, not a screen.
    @Test func aLoneWindowOnALandingPageIsNoFrame() throws {
        let landing = """
            <!doctype html><html lang="es"><head><title>Recetario para desarrolladores</title>\(Self.style)</head><body>
              <section class="hero"><h1>Tus recetas, en todas partes</h1><p>Sincroniza con una línea de código.</p></section>
              <div class="ventana">
                <header><span class="punto"></span><span class="punto"></span><span class="punto"></span><span>terminal</span></header>
                <pre><code>npm install recetario</code></pre><p>Listo en segundos.</p>
              </div>
              <footer><p>Hecho en Sevilla</p></footer>
            </body></html>
            """
        let spec = try readDesign(["index.html": landing])
        #expect(!spec.screens.contains { $0.surface == .desktop })
        #expect(spec.surfaceFrames?.contains { $0.surface == .desktop } != true)
    }

    /// A window drawn inside a phone's screen (a screenshot in a tutorial screen) is part of that screen.
    @Test func aWindowInsideAPhoneIsPartOfIt() throws {
        let nested = """
            <!doctype html><html lang="es"><head><title>Ayuda</title>\(Self.style)</head><body>
              <div class="movil"><div class="pantalla">
                <h2>Cómo importar</h2>
                <div class="ventana">
                  <header><span class="punto"></span><span class="punto"></span><span class="punto"></span><span>Recetario</span></header>
                  <div class="cuerpo"><p>Archivo</p><p>Importar</p><p>Elegir carpeta</p><p>Abrir</p><p>Hecho</p><p>Cerrar</p></div>
                </div>
              </div></div>
            </body></html>
            """
        let spec = try readDesign(["ayuda.html": nested])
        #expect(spec.screens.count == 1)
        #expect(!spec.screens.contains { $0.surface == .desktop })
    }
}
