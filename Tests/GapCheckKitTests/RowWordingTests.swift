import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Field round 13 (rakaat, builderos), with fixtures in Spanish and German:
/// - a design row whose words the app splits over a section's title and a control in it, or shortens by a qualifier
///   in parentheses, is there in other words (low), while a row the app lacks stays medium;
/// - numbered result rows ("✓ Serie 1", "⚠ Serie 2 · rápida") are sample data, neither labels nor model fields;
/// - a settings row titled by a heading is no section.
@Suite struct RowWordingTests {
    static let ajustes = """
        <!DOCTYPE html><html lang="es"><head><title>Ajustes</title></head><body data-screen="ajustes"><h1>Ajustes</h1>
        <div class="ajuste-row"><span>Sensibilidad detección</span><span>Media ›</span></div>
        <div class="ajuste-row"><span>Ciudad (manual)</span><span>Sevilla ›</span></div>
        <div class="ajuste-row"><span>Copia en la nube</span><span>Activada ›</span></div>
        </body></html>
        """

    static let ajustesApp = """
        import SwiftUI

        struct AjustesView: View {
            @AppStorage("sensibilidad") var sensibilidad = 1
            @AppStorage("ciudad") var ciudad = ""
            var body: some View {
                Form {
                    Section("Detección") {
                        Picker("Sensibilidad", selection: $sensibilidad) { Text("Media").tag(1) }
                    }
                    Section("Ubicación") {
                        TextField("Ciudad", text: $ciudad)
                    }
                }
                .navigationTitle("Ajustes")
            }
        }

        struct Ajustes { var idioma: String }
        """

    @Test func aRowSplitOverASectionAndAControlOrWithoutItsQualifierIsReworded() throws {
        let a = try DesignTrustTests.run(design: ["ajustes.html": Self.ajustes], app: ["AjustesView.swift": Self.ajustesApp])
        let labels = a.findings.filter { $0.rule == "content.label-missing" }
        func severity(_ text: String) -> Severity? { labels.first { $0.title.contains(text) }?.severity }
        #expect(severity("Sensibilidad detección") == .low, "\(labels.map { "\($0.severity) \($0.title)" })")
        #expect(severity("Ciudad (manual)") == .low, "\(labels.map { "\($0.severity) \($0.title)" })")
        // The app has no cloud backup row at all: still a missing label.
        #expect(severity("Copia en la nube") == .medium, "\(labels.map { "\($0.severity) \($0.title)" })")
    }

    @Test func aSectionTitleElsewhereDoesNotCompleteARow() {
        let loc = { (line: Int) in SourceLocation(file: "a.swift", line: line, column: 1) }
        let texts = [
            ViewText(text: "Detección", element: "Section", location: loc(1)),
            ViewText(text: "Idioma", element: "Picker", location: loc(2)),
            ViewText(text: "Cuenta", element: "Section", location: loc(3)),
            ViewText(text: "Sensibilidad", element: "Picker", location: loc(4))
        ]
        let v = ViewType(name: "V", kind: .swiftUI, texts: texts, usedViews: [], location: loc(1))
        // "Sensibilidad" sits under "Cuenta", not under "Detección".
        #expect(LabelRewording.splitOverSection("Sensibilidad detección", in: [v]) == nil)
        #expect(LabelRewording.splitOverSection("Idioma detección", in: [v]) != nil)
        #expect(LabelRewording.qualifierDropped("Ciudad (manual)", in: [v]) == nil)
    }

    @Test func numberedResultRowsAreSampleData() throws {
        let design = """
            <!DOCTYPE html><html lang="es"><head><title>Resultado</title></head><body data-screen="resultado"><h1>Resultado</h1>
            <div class="tarjeta">
              <div class="ajuste-row"><span>✓ Serie 1</span><span class="chip">bien</span></div>
              <div class="ajuste-row"><span>⚠ Serie 2 · rápida</span><span class="chip">rápida</span></div>
              <div class="ajuste-row"><span>✓ Serie 3</span><span class="chip">bien</span></div>
            </div>
            <div class="ajuste-row"><span>Duración</span><span>12 min</span></div>
            </body></html>
            """
        let app = """
            import SwiftUI

            struct ResultadoView: View {
                let notas: [String]
                var body: some View {
                    List { ForEach(notas, id: \\.self) { Text($0) } }.navigationTitle("Resultado")
                }
            }

            struct Sesion { var series: Int; var notas: [String] }
            """
        let a = try DesignTrustTests.run(design: ["resultado.html": design], app: ["ResultadoView.swift": app])
        let found = a.findings.filter { ["content.label-missing", "model.field-missing"].contains($0.rule) }
        #expect(!found.contains { $0.title.contains("Serie") }, "\(found.map(\.title))")
        // A fixed row the app lacks is still reported.
        #expect(found.contains { $0.rule == "content.label-missing" && $0.title.contains("Duración") }, "\(found.map(\.title))")
    }

    @Test func aSettingsRowTitledByAHeadingIsNoMissingSection() throws {
        let design = """
            <!DOCTYPE html><html lang="de"><head><title>Einstellungen</title></head><body data-screen="einstellungen">
            <h1>Einstellungen</h1>
            <div class="block"><div class="group-title">Allgemein</div>
              <div class="eintrag"><div><h4>Sprache</h4><p>Deutsch</p></div><span class="eintrag-chevron">›</span></div>
              <div class="eintrag"><div><h4>Design</h4><p>Automatisch</p></div><span class="eintrag-chevron">›</span></div>
            </div>
            <div class="block"><div class="group-title">Sicherheit</div>
              <div class="eintrag"><div><h4>Face ID</h4><p>Beim Start</p></div><span class="toggle on"></span></div>
              <div class="eintrag"><div><h4>Sitzungen</h4><p>2 Geräte</p></div><span class="eintrag-chevron">›</span></div>
            </div></body></html>
            """
        let app = """
            import SwiftUI

            struct EinstellungenView: View {
                @State var faceID = true
                var body: some View {
                    Form {
                        Section("Allgemein") { Text("Sprache"); Text("Design") }
                        Section("Konto") { Toggle("Face ID", isOn: $faceID) }
                    }
                    .navigationTitle("Einstellungen")
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["einstellungen.html": design], app: ["EinstellungenView.swift": app])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        // The group "Sicherheit" is missing; its rows are not sections.
        #expect(sections.map(\.title).contains { $0.contains("Sicherheit") }, "\(sections.map(\.title))")
        #expect(!sections.contains { ["Sprache", "Face ID", "Sitzungen", "Design"].contains(where: $0.title.contains) }, "\(sections.map(\.title))")
    }

    @Test func oneScopeAnswersEachLabelAsItsViewsDo() {
        let loc = { (file: String, line: Int) in SourceLocation(file: file, line: line, column: 1) }
        // Texts out of source order: the first in source order is the one named.
        let tarifas = ViewType(
            name: "Tarifas", kind: .swiftUI,
            texts: [
                ViewText(text: "Precio medio de venta", element: "Text", location: loc("b.swift", 9)),
                ViewText(text: "Precio medio final", element: "Text", location: loc("b.swift", 3)),
                ViewText(text: "Ciudad", element: "Text", location: loc("b.swift", 5))
            ], usedViews: [], location: loc("b.swift", 1))
        let ajustes = ViewType(
            name: "Ajustes", kind: .swiftUI,
            texts: [
                ViewText(text: "Sonido", element: "Toggle", location: loc("c.swift", 4)),
                ViewText(text: "Alertas", element: "Section", location: loc("c.swift", 2))
            ], usedViews: [], location: loc("c.swift", 1))
        let scope = LabelRewording.Scope([tarifas, ajustes])
        // One scope asked in turn: each label gets the text the views give it, whatever was asked before.
        #expect(LabelRewording.find("Precio medio", in: scope)?.text.location.line == 3)
        #expect(LabelRewording.find("Ciudad (manual)", in: scope)?.text.text == "Ciudad")
        #expect(LabelRewording.find("Sonido alertas", in: scope)?.text.text == "Sonido")
        #expect(LabelRewording.find("Volumen", in: scope) == nil)
        #expect(LabelRewording.find("Precio medio", in: scope)?.text.location.line == 3)
        #expect(LabelRewording.find("Sonido alertas", in: [ajustes])?.text.text == "Sonido")
    }
}
