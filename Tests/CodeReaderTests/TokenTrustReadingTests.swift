import GapCheckModel
import Testing

@testable import CodeReader

/// How token files written by design-system generators and app teams are read (issue 11): instance-member token
/// classes, `CGFloat(n)` and scale arithmetic, size-only font tokens, labelled light/dark helpers with hex
/// strings, and SwiftUI colors assigned to a `Color` property.
@Suite struct TokenTrustReadingTests {
    static let source = """
        import SwiftUI

        public struct BrandTheme {
            public let accentFill = Swatch.violet500
            public let canvas = Color("Canvas", bundle: .main)
            public let titleFont = Font.system(size: 30, weight: .bold)
            public init() {}
        }

        public enum Swatch {
            public static let violet500 = Color(red: 124 / 255, green: 58 / 255, blue: 237 / 255)
        }

        final class SessionStore {
            let apiClient = HTTPClient.shared
            let accent = Color.purple
        }

        final class DraftModel {
            let tint = Color.purple
            var title = ""
        }

        enum Rhythm {
            static let base = CGFloat(8)
            static let stackGap = base
            static let sectionGap = base * 3 + 2
            static let inset = Double(20)
            static let bodyFontSize = CGFloat(17)
            static let fontLineHeightCaption = CGFloat(16)
        }

        enum Typography {
            static let sizeHero: CGFloat = 40
        }

        struct HTTPClient { static let shared = HTTPClient() }
        """

    @Test func instanceMemberTokenNamespace() throws {
        let inv = try TestSupport.readSnippet(Self.source)
        #expect(inv.color("BrandTheme.accentFill")?.light?.hex == "#7C3AED", "\(inv.colors.map(\.qualifiedName))")
        #expect(inv.color("BrandTheme.canvas") != nil)
        #expect(inv.font("BrandTheme.titleFont")?.spec.size == 30)
        #expect(!inv.models.contains { $0.name == "BrandTheme" })
        // A shared service or a `var` makes a type a model, never a token namespace.
        #expect(inv.color("SessionStore.accent") == nil)
        #expect(inv.color("DraftModel.tint") == nil)
        #expect(inv.models.contains { $0.name == "DraftModel" })
    }

    @Test func cgFloatInitializersAndScaleArithmetic() throws {
        let inv = try TestSupport.readSnippet(Self.source)
        #expect(inv.length("Rhythm.base")?.value == 8, "\(inv.lengths.map(\.qualifiedName))")
        #expect(inv.length("Rhythm.stackGap")?.value == 8)
        #expect(inv.length("Rhythm.sectionGap")?.value == 26)
        #expect(inv.length("Rhythm.sectionGap")?.scale == .spacing)
        #expect(inv.length("Rhythm.inset")?.value == 20)
        // A line height is typography, not a view size or a spacing step.
        #expect(inv.length("Rhythm.fontLineHeightCaption").map { $0.scale == .other } ?? true)
    }

    @Test func fontSizeConstantsAreSizeOnlyFontTokens() throws {
        let inv = try TestSupport.readSnippet(Self.source)
        let body = inv.font("Rhythm.bodyFontSize")
        #expect(body?.spec.size == 17 && body?.sizeOnly == true, "\(inv.fonts.map(\.qualifiedName))")
        #expect(inv.font("Typography.sizeHero")?.spec.size == 40)
        #expect(inv.length("Rhythm.bodyFontSize") == nil)
        #expect(inv.font("BrandTheme.titleFont")?.sizeOnly == nil)
    }

    /// A type scale whose numbers are named by role, not by "size" (`heading2: CGFloat = 32` in a `*Typography`
    /// type): sizes; the scale's other numbers (a weight, a line height, a scale factor) are not.
    @Test func roleNamedNumbersOfATypeScaleAreFontSizes() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI

            enum ReaderTypography {
                static let display: CGFloat = 36
                static let caption: CGFloat = 11
                static let lineHeightBody: CGFloat = 22
                static let minimumScaleFactor: CGFloat = 0.8
            }
            enum FontWeights {
                static let heavy: CGFloat = 800
            }
            """)
        #expect(inv.font("ReaderTypography.display")?.spec.size == 36, "\(inv.fonts.map(\.qualifiedName))")
        #expect(inv.font("ReaderTypography.display")?.sizeOnly == true)
        #expect(inv.font("ReaderTypography.caption")?.spec.size == 11)
        #expect(inv.font("ReaderTypography.lineHeightBody") == nil)
        #expect(inv.font("ReaderTypography.minimumScaleFactor") == nil)
        #expect(inv.font("FontWeights.heavy") == nil)
    }

    @Test func labelledLightDarkHelperKeepsBothHexValues() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI
            import UIKit

            extension Color {
                init(light: String, dark: String) {
                    self.init(UIColor { $0.userInterfaceStyle == .dark ? UIColor(hexString: dark) : UIColor(hexString: light) })
                }
                init(lightHex: UInt32, darkHex: UInt32) { self = .clear }
            }

            enum DS {
                static let dsPrimary = Color(light: "#2563EB", dark: "#60A5FA")
                static let dsCanvas = Color(light: "FFFFFF", dark: "0F172A")
                static let dsRing = Color(light: 0x2563EB, dark: 0x60A5FA)
            }
            """)
        #expect(inv.color("DS.dsPrimary")?.light?.hex == "#2563EB")
        #expect(inv.color("DS.dsPrimary")?.dark?.hex == "#60A5FA")
        #expect(inv.color("DS.dsCanvas")?.dark?.hex == "#0F172A")
        #expect(inv.color("DS.dsRing")?.dark?.hex == "#60A5FA")
    }

    @Test func swiftUIColorPropertyAssignedAnImplicitMember() throws {
        let inv = try TestSupport.readSnippet(
            """
            import SwiftUI

            struct StreakBadge: View {
                let accentColor: Color
                init(hot: Bool) {
                    if hot { self.accentColor = .orange } else { accentColor = .gray }
                }
                var body: some View { Circle().fill(accentColor) }
            }
            """)
        let colors = inv.literals.filter { $0.kind == .color }.compactMap { $0.value?.color?.hex }
        #expect(colors.contains("#FF9500"), "\(colors)")
        #expect(!colors.contains("#FF8000"), "\(colors)")
    }
}
