import CSSEngine
import GapCheckModel
import Testing

@Suite struct CSSValuesTests {
    static let lengths: [(String, Double?)] = [
        ("16px", 16), ("12pt", 12), ("1.5rem", 24), ("2em", 32), ("0", 0), ("50%", nil), ("10vw", nil), ("auto", nil),
        ("-4px", -4), ("1in", 96), ("calc(8px * 2 + 1rem)", 32), ("calc(100% - 8px)", nil), ("max(4px, 1rem)", 16),
        ("calc((2px + 3px) * 2)", 10), ("3", nil)
    ]

    @Test(arguments: lengths)
    func length(_ text: String, _ expected: Double?) {
        #expect(CSSValues.length(text) == expected)
    }

    @Test func contextualLengths() {
        let ctx = CSSValueContext(rootFontSize: 10, fontSize: 20, viewportWidth: 390, viewportHeight: 844)
        #expect(CSSValues.length("2rem", context: ctx) == 20)
        #expect(CSSValues.length("1.5em", context: ctx) == 30)
        #expect(CSSValues.length("10vw", context: ctx) == 39)
        #expect(CSSValues.length("50%", percentBase: 200) == 100)
        #expect(CSSValues.length("12pt", context: CSSValueContext(physicalPoints: true)) == 16)
    }

    @Test func fontProperties() {
        func v(_ s: String) -> [CSSComponentValue] { CSSParser.parseValue(s) }
        #expect(CSSValues.fontSize(v("large")) == 18)
        #expect(CSSValues.fontSize(v("120%"), context: CSSValueContext(fontSize: 10)) == 12)
        #expect(CSSValues.fontSize(v("1.0625rem")) == 17)
        #expect(CSSValues.fontWeight(v("600")) == 600)
        #expect(CSSValues.fontWeight(v("bold")) == 700)
        #expect(CSSValues.fontWeight(v("normal")) == 400)
        #expect(CSSValues.fontWeight(v("bolder"), parentWeight: 400) == 700)
        #expect(CSSValues.fontWeight(v("lighter"), parentWeight: 700) == 400)
        #expect(CSSValues.fontWeight(v("1200")) == nil)
        #expect(CSSValues.fontFamily(v("\"SF Pro Text\", -apple-system, sans-serif")) == "SF Pro Text")
        #expect(CSSValues.fontFamily(v("Helvetica Neue, Arial")) == "Helvetica Neue")
        #expect(CSSValues.lineHeight(v("1.5"))?.points(fontSize: 16) == 24)
        #expect(CSSValues.lineHeight(v("22px")) == .points(22))
        #expect(CSSValues.lineHeight(v("normal")) == .normal)
        #expect(CSSValues.letterSpacing(v("-0.02em"), context: CSSValueContext(fontSize: 17)) == -0.34)
        #expect(CSSValues.letterSpacing(v("normal")) == 0)
    }

    @Test func fontShorthand() throws {
        let spec = try #require(CSSValues.font(CSSParser.parseValue("italic 600 17px/22px -apple-system, sans-serif")))
        #expect(spec.size == 17 && spec.weight == 600 && spec.lineHeight == 22 && spec.italic)
        #expect(spec.family == "-apple-system")
        let decl = CSSParser.parseDeclarationList("font: bold 1rem/1.5 \"Inter\", sans-serif")[0]
        let longhands = Dictionary(uniqueKeysWithValues: CSSValues.expand(decl).map { ($0.name, $0.valueText) })
        #expect(longhands["font-weight"] == "bold")
        #expect(longhands["font-size"] == "1rem")
        #expect(longhands["line-height"] == "1.5")
        #expect(longhands["font-family"] == "\"Inter\", sans-serif")
        #expect(longhands["font-style"] == "normal")
    }

    static let shorthands: [(String, [String: String])] = [
        ("padding: 4px", ["padding-top": "4px", "padding-right": "4px", "padding-bottom": "4px", "padding-left": "4px"]),
        ("margin: 1px 2px 3px", ["margin-top": "1px", "margin-right": "2px", "margin-bottom": "3px", "margin-left": "2px"]),
        ("padding: 1px 2px 3px 4px", ["padding-top": "1px", "padding-right": "2px", "padding-bottom": "3px", "padding-left": "4px"]),
        ("gap: 8px 12px", ["row-gap": "8px", "column-gap": "12px"]),
        ("gap: 8px", ["row-gap": "8px", "column-gap": "8px"]),
        ("overflow: hidden", ["overflow-x": "hidden", "overflow-y": "hidden"]),
        ("overflow: auto clip", ["overflow-x": "auto", "overflow-y": "clip"]),
        (
            "border-radius: 10px 5px / 20px",
            [
                "border-top-left-radius": "10px 20px", "border-top-right-radius": "5px 20px",
                "border-bottom-right-radius": "10px 20px", "border-bottom-left-radius": "5px 20px"
            ]
        ),
        (
            "border-radius: 12px",
            [
                "border-top-left-radius": "12px", "border-top-right-radius": "12px",
                "border-bottom-right-radius": "12px", "border-bottom-left-radius": "12px"
            ]
        ),
        ("border-top: #ccc 1px solid", ["border-top-width": "1px", "border-top-style": "solid", "border-top-color": "#ccc"]),
        ("background: url(a.png) no-repeat, rgba(0,0,0,.5) center", ["background-color": "rgba(0,0,0,.5)", "background-image": "url(a.png)"]),
        ("background: linear-gradient(#FFF, #000)", ["background-color": "transparent", "background-image": "linear-gradient(#FFF, #000)"]),
        ("background: #F2F2F7", ["background-color": "#F2F2F7", "background-image": "none"])
    ]

    @Test(arguments: shorthands)
    func shorthand(_ css: String, _ expected: [String: String]) {
        let decl = CSSParser.parseDeclarationList(css)[0]
        let expanded = CSSValues.expand(decl)
        #expect(Dictionary(uniqueKeysWithValues: expanded.map { ($0.name, $0.valueText) }) == expected)
        #expect(expanded.allSatisfy { $0.line == decl.line && $0.column == decl.column })
    }

    @Test func borderExpandsToAllSides() {
        let decl = CSSParser.parseDeclarationList("border: 1px solid var(--x)")[0]
        #expect(CSSValues.expand(decl) == [decl])
        let plain = CSSParser.parseDeclarationList("border: 2px dashed")[0]
        let out = CSSValues.expand(plain)
        #expect(out.count == 12)
        #expect(out.first { $0.name == "border-left-color" }?.valueText == "currentcolor")
    }

    @Test func boxShadows() throws {
        let shadows = try #require(
            CSSValues.shadows(
                CSSParser.parseValue(
                    "0 1px 2px rgba(0,0,0,.1), inset #000 0 0 0 1px, 0 4px 12px -2px hsl(0 0% 0% / 20%)")))
        #expect(shadows.count == 3)
        #expect(shadows[0].y == 1 && shadows[0].blur == 2 && !shadows[0].inset)
        #expect(abs((shadows[0].color?.alpha ?? 0) - 0.1) < 1e-9)
        #expect(shadows[1].inset && shadows[1].spread == 1 && shadows[1].color == Color(red: 0, green: 0, blue: 0))
        #expect(shadows[2].spread == -2 && shadows[2].blur == 12)
        #expect(CSSValues.shadows(CSSParser.parseValue("none")) == [])
        #expect(CSSValues.shadows(CSSParser.parseValue("1px")) == nil)
        #expect(CSSValues.shadows(CSSParser.parseValue("0 0 4px red")).map { $0[0].color == nil } == false)
    }

    static let roundTripColors = [
        "#34C759", "#fff", "#0000", "#12345678", "rgb(255 128 0 / 0.5)", "hsl(210 20% 90%)", "hwb(200 30% 40% / 40%)",
        "rebeccapurple", "transparent", "lab(50% 20 -30)", "oklch(0.7 0.1 200)", "color(display-p3 0.2 0.4 0.6)",
        "rgba(10, 20, 30, 0.333)"
    ]

    @Test(arguments: roundTripColors)
    func colorRoundTrip(_ text: String) throws {
        let parsed = try #require(CSSColorParser.parse(text)?.color)
        let css = CSSValues.serializeColor(parsed)
        let again = try #require(CSSColorParser.parse(css)?.color, "\(css)")
        #expect(abs(again.red - parsed.red) < 1e-6 && abs(again.green - parsed.green) < 1e-6)
        #expect(abs(again.blue - parsed.blue) < 1e-6 && abs(again.alpha - parsed.alpha) < 1e-6)
        #expect(CSSValues.serializeColor(again) == css)
    }

    @Test(arguments: ["16px", "0", "0.5px", "-3px", "1.25rem", "17pt", "12.345678px"])
    func lengthRoundTrip(_ text: String) throws {
        let points = try #require(CSSValues.length(text))
        let css = CSSValues.serializeLength(points)
        #expect(CSSValues.length(css) == (points * 1_000_000).rounded() / 1_000_000)
        #expect(CSSValues.serializeLength(try #require(CSSValues.length(css))) == css)
    }
}
