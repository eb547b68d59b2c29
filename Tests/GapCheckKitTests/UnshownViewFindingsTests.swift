import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A Polish order summary whose view only a preview builds: the screen is "built but never shown" (medium), and what its
/// comparison finds in that view (a title in another colour, a missing section) is low, saying why; the same view
/// shown by the app keeps its findings' severities.
@Suite struct UnshownViewFindingsTests {
    static let page = """
        <!DOCTYPE html><html lang="pl"><head><title>Podsumowanie</title><style>
        body { background: #FFFFFF; font-family: -apple-system; }
        h1 { font-size: 28px; font-weight: 700; color: #0A6E3F; } li { font-size: 15px; color: #1C1C1E; }
        </style></head><body data-screen="podsumowanie">
        <h1>Podsumowanie zamówienia</h1>
        <section><h2>Dostawa</h2><ul><li>Kurier do drzwi</li><li>Jutro do 12:00</li></ul></section>
        <section><h2>Płatność</h2><ul><li>Karta kończąca się na 4242</li></ul></section>
        </body></html>
        """

    static func app(shown: Bool) -> String {
        """
        import SwiftUI

        @main struct SklepApp: App { var body: some Scene { WindowGroup { \(shown ? "PodsumowanieView()" : "StartView()") } } }

        struct StartView: View { var body: some View { Text("Witaj") } }

        struct PodsumowanieView: View {
            var body: some View {
                List {
                    Text("Podsumowanie zamówienia").font(.system(size: 28, weight: .bold)).foregroundColor(Color(red: 0.8, green: 0.1, blue: 0.1))
                    Section("Dostawa") { Text("Kurier do drzwi"); Text("Jutro do 12:00") }
                }
            }
        }

        #Preview { PodsumowanieView() }
        """
    }

    @Test func findingsInAViewTheAppNeverShowsAreLowAndSaySo() throws {
        let a = try DesignTrustTests.run(design: ["podsumowanie.html": Self.page], app: ["Sklep.swift": Self.app(shown: false)])
        #expect(a.findings.contains { $0.rule == "screen.missing" && $0.title.contains("never shows") && $0.severity == .medium }, "\(a.findings.map(\.title))")
        let color = try #require(a.findings.first { $0.rule == "element.color" && $0.title.contains("Podsumowanie zamówienia") }, "\(a.findings.map(\.title))")
        #expect(color.severity == .low)
        #expect(color.message.contains("users do not see this yet"))
        let section = try #require(a.findings.first { $0.rule == "section.missing" && $0.title.contains("Płatność") }, "\(a.findings.map(\.title))")
        #expect(section.severity == .low)
    }

    @Test func theSameViewShownKeepsItsFindingsSeverities() throws {
        let a = try DesignTrustTests.run(design: ["podsumowanie.html": Self.page], app: ["Sklep.swift": Self.app(shown: true)])
        let color = try #require(a.findings.first { $0.rule == "element.color" && $0.title.contains("Podsumowanie zamówienia") }, "\(a.findings.map(\.title))")
        #expect(color.severity != .low)
        #expect(!color.message.contains("users do not see this yet"))
        let section = try #require(a.findings.first { $0.rule == "section.missing" && $0.title.contains("Płatność") }, "\(a.findings.map(\.title))")
        #expect(section.severity != .low)
    }
}
