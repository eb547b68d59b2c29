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
    }

    @Test func criticalIsSaidOnlyWithACriticalFinding() {
        #expect(MarkdownPage.scoreRating(0, criticals: 0).word == "Needs Work")
        #expect(MarkdownPage.scoreRating(0, criticals: 1).word == "Critical")
        #expect(MarkdownPage.scoreRating(9.5, criticals: 1).word == "Needs Work")
        #expect(MarkdownPage.scoreRating(9.5, criticals: 0).word == "Excellent")
        #expect(MarkdownPage.scoreRating(7.2, criticals: 0).word == "Good")
    }
}
