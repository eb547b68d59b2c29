import Testing

@testable import CodeReader

/// A view's texts are what the program shows: a literal's escapes are decoded (a Czech settings row written with
/// `\u{2026}`, a quote inside a title), a raw literal is kept as written.
@Suite("String literal escapes")
struct StringEscapeTests {
    static let source = #"""
        import SwiftUI

        struct NastaveniView: View {
            var body: some View {
                VStack {
                    Text("Nastavení\u{2026}").foregroundStyle(.secondary)
                    Text("Řekl \"ahoj\"")
                    Text(#"C:\cesta\n"#)
                    Button("Odhlásit\u{00A0}se") {}
                }
            }
        }
        """#

    @Test func viewTextsAndElementsDecodeEscapes() throws {
        let inv = try TestSupport.readSnippet(Self.source)
        let texts = inv.views.first { $0.name == "NastaveniView" }?.texts.map(\.text) ?? []
        #expect(texts.contains("Nastavení…"), "\(texts)")
        #expect(texts.contains("Řekl \"ahoj\""), "\(texts)")
        #expect(texts.contains("Odhlásit\u{00A0}se"), "\(texts)")
        #expect(texts.contains(#"C:\cesta\n"#), "a raw literal is kept as written: \(texts)")
        #expect(inv.elements.contains { $0.text == "Nastavení…" }, "\(inv.elements.map(\.text))")
    }
}
