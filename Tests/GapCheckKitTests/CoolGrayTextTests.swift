import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// In an app that draws its text grays with the system label colors (`.secondary`, `.tertiary`), a design text
/// color that is a blue-gray (slate) stands in for one, whatever its name: its missing token is low. A tinted text
/// of another hue, a blue-gray border, a stronger blue and an app without semantic colors keep it medium.
@Suite struct CoolGrayTextTests {
    /// A German notes screen.
    private static let design: [String: String] = [
        "notizen.html": """
        <!DOCTYPE html><html><head><style>
        :root { --schrift-zwei: #5E6175; --hinweis: #5E7A63; --rahmen: #64748B; --blauton: #5F6FA0; }
        @media (prefers-color-scheme: dark) { :root { --schrift-zwei: #8A8DA2; } }
        .datum { color: var(--schrift-zwei); }
        .tipp { color: var(--hinweis); }
        .karte { border: 1px solid var(--rahmen); }
        .autor { color: var(--blauton); }
        </style></head><body data-screen="notizen">
        <div class="karte"><p class="datum">Gestern, 18:40</p><p class="tipp">Tipp: wischen zum Archivieren</p>
        <p class="autor">von Lena</p></div>
        </body></html>
        """
    ]

    private static func app(semantic: Bool) -> [String: String] {
        let gray = semantic ? ".secondary" : "Color.marke"
        return [
            "Marke.swift": "import SwiftUI\nextension Color {\n    static let marke = Color(red: 0.85, green: 0.2, blue: 0.4)\n}\n",
            "NotizenView.swift": """
            import SwiftUI
            struct NotizenView: View {
                var body: some View {
                    VStack {
                        Text("Gestern, 18:40").foregroundStyle(\(gray))
                        Text("Tipp: wischen zum Archivieren").foregroundStyle(\(gray))
                        Text("von Lena").foregroundColor(\(semantic ? "Color(.secondaryLabel)" : "Color.marke"))
                    }
                }
            }
            """
        ]
    }

    private static func missing(semantic: Bool) throws -> [String: Severity] {
        let a = try DesignTrustTests.run(design: design, app: app(semantic: semantic))
        return Dictionary(
            a.findings.filter { $0.rule == "color.missing" }.map { ($0.title.components(separatedBy: " ")[2], $0.severity) },
            uniquingKeysWith: { x, _ in x })
    }

    @Test func aBlueGrayTextColorStandsForASystemLabelColor() throws {
        let found = try Self.missing(semantic: true)
        #expect(found["--schrift-zwei"] == .low, "\(found)")
        // A sage green text (chroma 18, hue 148), a blue-gray border, a stronger blue text (chroma 29): chosen colors.
        #expect(found["--hinweis"] == .medium, "\(found)")
        #expect(found["--rahmen"] == .medium, "\(found)")
        #expect(found["--blauton"] == .medium, "\(found)")
    }

    @Test func withoutSemanticColorsTheBlueGrayIsMissing() throws {
        let found = try Self.missing(semantic: false)
        #expect(found["--schrift-zwei"] == .medium, "\(found)")
    }
}
