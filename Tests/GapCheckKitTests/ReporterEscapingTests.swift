import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReporters

@Suite("Escaping of text taken from inputs")
struct ReporterEscapingTests {
    @Test("terminal text loses ANSI escapes, control characters and bidi overrides")
    func terminal() {
        #expect(TerminalText.sanitize("a\u{1B}[31mred\u{1B}[0m b") == "ared b")
        #expect(TerminalText.sanitize("title\u{1B}]0;pwned\u{07}!") == "title!")
        #expect(TerminalText.sanitize("x\u{1B}]8;;http://e\u{1B}\\link\u{1B}]8;;\u{1B}\\y") == "xlinky")
        #expect(TerminalText.sanitize("a\nb\rc\td") == "a b c d")
        #expect(TerminalText.sanitize("a\nb", singleLine: false) == "a\nb")
        #expect(TerminalText.sanitize("\u{202E}evil\u{2066}\u{7F}\u{0}\u{9B}31m") == "evil")
        #expect(TerminalText.sanitize("ΔE ✓ 日本") == "ΔE ✓ 日本")
    }

    @Test("inline Markdown escapes every construct")
    func markdownInline() {
        #expect(MarkdownText.inline("a|b") == "a\\|b")
        #expect(MarkdownText.inline("<script>") == "\\<script\\>")
        #expect(MarkdownText.inline("[x](http://e)") == "\\[x\\](http://e)")
        #expect(MarkdownText.inline("**b** _i_ `c` ~s~") == "\\*\\*b\\*\\* \\_i\\_ \\`c\\` \\~s\\~")
        #expect(MarkdownText.inline("&lt; & &#60;") == "&amp;lt; & &amp;#60;")
        #expect(MarkdownText.inline("line\nbreak") == "line break")
        #expect(MarkdownText.inline("![img](x)") == "!\\[img\\](x)")
        // `#` opens a heading only at the start of a line, and closes one at its end.
        #expect(MarkdownText.inline("# Injected") == "\\# Injected")
        #expect(MarkdownText.inline("  #34C759 on #FFFFFF") == "#34C759 on #FFFFFF")
        #expect(MarkdownText.inline("Title #") == "Title \\#")
    }

    @Test("code spans and fences cannot be closed from inside")
    func markdownCode() {
        #expect(MarkdownText.code("a`b") == "``a`b``")
        #expect(MarkdownText.code("`x`") == "`` `x` ``")
        #expect(MarkdownText.code("a|b", inTable: true) == "`a\\|b`")
        let fence = MarkdownText.fence(["let s = \"```\"", "````"], language: "swift")
        #expect(fence.hasPrefix("`````swift\n"))
        #expect(fence.hasSuffix("\n`````"))
    }

    @Test("prose keeps code spans and escapes the rest")
    func prose() {
        #expect(MarkdownText.prose("Remove `.preferredColorScheme(.light)` from <App>") == "Remove `.preferredColorScheme(.light)` from \\<App\\>")
        #expect(MarkdownText.prose("odd ` tick") == "odd \\` tick")
    }

    @Test("HTML escaping covers the five special characters")
    func html() {
        #expect(HTMLText.escape("<a href=\"x\" onclick='y'>&</a>") == "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
    }

    @Test("GitHub workflow commands escape data and properties")
    func github() {
        #expect(GitHubReporter.escapeData("100% a\r\nb") == "100%25 a%0D%0Ab")
        #expect(GitHubReporter.escapeProperty("a,b:c%") == "a%2Cb%3Ac%25")
    }

    @Test("the hostile fixture cannot inject into Markdown")
    func hostileMarkdown() {
        let md = MarkdownReporter().render(ReporterFixture.analysis())
        #expect(!md.contains("\u{1B}"))
        #expect(!md.contains("\u{202E}"))
        // Outside code, HTML and link syntax only appear escaped.
        for line in md.split(separator: "\n") where !line.hasPrefix("static") && !line.hasPrefix("--") && !line.hasPrefix("//") {
            let outsideCode = Self.stripCodeSpans(String(line))
            #expect(!outsideCode.contains("<img"), "raw HTML in: \(line)")
            #expect(!outsideCode.contains("](http"), "raw link in: \(line)")
        }
        // Nothing forged a new line: the injected newline was folded.
        #expect(!md.split(separator: "\n").contains { $0.hasPrefix("forged") })
        // Every fence is closed by a fence of the same length.
        var open: String? = nil
        for line in md.split(separator: "\n", omittingEmptySubsequences: false) {
            let ticks = String(line.prefix { $0 == "`" })
            guard ticks.count >= 3 else { continue }
            if let o = open { if ticks == o && line.count == o.count { open = nil } } else { open = ticks }
        }
        #expect(open == nil)
    }

    @Test("xcode lines stay one per finding and keep Xcode's shape")
    func xcodeShape() {
        let text = XcodeReporter().render(ReporterFixture.analysis())
        let lines = text.split(separator: "\n")
        #expect(lines.count == ReporterFixture.findings.count)
        for line in lines {
            #expect(line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: "))
            #expect(line.hasSuffix(")"))
        }
        #expect(!text.contains("\u{1B}"))
    }

    @Test("github annotations are one line each")
    func githubShape() {
        let text = GitHubReporter().render(ReporterFixture.analysis())
        let lines = text.split(separator: "\n")
        #expect(lines.count == ReporterFixture.findings.count)
        for line in lines { #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice ")) }
        #expect(text.contains("file=tokens/Views/My View%2C1%3A2.swift"))
    }

    /// The line with backslash escapes and code spans removed: what Markdown would interpret.
    static func stripCodeSpans(_ raw: String) -> String {
        var line = "", chars = Array(raw), k = 0
        while k < chars.count {
            if chars[k] == "\\", k + 1 < chars.count { k += 2; continue }
            line.append(chars[k]); k += 1
        }
        var out = "", inCode = false, i = line.startIndex
        while i < line.endIndex {
            if line[i] == "`" {
                var j = i
                while j < line.endIndex, line[j] == "`" { j = line.index(after: j) }
                inCode.toggle()
                i = j
                continue
            }
            if !inCode { out.append(line[i]) }
            i = line.index(after: i)
        }
        return out
    }
}
