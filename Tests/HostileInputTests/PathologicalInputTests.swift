import CodeReader
import DesignTokenJSON
import Foundation
import GapCheckKit
import GapCheckModel
import MockupReader
import Testing

/// Inputs built to be slow or deep, through the readers in-process. These assert only that each
/// finishes and stays correct; how fast is `make bench`'s business (a generous time limit catches hangs).
@Suite("pathological inputs", .timeLimit(.minutes(5)))
struct PathologicalInputTests {
    @Test("var() chain 10,000 deep resolves to the end of the chain")
    func varChain() throws {
        var css = ":root {\n  --v0: #34C759;\n"
        for i in 1...10_000 { css += "  --v\(i): var(--v\(i - 1));\n" }
        css += "}\n.title { color: var(--v10000); }\n"
        let sheet = CSSStylesheet.parse(css)
        let decls = sheet.allQualifiedRules.flatMap(\.declarations)
        var props: [String: [CSSComponentValue]] = [:]
        for d in decls where d.name.hasPrefix("--") { props[d.name] = d.value }
        let resolved = CSSVariables.resolveAll(props)
        guard case .success(let v)? = resolved["--v10000"] else { Issue.record("chain did not resolve"); return }
        #expect(CSSColorParser.parse(v)?.color?.hex == "#34C759")

        // Nested fallbacks 10,000 deep in one value, and a 10,000-long cycle.
        let nested = String(repeating: "var(--missing, ", count: 10_000) + "#FF0000" + String(repeating: ")", count: 10_000)
        _ = CSSVariables.substitute(CSSSyntax.componentValues(nested)) { _ in nil }
        var cycle: [String: [CSSComponentValue]] = [:]
        for i in 0..<10_000 { cycle["--c\(i)"] = CSSSyntax.componentValues("var(--c\((i + 1) % 10_000))") }
        let r = CSSVariables.resolveAll(cycle)
        #expect(r.values.allSatisfy { if case .failure = $0 { true } else { false } })

        // Through the whole mockup reader.
        let dir = try TempDir()
        try dir.write("chain.css", css)
        try dir.write("page.html", "<html><head><link rel=stylesheet href=chain.css></head><body><h1 class=title>T</h1></body></html>")
        let spec = try MockupReader.read(roots: [dir.path])
        #expect(spec.expectations.contains { $0.light.color?.hex == "#34C759" })
    }

    @Test("a selector with 100,000 parts")
    func hugeSelector() throws {
        let compound = (0..<100_000).map { ".c\($0)" }.joined(separator: " > ")
        let list = (0..<100_000).map { ".d\($0)" }.joined(separator: ", ")
        let css = "\(compound) { color: #111111 }\n\(list) { color: #222222 }\n" + String(repeating: ":not(", count: 10_000) + ".x" + String(repeating: ")", count: 10_000) + " { color: #333 }\n"
        let sheet = CSSStylesheet.parse(css)
        #expect(sheet.allQualifiedRules.count == 3)
        _ = CSSSelectors.split(sheet.allQualifiedRules[1].prelude)
        let dir = try TempDir()
        try dir.write("s.css", css)
        try dir.write("page.html", "<html><head><link rel=stylesheet href=s.css></head><body class=c0><div class='c1 d5'>x</div></body></html>")
        _ = try MockupReader.read(roots: [dir.path])
    }

    @Test("CSS blocks, functions and at-rules nested 100,000 deep")
    func deepCSS() throws {
        for css in [
            String(repeating: "a{", count: 100_000) + "color:red",
            ".a { color: " + String(repeating: "calc(", count: 100_000) + "1px",
            ".a { color: " + String(repeating: "[(", count: 100_000),
            String(repeating: "@media screen{", count: 100_000),
            ".a { width: " + String(repeating: "calc(1px + ", count: 50_000) + "1px" + String(repeating: ")", count: 50_000) + " }",
        ] {
            let sheet = CSSStylesheet.parse(css)
            _ = sheet.allQualifiedRules.count
            _ = CSSParser.parseDeclarationList(css)
            _ = CSSSerializer.serialize(CSSSyntax.componentValues(css))
        }
        let color = "rgb(" + String(repeating: "calc(", count: 100_000) + "1" + String(repeating: ")", count: 100_000) + " 0 0)"
        _ = CSSColorParser.parse(color)
        _ = CSSValues.length(String(repeating: "calc(", count: 100_000) + "1px" + String(repeating: ")", count: 100_000))
    }

    @Test("50,000-deep HTML through the mockup reader")
    func deepHTML() throws {
        let dir = try TempDir()
        try dir.write("deep.html", "<html><body>" + String(repeating: "<div class=a><section>", count: 25_000) + "<h2>Deep</h2></body></html>")
        try dir.write("table.html", "<table>" + String(repeating: "<tr><td><table>", count: 20_000))
        let spec = try MockupReader.read(roots: [dir.path])
        _ = spec.screens.count
    }

    @Test("design-token alias chains 2,000 long and alias cycles")
    func tokenAliases() throws {
        var json = "{\"color\": {\"t0\": {\"$type\": \"color\", \"$value\": \"#34C759\"}"
        for i in 1...2_000 { json += ", \"t\(i)\": {\"$value\": \"{color.t\(i - 1)}\"}" }
        json += ", \"x\": {\"$value\": \"{color.y}\"}, \"y\": {\"$value\": \"{color.x}\"}}}"
        var d: [Diagnostic] = []
        let tokens = DesignTokenFile.parse(Array(json.utf8), path: "t.json", diagnostics: &d)
        #expect(tokens.count >= 2_001)
        #expect(d.contains { $0.message.contains("cycle") })
    }

    @Test("Swift nested 10,000 deep and a 1 MB expression")
    func deepSwift() throws {
        let dir = try TempDir()
        try dir.write("Deep.swift", "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000))
        try dir.write("Closures.swift", "let f = " + String(repeating: "{ ", count: 10_000) + String(repeating: "} ", count: 10_000))
        try dir.write("Long.swift", "let y = " + Array(repeating: "1", count: 200_000).joined(separator: " + "))
        try dir.write("Types.swift", "let z: " + String(repeating: "Array<", count: 10_000) + "Int" + String(repeating: ">", count: 10_000) + " = []")
        let inv = try CodeReader.read(roots: [dir.path])
        _ = inv.diagnostics
    }

    @Test("JSON nested 100,000 deep")
    func deepJSON() throws {
        let json = "{\"a\": {\"$value\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}}"
        var d: [Diagnostic] = []
        _ = DesignTokenFile.parse(Array(json.utf8), path: "deep.json", diagnostics: &d)
        let objects = String(repeating: "{\"a\":", count: 100_000) + "{\"$value\": 1}" + String(repeating: "}", count: 100_000)
        _ = DesignTokenFile.parse(Array(objects.utf8), path: "deep2.json", diagnostics: &d)
        _ = JSONKeyLocator(Array(objects.utf8))
    }
}

/// A temp folder for in-process reader tests, removed on release.
final class TempDir: @unchecked Sendable {
    let path: String
    init() throws {
        path = ((NSTemporaryDirectory() + "gapcheck-hostile-" + UUID().uuidString) as NSString).resolvingSymlinksInPath
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    func write(_ name: String, _ text: String) throws {
        let full = path + "/" + name
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }
    func write(_ name: String, bytes: [UInt8]) throws {
        let full = path + "/" + name
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}
