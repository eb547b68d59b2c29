import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Stylesheets that are modes of one token set, not overrides (`SheetModes`, `ModePairing`): sibling files that
/// differ by an axis word (mobile/tablet/desktop, compact/expanded, densities) and sibling brand folders with the
/// same files. Fixtures written here, in Spanish names and layouts of their own.
@Suite struct SheetModeTests {
    static func run(design: [String: String], app: [String: String]) throws -> Analysis {
        try TokenTrustTests.run(design: design, app: app)
    }

    static func titles(_ a: Analysis) -> [String] { a.findings.map { "\($0.rule) \($0.severity): \($0.title)" } }

    /// One type scale written once per form factor; `escala-desktop.css` sorts (and loads) first.
    static let scales = [
        "medidas/escala-desktop.css": ":root {\n  --font-size-titular: 44px;\n  --font-weight-titular: 700;\n  --font-size-aviso: 15px;\n}\n",
        "medidas/escala-mobile.css": ":root {\n  --font-size-titular: 26px;\n  --font-weight-titular: 700;\n  --font-size-aviso: 13px;\n}\n",
        "medidas/escala-tablet.css": ":root {\n  --font-size-titular: 34px;\n  --font-weight-titular: 700;\n  --font-size-aviso: 14px;\n}\n"
    ]

    static func fonts(_ owner: String, titular: Int, aviso: Int) -> String {
        """
        import SwiftUI

        enum \(owner) {
            static let titular = Font.system(size: \(titular), weight: .bold)
            static let aviso = Font.system(size: \(aviso), weight: .regular)
        }

        """
    }

    /// The phone's sheet gives the design's values: an app with the mobile sizes and no mode in its names has no
    /// typography finding, though another mode's sheet loads first.
    @Test func formFactorSheetsAreModesAndThePhoneOneIsTheBase() throws {
        let a = try Self.run(design: Self.scales, app: ["Estilo/Tipos.swift": Self.fonts("Tipos", titular: 26, aviso: 13)])
        let titular = a.design.expectations.first { $0.kind == .typography && $0.name == "--font-size-titular" }
        #expect(titular?.light.font?.size == 26)
        #expect(titular?.modes?.compactMap(\.value.font?.size).sorted() == [26, 34, 44])
        #expect(!a.findings.contains { $0.category == .typography && $0.severity >= .medium }, "\(Self.titles(a))")
        #expect(a.design.diagnostics.contains { $0.message.contains("modes of one token set") }, "\(a.design.diagnostics.map(\.message))")
    }

    /// A code token whose type and folder name a mode is compared with that mode: a wrong tablet size is found,
    /// and stated with the tablet sheet's value and place.
    @Test func codeNamingAModeIsComparedWithThatMode() throws {
        let a = try Self.run(
            design: Self.scales,
            app: ["Tablet/TiposTablet.swift": Self.fonts("TiposTablet", titular: 30, aviso: 14)])
        let row = a.matches.typography.first { $0.expectation.name == "--font-size-titular" }
        #expect(row?.status == .mismatch)
        #expect(row?.expectation.light.font?.size == 34)
        #expect(row?.expectation.location.file.hasSuffix("escala-tablet.css") == true)
        #expect(a.matches.typography.first { $0.expectation.name == "--font-size-aviso" }?.status == .matched)
    }

    /// A code token naming no mode matches when any mode has its value, and differs only when none does; the
    /// difference names the other modes.
    @Test func codeNamingNoModeMatchesAnyModeElseNamesThem() throws {
        let a = try Self.run(design: Self.scales, app: ["Tipos.swift": Self.fonts("Tipos", titular: 30, aviso: 14)])
        #expect(a.matches.typography.first { $0.expectation.name == "--font-size-aviso" }?.status == .matched)
        let titular = a.matches.typography.first { $0.expectation.name == "--font-size-titular" }
        #expect(titular?.status == .mismatch)
        #expect(titular?.note?.contains("no mode of the design has the code's value") == true, "\(titular?.note ?? "")")
        #expect(titular?.note?.contains("escala-desktop.css") == true)
    }

    /// Brand folders with the same files: one brand's values are the design's, the others never override them by
    /// load order, and a code folder named after a brand is compared with that brand.
    @Test func brandFoldersArePairedWithCodeNamingThem() throws {
        let design = [
            "marcas/norte/colores.css": ":root {\n  --fondo-acento: #0A7F5A;\n  --texto-base: #1C1C1C;\n}\n",
            "marcas/norte/medidas.css": ":root {\n  --hueco-m: 12px;\n  --hueco-l: 20px;\n}\n",
            "marcas/sur/colores.css": ":root {\n  --fondo-acento: #B8321E;\n  --texto-base: #1C1C1C;\n}\n",
            "marcas/sur/medidas.css": ":root {\n  --hueco-m: 12px;\n  --hueco-l: 20px;\n}\n"
        ]
        let sur = """
            import SwiftUI

            extension Color {
                static let fondoAcento = Color(red: 184 / 255, green: 50 / 255, blue: 30 / 255)
                static let textoBase = Color(red: 28 / 255, green: 28 / 255, blue: 28 / 255)
            }

            """
        let a = try Self.run(design: design, app: ["marcas/Sur/Paleta.swift": sur])
        let acento = a.design.expectations.filter { $0.name == "--fondo-acento" }
        #expect(acento.count == 1)
        #expect(acento.first?.light.color?.hex == "#0A7F5A")
        #expect(a.matches.colors.first { $0.expectation.name == "--fondo-acento" }?.status == .matched)
        #expect(!a.findings.contains { $0.category == .color && $0.severity >= .medium }, "\(Self.titles(a))")
        #expect(a.design.diagnostics.contains { $0.message.contains("brands or themes") }, "\(a.design.diagnostics.map(\.message))")

        // The same wrong accent in a folder naming the first brand is a mismatch with that brand's value.
        let b = try Self.run(design: design, app: ["marcas/Norte/Paleta.swift": sur])
        #expect(b.matches.colors.first { $0.expectation.name == "--fondo-acento" }?.status == .mismatch)
    }

    /// Component folders that each hold an `index.css` declaring their own properties are no brands: every
    /// component's tokens stay in the design.
    @Test func componentFoldersWithOwnPropertiesAreNoBrands() throws {
        let design = [
            "piezas/boton/index.css": ":root {\n  --boton-fondo: #2255AA;\n}\n",
            "piezas/boton/estados.css": ":root {\n  --boton-fondo-pulsado: #1A4488;\n}\n",
            "piezas/tarjeta/index.css": ":root {\n  --tarjeta-fondo: #FAFAFA;\n}\n",
            "piezas/tarjeta/estados.css": ":root {\n  --tarjeta-fondo-pulsado: #EEEEEE;\n}\n"
        ]
        let a = try Self.run(design: design, app: ["Vacio.swift": "import SwiftUI\n"])
        #expect(Set(a.design.expectations.map(\.name)).isSuperset(of: ["--boton-fondo", "--tarjeta-fondo", "--boton-fondo-pulsado"]))
        #expect(!a.design.diagnostics.contains { $0.message.contains("brands or themes") })
    }
}
