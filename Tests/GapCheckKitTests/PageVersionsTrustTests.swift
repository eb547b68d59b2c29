import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Versions of one page by file name (`cartera.html`, `cartera-v2.html`, `cartera_v3.html`): the newest (or the one
/// the design marks) is the page; the older ones are history, not compared. Fixtures in Spanish, with a palette
/// per version; the app follows the newest.
@Suite struct PageVersionsTrustTests {
    typealias Page = DesignNotesTrustTests

    static let app: [String: String] = [
        "Marca.swift": """
        import SwiftUI

        extension Color {
            static let marca = Color(red: 0.0, green: 0.478, blue: 1.0)
        }
        """,
        "CarteraView.swift": """
        import SwiftUI

        struct CarteraView: View {
            var body: some View {
                NavigationStack { Button("Pagar ahora") { }.background(Color.marca).navigationTitle("Cartera") }
            }
        }
        """
    ]

    @Test func olderVersionsOfAPageAreNotCompared() throws {
        let design = [
            "cartera.html": Page.page("Cartera", "Canjear puntos", "#AF52DE"),
            "cartera-v2.html": Page.page("Cartera", "Pagar", "#FF9500"),
            "cartera_v3.html": Page.page("Cartera", "Pagar ahora", "#007AFF")
        ]
        let a = try DesignTrustTests.run(design: design, app: Self.app)
        #expect(!a.findings.contains { $0.title.contains("#AF52DE") || $0.title.contains("#FF9500") }, "\(a.findings.map(\.title))")
        #expect(!a.findings.contains { $0.title.contains("Canjear puntos") }, "\(a.findings.map(\.title))")
        #expect(
            a.design.diagnostics.contains { $0.message.hasPrefix("2 pages are older versions of cartera_v3.html by their file names") },
            "\(a.design.diagnostics.map(\.message))")
    }

    @Test func aMarkedVersionIsKeptAndALoneVersionIsNoVersion() throws {
        // The design marks v2 as the final one: v3 (an exploration after it) and v1 are not compared.
        let marked = [
            "cartera.html": Page.page("Cartera", "Canjear puntos", "#AF52DE"),
            "cartera-v2.html": Page.page("Cartera ★ final", "Pagar ahora", "#007AFF"),
            "cartera-v3.html": Page.page("Cartera", "Pagar", "#FF9500")
        ]
        let m = try DesignTrustTests.run(design: marked, app: Self.app)
        #expect(!m.findings.contains { $0.title.contains("#FF9500") || $0.title.contains("#AF52DE") }, "\(m.findings.map(\.title))")
        // A page named `-v2` without an older sibling is simply a page: its findings stay.
        let lone = [
            "cartera.html": Page.page("Cartera", "Pagar ahora", "#007AFF"),
            "recompensas-v2.html": Page.page("Recompensas", "Canjear puntos", "#AF52DE")
        ]
        let l = try DesignTrustTests.run(design: lone, app: Self.app)
        #expect(l.findings.contains { $0.title.contains("Recompensas") || $0.title.contains("#AF52DE") }, "\(l.findings.map(\.title))")
        #expect(!l.design.diagnostics.contains { $0.message.contains("older version") })
    }
}
