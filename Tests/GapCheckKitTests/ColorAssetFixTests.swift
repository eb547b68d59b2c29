import GapCheckModel
import Testing

@testable import GapCheckAnalysis

/// A token that already reads a colorset is fixed in that colorset, under its own name; a token that reads
/// none gets a colorset to add (field round 4: compound's `Color("alphaGray1200", bundle: Bundle.module)`
/// was told to "add colorset AlphaGray1200"). Which colorset a line reads is the reader's answer
/// (`Inventory.assetReferences`, resolved or not), never parsed back from the expression.
@Suite struct ColorAssetFixTests {
    static let file = "App/Theme.swift"

    /// An inventory whose line `line` reads colorset `name` (`resolved`: the catalogs hold it).
    static func idiom(_ references: [(name: String, line: Int, resolved: Bool)]) -> SwiftIdiom {
        var inventory = Inventory()
        inventory.assetReferences = references.map {
            AssetReference(
                name: $0.name, resolved: $0.resolved, expression: "Color(\"\($0.name)\")", location: SourceLocation(file: file, line: $0.line, column: 30))
        }
        return SwiftIdiom(inventory: inventory)
    }

    @Test func aTokenThatReadsAColorsetIsFixedInThatColorsetUnderItsOwnName() throws {
        let e = MatchingTestSupport.color("--bg-subtle", "#F4F6FA", dark: "#1B1D22")
        let idiom = Self.idiom([("bgSubtle", 12, true), ("Surface/Subtle", 14, true)])
        let fix = try #require(
            ColorFix.line(
                name: "bgSubtle", e: e, idiom: idiom, configuration: Configuration(), like: "static let bgSubtle = Color(\"bgSubtle\", bundle: .module)",
                at: SourceLocation(file: Self.file, line: 12, column: 16)))
        #expect(fix.kind == "asset")
        #expect(!fix.isCode)
        #expect(fix.text == "Set bgSubtle.colorset (the token already reads it) to Any #F4F6FA, Dark #1B1D22")
        let namespaced = try #require(
            ColorFix.line(name: "bgSubtle", e: e, idiom: idiom, configuration: Configuration(), at: SourceLocation(file: Self.file, line: 14, column: 16)))
        #expect(namespaced.text.hasPrefix("Set Surface/Subtle.colorset"))
    }

    @Test func aLiteralNoLocationOrAMissingColorsetStillGetsAColorsetToAdd() throws {
        let e = MatchingTestSupport.color("--bg-subtle", "#F4F6FA", dark: "#1B1D22")
        // Line 20 names a colorset nobody added; line 21 reads none.
        let idiom = Self.idiom([("bgSubtle", 20, false)])
        for line in [nil, 20, 21] {
            let at = line.map { SourceLocation(file: Self.file, line: $0, column: 16) }
            let fix = try #require(ColorFix.line(name: "bgSubtle", e: e, idiom: idiom, configuration: Configuration(), at: at))
            #expect(fix.text.contains("add colorset BgSubtle"), "line \(line.map(String.init) ?? "nil"): \(fix.text)")
        }
    }
}
