import Foundation
import Testing

@testable import GapCheckModel

@Suite("Color science against published reference data")
struct ColorScienceTests {
    @Test("CIEDE2000 matches Sharma, Wu & Dalal (2005) table 1")
    func sharma() throws {
        let rows = try TestData.csv("ciede2000_sharma.csv")
        #expect(rows.count == 34)
        for r in rows {
            let v = r.dropFirst().compactMap(Double.init)
            let d = DeltaE2000.difference(LabColor(l: v[0], a: v[1], b: v[2]), LabColor(l: v[3], a: v[4], b: v[5]))
            #expect(abs(d - v[6]) < 1e-4, "pair \(r[0]): \(d) vs \(v[6])")
            // Symmetric.
            let back = DeltaE2000.difference(LabColor(l: v[3], a: v[4], b: v[5]), LabColor(l: v[0], a: v[1], b: v[2]))
            #expect(abs(back - v[6]) < 1e-4, "pair \(r[0]) reversed")
        }
    }

    @Test("WCAG contrast matches the reference implementations")
    func wcag() throws {
        let rows = try TestData.csv("wcag_contrast.csv")
        #expect(rows.count >= 30)
        for r in rows {
            let fg = try #require(Color(hex: r[0])), bg = try #require(Color(hex: r[1]))
            let expected = try #require(Double(r[7]))
            #expect(abs(fg.contrastRatio(with: bg) - expected) < 1e-3, "\(r[0]) on \(r[1])")
            #expect(abs(fg.relativeLuminance - (Double(r[5]) ?? -1)) < 1e-4)
            #expect((fg.contrastRatio(with: bg) >= 4.5) == (r[8] == "yes"), "AA normal \(r[0]) on \(r[1])")
            #expect((fg.contrastRatio(with: bg) >= 3) == (r[9] == "yes"), "AA large \(r[0]) on \(r[1])")
        }
    }

    @Test("Lab of sRGB primaries matches the published D65 values (Lindbloom)")
    func labAnchors() {
        let white = Color(red: 1, green: 1, blue: 1).lab
        #expect(abs(white.l - 100) < 1e-3 && abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
        let red = Color(red: 1, green: 0, blue: 0).lab
        #expect(abs(red.l - 53.2408) < 1e-2)
        #expect(abs(red.a - 80.0925) < 1e-2)
        #expect(abs(red.b - 67.2032) < 1e-2)
    }

    @Test("Apple system green is not #34C759 in dark mode: ΔE says how far")
    func systemGreenDark() throws {
        let spec = try #require(Color(hex: "#34C759")), dark = try #require(Color(hex: "#30D158"))
        #expect(spec.deltaE2000(to: spec) == 0)
        #expect(spec.deltaE2000(to: dark) > 2)
    }
}

@Suite("Hex parsing and formatting")
struct ColorHexTests {
    @Test(arguments: [
        ("#34C759", "#34C759"), ("34c759", "#34C759"), ("#fff", "#FFFFFF"), ("#0008", "#00000088"),
        ("#2B2B5726", "#2B2B5726"), ("0x12A4F0", "#12A4F0")
    ])
    func roundTrip(input: String, hex: String) throws {
        #expect(try #require(Color(hex: input)).hex == hex)
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#GGGGGG", "#1234567", "rgb(0,0,0)"])
    func rejects(input: String) { #expect(Color(hex: input) == nil) }

    @Test func description() throws {
        #expect(try #require(Color(hex: "#2B2B57")).withAlpha(0.15).description == "#2B2B57 @ 15%")
        #expect(Color(red255: 255, green255: 95, blue255: 80).description == "#FF5F50")
        #expect(Color(rgb: 0x34C759).hex == "#34C759")
    }

    @Test func compositing() throws {
        let black50 = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let c = black50.composited(over: Color(red: 1, green: 1, blue: 1))
        #expect(abs(c.red - 0.5) < 1e-9 && c.alpha == 1)
    }
}
