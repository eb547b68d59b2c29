import Foundation
import GapCheckModel
import Testing

@testable import CodeReader
@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Colors a token enum writes as CSS hex Strings (field round 25): `static let colorBrandBg = "#0B0E11"` is a color
/// token, said once in a warning as String lengths are; a String a hex argument reads is that color's source, a
/// String whose name says it is a code is a hex constant, and text with a `#` stays text. A German cycling app.
@Suite struct StringColorTokenTests {
    static let design = """
        <!DOCTYPE html><html><head><title>Touren</title><style>
        :root { --farbe-tour-flaeche: #F4F1EA; --farbe-tour-text: #1D232B; --farbe-tour-akzent: #C4472BCC; --abstand-2: 8px; }
        body { background: var(--farbe-tour-flaeche); color: var(--farbe-tour-text); padding: var(--abstand-2); }
        a { color: var(--farbe-tour-akzent); }
        </style></head><body data-screen="touren"><h1>Touren</h1><a>Start</a></body></html>
        """
    static let tokens = """
        import Foundation

        public enum Gestaltung {
            public static let farbeTourFlaeche = "#F4F1EA"
            public static let farbeTourText = "#1d232b"
            public static let farbeTourAkzent = "#C4472BCC"
            public static let abstand2 = "8px"
        }
        """

    @Test func hexStringsOfATokenEnumAreColors() throws {
        let a = try DesignTrustTests.run(design: ["touren.html": Self.design], app: ["Gestaltung.swift": Self.tokens])
        let colors = Dictionary(a.inventory.colors.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { x, _ in x })
        #expect(colors["Gestaltung.farbeTourFlaeche"]?.light?.hex == "#F4F1EA", "\(colors.keys.sorted())")
        #expect(colors["Gestaltung.farbeTourText"]?.light?.hex == "#1D232B")
        // CSS's eight digits end with the alpha.
        let akzent = try #require(colors["Gestaltung.farbeTourAkzent"])
        #expect(akzent.light?.hex.hasPrefix("#C4472B") == true && abs((akzent.light?.alpha ?? 1) - 0.8) < 0.01, "\(String(describing: akzent.light))")
        #expect(!a.findings.contains { $0.rule == "color.missing" }, "\(a.findings.map(\.title))")
        let notes = a.inventory.diagnostics.filter { $0.message.contains("String literals holding CSS hex colors") }
        #expect(notes.count == 1 && notes.first?.message.hasPrefix("3 color tokens") == true, "\(notes.map(\.message))")
    }

    @Test func codesTextAndStringsAHexArgumentReadsAreNoColorTokens() throws {
        let inv = try GeneratedTokenFormsTests.read(
            """
            import SwiftUI

            extension Color {
                init(hex: String) { self.init(red: 0, green: 0, blue: 0) }
            }

            enum Marke {
                static let grundwert = "#2B6CB0"
                static let primaer = Color(hex: grundwert)
                static let akzentHex = "#DD6B20"
                static let kurzCode = "#FA0"
            }

            enum Beschriftung {
                static let rang = "#1 Tour"
                static let schlagwort = "#radeln"
                static let kuerzel = "#add"
            }

            struct TourenView: View {
                let farbe = "#38A169"
                var body: some View { Text("#38A169") }
            }
            """)
        let names = Set(inv.colors.map(\.qualifiedName))
        // The String `Color(hex:)` reads is the source of `primaer`, not a second color.
        #expect(names.contains("Marke.primaer") && !names.contains("Marke.grundwert"), "\(names.sorted())")
        #expect(!names.contains("Marke.akzentHex") && !names.contains("Marke.kurzCode"), "\(names.sorted())")
        #expect(!names.contains { $0.hasPrefix("Beschriftung") || $0.hasPrefix("TourenView") }, "\(names.sorted())")
        #expect(!inv.diagnostics.contains { $0.message.contains("CSS hex colors") }, "\(inv.diagnostics.map(\.message))")
    }

    @Test func shortHexNeedsAColorWord() {
        #expect(StringColors.color("#FA0", name: "brandFill", owner: nil) != nil)
        #expect(StringColors.color("#FA0", name: "initials", owner: "Palette") != nil)
        #expect(StringColors.color("#bad", name: "tag", owner: "Labels") == nil)
        #expect(StringColors.color("#hashtag", name: "colorTag", owner: nil) == nil)
        #expect(StringColors.color("#12345", name: "colorOdd", owner: nil) == nil)
    }
}
