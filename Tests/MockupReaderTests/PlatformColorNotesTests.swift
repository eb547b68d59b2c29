import Testing

@testable import MockupReader

/// A note of the design's own names the platform colors the app is to paint with only by writing them as code
/// (`systemGreen`, `NSColor.labelColor`), two or more in one comment or Markdown section.
@Suite struct PlatformColorNotesTests {
    @Test func namesAreCodeNotProse() {
        #expect(PlatformColorNotes.names(in: "Use `systemGreen` for success and `secondaryLabel` for captions.") == ["systemGreen", "secondaryLabel"])
        #expect(
            PlatformColorNotes.names(in: "NSColor.windowBackgroundColor, Color.accentColor, labelColor") == [
                "NSColor.windowBackgroundColor", "Color.accentColor", "labelColor"
            ])
        #expect(PlatformColorNotes.names(in: "UIColor.label y UIColor.systemRed.") == ["UIColor.label", "UIColor.systemRed"])
        // Prose, plain words and fixed colors name no role.
        #expect(PlatformColorNotes.names(in: "system green, label, separator, Color.white, Color.clear, green, primary").isEmpty)
        // Each color once.
        #expect(PlatformColorNotes.names(in: "systemRed … systemRed … .systemRed") == ["systemRed"])
    }

    @Test func commentsKeepTheirLinesAndSkipStrings() {
        let css = """
            .a { content: "/* not a comment */"; }
            /* one
               labelColor */
            :root { --x: #fff; } /* two */
            """
        let c = PlatformColorNotes.comments(in: css)
        #expect(c.map(\.line) == [2, 4])
        #expect(c.first?.text.contains("labelColor") == true)
    }

    @Test func theFirstNoteNamingTwoColorsWins() {
        let css = [
            ("a.css", "/* brand: like systemBlue */\n:root { --a: #123456; }"),
            ("b.css", ":root {\n/* App: secondarySystemBackground for cards, systemOrange for warnings */\n--b: #fff; }")
        ]
        let note = PlatformColorNotes.first(css: css, markdown: [])
        #expect(note?.location.file == "b.css")
        #expect(note?.location.line == 2)
        #expect(note?.names == ["secondarySystemBackground", "systemOrange"])
        // A Markdown section (heading to heading) is one note.
        let md = "# Farben\nDie App nutzt `labelColor`.\n\n## Status\n| ok | `systemGreen` |\n| fehler | `systemRed` |\n"
        let fromNotes = PlatformColorNotes.first(css: [], markdown: [("design/README.md", md)])
        #expect(fromNotes?.location.line == 4)
        #expect(fromNotes?.names == ["systemGreen", "systemRed"])
        #expect(PlatformColorNotes.first(css: [("a.css", "/* like systemBlue */")], markdown: []) == nil)
        // Sample code in a fenced block is an example, not a note.
        let sample = "# Usage\n```swift\nlet a = UIColor.systemBackground\nlet b = Color.accentColor\n```\n"
        #expect(PlatformColorNotes.first(css: [], markdown: [("README.md", sample)]) == nil)
    }
}
