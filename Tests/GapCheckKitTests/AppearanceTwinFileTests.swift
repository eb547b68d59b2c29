import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit

/// A token build run once per appearance writes twin Swift files (`Tema-light.swift`, `Tema-dark.swift`) declaring one
/// class with each mode's values: compared as one token set, a design color with light and dark values agrees with the
/// pair, a wrong dark value is still reported, and the twins are no duplicate of each other.
@Suite struct AppearanceTwinFileTests {
    private static let design: [String: String] = [
        "colores.css": """
        :root {
          --fondo-tarjeta: #FFFFFF; --texto-tenue: #475467; --borde-suave: #EAECF0; --marca: #7F56D9;
        }
        [data-theme="dark"] {
          --fondo-tarjeta: #101828; --texto-tenue: #94969C; --borde-suave: #1F242F; --marca: #7F56D9;
        }
        """
    ]

    private static func tema(_ values: [(String, String)]) -> String {
        "import UIKit\n\n// Do not edit directly, this file was auto-generated.\n\npublic class TemaColor {\n"
            + values.map { "    public static let \($0.0) = UIColor(red: \($0.1), alpha: 1)\n" }.joined() + "}\n"
    }

    private static let app: [String: String] = [
        "Generado/Tema-light.swift": tema([
            ("fondoTarjeta", "1.000, green: 1.000, blue: 1.000"), ("textoTenue", "0.278, green: 0.329, blue: 0.404"),
            ("bordeSuave", "0.918, green: 0.925, blue: 0.941"), ("marca", "0.498, green: 0.337, blue: 0.851")
        ]),
        // The dark border is another gray than the design's #1F242F.
        "Generado/Tema-dark.swift": tema([
            ("fondoTarjeta", "0.063, green: 0.094, blue: 0.157"), ("textoTenue", "0.580, green: 0.588, blue: 0.612"),
            ("bordeSuave", "0.227, green: 0.227, blue: 0.227"), ("marca", "0.498, green: 0.337, blue: 0.851")
        ])
    ]

    @Test func twinFilesAreOneTokenPerAppearance() throws {
        let a = try DesignTrustTests.run(design: Self.design, app: Self.app)
        let colorFindings = a.findings.filter { $0.rule.hasPrefix("color.") && $0.severity != .low }
        #expect(!colorFindings.contains { $0.title.contains("fondoTarjeta") || $0.title.contains("textoTenue") }, "\(colorFindings.map(\.title))")
        #expect(!colorFindings.contains { $0.title.contains("marca") }, "\(colorFindings.map(\.title))")
        let borde = colorFindings.filter { $0.title.contains("bordeSuave") }
        #expect(borde.count == 1 && borde.first?.rule == "color.mismatch", "\(colorFindings.map(\.title))")
        #expect(borde.first?.title.contains("#3A3A3A") == true, "\(borde.map(\.title))")
        #expect(!a.findings.contains { $0.rule == "token.duplicate" }, "\(a.findings.map(\.title))")
    }
}
