import Foundation
import GapCheckModel
import Testing

@testable import CodeReader
@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A design color with light and dark values that the views draw as an inline light/dark pair (a choice on the
/// appearance, a `light:dark:` call) is drawn right: its missing token is low. So is a text style that an app with
/// no font tokens draws exactly inline. Pairs that differ, and styles drawn nowhere, stay medium.
@Suite struct InlineAppearancePairTests {
    /// A Spanish banking screen, its palette in a stylesheet with a dark scheme.
    private static let design: [String: String] = [
        "estilos.css": """
        :root { --acento: #1F6FEB; --aviso: #B54708; --exito: #067647; --peligro: #D92D20; }
        @media (prefers-color-scheme: dark) {
          :root { --acento: #58A6FF; --aviso: #F79009; --exito: #47CD89; --peligro: #F97066; }
        }
        .text-etiqueta { font-size: 11px; font-weight: 600; }
        .text-portada { font-size: 26px; font-weight: 700; }
        .saldo { color: var(--acento); }
        .alerta { color: var(--aviso); }
        .ok { color: var(--exito); }
        .error { color: var(--peligro); }
        """,
        "cuenta.html": """
        <!DOCTYPE html><html><head><link rel="stylesheet" href="estilos.css"></head><body data-screen="cuenta">
        <p class="saldo">1.250,00 €</p><p class="alerta">Pago pendiente</p><p class="ok">Transferencia enviada</p>
        <p class="error">Tarjeta bloqueada</p><span class="text-etiqueta">NUEVO</span><h1 class="text-portada">Mi cuenta</h1>
        </body></html>
        """
    ]

    /// Views with one color token of their own (not the design's) and no font token.
    private static let app: [String: String] = [
        "Marca.swift": """
        import SwiftUI
        extension Color {
            static let marca = Color(hex: 0x6941C6)
            init(light: Color, dark: Color) { self.init(UIColor { $0.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light) }) }
        }
        """,
        "CuentaView.swift": """
        import SwiftUI
        struct CuentaView: View {
            @Environment(\\.colorScheme) private var esquema
            private var acento: Color {
                esquema == .dark ? Color(hex: 0x58A6FF) : Color(hex: 0x1F6FEB)
            }
            private var exito: Color {
                // The dark value is another green than the design's.
                esquema != .light ? Color(hex: 0x75E0A7) : Color(hex: 0x067647)
            }
            var body: some View {
                VStack {
                    Text("1.250,00 €").foregroundStyle(acento)
                    Text("Pago pendiente").foregroundStyle(Color(light: Color(hex: 0xB54708), dark: Color(hex: 0xF79009)))
                    Text("Transferencia enviada").foregroundStyle(exito)
                    Text("Tarjeta bloqueada").foregroundStyle(.red)
                    Text("NUEVO").font(.system(size: 11, weight: .semibold))
                    Text("Mi cuenta").font(.system(size: 26))
                }
            }
        }
        """
    ]

    @Test func theReaderKeepsInlineLightDarkPairs() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pares-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in Self.app { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let inv = try CodeReader.read(roots: [dir.path])
        let pairs = inv.adaptiveLiterals.map { "\($0.light.hex)/\($0.dark.hex)" }
        #expect(pairs.contains("#1F6FEB/#58A6FF"), "\(pairs)")
        #expect(pairs.contains("#B54708/#F79009"), "\(pairs)")
        #expect(pairs.contains("#067647/#75E0A7"), "\(pairs)")
        #expect(inv.adaptiveLiterals.first { $0.light.hex == "#1F6FEB" }?.enclosingType == "CuentaView")
    }

    @Test func aPairDrawnInBothAppearancesIsLowAndOthersStayMedium() throws {
        let a = try DesignTrustTests.run(design: Self.design, app: Self.app)
        let missing = Dictionary(
            a.findings.filter { $0.rule == "color.missing" }.map { ($0.title.components(separatedBy: " ")[2], $0) }, uniquingKeysWith: { x, _ in x })
        let acento = try #require(missing["--acento"], "\(missing.keys)")
        #expect(acento.severity == .low)
        #expect(acento.message.contains("light, #58A6FF dark") && acento.message.contains("both appearances"), "\(acento.message)")
        #expect(try #require(missing["--aviso"]).severity == .low)
        // Right in light mode only: another dark green.
        #expect(try #require(missing["--exito"]).severity == .medium)
        // Drawn nowhere: a missing color.
        #expect(try #require(missing["--peligro"]).severity == .medium)
    }

    @Test func aStyleDrawnExactlyInAnAppWithoutFontTokensIsLow() throws {
        let a = try DesignTrustTests.run(design: Self.design, app: Self.app)
        let styles = a.findings.filter { $0.rule == "typography.missing" }
        let etiqueta = try #require(styles.first { $0.title.contains("text-etiqueta") }, "\(styles.map(\.title))")
        #expect(etiqueta.severity == .low)
        #expect(
            etiqueta.message.contains("`.system(size: 11, weight: .semibold)` once (at ") && etiqueta.message.contains("CuentaView.swift:"),
            "\(etiqueta.message)")
        // 26pt regular is drawn, 26pt bold is not: still missing.
        #expect(try #require(styles.first { $0.title.contains("text-portada") }).severity == .medium)
    }

    @Test func anAppWithFontTokensStillMissesTheStyle() throws {
        var app = Self.app
        app["Tipos.swift"] = "import SwiftUI\nextension Font {\n    static let cuerpo = Font.system(size: 15)\n}\n"
        let a = try DesignTrustTests.run(design: Self.design, app: app)
        let etiqueta = try #require(a.findings.first { $0.rule == "typography.missing" && $0.title.contains("text-etiqueta") })
        #expect(etiqueta.severity == .medium)
    }
}
