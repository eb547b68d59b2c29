import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Two elements of one screen that share one or two words: a chart's axis labels ("Avant"/"Après" under their bars,
/// beside the bars' values) and a mood badge's labels of the same words in the app (above "Fatigué"/"Reposé"). Only
/// the texts around them could tell them apart; where those agree on neither side, the style difference is no critical.
@Suite struct NeighbourPairingTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static let chartPage = """
        <html><head><title>Nuit</title></head><body><div class="ecran">
        <h1>Résumé de la nuit</h1>
        <section class="graphique"><h2>Réponse du sommeil</h2>
          <div class="colonne"><b class="valeur" style="color:#64748B;font-size:14px">6 h</b><div class="barre"></div>
            <em class="axe" style="color:#64748B;font-size:13px">Avant</em></div>
          <div class="colonne"><b class="valeur" style="color:#2F6FED;font-size:14px">8 h</b><div class="barre"></div>
            <em class="axe" style="color:#2F6FED;font-size:13px">Après</em></div>
        </section>
        <p style="color:#111827;font-size:15px">Meilleure que votre moyenne</p>
        </div></body></html>
        """

    /// The app has no chart: its "Avant"/"Après" are a badge's labels, between texts the page does not draw there.
    @Test func aShortTextBetweenOtherNeighboursIsNoCritical() throws {
        let a = try Self.analyze([
            "design/nuit.html": Self.chartPage,
            "app/NuitView.swift": """
            import SwiftUI
            struct NuitView: View {
                var body: some View {
                    VStack {
                        Text("Résumé de la nuit").font(.title)
                        Text("Basé sur vos mesures").font(.caption)
                        HStack {
                            VStack { Text("Avant").font(.caption).foregroundStyle(Color(red: 0.9, green: 0.2, blue: 0.1)); Text("Fatigué") }
                            Image(systemName: "arrow.right")
                            VStack { Text("Après").font(.caption).foregroundStyle(Color(red: 0.9, green: 0.2, blue: 0.1)); Text("Reposé") }
                        }
                        Text("Meilleure que votre moyenne")
                    }
                }
            }
            """
        ])
        #expect(a.matches.screens.first?.viewName == "NuitView")
        let labels = a.findings.filter { $0.rule == "element.color" && ($0.title.contains("Avant") || $0.title.contains("Après")) }
        #expect(labels.count == 2, "\(labels.map(\.title))")
        #expect(labels.allSatisfy { $0.severity == .medium }, "\(labels.map { ($0.title, $0.severity) })")
        // "Après" (blue against red) would be critical: it says why it is not.
        #expect(labels.first { $0.title.contains("Après") }?.message.contains("only these few words pair them") == true)
    }

    /// The app draws the chart: the axis labels sit beside the bars' values (an interpolated hour count) as on the page,
    /// so the difference is the label's, and stays critical.
    @Test func aShortTextBetweenTheSameNeighboursKeepsItsSeverity() throws {
        let a = try Self.analyze([
            "design/nuit.html": Self.chartPage,
            "app/NuitView.swift": """
            import SwiftUI
            struct NuitView: View {
                let avant = 6, apres = 8
                var body: some View {
                    VStack {
                        Text("Résumé de la nuit").font(.title)
                        Text("Réponse du sommeil").font(.headline)
                        HStack {
                            VStack { Text("\\(avant) h"); Text("Avant").font(.caption).foregroundStyle(Color(red: 0.9, green: 0.2, blue: 0.1)) }
                            VStack { Text("\\(apres) h"); Text("Après").font(.caption).foregroundStyle(Color(red: 0.9, green: 0.2, blue: 0.1)) }
                        }
                        Text("Meilleure que votre moyenne")
                    }
                }
            }
            """
        ])
        let labels = a.findings.filter { $0.rule == "element.color" && ($0.title.contains("Avant") || $0.title.contains("Après")) }
        #expect(labels.count == 2, "\(labels.map(\.title))")
        #expect(labels.first { $0.title.contains("Après") }?.severity == .critical, "\(labels.map { ($0.title, $0.severity) })")
        #expect(labels.allSatisfy { !$0.message.contains("only these few words pair them") })
    }

    /// Neighbours the app builds from data (`Text(entry.label)`) are unknown: they may be the page's, so nothing is lowered.
    @Test func unknownNeighboursLeaveTheSeverity() throws {
        let design = [DesignElement]([
            Self.designText("6 h", line: 1), Self.designText("Avant", line: 2), Self.designText("8 h", line: 3)
        ])
        var label = CodeElement(view: "V", kind: "Text", role: .text, text: nil, location: SourceLocation(file: "V.swift", line: 1))
        let avant = CodeElement(view: "V", kind: "Text", role: .text, text: "Avant", location: SourceLocation(file: "V.swift", line: 2))
        let fatigue = CodeElement(view: "V", kind: "Text", role: .text, text: "Fatigué", location: SourceLocation(file: "V.swift", line: 3))
        #expect(ElementNeighbours.code(avant, among: [label, avant, fatigue]) == nil)
        label.text = "Basé sur vos mesures"
        let known = try #require(ElementNeighbours.code(avant, among: [label, avant, fatigue]))
        #expect(!ElementNeighbours.agree(try #require(ElementNeighbours.design(1, in: design)), known))
        #expect(ElementNeighbours.agree(["6 h"], [ElementNeighbours.CodeText(normalized: "", pattern: ["*", "h"])]))
    }

    static func designText(_ text: String, line: Int) -> DesignElement {
        DesignElement(
            screen: "nuit", text: text, role: .text, selector: "em", light: ElementLook(), location: SourceLocation(file: "nuit.html", line: line))
    }
}
