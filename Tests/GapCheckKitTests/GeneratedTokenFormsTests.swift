import Foundation
import GapCheckModel
import Testing

@testable import CodeReader
@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Field round 11, code side: forms of generated token files that hid tokens from the reader. Lengths written as
/// CSS strings, font sizes whose "size" is their owner's word, a named font behind a `??` fallback, dimensions
/// named `…-height-size`, and a constant color paired across appearance owners. Fixtures in styles other than the
/// token sets that showed them.
@Suite struct GeneratedTokenFormsTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    /// Reads one Swift file as a whole app.
    static func read(_ source: String) throws -> Inventory {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try source.write(to: dir.appendingPathComponent("Snippet.swift"), atomically: true, encoding: .utf8)
        return try CodeReader.read(roots: [dir.path])
    }

    // MARK: - Lengths written as CSS strings

    /// A web-first token package whose Swift output keeps the CSS units: `"12px"`, `"1.5rem"`.
    static let stringLengthFiles: [String: String] = [
        "design/tokens.css": """
        :root {
          --gap-small: 12px;
          --gap-large: 24px;
          --corner-radius-card: 16px;
          --corner-radius-pill: 999px;
          --heading-font-size: 28px;
          --caption-font-size: 13px;
        }
        """,
        "app/LayoutTokens.swift": """
        // Genererad fil – redigera inte.
        import Foundation

        public struct LayoutTokens {
            public static let gapSmall = "12px"
            public static let gapLarge: String = "1.5rem"
            public static let cornerRadiusCard = "16px"
            public static let cornerRadiusPill = "999px"
            public static let headingFontSize = "28px"
            public static let captionFontSize = "15px"
            public static let fontFamilyBody = "Inter"
            public static let gridTemplate = "12px 1fr"
        }
        """
    ]

    @Test func cssLengthStringsAreLengthTokens() throws {
        let a = try Self.analyze(Self.stringLengthFiles)
        let lengths = Dictionary(a.inventory.lengths.map { ($0.name, $0) }, uniquingKeysWith: { l, _ in l })
        #expect(lengths["gapSmall"]?.value == 12 && lengths["gapSmall"]?.scale == .spacing)
        #expect(lengths["gapLarge"]?.value == 24)
        #expect(lengths["cornerRadiusCard"]?.value == 16 && lengths["cornerRadiusCard"]?.scale == .radius)
        // Not one length: a family, a grid template.
        #expect(lengths["fontFamilyBody"] == nil && lengths["gridTemplate"] == nil)
        let heading = a.inventory.fonts.first { $0.name == "headingFontSize" }
        #expect(heading?.spec.size == 28 && heading?.sizeOnly == true)
        // The design's sizes are found in code: no "missing" font, no "no radius/spacing tokens".
        let missing = a.findings.filter { $0.rule == "typography.missing" }
        #expect(missing.isEmpty, "\(missing.map(\.title))")
        let scales = a.findings.filter { ["radius.mismatch", "spacing.off-scale"].contains($0.rule) && $0.title.contains("declares no") }
        #expect(scales.isEmpty, "\(scales.map(\.title))")
        // A real difference is still one: the caption is 15pt in code, 13pt in the design.
        let caption = a.findings.filter { $0.rule == "typography.mismatch" && $0.message.contains("caption") }
        #expect(!caption.isEmpty, "\(a.findings.map { "\($0.rule) \($0.title)" })")
        // The String type is said once, not once per token.
        let notes = a.inventory.diagnostics.filter { $0.message.contains("String literals holding CSS lengths") }
        #expect(notes.count == 1 && notes.first?.message.hasPrefix("6 length tokens") == true, "\(notes.map(\.message))")
    }

    @Test func cssLengthLiteralForms() {
        #expect(LengthScales.cssLength("8px") == 8)
        #expect(LengthScales.cssLength("-48px") == -48)
        #expect(LengthScales.cssLength("19.5px") == 19.5)
        #expect(LengthScales.cssLength("12pt") == 12)
        #expect(LengthScales.cssLength("0.75rem") == 12)
        #expect(LengthScales.$rootFontSize.withValue(10) { LengthScales.cssLength("2rem") } == 20)
        for text in ["50%", "8px 4px", "px", "-px", "1-2px", "calc(8px)", "Gotham", "8", "4-px"] { #expect(LengthScales.cssLength(text) == nil, "\(text)") }
    }

    /// View code keeps its strings: a label's `"16px"` is text it shows.
    @Test func viewStringsAreNoLengthTokens() throws {
        let inv = try Self.read(
            """
            import SwiftUI
            struct RulerView: View {
                static let sampleLabel = "16px"
                var body: some View { Text(Self.sampleLabel) }
            }
            """)
        #expect(inv.lengths.isEmpty && inv.fonts.isEmpty)
    }

    // MARK: - Font sizes named by owner and member together

    @Test func ownerAndMemberReadTogetherForFontSizes() {
        #expect(LengthScales.isFontSize(name: "fontTitleLarge", owner: "AppSizes"))
        #expect(LengthScales.isFontSize(name: "textCaption", owner: "Metrics.Size"))
        #expect(LengthScales.isFontSize(name: "body", owner: "FontSize"))
        #expect(!LengthScales.isFontSize(name: "textFieldHeight", owner: "Size"))
        #expect(!LengthScales.isFontSize(name: "fontPaddingTop", owner: "Size"))
        #expect(!LengthScales.isFontSize(name: "paddingLarge", owner: "Size"))
        #expect(!LengthScales.isFontSize(name: "cardWidth", owner: "TextSize"))
    }

    @Test func sizeOwnerFontMembersMatchTheDesignsFontSizes() throws {
        let a = try Self.analyze([
            "design/vars.css": """
            :root { --dim-font-hero-title: 2.25rem; --dim-font-fine-print: 0.6875rem; --dim-padding-card: 1rem; }
            """,
            "app/Dim.swift": """
            import CoreGraphics

            public enum DimSize {
                public static let fontHeroTitle: CGFloat = 36
                public static let fontFinePrint: CGFloat = 11
                public static let paddingCard: CGFloat = 16
            }
            """
        ])
        let fonts = a.inventory.fonts.filter { $0.owner == "DimSize" }.map(\.name).sorted()
        #expect(fonts == ["fontFinePrint", "fontHeroTitle"])
        #expect(a.inventory.lengths.contains { $0.name == "paddingCard" })
        let missing = a.findings.filter { $0.rule == "typography.missing" }
        #expect(missing.isEmpty, "\(missing.map(\.title))")
    }

    // MARK: - A named font behind `??`

    @Test func namedFontBeforeAFallbackKeepsItsFamily() throws {
        let inv = try Self.read(
            """
            import UIKit

            extension UIFont {
                enum Editorial {
                    static let hero = UIFont(name: "Avenir Next", size: 34)?.applying(weight: .semibold) ?? .systemFont(ofSize: 34, weight: .semibold)
                    static let caption = UIFont(name: "Futura", size: 13)?.tuned() ?? UIFont.systemFont(ofSize: 13, weight: .bold)
                    static let quote = UIFont(name: "Baskerville-SemiBoldItalic", size: 20)?.tuned() ?? UIFont.systemFont(ofSize: 20, weight: .bold)
                    static let plain = UIFont.preferredFont(forTextStyle: .body).tuned() ?? UIFont.systemFont(ofSize: 17, weight: .medium)
                }
            }
            """)
        func spec(_ name: String) -> FontSpec? { inv.fonts.first { $0.name == name }?.spec }
        #expect(spec("hero")?.family == "Avenir Next" && spec("hero")?.size == 34 && spec("hero")?.weight == 600)
        // No weight in the chain or the name: the fallback's.
        #expect(spec("caption")?.family == "Futura" && spec("caption")?.weight == 700)
        // The name's own weight wins over the fallback's.
        #expect(spec("quote")?.family == "Baskerville-SemiBoldItalic" && spec("quote")?.weight == 600 && spec("quote")?.italic == true)
        // Nothing named on the left: the fallback, as before.
        #expect(spec("plain")?.family == nil && spec("plain")?.weight == 500)
    }

    // MARK: - Dimensions named `…-height-size`

    @Test func dimensionSizesAreNoFontSizes() throws {
        let a = try Self.analyze([
            "design/sizes.css": """
            :root {
              --promo-label-badge-height-size: 20px;
              --story-text-skeleton-height-size: 480px;
              --profile-label-avatar-size: 40px;
              --promo-label-badge-font-size: 11px;
              --chip-label-text-size: 14px;
              --text-badge-lg: 13px;
            }
            """,
            "app/Empty.swift": "import SwiftUI\nstruct Shell: View { var body: some View { Text(\"x\") } }\n"
        ])
        let typography = Set(a.design.expectations.filter { $0.kind == .typography }.map(\.name))
        #expect(!typography.contains { $0.contains("height") || $0.contains("avatar") }, "\(typography.sorted())")
        #expect(typography.contains { $0.contains("badge-font") } && typography.contains { $0.contains("chip-label") }, "\(typography.sorted())")
        // A `--text-*` size names type first, whatever it is for.
        #expect(typography.contains("--text-badge-lg"), "\(typography.sorted())")
    }

    // MARK: - A constant color across appearance owners

    @Test func appearanceOwnerPairingIsNotReplacedByANameTwin() throws {
        let a = try Self.analyze([
            "design/light.css": ":root { --on-media-fixed-light: #FAFAFA; --on-media-fixed-dark: #1B1D21; }\n",
            "design/dark.css": """
            @media (prefers-color-scheme: dark) { :root { --on-media-fixed-light: #FAFAFA; --on-media-fixed-dark: #1B1D21; } }
            """,
            "app/Tints/TintsLight.swift": """
            import SwiftUI
            public enum TintsLight {
                public static let onMediaFixedLight = Color(red: 0.980, green: 0.980, blue: 0.980)
                public static let onMediaFixedDark = Color(red: 0.106, green: 0.114, blue: 0.129)
            }
            """,
            "app/Tints/TintsDark.swift": """
            import SwiftUI
            public enum TintsDark {
                public static let onMediaFixedLight = Color(red: 0.980, green: 0.980, blue: 0.980)
                public static let onMediaFixedDark = Color(red: 0.106, green: 0.114, blue: 0.129)
            }
            """
        ])
        let candidates = a.matches.index.colors.candidates
        let fixed = candidates.first { $0.name == "onMediaFixedLight" }
        #expect(fixed?.dark?.hex == "#FAFAFA" && fixed?.darkTwin == nil, "\(String(describing: fixed))")
        let mismatches = a.findings.filter { $0.rule == "color.mismatch" }
        #expect(mismatches.isEmpty, "\(mismatches.map(\.message))")
    }
    /// Grid column widths in a layout token file (`--2column-tablet: 640px`) are a layout's measure, not spacing steps:
    /// no spacing expectation and no off-scale or missing finding for them; a column gap stays spacing.
    @Test func columnWidthsAreNoSpacingSteps() throws {
        let a = try Self.analyze([
            "design/layout.css": ":root { --2column-tablet: 640px; --col-4-width: 312px; --column-gap: 16px; --space-4: 16px; }",
            "app/Layout.swift": "import SwiftUI\n\nenum Spacing {\n    static let s4: CGFloat = 16\n}\n"
        ])
        let spacing = a.design.expectations.filter { $0.kind == .spacing }.map(\.name).sorted()
        #expect(spacing == ["--column-gap", "--space-4"], "\(spacing)")
        #expect(!a.findings.contains { $0.title.contains("column-tablet") || $0.title.contains("col-4-width") }, "\(a.findings.map(\.title))")
    }
}
