import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Text the page does not paint is no text anybody reads: a letter at `font-size: 0` that a check icon replaces, a
/// label under `visibility: hidden`, a transparent text, a `.sr-only` label clipped to a pixel. None gets a contrast
/// pair or an element to compare; the visually hidden label is still a label of the screen, so the app is asked to
/// show it. Fixture: a Spanish quiz screen in a phone frame (pale letters on a green answer chip).
@Suite struct UnpaintedTextTests {
    static func page(letter: String = "font-size: 0;") -> String {
        """
        <!DOCTYPE html><html lang="es"><head><style>
        .telefono { width: 390px; height: 844px; background: #FFFFFF; }
        .pregunta { color: #1B1B1B; font-size: 18px; }
        .opcion { display: flex; gap: 8px; color: #222222; font-size: 15px; }
        .letra { width: 28px; height: 28px; border-radius: 14px; background: #B7D36A; color: #FFFFFF; \(letter) }
        .oculto { visibility: hidden; color: #DDDDDD; font-size: 13px; }
        .transparente { color: transparent; font-size: 13px; }
        .sr-only { position: absolute; width: 1px; height: 1px; padding: 0; overflow: hidden; clip: rect(0, 0, 0, 0); color: #EEEEEE; }
        .boton-icono { font-size: 0; width: 30px; height: 30px; background: #E8E8E8; }
        .fantasma { visibility: hidden; width: 30px; height: 30px; }
        </style></head><body>
        <div class="telefono">
          <h1>Pregunta 3</h1>
          <p class="pregunta">¿Cuál es la capital de Chile?</p>
          <div class="opcion"><span class="letra">A</span><span>Santiago</span></div>
          <span class="oculto">Pista escondida</span>
          <span class="transparente">Texto invisible</span>
          <label class="sr-only" for="respuesta">Tu respuesta</label><input id="respuesta" type="text">
          <button class="boton-icono">Cerrar</button>
          <button class="fantasma">Siguiente</button>
        </div></body></html>
        """
    }

    @Test func unpaintedTextGetsNoPairAndNoElement() throws {
        let spec = try readDesign(["quiz/pregunta.html": Self.page()])
        let pairs = spec.colorPairs.map(\.selector)
        #expect(!spec.colorPairs.contains { $0.background.hex == "#B7D36A" }, "\(pairs)")
        #expect(!spec.colorPairs.contains { $0.selector.contains("oculto") || $0.selector.contains("transparente") }, "\(pairs)")
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#EEEEEE" }, "\(pairs)")
        #expect(!spec.elements.contains { ["A", "Pista escondida", "Texto invisible", "Tu respuesta", "Cerrar"].contains($0.text) })
        // The painted texts stay checked.
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#1B1B1B" })
        #expect(spec.elements.contains { $0.text == "Santiago" })
    }

    @Test func aControlWhoseLetterGivesWayToAnIconIsStillATarget() throws {
        let spec = try readDesign(["quiz/pregunta.html": Self.page()])
        #expect(spec.tapTargets.contains { $0.selector.contains("boton-icono") }, "\(spec.tapTargets.map(\.selector))")
        // A control nobody sees is no target.
        #expect(!spec.tapTargets.contains { $0.selector.contains("fantasma") })
    }

    @Test func theVisuallyHiddenLabelIsStillALabelOfTheScreen() throws {
        let spec = try readDesign(["quiz/pregunta.html": Self.page()])
        let labels = spec.screens.flatMap(\.labels).map(\.text)
        #expect(labels.contains("Tu respuesta"), "\(labels)")
    }

    /// The same letter at a size the page paints keeps its pair (white on the green chip fails contrast).
    @Test func aPaintedLetterKeepsItsPair() throws {
        let spec = try readDesign(["quiz/pregunta.html": Self.page(letter: "font-size: 14px;")])
        #expect(spec.colorPairs.contains { $0.background.hex == "#B7D36A" && $0.foreground.hex == "#FFFFFF" })
        #expect(spec.elements.contains { $0.text == "A" })
    }

    /// `visibility: visible` under a hidden parent paints again (the property is inherited, and may be set back).
    @Test func visibilitySetBackPaints() throws {
        let html = Self.page().replacingOccurrences(
            of: "<span class=\"oculto\">Pista escondida</span>",
            with: "<div class=\"oculto\"><span style=\"visibility: visible; color: #5A5A5A\">Pista visible</span></div>")
        let spec = try readDesign(["quiz/pregunta.html": html])
        #expect(spec.colorPairs.contains { $0.foreground.hex == "#5A5A5A" })
    }
}
