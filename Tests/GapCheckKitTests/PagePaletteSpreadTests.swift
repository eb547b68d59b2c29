import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A design whose pages each declare their own palette (a generator's per-page theme) gives its accent many values:
/// that is reported once as a design conflict, and the app's one accent is not "wrong" against every page whose value
/// it does not follow. Two values in two files stay the two-version conflict.
@Suite struct PagePaletteSpreadTests {
    /// A Spanish shop screen whose page declares `--marca` itself.
    static func pagina(_ screen: String, _ marca: String, _ boton: String) -> String {
        """
        <!DOCTYPE html><html><head><title>\(screen)</title><style>
        :root { --marca: \(marca); --fondo: #FFFFFF; }
        body { background: var(--fondo); }
        .boton { background: var(--marca); color: #FFFFFF; border-radius: 12px; padding: 14px 20px; font-size: 17px; font-weight: 600; }
        </style></head><body data-screen="\(screen)"><h1>\(screen)</h1><button class="boton">\(boton)</button></body></html>
        """
    }

    static func app(_ marca: String) -> String {
        """
        import SwiftUI

        extension Color {
            static let marca = \(marca)
            static let fondo = Color.white
        }

        struct CestaView: View {
            var body: some View {
                Button("Pagar ahora") {}
                    .foregroundColor(.white)
                    .padding(.horizontal, 20).padding(.vertical, 14)
                    .background(Color.marca)
                    .cornerRadius(12)
            }
        }

        struct PerfilView: View {
            var body: some View {
                Button("Guardar cambios") {}
                    .foregroundColor(.white)
                    .padding(.horizontal, 20).padding(.vertical, 14)
                    .background(Color.marca)
                    .cornerRadius(12)
            }
        }
        """
    }

    static let design = [
        "cesta.html": pagina("Cesta", "#1F6FEB", "Pagar ahora"),
        "perfil.html": pagina("Perfil", "#7B2FF7", "Guardar cambios"),
        "inicio.html": pagina("Inicio", "#0FA968", "Empezar"),
        "ajustes.html": pagina("Ajustes", "#7B2FF7", "Salir")
    ]

    @Test func aTokenEveryPageGivesItsOwnValueIsOneConflictNotAWrongAccent() throws {
        // The app's accent is the cart page's blue: the profile page's purple is another of the design's values.
        let a = try DesignTrustTests.run(design: Self.design, app: ["Tienda.swift": Self.app("Color(red: 31 / 255, green: 111 / 255, blue: 235 / 255)")])
        let serious = a.findings.filter { [.critical, .medium].contains($0.severity) && $0.category == .color }
        #expect(!serious.contains { $0.rule.hasPrefix("element.") && $0.message.contains("#7B2FF7") }, "\(serious.map(\.title))")
        #expect(!a.findings.contains { $0.rule.hasPrefix("color.") && $0.expected?.name == "--marca" }, "\(a.findings.map(\.title))")
        let conflicts = a.findings.filter { $0.rule == "design.conflict" && $0.title.contains("--marca") }
        #expect(conflicts.count == 1, "\(a.findings.map(\.title))")
        #expect(conflicts.first?.title.contains("3 different values") == true, "\(conflicts.map(\.title))")
        #expect(conflicts.first?.severity == .low)
        #expect(conflicts.first?.message.contains("one of them") == true, "\(conflicts.map(\.message))")
    }

    @Test func anAccentThatIsNoneOfThePagesValuesIsStillReported() throws {
        // An orange the design never gives `--marca`: the app's token differs from every page, and stays a mismatch.
        let a = try DesignTrustTests.run(design: Self.design, app: ["Tienda.swift": Self.app("Color(red: 1, green: 0.45, blue: 0)")])
        #expect(a.findings.contains { $0.rule == "color.mismatch" && $0.title.contains("Color.marca") }, "\(a.findings.map(\.title))")
        #expect(a.findings.contains { $0.rule == "design.conflict" && $0.message.contains("none of them") })
    }

    @Test func twoPagesWithTwoValuesAreNoSpread() {
        let e = Expectation(
            kind: .color, name: "--marca", source: .customProperty, role: .fill, light: .color(Color(red: 0.1, green: 0.4, blue: 0.9)),
            location: SourceLocation(file: "a.html", line: 1, column: 1))
        var two = e
        let b = SourceLocation(file: "b.html", line: 1, column: 1), c = SourceLocation(file: "c.html", line: 1, column: 1)
        two.alternatives = [DesignAlternative(value: .color(Color(red: 0.5, green: 0.2, blue: 0.9)), location: b)]
        #expect(DesignSpread([two], tolerance: 2).isEmpty)
        var three = two
        three.alternatives?.append(DesignAlternative(value: .color(Color(red: 0.1, green: 0.7, blue: 0.4)), location: c))
        #expect(DesignSpread([three], tolerance: 2).token("--marca")?.values.count == 3)
        // Three values declared in one file (a page restating its palette) are no per-page spread.
        var oneFile = three
        oneFile.alternatives = three.alternatives?.map { DesignAlternative(value: $0.value, location: SourceLocation(file: "a.html", line: 9, column: 1)) }
        #expect(DesignSpread([oneFile], tolerance: 2).isEmpty)
    }
}
