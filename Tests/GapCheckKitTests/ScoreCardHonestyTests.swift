import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

/// Field round 8 (R46): the score card agrees with the sections. An area nothing was compared in has no score
/// ("not verified", never 10/10), and "Critical" is said only while a critical finding is open.
@Suite struct ScoreCardHonestyTests {
    /// A design whose lengths are one-off values (no spacing variables) and two colors; an app with the colors as
    /// tokens and a spacing unit none of the design's lengths is.
    static let files: [String: String] = [
        "design/scale.css": """
        :root { --paper: #FBF8F1; --ink: #2D2A26; }
        .sheet { background: var(--paper); color: var(--ink); padding: 14px; gap: 6px; margin: 22px; }
        """,
        "app/Ink.swift": """
        import SwiftUI

        enum Ink {
            static let paper = Color(red: 251 / 255, green: 248 / 255, blue: 241 / 255)
            static let ink = Color(red: 45 / 255, green: 42 / 255, blue: 38 / 255)
        }

        enum Gutter {
            static let unit: CGFloat = 8
        }
        """
    ]

    @Test func anAreaNothingWasComparedInHasNoScore() throws {
        let a = try TrustMatchTests.analyze(Self.files)
        #expect(!a.summary.scores.contains { $0.category == .spacing }, "\(a.summary.scores)")
        #expect(a.summary.scores.contains { $0.category == .color })
        let md = MarkdownReporter().render(a)
        let row = try #require(md.split(separator: "\n").first { $0.hasPrefix("| Spacing & Radius |") }, "\(md)")
        #expect(row.contains("| — |") && row.hasSuffix("| ➖ Not verified |"), "\(row)")
        #expect(!row.contains("10/10"))
        // The HTML card says the same.
        let html = HTMLReporter().render(a)
        let card = try #require(html.range(of: "id=\"scores\"").map { String(html[$0.lowerBound...].prefix(4000)) })
        let htmlRow = try #require(card.components(separatedBy: "<tr>").first { $0.contains("Spacing &amp; Radius") }, "\(card)")
        #expect(htmlRow.contains(">Not verified<") && htmlRow.contains(">—<") && !htmlRow.contains("10</b>/10"), "\(htmlRow)")
    }

    /// Issue 11: a palette of which the app has no value is reported once ("the app declares no color tokens"); the
    /// values no finding names were compared with nothing, so the area scores 0 and the verdict does not say "good
    /// foundation" beside "0 of N match".
    @Test func anAreaOfWhichTheAppHasNothingScoresZero() throws {
        let a = try TrustMatchTests.analyze([
            "design/tokens.css": """
            :root {
              --mar: #0E7490; --arena: #FEF3C7; --coral: #F43F5E; --musgo: #3F6212; --noche: #0F172A;
              --espuma: #F0F9FF; --ambar: #D97706; --pizarra: #475569;
              --hueco: 12px;
            }
            """,
            "app/Medidas.swift": """
            import SwiftUI

            enum Medidas {
                static let hueco: CGFloat = 12
            }
            """
        ])
        let color = try #require(a.summary.scores.first { $0.category == .color }, "\(a.summary.scores)")
        #expect(color.score == 0 && color.passed == 0, "\(color)")
        let md = MarkdownReporter().render(a)
        #expect(!md.contains("Good foundation"), "\(md)")
        #expect(md.contains("Needs work: none of the design's 8 colors is in the app"), "\(md)")
        let row = try #require(md.split(separator: "\n").first { $0.hasPrefix("| Color System |") })
        #expect(!row.contains("Excellent") && row.contains("0/8"), "\(row)")
    }

    @Test func criticalIsSaidOnlyWithACriticalFinding() {
        #expect(MarkdownPage.scoreRating(0, criticals: 0).word == "Needs Work")
        #expect(MarkdownPage.scoreRating(0, criticals: 1).word == "Critical")
        #expect(MarkdownPage.scoreRating(9.5, criticals: 1).word == "Needs Work")
        #expect(MarkdownPage.scoreRating(9.5, criticals: 0).word == "Excellent")
        #expect(MarkdownPage.scoreRating(7.2, criticals: 0).word == "Good")
    }
}
