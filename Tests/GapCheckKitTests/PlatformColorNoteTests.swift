import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A design whose own note maps its roles to the platform's colors (a token stylesheet's header, a section of the
/// design folder's notes) against an app that paints its hues with system colors: the design's hues are the
/// prototype's stand-ins, so their missing tokens are low. Without the note, with a note naming one color in passing,
/// or against an app that paints its own values, they stay medium.
@Suite struct PlatformColorNoteTests {
    /// A Spanish order-tracking screen whose token sheet may say the app uses the platform's colors.
    private static func design(header: String?, notes: String? = nil) -> [String: String] {
        var files: [String: String] = [
            "tokens.css": (header.map { "/* \($0) */\n" } ?? "") + """
                :root {
                  --estado-listo: #1E7B3A;
                  --estado-retraso: #9A5200;
                  --estado-error: #B3261E;
                }
                """,
            "pedido.html": """
            <!DOCTYPE html><html><head><link rel="stylesheet" href="tokens.css"><style>
            .listo { color: var(--estado-listo); } .retraso { color: var(--estado-retraso); } .error { color: var(--estado-error); }
            </style></head><body data-screen="pedido">
            <p class="listo">Listo para recoger</p><p class="retraso">Con retraso</p><p class="error">Pago rechazado</p>
            </body></html>
            """
        ]
        if let notes { files["LEEME.md"] = notes }
        return files
    }

    private static func app(systemHues: Bool) -> [String: String] {
        let (ok, late, bad) = systemHues ? (".green", ".orange", ".red") : ("Color.marca", "Color.marca", "Color.marca")
        return [
            "Marca.swift": "import SwiftUI\nextension Color {\n    static let marca = Color(red: 0.1, green: 0.3, blue: 0.8)\n}\n",
            "PedidoView.swift": """
            import SwiftUI
            struct PedidoView: View {
                var body: some View {
                    VStack {
                        Text("Listo para recoger").foregroundStyle(\(ok))
                        Text("Con retraso").foregroundStyle(\(late))
                        Text("Pago rechazado").foregroundStyle(\(bad))
                    }
                }
            }
            """
        ]
    }

    private static func missing(_ design: [String: String], systemHues: Bool = true) throws -> [(String, Severity, String)] {
        let a = try DesignTrustTests.run(design: design, app: app(systemHues: systemHues))
        return a.findings.filter { $0.rule == "color.missing" }.map { ($0.title.components(separatedBy: " ")[2], $0.severity, $0.message) }
    }

    static let header =
        "La app usa los colores del sistema (`UIColor.systemGreen`, `UIColor.systemOrange`, `UIColor.systemRed`); estos hex son solo para el prototipo."

    @Test func aStylesheetHeaderMappingRolesToSystemColorsMakesTheHuesQuestions() throws {
        let found = try Self.missing(Self.design(header: Self.header))
        #expect(found.count == 3, "\(found)")
        for (name, severity, message) in found {
            #expect(severity == .low, "\(name)")
            #expect(message.contains("tokens.css:1"), "\(message)")
            #expect(message.contains("`UIColor.systemGreen`"), "\(message)")
        }
    }

    @Test func aSectionOfTheDesignNotesSaysTheSame() throws {
        let notes = "# Colores\n\nVer tokens.css.\n\n## Estados\n\n| rol | iOS |\n|---|---|\n| listo | `systemGreen` |\n| error | `systemRed` |\n"
        let found = try Self.missing(Self.design(header: nil, notes: notes))
        #expect(found.count == 3 && found.allSatisfy { $0.1 == .low }, "\(found)")
        #expect(found.first?.2.contains("LEEME.md:5") == true, "\(found)")
    }

    @Test func withoutTheNoteOrWithOneColorInPassingTheHuesStayMedium() throws {
        let plain = try Self.missing(Self.design(header: nil))
        #expect(plain.count == 3 && plain.allSatisfy { $0.1 == .medium }, "\(plain)")
        let passing = try Self.missing(Self.design(header: "Un verde más oscuro que `systemGreen`, por contraste."))
        #expect(passing.count == 3 && passing.allSatisfy { $0.1 == .medium }, "\(passing)")
    }

    @Test func anAppPaintingItsOwnValuesKeepsTheHuesMedium() throws {
        let found = try Self.missing(Self.design(header: Self.header), systemHues: false)
        #expect(found.count == 3 && found.allSatisfy { $0.1 == .medium }, "\(found)")
    }
}
