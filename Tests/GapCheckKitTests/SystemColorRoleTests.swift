import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// `color.generic` for a system color found by value under another name: the two names must not give the
/// colors different parts, and a pairing resting on the value alone is not critical. The fixtures are a
/// bakery ordering app (its own names), run through the real readers.
@Suite struct SystemColorRoleTests {
    static func generic(_ css: String, _ swift: String) throws -> [Finding] {
        let analysis = try TrustMatchTests.analyze([
            "design/menu.html": "<html><head><style>\(css)</style></head><body><main class=\"screen\"><h1>Menu</h1></main></body></html>",
            "app/Palette.swift": "import SwiftUI\n\n\(swift)\n"
        ])
        return analysis.findings.filter { $0.rule == "color.generic" }
    }

    @Test func aDesignBackgroundIsNotTheAppsTextColorOfTheSameValue() throws {
        // A dark page's black canvas and the app's `Color.primary` text (black in light mode only).
        let css = ":root { --crust-bg: #000000; } body { background: var(--crust-bg); color: #FFFFFF; }"
        let swift = "enum Palette {\n    static let inkText = Color.primary\n}"
        #expect(try Self.generic(css, swift).isEmpty)
    }

    @Test func aSystemColorFoundByValueUnderAnUnrelatedNameIsMediumAndSaysSo() throws {
        let css = ":root { --glaze-positive: #34C759; } .badge { color: var(--glaze-positive); }"
        let found = try Self.generic(css, "enum Palette {\n    static let sprinkle = Color.green\n}")
        #expect(found.count == 1)
        #expect(found.first?.severity == .medium)
        #expect(found.first?.message.contains("found by its light value alone") == true)
    }

    @Test func aSystemColorFoundByValueUnderANameSharingTheRoleStaysCritical() throws {
        let css = ":root { --glaze-positive: #34C759; } .badge { color: var(--glaze-positive); }"
        let found = try Self.generic(css, "enum Palette {\n    static let orderPositive = Color.green\n}")
        #expect(found.count == 1)
        #expect(found.first?.severity == .critical)
    }
}
