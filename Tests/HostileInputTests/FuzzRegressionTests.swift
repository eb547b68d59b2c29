import CSSEngine
import CodeReader
import DesignTokenJSON
import Foundation
import GapCheckModel
import MockupReader
import Testing

/// Every input that once crashed or hung a fuzz target, replayed through the same entry points.
///
/// Files live in Regressions/, named after the fuzz target's corpus: `css-*` (FuzzCSSParser),
/// `values-*` (FuzzCSSValues), `html-*` (FuzzHTML), `tokens-*` (FuzzTokenJSON), `swift-*` (FuzzSwift).
@Suite("fuzz regressions", .timeLimit(.minutes(2)))
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions").path

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test("replays a crash input", arguments: inputs.filter { !$0.hasSuffix(".open") })
    func replay(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
        try FuzzEntryPoints.run(name, bytes)
    }

    /// Inputs that still crash (`*.open`) run in the executable, so the crash cannot take the test
    /// process down; drop the suffix once fixed and they replay in-process with the others.
    @Test("an open crash input, in the executable", .enabled(if: GapCheckBinary.isAvailable), arguments: inputs.filter { $0.hasSuffix(".open") })
    func replayOpen(_ name: String) throws {
        let ws = try Workspace()
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
        let prefix = name.split(separator: "-").first.map(String.init) ?? ""
        let (folder, file, command) =
            switch prefix {
            case "swift": ("app", "View.swift", "inventory")
            case "tokens": ("design", "t.tokens.json", "extract")
            case "html": ("design", "page.html", "extract")
            default: ("design", "style.css", "extract")
            }
        try ws.write(folder + "/" + file, bytes: bytes)
        withKnownIssue("open crash: Regressions/\(name)") {
            let r = try GapCheckBinary.run([command, folder], in: ws.path, timeout: 60)
            #expect(r.status == 0, "\(r)")
        }
    }
}

/// What each fuzz target does with one input (kept in step with Fuzz/Sources/*).
enum FuzzEntryPoints {
    static func run(_ name: String, _ bytes: [UInt8]) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        switch name.split(separator: "-").first ?? "" {
        case "css":
            _ = CSSStylesheet.parse(bytes: bytes)
            let sheet = CSSStylesheet.parse(text)
            for rule in sheet.allQualifiedRules { _ = CSSSelectors.split(rule.prelude) }
            _ = CSSParser.parseDeclarationList(text)
            _ = CSSSerializer.serialize(CSSSyntax.componentValues(text))
        case "values":
            let values = CSSSyntax.componentValues(text)
            if let c = CSSColorParser.parse(values)?.color { _ = CSSColorParser.parse(CSSValues.serializeColor(c)) }
            if let v = CSSValues.length(values) { _ = CSSValues.length(CSSValues.serializeLength(v)) }
            _ = CSSValues.font(values)
            _ = CSSValues.shadows(values)
            var props: [String: [CSSComponentValue]] = [:]
            for d in CSSParser.parseDeclarationList(text) where d.name.hasPrefix("--") { props[d.name] = d.value }
            _ = CSSVariables.resolveAll(props)
        case "html":
            let dir = try TempDir()
            let sep = Array("\n--css--\n".utf8)
            var html = bytes, css: [UInt8]? = nil
            if let r = bytes.firstRange(of: sep) { html = Array(bytes[..<r.lowerBound]); css = Array(bytes[r.upperBound...]) }
            try dir.write("page.html", bytes: html)
            if let css { try dir.write("style.css", bytes: css) }
            _ = try MockupReader.read(roots: [dir.path])
        case "tokens":
            var d: [Diagnostic] = []
            _ = DesignTokenFile.parse(bytes, path: name, diagnostics: &d)
            _ = JSONKeyLocator(bytes)
        case "swift":
            let dir = try TempDir()
            let file =
                bytes.first == UInt8(ascii: "<") ? "Main.storyboard" : bytes.first == UInt8(ascii: "{") ? "A.xcassets/B.colorset/Contents.json" : "View.swift"
            try dir.write(file, bytes: bytes.first == 1 ? Array(bytes.dropFirst()) : bytes)
            _ = try CodeReader.read(roots: [dir.path])
        default:
            Issue.record("Regressions/\(name): unknown prefix (css-, values-, html-, tokens-, swift-)")
        }
    }
}
