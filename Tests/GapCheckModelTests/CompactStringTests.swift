import Testing

@testable import GapCheckModel

/// `String.compacted` copies a grown text into exact storage: the copy must read exactly as the original.
@Suite struct CompactStringTests {
    @Test func aCompactedTextIsTheSameText() {
        var grown = "`p.nota` on ficha draws"
        for n in 0..<12 { grown += " \(n) lignes ✓ — 日本語 \u{1F600}" }
        let texts = ["", "short", "exactly fifteen", "sixteen bytes!!!", "é" + String(repeating: "a", count: 14), grown, "a\u{0}b\u{0}" + grown]
        for text in texts {
            let copy = text.compacted
            #expect(copy == text)
            #expect(Array(copy.utf8) == Array(text.utf8))
            #expect(copy.count == text.count)
        }
    }

    @Test func aFindingKeepsItsTextsAndOnlyAnInstructionIsCopied() {
        let message = (0..<20).map { "place \($0)" }.joined(separator: ", ")
        let code = SwiftCode(["extension Color {", "    static let nota = Color(red: 0.1, green: 0.2, blue: 0.3)", "}"], name: "nota")
        let told = Finding(
            rule: "contrast.insufficient", severity: .medium, category: .accessibility, title: "Texto \(message)", message: message,
            fix: .instruction("Make the text color darker until \(message)"), key: "a|b")
        #expect(told.title == "Texto " + message && told.message == message)
        #expect(told.fix == .instruction("Make the text color darker until " + message))
        let written = Finding(rule: "color.missing", severity: .medium, category: .color, title: "t", message: "m", fix: .declaration(code), key: "k")
        #expect(written.fix == .declaration(code))
    }
}
