import Foundation
import GapCheckModel
import GapCheckReport
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Two token files of one design that give one length scale different steps, when the code follows one of them
/// (field-tests round 25, cause 2): one low `design.conflict` per scale, not a medium per step of the other file; and a
/// same-values copy of a scale in a second file does not double the findings. Fixtures of our own: a starter
/// stylesheet with a rounded, roomy scale beside a Tokens Studio export the app's `Radius` and `Spacing` enums follow.
@Suite struct DesignScaleConflictTests {
    /// The starter stylesheet every project of the kit begins with.
    static let starter = """
        :root {
          --radius-s: 2px; --radius-m: 6px; --radius-l: 12px; --radius-xxl: 28px;
          --gap-xs: 2px; --gap-s: 4px; --gap-m: 10px; --gap-l: 18px; --gap-xxl: 56px;
        }
        .panel { border-radius: var(--radius-m); padding: var(--gap-m); }
        """
    /// The same starter scale as a JSON copy (the kit publishes both).
    static let starterCopy = """
        {"radius": {"s": {"value": "2px", "type": "borderRadius"}, "m": {"value": "6px", "type": "borderRadius"},
                    "l": {"value": "12px", "type": "borderRadius"}, "xxl": {"value": "28px", "type": "borderRadius"}},
         "gap": {"xs": {"value": "2px", "type": "spacing"}, "s": {"value": "4px", "type": "spacing"}, "m": {"value": "10px", "type": "spacing"},
                 "l": {"value": "18px", "type": "spacing"}, "xxl": {"value": "56px", "type": "spacing"}}}
        """
    /// The brand's own export, which the app follows.
    static let brand = """
        {"radius": {"s": {"value": "4", "type": "borderRadius"}, "m": {"value": "8", "type": "borderRadius"},
                    "l": {"value": "14", "type": "borderRadius"}},
         "spacing": {"xs": {"value": "4", "type": "spacing"}, "s": {"value": "8", "type": "spacing"}, "m": {"value": "12", "type": "spacing"},
                     "l": {"value": "20", "type": "spacing"}}}
        """
    static func app(radius: [Int], spacing: [Int]) -> String {
        """
        import SwiftUI

        enum Radius {
            static let s: CGFloat = \(radius[0])
            static let m: CGFloat = \(radius[1])
            static let l: CGFloat = \(radius[2])
        }

        enum Spacing {
            static let xs: CGFloat = \(spacing[0])
            static let s: CGFloat = \(spacing[1])
            static let m: CGFloat = \(spacing[2])
            static let l: CGFloat = \(spacing[3])
        }
        """
    }
    static let followsBrand = app(radius: [4, 8, 14], spacing: [4, 8, 12, 20])

    static func scaleFindings(_ a: Analysis) -> [Finding] {
        a.findings.filter { ["radius.mismatch", "spacing.off-scale"].contains($0.rule) && $0.severity != .low }
    }
    static func conflicts(_ a: Analysis) -> [Finding] {
        a.findings.filter { $0.rule == "design.conflict" && $0.category == .spacing }
    }

    @Test func theFileTheAppDidNotFollowIsOneConflictPerScale() throws {
        let a = try DesignTrustTests.run(
            design: ["starter.css": Self.starter, "brand.tokens.json": Self.brand], app: ["Tokens.swift": Self.followsBrand])
        #expect(Self.scaleFindings(a).isEmpty, "\(Self.scaleFindings(a).map(\.title))")
        let said = Self.conflicts(a)
        #expect(said.count == 2, "\(a.findings.map(\.title))")
        #expect(said.allSatisfy { $0.severity == .low && $0.title.contains("starter.css") && $0.title.hasSuffix("the app follows brand.tokens.json") })
        let radius = try #require(said.first { $0.title.contains("radius") })
        #expect(radius.title.contains("l 12pt, m 6pt, s 2pt") && radius.title.contains("l 14pt, m 8pt, s 4pt"), "\(radius.title)")
        // The starter's step the brand does not have goes with its scale.
        #expect(radius.message.contains("--radius-xxl 28pt"), "\(radius.message)")
    }

    /// A JSON copy of the starter scale with the same values does not double anything.
    @Test func aSameValuesCopyOfTheOtherScaleDoesNotDoubleTheConflict() throws {
        let a = try DesignTrustTests.run(
            design: ["starter.css": Self.starter, "starter.json": Self.starterCopy, "brand.tokens.json": Self.brand],
            app: ["Tokens.swift": Self.followsBrand])
        #expect(Self.scaleFindings(a).isEmpty, "\(Self.scaleFindings(a).map(\.title))")
        let said = Self.conflicts(a)
        #expect(said.count == 2, "\(said.map(\.title))")
    }

    /// A same-values copy of a scale the app lacks a step of is one finding, at both places.
    @Test func aSameValuesCopyDoesNotDoubleAMissingStep() throws {
        let a = try DesignTrustTests.run(
            design: ["starter.css": Self.starter, "starter.json": Self.starterCopy],
            app: ["Tokens.swift": Self.app(radius: [2, 6, 12], spacing: [2, 4, 10, 18])])
        let xxl = a.findings.filter { $0.rule == "radius.mismatch" && $0.title.contains("xxl") }
        #expect(xxl.count == 1, "\(a.findings.map(\.title))")
        #expect(a.findings.filter { $0.rule == "spacing.off-scale" && $0.title.contains("xxl") }.count == 1, "\(a.findings.map(\.title))")
        #expect(Self.conflicts(a).isEmpty)
    }

    // MARK: - Negatives

    /// The code follows neither file: the steps it lacks are its gaps, and no conflict is claimed.
    @Test func anAppFollowingNeitherFileKeepsItsGaps() throws {
        let a = try DesignTrustTests.run(
            design: ["starter.css": Self.starter, "brand.tokens.json": Self.brand],
            app: ["Tokens.swift": Self.app(radius: [3, 5, 9], spacing: [3, 5, 7, 9])])
        #expect(Self.conflicts(a).isEmpty, "\(Self.conflicts(a).map(\.title))")
        #expect(Self.scaleFindings(a).filter { $0.rule == "radius.mismatch" }.count >= 3, "\(a.findings.map(\.title))")
    }

    /// One token file alone: no second set of values, so the steps the code lacks stay medium.
    @Test func oneFileAloneHasNoConflict() throws {
        let a = try DesignTrustTests.run(design: ["starter.css": Self.starter], app: ["Tokens.swift": Self.followsBrand])
        #expect(Self.conflicts(a).isEmpty)
        #expect(Self.scaleFindings(a).contains { $0.title.contains("--radius-xxl") }, "\(a.findings.map(\.title))")
    }

    @Test func aStepIsTheWordsAfterTheLastScaleWord() {
        #expect(DesignScaleConflicts.step("--radius-sm") == "sm")
        #expect(DesignScaleConflicts.step("dimension.radius.sm") == "sm")
        #expect(DesignScaleConflicts.step("DesignToken.dimensionSpace5") == "5")
        #expect(DesignScaleConflicts.step("Radius.l") == "l")
        #expect(DesignScaleConflicts.step("--radius") == nil)
        #expect(DesignScaleConflicts.step("--card-padding") == nil)
    }
}
