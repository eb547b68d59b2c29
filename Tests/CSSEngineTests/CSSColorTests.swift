import CSSEngine
import Foundation
import GapCheckModel
import Testing

/// One case of `color4_parse.json`.
struct CSSColor4Case: Sendable, CustomTestStringConvertible {
    let input: String
    let category: String
    let expected: CSSTestJSON
    var testDescription: String { "\(category): \(input)" }
}

@Suite struct CSSColorTests {
    /// Color cases this parser does not pass, keyed `file#index` (or `color4_parse:input`), with the reason.
    /// Keep empty if possible; never skip silently.
    static let knownFailures: [String: String] = [:]

    static let color4Cases: [CSSColor4Case] = {
        guard case .object(let root)? = try? CSSTestData.json("color4_parse.json"), case .array(let cases)? = root["cases"] else {
            return []
        }
        return cases.compactMap { c in
            guard case .object(let o) = c, let input = o["input"]?.stringValue else { return nil }
            return CSSColor4Case(input: input, category: o["category"]?.stringValue ?? "", expected: o["expected"] ?? .null)
        }
    }()

    @Test func color4SuiteIsPresent() {
        #expect(Self.color4Cases.count == 103)
    }

    @Test(arguments: color4Cases)
    func color4Parse(_ c: CSSColor4Case) {
        let parsed = CSSColorParser.parse(c.input)
        let tolerance = c.category.hasPrefix("lab") ? 1e-4 : 1e-6
        let ok: Bool
        switch c.expected {
        case .null: ok = parsed == nil
        case .string("currentcolor"): ok = parsed == .currentColor
        case .array(let channels):
            if let color = parsed?.color, channels.count == 4 {
                let actual = [color.red, color.green, color.blue, color.alpha]
                ok = zip(actual, channels).allSatisfy { a, e in
                    if case .number(let x) = e { return abs(a - x) <= tolerance }
                    return false
                }
            } else {
                ok = false
            }
        default: ok = false
        }
        if let reason = Self.knownFailures["color4_parse:\(c.input)"] {
            withKnownIssue(Comment(rawValue: reason)) { #expect(ok) }
        } else {
            #expect(ok, "\(c.input) → \(String(describing: parsed)), expected \(c.expected)")
        }
    }

    static let colorFiles = [
        "color_hexadecimal_3", "color_hexadecimal_4", "color_hsl_3", "color_hsl_4", "color_hwb_4", "color_keywords_3",
        "color_keywords_4", "color_function_4", "color_functions_5", "color_lab_4", "color_lch_4", "color_oklab_4",
        "color_oklch_4"
    ]

    static func serialize(_ s: CSSColorParser.Specified?, functionForm: Bool) -> CSSTestJSON {
        switch s {
        case nil: return .null
        case .currentColor?: return .string("currentcolor")
        case .color(let c)?: return .string(functionForm ? c.colorFunctionSerialization : c.serialization)
        }
    }

    /// Every case of the CourtBouillon color files, compared through the suite's serialization.
    @Test(arguments: colorFiles)
    func courtBouillonColors(_ file: String) {
        let pairs = CSSTestData.pairs("css-parsing-tests-courtbouillon/\(file).json")
        #expect(!pairs.isEmpty)
        let functionForm = file == "color_functions_5"
        var failures: [String] = []
        for (index, (input, expected)) in pairs.enumerated() {
            guard let text = input.stringValue else { continue }
            let actual: CSSTestJSON
            if hasPrefixIgnoringCase(text, "light-dark") {
                actual = .array([
                    Self.serialize(CSSColorParser.parseSpecified(text, colorScheme: .light), functionForm: true),
                    Self.serialize(CSSColorParser.parseSpecified(text, colorScheme: .dark), functionForm: true)
                ])
            } else {
                actual = Self.serialize(CSSColorParser.parseSpecified(text), functionForm: functionForm)
            }
            let key = "\(file)#\(index)"
            if let reason = Self.knownFailures[key] {
                withKnownIssue(Comment(rawValue: reason)) { #expect(actual == expected, "\(key)") }
            } else if actual != expected {
                failures.append("\(key) \(CSSTestJSON.string(text)) → \(actual), expected \(expected)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func namedColorTableMatchesSharedCSV() throws {
        let csv = try String(contentsOf: CSSTestData.url("css_named_colors.csv"), encoding: .utf8)
        let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        #expect(rows.count == 148)
        #expect(CSSNamedColors.all.count == 148)
        for row in rows {
            let expected = UInt32(row[1].dropFirst(), radix: 16)
            #expect(CSSNamedColors.rgb(named: row[0]) == expected, "\(row[0])")
        }
        #expect(Set(CSSNamedColors.all.map(\.name)) == Set(rows.map { $0[0] }))
    }

    @Test func wideGamutColorsAreClampedAndFlagged() throws {
        let p3 = try #require(CSSColorParser.parse("color(display-p3 1 0 0)"))
        guard case .color(let c, let outOfGamut) = p3 else { Issue.record("not a color"); return }
        #expect(outOfGamut)
        #expect(c.red == 1 && c.green == 0)
        #expect(CSSColorParser.parse("#34C759") == .color(Color(red255: 0x34, green255: 0xC7, blue255: 0x59), outOfGamut: false))
        #expect(CSSColorParser.parse("light-dark(#fff, #000)", colorScheme: .dark)?.color == Color(red: 0, green: 0, blue: 0))
        #expect(CSSColorParser.parse("currentColor") == .currentColor)
        #expect(CSSColorParser.parse("rgb(300, -10, 0)") == .color(Color(red: 1, green: 0, blue: 0), outOfGamut: false))
    }
}

private func hasPrefixIgnoringCase(_ s: String, _ p: String) -> Bool { s.lowercased().hasPrefix(p) }

@Suite struct CSSColorMixTests {
    static func rgba(_ text: String) -> [Double]? {
        CSSColorParser.parse(text)?.color.map { [$0.red, $0.green, $0.blue, $0.alpha] }
    }

    static func close(_ a: [Double]?, _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func mixes() {
        #expect(Self.close(Self.rgba("color-mix(in srgb, red, blue)"), [0.5, 0, 0.5, 1]))
        #expect(Self.close(Self.rgba("color-mix(in srgb, red 25%, blue)"), [0.25, 0, 0.75, 1]))
        #expect(Self.close(Self.rgba("color-mix(in srgb, #fff 10%, transparent)"), [1, 1, 1, 0.1]))
        #expect(Self.close(Self.rgba("color-mix(in srgb, red 20%, blue 20%)"), [0.5, 0, 0.5, 0.4]))
        let green: [Double] = [52.0 / 255, 199.0 / 255, 89.0 / 255, 1]
        #expect(Self.close(Self.rgba("color-mix(in oklab, #34C759, #34C759)"), green, 1e-5))
        #expect(Self.close(Self.rgba("color-mix(in hsl, hsl(0 100% 50%), hsl(120 100% 50%))"), [1, 1, 0, 1], 1e-5))
        #expect(Self.close(Self.rgba("color-mix(in hsl longer hue, hsl(0 100% 50%), hsl(120 100% 50%))"), [0, 0, 1, 1], 1e-5))
        let gray: [Double] = Self.rgba("color-mix(in lch, white, black)") ?? [0, 1, 0, 0]
        #expect(abs(gray[0] - gray[1]) < 1e-4 && abs(gray[1] - gray[2]) < 1e-4 && gray[0] > 0.3 && gray[0] < 0.6)
        #expect(Self.rgba("color-mix(in srgb, red 0%, blue 0%)") == nil)
        #expect(Self.rgba("color-mix(red, blue)") == nil)
        #expect(Self.rgba("color-mix(in srgb, red)") == nil)
    }
}
