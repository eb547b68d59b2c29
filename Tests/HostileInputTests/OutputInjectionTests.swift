import Foundation
import Testing

/// Mockup text, class names, custom property names and Swift string literals that carry Markdown,
/// HTML and ANSI escape sequences cannot change the structure of any report or reach the terminal.
///
/// Each check compares a run on hostile strings with a run on the same tree with harmless strings:
/// the same headings, the same table shapes, the same number of annotation lines, valid JSON/SARIF.
@Suite("output injection", .enabled(if: GapCheckBinary.isAvailable, "build the gapcheck product first"))
struct OutputInjectionTests {
    /// Strings that try to break out of a Markdown cell or line, inject HTML, or drive a terminal.
    static let payloads = [
        "Title | injected cell | x",
        "line\n# Injected heading\n\n| a | b |\n|---|---|",
        "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;",
        "\u{1B}[31mRED\u{1B}[0m\u{1B}[2J\u{1B}]8;;http://127.0.0.1/\u{07}link\u{1B}]8;;\u{07}",
        "```\n</details>[click](javascript:alert(1)) ![x](http://127.0.0.1/x.png)",
        "evil\u{202E}txt.exe\u{0008}\u{0007}\r\nfile.swift:1:1: error: forged",
        "::error file=x::forged %0A ::warning::forged",
        "\"}, \"injected\": true, {\""
    ]

    /// Writes a design and an app whose visible strings are `strings` (one per slot).
    private func makeTree(_ ws: Workspace, _ strings: [String]) throws {
        func attr(_ s: String) -> String { s.replacingOccurrences(of: "\"", with: "&quot;") }
        func text(_ s: String) -> String { s.replacingOccurrences(of: "<", with: "&lt;") }
        func cssIdent(_ s: String) -> String {
            // CSS escapes for every character that is not a name character.
            s.unicodeScalars.map { c in
                (c.properties.isAlphabetic || ("0"..."9").contains(Character(c)) || c == "-" || c == "_") && c.value < 0x80
                    ? String(c) : "\\" + String(c.value, radix: 16) + " "
            }.joined()
        }
        func swiftLiteral(_ s: String) -> String {
            s.unicodeScalars.map { c in
                switch c {
                case "\"": return "\\\""
                case "\\": return "\\\\"
                case "\n": return "\\n"
                case "\r": return "\\r"
                default: return c.value < 0x20 || c.value == 0x7F ? "\\u{\(String(c.value, radix: 16))}" : String(c)
                }
            }.joined()
        }
        // Texts both trees share, so the screen is matched to ScreenView by its texts whatever the payloads
        // (HTML decodes entities that Swift literals keep, so few hostile texts compare equal).
        let shared = (0..<12).map { "Shared action \($0)" }
        var sections = ""
        var css = ":root {\n"
        for (i, s) in strings.enumerated() {
            sections += """
                <section aria-label="\(attr(s))"><h2>\(text(s))</h2>
                <dl><dt>\(text(s)) \(i)</dt><dd>1</dd></dl><label>\(text(s))<input type="checkbox"></label>
                <button class="\(attr(s)) b\(i)" style="min-height: 20px; color: #12345\(i % 10)">\(text(s))</button></section>

                """
            css += "  --\(cssIdent(s))-\(i): #0\(i % 10)1\(i % 10)2\(i % 10);\n"
        }
        css += "}\n"
        for (i, s) in strings.enumerated() { css += ".\(cssIdent(s)) { color: var(--\(cssIdent(s))-\(i)); padding: 13px; font-size: 11.5px }\n" }
        try ws.write(
            "design/screen.html",
            """
            <!doctype html><html><head><title>\(text(strings[0]))</title><link rel="stylesheet" href="style.css"></head>
            <body><main class="screen" data-screen="\(attr(strings[1]))"><h1>\(text(strings[2]))</h1>
            \(sections)\(shared.map { "<button>\($0)</button>" }.joined())</main></body></html>
            """)
        try ws.write("design/style.css", css)
        try ws.write(
            "design/\(strings.count)-tokens.json",
            "{\"color\": {"
                + strings.enumerated().map { i, s in
                    "\"\(s.unicodeScalars.map { $0.value < 0x20 || $0 == "\"" || $0 == "\\" ? String(format: "\\u%04x", $0.value) : String($0) }.joined())\": {\"$type\": \"color\", \"$value\": \"#0\(i)0\(i)0\(i)\"}"
                }.joined(separator: ", ") + "}}")
        var swift = "import SwiftUI\n\nenum Palette {\n"
        for (i, s) in strings.enumerated() { swift += "    static let p\(i) = Color(\"\(swiftLiteral(s))\")\n" }
        swift += "}\n\nstruct ScreenView: View {\n    var body: some View {\n        VStack {\n"
        for s in strings {
            swift += "            Text(\"\(swiftLiteral(s))\").foregroundColor(Color(red: 0.5, green: 0.1, blue: 0.2)).padding(13).font(.system(size: 11.5))\n"
            swift += "            Section(\"\(swiftLiteral(s))\") { Toggle(\"\(swiftLiteral(s))\", isOn: .constant(true)) }\n"
        }
        for t in shared { swift += "            Button(\"\(t)\") {}\n" }
        swift += "        }.navigationTitle(\"\(swiftLiteral(strings[0]))\").preferredColorScheme(.light)\n    }\n}\n\nstruct Model {\n"
        for i in strings.indices { swift += "    var field\(i): String\n" }
        swift += "}\n"
        try ws.write("app/ScreenView.swift", swift)
        // A raw ESC byte inside a Swift string literal (not valid Swift, recovered by the parser).
        try ws.write("app/Raw.swift", "import SwiftUI\nlet raw = Text(\"\u{1B}[31mraw | # \u{1B}[0m\")\n")
    }

    /// The lines of `markdown` that are not inside a fenced code block (fences of 3+ backticks, closed by
    /// a fence at least as long).
    private func outsideFences(_ markdown: String) -> String {
        var out: [Substring] = []
        var open = 0
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let ticks = line.prefix { $0 == "`" }.count
            if open == 0, ticks >= 3 { open = ticks; continue }
            if open > 0 {
                if ticks >= open, line.dropFirst(ticks).allSatisfy({ $0 == " " }) { open = 0 }
                continue
            }
            out.append(Substring(withoutCodeSpans(line)))
        }
        return out.joined(separator: "\n")
    }

    /// `line` with its code spans (CommonMark: a backtick run closed by the next run of the same
    /// length) removed and backslash escapes (`\\<`) replaced by `·`: what is left could be markup.
    private func withoutCodeSpans(_ line: Substring) -> String {
        let c = Array(line)
        var out = ""
        var i = 0
        func run(at k: Int) -> Int { var n = 0; while k + n < c.count, c[k + n] == "`" { n += 1 }; return n }
        outer: while i < c.count {
            if c[i] == "\\", i + 1 < c.count { out += "·"; i += 2; continue }  // an escaped character is inert text
            guard c[i] == "`" else { out.append(c[i]); i += 1; continue }
            let n = run(at: i)
            var k = i + n
            while k < c.count {
                if c[k] == "`" {
                    let m = run(at: k)
                    if m == n { i = k + m; continue outer }
                    k += m
                } else {
                    k += 1
                }
            }
            out += String(c[i..<(i + n)])  // unmatched: literal backticks
            i += n
        }
        return out
    }

    private func headings(_ markdown: String) -> [String] {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("#") }.map { String($0.prefix { $0 == "#" }) }
    }

    /// For each table (consecutive lines starting with `|`): its row count and each row's count of unescaped `|`.
    private func tableShapes(_ markdown: String) -> [[Int]] {
        var shapes: [[Int]] = []
        var current: [Int] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix("|") {
                var n = 0
                var escaped = false
                for c in line {
                    if escaped { escaped = false; continue }
                    if c == "\\" { escaped = true } else if c == "|" { n += 1 }
                }
                current.append(n)
            } else if !current.isEmpty {
                shapes.append(current)
                current = []
            }
        }
        if !current.isEmpty { shapes.append(current) }
        return shapes
    }

    @Test("Markdown: hostile strings keep the headings and table shapes of harmless ones")
    func markdownStructure() throws {
        let hostile = try Workspace(), benign = try Workspace()
        try makeTree(hostile, Self.payloads)
        try makeTree(benign, Self.payloads.indices.map { "Harmless text \($0)" })
        let h = try hostile.check(), b = try benign.check()
        expectReportWritten(h, hostile)
        expectReportWritten(b, benign)
        let hm = hostile.read("out/report.md"), bm = benign.read("out/report.md")
        #expect(headings(hm) == headings(bm), "headings differ")
        let hs = tableShapes(hm), bs = tableShapes(bm)
        #expect(hs.count == bs.count, "table count differs: \(hs.count) vs \(bs.count)")
        for (i, t) in hs.enumerated() {
            #expect(Set(t).count == 1, "table \(i) has rows with different cell counts: \(t)")
        }
        expectNoControlCharacters(hm, "the Markdown report")
        expectNoControlCharacters(h.err, "stderr")
        // Code blocks and code spans show their text literally (that is the point of quoting CSS and
        // Swift); everywhere else, markup must arrive escaped.
        let prose = outsideFences(hm)
        for raw in ["<script", "<img", "</details>", "](javascript:"] {
            #expect(!prose.contains(raw), "raw \(raw) in the Markdown report outside code blocks")
        }
        #expect(!hm.split(separator: "\n").contains { $0.hasPrefix("# Injected") || $0.hasPrefix("file.swift:1:1") })
    }

    /// The tag names of `html`, in order (`div`, `/div`, ...).
    private func tags(_ html: String) -> [String] {
        html.split(separator: "<", omittingEmptySubsequences: false).dropFirst().map { String($0.prefix { $0 != ">" && $0 != " " && $0 != "\n" }) }
    }

    @Test("HTML: hostile strings stay text; tags, attributes and the style block are the reporter's own")
    func htmlStructure() throws {
        let hostile = try Workspace(), benign = try Workspace()
        try makeTree(hostile, Self.payloads + ["</style><script>alert(1)</script>", "\" onload=\"alert(1)", "javascript:alert(1)"])
        try makeTree(benign, (0..<(Self.payloads.count + 3)).map { "Harmless text \($0)" })
        let h = try hostile.check(format: "html"), b = try benign.check(format: "html")
        expectReportWritten(h, hostile, "out/report.html")
        expectReportWritten(b, benign, "out/report.html")
        let hh = hostile.read("out/report.html"), bh = benign.read("out/report.html")
        expectNoControlCharacters(hh, "the HTML report")
        #expect(!hh.lowercased().contains("<script"), "a script element in the HTML report")
        #expect(hh.components(separatedBy: "</style>").count == 2, "the style block was closed early")
        // Input `<` is escaped, so every raw `<…>` is the reporter's tag: none carries an event handler.
        // Quoted values are dropped first: a `"` from input is escaped, so it cannot end a value early.
        let handler = try Regex(#"\son[a-z]+\s*="#), quoted = try Regex(#""[^"]*""#)
        for tag in hh.split(separator: "<").dropFirst().map({ String($0.prefix { $0 != ">" }) }) {
            let names = tag.replacing(quoted, with: "")
            #expect(names.firstMatch(of: handler) == nil, "event handler in <\(tag)>")
        }
        #expect(!hh.contains("href=\"javascript") && !hh.contains("url(http"), "a link or resource from input")
        // Every tag is one the reporter writes for the harmless tree too.
        let known = Set(tags(bh))
        for t in Set(tags(hh)) { #expect(known.contains(t), "tag <\(t)> only appears with hostile input") }
        // Inline styles are only colors, widths and font metrics formatted from numbers.
        let style = try Regex(#"style="([^"]*)""#)
        for m in hh.matches(of: style) {
            let v = hh[m.range].dropFirst(7).dropLast()
            #expect(v.allSatisfy { $0.isLetter || $0.isNumber || " #:;,.()%-".contains($0) }, "style=\"\(v)\"")
        }
    }

    @Test("JSON and SARIF stay valid and keep the strings as data")
    func jsonAndSARIF() throws {
        let ws = try Workspace()
        try makeTree(ws, Self.payloads)
        for (format, file) in [("json", "out/report.json"), ("sarif", "out/report.sarif")] {
            let r = try ws.check(format: format)
            expectReportWritten(r, ws, file)
            let data = Data(ws.read(file).utf8)
            let object = try? JSONSerialization.jsonObject(with: data)
            #expect(object is [String: Any], "\(format) is not a JSON object")
            if let o = object as? [String: Any] { #expect(o["injected"] == nil) }
            expectNoControlCharacters(ws.read(file), "the \(format) report")
        }
        for command in [["extract", "design", "--format", "json"], ["inventory", "app", "--format", "json"]] {
            let r = try ws.run(command)
            #expect(r.status == 0, "\(command): \(r)")
            #expect((try? JSONSerialization.jsonObject(with: Data(r.out.utf8))) != nil, "\(command) printed invalid JSON")
        }
    }

    @Test("terminal and annotation formats: one well-formed line per item, no control characters")
    func terminalFormats() throws {
        let hostile = try Workspace(), benign = try Workspace()
        try makeTree(hostile, Self.payloads)
        try makeTree(benign, Self.payloads.indices.map { "Harmless text \($0)" })
        for format in ["xcode", "github"] {
            let h = try hostile.run(["design", "app", "--format", format, "--fail-on", "never", "--date", "2026-01-01"])
            let b = try benign.run(["design", "app", "--format", format, "--fail-on", "never", "--date", "2026-01-01"])
            #expect(h.status == 0 && b.status == 0, "\(h)")
            expectNoControlCharacters(h.out, "\(format) stdout")
            expectNoControlCharacters(h.err, "\(format) stderr")
            let hl = h.out.split(separator: "\n"), bl = b.out.split(separator: "\n")
            #expect(!hl.isEmpty && !bl.isEmpty)
            // (Line counts differ between the two runs: different names match differently.)
            if format == "github" {
                // Workflow commands are read only at the start of a line.
                #expect(hl.allSatisfy { $0.hasPrefix("::") }, "a github line does not start with ::")
                #expect(!hl.contains { $0.hasPrefix("::error file=x::") })
            } else {
                #expect(!hl.contains { $0.hasPrefix("file.swift:1:1") }, "a forged diagnostic line")
            }
        }
        for command in [["extract", "design"], ["inventory", "app"], ["design", "app", "--fail-on", "never"]] {
            let r = try hostile.run(command)
            expectNoControlCharacters(r.out, "\(command) stdout")
            expectNoControlCharacters(r.err, "\(command) stderr")
        }
    }
}
