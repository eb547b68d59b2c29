import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Phone frames drawn smaller than a phone: one page's frames of one size share one scale, voted by the texts
/// of all of them, and touch targets are measured at that scale. Fixture: a Portuguese recipe app whose
/// gallery draws each screen in a 250×541px `.device` (a 19.5:9 phone at ×1.56).
@Suite struct FrameScalePoolTests {
    static let gallery = """
        <!DOCTYPE html><html lang="pt"><head><title>Receitas</title><style>
        body { background: #F4F1EA; font-family: -apple-system; }
        .device { width: 250px; height: 541px; background: #FFFFFF; }
        .titulo { font-size: 22px; font-weight: 700; }
        .corpo { font-size: 11px; }
        .legenda { font-size: 8.5px; }
        .nota { font-size: 13px; }
        .botao { padding: 10px 16px; font-size: 12px; font-weight: 700; background: #C2410C; color: #FFFFFF; }
        .vazio { font-size: 16px; }
        </style></head><body>
        <section class="device" data-screen="receitas">
          <h1 class="titulo">Receitas</h1><p class="corpo">Escolha um prato</p><p class="legenda">Atualizado hoje</p>
        </section>
        <section class="device" data-screen="favoritos">
          <p class="nota">Seus pratos guardados</p><button class="botao">Salvar tudo</button><p class="vazio">Nenhum prato ainda</p>
        </section>
        </body></html>
        """

    static let app = [
        "ReceitasView.swift": """
        import SwiftUI

        struct ReceitasView: View {
            var body: some View {
                VStack {
                    Text("Receitas").font(.largeTitle).bold()
                    Text("Escolha um prato").font(.body)
                    Text("Atualizado hoje").font(.footnote)
                }
            }
        }
        """,
        "FavoritosView.swift": """
        import SwiftUI

        struct FavoritosView: View {
            var body: some View {
                VStack {
                    Text("Seus pratos guardados").font(.footnote)
                    Button("Salvar tudo") {}.font(.body.bold())
                    Text("Nenhum prato ainda").font(.title3)
                }
            }
        }
        """
    ]

    @Test func framesOfOneSizeOnOnePageShareTheScaleTheirTextsVote() throws {
        let a = try DesignTrustTests.run(design: ["telas.html": Self.gallery], app: Self.app)
        let fonts = a.findings.filter { $0.rule == "element.font" }
        // Alone, "favoritos" has one text agreeing as written (13px/.footnote) and none at ×1.56, which read its frame
        // 1:1 and made "Salvar tudo" 12px against 17pt. Its frame is drawn by the rule of "receitas", whose three texts
        // agree at ×1.56: there the button's text is 18.7pt, a point from 17pt.
        let salvar = fonts.filter { $0.title.contains("Salvar tudo") }
        #expect(salvar.allSatisfy { $0.severity == .low }, "\(salvar.map { "\($0.severity) \($0.title)" })")
        #expect(salvar.allSatisfy { $0.message.contains("×1.56") }, "\(salvar.map(\.message))")
    }

    @Test func touchTargetsAreMeasuredAtTheFramesScale() throws {
        let a = try DesignTrustTests.run(design: ["telas.html": Self.gallery], app: Self.app)
        // 10 + 14 + 10 = 34px in the 250px frame is 53pt on the phone it stands for.
        let touch = a.findings.filter { $0.rule == "touch-target.small" }
        #expect(!touch.contains { $0.title.contains("botao") }, "\(touch.map(\.title))")
    }

    @Test func oneTextAgreeingAsWrittenDoesNotOverruleAPhonesRatio() {
        let phone = FrameScale.Frame(width: 250, height: 541)
        // One text within a point of a code size, four agreeing with neither reading: the phone's ratio stands.
        let few = FrameScale(frame: phone, sizes: [(12, 13), (12, 17), (16, 20), (10, 30), (9, 40)])
        #expect(abs(few.factor - 390.0 / 250) < 0.001)
        #expect(abs(FrameScale(frame: phone, sizes: [(12, 13)]).factor - 390.0 / 250) < 0.001)
        // Two more as written, or most of the paired texts: the frame crops, it does not scale.
        #expect(FrameScale(frame: phone, sizes: [(12, 13), (17, 17), (20, 20), (9, 20)]) == .none)
        #expect(FrameScale(frame: phone, sizes: [(12, 13), (17, 17), (7, 11)]) == .none)
        #expect(FrameScale.overrulesPhoneRatio(asWritten: 2, scaled: 1, paired: 3))
        #expect(!FrameScale.overrulesPhoneRatio(asWritten: 3, scaled: 2, paired: 7))
    }

    // MARK: - Touch targets at a frame's scale, checked directly

    private static func run(_ targets: [TapTarget], scales: [FrameScale.Frame: FrameScale] = [:]) -> [Finding] {
        var matches = MatchResult()
        matches.frameScales = scales
        let context = CheckContext(
            design: DesignSpec(tapTargets: targets), inventory: Inventory(), configuration: Configuration(), matches: matches)
        return TouchTargetSmallCheck().run(context)
    }

    private static func target(_ selector: String, _ w: Double?, _ h: Double?, frame: (Double?, Double?), line: Int) -> TapTarget {
        TapTarget(
            selector: selector, width: w, height: h, screen: "cozinha", location: SourceLocation(file: "design/cozinha.html", line: line),
            frameWidth: frame.0, frameHeight: frame.1)
    }

    @Test func aControlStillSmallAtTheScaleStaysMediumAndSaysBoth() throws {
        let found = Self.run([Self.target("a.fechar", 24, 24, frame: (250, 541), line: 12)])
        let f = try #require(found.first)
        #expect(f.severity == .medium)
        #expect(f.title.contains("24×24px (37.4×37.4pt at ×1.56)"), "\(f.title)")
        #expect(f.message.contains("250px-wide phone frame"), "\(f.message)")
    }

    @Test func theScaleTheTextsVotedDecides() {
        // The texts of this page showed its 250×541 frames are 1:1 (they crop): a 34px control is small.
        let frame = FrameScale.Frame(width: 250, height: 541, file: "design/cozinha.html")
        let found = Self.run([Self.target("button.botao", nil, 34, frame: (250, 541), line: 20)], scales: [frame: .none])
        #expect(found.map(\.severity) == [.medium])
        #expect(Self.run([Self.target("button.botao", nil, 34, frame: (250, 541), line: 20)]).isEmpty)
    }

    @Test func aFrameOfUnknownScaleMakesAControlSmallOnlyAsWrittenLow() throws {
        // 300px wide, no height: a scale nobody can tell. 40px is 52pt if it stands for a 390pt phone.
        let near = try #require(Self.run([Self.target("a.mais", 40, 40, frame: (300, nil), line: 30)]).first)
        #expect(near.severity == .low)
        #expect(near.message.contains("at a scale not known"), "\(near.message)")
        // 24px is small at any reading.
        let small = try #require(Self.run([Self.target("a.menos", 24, 24, frame: (300, nil), line: 31)]).first)
        #expect(small.severity == .medium)
    }
}
