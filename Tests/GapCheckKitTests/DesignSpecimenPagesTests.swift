import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Pages of a design system beside its screens (a Spanish style guide of swatches, a type ramp and a spacing list; a
/// Storybook-like colors page of token rows): no screen the app lacks, no app text for contrast, but their values are
/// the design's; a usage example on such a page, a phone frame beside a specimen, and screens that print prices and
/// times, or offer accent colors, stay what they are.
@Suite struct DesignSpecimenPagesTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// A Spanish style guide: captions in white on light swatches, a type ramp in paragraphs, spacing, and a usage
    /// example whose button pairs the brand's yellow with white text.
    static let guia = """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>Recetario — colores y tipos</title>
        <style>
        :root { --marca: #F2B705; --exito: #7BC96F; --texto: #1F2328; }
        .muestra { height: 96px; padding: 10px; color: #FFFFFF; border-radius: 12px; }
        .muestra b { font-size: 13px; } .muestra code { font-size: 12px; }
        .ejemplo .boton { background: var(--marca); color: #FFFFFF; font-size: 15px; padding: 12px 20px; }
        </style></head><body>
        <section class="bloque"><div class="bloque-titulo">Colores</div>
          <div class="muestras">
            <div class="muestra" style="background: var(--marca)"><b>marca</b><code>#F2B705</code></div>
            <div class="muestra" style="background: var(--exito)"><b>éxito</b><code>#7BC96F</code></div>
            <div class="muestra" style="background: #FFD166"><b>aviso</b><code>#FFD166</code></div>
          </div></section>
        <section class="bloque"><div class="bloque-titulo">Tipografía</div>
          <p style="font-size: 28px">Título — 28px / 700</p>
          <p style="font-size: 20px">Subtítulo — 20px / 600</p>
          <p style="font-size: 15px">Cuerpo — 15px / 400</p></section>
        <section class="bloque"><div class="bloque-titulo">Espaciado</div>
          <div class="fila"><span>--espacio-1</span><span>4px</span></div>
          <div class="fila"><span>--espacio-2</span><span>8px</span></div>
          <div class="fila"><span>--espacio-3</span><span>16px</span></div></section>
        <section class="bloque ejemplo"><div class="bloque-titulo">Ejemplo de uso</div>
          <button class="boton">Guardar receta</button></section>
        </body></html>
        """

    /// A Storybook-like colors page: a table of tokens and their values.
    static let storybook = """
        <!doctype html><html><head><meta charset="utf-8"><title>Tokens / Colors</title>
        <style>td { color: #9AA0A6; background: #FFFFFF; font-size: 12px; }</style></head><body>
        <h1>Colors</h1><table><tr><th>Token</th><th>Value</th></tr>
        <tr><td>color.brand.primary</td><td>#F2B705</td></tr><tr><td>color.text.body</td><td>#1F2328</td></tr>
        <tr><td>color.state.success</td><td>#7BC96F</td></tr><tr><td>space.inset.card</td><td>16px</td></tr></table>
        </body></html>
        """

    /// A recipe list: rows built alike with prices, times and counts, and an accent color setting.
    static let recetas = """
        <!doctype html><html lang="es"><head><meta charset="utf-8"><title>Recetas</title>
        <style>.tiempo { color: #8A8F98; font-size: 13px; }</style></head><body>
        <h1>Recetas</h1><div class="resumen">24 recetas · última 16:30</div>
        <ul class="lista">
          <li class="receta"><span>Paella</span><span class="tiempo">45 min</span><span>$12.00</span></li>
          <li class="receta"><span>Gazpacho</span><span class="tiempo">15 min</span><span>$6.50</span></li>
          <li class="receta"><span>Tortilla</span><span class="tiempo">30 min</span><span>$8.00</span></li>
        </ul>
        <div class="ajuste"><span>Color de acento</span>
          <label><input type="radio" name="acento"><span style="background:#F2B705"></span>Amarillo</label>
          <label><input type="radio" name="acento"><span style="background:#2563EB"></span>Azul</label>
          <label><input type="radio" name="acento"><span style="background:#16A34A"></span>Verde</label></div>
        </body></html>
        """

    static let app: [String: String] = [
        "app/Theme.swift": """
        import SwiftUI

        enum Theme {
            static let marca = Color(red: 242 / 255, green: 183 / 255, blue: 5 / 255)
            static let texto = Color(red: 31 / 255, green: 35 / 255, blue: 40 / 255)
        }
        """,
        "app/Views/PlanView.swift": """
        import SwiftUI

        struct PlanView: View {
            var body: some View { VStack { Text("Plan semanal"); Text("Lunes") } }
        }
        """
    ]

    static var design: [String: String] {
        var files = app
        files["design/guia/guia.html"] = guia
        files["design/tokens/colors.html"] = storybook
        files["design/recetas.html"] = recetas
        return files
    }

    @Test func specimenPagesGiveNoScreenAndSaySo() throws {
        let a = try Self.analyze(Self.design)
        let names = Set(a.design.screens.map(\.name))
        #expect(!names.contains("guia"))
        #expect(!names.contains("colors"))
        #expect(!TrustMatchTests.screenFindings(a).contains { ["guia", "colors"].contains($0.expected?.name ?? "") })
        let said = a.diagnostics.filter { $0.message.contains("design-system specimen") }
        #expect(said.count == 1)
        #expect(said.first?.message.hasPrefix("2 pages read as design-system specimens, not screens") == true)
        // The recipe list prints prices, times and counts and offers accent colors: still a screen the app lacks.
        #expect(names.contains("recetas"))
        #expect(TrustMatchTests.screenFindings(a).contains { $0.expected?.name == "recetas" })
    }

    @Test func captionsOnSwatchesAreNoAppContrastButUsageExamplesAre() throws {
        let a = try Self.analyze(Self.design)
        let contrast = a.findings.filter { $0.rule == "contrast.insufficient" }
        let onPage = { (f: Finding, page: String) in f.expected?.location?.file.hasSuffix(page) == true }
        // White on the yellow and green swatches, gray token rows: the specimen's captions.
        #expect(contrast.filter { onPage($0, "guia.html") }.allSatisfy { $0.message.contains("boton") })
        #expect(!contrast.contains { onPage($0, "colors.html") })
        // The usage example pairs white text with the brand's yellow: checked.
        #expect(contrast.contains { onPage($0, "guia.html") && $0.message.contains("boton") })
    }

    @Test func specimenValuesStayTheDesignsTokens() throws {
        let a = try Self.analyze(Self.design)
        let names = Set(a.design.expectations.map(\.name))
        #expect(names.isSuperset(of: ["--marca", "--exito", "--texto"]))
    }

    /// A phone frame beside a specimen on one page: the frame is the screen; the specimen's captions are no app text.
    @Test func phoneFrameBesideASpecimenStaysAScreen() throws {
        var files = Self.app
        files["design/plan.html"] = """
            <!doctype html><html lang="es"><head><meta charset="utf-8"><title>Plan</title>
            <style>.phone-frame { width: 390px; height: 844px; border-radius: 44px; background: #FFFFFF; }
            .muestra { color: #FFFFFF; font-size: 12px; }</style></head><body>
            <div class="phone-frame"><h1>Plan semanal</h1><p>Lunes</p><p>Martes</p></div>
            <div class="paleta"><div class="muestra" style="background:#F2B705"><b>marca</b><code>#F2B705</code></div>
            <div class="muestra" style="background:#7BC96F"><b>éxito</b><code>#7BC96F</code></div>
            <div class="muestra" style="background:#FFD166"><b>aviso</b><code>#FFD166</code></div></div>
            </body></html>
            """
        let a = try Self.analyze(files)
        #expect(a.design.screens.contains { $0.name == "plan" })
        #expect(!a.diagnostics.contains { $0.message.contains("design-system specimen") })
        #expect(!a.findings.contains { $0.rule == "contrast.insufficient" && $0.message.contains("muestra") })
    }
    /// A card of swatches named only in words (`Himmel`, `Wald`) is built as its sibling cards that caption hex codes
    /// and sizes: a specimen too. Alone, the same grid of captioned tiles is a screen (categories to pick).
    @Test func captionedSamplesBesideSpecimenCardsAreSpecimens() throws {
        func card(_ items: [(String, String)]) -> String {
            """
            <!doctype html><html lang="de"><head><meta charset="utf-8"><style>.kachel { height: 64px; border-radius: 10px; }
            .name { color: #FFFFFF; font-size: 12px; }</style></head><body><div class="raster">
            \(items.map { "<div class=\"zelle\"><div class=\"kachel\" style=\"background:\($0.1)\"></div><span class=\"name\">\($0.0)</span></div>" }.joined())
            </div></body></html>
            """
        }
        var files = Self.app
        files["design/muster/farben.karte.html"] = card([("#4FA3E0", "#4FA3E0"), ("#3C8D5A", "#3C8D5A"), ("#E9C46A", "#E9C46A")])
        files["design/muster/radien.karte.html"] = card([("8px", "#DDE3EA"), ("12px", "#DDE3EA"), ("20px", "#DDE3EA")])
        files["design/muster/natur.karte.html"] = card([("Himmel", "#4FA3E0"), ("Wald", "#3C8D5A"), ("Sand", "#E9C46A")])
        files["design/kategorien.html"] = card([("Obst", "#E76F51"), ("Gemüse", "#2A9D8F"), ("Brot", "#E9C46A")])
        let a = try Self.analyze(files)
        let names = Set(a.design.screens.map(\.name))
        #expect(!names.contains { $0.contains("natur") })
        #expect(a.diagnostics.contains { $0.message.hasPrefix("3 pages read as design-system specimens") })
        #expect(!a.findings.contains { $0.rule == "contrast.insufficient" && $0.expected?.location?.file.contains("muster") == true })
        // The same grid alone, outside the folder of specimens: a screen the app lacks, its white captions checked.
        #expect(names.contains("kategorien"))
        #expect(a.findings.contains { $0.rule == "contrast.insufficient" && $0.expected?.location?.file.hasSuffix("kategorien.html") == true })
    }
}
