import CodeReader
import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

@Suite struct MatchingColorTests {
    typealias S = MatchingTestSupport

    @Test func sharmaCIEDE2000() throws {
        let rows = try #require(S.csv("ciede2000_sharma.csv"), "testdata not found at \(S.testdata.path)")
        #expect(rows.count == 34)
        for r in rows {
            let d = DeltaE2000.difference(
                LabColor(l: Double(r["L1"]!)!, a: Double(r["a1"]!)!, b: Double(r["b1"]!)!),
                LabColor(l: Double(r["L2"]!)!, a: Double(r["a2"]!)!, b: Double(r["b2"]!)!))
            #expect(abs(d - Double(r["dE00"]!)!) < 1e-4, "pair \(r["pair"]!)")
        }
    }

    @Test func wcagContrast() throws {
        let rows = try #require(S.csv("wcag_contrast.csv"))
        #expect(rows.count >= 30)
        for r in rows {
            let fg = try #require(Color(hex: r["foreground"]!)), bg = try #require(Color(hex: r["background"]!))
            let ratio = fg.contrastRatio(with: bg)
            #expect(abs(ratio - Double(r["contrast_wcagpkg"]!)!) < 1e-3, "\(r["foreground"]!) on \(r["background"]!)")
            #expect((ratio >= 4.5) == (r["aa_normal"] == "yes"))
            #expect((ratio >= 3) == (r["aa_large"] == "yes"))
        }
    }

    @Test func thresholdsDecideStatus() {
        let inv = Inventory(colors: [
            S.token("same", "#34C759"), S.token("drift", "#0F88FF"), S.token("mismatch", "#FFCC00")
        ])
        let m = ColorMatcher(inventory: inv, configuration: Configuration())
        #expect(m.match(S.color("--same", "#34C759")).status == .matched)
        #expect(m.match(S.color("--drift", "#0A84FF")).status == .drift)
        #expect(m.match(S.color("--mismatch", "#FF9500")).status == .mismatch)
        var strict = Configuration()
        strict.driftDeltaE = 1.0
        #expect(ColorMatcher(inventory: inv, configuration: strict).match(S.color("--drift", "#0A84FF")).status == .mismatch)
    }

    @Test func alphaIsComparedApart() {
        let inv = Inventory(colors: [S.token("overlay", "#00000066")])
        let m = ColorMatcher(inventory: inv, configuration: Configuration())
        #expect(m.match(S.color("--overlay", "#00000066")).status == .matched)
        #expect(m.match(S.color("--overlay", "#00000080")).status == .mismatch)
    }

    @Test func darkAgainstDark() {
        let inv = Inventory(colors: [S.token("textPrimary", "#1C1C1E", dark: "#EEEEEE", origin: .asset)])
        let m = ColorMatcher(inventory: inv, configuration: Configuration())
        #expect(m.match(S.color("--text-primary", "#1C1C1E", dark: "#FFFFFF")).status == .mismatch)
        #expect(m.match(S.color("--text-primary", "#1C1C1E", dark: "#EEEEEE")).status == .matched)
    }

    @Test func systemColorIsGenericWhenDarkDiffers() {
        let inv = Inventory(colors: [
            S.token("statusSuccess", "#34C759", dark: "#30D158", origin: .system, system: "systemGreen", expression: "Color.green"),
            S.token("textOnBrand", "#FFFFFF", origin: .system, system: "white", expression: "Color.white")
        ])
        let m = ColorMatcher(inventory: inv, configuration: Configuration())
        #expect(m.match(S.color("--color-status-success", "#34C759")).status == .generic)
        #expect(m.match(S.color("--color-status-success", "#34C759", dark: "#30D158")).status == .matched)
        #expect(m.match(S.color("--color-text-on-brand", "#FFFFFF")).status == .matched)
    }

    @Test func valueMatchWhenNoName() {
        let inv = Inventory(colors: [S.token("darkGreen", "#1A7F37"), S.token("zoneThreshold", "#FF9F0A")])
        let m = ColorMatcher(inventory: inv, configuration: Configuration())
        let r = m.match(S.color("--color-status-success-strong", "#1A7F37"))
        #expect(r.status == .matchedByValue)
        #expect(r.codeName == "Color.darkGreen")
        #expect(m.match(S.color("--color-brand-highlight", "#FFB020")).status == .missing)
    }

    /// The lightness window must find exactly what a full scan finds.
    @Test func valueIndexEqualsBruteForce() {
        var rng = SystemRandomNumberGenerator()
        var colors: [(color: Color, index: Int, name: String)] = []
        for i in 0..<3000 {
            colors.append(
                (Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng), blue: .random(in: 0...1, using: &rng)), i, "c\(i)"))
        }
        let index = ColorValueIndex(colors)
        for q in 0..<60 {
            let query = colors[q * 37].color.withAlpha(1)
            let query2 = Color(red: min(1, query.red + 0.01), green: query.green, blue: max(0, query.blue - 0.01))
            let fast = Set(index.within(2.0, of: query2, alphaTolerance: 0.02).map(\.index))
            let slow = Set(colors.filter { query2.deltaE2000(to: $0.color) <= 2.0 }.map(\.index))
            #expect(fast == slow)
        }
    }

    @Test func idiomFollowsTheApp() {
        let inv = Inventory(colors: [
            S.token("a", "#112233", expression: "Color(hex: \"#112233\")"), S.token("b", "#445566", expression: "Color(hex: \"#445566\")"),
            S.token("c", "#778899", expression: "Color(hex: 0x778899)")
        ])
        var read = inv
        read.idiom = IdiomReader.idiom(of: inv)
        let idiom = SwiftIdiom(inventory: read)
        #expect(idiom.declaration(name: "statusSuccess", color: Color(hex: "#34C759")!) == "static let statusSuccess = Color(hex: \"#34C759\")")
        // A fix to a line keeps the form the reader read on that line; a line it did not read keeps the app's.
        #expect(idiom.styled(like: "Color(hex: 0x778899)").expression(Color(hex: "#34C759")!) == "Color(hex: 0x34C759)")
        #expect(idiom.styled(like: "Color.green").expression(Color(hex: "#34C759")!) == "Color(hex: \"#34C759\")")
        // Without the reader's idiom (nothing read), the form that needs no helper.
        #expect(SwiftIdiom(inventory: Inventory()).expression(Color(hex: "#34C759")!) == "Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)")
    }
}
