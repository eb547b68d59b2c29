import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A token file generated for light mode only, against a design with a dark set: one cause, one finding, not one
/// per token. An app with some adaptive colors keeps a finding per color that lacks its dark value.
@Suite struct WholePaletteDarkTests {
    static let hues = ["amber", "basalt", "coral", "dune", "ember", "fjord", "glade", "heath", "iris", "juniper", "kelp"]

    static func design() -> String {
        let light = hues.enumerated().map { i, h in "--paleta-\(h): #\(String(format: "%02X", 0x30 + i * 12))6090;" }.joined(separator: " ")
        let dark = hues.enumerated().map { i, h in "--paleta-\(h): #\(String(format: "%02X", 0xC0 - i * 8))D0E0;" }.joined(separator: " ")
        return ":root { \(light) }\n@media (prefers-color-scheme: dark) { :root { \(dark) } }"
    }

    static func app(adaptive: Bool) -> String {
        let lines = hues.enumerated().map { i, h -> String in
            let hex = String(format: "%02X6090", 0x30 + i * 12)
            if adaptive && i == 0 {
                return
                    "    static let paleta\(h.capitalized) = Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(hex: 0xC0D0E0) : UIColor(hex: 0x\(hex)) })"
            }
            return "    static let paleta\(h.capitalized) = Color(hex: 0x\(hex))"
        }
        return "import SwiftUI\nimport UIKit\nextension Color {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    static func darkFindings(_ a: Analysis) -> [Finding] { a.findings.filter { $0.rule == "color.dark-variant-missing" } }

    @Test func aPaletteWithNoDarkAppearanceIsOneFinding() throws {
        let a = try TrustMatchTests.analyze(["design/tokens.css": Self.design(), "app/Paleta.swift": Self.app(adaptive: false)])
        let found = Self.darkFindings(a)
        #expect(found.count == 1, "\(found.map(\.title))")
        #expect(found.first?.title.contains("no dark appearance: 11 design colors") == true, "\(found.map(\.title))")
        #expect(found.first?.count == 11 && found.first?.severity == .medium)
    }

    @Test func anAppWithAdaptiveColorsKeepsAFindingPerColor() throws {
        let a = try TrustMatchTests.analyze(["design/tokens.css": Self.design(), "app/Paleta.swift": Self.app(adaptive: true)])
        let found = Self.darkFindings(a)
        #expect(found.count == 10, "\(found.map(\.title))")
        #expect(!found.contains { $0.title.contains("no dark appearance") })
    }

    /// Palette steps paired by value and halves of light/dark pairs stay their own lows: only the plain gaps are one cause.
    @Test func lowFindingsAreNotFoldedIntoTheWholePalette() {
        func finding(_ n: Int, _ severity: Severity) -> Finding {
            Finding(
                rule: "color.dark-variant-missing", severity: severity, category: .darkMode, title: "t\(n)", message: "m", expected: nil,
                actual: nil, fix: nil, fixLocation: SourceLocation(file: "Paleta.swift", line: n, column: 1), key: "k\(n)")
        }
        let mediums = (1...10).map { finding($0, .medium) }
        let lows = (11...12).map { finding($0, .low) }
        let folded = ColorDarkVariantMissingCheck.noDarkAppearance(mediums + lows, candidates: [])
        #expect(folded.count == 3 && folded.filter { $0.severity == .low }.count == 2)
        // Nine plain ones are nine findings; lows never reach the minimum.
        #expect(ColorDarkVariantMissingCheck.noDarkAppearance(Array(mediums.prefix(9)) + lows, candidates: []).count == 11)
        #expect(ColorDarkVariantMissingCheck.noDarkAppearance((1...12).map { finding($0, .low) }, candidates: []).count == 12)
    }
}
