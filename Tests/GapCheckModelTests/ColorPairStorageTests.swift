import Foundation
import Testing

@testable import GapCheckModel

/// `ColorPair` keeps what it paints behind one shared reference (`ColorPairPaints`): sharing must never show.
@Suite struct ColorPairStorageTests {
    static func pair(_ fg: String, on bg: String, selector: String, line: Int, scheme: String = "dark") -> ColorPair {
        ColorPair(
            foreground: Color(hex: fg)!, background: Color(hex: bg)!, foregroundName: "--tinta-\(fg.dropFirst())", backgroundName: bg,
            fontSize: 12, fontWeight: 600, scheme: scheme, selector: selector, screen: "ajustes",
            location: SourceLocation(file: "maqueta/ajustes.html", line: line, column: 3))
    }

    @Test func aWriteToOneOfTwoSharedPairsLeavesTheOtherAlone() {
        var paints = ColorPairPaints()
        var a = Self.pair("#5A5A5A", on: "#101010", selector: "span.etiqueta", line: 4)
        var b = Self.pair("#5A5A5A", on: "#101010", selector: "em.nota", line: 9)
        paints.share(&a)
        paints.share(&b)
        b.iconGlyph = "✓"
        b.foreground = Color(hex: "#FAFAFA")!
        b.textColorStated = false
        #expect(a.iconGlyph == nil && a.foreground == Color(hex: "#5A5A5A")! && a.textColorStated)
        #expect(b.iconGlyph == "✓" && b.foreground == Color(hex: "#FAFAFA")! && !b.textColorStated)
        #expect(a.selector == "span.etiqueta" && b.selector == "em.nota" && a.location.line == 4 && b.location.line == 9)
    }

    @Test func sharedPairsCompareAndHashByTheirFields() {
        var paints = ColorPairPaints()
        var a = Self.pair("#5A5A5A", on: "#101010", selector: "span.etiqueta", line: 4)
        var same = Self.pair("#5A5A5A", on: "#101010", selector: "span.etiqueta", line: 4)
        var elsewhere = Self.pair("#5A5A5A", on: "#101010", selector: "span.etiqueta", line: 5)
        let light = Self.pair("#5A5A5A", on: "#101010", selector: "span.etiqueta", line: 4, scheme: "light")
        paints.share(&a)
        paints.share(&same)
        paints.share(&elsewhere)
        #expect(a == same && a.hashValue == same.hashValue)
        #expect(a != elsewhere)
        #expect(a != light)
        #expect(Set([a, same, elsewhere, light]).count == 3)
    }

    /// The keys a synthesized conformance wrote: absent optionals left out, `textColorStated` always there.
    @Test func encodesTheFieldsAsBeforeAndDecodesThem() throws {
        var p = Self.pair("#5A5A5A", on: "#101010", selector: "span.etiqueta", line: 4)
        p.gradientRatios = [2.5, 4.75]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(p), as: UTF8.self)
        let keys = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]).keys.sorted()
        #expect(
            keys == [
                "background", "backgroundName", "fontSize", "fontWeight", "foreground", "foregroundName", "gradientRatios", "location",
                "scheme", "screen", "selector", "textColorStated"
            ])
        #expect(try JSONDecoder().decode(ColorPair.self, from: Data(text.utf8)) == p)
    }
}
