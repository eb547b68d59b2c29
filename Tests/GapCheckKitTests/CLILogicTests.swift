import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport

@Suite("Command-line logic: gate, date, atomic writes, output paths")
struct CLILogicTests {
    @Test("fail-on thresholds gate the right severities")
    func thresholds() {
        #expect(FailThreshold.critical.gates(.critical) && !FailThreshold.critical.gates(.medium))
        #expect(FailThreshold.medium.gates(.medium) && !FailThreshold.medium.gates(.low))
        #expect(FailThreshold.low.gates(.low))
        #expect(Severity.allCases.allSatisfy { !FailThreshold.never.gates($0) })
        #expect(FailThreshold.default == .critical)
    }

    @Test("gate status maps an analysis and a threshold to an exit status")
    func gate() {
        let all = ReporterFixture.analysis()
        #expect(Gate.status(for: all, threshold: .critical) == .gateFailed)
        #expect(Gate.status(for: all, threshold: .never) == .success)
        let lowOnly = ReporterFixture.analysis(findings: ReporterFixture.findings.filter { $0.severity == .low })
        #expect(Gate.status(for: lowOnly, threshold: .critical) == .success)
        #expect(Gate.status(for: lowOnly, threshold: .medium) == .success)
        #expect(Gate.status(for: lowOnly, threshold: .low) == .gateFailed)
        #expect(Gate.status(for: ReporterFixture.cleanAnalysis(), threshold: .low) == .success)
        #expect(ExitStatus.success.rawValue == 0 && ExitStatus.gateFailed.rawValue == 1 && ExitStatus.usageError.rawValue == 2)
    }

    @Test("report date: --date, else SOURCE_DATE_EPOCH, else today")
    func date() throws {
        #expect(try ReportDate.resolve(option: "2026-02-28", environment: ["SOURCE_DATE_EPOCH": "0"]) == "2026-02-28")
        #expect(try ReportDate.resolve(option: nil, environment: ["SOURCE_DATE_EPOCH": "1700000000"]) == "2023-11-14")
        #expect(try ReportDate.resolve(option: nil, environment: [:], now: Date(timeIntervalSince1970: 86_399)) == "1970-01-01")
        #expect(throws: CommandError.invalidDate("2026-02-30")) { try ReportDate.resolve(option: "2026-02-30", environment: [:]) }
        #expect(throws: CommandError.invalidDate("26-1-1")) { try ReportDate.resolve(option: "26-1-1", environment: [:]) }
        #expect(throws: CommandError.invalidSourceDateEpoch("soon")) { try ReportDate.resolve(option: nil, environment: ["SOURCE_DATE_EPOCH": "soon"]) }
        #expect(ReportDate.isValid("2024-02-29") && !ReportDate.isValid("2023-02-29"))
    }

    @Test("atomic write creates and replaces files, leaving no temp file")
    func atomicWrite() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/report.md"
        try AtomicFile.write("one\n", to: path)
        try AtomicFile.write("two\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        #expect(dir.entries == ["report.md"])
    }

    @Test("a failing writer leaves the target unchanged and removes its temp file")
    func atomicFailure() throws {
        struct Boom: Error {}
        let dir = try TemporaryDirectory()
        let path = dir.path + "/report.md"
        try AtomicFile.write("original\n", to: path)
        #expect(throws: OutputError.self) { try AtomicFile.write(to: path) { throw Boom() } }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "original\n")
        #expect(dir.entries == ["report.md"])
        // A rename onto a directory fails after the temp file was written: it is removed too.
        try FileManager.default.createDirectory(atPath: dir.path + "/taken", withIntermediateDirectories: false)
        try "x".write(toFile: dir.path + "/taken/keep", atomically: true, encoding: .utf8)
        #expect(throws: OutputError.self) { try AtomicFile.write("new", to: dir.path + "/taken") }
        #expect(dir.entries == ["report.md", "taken"])
        #expect(throws: OutputError.directoryMissing(path: dir.path + "/no/such/file.md")) { try AtomicFile.write("x", to: dir.path + "/no/such/file.md") }
    }

    @Test("writing without overwrite refuses an existing file")
    func noClobber() throws {
        let dir = try TemporaryDirectory()
        let path = try InitCommand.run(directory: dir.path)
        #expect(path.hasSuffix("/.gapcheck.yml"))
        let before = try String(contentsOfFile: path, encoding: .utf8)
        #expect(throws: CommandError.configExists(path: ".gapcheck.yml")) { try InitCommand.run(directory: dir.path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
        #expect(dir.entries == [".gapcheck.yml"])
    }

    @Test("outputs inside an input folder are refused")
    func outputPaths() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.path + "/design/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir.path + "/reports", withIntermediateDirectories: true)
        #expect(throws: CommandError.outputInsideInput(output: "design/x.md", input: "design/")) {
            try OutputPath.ensureOutside("design/x.md", inputs: ["design/"], currentDirectory: dir.path)
        }
        #expect(throws: CommandError.self) { try OutputPath.ensureOutside("reports/../design/sub/x.md", inputs: ["design"], currentDirectory: dir.path) }
        try OutputPath.ensureOutside("reports/x.md", inputs: ["design"], currentDirectory: dir.path)
        try OutputPath.ensureOutside("design-report.md", inputs: ["design"], currentDirectory: dir.path)
    }

    @Test("the check command writes the report, the baseline, and a summary on stderr")
    func checkCommand() throws {
        let dir = try TemporaryDirectory()
        for sub in ["design", "tokens", "out"] { try FileManager.default.createDirectory(atPath: dir.path + "/" + sub, withIntermediateDirectories: true) }
        // One readable file on each side that gives nothing to compare (an empty input folder is exit 3).
        try "/* no styles yet */\n".write(toFile: dir.path + "/design/empty.css", atomically: true, encoding: .utf8)
        try "import Foundation\n".write(toFile: dir.path + "/tokens/App.swift", atomically: true, encoding: .utf8)
        let captured = Captured()
        let console = Console(out: { captured.append(out: $0) }, err: { captured.append(err: $0) })
        let request = CheckRequest(
            design: [dir.path + "/design"], implementation: [dir.path + "/tokens"], format: .json,
            output: dir.path + "/out/r.json", writeBaselinePath: dir.path + "/out/b.json", date: "2026-01-02")
        let status = try CheckCommand.run(request, environment: [:], currentDirectory: dir.path, console: console)
        #expect(status == .success)
        #expect(captured.out.isEmpty)
        #expect(captured.err.hasPrefix("gapcheck: 0 critical, 0 medium, 0 low; wrote "))
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(contentsOf: URL(fileURLWithPath: dir.path + "/out/r.json")))
        #expect(report.date == "2026-01-02")
        #expect(try Baseline.load(path: dir.path + "/out/b.json").findings.isEmpty)

        let quiet = Captured()
        var q = request
        q.output = nil
        q.quiet = true
        q.format = .markdown
        _ = try CheckCommand.run(
            q, environment: [:], currentDirectory: dir.path, console: Console(out: { quiet.append(out: $0) }, err: { quiet.append(err: $0) }))
        #expect(quiet.err.isEmpty)
        #expect(quiet.out.hasPrefix("# tokens – Design Implementation Gap Analysis\n"))

        var missing = request
        missing.design = [dir.path + "/nope"]
        #expect(throws: InputError.notFound(path: dir.path + "/nope")) {
            try CheckCommand.run(missing, environment: [:], currentDirectory: dir.path, console: console)
        }
        var inside = request
        inside.output = dir.path + "/tokens/r.json"
        #expect(throws: CommandError.self) { try CheckCommand.run(inside, environment: [:], currentDirectory: dir.path, console: console) }
    }
}
