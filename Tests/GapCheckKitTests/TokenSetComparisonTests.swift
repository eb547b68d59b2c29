import Foundation
import GapCheckAnalysis
import GapCheckKit
import GapCheckModel
import GapCheckReport
import Testing

/// Tokens Studio exports compared with an app: the semantic layer, whose aliases name tokens of other
/// sets, is compared in both appearances, and another platform's sets are not.
@Suite struct TokenSetComparisonTests {
    /// An asset-catalog color with a light and a dark value.
    static func colorset(_ light: String, _ dark: String) -> String {
        func components(_ hex: String) -> String {
            let h = Array(hex.dropFirst())
            return #""red":"0x\#(String(h[0...1]))","green":"0x\#(String(h[2...3]))","blue":"0x\#(String(h[4...5]))","alpha":"1.000""#
        }
        return """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{\(components(light))}}},
            {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{\(components(dark))}}}],
            "info":{"author":"xcode","version":1}}
            """
    }

    static let app = [
        "Kit/Colors.xcassets/RoleAlert.colorset/Contents.json": colorset("#E4572E", "#FF7A59"),
        // The dark backdrop drifted from the design's #141414.
        "Kit/Colors.xcassets/RoleBackdrop.colorset/Contents.json": colorset("#FFFFFF", "#3A3A3A"),
        "Kit/Palette.swift": """
        import SwiftUI

        public extension Color {
            static let roleAlert = Color("RoleAlert", bundle: .module)
            static let roleBackdrop = Color("RoleBackdrop", bundle: .module)
        }
        """
    ]

    private func backdropFindings(_ a: Analysis) -> [Finding] {
        a.findings.filter { $0.rule.hasPrefix("color.") && $0.title.contains("role.backdrop") }
    }

    @Test func aFolderExportComparesItsSemanticColorsInBothAppearances() throws {
        let design = [
            "studio/$metadata.json": ##"{"tokenSetOrder": ["scheme/bright", "scheme/dim", "roles", "device/apple", "device/droid"]}"##,
            "studio/$themes.json": """
            [
              {"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"scheme/bright": "source", "roles": "enabled"}},
              {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"scheme/dim": "source", "roles": "enabled"}},
              {"id": "3", "name": "Android", "group": "Target", "selectedTokenSets": {"device/droid": "enabled"}},
              {"id": "4", "name": "iOS", "group": "Target", "selectedTokenSets": {"device/apple": "enabled"}}
            ]
            """,
            "studio/scheme/bright.json": ##"{"paint": {"coral": {"value": "#E4572E", "type": "color"}, "base": {"value": "#FFFFFF", "type": "color"}}}"##,
            "studio/scheme/dim.json": ##"{"paint": {"coral": {"value": "#FF7A59", "type": "color"}, "base": {"value": "#141414", "type": "color"}}}"##,
            "studio/roles.json": ##"{"role": {"alert": {"value": "{paint.coral}", "type": "color"}, "backdrop": {"value": "{paint.base}", "type": "color"}}}"##,
            "studio/device/apple.json": ##"{"tint": {"value": "#E4572E", "type": "color"}}"##,
            "studio/device/droid.json": ##"{"tint": {"value": "#6200EE", "type": "color"}}"##
        ]
        let a = try DesignTrustTests.run(design: design, app: Self.app)
        let names = Set(a.design.expectations.map(\.name))
        #expect(names.isSuperset(of: ["role.alert", "role.backdrop", "tint"]), "\(names)")
        // Source sets are for aliases only; the Android set is never read.
        #expect(!names.contains("paint.coral"))
        #expect(!a.design.expectations.contains { $0.location.file.hasSuffix("droid.json") })
        let alert = try #require(a.design.expectations.first { $0.name == "role.alert" })
        #expect(alert.dark?.color?.hex == "#FF7A59" && alert.darkLocation?.file.hasSuffix("roles.json") == true)
        #expect(!a.findings.contains { $0.title.contains("role.alert") }, "\(a.findings.map(\.title))")
        #expect(backdropFindings(a).count == 1, "\(a.findings.map(\.title))")
        #expect(!a.design.diagnostics.contains { $0.message.contains("does not resolve") }, "\(a.design.diagnostics)")
    }

    @Test func aSingleFileExportComparesItsSemanticColorsInBothAppearances() throws {
        let design = """
            {
              "base": { "paint": { "coral": { "value": "#E4572E", "type": "color" }, "ember": { "value": "#FF7A59", "type": "color" },
                "snow": { "value": "#FFFFFF", "type": "color" }, "coal": { "value": "#141414", "type": "color" } } },
              "day": { "role": { "alert": { "value": "{paint.coral}", "type": "color" }, "backdrop": { "value": "{paint.snow}", "type": "color" } } },
              "night": { "role": { "alert": { "value": "{paint.ember}", "type": "color" }, "backdrop": { "value": "{paint.coal}", "type": "color" } } },
              "$themes": [
                { "id": "n", "name": "dark", "selectedTokenSets": { "base": "enabled", "night": "enabled" } },
                { "id": "d", "name": "light", "selectedTokenSets": { "base": "enabled", "day": "enabled" } }
              ],
              "$metadata": { "tokenSetOrder": ["base", "day", "night"] }
            }
            """
        let a = try DesignTrustTests.run(design: ["tokens.json": design], app: Self.app)
        let alert = try #require(a.design.expectations.first { $0.name == "role.alert" })
        #expect(alert.light.color?.hex == "#E4572E" && alert.dark?.color?.hex == "#FF7A59")
        #expect(!a.findings.contains { $0.title.contains("role.alert") }, "\(a.findings.map(\.title))")
        #expect(backdropFindings(a).count == 1, "\(a.findings.map(\.title))")
        #expect(a.design.diagnostics.isEmpty, "\(a.design.diagnostics)")
    }
}
