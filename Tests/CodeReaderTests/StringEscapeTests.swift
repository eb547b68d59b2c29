import Testing

@testable import CodeReader

/// A string literal's escapes are the characters they stand for: `Text("Réglages\u{2026}")` shows "Réglages…", so it
/// pairs with the mockup's "Réglages…"; a raw literal and an unknown escape stay as written.
@Suite struct StringEscapeTests {
    @Test func escapesAreDecoded() {
        #expect(SyntaxHelpers.unescaped("Réglages\\u{2026}") == "Réglages…")
        #expect(SyntaxHelpers.unescaped("\\u{2318},") == "⌘,")
        #expect(SyntaxHelpers.unescaped("Zeile\\nzwei \\\"zitiert\\\" \\\\ fin") == "Zeile\nzwei \"zitiert\" \\ fin")
        #expect(SyntaxHelpers.unescaped("ohne") == "ohne")
    }

    @Test func unknownOrBrokenEscapesStayAsWritten() {
        #expect(SyntaxHelpers.unescaped("a\\u{zz}b") == "a\\u{zz}b")
        #expect(SyntaxHelpers.unescaped("a\\qb") == "a\\qb")
        #expect(SyntaxHelpers.unescaped("end\\") == "end\\")
    }

    @Test func aTextLiteralReadsItsEscapes() throws {
        let inv = try TestSupport.readSnippet(#"import SwiftUI; struct Pied: View { var body: some View { Text("Réglages\u{2026}") } }"#)
        #expect(inv.elements.contains { $0.text == "Réglages…" }, "\(inv.elements.map(\.text))")
    }
}
