import CSSEngine
import DesignTokenJSON
import Foundation
import GapCheckModel
import MockupReader
import Testing

/// Properties over seeded random inputs (no dependency; the same seed gives the same cases, and a
/// failure message prints the input). `PROPERTY_CASES=N` scales the number of cases.
@Suite("properties", .timeLimit(.minutes(5)))
struct PropertyTests {
    static let cases = Int(ProcessInfo.processInfo.environment["PROPERTY_CASES"] ?? "") ?? 2_000

    /// Pieces of CSS syntax, so random strings reach past the tokenizer into blocks, functions and values.
    static let cssPieces = [
        "{", "}", ";", ":", "(", ")", "[", "]", "\"", "'", "/*", "*/", "\\", "url(", "var(--a", "var(--b,", "--a:", "--b:",
        "#fff", "#12345678", "rgb(", "rgba(", "hsl(", "hwb(", "lab(", "oklch(", "color(srgb ", "light-dark(", "calc(", "min(",
        "1px", "2.5rem", "-3e2em", "50%", "0", "9", ".", "+", "-", "e", ",", "/", " ", "\n", "!important", "@media", "@import",
        "@supports", "(prefers-color-scheme: dark)", ".dark", "[data-theme=dark]", "&", ">", "~", "*", "color", "padding",
        "font", "margin", "border-radius", "box-shadow", "none", "transparent", "currentcolor", "red", "U+", "<!--", "-->",
        "\u{0}", "\u{FFFD}", "é", "\u{1F600}", "\r\n", "\u{C}"
    ]

    static func randomBytes(_ g: inout SeededGenerator, maxLength: Int = 256) -> [UInt8] {
        (0..<Int.random(in: 0...maxLength, using: &g)).map { _ in UInt8.random(in: 0...255, using: &g) }
    }

    static func randomCSS(_ g: inout SeededGenerator, maxPieces: Int = 60) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &g)).map { _ in cssPieces.randomElement(using: &g)! }.joined()
    }

    @Test("CSS parser and value parsers return on any bytes and on random CSS-like text")
    func cssNeverCrashes() {
        var g = SeededGenerator(seed: 0xC55)
        for _ in 0..<Self.cases {
            let bytes = Self.randomBytes(&g)
            let css = Self.randomCSS(&g)
            for text in [String(decoding: bytes, as: UTF8.self), css] {
                let sheet = CSSStylesheet.parse(text)
                for rule in sheet.allQualifiedRules { _ = CSSSelectors.split(rule.prelude) }
                let values = CSSSyntax.componentValues(text)
                _ = CSSColorParser.parse(values)
                _ = CSSValues.length(values)
                _ = CSSValues.font(values)
                _ = CSSValues.shadows(values)
                var props: [String: [CSSComponentValue]] = [:]
                for d in CSSParser.parseDeclarationList(text) where d.name.hasPrefix("--") { props[d.name] = d.value }
                _ = CSSVariables.resolveAll(props)
            }
            _ = CSSStylesheet.parse(bytes: bytes)
        }
    }

    @Test("serializing component values is a fixed point after one round")
    func cssSerializationIsStable() {
        var g = SeededGenerator(seed: 0x5E1A)
        var failures: [String] = []
        for _ in 0..<Self.cases {
            let text = Self.randomCSS(&g, maxPieces: 30)
            let once = CSSSerializer.serialize(CSSSyntax.componentValues(text))
            let twice = CSSSerializer.serialize(CSSSyntax.componentValues(once))
            if once != twice, failures.count < 5 { failures.append("\(text.debugDescription) → \(once.debugDescription) → \(twice.debugDescription)") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("a bad-url token does not serialize to a fixed point")
    func badURLSerialization() {
        let once = CSSSerializer.serialize(CSSSyntax.componentValues("url(a b)"))
        let twice = CSSSerializer.serialize(CSSSyntax.componentValues(once))
        #expect(once == twice, "\(once.debugDescription) → \(twice.debugDescription)")
        #expect(CSSSyntax.componentValues(once).contains { if case .badURL = $0.kind { true } else { false } })
    }

    @Test("colors: parse(serialize(c)) == c, and parse∘serialize∘parse == parse on random color text")
    func colorRoundTrip() {
        var g = SeededGenerator(seed: 0xC0102)
        func close(_ a: Color, _ b: Color) -> Bool {
            max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha)) < 1e-6
        }
        for _ in 0..<Self.cases {
            let exact = Color(
                red255: Int.random(in: 0...255, using: &g), green255: Int.random(in: 0...255, using: &g), blue255: Int.random(in: 0...255, using: &g),
                alpha: Bool.random(using: &g) ? 1 : Double(Int.random(in: 0...255, using: &g)) / 255)
            let free = Color(
                red: Double.random(in: 0...1, using: &g), green: Double.random(in: 0...1, using: &g), blue: Double.random(in: 0...1, using: &g),
                alpha: Double.random(in: 0...1, using: &g))
            for c in [exact, free] {
                let text = CSSValues.serializeColor(c)
                let back = CSSColorParser.parse(text)?.color
                #expect(back.map { close($0, c) } == true, "\(c) → \(text) → \(String(describing: back))")
            }
            let forms = [
                "rgb(\(Int.random(in: -20...300, using: &g)) \(Int.random(in: 0...255, using: &g)) \(Double.random(in: 0...255, using: &g)) / \(Double.random(in: -0.5...1.5, using: &g)))",
                "hsl(\(Double.random(in: -720...720, using: &g))deg \(Int.random(in: 0...100, using: &g))% \(Int.random(in: 0...100, using: &g))%)",
                "hwb(\(Int.random(in: 0...360, using: &g)) \(Int.random(in: 0...100, using: &g))% \(Int.random(in: 0...100, using: &g))%)",
                "#" + String(UInt32.random(in: 0...0xFFFFFF, using: &g), radix: 16),
                "oklch(\(Double.random(in: 0...1, using: &g)) \(Double.random(in: 0...0.4, using: &g)) \(Double.random(in: 0...360, using: &g)))",
                "lab(\(Double.random(in: 0...100, using: &g)) \(Double.random(in: -125...125, using: &g)) \(Double.random(in: -125...125, using: &g)))",
                CSSNamedColors.all.randomElement(using: &g)!.name
            ]
            for text in forms {
                guard let c = CSSColorParser.parse(text)?.color else { continue }
                let again = CSSColorParser.parse(CSSValues.serializeColor(c))?.color
                #expect(again.map { close($0, c) } == true, "\(text) → \(c) → \(CSSValues.serializeColor(c))")
            }
        }
    }

    @Test("lengths: length(serializeLength(v)) == v, and unit conversions are stable")
    func lengthRoundTrip() {
        var g = SeededGenerator(seed: 0x1E46)
        for _ in 0..<Self.cases {
            let v = (Double.random(in: -100_000...100_000, using: &g) * 1_000_000).rounded() / 1_000_000
            let text = CSSValues.serializeLength(v)
            let back = CSSValues.length(text)
            #expect(back.map { abs($0 - v) < 1e-9 * max(1, abs(v)) } == true, "\(v) → \(text) → \(String(describing: back))")
            let unit = ["px", "pt", "rem", "em", "in", "cm", "mm", "pc", "q"].randomElement(using: &g)!
            let n = Double(Int.random(in: -5000...5000, using: &g)) / 8
            if let pts = CSSValues.length("\(n)\(unit)") {
                let again = CSSValues.length(CSSValues.serializeLength(pts))
                #expect(again.map { abs($0 - pts) < 1e-6 * max(1, abs(pts)) } == true, "\(n)\(unit) → \(pts) → \(CSSValues.serializeLength(pts))")
            }
        }
    }

    @Test("token JSON parser returns on any bytes and on mutated token files")
    func tokenJSONNeverCrashes() {
        var g = SeededGenerator(seed: 0x70C3)
        let seed = Array(
            ##"{"color": {"$type": "color", "brand": {"$value": "#0A84FF", "$extensions": {"mode": {"dark": "{color.alt}"}}}, "alt": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}}}, "size": {"md": {"value": "16px", "type": "spacing"}}}"##
                .utf8)
        for _ in 0..<Self.cases {
            var bytes = seed
            for _ in 0..<Int.random(in: 1...8, using: &g) {
                let i = Int.random(in: 0..<bytes.count, using: &g)
                switch Int.random(in: 0...2, using: &g) {
                case 0: bytes[i] = UInt8.random(in: 0...255, using: &g)
                case 1: bytes.remove(at: i)
                default: bytes.insert(Array("{}[]\":,\\$".utf8).randomElement(using: &g)!, at: i)
                }
                if bytes.isEmpty { break }
            }
            var d: [Diagnostic] = []
            _ = DesignTokenFile.parse(bytes, path: "t.json", diagnostics: &d)
            _ = DesignTokenFile.parse(Self.randomBytes(&g), path: "r.json", diagnostics: &d)
            _ = JSONKeyLocator(bytes)
        }
    }

    @Test("the mockup reader returns on random HTML-ish files")
    func htmlNeverCrashes() throws {
        var g = SeededGenerator(seed: 0x4747)
        let pieces = [
            "<", ">", "</", "<div", "<section", "<h1>", "<h2>", "<style>", "</style>", "<link rel=stylesheet href=", "a.css", "\"", "'", "=",
            " class=", " style=", " data-screen=", " aria-label=", "&amp;", "&#x", ";", "<!--", "-->", "<![CDATA[", "]]>", "<!DOCTYPE",
            "color: red", "{", "}", "\n", "text", "<dt>", "<dd>", "<label>", "<input", "<table><tr><th>", "\u{0}", "é", "<svg><style>"
        ]
        let dir = try TempDir()
        for _ in 0..<max(50, Self.cases / 20) {
            let html = (0..<Int.random(in: 0...80, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
            try dir.write("page.html", html)
            try dir.write("a.css", Self.randomCSS(&g))
            try dir.write("raw.html", bytes: Self.randomBytes(&g))
            _ = try MockupReader.read(roots: [dir.path])
        }
    }
}
