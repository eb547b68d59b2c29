import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// `enum AppColor: String { case brand = "Brand" }` whose raw values name colorsets: each case is a color token.
@Suite("Asset-name enums")
struct AssetNameEnumTests {
    @Test func stringCasesNamingColorsetsAreAssetTokens() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-cr-\(UUID().uuidString)")
        let set = dir.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xE5", "green" : "0x46", "red" : "0x4F" } }, "idiom" : "universal" } ] }
        """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        enum AppColor: String {
            case brand = "Brand"
            case missing = "NoSuchAsset"
            var color: Color { Color(rawValue) }
        }
        enum Screen: String { case brand = "Brand" }
        """.write(to: dir.appendingPathComponent("AppColor.swift"), atomically: true, encoding: .utf8)
        let inv = try CodeReader.read(roots: [dir.path])
        let t = try #require(inv.color("AppColor.brand"))
        #expect(t.light?.hex == "#4F46E5")
        #expect(t.origin == .asset)
        #expect(t.location.line == 3 && t.location.column == 10)
        #expect(inv.color("AppColor.missing") == nil)
        #expect(inv.color("Screen.brand") == nil)
    }
}
