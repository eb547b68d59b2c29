import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Record cards whose picture is painted as a background (`style="background-image: url(…)"`, a cover or thumbnail)
/// before their bold title: the titles are sample records the app draws from its data, not sections. Cards that open
/// with their heading and draw no picture are titled groups, still reported. Fixture: a Portuguese trip journal.
@Suite struct BackgroundPictureRecordTests {
    static func page(pictures: Bool) -> String {
        let cover = { (file: String) in
            pictures ? "<div class=\"capa\" style=\"background-image: url('\(file)')\"></div>" : ""
        }
        return """
            <!DOCTYPE html><html lang="pt"><head><title>Início</title><style>
            body { background: #FFFFFF; color: #1C1C1C; } .capa { width: 72px; height: 72px; border-radius: 8px; }
            </style></head><body>
            <div data-screen="inicio"><h1>Início</h1>
              <h2>Viagens recentes</h2>
              <div class="lista">
                <div class="cartao">\(cover("lapa.jpg"))<div class="corpo"><h4>Passeio pela Lapa</h4><p>12 fotos</p></div></div>
                <div class="cartao">\(cover("sintra.jpg"))<div class="corpo"><h4>Fim de semana em Sintra</h4><p>30 fotos</p></div></div>
                <div class="cartao">\(cover("porto.jpg"))<div class="corpo"><h4>Vinhos do Porto</h4><p>8 fotos</p></div></div>
              </div>
            </div></body></html>
            """
    }

    static let app = """
        import SwiftUI

        struct Viagem: Identifiable { let id = UUID(); var titulo: String; var fotos: Int }

        struct InicioView: View {
            let viagens: [Viagem] = []
            var body: some View {
                List {
                    Section("Viagens recentes") {
                        ForEach(viagens) { v in CartaoViagem(viagem: v) }
                    }
                }
                .navigationTitle("Início")
            }
        }

        struct CartaoViagem: View {
            let viagem: Viagem
            var body: some View { VStack { Text(viagem.titulo); Text("\\(viagem.fotos) fotos") } }
        }
        """

    @Test func aTitleAfterABackgroundPictureTitlesASampleRecord() throws {
        let a = try DesignTrustTests.run(design: ["inicio.html": Self.page(pictures: true)], app: ["InicioView.swift": Self.app])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        let lapa = try #require(sections.first { $0.title.contains("Passeio pela Lapa") }, "\(sections.map(\.title))")
        #expect(lapa.severity == .low, "\(lapa.message)")
        #expect(lapa.message.contains("sample data"), "\(lapa.message)")
    }

    @Test func cardsThatOpenWithTheirHeadingAreNoRecordsByThisRule() throws {
        let a = try DesignTrustTests.run(design: ["inicio.html": Self.page(pictures: false)], app: ["InicioView.swift": Self.app])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        let lapa = try #require(sections.first { $0.title.contains("Passeio pela Lapa") }, "\(sections.map(\.title))")
        #expect(!lapa.message.contains("cards drawn alike"), "\(lapa.message)")
    }
}
