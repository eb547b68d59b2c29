import Foundation
import GapCheckAnalysis
import GapCheckKit
import GapCheckModel
import GapCheckReport
import Testing

/// A design-variable export keyed by mode (Figma's "variables to JSON" shape) compared with a generated Swift scale of
/// wrapper values: its type scale is font sizes, its paragraph spacings and shadow offsets are no spacing steps, and a
/// second collection's token of the same name is the design's namesake, not the value the app drifted from.
@Suite struct ModeExportComparisonTests {
    static let variables = """
        {
          "Grunnlag": {
            "dropShadowOffsetX": { "Default": 1 },
            "cornerPill": { "Default": 999 },
            "step18": { "Default": 18 }
          },
          "Viewport": {
            "typeSizeFootnote": { "Compact": 13, "Regular": 15 },
            "typeSizeHeadline": { "Compact": 22, "Regular": 26 },
            "paragraphSpacingFootnote": { "Compact": 5, "Regular": 7 },
            "boxshadowSpreadMd": { "Compact": 9, "Regular": 11 },
            "boxshadowOffsetMd": { "Compact": 3, "Regular": 3 },
            "gapTight": { "Compact": 6, "Regular": 8 },
            "gapWide": { "Compact": 20, "Regular": 28 },
            "gapHuge": { "Compact": 44, "Regular": 56 },
            "cornerCard": { "Compact": 10, "Regular": 12 },
            "cornerSheet": { "Compact": 20, "Regular": 24 }
          },
          "Scheme": {
            "textMain": { "Light": "#202124", "Dark": "#F8F9FA" },
            "surface": { "Light": "#FFFFFF", "Dark": "#000000" }
          },
          "Semantic": {
            "colorTextMain": { "Default": "#F8F9FA" },
            "colorSurface": { "Default": "#2A6F97" },
            "cornerCard": { "Default": 6 },
            "cornerChip": { "Default": 14 },
            "gapTight": { "Default": 6 }
          }
        }
        """

    static let app = [
        "Generated/Colors.xcassets/TextMain.colorset/Contents.json": TokenSetComparisonTests.colorset("#202124", "#F8F9FA"),
        "Generated/Colors.xcassets/Surface.colorset/Contents.json": TokenSetComparisonTests.colorset("#FFFFFF", "#303030"),
        "Generated/Palette.swift": """
        import SwiftUI

        public extension Color {
            static let textMain = Color("TextMain", bundle: .module)
            static let surface = Color("Surface", bundle: .module)
        }
        """,
        "Generated/Scale.swift": """
        import SwiftUI

        public enum Scale {
            public struct TypeSize: Hashable, Sendable {
                public let points: CGFloat
                private init(_ points: CGFloat) { self.points = points }
                public static let footnote = Self(13.0)
                public static let headline = Self(22.0)
            }
            public struct Gap: Hashable, Sendable {
                public let points: CGFloat
                private init(_ points: CGFloat) { self.points = points }
                public static let tight = Self(6.0)
                public static let wide = Self(20.0)
            }
            public struct Corner: Hashable, Sendable {
                public let points: CGFloat
                private init(_ points: CGFloat) { self.points = points }
                public static let card = Self(10.0)
                public static let sheet = Self(16.0)
                public static let chip = Self(12.0)
            }
        }
        """
    ]

    static func analysis() throws -> Analysis {
        try DesignTrustTests.run(design: ["tokens/design-tokens.json": Self.variables], app: Self.app)
    }

    static func graded(_ a: Analysis) -> [Finding] { a.findings.filter { $0.severity == .critical || $0.severity == .medium } }

    @Test func aWrappedTypeScaleAnswersTheDesignsFontSizes() throws {
        let a = try Self.analysis()
        let typography = a.findings.filter { $0.rule.hasPrefix("typography.") && $0.title.contains("typeSize") }
        #expect(typography.filter { $0.severity != .low }.isEmpty, "\(typography.map(\.title))")
    }

    @Test func paragraphSpacingsAndShadowOffsetsAreNoSpacingSteps() throws {
        let a = try Self.analysis()
        let names = Set(a.design.expectations.filter { $0.kind == .spacing || $0.kind == .size }.map(\.name))
        for n in ["Viewport.paragraphSpacingFootnote", "Viewport.boxshadowSpreadMd", "Viewport.boxshadowOffsetMd", "Grunnlag.dropShadowOffsetX"] {
            #expect(!names.contains(n), "\(n) read as a layout length: \(names.sorted())")
        }
        // The true gap stays: the code's gap scale lacks the design's 44.
        let spacing = Self.graded(a).filter { $0.rule == "spacing.off-scale" }
        #expect(spacing.contains { $0.title.contains("Viewport.gapHuge") }, "\(spacing.map(\.title))")
        #expect(!spacing.contains { $0.title.contains("paragraph") || $0.title.lowercased().contains("shadow") }, "\(spacing.map(\.title))")
        // A number of the one-mode primitives beside the collection with size-class modes is a raw step: low, said why.
        let step = a.findings.filter { $0.title.contains("Grunnlag.step18") }
        #expect(
            step.count == 1 && step.allSatisfy { $0.severity == .low && $0.message.contains("single-mode collection `Grunnlag`") }, "\(step.map(\.message))")
    }

    @Test func anotherCollectionsNamesakeIsNoMismatchOfATokenThatFollowsTheFirst() throws {
        let a = try Self.analysis()
        let radius = a.findings.filter { $0.rule == "radius.mismatch" }
        // `Scale.Corner.card` is 10 as `Viewport.cornerCard` is: `Semantic.cornerCard` (6) names it too, a design question.
        let card = radius.filter { $0.title.contains("Semantic.cornerCard") }
        #expect(card.count == 1 && card.allSatisfy { $0.severity == .low }, "\(radius.map { "\($0.severity) \($0.title)" })")
        #expect(card.first?.message.contains("Viewport.cornerCard") == true)
        // A token no same-named design token agrees with is still a mismatch, in either collection.
        #expect(radius.contains { $0.title.contains("Viewport.cornerSheet") && $0.severity == .medium }, "\(radius.map(\.title))")
        #expect(radius.contains { $0.title.contains("Semantic.cornerChip") && $0.severity == .medium }, "\(radius.map(\.title))")
    }

    /// `Scheme.textMain` is the app's `textMain` in both appearances; `Semantic.colorTextMain`, another collection's token of
    /// that name, has its dark value only: the design's namesake, no wrong color of the app. Where the app's `surface` is
    /// neither `Scheme.surface` (its dark value drifted) nor `Semantic.colorSurface`, both stay the mismatches they are.
    @Test func anotherCollectionsNamesakeColorIsNoMismatchWhenTheAppFollowsTheFirst() throws {
        let a = try Self.analysis()
        let graded = Self.graded(a).filter { $0.rule.hasPrefix("color.") }
        #expect(!graded.contains { $0.title.contains("Semantic.colorTextMain") }, "\(graded.map(\.title))")
        #expect(graded.contains { $0.title.contains("Semantic.colorSurface") }, "\(graded.map(\.title))")
        #expect(graded.contains { $0.title.contains("Scheme.surface") }, "\(graded.map(\.title))")
    }
}
