import GapCheckModel
import Testing

@testable import CodeReader

/// Token exports write sizes as they come from the design tool: a type scale as `text`/`font` plus a step
/// (`TextXl: CGFloat = 24`, Tailwind's names), and Figma's number variables as whole numbers without a type
/// (`static let spacingXs = 8`). Both are tokens of the scale they name.
@Suite struct TokenExportNumberTests {
    static let source = """
        import UIKit

        enum Tokens {
            static let TextXs: CGFloat = 11
            static let TextBase: CGFloat = 15
            static let Text2xl: CGFloat = 30
            static let fontH3: CGFloat = 22
            static let textLineHeight: CGFloat = 1.4
            static let spacingXs = 8
            static let spaceLarge = 24
            static let radiusPill = 999
            static let retryCount = 3
            static let sizeMd = 16
            static let maxItems = 50
        }
        enum Spacing {
            static let textSm: CGFloat = 6
        }
        """

    @Test func textOrFontWithATypeScaleStepIsAFontSize() throws {
        let inv = try TestSupport.readSnippet(Self.source)
        #expect(inv.font("Tokens.TextXs")?.spec.size == 11, "\(inv.fonts.map(\.qualifiedName))")
        #expect(inv.font("Tokens.TextXs")?.sizeOnly == true)
        #expect(inv.font("Tokens.TextBase")?.spec.size == 15)
        #expect(inv.font("Tokens.Text2xl")?.spec.size == 30)
        #expect(inv.font("Tokens.fontH3")?.spec.size == 22)
        // A line height is no step; a spacing owner's `textSm` is a gap beside text.
        #expect(inv.font("Tokens.textLineHeight") == nil)
        #expect(inv.font("Spacing.textSm") == nil)
        #expect(inv.length("Spacing.textSm")?.value == 6)
    }

    @Test func wholeNumbersNamedForASpacingOrRadiusStepAreLengths() throws {
        let inv = try TestSupport.readSnippet(Self.source)
        #expect(inv.length("Tokens.spacingXs")?.value == 8, "\(inv.lengths.map(\.qualifiedName))")
        #expect(inv.length("Tokens.spacingXs")?.scale == .spacing)
        #expect(inv.length("Tokens.spaceLarge")?.value == 24)
        #expect(inv.length("Tokens.radiusPill")?.scale == .radius)
        // Counts and limits are no lengths; a bare `size` number may be a count and needs a CGFloat to say otherwise.
        #expect(inv.length("Tokens.retryCount") == nil)
        #expect(inv.length("Tokens.maxItems") == nil)
        #expect(inv.length("Tokens.sizeMd") == nil)
    }

    /// What the parser recovers from a web unit written into Swift (`0.5rem`) is no whole number: no length token.
    @Test func aNumberRecoveredFromBrokenSwiftIsNoLength() throws {
        let inv = try TestSupport.readSnippet(
            """
            public class Tokens {
                public static let spacingS = 0.5rem
                public static let spacingM = 16
            }
            """)
        #expect(inv.length("Tokens.spacingS") == nil, "\(inv.lengths.map(\.qualifiedName))")
        #expect(inv.length("Tokens.spacingM")?.value == 16)
    }
}

/// A generated font theme struct that takes its numbers as strings (`FontTheme(name: "Lato-Heavy", size: "28")`).
@Suite struct StringNumberFontThemeTests {
    @Test func aFontThemeWithNumbersAsStringsIsAFontToken() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit
            public struct LabelTheme {
                public let font: UIFont
                public init(name: String, size: String, lineHeight: String, kerning: String) {
                    self.font = UIFont(name: name, size: CGFloat(Double(size)!))!
                }
            }
            extension LabelTheme {
                public static let headline = LabelTheme(name: "Lato-Heavy", size: "28", lineHeight: "34", kerning: "-0.4")
                public static let caption = LabelTheme(name: "Lato-Regular", size: "12", lineHeight: "16", kerning: "0")
                public static let broken = LabelTheme(name: "Lato-Regular", size: "large", lineHeight: "16", kerning: "0")
            }
            """)
        let headline = try #require(inv.font("LabelTheme.headline"), "\(inv.fonts.map(\.qualifiedName))")
        #expect(headline.spec.size == 28 && headline.spec.lineHeight == 34 && headline.spec.letterSpacing == -0.4)
        #expect(headline.spec.family == "Lato-Heavy" && headline.spec.weight == 800)
        #expect(inv.font("LabelTheme.caption")?.spec.weight == 400)
        #expect(inv.font("LabelTheme.broken") == nil)
    }

    /// A generator's scale of wrapper values (`struct Gap { let value: CGFloat; static let md = Self(12.0) }`): each step is its
    /// number, read as the plain constant would be; a wrapper built with a label, or another type's value, is not.
    @Test func aScaleOfWrappedNumbersIsReadAsItsNumbers() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI

            public enum Metrics {
                public struct Gap: Hashable {
                    public let value: CGFloat
                    private init(_ value: CGFloat) { self.value = value }
                    public static let md = Self(12.0)
                    public static let lg = Gap(20)
                }
                public struct Corner: Hashable {
                    public let value: CGFloat
                    private init(_ value: CGFloat) { self.value = value }
                    public static let radiusCard = Self(14.0)
                }
                public struct Spacing {
                    public static let pageInset = Self(rawValue: 16)
                    public static let other = Insets(24)
                }
            }
            """)
        #expect(inv.length("Metrics.Gap.md")?.value == 12, "\(inv.lengths.map(\.qualifiedName))")
        #expect(inv.length("Metrics.Gap.lg")?.value == 20)
        #expect(inv.length("Metrics.Corner.radiusCard")?.scale == .radius)
        #expect(inv.length("Metrics.Spacing.pageInset") == nil)
        #expect(inv.length("Metrics.Spacing.other") == nil)
        // A color's own one-number initializer (`UIColor(0x1F6FEB)`) stays a color.
        let colors = try TestSupport.readSnippet(
            """
            import UIKit

            extension UIColor {
                convenience init(_ hex: UInt32) { self.init(white: 0, alpha: 1) }
                static let brandPrimary = UIColor(0x1F6FEB)
                static let spacingSm = UIColor(8)
            }
            """)
        #expect(colors.length("UIColor.brandPrimary") == nil)
        #expect(colors.length("UIColor.spacingSm") == nil)
    }

    /// A wrapped type scale (`struct TypeScale { let pointSize: Double; static let caption = Self(11.0) }`) is a scale of font
    /// sizes, as the annotated constants of a typography type are; a wrapper of another number (an icon's size, a line's
    /// height) or one storing two numbers is not.
    @Test func aWrappedTypeScaleIsFontSizes() throws {
        let inv = try TestSupport.readSnippet(
            """
            import UIKit

            enum Tokens {
                struct TypographySize {
                    let pointSize: Double
                    init(_ pointSize: Double) { self.pointSize = pointSize }
                    static let caption = Self(11.0)
                    static let titleLarge = TypographySize(28)
                }
                struct Glyph {
                    let value: CGFloat
                    static let iconMd = Self(20.0)
                }
                struct FontMetrics {
                    let size: CGFloat
                    let leading: CGFloat
                    static let body = Self(17.0)
                }
                struct LineHeight {
                    let value: CGFloat
                    static let fontBody = Self(22.0)
                }
            }
            """)
        #expect(inv.font("Tokens.TypographySize.caption")?.spec.size == 11, "\(inv.fonts.map(\.qualifiedName))")
        #expect(inv.font("Tokens.TypographySize.caption")?.sizeOnly == true)
        #expect(inv.font("Tokens.TypographySize.titleLarge")?.spec.size == 28)
        #expect(inv.length("Tokens.TypographySize.caption") == nil)
        #expect(inv.font("Tokens.Glyph.iconMd") == nil)
        #expect(inv.font("Tokens.FontMetrics.body") == nil)
        #expect(inv.font("Tokens.LineHeight.fontBody") == nil)
    }
}
