import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

/// A frameless page's appearance is what its own background paints under its text (`PageBackdrop`), not the colors of
/// its swatches; a custom property painting the page is a background; a dark-only design is compared with the app's
/// dark values (field tests round 17, dictus N3). Fixtures in other styles than the field repository's: a Spanish
/// style guide painted on `html`, a wrapper painting the page, a light page with a dark hero.
@Suite struct PageBackdropTests {
    /// A Spanish dark style guide: light swatches with dark labels (more swatch pairs than page texts), the page
    /// painted by `html` with a custom property named like ink.
    static let guia = """
        <!DOCTYPE html><html lang="es"><head><title>Guía de estilo — Brújula</title><style>
        :root { --tinta: #10141C; --claro: #F4F1EA; --superficie: #1E2430; --acento: #E8A33D;
          --arena: #F5E6D3; --cielo: #D6ECFA; --menta: #DDF5E3; --rosa: #FBE0E6; --limon: #FFF6C8; --lila: #ECE3FB; }
        html { background: var(--tinta); }
        body { color: var(--claro); font-family: sans-serif; margin: 0; }
        .muestra { border-radius: 8px; padding: 12px; color: #1B1B1B; font-size: 12px; }
        .tarjeta { background: var(--superficie); border-radius: 12px; padding: 16px; }
        .boton { background: var(--acento); color: #10141C; }
        </style></head><body>
        <h1>Brújula — guía de estilo</h1>
        <p>Una interfaz nocturna y tranquila para navegar sin distraerse. Los colores claros son sólo acentos.</p>
        <h2>Paleta</h2>
        <div class="muestra" style="background: var(--arena)">Arena</div>
        <div class="muestra" style="background: var(--cielo)">Cielo</div>
        <div class="muestra" style="background: var(--menta)">Menta</div>
        <div class="muestra" style="background: var(--rosa)">Rosa</div>
        <div class="muestra" style="background: var(--limon)">Limón</div>
        <div class="muestra" style="background: var(--lila)">Lila</div>
        <h2>Superficies</h2>
        <div class="tarjeta"><p>Las tarjetas usan la superficie sobre el fondo de tinta, con texto claro y un botón de acento.</p>
        <button class="boton">Empezar</button></div>
        </body></html>
        """

    static let brujula = """
        import SwiftUI
        import UIKit

        extension Color {
            init(light: Color, dark: Color) {
                self.init(UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light) })
            }
            static let superficie = Color(light: Color(red: 1, green: 1, blue: 1), dark: Color(red: 30 / 255, green: 36 / 255, blue: 48 / 255))
        }

        @main
        struct BrujulaApp: App {
            var body: some Scene { WindowGroup { InicioView() } }
        }

        struct InicioView: View {
            var body: some View {
                Text("Brújula").padding().background(Color.superficie)
            }
        }
        """

    @Test func aDarkStyleGuideWithLightSwatchesReadsDark() throws {
        let a = try DesignTrustTests.run(design: ["guia.html": Self.guia], app: ["App.swift": Self.brujula])
        #expect(a.design.appearance == .dark)
        // The property painting the page is a background, not a text color by its name.
        #expect(a.design.expectations.first { $0.name == "--tinta" }?.role == .background)
        // Compared in dark: the token's dark value is the design's, its light white is the app's own light mode.
        let mismatches = a.findings.filter { $0.rule == "color.mismatch" && $0.title.contains("superficie") }
        #expect(mismatches.isEmpty, "\(mismatches.map(\.title))")
        #expect(a.design.diagnostics.contains { $0.message.hasPrefix("The design draws only a dark appearance") })
    }

    @Test func aWrapperPaintingThePageMakesItDark() throws {
        let page = """
            <!DOCTYPE html><html lang="pt"><head><title>Kit da marca</title><style>
            :root { --fundo: #0E1116; --papel: #FAFAFA; --sinal: #FFD23F; }
            .kit { background: var(--fundo); color: #EDEDED; padding: 40px; }
            .chip { background: var(--papel); color: #222; padding: 2px 6px; }
            .sinal { background: var(--sinal); color: #222; }
            </style></head><body>
            <main class="kit">
            <h1>Kit da marca</h1>
            <p>Fundo escuro, tipografia clara, e um sinal amarelo para o que importa.</p>
            <p>As pastilhas abaixo mostram as cores de apoio.</p>
            <span class="chip">Papel</span> <span class="sinal">Sinal</span>
            </main>
            </body></html>
            """
        let a = try DesignTrustTests.run(design: ["kit.html": page], app: ["App.swift": Self.brujula])
        #expect(a.design.appearance == .dark)
        #expect(a.design.expectations.first { $0.name == "--fundo" }?.role == .background)
    }

    @Test func aLightPageWithADarkHeroStaysLight() throws {
        let page = """
            <!DOCTYPE html><html lang="sv"><head><title>Stilguide</title><style>
            :root { --natt: #111318; --ljus: #FFFFFF; }
            body { background: var(--ljus); color: #1C1C1C; }
            .hjalte { background: var(--natt); color: #FFFFFF; padding: 48px; }
            </style></head><body>
            <section class="hjalte"><h1>Stilguide</h1></section>
            <h2>Färger</h2>
            <p>Ljusa ytor med mörk text är grunden i appen, och accentfärgen används sparsamt för knappar.</p>
            <h2>Typografi</h2>
            <p>Rubriker är halvfeta, brödtext regular; radavståndet är generöst för att texten ska andas.</p>
            </body></html>
            """
        let a = try DesignTrustTests.run(design: ["stil.html": page], app: ["App.swift": Self.brujula])
        #expect(a.design.appearance == .light)
    }
}
