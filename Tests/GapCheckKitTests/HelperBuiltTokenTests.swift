import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

/// Color tokens built through a private helper of their type (`static let primary = named("Primary")`), and the
/// tokens derived from them (`primary.opacity(0.14)`): read as the helper's body with the argument in place.
@Suite struct HelperBuiltTokenTests {
    static func analyze(_ files: [String: String]) throws -> Analysis { try TrustMatchTests.analyze(files) }

    static func token(_ a: Analysis, _ qualified: String) -> ColorToken? { a.inventory.colors.first { $0.qualifiedName == qualified } }

    /// SwiftUI: a namespace enum whose tokens name colorsets through `named(_:)` (a bundle argument the reader
    /// cannot see), one derived computed token, and a hex helper with a labelled parameter.
    @Test func swiftUITokensThroughANamedAssetHelperResolve() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --brand: #0C6B75; --brand-wash: rgba(12, 107, 117, 0.14); --coral: #FF6F61; }",
            "app/Palette.swift": """
            import SwiftUI

            extension Color {
                enum Studio {
                    static let brand = named("Brand")
                    static var brandWash: Color { brand.opacity(0.14) }
                    static let coral = fromCode(code: "FF6F61")

                    private static func named(_ assetName: String) -> Color {
                        Color(assetName, bundle: .module)
                    }
                    private static func fromCode(code value: String) -> Color {
                        return Color(hex: value)
                    }
                }
            }
            """,
            "app/Assets.xcassets/Brand.colorset/Contents.json": TrustMatchTests.colorset("#0C6B75")
        ])
        #expect(Self.token(a, "Color.Studio.brand")?.light?.hex == "#0C6B75")
        #expect(Self.token(a, "Color.Studio.coral")?.light?.hex == "#FF6F61")
        let wash = Self.token(a, "Color.Studio.brandWash")?.light
        #expect(wash.map { abs($0.alpha - 0.14) < 0.01 } == true, "\(String(describing: wash))")
        let missing = a.findings.filter { $0.rule == "color.missing" }.map(\.title)
        #expect(missing.isEmpty, "\(missing)")
    }

    /// UIKit: `UIColor(named:in:compatibleWith:)` inside a helper with an argument label of its own, a fallback
    /// after `??`, and a derived `withAlphaComponent` token.
    @Test func uiKitTokensThroughANamedInBundleHelperResolve() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --accent-teal: #1A9E8F; --accent-teal-soft: rgba(26, 158, 143, 0.2); }",
            "app/Theme.swift": """
            import UIKit

            extension UIColor {
                static let accentTeal = tint(asset: "AccentTeal")
                static var accentTealSoft: UIColor { accentTeal.withAlphaComponent(0.2) }

                private static func tint(asset name: String) -> UIColor {
                    UIColor(named: name, in: Bundle(for: ThemeMarker.self), compatibleWith: nil) ?? .systemTeal
                }
            }
            final class ThemeMarker {}
            """,
            "app/Assets.xcassets/AccentTeal.colorset/Contents.json": TrustMatchTests.colorset("#1A9E8F")
        ])
        #expect(Self.token(a, "UIColor.accentTeal")?.light?.hex == "#1A9E8F")
        #expect(Self.token(a, "UIColor.accentTealSoft")?.light.map { abs($0.alpha - 0.2) < 0.01 } == true)
        let missing = a.findings.filter { $0.rule == "color.missing" }.map(\.title)
        #expect(missing.isEmpty, "\(missing)")
    }

    /// A helper calling itself is read once, never expanded forever; a helper whose body is no color stays unread.
    @Test func recursiveOrUnreadableHelpersStayUnread() throws {
        let a = try Self.analyze([
            "design/tokens.css": ":root { --ink: #222222; }",
            "app/Ink.swift": """
            import SwiftUI
            extension Color {
                static let ink = shade("ink")
                static let loop = again("x")
                private static func shade(_ key: String) -> Color { palette[key]! }
                private static func again(_ key: String) -> Color { again(key) }
                private static let palette: [String: Color] = [:]
            }
            """
        ])
        #expect(Self.token(a, "Color.ink")?.light == nil)
        #expect(Self.token(a, "Color.loop")?.light == nil)
    }

    /// The Current Implementation line shows a declaration once, modifiers and all.
    @Test func declarationsWithModifiersAreNotRepeated() {
        let e = "public static let direct = Color(\"Primary\").opacity(0.14)"
        #expect(MarkdownPage.declaration(name: "direct", expression: e) == e)
        let attributed = "@MainActor private static var x: Color { .red }"
        #expect(MarkdownPage.declaration(name: "x", expression: attributed) == attributed)
        #expect(MarkdownPage.declaration(name: "publicRed", expression: "Color.red") == "static let publicRed = Color.red")
    }
}
