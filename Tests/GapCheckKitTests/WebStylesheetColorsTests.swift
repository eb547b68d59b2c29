import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// An app whose surfaces are web content (a Safari web extension's popup and options pages) keeps its colors in the
/// extension's stylesheets, not in Swift: when the Swift code and catalogs declare no color, those custom properties
/// are the app's color tokens, light and dark, and the design is compared with them. A stylesheet outside the web
/// content, or an app with Swift colors, changes nothing.
@Suite struct WebStylesheetColorsTests {
    /// A Portuguese reading-list extension's mockup: its accent is a coral the shipped stylesheet no longer has.
    static let design = [
        "tokens.css": """
        :root { --leitor-acento: #E8590C; --leitor-fundo: #FAFAF9; --leitor-texto: #1C1917; }
        @media (prefers-color-scheme: dark) { :root { --leitor-fundo: #1C1917; --leitor-texto: #F5F5F4; } }
        """,
        "popup.html": """
        <!DOCTYPE html><html><head><title>Popup</title><link rel="stylesheet" href="tokens.css"><style>
        body { background: var(--leitor-fundo); color: var(--leitor-texto); }
        .salvar { background: var(--leitor-acento); color: #FFFFFF; }
        </style></head><body><h1>Lista de leitura</h1><button class="salvar">Guardar página</button></body></html>
        """
    ]

    static let host = "import SwiftUI\nstruct HostView: View { var body: some View { Text(\"Ative a extensão no Safari\") } }\n"
    static let manifest = "{\"manifest_version\": 3, \"name\": \"Leitor\", \"action\": {\"default_popup\": \"popup.html\"}}"
    /// The shipped theme: the same names, the accent now blue, dark values under the media query.
    static let shippedTheme = """
        :root { --leitor-acento: #2563EB; --leitor-fundo: #FAFAF9; --leitor-texto: #1C1917; }
        @media (prefers-color-scheme: dark) { :root { --leitor-fundo: #1C1917; --leitor-texto: #F5F5F4; } }
        """

    static func colorFindings(_ a: Analysis) -> [Finding] { a.findings.filter { $0.rule.hasPrefix("color.") } }

    @Test func theWebContentsStylesheetsAreTheColorsOfAnAppWithoutSwiftColors() throws {
        let a = try DesignTrustTests.run(
            design: Self.design,
            app: [
                "Host/HostView.swift": Self.host,
                "Extension/Resources/manifest.json": Self.manifest,
                "Extension/Resources/popup.html": "<!DOCTYPE html><html><body><script src=popup.js></script></body></html>",
                "Extension/Resources/styles/theme.css": Self.shippedTheme
            ])
        let colors = Self.colorFindings(a)
        // Compared with what ships: the accent's drift is found, named by its stylesheet…
        let accent = colors.first { $0.rule == "color.mismatch" && $0.expected?.name == "--leitor-acento" }
        #expect(accent != nil, "\(colors.map { "\($0.rule) \($0.title)" })")
        #expect(accent?.actual?.location?.file.hasSuffix("Extension/Resources/styles/theme.css") == true, "\(String(describing: accent?.actual))")
        // …the others match in both appearances, and nothing says the app has no color tokens.
        #expect(!colors.contains { $0.expected?.name == "--leitor-fundo" || $0.expected?.name == "--leitor-texto" }, "\(colors.map(\.title))")
        #expect(!a.findings.contains { $0.message.contains("No color token or colorset exists") }, "\(colors.map(\.message))")
    }

    @Test func anAppWithSwiftColorsKeepsThemAsItsTokens() throws {
        let a = try DesignTrustTests.run(
            design: Self.design,
            app: [
                "Host/HostView.swift": Self.host,
                "Host/Palette.swift": "import SwiftUI\nextension Color { static let leitorAcento = Color(red: 232 / 255, green: 89 / 255, blue: 12 / 255) }\n",
                "Extension/Resources/manifest.json": Self.manifest,
                "Extension/Resources/popup.html": "<!DOCTYPE html><html><body></body></html>",
                "Extension/Resources/styles/theme.css": Self.shippedTheme
            ])
        // The Swift accent equals the design's; the stylesheet's blue is not brought in to contradict it.
        let colors = Self.colorFindings(a)
        #expect(!colors.contains { $0.rule == "color.mismatch" && $0.expected?.name == "--leitor-acento" }, "\(colors.map(\.title))")
        #expect(!colors.contains { $0.actual?.location?.file.hasSuffix(".css") == true }, "\(colors.map(\.title))")
    }

    @Test func aStylesheetOutsideTheWebContentIsNotTheApps() throws {
        let a = try DesignTrustTests.run(
            design: Self.design,
            app: [
                "Host/HostView.swift": Self.host,
                // No manifest: a web site's stylesheet kept beside the code ships nothing.
                "Site/styles/theme.css": Self.shippedTheme,
                "Site/index.html": "<!DOCTYPE html><html><body></body></html>"
            ])
        let colors = Self.colorFindings(a)
        #expect(!colors.contains { $0.actual?.location?.file.hasSuffix(".css") == true }, "\(colors.map(\.title))")
        #expect(colors.contains { $0.message.contains("No color token or colorset exists") }, "\(colors.map(\.message))")
    }
}
