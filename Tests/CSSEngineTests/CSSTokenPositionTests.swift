import CSSEngine
import Testing

@Suite struct CSSTokenPositionTests {
    @Test func positionsAreScalarColumnsAfterMultibyteAndEscapes() {
        let values = CSSSyntax.componentValues("é \\41 x 💥y\n  \"a\\\nb\" f(1px)")
        let significant = values.filter { !$0.isWhitespace }
        #expect(significant.map(\.line) == [1, 1, 1, 2, 3])
        #expect(significant.map(\.column) == [1, 3, 9, 3, 4])
        guard case .function(_, let args) = significant[4].kind else { Issue.record("expected f()"); return }
        #expect(args.first.map { ($0.line, $0.column) } ?? (0, 0) == (3, 6))
    }

    @Test func preprocessingNormalizesNewlinesAndNul() {
        let values = CSSSyntax.componentValues("a\r\nb\rc\u{C}d\u{0}")
        #expect(values.compactMap(\.identValue) == ["a", "b", "c", "d\u{FFFD}"])
        #expect(values.filter { !$0.isWhitespace }.map(\.line) == [1, 2, 3, 4])
    }

    @Test func bytesWithEncodingDetection() {
        let latin1: [UInt8] = Array("@charset \"iso-8859-1\"; a { content: \"".utf8) + [0xE9] + Array("\" }".utf8)
        let sheet = CSSStylesheet.parse(bytes: latin1)
        guard case .qualified(let rule)? = sheet.rules.last else { Issue.record("expected a rule"); return }
        #expect(rule.declarations.first?.value.first?.kind == .string("é"))
        #expect(CSSEncoding.decode([0xFF, 0xFE, 0x61, 0x00]).encoding == "utf-16le")
    }
}
