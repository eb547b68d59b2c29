import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A Portuguese podcast app whose palette names, in a block comment on each line, the custom property of the web
/// mockup it mirrors. Where the author's own mapping pairs an opaque Swift color with a translucent design color (or
/// doubles an opacity), the app chose a value of another kind on purpose: a restyle to settle at medium, naming both
/// values. A mapped color of the same kind that is simply another color stays a critical wrong color.
@Suite struct CommentPairedRestyleTests {
    static let css = """
        :root {
          --fundo: #101014;
          --texto-suave: rgba(255, 255, 255, 0.5);
          --destaque: #2E7DF6;
          --linha: rgba(255, 255, 255, 0.05);
          --aviso: rgba(255, 255, 255, 0.45);
        }
        body { background: var(--fundo); color: var(--texto-suave); }
        .cartao { border: 1px solid var(--linha); }
        .botao { background: var(--destaque); }
        .nota { color: var(--aviso); }
        """

    /// The palette; `suaveComment` and `destaqueComment` end the two lines the tests vary.
    static func palette(suaveComment: String = "/* espelha var(--texto-suave) */", destaqueComment: String = "/* espelha var(--destaque) */")
        -> String
    {
        """
        import SwiftUI

        extension Color {
            static let pcFundo = Color(red: 0.063, green: 0.063, blue: 0.078)
            static let pcTextoSecundario = Color(red: 0.78, green: 0.70, blue: 0.93)   \(suaveComment)
            static let pcRealce = Color(red: 0.93, green: 0.26, blue: 0.21)   \(destaqueComment)
            static let pcDivisoria = Color.white.opacity(0.12)   /* espelha var(--linha) */
            static let pcAviso = Color.white.opacity(0.5)   /* espelha var(--aviso) */
        }

        struct Episodio: View {
            var body: some View {
                VStack {
                    Text("Episódio 12").foregroundColor(.pcTextoSecundario)
                    Divider().background(Color.pcDivisoria)
                    Text("Ouvir").foregroundColor(.pcAviso).background(Color.pcRealce)
                }
                .background(Color.pcFundo)
            }
        }
        """
    }

    private func findings(_ app: String) throws -> [Finding] {
        try DesignTrustTests.run(design: ["estilo.css": Self.css], app: ["Paleta.swift": app]).findings
            .filter { $0.rule == "color.mismatch" }
    }

    private func finding(_ all: [Finding], _ design: String) -> Finding? { all.first { $0.title.contains("design \(design) ") } }

    /// An opaque lavender mapped to a translucent white: medium, both values in the title, the restyle said.
    @Test func anOpaqueColorMappedToATranslucentOneIsARestyle() throws {
        let all = try findings(Self.palette())
        let suave = try #require(finding(all, "--texto-suave"), "\(all.map(\.title))")
        #expect(suave.severity == .medium, "\(suave.severity) \(suave.title)")
        #expect(suave.title.contains("#FFFFFF @ 50%") && suave.message.contains("different kinds"), "\(suave.title) \(suave.message)")
        #expect(suave.message.contains("opaque in the app, 50% opaque in the design"), "\(suave.message)")
    }

    /// Opacity more than doubled under the author's mapping: a restyle at medium, never critical.
    @Test func aDoubledOpacityIsARestyle() throws {
        let all = try findings(Self.palette())
        let linha = try #require(finding(all, "--linha"), "\(all.map(\.title))")
        #expect(linha.severity == .medium && linha.message.contains("different kinds"), "\(linha.severity) \(linha.message)")
    }

    /// Negative: a mapped opaque blue written as an opaque red is a wrong color of the same kind: critical.
    @Test func aWrongColorOfTheSameKindStaysCritical() throws {
        let all = try findings(Self.palette())
        let realce = try #require(finding(all, "--destaque"), "\(all.map(\.title))")
        #expect(realce.severity == .critical, "\(realce.severity) \(realce.title)")
        #expect(!realce.message.contains("different kinds"), "\(realce.message)")
    }

    /// Negative: opacities of one kind (45% and 50% white) are no restyle: no finding says so.
    @Test func closeOpacitiesAreOfOneKind() throws {
        let all = try findings(Self.palette())
        #expect(all.allSatisfy { !($0.title.contains("--aviso") && $0.message.contains("different kinds")) }, "\(all.map(\.message))")
    }

    /// Negative: without the author's comment the pairing is by the names' words, and the restyle reading is not made.
    @Test func withoutTheCommentNoRestyleIsRead() throws {
        let all = try findings(Self.palette(suaveComment: "", destaqueComment: ""))
        let uncommented = all.filter { $0.title.contains("--texto-suave") || $0.title.contains("--destaque") }
        #expect(uncommented.allSatisfy { !$0.message.contains("different kinds") }, "\(uncommented.map(\.message))")
        // The line that keeps its comment still reads as a restyle.
        #expect(all.contains { $0.title.contains("--linha") && $0.message.contains("different kinds") }, "\(all.map(\.title))")
    }
}
