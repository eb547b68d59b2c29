import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A journal whose entries are grouped by day: the design draws the groups under "Heute" and "Gestern", the app's view
/// model computes those headings from each entry's date and the view shows them from a value. The headings are data,
/// not sections the view lacks; a section the app writes nowhere is still missing.
@Suite struct ComputedHeadingTests {
    static let journal = """
        <!DOCTYPE html><html lang="de"><head><title>Tagebuch</title><style>
        body { background: #FFFFFF; color: #1B1B1B; } .tag { font-size: 13px; color: #6B6B6B; }
        </style></head><body>
        <div class="device" data-screen="tagebuch">
          <h1>Tagebuch</h1>
          <section><h2 class="tag">Heute</h2><div class="eintrag"><span>Spaziergang</span><span>30 min</span></div></section>
          <section><h2 class="tag">Gestern</h2><div class="eintrag"><span>Lesen</span><span>45 min</span></div></section>
          <section><h2 class="tag">Erinnerungen</h2><div class="eintrag"><span>Abends schreiben</span></div></section>
        </div>
        </body></html>
        """
    static let journalApp = """
        import SwiftUI

        final class TagebuchModell: ObservableObject {
            @Published var eintraege: [Eintrag] = []
            func gruppe(fuer datum: Date) -> String {
                if Calendar.current.isDateInToday(datum) { return "HEUTE" }
                if Calendar.current.isDateInYesterday(datum) { return "GESTERN" }
                return datum.formatted(date: .abbreviated, time: .omitted)
            }
        }

        struct Eintrag: Identifiable { let id = UUID(); var titel: String; var datum: Date }

        struct TagebuchView: View {
            @StateObject private var modell = TagebuchModell()
            var body: some View {
                List {
                    ForEach(Array(Set(modell.eintraege.map { modell.gruppe(fuer: $0.datum) })), id: \\.self) { gruppe in
                        Section(header: Text(gruppe)) { Text("Spaziergang") }
                    }
                }
                .navigationTitle("Tagebuch")
            }
        }
        """

    @Test func aHeadingTheAppComputesIsLow() throws {
        let a = try DesignTrustTests.run(design: ["tagebuch.html": Self.journal], app: ["TagebuchView.swift": Self.journalApp])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        for title in ["Heute", "Gestern"] {
            let s = try #require(sections.first { $0.title.contains("\"\(title)\"") }, "\(sections.map(\.title))")
            #expect(s.severity == .low, "\(s.message)")
            #expect(s.message.contains("`TagebuchModell.gruppe`"), "\(s.message)")
        }
        // A section the app writes nowhere is still reported above low.
        let reminders = try #require(sections.first { $0.title.contains("Erinnerungen") }, "\(sections.map(\.title))")
        #expect(reminders.severity != .low, "\(reminders.message)")
    }
}
