import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

/// `gapcheck diff` and `--compare`: classification by id, counts, ordering, escaping and bad input.
@Suite("Trend between two reports")
struct TrendTests {
    /// A report with one finding per `(id, severity)`; rule, title and location derived from the id.
    static func report(_ findings: [(id: String, severity: String)], date: String = "2026-03-01", line: Int = 1) -> JSONReport {
        JSONReport(
            schemaVersion: 1, tool: .init(name: "gapcheck", version: "0.1.0"), date: date,
            inputs: .init(design: ["design/"], implementation: ["App/"], designFiles: 1, implementationFiles: 1),
            summary: .init(findings: [:], expectations: [:], matched: [:], scores: [], overallScore: 0),
            findings: findings.map { f in
                JSONReport.Finding(
                    id: f.id, rule: "rule.\(f.id)", severity: f.severity, category: "color", title: "Title \(f.id)",
                    message: "", actual: .init(location: .init(file: "App/\(f.id).swift", line: line, column: 3)), count: 1)
            },
            diagnostics: [])
    }

    @Test("new, fixed and unchanged are matched by id, whatever the lines")
    func classification() {
        let old = Self.report([("aaa", "critical"), ("bbb", "critical"), ("ccc", "medium"), ("ddd", "low")], line: 10)
        let new = Self.report([("bbb", "critical"), ("ccc", "medium"), ("eee", "critical"), ("fff", "low")], date: "2026-03-14", line: 99)
        let t = Trend(previous: old, previousFile: "old.json", current: new, currentFile: "new.json")
        #expect(t.new.map(\.id) == ["eee", "fff"])
        #expect(t.fixed.map(\.id) == ["aaa", "ddd"])
        #expect(t.unchanged.map(\.id) == ["bbb", "ccc"])
        // Unchanged findings are shown where they are now.
        #expect(t.unchanged.first?.location == SourceLocation(file: "App/bbb.swift", line: 99, column: 3))
        #expect(t.fixed.first?.location?.line == 10)
        let critical = t.counts.first { $0.severity == "critical" }
        #expect(critical == Trend.Count(severity: "critical", previous: 2, current: 2, new: 1, fixed: 1, unchanged: 1))
        #expect(t.counts.map(\.severity) == ["critical", "medium", "low", "total"])
        #expect(t.counts.last == Trend.Count(severity: "total", previous: 4, current: 4, new: 2, fixed: 2, unchanged: 2))
        #expect(t.previous == Trend.Report(file: "old.json", date: "2026-03-01", toolVersion: "0.1.0"))
        #expect(t.current.date == "2026-03-14")
    }

    @Test("a severity change keeps the finding unchanged, under its new severity, with a note")
    func severityChange() {
        let old = Self.report([("aaa", "medium"), ("bbb", "low")])
        let new = Self.report([("aaa", "critical"), ("bbb", "low")])
        let t = Trend(previous: old, previousFile: "old.json", current: new, currentFile: "new.json")
        #expect(t.new.isEmpty && t.fixed.isEmpty)
        #expect(t.unchanged.map(\.id) == ["aaa", "bbb"])
        #expect(t.unchanged[0].severity == .critical && t.unchanged[0].previousSeverity == .medium)
        #expect(t.unchanged[1].previousSeverity == nil)
        #expect(t.severityChanged.map(\.id) == ["aaa"])
        let rows = Dictionary(uniqueKeysWithValues: t.counts.map { ($0.severity, $0) })
        #expect(rows["critical"]?.previous == 0 && rows["critical"]?.current == 1 && rows["critical"]?.unchanged == 1)
        #expect(rows["medium"]?.previous == 1 && rows["medium"]?.current == 0 && rows["medium"]?.fixed == 0)
        let md = TrendMarkdown.document(t)
        #expect(md.contains("| 🔴 critical | 0 → 1 | 0 | 0 | 1 |"))
        #expect(md.contains("Title aaa _(was 🟡 medium)_"))
        #expect(md.contains("One finding changed severity"))
        let json = JSONOutput.string(t)
        #expect(json.contains("\"previousSeverity\" : \"medium\""))
    }

    @Test("entries sort by severity, category, rule, location and id; duplicate ids count once")
    func ordering() {
        var new = Self.report([("zzz", "low"), ("mmm", "critical"), ("aaa", "medium"), ("mmm", "low")])
        new.findings[1].category = "accessibility"
        new.findings.append(
            JSONReport.Finding(
                id: "bbb", rule: "a.rule", severity: "critical", category: "color", title: "B", message: "", count: 1))
        let t = Trend(previous: Self.report([]), previousFile: nil, current: new, currentFile: nil)
        #expect(t.new.map(\.id) == ["bbb", "mmm", "aaa", "zzz"])
        #expect(t.counts.last?.current == 4)
        let again = Trend(previous: Self.report([]), previousFile: nil, current: new, currentFile: nil)
        #expect(TrendMarkdown.document(t) == TrendMarkdown.document(again))
    }

    @Test("Markdown: count table, grouped lists, _None._ for empty lists")
    func markdown() {
        let old = Self.report([("aaa", "critical"), ("bbb", "critical"), ("ccc", "critical")])
        let new = Self.report([("ccc", "critical"), ("ddd", "medium")], date: "2026-03-14")
        let md = TrendMarkdown.document(Trend(previous: old, previousFile: "reports/1.4.json", current: new, currentFile: "reports/1.5.json"))
        #expect(md.hasPrefix("# Gap Trend Since the Last Review\n\n- **Previous review:** `reports/1.4.json` (2026-03-01, gapcheck 0.1.0)\n"))
        #expect(
            md.contains(
                "| 🔴 critical | 3 → 1 | 0 | 2 | 1 |\n| 🟡 medium | 0 → 1 | 1 | 0 | 0 |\n| ✅ low | 0 → 0 | 0 | 0 | 0 |\n| **Total** | **3 → 2** | 1 | 2 | 1 |"))
        #expect(md.contains("## 🆕 New since the last review (1)\n\n### 🟡 Medium (Missing Features) (1)\n\n| Rule | Finding | Where | Id |"))
        #expect(md.contains("| `rule.ddd` | Title ddd | `App/ddd.swift:1:3` | `ddd` |"))
        #expect(md.contains("## ✅ Fixed since the last review (2)\n\n### 🔴 Critical (Breaks Visual Design) (2)"))
        #expect(md.contains("| Rule | Finding | Where it was | Id |"))
        let none = TrendMarkdown.document(Trend(previous: new, previousFile: "a", current: new, currentFile: "b"))
        #expect(none.contains("(0)\n\n_None._\n"))
        #expect(md.hasSuffix("generated by gapcheck \(ToolInfo.version)\n"))
    }

    @Test("hostile titles, rules, ids and paths are escaped in Markdown")
    func escaping() {
        var new = Self.report([("aaa", "critical")])
        new.findings[0].title = ReporterFixture.hostile + "\n# Heading | cell"
        new.findings[0].rule = "x|y\n## z"
        new.findings[0].id = "id`|<b>"
        new.findings[0].actual?.location?.file = "a|b`c\nd.swift"
        let md = TrendMarkdown.document(Trend(previous: Self.report([]), previousFile: "old|`\u{1B}[31m.json", current: new, currentFile: "n.json"))
        let row = md.split(separator: "\n").first { $0.hasPrefix("| `x") }.map(String.init) ?? ""
        #expect(!row.isEmpty)
        // One table row: every `|` of the input is escaped, nothing opens a heading, HTML or a link.
        #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 5, "\(row)")
        let unescaped = md.replacingOccurrences(of: "\\<", with: "").replacingOccurrences(of: "\\]", with: "")
        #expect(!unescaped.contains("<img") && !unescaped.contains("](http") && !md.contains("\u{1B}"))
        #expect(!md.contains("\n# Heading") && !md.contains("\n## z") && !md.contains("\nforged.swift"))
        #expect(row.contains("\\<img src=x onerror=alert(1)\\>"))
        // Ids and paths are code spans, which no backtick inside can close.
        #expect(row.contains("| ``id`\\|<b>`` |"))
        #expect(row.contains("| ``a\\|b`c d.swift:1:3`` |"))
        #expect(md.contains("- **Previous review:** ``old|`.json`` (2026-03-01"))
    }

    @Test("report files: missing, not JSON, not a report, unsupported version, bad severity")
    func reportFileErrors() throws {
        let dir = try TemporaryDirectory()
        func write(_ name: String, _ text: String) throws -> String {
            let path = dir.path + "/" + name
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        #expect(throws: ReportFileError.notFound(path: dir.path + "/nope.json")) { try ReportFile.load(path: dir.path + "/nope.json") }
        #expect(throws: ReportFileError.unreadable(path: dir.path)) { try ReportFile.load(path: dir.path) }
        let notJSON = try write("a.json", "# Tempo – Design Implementation Gap Analysis\n")
        #expect(throws: ReportFileError.invalid(path: notJSON, reason: "not JSON")) { try ReportFile.load(path: notJSON) }
        let array = try write("b.json", "[1, 2]")
        #expect(throws: ReportFileError.invalid(path: array, reason: "not a JSON object")) { try ReportFile.load(path: array) }
        let baseline = try write("baseline.json", Baseline(findings: [.init(id: "abc", rule: "r", title: "t")]).text)
        #expect(throws: ReportFileError.invalid(path: baseline, reason: "a baseline file, not a report")) { try ReportFile.load(path: baseline) }
        let partial = try write("p.json", "{\"schemaVersion\": 1, \"findings\": [], \"summary\": {}}")
        #expect(throws: ReportFileError.invalid(path: partial, reason: "missing \"tool\"")) { try ReportFile.load(path: partial) }
        let sarif = try write("c.sarif", "{\"version\": \"2.1.0\", \"runs\": []}")
        #expect(throws: ReportFileError.invalid(path: sarif, reason: "no schemaVersion")) { try ReportFile.load(path: sarif) }
        let future = try write("d.json", "{\"schemaVersion\": 2}")
        #expect(throws: ReportFileError.unsupportedVersion(path: future, version: 2)) { try ReportFile.load(path: future) }
        #expect(
            ReportFileError.unsupportedVersion(path: "d.json", version: 2).description
                == "d.json: report schema version 2 is newer than this gapcheck understands (1); upgrade gapcheck")
        var report = Self.report([("aaa", "blocker")])
        let badSeverity = try write("e.json", JSONOutput.string(report))
        #expect(throws: ReportFileError.invalid(path: badSeverity, reason: "findings[0] has severity 'blocker'; expected critical, medium or low")) {
            try ReportFile.load(path: badSeverity)
        }
        report = Self.report([("aaa", "low")])
        report.tool.name = "other"
        let other = try write("f.json", JSONOutput.string(report))
        #expect(throws: ReportFileError.invalid(path: other, reason: "written by other")) { try ReportFile.load(path: other) }
        let wrongType = try write("g.json", JSONOutput.string(Self.report([("aaa", "low")])).replacingOccurrences(of: "\"id\" : \"aaa\"", with: "\"id\" : 7"))
        #expect(throws: ReportFileError.invalid(path: wrongType, reason: "\"findings[0].id\" is not a string")) { try ReportFile.load(path: wrongType) }
        #expect(
            ReportFileError.invalid(path: "x.json", reason: "not JSON").description
                == "x.json: not a gapcheck JSON report (not JSON); write one with `gapcheck DESIGN IMPL --format json -o FILE`")
        // A good report round-trips, including one written with --compare (it has a `trend`).
        var withTrend = Self.report([("aaa", "low")])
        withTrend.trend = Trend(previous: Self.report([]), previousFile: "x", current: withTrend, currentFile: nil)
        let good = try write("h.json", JSONOutput.string(withTrend))
        #expect(try ReportFile.load(path: good) == withTrend)
    }

    @Test("--compare adds the trend to the Markdown and JSON reports")
    func compareInReport() throws {
        let dir = try TemporaryDirectory()
        let analysis = ReporterFixture.analysis()
        var previous = JSONReport(analysis)
        let dropped = previous.findings.removeFirst()
        previous.findings.append(Self.report([("gone00000000", "medium")]).findings[0])
        try JSONOutput.string(previous).write(toFile: dir.path + "/old.json", atomically: true, encoding: .utf8)
        var compared = analysis
        compared.trend = Trend(
            previous: try ReportFile.load(path: dir.path + "/old.json"), previousFile: "old.json", current: JSONReport(analysis), currentFile: nil)
        let md = MarkdownReporter().render(compared)
        #expect(md.contains("- **Since the last review:** 1 new, 1 fixed, \(analysis.findings.count - 1) unchanged · critical "))
        #expect(md.contains(". Since the last review\n\n- **Previous review:** `old.json` ("))
        #expect(md.contains("- **This review:** this report ("))
        #expect(md.contains("### 🆕 New since the last review (1)\n\n#### "))
        #expect(md.contains("`\(dropped.id)`"))
        // The trend section comes after the score card and before the appendix.
        let trendAt = try #require(md.range(of: ". Since the last review")).lowerBound
        #expect(try #require(md.range(of: ". Score Card")).lowerBound < trendAt)
        #expect(trendAt < (try #require(md.range(of: "## Appendix A")).lowerBound))
        let json = try JSONDecoder().decode(JSONReport.self, from: Data(JSONReporter().render(compared).utf8))
        #expect(json.trend?.new.map(\.id) == [dropped.id])
        #expect(json.trend?.fixed.map(\.id) == ["gone00000000"])
        #expect(json.trend?.current.file == nil && json.trend?.previous.file == "old.json")
        // Without --compare, neither report changes.
        #expect(!MarkdownReporter().render(analysis).contains("Since the last review"))
        #expect(!JSONReporter().render(analysis).contains("\"trend\""))
    }
}
