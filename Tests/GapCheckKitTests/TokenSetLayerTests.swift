import Foundation
import GapCheckAnalysis
import GapCheckKit
import GapCheckModel
import GapCheckReport
import Testing

/// A Tokens Studio export with a primitive layer (sets the themes use only as a source) and one theme group per
/// product (`Desktop/Scheme`, `Mobile/Scheme`, each Light and Dark): the mobile group's light and dark themes are
/// compared with an iOS app, and a primitive step no semantic token aliases is no app gap unless the app mirrors the
/// primitives.
@Suite struct TokenSetLayerTests {
    static let design: [String: String] = [
        "kit/$metadata.json": ##"""
        {"tokenSetOrder": ["base/paint", "base/space", "desktop/scheme/light", "desktop/scheme/dark", "mobile/scheme/light", "mobile/scheme/dark", "mobile/gaps"]}
        """##,
        "kit/$themes.json": """
        [
          {"id": "p1", "name": "Primitives", "group": "Base/Paint", "selectedTokenSets": {"base/paint": "enabled"}},
          {"id": "p2", "name": "Primitives", "group": "Base/Space", "selectedTokenSets": {"base/space": "enabled"}},
          {"id": "d1", "name": "Light", "group": "Desktop/Scheme", "selectedTokenSets": {"base/paint": "source", "desktop/scheme/light": "enabled"}},
          {"id": "d2", "name": "Dark", "group": "Desktop/Scheme", "selectedTokenSets": {"base/paint": "source", "desktop/scheme/dark": "enabled"}},
          {"id": "m1", "name": "Light", "group": "Mobile/Scheme", "selectedTokenSets": {"mobile/scheme/light": "enabled", "base/paint": "source"}},
          {"id": "m2", "name": "Dark", "group": "Mobile/Scheme", "selectedTokenSets": {"base/paint": "source", "mobile/scheme/dark": "enabled"}},
          {"id": "g1", "name": "Semantic", "group": "Mobile/Gaps", "selectedTokenSets": {"base/space": "source", "mobile/gaps": "enabled"}}
        ]
        """,
        "kit/base/paint.json": ##"""
        {"paint": {"ink": {"value": "#111111", "type": "color"}, "snow": {"value": "#FFFFFF", "type": "color"},
          "coral": {"value": "#E4572E", "type": "color"}, "teal": {"value": "#00A3A3", "type": "color"}}}
        """##,
        "kit/base/space.json": ##"""
        {"space": {"4": {"value": "4px", "type": "dimension"}, "8": {"value": "8px", "type": "dimension"}, "12": {"value": "12px", "type": "dimension"},
          "18": {"value": "18px", "type": "dimension"}, "44": {"value": "44px", "type": "dimension"}}}
        """##,
        "kit/desktop/scheme/light.json":
            ##"{"role": {"ink": {"value": "{paint.ink}", "type": "color"}, "canvas": {"value": "{paint.snow}", "type": "color"}}}"##,
        "kit/desktop/scheme/dark.json": ##"{"role": {"ink": {"value": "{paint.snow}", "type": "color"}, "canvas": {"value": "#2B2B2B", "type": "color"}}}"##,
        "kit/mobile/scheme/light.json":
            ##"{"role": {"ink": {"value": "{paint.ink}", "type": "color"}, "canvas": {"value": "{paint.snow}", "type": "color"}, "alert": {"value": "{paint.coral}", "type": "color"}}}"##,
        "kit/mobile/scheme/dark.json":
            ##"{"role": {"ink": {"value": "{paint.snow}", "type": "color"}, "canvas": {"value": "{paint.ink}", "type": "color"}, "alert": {"value": "{paint.coral}", "type": "color"}}}"##,
        "kit/mobile/gaps.json":
            ##"{"gap": {"small": {"value": "{space.4}", "type": "spacing"}, "medium": {"value": "{space.8}", "type": "spacing"}, "large": {"value": "{space.12}", "type": "spacing"}}}"##
    ]

    /// The app's role colors: asset-catalog colors with the mobile dark values.
    static let colors: [String: String] = [
        "Kit/Roles.xcassets/RoleInk.colorset/Contents.json": TokenSetComparisonTests.colorset("#111111", "#FFFFFF"),
        "Kit/Roles.xcassets/RoleCanvas.colorset/Contents.json": TokenSetComparisonTests.colorset("#FFFFFF", "#111111"),
        "Kit/Roles.xcassets/RoleAlert.colorset/Contents.json": TokenSetComparisonTests.colorset("#E4572E", "#E4572E"),
        "Kit/Roles.swift": """
        import SwiftUI

        public extension Color {
            static let roleInk = Color("RoleInk")
            static let roleCanvas = Color("RoleCanvas")
            static let roleAlert = Color("RoleAlert")
        }
        """
    ]

    static let gaps = """
        import UIKit

        enum Gaps {
            static let small: CGFloat = 4
            static let medium: CGFloat = 8
            static let large: CGFloat = 12
        }
        """

    static func primitiveFindings(_ a: Analysis) -> [Finding] {
        a.findings.filter { f in ["space.18", "space.44", "paint.teal"].contains { f.title.contains($0) } }
    }

    @Test func theMobileThemeGroupGivesBothAppearances() throws {
        let a = try DesignTrustTests.run(design: Self.design, app: Self.colors.merging(["Gaps.swift": Self.gaps]) { a, _ in a })
        let canvas = try #require(a.design.expectations.first { $0.name == "role.canvas" })
        #expect(canvas.dark?.color?.hex == "#111111", "\(String(describing: canvas.dark))")
        let messages = a.design.diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("mobile/scheme/dark") }, "\(messages)")
        #expect(messages.contains { $0.contains("Desktop/Scheme") && $0.contains("another platform") }, "\(messages)")
        #expect(!a.findings.contains { $0.title.contains("role.canvas") && $0.severity != .low }, "\(a.findings.map(\.title))")
    }

    @Test func anUnreferencedPrimitiveIsNoAppGap() throws {
        let a = try DesignTrustTests.run(design: Self.design, app: Self.colors.merging(["Gaps.swift": Self.gaps]) { a, _ in a })
        let primitives = Self.primitiveFindings(a)
        #expect(primitives.allSatisfy { $0.severity == .low }, "\(primitives.map { "\($0.severity) \($0.title)" })")
        #expect(a.design.expectations.first { $0.name == "space.44" }?.primitive == .unreferenced)
        #expect(a.design.expectations.first { $0.name == "space.8" }?.primitive == .referenced)
        #expect(a.design.diagnostics.contains { $0.message.contains("primitive token") && $0.message.contains("space.44") })
    }

    /// Negative: an app that mirrors the primitives (`Space.space4`, `.space8`…) and lacks one is still told.
    @Test func anAppMirroringThePrimitivesIsStillOwedEveryStep() throws {
        let space = """
            import UIKit

            enum Space {
                static let space4: CGFloat = 4
                static let space8: CGFloat = 8
                static let space12: CGFloat = 12
                static let space18: CGFloat = 18
            }
            """
        let a = try DesignTrustTests.run(design: Self.design, app: Self.colors.merging(["Space.swift": space]) { a, _ in a })
        let missing = a.findings.filter { $0.title.contains("space.44") }
        #expect(missing.contains { $0.severity == .medium }, "\(a.findings.map { "\($0.severity) \($0.rule) \($0.title)" })")
    }
}
