import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A design that is dark by default (its unthemed `:root` values are dark) with a light theme an attribute turns on
/// (`html[data-appearance="light"]`), against an app pinned dark: the app shows the design's default, so pinning dark is low and
/// the tokens are compared in dark. A light design whose dark values come from the system's dark mode, or a dark
/// default whose light values follow the system's light mode, still make a dark pin critical.
@Suite struct DarkByDefaultTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static let app: [String: String] = [
        "app/Tema.swift": """
        import SwiftUI

        extension Color {
            static let sfondo = Color(red: 0.04, green: 0.04, blue: 0.05)
            static let superficie = Color(red: 0.11, green: 0.11, blue: 0.13)
            static let bordo = Color(red: 0.2, green: 0.2, blue: 0.22)
        }
        """,
        "app/RadiceApp.swift": """
        import SwiftUI

        @main
        struct RadiceApp: App {
            var body: some Scene {
                WindowGroup { DiarioView().preferredColorScheme(.dark) }
            }
        }

        struct DiarioView: View {
            var body: some View { Text("Diario").foregroundStyle(Color.bordo).background(Color.sfondo) }
        }
        """
    ]

    /// `:root` dark, a light theme by attribute, and (like many kits) a dark theme repeating `:root`.
    static let darkDefault = """
        :root { --sfondo: #0A0A0D; --superficie: #1C1C21; --bordo: #333338; }
        html[data-appearance="light"] { --sfondo: #FFFFFF; --superficie: #F4F4F6; --bordo: #DADADF; }
        html[data-appearance="dark"] { --sfondo: #0A0A0D; --superficie: #1C1C21; --bordo: #333338; }
        """

    @Test func pinningTheDesignsDefaultDarkIsLowAndTokensCompareInDark() throws {
        var files = Self.app
        files["design/tema.css"] = Self.darkDefault
        let a = try Self.analyze(files)
        #expect(a.design.darkByDefault == true)
        let pin = a.findings.first { $0.rule == "darkmode.disabled" }
        #expect(pin?.severity == .low, "\(a.findings.map { "\($0.severity) \($0.rule) \($0.title)" })")
        #expect(pin?.title.contains("dark is the design's default appearance") == true)
        // Compared in dark, the app's three colors are the design's: no mismatch on their light theme values.
        #expect(!a.findings.contains { $0.rule == "color.mismatch" && ($0.severity == .critical || $0.severity == .medium) })
    }

    @Test func aLightDesignWithSystemDarkModeStillMakesTheDarkPinCritical() throws {
        var files = Self.app
        files["design/tema.css"] = """
            :root { --sfondo: #FFFFFF; --superficie: #F4F4F6; --bordo: #DADADF; }
            @media (prefers-color-scheme: dark) { :root { --sfondo: #0A0A0D; --superficie: #1C1C21; --bordo: #333338; } }
            """
        let a = try Self.analyze(files)
        #expect(a.design.darkByDefault == nil)
        #expect(a.findings.first { $0.rule == "darkmode.disabled" }?.severity == .critical)
    }

    /// Dark unthemed values whose light ones follow the system's light mode: light-mode users are meant to see light.
    @Test func aDarkDefaultWithSystemLightModeStillMakesTheDarkPinCritical() throws {
        var files = Self.app
        files["design/tema.css"] = """
            :root { --sfondo: #0A0A0D; --superficie: #1C1C21; --bordo: #333338; }
            @media (prefers-color-scheme: light) { :root { --sfondo: #FFFFFF; --superficie: #F4F4F6; --bordo: #DADADF; } }
            """
        let a = try Self.analyze(files)
        #expect(a.design.darkByDefault == nil)
        #expect(a.findings.first { $0.rule == "darkmode.disabled" }?.severity == .critical)
    }
}

/// A dark-only design (dark pages, no light values) reads its pairs as its one appearance: a contrast finding says so,
/// not "light mode".
@Suite struct DarkOnlyWordingTests {
    @Test func contrastOnADarkOnlyDesignNamesItsOnlyAppearance() throws {
        let a = try TrustMatchTests.analyze([
            "design/notte.html": """
            <!doctype html><html><head><style>
            body { background: #0B0B10; color: #F2F2F7; } .nota { color: #3A3A44; font-size: 13px; }
            </style></head><body data-screen="notte"><h1>Notte</h1><p class="nota">Ultimo salvataggio ieri</p></body></html>
            """,
            "app/NotteView.swift": "import SwiftUI\n\nstruct NotteView: View {\n    var body: some View { Text(\"Notte\") }\n}\n"
        ])
        #expect(a.design.appearance == .dark)
        let contrast = a.findings.filter { $0.rule == "contrast.insufficient" }
        #expect(!contrast.isEmpty)
        #expect(contrast.allSatisfy { $0.title.contains("in the design's only (dark) appearance") }, "\(contrast.map(\.title))")
    }
}
