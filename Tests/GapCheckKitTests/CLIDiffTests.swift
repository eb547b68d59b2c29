import Foundation
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

/// `gapcheck diff` and `--compare` through the built executable, on the bundled sample.
@Suite("gapcheck diff and --compare", .enabled(if: CLIBinary.url != nil && CLIFreshnessTests.hasSample, "build the gapcheck product first"))
struct CLIDiffTests {
    static let root = CLIBinary.packageRoot.path

    /// This run's JSON report of the sample as `new.json`, and as `old.json` the same report two weeks
    /// earlier, without its first finding and with one finding since fixed.
    static func reports() throws -> (dir: TemporaryDirectory, dropped: String) {
        let dir = try TemporaryDirectory()
        let r = try CLIBinary.run(
            ["design/", "tokens/", "--format", "json", "-o", dir.path + "/new.json", "--date", "2026-03-14", "--fail-on", "never", "-q"], in: root)
        #expect(r.status == 0, "\(r.err)")
        let data = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/new.json"))
        var report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var findings = try #require(report["findings"] as? [[String: Any]])
        let dropped = try #require(findings.removeFirst()["id"] as? String)
        var fixed = findings[0]
        fixed["id"] = "0123456789ab"
        fixed["title"] = "Fixed `gap` | <b>since</b>"
        findings.append(fixed)
        report["findings"] = findings
        report["date"] = "2026-02-28"
        try JSONSerialization.data(withJSONObject: report).write(to: URL(fileURLWithPath: dir.path + "/old.json"))
        return (dir, dropped)
    }

    @Test("diff prints the trend as Markdown or JSON, and a summary line on stderr")
    func diff() throws {
        let (dir, dropped) = try Self.reports()
        let md = try CLIBinary.run(["diff", "old.json", "new.json"], in: dir.path)
        #expect(md.status == 0, "\(md.err)")
        #expect(md.out.hasPrefix("# Gap Trend Since the Last Review\n\n- **Previous review:** `old.json` (2026-02-28, gapcheck "))
        #expect(md.out.contains("## 🆕 New since the last review (1)"))
        #expect(md.out.contains("`\(dropped)`"))
        #expect(md.out.contains("## ✅ Fixed since the last review (1)"))
        #expect(md.out.contains("Fixed `gap` \\| \\<b\\>since\\</b\\>"))
        #expect(md.err.hasPrefix("gapcheck: 1 new, 1 fixed, ") && md.err.hasSuffix("\n") && md.err.filter { $0 == "\n" }.count == 1, "\(md.err)")
        let json = try CLIBinary.run(["diff", "old.json", "new.json", "--format", "json", "-q"], in: dir.path)
        #expect(json.status == 0 && json.err.isEmpty)
        let trend = try JSONDecoder().decode(Trend.self, from: Data(json.out.utf8))
        #expect(trend.new.map(\.id) == [dropped] && trend.fixed.map(\.id) == ["0123456789ab"])
        #expect(trend.previous.file == "old.json" && trend.current.file == "new.json")
        let file = try CLIBinary.run(["diff", "old.json", "new.json", "-o", "trend.md"], in: dir.path)
        #expect(file.status == 0 && file.out.isEmpty && file.err.contains("; wrote trend.md"))
        #expect(try String(contentsOfFile: dir.path + "/trend.md", encoding: .utf8) == md.out)
        // Same inputs, same bytes.
        #expect(try CLIBinary.run(["diff", "old.json", "new.json"], in: dir.path).out == md.out)
    }

    @Test("diff errors: exit 2, one line naming the file")
    func diffErrors() throws {
        let (dir, _) = try Self.reports()
        try "not json".write(toFile: dir.path + "/bad.json", atomically: true, encoding: .utf8)
        try "{\"schemaVersion\": 9, \"findings\": []}".write(toFile: dir.path + "/future.json", atomically: true, encoding: .utf8)
        try "{\"schemaVersion\": 1, \"hello\": 1}".write(toFile: dir.path + "/other.json", atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["diff", "nope.json", "new.json"], "gapcheck: error: nope.json: no such file or directory\n"),
            (
                ["diff", "old.json", "bad.json"],
                "gapcheck: error: bad.json: not a gapcheck JSON report (not JSON); write one with `gapcheck DESIGN IMPL --format json -o FILE`\n"
            ),
            (
                ["diff", "future.json", "new.json"],
                "gapcheck: error: future.json: report schema version 9 is newer than this gapcheck understands (1); upgrade gapcheck\n"
            ),
            (
                ["diff", "old.json", "other.json"],
                "gapcheck: error: other.json: not a gapcheck JSON report (missing \"tool\"); write one with `gapcheck DESIGN IMPL --format json -o FILE`\n"
            ),
            (["diff", "old.json", "new.json", "-o", "new.json"], "gapcheck: error: new.json: refusing to overwrite an input file; choose another output path\n")
        ]
        for (args, err) in cases {
            let r = try CLIBinary.run(args, in: dir.path)
            #expect(r.status == 2, "\(args)")
            #expect(r.err == err, "\(args)")
            #expect(r.out.isEmpty, "\(args)")
        }
        for args in [["diff", "old.json"], ["diff", "old.json", "new.json", "--format", "sarif"]] {
            let r = try CLIBinary.run(args, in: dir.path)
            #expect(r.status == 2 && r.err.hasPrefix("gapcheck: error: ") && r.err.filter { $0 == "\n" }.count == 1, "\(args): \(r.err)")
        }
        #expect(try String(contentsOfFile: dir.path + "/new.json", encoding: .utf8).hasPrefix("{"))
    }

    @Test("--compare appends the trend to the report; a bad file or format is exit 2")
    func compare() throws {
        let (dir, dropped) = try Self.reports()
        let old = dir.path + "/old.json"
        let md = try CLIBinary.run(["design/", "tokens/", "--compare", old, "--fail-on", "never"], in: Self.root)
        #expect(md.status == 0, "\(md.err)")
        #expect(md.out.contains("- **Since the last review:** 1 new, 1 fixed, "))
        #expect(md.out.contains(". Since the last review\n\n- **Previous review:** `\(old)` (2026-02-28, "))
        #expect(md.err.contains("; since the last review 1 new, 1 fixed"))
        let json = try CLIBinary.run(["design/", "tokens/", "--compare", old, "--format", "json", "--fail-on", "never", "-q"], in: Self.root)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(json.out.utf8))
        #expect(report.trend?.new.map(\.id) == [dropped])
        // The new report can replace the old one in place: the old one is read before anything is written.
        try FileManager.default.copyItem(atPath: old, toPath: dir.path + "/in-place.json")
        let inPlace = try CLIBinary.run(
            ["design/", "tokens/", "--compare", dir.path + "/in-place.json", "--format", "json", "-o", dir.path + "/in-place.json", "--fail-on", "never", "-q"],
            in: Self.root)
        #expect(inPlace.status == 0)
        #expect(try ReportFile.load(path: dir.path + "/in-place.json").trend?.fixed.map(\.id) == ["0123456789ab"])
        let missing = try CLIBinary.run(["design/", "tokens/", "--compare", dir.path + "/nope.json"], in: Self.root)
        #expect(missing.status == 2 && missing.out.isEmpty && missing.err == "gapcheck: error: \(dir.path)/nope.json: no such file or directory\n")
        let sarif = try CLIBinary.run(["design/", "tokens/", "--compare", old, "--format", "sarif"], in: Self.root)
        #expect(sarif.status == 2 && sarif.out.isEmpty && sarif.err.hasPrefix("gapcheck: error: --compare: the sarif format has no trend section"))
    }

    @Test("several implementation folders are read as one app")
    func severalImplementationFolders() throws {
        let one = try CLIBinary.run(["design/", "tokens/", "--format", "json", "--fail-on", "never", "-q"], in: Self.root)
        let split = try CLIBinary.run(
            ["design/", "tokens/DesignSystem", "tokens/Views", "tokens/Models", "tokens/App.swift", "--format", "json", "--fail-on", "never", "-q"],
            in: Self.root)
        #expect(split.status == 0, "\(split.err)")
        let a = try JSONDecoder().decode(JSONReport.self, from: Data(one.out.utf8))
        let b = try JSONDecoder().decode(JSONReport.self, from: Data(split.out.utf8))
        #expect(b.inputs.implementation == ["tokens/DesignSystem", "tokens/Views", "tokens/Models", "tokens/App.swift"])
        #expect(b.findings.count > 0 && Set(b.findings.map(\.rule)).isSubset(of: Set(a.findings.map(\.rule))))
    }
}
