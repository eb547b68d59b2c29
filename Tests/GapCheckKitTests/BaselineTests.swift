import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit

@Suite("Baseline")
struct BaselineTests {
    @Test("recording writes every finding once, sorted by id, byte-stable")
    func record() throws {
        let analysis = ReporterFixture.analysis()
        let baseline = Baseline(recording: analysis)
        #expect(baseline.schemaVersion == 1)
        #expect(baseline.findings.count == analysis.findings.count)
        #expect(baseline.findings.map(\.id) == baseline.findings.map(\.id).sorted())
        var reversed = analysis
        reversed.findings.reverse()
        #expect(Baseline(recording: reversed).text == baseline.text)
        #expect(baseline.text.hasPrefix("{\n  \"findings\" : [\n"))
        #expect(!baseline.text.contains("\u{1B}"))
    }

    @Test("a written baseline reads back")
    func roundTrip() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/baseline.json"
        let baseline = Baseline(recording: ReporterFixture.analysis())
        try AtomicFile.write(baseline.text, to: path)
        #expect(try Baseline.load(path: path) == baseline)
    }

    @Test("applying marks new and baselined findings, and lists resolved ids")
    func apply() {
        let analysis = ReporterFixture.baselinedAnalysis()
        let states = analysis.findings.map { analysis.baseline[$0.id] }
        #expect(states.filter { $0 == .baselined }.count == 2)
        #expect(states.filter { $0 == .new }.count == analysis.findings.count - 2)
        #expect(analysis.resolvedBaselineIDs == ["0123456789ab"])
    }

    @Test("only new findings fail the gate")
    func gate() {
        let onlyBaselined = ReporterFixture.analysis(findings: ReporterFixture.findings.filter { $0.rule == "screen.missing" })
        #expect(Gate.status(for: onlyBaselined, threshold: .critical) == .gateFailed)
        let accepted = Baseline(recording: onlyBaselined).apply(to: onlyBaselined)
        #expect(Gate.status(for: accepted, threshold: .critical) == .success)
        #expect(Gate.status(for: accepted, threshold: .low) == .success)
        let full = ReporterFixture.baselinedAnalysis()
        #expect(Gate.failing(full, threshold: .critical).count == 5)
        for threshold in [FailThreshold.critical, .medium, .low] {
            #expect(Gate.failingCount(full, threshold: threshold) == Gate.failing(full, threshold: threshold).count)
        }
    }

    @Test("the summary line counts new findings by severity and the baselined ones apart")
    func summaryLine() {
        let full = ReporterFixture.baselinedAnalysis()
        let active = full.findings.filter { full.baseline[$0.id] != .baselined }
        let line = CheckCommand.summary(
            full, request: CheckRequest(design: ["d"], implementation: ["i"]), status: .success, console: Console(out: { _ in }, err: { _ in }))
        let counts = [Severity.critical, .medium, .low].map { s in active.filter { $0.severity == s }.count }
        #expect(line.hasPrefix("gapcheck: \(counts[0]) critical, \(counts[1]) medium, \(counts[2]) low (2 baselined, 1 resolved)"))
    }

    @Test("bad baseline files are errors naming the file")
    func errors() throws {
        let dir = try TemporaryDirectory()
        #expect(throws: BaselineError.unreadable(path: dir.path + "/none.json")) { try Baseline.load(path: dir.path + "/none.json") }
        try "not json".write(toFile: dir.path + "/a.json", atomically: true, encoding: .utf8)
        #expect(throws: BaselineError.invalid(path: dir.path + "/a.json", reason: "not JSON")) { try Baseline.load(path: dir.path + "/a.json") }
        try "{\"schemaVersion\": 9, \"findings\": []}".write(toFile: dir.path + "/b.json", atomically: true, encoding: .utf8)
        #expect(throws: BaselineError.unsupportedVersion(path: dir.path + "/b.json", version: 9)) { try Baseline.load(path: dir.path + "/b.json") }
        try "{\"schemaVersion\": 1, \"findings\": [{\"id\": 3}]}".write(toFile: dir.path + "/c.json", atomically: true, encoding: .utf8)
        #expect(throws: BaselineError.self) { try Baseline.load(path: dir.path + "/c.json") }
    }
}
