import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Versions of one page by file name (`cartera.html`, `cartera-v2.html`, `cartera_v3.html`) are alternatives of one
/// screen: the one the design marks, else the one the app follows, is compared; a newer version may be a proposal. Fixtures in Spanish, with a palette
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

    @Test func versionsTheAppMovedPastAreNotCompared() throws {
        let design = [
            "cartera.html": Page.page("Cartera", "Canjear puntos", "#AF52DE"),
            "cartera-v2.html": Page.page("Cartera", "Pagar", "#FF9500"),
            "cartera_v3.html": Page.page("Cartera", "Pagar ahora", "#007AFF")
        ]
        let a = try DesignTrustTests.run(design: design, app: Self.app)
        #expect(!a.findings.contains { $0.title.contains("#AF52DE") || $0.title.contains("#FF9500") }, "\(a.findings.map(\.title))")
        #expect(!a.findings.contains { $0.title.contains("Canjear puntos") }, "\(a.findings.map(\.title))")
        #expect(
            a.design.diagnostics.contains { $0.message.hasPrefix("3 pages are alternatives of one design") && $0.message.contains("cartera_v3.html") },
            "\(a.design.diagnostics.map(\.message))")
    }

    /// A `-v2` the app has not built yet (a proposal beside the shipped page) is not the page: the app follows v1.
    @Test func aNewerVersionTheAppDoesNotFollowIsAProposal() throws {
        let design = [
            "cartera.html": Page.page("Cartera", "Pagar ahora", "#007AFF"),
            "cartera-v2.html": Page.page("Cartera", "Canjear puntos", "#AF52DE")
        ]
        let a = try DesignTrustTests.run(design: design, app: Self.app)
        #expect(!a.findings.contains { $0.title.contains("#AF52DE") || $0.title.contains("Canjear puntos") }, "\(a.findings.map(\.title))")
        #expect(
            a.design.diagnostics.contains { $0.message.hasPrefix("2 pages are alternatives of one design") && $0.message.contains("cartera.html") },
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
