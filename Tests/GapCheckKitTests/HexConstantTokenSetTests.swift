import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 12: a token set generated for the web and for Swift, where the Swift side keeps the colors as hex
/// Strings behind a light/dark factory, names its own type scale like the system styles, and renames scale steps.
/// Fixtures in styles other than the set that showed them (Portuguese names, UIKit-flavoured helpers, a `themes`
/// JSON with day and night).
@Suite struct HexConstantTokenSetTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static let app: [String: String] = [
        "app/Gerado/Tokens.swift": """
        // Arquivo gerado – não editar.
        import SwiftUI

        enum Tokens {
            enum Cores {
                static let claroFundo = "#FBF8F3"
                static let escuroFundo = "#161310"
                static let claroMarca = "#0F7B6C"
                static let escuroMarca = "#4FD1B5"
                static let claroAlerta = "#C2410C"
                static let escuroAlerta = "#FB923C"
            }
            enum Typography {
                static let body: CGFloat = 15
                static let titulo: CGFloat = 26
            }
            enum Raio {
                static let md: CGFloat = 8
                static let lg: CGFloat = 12
                static let xl: CGFloat = 20
            }
        }
        """,
        "app/Tema/Color+Modo.swift": """
        import SwiftUI
        import UIKit

        extension Color {
            static func modo(diaHex: String, noiteHex: String) -> Color { Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(hex: noiteHex) : UIColor(hex: diaHex) }) }
            static func par(lightHex: String, darkHex: String) -> Color { modo(diaHex: lightHex, noiteHex: darkHex) }
        }
        """,
        "app/Tema/Paleta.swift": """
        import SwiftUI

        enum Paleta {
            static let fundo = Color.par(lightHex: Tokens.Cores.claroFundo, darkHex: Tokens.Cores.escuroFundo)
            static let marca = Color.par(lightHex: Tokens.Cores.claroMarca, darkHex: Tokens.Cores.escuroMarca)
            static let alerta = Color.par(lightHex: Tokens.Cores.claroAlerta, darkHex: Tokens.Cores.escuroAlerta)
            static let raioGrande = Tokens.Raio.xl
        }
        """,
        "app/Telas/InicioView.swift": """
        import SwiftUI

        struct InicioView: View {
            var body: some View {
                VStack {
                    Text("Reservas").font(.system(size: Tokens.Typography.titulo, weight: .bold))
                    Image(systemName: "ellipsis").font(.body)
                }
                .background(Paleta.fundo)
                .foregroundStyle(Paleta.marca)
            }
        }
        """
    ]

    static let css = """
        :root {
          --color-fundo: #fbf8f3;
          --color-marca: #0f7b6c;
          --color-alerta: #c2410c;
          --font-size-body: 15px;
          --radius-lg: 12px;
          --radius-xl: 20px;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --color-fundo: #161310;
            --color-marca: #4fd1b5;
            --color-alerta: #fb923c;
          }
        }
        """

    @Test func hexStringConstantsBehindALightDarkFactoryAreTheAppsColors() throws {
        var files = Self.app
        files["design/tokens.css"] = Self.css
        let a = try Self.analyze(files)
        for name in ["fundo", "marca", "alerta"] {
            let c = try #require(a.inventory.colors.first { $0.qualifiedName == "Paleta." + name }, "\(name)")
            #expect(c.dark != nil && c.dark != c.light, "\(name): \(c)")
        }
        let colorFindings = a.findings.filter { $0.rule == "color.missing" || ($0.rule.hasPrefix("color.") && $0.severity <= .medium) }
        #expect(colorFindings.isEmpty, "\(colorFindings.map(\.title))")
        #expect(!a.inventory.diagnostics.contains { $0.message.contains("could not be read") })
    }

    @Test func theAppsOwnTypeTokenAndTheUnrenamedScaleStepAnswerFirst() throws {
        var files = Self.app
        files["design/tokens.css"] = Self.css
        let a = try Self.analyze(files)
        let typography = a.findings.filter { $0.rule.hasPrefix("typography.") && $0.severity <= .medium }
        #expect(typography.isEmpty, "\(typography.map(\.title))")
        let radius = a.findings.filter { $0.rule.hasPrefix("radius.") && $0.severity <= .medium }
        #expect(radius.isEmpty, "\(radius.map(\.title))")
    }

    /// The AccentColor colorset, one appearance, equal to the brand's light value: every control shows it in dark
    /// mode, though the brand token itself has both values. Reported once, under the brand's design color.
    @Test func aSingleAppearanceAccentColorsetIsStillReported() throws {
        var files = Self.app
        files["design/tokens.css"] = Self.css
        files["app/Assets.xcassets/AccentColor.colorset/Contents.json"] = TrustMatchTests.colorset("#0F7B6C")
        let a = try Self.analyze(files)
        let dark = a.findings.filter { $0.rule == "color.dark-variant-missing" }
        #expect(dark.count == 1, "\(dark.map(\.title))")
        #expect(dark.first?.title.hasPrefix("`Color(\"AccentColor\")` has no dark value; design --color-marca") == true, "\(dark.map(\.title))")
        #expect(dark.first?.severity == .medium)
        // A root tint overrides the colorset: then it is no gap.
        files["app/Telas/RaizApp.swift"] = """
            import SwiftUI

            @main
            struct RaizApp: App {
                var body: some Scene { WindowGroup { InicioView().tint(Paleta.marca) } }
            }
            """
        let tinted = try Self.analyze(files)
        #expect(!tinted.findings.contains { $0.rule == "color.dark-variant-missing" && $0.title.contains("AccentColor") })
    }

    @Test func aChangedHexStringIsFound() throws {
        var files = Self.app
        files["design/tokens.css"] = Self.css.replacingOccurrences(of: "--color-alerta: #c2410c;", with: "--color-alerta: #1d4ed8;")
        let a = try Self.analyze(files)
        #expect(a.findings.contains { $0.rule == "color.mismatch" && $0.title.contains("alerta") }, "\(a.findings.map(\.title))")
    }

    @Test func plainValueTokenJSONWithDayAndNightThemes() throws {
        var files = Self.app
        files["design/theme.json"] = """
            {
              "$schema": "./theme.schema.json",
              "meta": { "source": "figma" },
              "themes": {
                "day": { "fundo": "#fbf8f3", "marca": "#0f7b6c", "alerta": "#c2410c" },
                "night": { "fundo": "#161310", "marca": "#4fd1b5", "alerta": "#fb923c" }
              },
              "radius": { "lg": 12, "xl": 20 },
              "motion": { "fast": 120 }
            }
            """
        let a = try Self.analyze(files)
        #expect(a.design.expectations.filter { $0.kind == .color }.count == 3)
        #expect(a.design.expectations.contains { $0.kind == .color && $0.dark != nil })
        let medium = a.findings.filter { $0.severity <= .medium && ($0.rule.hasPrefix("color.") || $0.rule.hasPrefix("radius.")) }
        #expect(medium.isEmpty, "\(medium.map(\.title))")
    }
}
