import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Links outside the design folder, malformed files and pathological input.
@Suite struct MockupReaderEdgeTests {
    /// A fresh folder `design/` inside a temporary directory, with `outside.css` next to it.
    private func makeFolder(_ files: [String: String]) throws -> (root: String, cleanup: () -> Void) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-\(UUID().uuidString)")
        let design = base.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try ":root { --leaked: #123456; }".write(to: base.appendingPathComponent("outside.css"), atomically: true, encoding: .utf8)
        for (name, text) in files {
            let url = design.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return (design.path, { try? FileManager.default.removeItem(at: base) })
    }

    @Test func linksOutsideTheRootAndURLsAreSkippedWithWarnings() throws {
        let (root, cleanup) = try makeFolder([
            "page.html": """
            <html><head>
            <link rel="stylesheet" href="../outside.css">
            <link rel="stylesheet" href="http://cdn.example.com/x.css">
            <link rel="stylesheet" href="/etc/passwd">
            <link rel="stylesheet" href="sub/../../outside.css">
            <style>@import "../outside.css"; .a { color: #ABCDEF; }</style>
            </head><body><p class="a">Hi</p></body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(!spec.expectations.contains { $0.name == "--leaked" })
        #expect(!spec.files.contains { $0.hasSuffix("outside.css") })
        let messages = spec.diagnostics.map(\.message)
        #expect(messages.filter { $0.contains("outside the design folder") }.count == 3)
        #expect(messages.contains { $0.contains("http://cdn.example.com/x.css is a URL") })
        #expect(messages.contains { $0.contains("/etc/passwd is an absolute path") })
        #expect(spec.diagnostics.first { $0.message.contains("../outside.css") }?.location == SourceLocation(file: root + "/page.html", line: 2, column: 1))
        // The page's own rule is still read.
        #expect(spec.expectations.contains { $0.name == ".a color" && $0.light.color?.hex == "#ABCDEF" })
    }

    @Test func screenTitlesFromHeadingsNavTitleDivsAndTheDocumentTitle() throws {
        let (root, cleanup) = try makeFolder([
            "settings.html":
                "<title>Settings — Tempo</title><div class=screen><div class=nav-bar><div class=text-large-title>Preferences</div></div><div class=group-title>Profile</div></div>",
            "plain.html": "<title>Account | Tempo</title><body><p>Hello</p></body>",
            "heading.html": "<title>Ignored — Tempo</title><div class=screen><h1>Today</h1><div class=page-title>Not this</div></div>",
            "bare.html": "<div class=screen><p>x</p></div>"
        ])
        defer { cleanup() }
        let titles = Dictionary(uniqueKeysWithValues: try MockupReader.read(roots: [root]).screens.map { ($0.name, $0.title ?? "nil") })
        #expect(titles == ["settings": "Preferences", "plain": "Account", "heading": "Today", "bare": "nil"])
    }

    @Test func aStylesheetLinkedFromSeveralPagesIsReadOnceAndAppliesToEach() throws {
        let (root, cleanup) = try makeFolder([
            "css/shared.css": ".title { color: #112233; }",
            "one.html": "<link rel=stylesheet href=css/shared.css><h1 class=title>One</h1>",
            "two.html": "<link rel=stylesheet href='css/shared.css?v=2'><h1 class=title>Two</h1>"
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(spec.files.filter { $0.hasSuffix("shared.css") }.count == 1)
        let title = try #require(spec.expectations.first { $0.name == ".title color" })
        #expect(title.screens == ["one", "two"])
        #expect(title.usageCount == 1)
        #expect(title.location == SourceLocation(file: root + "/css/shared.css", line: 1, column: 10))
    }

    @Test func malformedFilesAreDiagnosedAndTheRunGoesOn() throws {
        let (root, cleanup) = try makeFolder([
            "tokens.json": "{ \"color\": { \"$value\": \"#fff\" ",
            "broken.css": ".a { color: #ff0000; } } } .b { color: ",
            "binary.html": "\u{0}\u{1}\u{2}<html>",
            "ok.html": "<title>OK</title><h2>Fine</h2>",
            "package.json": "{ \"name\": \"not tokens\" }"
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(spec.screens.map(\.name) == ["ok"])
        #expect(spec.screens.first?.sections.map(\.title) == ["Fine"])
        #expect(spec.diagnostics.contains { $0.location.file.hasSuffix("tokens.json") && $0.message.hasPrefix("not valid JSON") })
        #expect(spec.diagnostics.contains { $0.location.file.hasSuffix("binary.html") })
        #expect(spec.expectations.contains { $0.light.color?.hex == "#FF0000" })
        #expect(!spec.files.contains { $0.hasSuffix("package.json") })
    }

    @Test func deepNestingAndGarbageDoNotCrash() throws {
        let deep = "<html><body>" + String(repeating: "<div class=\"row\">", count: 50_000) + "x" + "</body></html>"
        let (root, cleanup) = try makeFolder([
            "deep.html": deep,
            "deep.css": String(repeating: ".a { ", count: 50_000) + "color: red",
            "junk.html": String(repeating: "<<>>&&;;\"'", count: 2_000)
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        #expect(spec.screens.map(\.name).sorted() == ["deep", "junk"])
    }

    @Test func missingRootThrows() {
        #expect(throws: InputError.self) { try MockupReader.read(roots: ["/nonexistent/design"]) }
    }
}
