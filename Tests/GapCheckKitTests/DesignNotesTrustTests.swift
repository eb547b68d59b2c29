import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A design folder whose README retires a page: the retired page's screens and values are not compared.
@Suite struct DesignNotesTrustTests {
    static func page(_ title: String, _ button: String, _ color: String) -> String {
        """
        <!DOCTYPE html><html><head><title>\(title)</title><style>
        :root { --brand: \(color); }
        .go { background: var(--brand); color: #FFFFFF; padding: 14px 20px; }
        </style></head><body><div class="phone"><h1>\(title)</h1><button class="go">\(button)</button></div></body></html>
        """
    }

    static let app: [String: String] = [
        "Brand.swift": """
        import SwiftUI

        extension Color {
            static let brand = Color(red: 0.0, green: 0.478, blue: 1.0)
        }
        """,
        "WalletView.swift": """
        import SwiftUI

        struct WalletView: View {
            var body: some View {
                NavigationStack { Button("Pay now") {}.navigationTitle("Wallet") }
            }
        }
        """
    ]

    static let design: [String: String] = [
        "wallet.html": page("Wallet", "Pay now", "#007AFF"),
        "legacy-rewards.html": page("Rewards", "Redeem points", "#AF52DE")
    ]

    @Test func aPageTheNotesRetireIsNotCompared() throws {
        var design = Self.design
        design["README.md"] = """
            # Wallet mockups

            | page | status |
            |---|---|
            | wallet.html | current |
            | legacy-rewards.html | Deprecated: rewards were dropped in v3 |
            """
        let a = try DesignTrustTests.run(design: design, app: Self.app)
        #expect(!a.findings.contains { $0.rule == "screen.missing" && $0.title.contains("Rewards") }, "\(a.findings.map(\.title))")
        #expect(!a.findings.contains { $0.title.contains("#AF52DE") }, "\(a.findings.map(\.title))")
        #expect(a.design.diagnostics.contains { $0.message.hasPrefix("the design's notes retire 1 page") && $0.location.file.hasSuffix("README.md") })
    }

    @Test func withoutTheNoteOrWhenItRetiresEverythingThePageStays() throws {
        let plain = try DesignTrustTests.run(design: Self.design, app: Self.app)
        #expect(plain.findings.contains { $0.rule == "screen.missing" && $0.title.contains("Rewards") }, "\(plain.findings.map(\.title))")
        var design = Self.design
        design["NOTES.md"] = """
            - wallet.html — archived
            - legacy-rewards.html — archived
            """
        let all = try DesignTrustTests.run(design: design, app: Self.app)
        #expect(all.findings.contains { $0.rule == "screen.missing" && $0.title.contains("Rewards") }, "\(all.findings.map(\.title))")
    }
}
