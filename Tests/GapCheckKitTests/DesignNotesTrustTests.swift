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

/// Notes that judge a design's pages (one chosen, others retired) and never name one page: that page is of unknown
/// standing, so its findings are at most medium. Notes that speak of a few pages only judge nothing. Style: a German
/// design folder whose notes are a list in `NOTIZEN.md`, the unnamed page a statistics screen the app lacks.
@Suite struct UnjudgedPageTrustTests {
    static let statistics = """
        <!DOCTYPE html><html lang="de"><head><title>Statistik</title></head><body><div class="phone">
        <h1>Statistik</h1>
        <section><h2>Wochenverlauf</h2><dl><dt>Schritte gesamt</dt><dd>48.210</dd><dt>Aktive Minuten</dt><dd>312</dd></dl></section>
        <section><h2>Bestleistungen</h2><dl><dt>Längster Lauf</dt><dd>12 km</dd><dt>Schnellste Runde</dt><dd>4:51</dd></dl></section>
        </div></body></html>
        """

    static func design(notes: String?, extraPages: Int = 0) -> [String: String] {
        var d: [String: String] = [
            "geldbeutel.html": DesignNotesTrustTests.page("Wallet", "Pay now", "#007AFF"),
            "geldbeutel-alt.html": DesignNotesTrustTests.page("Wallet", "Pay", "#007AFF"),
            "statistik-entwurf.html": Self.statistics
        ]
        for i in 0..<extraPages { d["seite-\(i).html"] = DesignNotesTrustTests.page("Wallet", "Pay now", "#007AFF") }
        if let notes { d["NOTIZEN.md"] = notes }
        return d
    }

    static func statisticsCriticals(_ a: Analysis) -> [Finding] {
        a.findings.filter { $0.severity == .critical && $0.expected?.location?.file.hasSuffix("statistik-entwurf.html") == true }
    }

    @Test func aPageTheJudgingNotesNeverNameIsNotCritical() throws {
        let plain = try DesignTrustTests.run(design: Self.design(notes: nil), app: DesignNotesTrustTests.app)
        #expect(!Self.statisticsCriticals(plain).isEmpty, "\(plain.findings.map { ($0.severity, $0.title) })")
        let notes = """
            # Entwürfe

            - geldbeutel.html — ⭐ final, production
            - geldbeutel-alt.html — veraltet (archiviert)
            """
        let a = try DesignTrustTests.run(design: Self.design(notes: notes), app: DesignNotesTrustTests.app)
        #expect(Self.statisticsCriticals(a).isEmpty, "\(a.findings.map { ($0.severity, $0.title) })")
        let lowered = a.findings.filter { $0.expected?.location?.file.hasSuffix("statistik-entwurf.html") == true && $0.severity == .medium }
        #expect(lowered.contains { $0.rule == "screen.missing" && $0.message.contains("never name statistik-entwurf.html") }, "\(lowered.map(\.message))")
    }

    @Test func notesThatSpeakOfAFewPagesKeepEveryFinding() throws {
        // A README naming one new page as chosen, retiring none.
        let chosenOnly = try DesignTrustTests.run(design: Self.design(notes: "## geldbeutel.html ⭐ neu\n"), app: DesignNotesTrustTests.app)
        #expect(!Self.statisticsCriticals(chosenOnly).isEmpty, "\(chosenOnly.findings.map { ($0.severity, $0.title) })")
        // A changelog that chooses one page and retires one among many: it gives no status to most of them.
        let changelog = """
            - geldbeutel.html — final
            - geldbeutel-alt.html — archived
            """
        let many = try DesignTrustTests.run(design: Self.design(notes: changelog, extraPages: 3), app: DesignNotesTrustTests.app)
        #expect(!Self.statisticsCriticals(many).isEmpty, "\(many.findings.map { ($0.severity, $0.title) })")
    }
}
