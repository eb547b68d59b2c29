import Foundation
import GapCheckModel
import Testing

@testable import CodeReader
@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A text style a token file writes as one constant per property under a shared name (field round 25): its size with a
/// family or weight beside it is one font token, matched with the design's style; a size alone stays a size. A
/// Portuguese recipe app's hand-written token enum, in snake_case and camelCase.
@Suite struct TextStyleSiblingsTests {
    static let design = """
        <!DOCTYPE html><html><head><title>Receitas</title><style>
        :root {
          --tipografia-titulo-font-size: 28px; --tipografia-titulo-font-weight: 700; --tipografia-titulo-font-family: "Nunito";
          --tipografia-corpo-font-size: 15px; --tipografia-corpo-font-weight: 400; --tipografia-corpo-font-family: "Nunito";
          --tipografia-corpo-line-height: 22px;
        }
        h1 { font: var(--tipografia-titulo-font-weight) var(--tipografia-titulo-font-size) var(--tipografia-titulo-font-family); }
        p { font-size: var(--tipografia-corpo-font-size); font-weight: var(--tipografia-corpo-font-weight);
            font-family: var(--tipografia-corpo-font-family); line-height: var(--tipografia-corpo-line-height); }
        </style></head><body data-screen="receitas"><h1>Receitas</h1><p>Bolo de fubá</p></body></html>
        """
    static let app = """
        import SwiftUI

        public enum Tokens {
            public static let tipografiaTituloFontFamily = "Nunito"
            public static let tipografiaTituloFontSize = 28
            public static let tipografiaTituloFontWeight = 700
            public static let tipografiaTituloLetterSpacing = 0
            public static let tipografia_corpo_font_family = "Nunito, sans-serif"
            public static let tipografia_corpo_font_size: CGFloat = 15
            public static let tipografia_corpo_font_weight = "regular"
            public static let tipografia_corpo_line_height = 22
        }
        """

    @Test func siblingConstantsAreOneTextStyleMatchedWithTheDesign() throws {
        let a = try DesignTrustTests.run(design: ["receitas.html": Self.design], app: ["Tokens.swift": Self.app])
        let fonts = Dictionary(a.inventory.fonts.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { x, _ in x })
        let titulo = try #require(fonts["Tokens.tipografiaTitulo"], "\(fonts.keys.sorted())")
        #expect(titulo.spec.size == 28 && titulo.spec.weight == 700 && titulo.spec.family == "Nunito")
        let corpo = try #require(fonts["Tokens.tipografia_corpo"], "\(fonts.keys.sorted())")
        #expect(corpo.spec.size == 15 && corpo.spec.weight == 400 && corpo.spec.family == "Nunito" && corpo.spec.lineHeight == 22)
        // The parts are the style's, not sizes or lengths of their own; the letter spacing beside it is still attached.
        #expect(fonts["Tokens.tipografiaTituloFontSize"] == nil && !a.inventory.lengths.contains { $0.name.contains("line_height") })
        #expect(titulo.spec.letterSpacing == 0)
        let missing = a.findings.filter { $0.rule.hasPrefix("typography.") }.map(\.title)
        #expect(missing.isEmpty, "\(missing)")
    }

    /// A lone size keeps its reading; a family written without quotes (a generator's slip the compiler rejects) is still
    /// the family named; a weight without a size makes no style.
    @Test func aLoneSizeStaysASizeAndAnUnquotedFamilyIsStillNamed() throws {
        let inv = try GeneratedTokenFormsTests.read(
            """
            import SwiftUI
            enum Typo {
                static let legendaFontSize: CGFloat = 12
                static let capaFontFamily = Merriweather
                static let capaFontSize = 34
                static let capaFontWeight = 800
                static let rodapeFontWeight = 500
                static let rodapeFontFamily = "Nunito"
                static let destaqueFontSize = "70px"
                static let destaqueFontWeight = 700
            }
            """)
        let names = Set(inv.fonts.map(\.qualifiedName))
        #expect(names.contains("Typo.legendaFontSize") && !names.contains("Typo.legenda"), "\(names.sorted())")
        let capa = try #require(inv.fonts.first { $0.qualifiedName == "Typo.capa" }, "\(names.sorted())")
        #expect(capa.spec.family == "Merriweather" && capa.spec.size == 34 && capa.spec.weight == 800)
        #expect(!names.contains("Typo.rodape"), "\(names.sorted())")
        // A size and a weight without their family (left to another file) are no style whose family is the system's.
        #expect(!names.contains("Typo.destaque"), "\(names.sorted())")
    }

    @Test func namesSayTheStyleAndItsProperty() {
        #expect(TextStyleSiblings.property(of: "typographyBodyFontSize")?.style == "typographyBody")
        #expect(TextStyleSiblings.property(of: "heading_two_line_height")?.style == "heading_two")
        #expect(TextStyleSiblings.property(of: "fontSize") == nil)
        #expect(TextStyleSiblings.property(of: "iconSize") == nil)
        // What names no font is no family.
        #expect(TextStyleSiblings.family(string: "[object Object]", written: "") == nil)
        #expect(TextStyleSiblings.family(string: nil, written: "baseFamily") == nil)
        #expect(TextStyleSiblings.family(string: nil, written: "Industry Inc") == "Industry Inc")
    }
}
