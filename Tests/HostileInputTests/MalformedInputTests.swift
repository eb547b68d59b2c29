import Foundation
import Testing

/// Broken, huge, mis-encoded and binary input files, through the built executable: each run exits 0
/// (`--fail-on never`), writes the report, and every skipped file is named in a warning.
@Suite("malformed input files", .enabled(if: GapCheckBinary.isAvailable, "build the gapcheck product first"))
struct MalformedInputTests {
    /// One hostile file next to a valid design and app; returns the run (report: out/report.md).
    private func runWith(_ relative: String, bytes: [UInt8]) throws -> (CLIResult, Workspace) {
        let ws = try Workspace()
        try ws.addBaseline()
        try ws.write(relative, bytes: bytes)
        let r = try ws.check()
        expectReportWritten(r, ws)
        return (r, ws)
    }

    private func runWith(_ relative: String, _ text: String) throws -> (CLIResult, Workspace) {
        try runWith(relative, bytes: Array(text.utf8))
    }

    // MARK: HTML

    @Test("malformed HTML: unclosed tags, stray <, broken entities, bad attributes")
    func malformedHTML() throws {
        let html = """
            <html><head><title>Broken &amp &#xZZ; &#99999999; &bogus;</title>
            <body><div class="screen" data-screen="Broken"><section aria-label="Open"><h2>Open < section
            <p>text < > <<< </ p> <div <span class=">unterminated attribute
            <ul><li>one<li>two</ul></ol></table></div></div></div>
            <!-- unterminated comment
            """
        let (r, ws) = try runWith("design/broken.html", html)
        #expect(!r.err.contains("Fatal") && !r.err.contains("Stack dump"), "\(r)")
        #expect(ws.read("out/report.md").contains("2026-01-01"))
    }

    @Test("50,000-deep nesting does not overflow the stack")
    func deepNesting() throws {
        let html = "<html><body>" + String(repeating: "<div>", count: 50_000) + "<h1>Deep</h1>" + String(repeating: "</div>", count: 50_000) + "</body></html>"
        _ = try runWith("design/deep.html", html)
        let spans = "<html><body>" + String(repeating: "<span><b><i>", count: 20_000) + "x</body></html>"
        _ = try runWith("design/deep-inline.html", spans)
    }

    @Test("a binary file named .html is skipped with a warning")
    func binaryHTML() throws {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
        var g = SeededGenerator(seed: 7)
        for _ in 0..<4096 { bytes.append(UInt8.random(in: 0...255, using: &g)) }
        let (r, _) = try runWith("design/logo.html", bytes: bytes)
        expectWarning(r, naming: "design/logo.html")
    }

    // MARK: CSS

    @Test("broken CSS: unterminated string, comment, block; garbage declarations")
    func brokenCSS() throws {
        let cases: [(String, String)] = [
            ("design/string.css", ".a { content: \"never closed\n; color: red }\n.b { color: #00ff00 }"),
            ("design/comment.css", ".a { color: red } /* never closed .b { color: blue }"),
            ("design/block.css", ".a { color: red; .b { color: blue; @media (x) { .c { color: green"),
            ("design/garbage.css", ".a { ;;; : ; color:: red; 12px; --: x; color: rgb(1,2; } }}} {{{ @@@ ]]] .b { color: #zzz }"),
            ("design/unicode.css", ".a\u{0}b { color: \u{FFFD}red; font-family: \"\u{1F600}\" } \\\n")
        ]
        for (path, css) in cases {
            let (r, _) = try runWith(path, css)
            // CSS recovers from an unterminated string, comment or block without dropping anything
            // (EOF closes them), so only the file whose declarations are dropped must be named.
            if path == "design/garbage.css" { expectWarning(r, naming: path, mentioning: "CSS syntax") }
        }
    }

    @Test("a 1 MB single-line stylesheet")
    func oneMegabyteLine() throws {
        var css = ""
        var i = 0
        while css.utf8.count < 1 << 20 {
            css += ".c\(i){color:#\(String(format: "%06x", i % 0xFFFFFF));padding:\(i % 40)px} "
            i += 1
        }
        _ = try runWith("design/huge-line.css", css)
        // One unterminated 1 MB string and one 1 MB identifier.
        _ = try runWith("design/huge-string.css", ".a { content: \"" + String(repeating: "x", count: 1 << 20))
        _ = try runWith("design/huge-ident.css", ".a { color: " + String(repeating: "z", count: 1 << 20) + " }")
    }

    // MARK: Swift

    @Test("Swift that does not compile is read as far as it parses, with a warning")
    func brokenSwift() throws {
        let swift = """
            import SwiftUI
            enum Broken { static let a = Color(red: 1, green: , blue: }
            struct V: View { var body: some View { Text("x" + ) .padding( } 
            func f( { let x = [1, 2, 3
            #if os(iOS
            """
        let (r, _) = try runWith("app/Broken.swift", swift)
        expectWarning(r, naming: "app/Broken.swift", mentioning: "syntax")
        let deep =
            "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + "\n"
            + "let y = " + String(repeating: "[", count: 10_000) + "\n"
            + String(repeating: "func f() { ", count: 5_000)
        _ = try runWith("app/Deep.swift", deep)
    }

    @Test("a binary file named .swift is skipped with a warning")
    func binarySwift() throws {
        var bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0]
        var g = SeededGenerator(seed: 11)
        for _ in 0..<8192 { bytes.append(UInt8.random(in: 0...255, using: &g)) }
        let (r, _) = try runWith("app/Binary.swift", bytes: bytes)
        expectWarning(r, naming: "app/Binary.swift")
    }

    // MARK: JSON

    @Test("invalid JSON in a colorset and in token files")
    func invalidJSON() throws {
        let (r1, _) = try runWith("app/Assets.xcassets/Brand.colorset/Contents.json", "{ \"colors\": [ { \"color\": { \"components\": { \"red\": 0.1, ")
        expectWarning(r1, naming: "Brand.colorset/Contents.json")
        let (r2, _) = try runWith("design/tokens.json", "{ \"color\": { \"brand\": { \"$value\": \"#0A84FF\", } ")
        expectWarning(r2, naming: "design/tokens.json", mentioning: "JSON")
        let (r3, _) = try runWith("app/tokens.json", "{ \"$value\": [[[[[[[[[[[[ \u{0} }")
        expectWarning(r3, naming: "app/tokens.json")
        // Wrong types everywhere, deep nesting and a colorset with nonsense components.
        let (r4, _) = try runWith(
            "design/types.tokens.json",
            #"{"a": {"$value": {"$value": [1, {"x": null}]}, "$type": 5}, "b": {"$value": "{a}"}, "c": {"$value": "{c}"}, "d": {"$type": "color", "$value": {"colorSpace": "lab", "components": ["x", 1e999, -1]}}}"#
        )
        #expect(r4.status == 0)
        _ = try runWith(
            "app/Assets.xcassets/Odd.colorset/Contents.json",
            #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "0xZZ", "green": 1e308, "blue": -5, "alpha": "NaN"}}}, {"appearances": 3}]}"#)
    }

    // MARK: Sizes and encodings

    @Test("empty files of every kind")
    func emptyFiles() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        for path in [
            "design/empty.html", "design/empty.css", "design/empty.json", "app/Empty.swift", "app/Empty.storyboard",
            "app/Empty.xib", "app/Info.plist", "app/Assets.xcassets/Empty.colorset/Contents.json", "app/empty.json"
        ] {
            try ws.write(path, "")
        }
        let r = try ws.check()
        expectReportWritten(r, ws)
        expectWarning(r, naming: "app/Empty.storyboard")
        expectWarning(r, naming: "Empty.colorset/Contents.json")
    }

    @Test("a 200 MB file is skipped with a warning naming it; the run completes")
    func largeFile() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        // Sparse files: 200 MB on disk costs nothing to create, and the reader must refuse it by its
        // size (SourceTree's 32 MB limit) before reading a byte.
        for path in ["design/big.css", "design/big.html", "app/Big.swift", "app/big.tokens.json"] {
            let full = ws.path + "/" + path
            #expect(FileManager.default.createFile(atPath: full, contents: Data(".a{}".utf8)))
            #expect(truncate(full, 200 << 20) == 0)
        }
        let r = try ws.check()
        expectReportWritten(r, ws)
        for path in ["design/big.css", "design/big.html", "app/Big.swift", "app/big.tokens.json"] {
            expectWarning(r, naming: path, mentioning: "limit")
        }
    }

    @Test("Latin-1 and UTF-16 (with BOM) files are decoded")
    func encodings() throws {
        let latin1: [UInt8] = Array("<html><body><h1 class=\"caf".utf8) + [0xE9] + Array("\">Caf".utf8) + [0xE9, 0x20, 0xA9] + Array("</h1></body></html>".utf8)
        let (r1, ws1) = try runWith("design/latin1.html", bytes: latin1)
        expectWarning(r1, naming: "design/latin1.html", mentioning: "Latin-1")
        #expect(ws1.read("out/report.md").count > 0)

        func utf16(_ s: String, bigEndian: Bool) -> [UInt8] {
            var out: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for u in s.utf16 { out += bigEndian ? [UInt8(u >> 8), UInt8(u & 0xFF)] : [UInt8(u & 0xFF), UInt8(u >> 8)] }
            return out
        }
        let css = ":root { --utf16-brand: #FF2D55; }\n.title { color: var(--utf16-brand) }\n"
        let (r2, ws2) = try runWith("design/utf16.css", bytes: utf16(css, bigEndian: false))
        #expect(r2.status == 0)
        #expect(ws2.read("out/report.md").localizedCaseInsensitiveContains("utf16"), "the UTF-16 stylesheet was not read")
        let swift = "import SwiftUI\nenum Palette { static let utf16Accent = Color(hex: 0xFF2D55) }\n"
        let (r3, _) = try runWith("app/UTF16.swift", bytes: utf16(swift, bigEndian: true))
        #expect(r3.status == 0)
        // An odd byte count and lone surrogates in UTF-16.
        let (r4, _) = try runWith("design/odd16.css", bytes: [0xFF, 0xFE, 0x2E, 0x00, 0x00, 0xD8, 0x61])
        #expect(r4.status == 0)
    }

    @Test("NUL bytes: binary content is skipped with a warning")
    func nulBytes() throws {
        for path in ["design/nul.html", "design/nul.css", "app/Nul.swift", "design/nul.tokens.json"] {
            let (r, _) = try runWith(path, bytes: Array("<h1>a".utf8) + [0, 0, 0] + Array(".a{color:red}".utf8))
            expectWarning(r, naming: path, mentioning: "binary")
        }
    }

    @Test("storyboard and xib that are not XML, or are truncated")
    func brokenInterfaceBuilder() throws {
        // libxml2 recovers what it can from truncated XML; the run must complete either way.
        _ = try runWith("app/Main.storyboard", "<?xml version=\"1.0\"?><document><scenes><scene><objects><label text=\"x\"")
        let deep = "<?xml version=\"1.0\"?><document>" + String(repeating: "<view>", count: 50_000) + "</document>"
        _ = try runWith("app/Deep.xib", deep)
        let (r3, _) = try runWith("app/Binary.xib", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10] + Array(repeating: 0xAB, count: 2000))
        expectWarning(r3, naming: "app/Binary.xib")
    }
}
