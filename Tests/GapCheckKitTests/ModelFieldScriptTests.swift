import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 8 (R42): model properties are compared with labels by their words, so a label in a script no
/// property name is written in can never match; its absence is not reported. A Latin label still is.
@Suite struct ModelFieldScriptTests {
    static let design = """
        <!DOCTYPE html><html><head><title>Run</title><style>.row { display: flex; } .label { color: #555555; }</style></head><body>
        <h1>Run</h1>
        <div class="stats">
        <div class="row"><span class="label">歩数</span><span class="value">8,421</span></div>
        <div class="row"><span class="label">Pace</span><span class="value">5:12</span></div>
        </div></body></html>
        """

    static func app(stepsName: String) -> String {
        """
        import SwiftUI

        struct Run {
            let \(stepsName): Int
            let distance: Double
        }

        struct RunView: View {
            let run: Run
            var body: some View {
                VStack {
                    Text("Run").font(.largeTitle)
                    HStack { Text("歩数"); Text("\\(run.\(stepsName))") }
                    HStack { Text("Pace"); Text("\\(run.distance)") }
                }
            }
        }
        """
    }

    static func missing(_ a: Analysis) -> [String] { a.findings.filter { $0.rule == "model.field-missing" }.compactMap(\.expected?.name) }

    @Test func aLabelInAScriptNoPropertyUsesIsNotReported() throws {
        let a = try TrustMatchTests.analyze(["design/run.html": Self.design, "app/RunView.swift": Self.app(stepsName: "steps")])
        #expect(Self.missing(a) == ["Pace"], "\(Self.missing(a))")
    }

    @Test func anAppThatNamesPropertiesInThatScriptIsStillCompared() throws {
        // Swift identifiers may be Japanese: then the label's script is comparable, and 歩数 is found by name.
        let a = try TrustMatchTests.analyze(["design/run.html": Self.design, "app/RunView.swift": Self.app(stepsName: "歩数")])
        #expect(Self.missing(a) == ["Pace"], "\(Self.missing(a))")
        let other = try TrustMatchTests.analyze(["design/run.html": Self.design, "app/RunView.swift": Self.app(stepsName: "距離")])
        #expect(Set(Self.missing(other)) == ["歩数", "Pace"], "\(Self.missing(other))")
    }

    /// A running log in Spanish: a navigation row, a caption over the words said, a label with its unit in parentheses
    /// are no fields of their own; a label no property has stays a gap.
    static let rowsDesign = """
        <!DOCTYPE html><html><head><title>Carrera</title><style>.row { display: flex; } .label { color: #555555; }</style></head><body>
        <h1>Carrera</h1>
        <div class="stats">
        <div class="row"><span class="label">← Volver</span><span class="value">Guardar</span></div>
        <div class="row"><span class="label">Dijiste</span><span class="value">«Sentadilla cien por cinco»</span></div>
        <div class="row"><span class="label">Distancia (km)</span><span class="value">5.2</span></div>
        <div class="row"><span class="label">Ritmo</span><span class="value">5:12</span></div>
        </div></body></html>
        """

    static let rowsApp = """
        import SwiftUI

        struct Carrera {
            let distancia: Double
            let fecha: Date
        }

        struct CarreraView: View {
            let carrera: Carrera
            var body: some View {
                VStack {
                    Text("Carrera").font(.largeTitle)
                    Text("\\(carrera.distancia)")
                }
            }
        }
        """

    @Test func navigationRowsQuotationsAndUnitsAreNoMissingFields() throws {
        let a = try TrustMatchTests.analyze(["design/carrera.html": Self.rowsDesign, "app/CarreraView.swift": Self.rowsApp])
        #expect(Self.missing(a) == ["Ritmo"], "\(Self.missing(a))")
    }

    @Test func notDataRowsByTheirShapeAlone() {
        #expect(ModelFieldMissingCheck.isNavigation("‹ Back"))
        #expect(ModelFieldMissingCheck.isNavigation("Alle anzeigen ›"))
        #expect(!ModelFieldMissingCheck.isNavigation("Weight"))
        #expect(!ModelFieldMissingCheck.isNavigation("<"))
        #expect(ModelFieldMissingCheck.isQuotation("\"Bench press 225 for 5\""))
        #expect(ModelFieldMissingCheck.isQuotation("「今日は 走った」"))
        #expect(!ModelFieldMissingCheck.isQuotation("\"Ana\""))
        #expect(!ModelFieldMissingCheck.isQuotation("225"))
        #expect(FieldMatcher.labelWords("Weight (lbs)") == ["weight"])
        #expect(FieldMatcher.labelWords("(optional)") == ["optional"])
    }
}
