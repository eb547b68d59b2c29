import GapCheckModel
import Testing

@testable import CodeReader

/// The code reader's per-element memory (issue 14): a raw element keeps its seven style values behind shared
/// references, and a style behaves as a value (a write to a copy never shows in the original).
@Suite struct RawElementLayoutTests {
    /// Inline, the seven styles made a raw element about 1.3 KB, and the reader held up to three arrays of
    /// every element of the app at once; now each style is one reference.
    @Test func rawElementStaysSmall() {
        #expect(MemoryLayout<RawElement.Style>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<RawElement>.stride <= 400)
    }

    @Test func styleCopiesAreIndependentValues() {
        let at = SourceLocation(file: "Card.swift", line: 3, column: 9)
        var stack = RawElement.Style(expression: ".background(Palette.card)", location: at, color: .asset("Card"))
        stack.seq = 2
        var first = stack
        var second = stack
        first.inherited = true
        first.expression += " (inherited)"
        second.sharedBox = true
        second.via = ".cardStyle()"

        #expect(stack.inherited == false && stack.sharedBox == false && stack.via == nil)
        #expect(stack.expression == ".background(Palette.card)" && stack.seq == 2)
        #expect(first.inherited && !first.sharedBox && first.expression == ".background(Palette.card) (inherited)")
        #expect(second.sharedBox && !second.inherited && second.via == ".cardStyle()" && second.seq == 2)
        #expect(second.location == at && second.color == .asset("Card"))
    }

    @Test func optionalStyleWritesThroughElement() {
        let at = SourceLocation(file: "Row.swift", line: 1, column: 1)
        var e = RawElement(view: "Row", kind: "Text", role: .text, text: "Hi", location: at)
        #expect(e.color == nil)
        e.color?.inherited = true
        #expect(e.color == nil)
        e.color = RawElement.Style(expression: ".red", location: at, color: .asset("Alert"))
        let before = e
        e.color?.inherited = true
        #expect(e.color?.inherited == true)
        #expect(before.color?.inherited == false)
    }
}
