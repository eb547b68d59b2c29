import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Token sets written as a dictionary keyed by the tokens' names, and colors written as the app's own struct of
/// channels (field round 23, a generated `[String: [Theme: RGBA]]` table read as "no color tokens"), in styles of our
/// own: a Spanish palette of `Color`s keyed by slashes, a table per `ColorScheme` built from a byte struct in another
/// file, a `Palette(r: 0x12, …)` struct with hex bytes, a package type named for color; and what is none: texts,
/// analytics events, a German appearance enum nothing ties to light and dark, pixels, vectors.
@Suite("Token tables and color structs")
struct TokenTableTests {
    /// The files as one app's folder (`CrossFileFontHelperTests.read`).
    static func read(_ files: [String: String]) throws -> Inventory { try CrossFileFontHelperTests.read(files) }

    @Test("a table of names to per-appearance colors of a byte struct declared in another file is a token set")
    func crossFileByteStruct() throws {
        let inv = try Self.read([
            "Paleta.swift": """
            import Foundation

            /// Bytes in sRGB.
            public struct Tono: Equatable {
                public var red: UInt8
                public var green: UInt8
                public var blue: UInt8
                public var alpha: Double
                public var hex: String { String(format: "#%02X%02X%02X", red, green, blue) }
            }
            """,
            "Tabla.swift": """
            import SwiftUI

            enum Marca {
                static let colores: [String: [ColorScheme: Tono]] = [
                    "superficie/base": [.light: Tono(red: 250, green: 250, blue: 249, alpha: 1), .dark: Tono(red: 28, green: 25, blue: 23, alpha: 1)],
                    "texto/principal": [ColorScheme.light: Tono(red: 28, green: 25, blue: 23, alpha: 1), ColorScheme.dark: Tono(red: 250, green: 250, blue: 249, alpha: 1)],
                    "acento": [.light: Tono(red: 234, green: 88, blue: 12, alpha: 0.5)],
                ]
            }
            """
        ])
        let base = try #require(inv.color("Marca.colores.superficie/base"))
        #expect(base.light?.description == "#FAFAF9")
        #expect(base.dark?.description == "#1C1917")
        #expect(inv.color("Marca.colores.texto/principal")?.dark?.description == "#FAFAF9")
        let accent = try #require(inv.color("Marca.colores.acento"))
        #expect(accent.light?.description.hasPrefix("#EA580C") == true)
        #expect(accent.light?.alpha == 0.5)
        #expect(accent.dark == nil || accent.dark == accent.light)
    }

    @Test("a table of names to colors, keyed with dashes and dots, and hex bytes of a Palette struct")
    func paletteStructAndPlainTable() throws {
        let inv = try Self.read([
            "Palette.swift": """
            struct Palette {
                let r: Int, g: Int, b: Int
            }
            """,
            "Tokens.swift": """
            import SwiftUI

            extension Palette {
                static let ink = Palette(r: 0x12, g: 0x34, b: 0x56)
            }

            let swatches: [String: Palette] = [
                "brand-primary": Palette(r: 0x25, g: 0x63, b: 0xEB),
                "brand.secondary": Palette(r: 0x7C, g: 0x3A, b: 0xED),
            ]

            enum Legacy {
                static let colors = ["danger": Color(red: 0.86, green: 0.15, blue: 0.15), "success": Color(red: 0.09, green: 0.64, blue: 0.29)]
            }
            """
        ])
        #expect(inv.color("Palette.ink")?.light?.description == "#123456")
        #expect(inv.color("swatches.brand-primary")?.light?.description == "#2563EB")
        #expect(inv.color("swatches.brand.secondary")?.light?.description == "#7C3AED")
        #expect(inv.color("Legacy.colors.danger") != nil)
        #expect(inv.color("Legacy.colors.success") != nil)
    }

    @Test("a package's type named for color is read without its declaration; 0–1 doubles stay 0–1")
    func undeclaredColorType() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SharedTokens

            enum Theme {
                static let canvas = SRGBColor(r: 0.5, g: 0.5, b: 0.5)
                static let line = SRGBColor(r: 17, g: 24, b: 39, a: 255)
                static let unclear = SRGBColor(r: 0, g: 0, b: 1)
                static let anchor = Anchor(r: 10, g: 20, b: 30)
            }
            """)
        #expect(inv.color("Theme.canvas")?.light?.description == "#808080")
        #expect(inv.color("Theme.line")?.light?.description == "#111827")
        #expect(inv.color("Theme.unclear") == nil)
        #expect(inv.color("Theme.anchor") == nil)
    }

    @Test("texts, analytics events, other values and unknown appearances are no token table")
    func negatives() throws {
        let inv = try Self.read([
            "Model.swift": """
            import SwiftUI

            enum Thema { case hell, dunkel }
            struct Pixel { var r: UInt8; var g: UInt8; var b: UInt8; var a: UInt8 }
            struct Vec3 { var x: Double; var y: Double; var z: Double }
            struct LED { var r: Int; var g: Int; var b: Int; var pin: Int }

            enum Copy {
                static let strings: [String: String] = ["onboarding.title": "Willkommen", "onboarding.body": "Los geht's"]
                static let events: [String: [String: String]] = ["screen_view": ["name": "home"], "purchase": ["currency": "EUR"]]
                static let sizes: [String: Double] = ["small": 12, "large": 20]
                static let marke: [String: [Thema: Color]] = [
                    "marke.primaer": [.hell: Color(red: 0.1, green: 0.2, blue: 0.3), .dunkel: Color(red: 0.8, green: 0.8, blue: 0.9)],
                    "marke.sekundaer": [.hell: Color(red: 0.3, green: 0.2, blue: 0.1), .dunkel: Color(red: 0.9, green: 0.8, blue: 0.8)],
                ]
                static let origin = Vec3(x: 0, y: 0, z: 1)
                static let status = LED(r: 255, g: 0, b: 0, pin: 4)
            }

            struct Canvas {
                var pixels: [Pixel] = []
                mutating func clear(width: Int, height: Int) {
                    pixels = Array(repeating: Pixel(r: 0, g: 0, b: 0, a: 255), count: width * height)
                }
            }
            """
        ])
        #expect(inv.colors.isEmpty, "\(inv.colors.map(\.qualifiedName))")
        #expect(inv.literals.allSatisfy { $0.kind != .color })
    }
}
