import GapCheckModel
import Testing

@testable import GapCheckAnalysis

/// A token that already reads a colorset is fixed in that colorset, under its own name; a token that reads
/// none gets a colorset to add (field round 4: compound's `Color("alphaGray1200", bundle: Bundle.module)`
/// was told to "add colorset AlphaGray1200").
@Suite struct ColorAssetFixTests {
    static func inventory(assets: [String]) -> Inventory {
        var inventory = Inventory()
        inventory.assets = assets.map { AssetColor(name: $0, light: nil, dark: nil, location: SourceLocation(file: "App/Assets.xcassets/\($0).colorset")) }
        return inventory
    }

    @Test func aTokenThatReadsAColorsetIsFixedInThatColorsetUnderItsOwnName() throws {
        let e = MatchingTestSupport.color("--bg-subtle", "#F4F6FA", dark: "#1B1D22")
        let idiom = SwiftIdiom(inventory: Self.inventory(assets: ["bgSubtle", "Surface/Subtle"]))
        let fix = try #require(
            ColorFix.line(
                name: "bgSubtle", e: e, idiom: idiom, configuration: Configuration(),
                like: "Color(\"bgSubtle\", bundle: Bundle.module)"))
        #expect(fix.kind == "asset")
        #expect(!fix.isCode)
        #expect(fix.text == "Set bgSubtle.colorset (the token already reads it) to Any #F4F6FA, Dark #1B1D22")
        // UIKit reads colorsets by name too.
        let uiKit = try #require(
            ColorFix.line(name: "bgSubtle", e: e, idiom: idiom, configuration: Configuration(), like: "UIColor(named: \"Surface/Subtle\")!"))
        #expect(uiKit.text.hasPrefix("Set Surface/Subtle.colorset"))
    }

    @Test func aLiteralNoExpressionOrAMissingColorsetStillGetsAColorsetToAdd() throws {
        let e = MatchingTestSupport.color("--bg-subtle", "#F4F6FA", dark: "#1B1D22")
        let idiom = SwiftIdiom(inventory: Self.inventory(assets: ["F4F6FA", "Other"]))
        for like in [nil, "Color(\"#F4F6FA\")", "Color(\"F4F6FA\")", "Color(hex: 0xF4F6FA)", "Color(\"bgSubtle\")"] {
            let fix = try #require(ColorFix.line(name: "bgSubtle", e: e, idiom: idiom, configuration: Configuration(), like: like))
            #expect(fix.text.contains("add colorset BgSubtle"), "\(like ?? "nil"): \(fix.text)")
        }
    }
}
