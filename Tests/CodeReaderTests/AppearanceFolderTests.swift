import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Colorsets a generator writes once per appearance, each into a folder that names it: one color's light and dark.
@Suite struct AppearanceFolderTests {
    static func colorset(_ hex: String) -> String {
        let c = Color(hex: hex)!
        let parts = [("red", c.red), ("green", c.green), ("blue", c.blue)].map { "\"\($0.0)\" : \"\(String(format: "%.3f", $0.1))\"" }
        return #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "# + parts.joined(separator: ", ")
            + " } }, \"idiom\" : \"universal\" } ] }"
    }

    static func read(_ sets: [String: String]) throws -> Inventory {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-cr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (path, hex) in sets {
            let set = dir.appendingPathComponent("Farben.xcassets/" + path)
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try colorset(hex).write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        try "import SwiftUI\nlet tinte = Color(\"Tinte\")\n".write(to: dir.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        return try CodeReader.read(roots: [dir.path])
    }

    @Test func aColorsetPerAppearanceFolderIsOneColorWithBothValues() throws {
        let inv = try Self.read([
            "Marke.Tag/Tinte.colorset": "#1A1A2E", "Marke.Nacht/Tinte.colorset": "#F0F0F5",
            "Light/Papier.colorset": "#FFFFFF", "Dark/Papier.colorset": "#101014"
        ])
        let tinte = inv.assets.filter { $0.name == "Tinte" }
        // "Tag"/"Nacht" are no appearance words gapcheck knows: both stay as read.
        #expect(tinte.count == 2 && tinte.allSatisfy { $0.dark == nil })
        let papier = inv.assets.filter { $0.name == "Papier" }
        #expect(papier.count == 1)
        #expect(papier.first?.light?.hex == "#FFFFFF" && papier.first?.dark?.hex == "#101014")
    }

    @Test func brandFoldersPairEachBrandsLightAndDark() throws {
        let inv = try Self.read([
            "brandA.light/onBrand.colorset": "#FFFFFF", "brandA.dark/onBrand.colorset": "#001119",
            "brandB.light/onBrand.colorset": "#FFFFFF", "brandB.dark/onBrand.colorset": "#1B0A00"
        ])
        let on = inv.assets.filter { $0.name == "onBrand" }.map { "\($0.light?.hex ?? "") \($0.dark?.hex ?? "")" }.sorted()
        #expect(on == ["#FFFFFF #001119", "#FFFFFF #1B0A00"])
    }
}
