import Foundation
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

/// Runs the built `gapcheck` executable (`swift build` puts it in .build/debug) as a user would.
@Suite("gapcheck executable", .enabled(if: CLIBinary.url != nil, "build the gapcheck product first"))
struct CLIProcessTests {
    @Test("--version prints the version on stdout")
    func version() throws {
        let r = try CLIBinary.run(["--version"])
        #expect(r.status == 0)
        #expect(r.out == ToolInfo.version + "\n")
    }

    @Test("a missing input folder: exit 2, one line naming it")
    func missingInput() throws {
        let dir = try CLIBinary.sampleDirectory()
        let r = try CLIBinary.run(["nope/", "tokens/"], in: dir.path)
        #expect(r.status == 2)
        #expect(r.err == "gapcheck: error: nope/: no such file or directory\n")
        #expect(r.out.isEmpty)
    }

    @Test("usage errors: exit 2, one line")
    func usage() throws {
        let dir = try CLIBinary.sampleDirectory()
        for args in [
            ["design/"], ["design/", "tokens/", "--fail-on", "sometimes"], ["design/", "tokens/", "--format", "pdf"],
            ["design/", "tokens/", "--date", "yesterday"], ["design/", "tokens/", "--bogus"]
        ] {
            let r = try CLIBinary.run(args, in: dir.path)
            #expect(r.status == 2, "\(args)")
            #expect(r.err.hasPrefix("gapcheck: error: ") && r.err.filter { $0 == "\n" }.count == 1, "\(args): \(r.err)")
        }
    }

    @Test("the default command writes the report to -o, nothing on stdout")
    func defaultCommand() throws {
        let dir = try CLIBinary.sampleDirectory()
        let r = try CLIBinary.run(["design/", "tokens/", "--format", "json", "-o", "out/report.json", "--date", "2026-05-06"], in: dir.path)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.isEmpty)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(contentsOf: URL(fileURLWithPath: dir.path + "/out/report.json")))
        #expect(report.date == "2026-05-06")
        #expect(report.inputs.design == ["design/"])
        let quiet = try CLIBinary.run(["check", "design/", "tokens/", "--quiet", "--format", "sarif"], in: dir.path)
        #expect(quiet.status == 0 && quiet.err.isEmpty)
        #expect(quiet.out.contains("\"version\" : \"2.1.0\""))
        let dash = try CLIBinary.run(["design/", "tokens/", "-o", "-", "--format", "xcode", "-q"], in: dir.path)
        #expect(dash.status == 0 && dash.err.isEmpty && !FileManager.default.fileExists(atPath: dir.path + "/-"))
    }

    @Test("SOURCE_DATE_EPOCH sets the date when --date is absent")
    func sourceDateEpoch() throws {
        let dir = try CLIBinary.sampleDirectory()
        let r = try CLIBinary.run(["design/", "tokens/", "--quiet"], in: dir.path, environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(r.out.contains("- **Date:** 2023-11-14\n"))
    }

    @Test("bad configuration and outputs inside inputs are exit 2 naming the file")
    func configAndOutputErrors() throws {
        let dir = try CLIBinary.sampleDirectory()
        try "root_font_size: 16\nexlude: []\n".write(toFile: dir.path + "/.gapcheck.yml", atomically: true, encoding: .utf8)
        let r = try CLIBinary.run(["design/", "tokens/"], in: dir.path)
        #expect(r.status == 2)
        #expect(r.err.hasPrefix("gapcheck: error: .gapcheck.yml:2: unknown key 'exlude'"))
        try FileManager.default.removeItem(atPath: dir.path + "/.gapcheck.yml")
        let inside = try CLIBinary.run(["design/", "tokens/", "-o", "tokens/report.md"], in: dir.path)
        #expect(inside.status == 2)
        #expect(inside.err.hasPrefix("gapcheck: error: tokens/report.md: refusing to write inside the input folder tokens/"))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/tokens/report.md"))
        let baseline = try CLIBinary.run(["design/", "tokens/", "--baseline", "missing.json"], in: dir.path)
        #expect(baseline.status == 2 && baseline.err == "gapcheck: error: missing.json: cannot read the baseline file\n")
    }

    @Test("init writes .gapcheck.yml once")
    func initCommand() throws {
        let dir = try CLIBinary.sampleDirectory()
        let first = try CLIBinary.run(["init"], in: dir.path)
        #expect(first.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.path + "/.gapcheck.yml"))
        let second = try CLIBinary.run(["init"], in: dir.path)
        #expect(second.status == 2)
        #expect(second.err == "gapcheck: error: .gapcheck.yml: already exists; edit it, or remove it to start over\n")
        // The written template is a valid configuration.
        #expect(try CLIBinary.run(["design/", "tokens/", "--quiet"], in: dir.path).status == 0)
    }

    @Test("rules, explain, extract and inventory")
    func otherCommands() throws {
        let dir = try CLIBinary.sampleDirectory()
        #expect(try CLIBinary.run(["rules"]).status == 0)
        let md = try CLIBinary.run(["rules", "--format", "markdown"])
        #expect(md.status == 0 && md.out == RuleDocumentation.markdown(RuleRegistry.descriptions))
        let explain = try CLIBinary.run(["explain", "no.such-rule"])
        #expect(explain.status == 2 && explain.err == "gapcheck: error: no.such-rule: unknown rule (run `gapcheck rules` for the list)\n")
        for command in ["extract", "inventory"] {
            let json = try CLIBinary.run([command, command == "extract" ? "design/" : "tokens/", "--format", "json"], in: dir.path)
            #expect(json.status == 0, "\(command): \(json.err)")
            #expect((try? JSONSerialization.jsonObject(with: Data(json.out.utf8))) != nil)
            let text = try CLIBinary.run([command, command == "extract" ? "design/" : "tokens/"], in: dir.path)
            #expect(text.status == 0 && !text.out.isEmpty)
        }
        #expect(try CLIBinary.run(["extract"], in: dir.path).status == 2)
        #expect(try CLIBinary.run(["inventory", "nope"], in: dir.path).status == 2)
    }
}

/// Locates and runs the built executable.
enum CLIBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var url: URL? {
        for config in ["debug", "release"] {
            let u = packageRoot.appendingPathComponent(".build/\(config)/gapcheck")
            if FileManager.default.isExecutableFile(atPath: u.path) { return u }
        }
        return nil
    }

    struct Result { var status: Int32; var out: String; var err: String }

    /// Runs gapcheck with `arguments` in `directory`; stdout and stderr go through files so neither pipe can fill up.
    static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let binary = try #require(url)
        let scratch = try TemporaryDirectory()
        let outPath = scratch.path + "/out", errPath = scratch.path + "/err"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? scratch.path)
        var env = ProcessInfo.processInfo.environment
        env["SOURCE_DATE_EPOCH"] = nil
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            out: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            err: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    /// A scratch folder with empty `design/`, `tokens/` and `out/`.
    static func sampleDirectory() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        for sub in ["design", "tokens", "out"] {
            try FileManager.default.createDirectory(atPath: dir.path + "/" + sub, withIntermediateDirectories: true)
        }
        // One readable file on each side that gives nothing to compare (an empty input folder is exit 3).
        try "/* no styles yet */\n".write(toFile: dir.path + "/design/empty.css", atomically: true, encoding: .utf8)
        try "import Foundation\n".write(toFile: dir.path + "/tokens/App.swift", atomically: true, encoding: .utf8)
        return dir
    }
}
