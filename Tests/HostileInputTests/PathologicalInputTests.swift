import CSSEngine
import CodeReader
import DesignTokenJSON
import Foundation
import GapCheckKit
import GapCheckModel
import MockupReader
import Testing

/// Inputs built to be slow or deep. The CSS engine runs in-process; whole readers run in the built
/// executable with a generous time limit (a hang must not stall the suite; speed is `make bench`'s business).
@Suite("pathological inputs", .timeLimit(.minutes(5)))
struct PathologicalInputTests {
    @Test("CSS engine: a var() chain 10,000 deep resolves to the end of the chain")
    func varChainEngine() throws {
        var props: [String: [CSSComponentValue]] = ["--v0": CSSSyntax.componentValues("#34C759")]
        for i in 1...10_000 { props["--v\(i)"] = CSSSyntax.componentValues("var(--v\(i - 1))") }
        let resolved = CSSVariables.resolveAll(props)
        guard case .success(let v)? = resolved["--v10000"] else { Issue.record("chain did not resolve"); return }
        #expect(CSSColorParser.parse(v)?.color?.hex == "#34C759")
    }

    @Test("CSS blocks, functions and at-rules nested 100,000 deep")
    func deepCSS() throws {
        for css in [
            String(repeating: "a{", count: 100_000) + "color:red",
            ".a { color: " + String(repeating: "calc(", count: 100_000) + "1px",
            ".a { color: " + String(repeating: "[(", count: 100_000),
            String(repeating: "@media screen{", count: 100_000),
            ".a { width: " + String(repeating: "calc(1px + ", count: 50_000) + "1px" + String(repeating: ")", count: 50_000) + " }"
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
}

/// Whole readers on pathological trees, through `gapcheck extract`/`inventory` with a time limit.
@Suite("pathological inputs (executable)", .enabled(if: GapCheckBinary.isAvailable, "build the gapcheck product first"))
struct PathologicalReaderTests {
    /// Writes `files` into the workspace and runs `gapcheck <command> <folder> --format json`, killed after `timeout` s.
    private func run(_ command: String, _ folder: String, _ files: [String: String], timeout: TimeInterval = 90) throws -> CLIResult {
        let ws = try Workspace()
        for (name, text) in files { try ws.write(folder + "/" + name, text) }
        let r = try GapCheckBinary.run([command, folder, "--format", "json"], in: ws.path, timeout: timeout)
        #expect(r.status == 0, "\(r)")
        #expect((try? JSONSerialization.jsonObject(with: Data(r.out.utf8))) != nil, "no JSON on stdout")
        return r
    }

    static func varChain(_ n: Int) -> String {
        var css = ":root {\n  --v0: #34C759;\n"
        for i in 1...n { css += "  --v\(i): var(--v\(i - 1));\n" }
        return css + "}\n.title { color: var(--v\(n)); }\n"
    }

    @Test("mockup reader: a var() chain 10,000 deep finishes")
    func varChain() throws {
        // Fixed: one memoizing CSSVariables.Substituter per scheme/scope (was a fresh resolver per property: O(n²)).
        let r = try run(
            "extract", "design",
            [
                "chain.css": Self.varChain(10_000),
                "page.html": "<html><head><link rel=stylesheet href=chain.css></head><body><h1 class=title>T</h1></body></html>"
            ])
        #expect(r.out.contains("\"green\" : 0.7803921568627451"), "#34C759 reached the end of the chain")
        #expect(r.out.contains("--v10000"))
    }

    @Test("mockup reader: a selector with 100,000 parts finishes")
    func hugeSelector() throws {
        let compound = (0..<100_000).map { ".c\($0)" }.joined(separator: " > ")
        let list = (0..<100_000).map { ".d\($0)" }.joined(separator: ", ")
        let css =
            "\(compound) { color: #111111 }\n\(list) { color: #222222 }\n" + String(repeating: ":not(", count: 10_000) + ".x"
            + String(repeating: ")", count: 10_000) + " { color: #333 }\n"
        _ = try run(
            "extract", "design",
            ["s.css": css, "page.html": "<html><head><link rel=stylesheet href=s.css></head><body class=c0><div class='c1 d5'>x</div></body></html>"])
    }

    @Test("mockup reader: 25,000-deep div/section nesting finishes")
    func deepHTML() throws {
        _ = try run(
            "extract", "design", ["deep.html": "<html><body>" + String(repeating: "<div class=a><section>", count: 25_000) + "<h2>Deep</h2></body></html>"])
    }

    @Test("mockup reader: 20,000 nested tables finish")
    func nestedTables() throws {
        // Fixed: HTMLSourceMap counted columns from the line start on every lookup, O(n²) on a one-line file. 30,000
        // paragraphs on one 480 kB line are billions of steps if that comes back, and seconds if it does not (the
        // earlier 100,000 took 40–65 s in a debug build, too close to the limit on a loaded machine).
        _ = try run("extract", "design", ["table.html": "<table>" + String(repeating: "<tr><td><table>", count: 20_000)])
        _ = try run("extract", "design", ["minified.html": "<html><body>" + String(repeating: "<p class=a>é</p>", count: 30_000) + "</body></html>"])
    }

    @Test("token JSON: an alias chain 2,000 long and a cycle")
    func tokenAliases() throws {
        var json = "{\"color\": {\"t0\": {\"$type\": \"color\", \"$value\": \"#34C759\"}"
        for i in 1...2_000 { json += ", \"t\(i)\": {\"$value\": \"{color.t\(i - 1)}\"}" }
        json += ", \"x\": {\"$value\": \"{color.y}\"}, \"y\": {\"$value\": \"{color.x}\"}}}"
        // Chains past DesignTokenFile.maxAliasChain links are refused with a warning, so resolution is linear per token.
        let r = try run("extract", "design", ["tokens.json": json])
        #expect(r.err.contains("alias cycle {color.x} → {color.y} → {color.x}") || r.err.contains("alias cycle {color.y} → {color.x} → {color.y}"), "\(r)")
        #expect(r.err.contains("longer than 64 links"), "\(r)")
        #expect(r.out.contains("color.t64"), "short chains still resolve")
    }

    @Test("token JSON nested 100,000 deep")
    func deepJSON() throws {
        let r = try run(
            "extract", "design",
            ["deep.tokens.json": "{\"a\": {\"$value\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}}"], timeout: 60)
        expectWarning(r, naming: "deep.tokens.json")
    }

    @Test("code reader: Swift nested 10,000 deep, a 200,000-term expression")
    func deepSwift() throws {
        _ = try run(
            "inventory", "app",
            [
                "Deep.swift": "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
                "Closures.swift": "let f = " + String(repeating: "{ ", count: 10_000) + String(repeating: "} ", count: 10_000),
                "Long.swift": "let y = " + Array(repeating: "1", count: 200_000).joined(separator: " + ")
            ], timeout: 180)
    }

    @Test("code reader: generic arguments nested 1,000 deep")
    func deepGenerics() throws {
        // Fixed: files are parsed on WorkerPool threads with 1 GB stacks (was a SIGSEGV on a Dispatch worker).
        // Closed with spaces, the nesting is parsed (linear time, deep recursion).
        _ = try run(
            "inventory", "app", ["Types.swift": "let z: " + String(repeating: "Array<", count: 1_000) + "Int" + String(repeating: "> ", count: 1_000) + " = []"]
        )
        // Closed by one run of `>`, the parser's time is quadratic in the run (FuzzSwift timeout): skipped, named.
        let adjacent = try run(
            "inventory", "app", ["Types.swift": "let z: " + String(repeating: "Array<", count: 1_000) + "Int" + String(repeating: ">", count: 1_000) + " = []"])
        #expect(adjacent.err.contains("Types.swift:1:6011") && adjacent.err.contains("1000 consecutive '>'"), "\(adjacent)")
        _ = try run("inventory", "app", ["Calls.swift": "let w = " + String(repeating: "f(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)])
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
