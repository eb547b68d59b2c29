import CSSEngine
import Testing

/// Garbage in, no crash and no hang: random bytes, truncations, deep nesting.
@Suite struct CSSRobustnessTests {
    /// A deterministic generator so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func exercise(_ text: String) {
        let sheet = CSSStylesheet.parse(text)
        for rule in sheet.allQualifiedRules {
            _ = CSSSelectors.split(rule.selectorText)
            _ = CSSSelectors.darkVariant(rule.prelude)
            for d in rule.declarations {
                _ = CSSValues.expand(d)
                _ = CSSColorParser.parse(d.value)
                _ = CSSValues.length(d.value)
                _ = CSSValues.shadows(d.value)
                _ = CSSValues.font(d.value)
                _ = CSSVariables.substitute(d.value) { _ in d.value }
                _ = d.valueText
            }
        }
        _ = CSSParser.parseDeclarationList(text)
        _ = CSSSyntax.oneRule(text)
        _ = CSSSyntax.oneDeclaration(text)
        _ = CSSColorParser.parse(text)
        _ = CSSSelectors.isDarkMediaQuery(text)
    }

    @Test func randomBytes() {
        var rng = SplitMix(state: 42)
        let alphabet = Array("{}[]()\"'\\/*;:,.#@!-+%<>=~|^$ \n\r\t\u{0}\u{C}aZ09eEuU?é💥".unicodeScalars)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<400, using: &rng)
            var s = String.UnicodeScalarView()
            for _ in 0..<count { s.append(alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]) }
            Self.exercise(String(s))
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            Self.exercise(String(decoding: bytes, as: UTF8.self))
            _ = CSSStylesheet.parse(bytes: bytes)
        }
    }

    @Test func everyTruncationOfARealisticSheet() {
        let css = """
            @charset "utf-8"; :root{--a:#fff;--b:var(--a,rgb(0 0 0/.5))}
            @media (prefers-color-scheme:dark){.dark .card{color:lab(50% 20 -30)!important;font:600 17px/22px "SF Pro"}}
            a[href^='x']::after{content:"\\41 b";background:url( a.png ) center/cover,linear-gradient(red,blue)}
            """
        let scalars = Array(css.unicodeScalars)
        for i in 0...scalars.count {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[..<i])
            Self.exercise(String(s))
        }
    }

    @Test(.timeLimit(.minutes(1))) func deepNestingDoesNotOverflow() {
        let depth = 100_000
        Self.exercise(String(repeating: "(", count: depth))
        Self.exercise(String(repeating: "a{", count: depth))
        Self.exercise("x:" + String(repeating: "calc(", count: depth) + "1px")
        Self.exercise(String(repeating: "[{(", count: depth / 3) + String(repeating: ")}]", count: depth / 3))
        let values = CSSSyntax.componentValues(String(repeating: "f(", count: 1000))
        #expect(!values.isEmpty)
    }
}
