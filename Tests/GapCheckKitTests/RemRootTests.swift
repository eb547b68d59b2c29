import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A token pipeline writes one set of sizes as points for the app and as rems for the web, divided by the root size
/// the web build assumes. When that root is not the configured one, every rem size differs from its app twin by one
/// factor; the app's own font tokens then say which root the design was written for (`RemRoot`). Fixtures in a style
/// other than the pod that showed the cause (a 14px build in sevenths): a 10px root, UIFont tokens, a spacing token.
@Suite struct RemRootTests {
    static func analyze(_ files: [String: String], configuration: Configuration = Configuration()) throws -> Analysis {
        try TrustMatchTests.analyze(files, configuration: configuration)
    }

    static let tokens = """
        :root {
          --font-display: 3.4rem;
          --font-headline: 2.2rem;
          --font-body: 1.5rem;
          --font-caption: 1.2rem;
          --font-footnote: 1.1rem;
          --space-card: 1.6rem;
        }
        """

    static let app = """
        import UIKit
        enum AppFont {
            static let display = UIFont.systemFont(ofSize: 34, weight: .bold)
            static let headline = UIFont.systemFont(ofSize: 22, weight: .semibold)
            static let body = UIFont.systemFont(ofSize: 15)
            static let caption = UIFont.systemFont(ofSize: 12)
            static let footnote = UIFont.systemFont(ofSize: 11)
        }
        enum Spacing {
            static let card: CGFloat = 16
        }
        """

    static func typeAndSpacingFindings(_ a: Analysis) -> [Finding] {
        a.findings.filter { $0.rule.hasPrefix("typography.") || $0.rule.hasPrefix("spacing.") }
    }

    /// The sizes and lengths reported as differing: one by one, or together as one systematic difference
    /// (`token.systematic`: every length of the file off by the same factor).
    static func lengthDifferences(_ a: Analysis) -> Int {
        a.findings.filter { ["typography.mismatch", "spacing.off-scale"].contains($0.rule) }.count
            + a.findings.filter { $0.rule == "token.systematic" }.reduce(0) { $0 + $1.count }
    }

    @Test func remTokensWrittenForAnotherRootAreReadAtTheRootTheAppsTokensShow() throws {
        let a = try Self.analyze(["design/tokens.css": Self.tokens, "app/Theme.swift": Self.app])
        #expect(Self.typeAndSpacingFindings(a).filter { $0.severity >= .medium }.isEmpty)
        #expect(a.design.expectations.first { $0.name == "--space-card" }?.light.length == 16)
        #expect(a.design.diagnostics.contains { $0.message.contains("read at a 10px root, not 16px") && $0.message.contains("5 of 5") })
    }

    /// The user's stated root size is never second-guessed.
    @Test func aStatedRootSizeIsKept() throws {
        var configuration = Configuration()
        configuration.rootFontSizeStated = true
        let a = try Self.analyze(["design/tokens.css": Self.tokens, "app/Theme.swift": Self.app], configuration: configuration)
        // The five sizes and the card's spacing, each 0.625 of the design's at a 16px root.
        #expect(Self.lengthDifferences(a) == 6)
        #expect(!a.design.diagnostics.contains { $0.message.contains("root, not") })
    }

    /// Sizes that differ from the app's by no single factor are differences, not another root.
    @Test func sizesThatAgreeAtNoOneRootAreLeftAsRead() throws {
        let scattered = """
            :root { --font-display: 2.5rem; --font-headline: 1.75rem; --font-body: 1.25rem; --font-caption: 0.5rem; --font-footnote: 1.5rem; }
            """
        let a = try Self.analyze(["design/tokens.css": scattered, "app/Theme.swift": Self.app])
        #expect(!a.design.diagnostics.contains { $0.message.contains("root, not") })
        #expect(a.findings.filter { $0.rule == "typography.mismatch" }.count >= 4)
    }

    /// Pixel sizes are not read at any root: a design in px that differs from the app differs.
    @Test func pixelSizesAreNeverRescaled() throws {
        let px = """
            :root { --font-display: 54.4px; --font-headline: 35.2px; --font-body: 24px; --font-caption: 19.2px; --font-footnote: 17.6px; }
            """
        let a = try Self.analyze(["design/tokens.css": px, "app/Theme.swift": Self.app])
        #expect(!a.design.diagnostics.contains { $0.message.contains("root, not") })
        #expect(Self.lengthDifferences(a) == 5)
    }

    /// A design whose rems already agree with the app at the configured root is not moved.
    @Test func remsThatAgreeAtTheConfiguredRootStay() throws {
        let sixteen = """
            :root { --font-display: 2.125rem; --font-headline: 1.375rem; --font-body: 0.9375rem; --font-caption: 0.75rem; --font-footnote: 0.6875rem; }
            """
        let a = try Self.analyze(["design/tokens.css": sixteen, "app/Theme.swift": Self.app])
        #expect(!a.design.diagnostics.contains { $0.message.contains("root, not") })
        #expect(a.findings.filter { $0.rule == "typography.mismatch" }.isEmpty)
    }

    @Test func evidenceNeedsMostPairsAtOneRootAndFewAtTheConfiguredOne() {
        // Four of five agree at 14px, none at 16px.
        let fourteen: [(design: Double, code: Double)] = [(16, 14), (18.288, 16), (27.424, 24), (32, 28), (24, 20)]
        #expect(RemRoot.evidence(fourteen, configuredRoot: 16)?.root == 14)
        #expect(RemRoot.evidence(fourteen, configuredRoot: 16)?.agreeing == 4)
        // Two agree at 16px beside four at 14px: the configured root is not clearly wrong.
        let mixed = fourteen + [(20, 20), (12, 12)]
        #expect(RemRoot.evidence(mixed, configuredRoot: 16) == nil)
        // Three pairs are too few.
        #expect(RemRoot.evidence(Array(fourteen.prefix(3)), configuredRoot: 16) == nil)
    }
}
