import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

/// The stops of a gradient declared as a token are colors of the app (field tests round 24, rummy cause 3). Fixture: a
/// Spanish theme file with a `Gradient(stops:)` token, a gradient of system colors and an inline gradient in a view.
@Suite struct GradientStopTokenTests {
    static let theme = """
        import SwiftUI

        struct Tema {
            static let fondo = Color(red: 13 / 255, green: 13 / 255, blue: 20 / 255)
            static let degradadoPrincipal = LinearGradient(
                gradient: Gradient(stops: [
                    .init(color: Color(red: 245 / 255, green: 107 / 255, blue: 54 / 255), location: 0),
                    .init(color: Color(red: 217 / 255, green: 41 / 255, blue: 120 / 255).opacity(0.9), location: 1)
                ]),
                startPoint: .top, endPoint: .bottom)
            static let degradadoTres: RadialGradient = RadialGradient(
                colors: [Color(red: 0.1, green: 0.2, blue: 0.9), Tema.fondo, Color(red: 0.9, green: 0.9, blue: 0.1)],
                center: .center, startRadius: 0, endRadius: 200)
            static let degradadoSistema = LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
            static let paleta: [Color] = [Color(red: 0.3, green: 0.6, blue: 0.3), Color(red: 0.6, green: 0.3, blue: 0.3)]
        }

        struct InicioView: View {
            var body: some View {
                Text("Hola")
                    .background(
                        LinearGradient(
                            colors: [Color(red: 0.2, green: 0.8, blue: 0.4), Color(red: 0.1, green: 0.5, blue: 0.9)],
                            startPoint: .top, endPoint: .bottom))
            }
        }
        """

    static let layers = """
        import UIKit

        enum Capas {
            static let atardecerGradiente: [CGColor] = [
                UIColor(red: 1, green: 0.6, blue: 0.2, alpha: 1).cgColor, UIColor(red: 0.5, green: 0.1, blue: 0.4, alpha: 1).cgColor
            ]
        }
        """

    static func token(_ a: Analysis, _ qualified: String) -> ColorToken? { a.inventory.colors.first { $0.qualifiedName == qualified } }

    @Test func theStopsOfAGradientTokenAreColorTokens() throws {
        let a = try DesignTrustTests.run(design: ["t.css": ":root { --fondo: #0D0D14; }"], app: ["Tema.swift": Self.theme, "Capas.swift": Self.layers])
        let start = try #require(Self.token(a, "Tema.degradadoPrincipal.start"), "\(a.inventory.colors.map(\.qualifiedName))")
        #expect(start.light?.hex == "#F56B36")
        let end = try #require(Self.token(a, "Tema.degradadoPrincipal.end"))
        #expect(end.light?.hex == "#D92978E6")
        // Three stops: the middle one is another token, which is that token's color, not the gradient's own.
        #expect(Self.token(a, "Tema.degradadoTres.start") != nil)
        #expect(Self.token(a, "Tema.degradadoTres.end") != nil)
        #expect(Self.token(a, "Tema.degradadoTres.middle") == nil)
        // A CAGradientLayer's colors under a gradient's name.
        #expect(Self.token(a, "Capas.atardecerGradiente.start")?.light?.hex == "#FF9933")
        #expect(Self.token(a, "Capas.atardecerGradiente.end") != nil)
    }

    @Test func systemColorsInlineGradientsAndPalettesGiveNoStops() throws {
        let a = try DesignTrustTests.run(design: ["t.css": ":root { --fondo: #0D0D14; }"], app: ["Tema.swift": Self.theme])
        let names = a.inventory.colors.map(\.qualifiedName)
        #expect(!names.contains { $0.hasPrefix("Tema.degradadoSistema") }, "\(names)")
        #expect(!names.contains { $0.hasPrefix("Tema.paleta") }, "\(names)")
        #expect(!names.contains { $0.hasPrefix("InicioView") }, "\(names)")
    }

    /// A design's gradient start and end are found in the app by value.
    @Test func aDesignsGradientStopsAreNotMissing() throws {
        let design = """
            :root { --gradiente-atardecer-inicio: #F56B36; --gradiente-atardecer-fin: #D92978E6; --acento-nuevo: #22AA88; }
            """
        let a = try DesignTrustTests.run(design: ["tokens.css": design], app: ["Tema.swift": Self.theme])
        let missing = a.findings.filter { $0.rule == "color.missing" }.map(\.title)
        #expect(!missing.contains { $0.contains("--gradiente-atardecer") }, "\(missing)")
        #expect(missing.contains { $0.contains("--acento-nuevo") }, "\(missing)")
    }
}
