import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A font size that, inside the app's frames, sizes only emoji, symbols or icon glyphs is an icon's size, not a text
/// style the app owes a font token. Fixtures in styles other than the field's (a Spanish fitness tracker, plain CSS
/// classes, a tablet frame).
@Suite struct IconSizedRulesTests {
    private func fontSizes(_ spec: DesignSpec) -> Set<Double> {
        Set(spec.expectations.compactMap { $0.kind == .typography ? $0.light.font?.size : nil })
    }

    @Test(arguments: ["🏋️", "👩‍💻", "★★★", "✓", "\u{E000}", "🇪🇸", "👍🏽"])
    func pictographs(_ text: String) {
        #expect(IconSizedRules.isPictographic(text))
    }

    @Test(arguments: ["Hoy", "3", "·", "3 ✓", "🔥 12 días", "#", "", "→ Siguiente"])
    func text(_ text: String) {
        #expect(!IconSizedRules.isPictographic(text))
    }

    static let tracker: [String: String] = [
        "entreno.html": """
        <!doctype html><html lang="es"><head><title>Entreno</title><link rel="stylesheet" href="entreno.css"></head>
        <body>
          <h2 class="seccion">Resumen del día</h2>
          <div class="tablet-frame">
            <div class="pantalla">
              <p class="saludo">Buenos días, Ana</p>
              <ul>
                <li><span class="emoji">🏃</span> Correr 5 km</li>
                <li><span class="emoji">🧘</span> Yoga</li>
                <li><span class="emoji">💧</span> Agua</li>
              </ul>
              <p class="marcador">🔥 12 días</p>
              <span class="marcador">🏆</span>
              <span class="estrellas">★★★★☆</span>
            </div>
          </div>
        </body></html>
        """,
        "entreno.css": """
        .tablet-frame { width: 820px; height: 1180px; border-radius: 36px; background: #FFFFFF; }
        .saludo { font-size: 22px; font-weight: 600; }
        .seccion { font-size: 30px; }
        .emoji { font-size: 30px; margin-right: 12px; }
        .estrellas { font-size: 19px; }
        .marcador { font-size: 26px; }
        """
    ]

    @Test func aSizeOnlyEmojiAndSymbolsUseIsNoTextStyle() throws {
        let spec = try readDesign(Self.tracker)
        let sizes = fontSizes(spec)
        #expect(sizes.contains(22), "\(sizes.sorted())")
        // `.emoji` sizes only pictographs in the frame (its one other use, the section heading's size, is
        // another rule outside the frame); `.estrellas` a row of stars.
        #expect(!sizes.contains(30), "\(sizes.sorted())")
        #expect(!sizes.contains(19), "\(sizes.sorted())")
        // `.marcador` also sizes a streak counter with words and a number: a text style.
        #expect(sizes.contains(26), "\(sizes.sorted())")
    }
}
