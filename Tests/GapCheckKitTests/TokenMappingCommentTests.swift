import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// An Italian recipe app whose hand-written palette mirrors the design's stylesheet line by line, each line naming the
/// custom property it stands for in a trailing comment. The comment, not the Swift name's words, says which design
/// token a line is: `superficie2 // --scheda` is the design's card, not its `--superficie-2`.
@Suite struct TokenMappingCommentTests {
    static let css = """
        :root {
          --fondo: #1B1A22;
          --superficie-2: rgba(28, 26, 36, 0.96);
          --scheda: rgba(255, 255, 255, 0.06);
          --accento: #E07A5F;
        }
        body { background: var(--fondo); }
        """

    static func palette(_ comment: String) -> String {
        """
        import SwiftUI

        enum Tavolozza {
            static let fondo = Color(red: 0.106, green: 0.102, blue: 0.133)
            static let superficie2 = Color.white.opacity(0.06)   \(comment)
            static let accento = Color(red: 0.878, green: 0.478, blue: 0.373)
        }
        """
    }

    private func colors(_ comment: String) throws -> [MatchRow] {
        try DesignTrustTests.run(design: ["stile.css": Self.css], app: ["Tavolozza.swift": Self.palette(comment)]).matches.colors
    }

    private func row(_ rows: [MatchRow], _ name: String) -> MatchRow? { rows.first { $0.expectation.name == name } }

    @Test(arguments: ["// --scheda", "/* var(--scheda) */", "// rispecchia --scheda (card)"])
    func aLineNamingItsDesignTokenPairsWithIt(_ comment: String) throws {
        let rows = try colors(comment)
        let card = try #require(row(rows, "--scheda"))
        #expect(card.codeName == "Tavolozza.superficie2" && card.status == .matched, "\(card.codeName ?? "-") \(card.status)")
        // The design's second surface is no longer held against the card by the words of its Swift name.
        let surface = try #require(row(rows, "--superficie-2"))
        #expect(!(surface.codeName == "Tavolozza.superficie2" && surface.status == .mismatch), "\(surface.codeName ?? "-") \(surface.status)")
    }

    @Test func aCommentNamingTwoPropertiesSaysNeither() throws {
        let rows = try colors("// era --scheda, ora --superficie-2")
        let surface = try #require(row(rows, "--superficie-2"))
        #expect(surface.codeName == "Tavolozza.superficie2" && surface.status == .mismatch, "\(surface.codeName ?? "-") \(surface.status)")
    }

    @Test func aCommentNamingAPropertyTheDesignLacksLeavesTheNameToItsWords() throws {
        let rows = try colors("// --vecchia-scheda")
        let surface = try #require(row(rows, "--superficie-2"))
        #expect(surface.codeName == "Tavolozza.superficie2" && surface.status == .mismatch, "\(surface.codeName ?? "-") \(surface.status)")
    }

    @Test func aCommentWithoutAPropertyChangesNothing() throws {
        let rows = try colors("// -- vedi la scheda del design")
        let surface = try #require(row(rows, "--superficie-2"))
        #expect(surface.codeName == "Tavolozza.superficie2" && surface.status == .mismatch, "\(surface.codeName ?? "-") \(surface.status)")
    }
}
