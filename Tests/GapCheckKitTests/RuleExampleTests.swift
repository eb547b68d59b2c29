import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Every example of every registered rule, run through the real readers and the pipeline.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: RuleDescription
        var index: Int
        var example: RuleExample { rule.examples[index] }
        var testDescription: String { "\(rule.id) #\(index + 1) (\(example.triggers ? "fires" : "quiet"))" }
    }

    static var cases: [Case] {
        RuleRegistry.descriptions.flatMap { d in d.examples.indices.map { Case(rule: d, index: $0) } }
    }

    /// Writes an example as `design/index.html` (CSS wrapped in a page) and `tokens/Example.swift`.
    static func write(_ e: RuleExample) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-example-\(UUID().uuidString)")
        let design = dir.appendingPathComponent("design"), tokens = dir.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        let trimmed = e.design.trimmingCharacters(in: .whitespacesAndNewlines)
        let html =
            trimmed.hasPrefix("<")
            ? trimmed : "<!DOCTYPE html>\n<html>\n<head>\n<title>Example</title>\n<style>\n\(trimmed)\n</style>\n</head>\n<body></body>\n</html>\n"
        try html.write(to: design.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try e.markedSwift.source.write(to: tokens.appendingPathComponent("Example.swift"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func everyRuleIsDescribed() {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        // The registry holds exactly the checks declared in Sources/GapCheckAnalysis/Checks (one `struct XCheck: Check`
        // per file): a new check file that is not registered, or a registered check whose file is gone, fails here.
        let checksFolder = MatchingTestSupport.repoRoot.appendingPathComponent("Sources/GapCheckAnalysis/Checks")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: checksFolder.path)) ?? []
        var declared: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: checksFolder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.contains("struct ") && line.contains(": Check") {
                if let name = line.split(separator: " ").drop(while: { $0 != "struct" }).dropFirst().first {
                    declared.insert(String(name.prefix { $0.isLetter || $0.isNumber }))
                }
            }
        }
        let registered = Set(RuleRegistry.checks.map { String(describing: type(of: $0)) })
        #expect(declared.count >= 20 && declared == registered, "declared \(declared.subtracting(registered)), registered \(registered.subtracting(declared))")
        for d in RuleRegistry.descriptions {
            for e in d.examples where !e.triggers { #expect(e.markedSwift.line == nil, "\(d.id): quiet examples carry no marker") }
            #expect(!d.summary.isEmpty && d.rationale.count > 80, "\(d.id)")
            #expect(d.examples.contains { $0.triggers } && d.examples.contains { !$0.triggers }, "\(d.id)")
        }
        #expect(RuleRegistry.description(of: "color.mismatch")?.severity == .critical)
    }

    @Test(arguments: cases)
    func example(_ c: Case) throws {
        let dir = try Self.write(c.example)
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try Pipeline.run(
            design: [dir.appendingPathComponent("design").path], implementation: [dir.appendingPathComponent("tokens").path],
            configuration: Configuration(), date: "2026-01-01", toolVersion: "test")
        let fired = a.findings.filter { $0.rule == c.rule.id }
        if c.example.triggers {
            #expect(!fired.isEmpty, "\(c.rule.id) did not fire; findings: \(a.findings.map { "\($0.rule): \($0.title)" })")
            // Every marked line carries a finding (swift-format's marked text, several markers allowed).
            let marked = c.example.markedLines.lines
            func at(_ f: Finding, _ line: Int) -> Bool { f.actual?.location?.line == line || f.primaryLocation?.line == line }
            for line in marked {
                #expect(fired.contains { at($0, line) }, "expected at line \(line): \(fired.map { $0.primaryLocation?.description ?? "-" })")
            }
            if !c.example.expectTitleContains.isEmpty {
                #expect(fired.contains { $0.title.contains(c.example.expectTitleContains) }, "\(fired.map(\.title))")
            }
            // Exact message and fix, on a finding at a marked line (any finding of the rule when unmarked).
            let candidates = marked.isEmpty ? fired : fired.filter { f in marked.contains { at(f, $0) } }
            if let message = c.example.expectMessage {
                #expect(candidates.contains { $0.message == message }, "messages: \(candidates.map(\.message))")
            }
            if let fix = c.example.expectFix {
                #expect(candidates.contains { $0.fix?.text == fix }, "fixes: \(candidates.map { $0.fix?.text ?? "-" })")
            }
            if let kind = c.example.expectFixKind {
                #expect(candidates.contains { $0.fix?.kind == kind }, "fix kinds: \(candidates.map { $0.fix?.kind ?? "-" })")
            }
        } else {
            #expect(fired.isEmpty, "\(c.rule.id) fired: \(fired.map(\.title))")
        }
    }
}
