import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A token the app declares in a file that fails to parse is still declared: the design token is matched with it by
/// name and value, the one critical is the broken file, and a finding on such a token is at most medium and names
/// the file. Fixtures in styles other than the field repositories' (English descriptions, Spanish names, a
/// struct without a name).
@Suite struct BrokenTokenEvidenceTests {
    static func run(css: String, swift: String) throws -> [Finding] {
        let dir = try RuleExampleTests.write(RuleExample(design: css, swift: swift, triggers: true))
        defer { try? FileManager.default.removeItem(at: dir) }
        return try Pipeline.run(
            design: [dir.appendingPathComponent("design").path], implementation: [dir.appendingPathComponent("tokens").path],
            configuration: Configuration(), date: "2026-01-01", toolVersion: "test"
        ).findings
    }

    /// English descriptions written as raw lines in the enum body: the parser loses the colors after them.
    static let describedPalette = """
        import SwiftUI

        public enum Paleta {
            /// Main action color
            - primary buttons
            - selected tabs
            public static let accionPrincipal = Color(red: 0.101961, green: 0.372549, blue: 0.705882, opacity: 1)
            /// Warning surface
            - banners
            public static let avisoFondo = Color(red: 1, green: 0.972549, blue: 0.905882, opacity: 1)
            /// Error text
            public static let errorTexto = Color(red: 0.752941, green: 0.109804, blue: 0.156863, opacity: 1)
            public static let tintaSuave = Color(red: 0.4, green: 0.4, blue: 0.4, opacity: 1)
        }
        """

    @Test func aBrokenFilesTokensAreNotReportedMissingAndTheFileIsTheOneCritical() throws {
        let css = ":root { --accion-principal: #1A5FB4; --aviso-fondo: #FFF8E7; --error-texto: #C01C28; --tinta-suave: #666666; }"
        let findings = try Self.run(css: css, swift: Self.describedPalette)
        #expect(!findings.contains { $0.rule == "color.missing" }, "\(findings.map { "\($0.rule): \($0.title)" })")
        let broken = try #require(findings.first { $0.rule == "token.syntax-error" })
        #expect(broken.severity == .critical)
        #expect(broken.title.contains("3 description lines without `///`"), "\(broken.title)")
        #expect(broken.message.contains("line 5 `- primary buttons`"), "\(broken.message)")
        #expect(broken.fix?.text.contains("`///`") == true)
        #expect(findings.filter { $0.severity == .critical }.count == 1)
    }

    /// Negative: the broken file's constants really differ from the design; the mismatch stays, at most medium,
    /// and names the broken file.
    @Test func aBrokenFilesDifferentValueIsAMediumMismatchNamingTheFile() throws {
        let css = ":root { --accion-principal: #2EC27E; --aviso-fondo: #FFF8E7; --error-texto: #C01C28; --tinta-suave: #666666; }"
        let findings = try Self.run(css: css, swift: Self.describedPalette)
        let mismatch = try #require(findings.first { $0.rule == "color.mismatch" }, "\(findings.map { "\($0.rule): \($0.title)" })")
        #expect(mismatch.severity == .medium)
        #expect(mismatch.message.contains("`Example.swift`"))
        #expect(mismatch.message.contains("does not compile"))
    }

    /// A value the line does not let gapcheck read: the token exists by name, so the design's is not missing.
    @Test func aDeclaredTokenWithAnUnreadableValueIsNotMissing() throws {
        let swift = """
            import UIKit

            internal struct {
                internal static let colorInk = #1B1F24
                internal static let colorInkFaint = #8A8F98
                internal static let colorScrim = rgb(0 0 0 / 40%)
            }
            """
        let css = ":root { --color-ink: #1B1F24; --color-ink-faint: #8A8F98; --color-scrim: #00000066; --color-brand: #E01B24; }"
        let findings = try Self.run(css: css, swift: swift)
        let missing = findings.filter { $0.rule == "color.missing" }.compactMap(\.expected?.name)
        #expect(!missing.contains("--color-scrim"), "\(missing)")
        #expect(!missing.contains("--color-ink"))
        #expect(missing.contains("--color-brand"), "a token the file does not declare is still missing: \(missing)")
        let broken = try #require(findings.first { $0.rule == "token.syntax-error" })
        #expect(broken.message.contains("`colorScrim`"), "\(broken.message)")
    }
}
