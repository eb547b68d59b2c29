import Foundation
import Testing

@testable import GapCheckKit

/// The progress line: when it is wanted, what it draws, and that it leaves nothing behind.
@Suite("Progress line")
struct ProgressLineTests {
    static func console(terminal: Bool) -> Console {
        Console(out: { _ in }, err: { _ in }, stderrIsTerminal: terminal)
    }

    @Test("only on a terminal, never with --quiet, on CI or with TERM=dumb")
    func wanted() {
        let tty = Self.console(terminal: true)
        #expect(ProgressLine.isWanted(console: tty, environment: [:], quiet: false))
        #expect(!ProgressLine.isWanted(console: Self.console(terminal: false), environment: [:], quiet: false))
        #expect(!ProgressLine.isWanted(console: tty, environment: [:], quiet: true))
        #expect(!ProgressLine.isWanted(console: tty, environment: ["CI": "true"], quiet: false))
        #expect(!ProgressLine.isWanted(console: tty, environment: ["CI": "1"], quiet: false))
        #expect(ProgressLine.isWanted(console: tty, environment: ["CI": "false"], quiet: false))
        #expect(!ProgressLine.isWanted(console: tty, environment: ["TERM": "dumb"], quiet: false))
        #expect(ProgressLine.start(console: Self.console(terminal: false), environment: [:], quiet: false) == nil)
    }

    @Test("GAPCHECK_PROGRESS_DELAY sets the delay; anything else is 1 second")
    func delay() {
        #expect(ProgressLine.delay(environment: [:]) == 1)
        #expect(ProgressLine.delay(environment: ["GAPCHECK_PROGRESS_DELAY": "0"]) == 0)
        #expect(ProgressLine.delay(environment: ["GAPCHECK_PROGRESS_DELAY": "2.5"]) == 2.5)
        #expect(ProgressLine.delay(environment: ["GAPCHECK_PROGRESS_DELAY": "-1"]) == 1)
        #expect(ProgressLine.delay(environment: ["GAPCHECK_PROGRESS_DELAY": "soon"]) == 1)
    }

    @Test("draws stages and totals at once, file counts on a tick, then clears the line")
    func draws() {
        let captured = Captured()
        let line = ProgressLine(delay: 0, write: { captured.append(err: $0) })
        let reader = line.reading("reading app")
        #expect(captured.err.hasSuffix("\r\u{1B}[Kreading app"))
        reader.found(3)
        #expect(captured.err.hasSuffix("\r\u{1B}[Kreading app 0/3 files"))
        reader.read()
        reader.read()
        line.tick()
        #expect(captured.err.hasSuffix("\r\u{1B}[Kreading app 2/3 files"))
        line.stage("checking")
        #expect(captured.err.hasSuffix("\r\u{1B}[Kchecking"))
        line.finish()
        #expect(captured.err.hasSuffix("\r\u{1B}[Kchecking\r\u{1B}[K"))
        // Nothing after finish.
        line.stage("writing")
        Thread.sleep(forTimeInterval: 0.25)
        #expect(captured.err.hasSuffix("checking\r\u{1B}[K"))
    }

    @Test("readers at the same time: one line with each reader's count, totals drawn at once")
    func readersTogether() {
        let captured = Captured()
        let line = ProgressLine(delay: 0, write: { captured.append(err: $0) })
        let readers = line.reading(["reading design", "reading app"])
        #expect(captured.err.hasSuffix("\r\u{1B}[Kreading design, reading app"))
        readers[1].found(5)
        #expect(captured.err.hasSuffix("\r\u{1B}[Kreading design, reading app 0/5 files"))
        readers[0].found(2)
        readers[0].read()
        readers[1].read()
        readers[1].read()
        line.tick()
        #expect(captured.err.hasSuffix("\r\u{1B}[Kreading design 1/2 files, reading app 2/5 files"))
        // A later stage replaces the readers' counts.
        line.stage("checking")
        #expect(captured.err.hasSuffix("\r\u{1B}[Kchecking"))
        line.finish()
    }

    @Test("a quick run draws nothing")
    func quick() {
        let captured = Captured()
        let line = ProgressLine(delay: 60, write: { captured.append(err: $0) })
        line.reading("reading design").found(10)
        line.stage("checking")
        Thread.sleep(forTimeInterval: 0.25)
        line.finish()
        #expect(captured.err.isEmpty)
    }

    @Test("stderr lines clear the progress line and redraw it; stdout clears it")
    func wrapping() {
        let captured = Captured()
        let plain = Console(out: { captured.append(out: $0) }, err: { captured.append(err: $0) }, stderrIsTerminal: true)
        let line = ProgressLine(delay: 0, write: plain.err)
        let console = line.wrapping(plain)
        line.stage("reading design")
        #expect(captured.err == "\r\u{1B}[Kreading design")
        console.err("design/a.html:1:1: warning: skipped\n")
        #expect(captured.err == "\r\u{1B}[Kreading design\r\u{1B}[Kdesign/a.html:1:1: warning: skipped\nreading design")
        line.finish()
        console.out("# Report\n")
        #expect(captured.out == "# Report\n")
        #expect(captured.err.hasSuffix("reading design\r\u{1B}[K"))
    }
}

/// The progress line and colors as a user at a terminal sees them: gapcheck under a pseudo-terminal.
@Suite(
    "gapcheck on a terminal",
    .enabled(if: CLIBinary.url != nil && CLIFreshnessTests.hasSample && FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct CLITerminalTests {
    /// Runs `command` (a shell command line) under `script`, so gapcheck's stdout and stderr are a
    /// terminal; returns what the terminal received.
    static func terminal(_ command: String, environment: [String: String]) throws -> String {
        let scratch = try TemporaryDirectory()
        let outPath = scratch.path + "/tty"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-c", command, "/dev/null"]
        process.currentDirectoryURL = CLIBinary.packageRoot
        var env = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "CI", "GAPCHECK_PROGRESS_DELAY", "SOURCE_DATE_EPOCH"] { env[key] = nil }
        env["TERM"] = "xterm"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        try process.run()
        process.waitUntilExit()
        return (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    }

    static func quoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    @Test("on a terminal: the progress line, cleared, then the colored summary; stdout only the report")
    func progress() throws {
        let binary = try #require(CLIBinary.url).path
        let dir = try TemporaryDirectory()
        let report = dir.path + "/report.md"
        let tty = try Self.terminal(
            "\(Self.quoted(binary)) design/ tokens/ --fail-on never > \(Self.quoted(report))", environment: ["GAPCHECK_PROGRESS_DELAY": "0"])
        // Both readers run at once: one line shows both counts.
        #expect(tty.contains("\r\u{1B}[Kreading design "), "\(tty)")
        #expect(tty.contains("reading app "))
        #expect(tty.contains(" files"))
        // Cleared before the summary, which is colored on a terminal.
        #expect(tty.contains("\r\u{1B}[Kgapcheck: \u{1B}[31m"))
        let text = try String(contentsOfFile: report, encoding: .utf8)
        #expect(text.hasPrefix("# ") && !text.contains("\u{1B}") && !text.contains("\r"))
    }

    @Test("NO_COLOR: no colors; --quiet and CI=true: no progress line; default delay: none for a quick run")
    func quiet() throws {
        let binary = Self.quoted(try #require(CLIBinary.url).path)
        let dir = try TemporaryDirectory()
        let out = Self.quoted(dir.path + "/r.md")
        let noColor = try Self.terminal("\(binary) design/ tokens/ --fail-on never -o \(out)", environment: ["NO_COLOR": "1", "GAPCHECK_PROGRESS_DELAY": "0"])
        #expect(noColor.contains("reading app") && noColor.contains("gapcheck: ") && !noColor.contains("\u{1B}[3") && !noColor.contains("\u{1B}[1;"))
        let quiet = try Self.terminal("\(binary) design/ tokens/ --fail-on never -q -o \(out)", environment: ["GAPCHECK_PROGRESS_DELAY": "0"])
        #expect(quiet.isEmpty, "\(quiet)")
        let ci = try Self.terminal("\(binary) design/ tokens/ --fail-on never -o \(out)", environment: ["CI": "true", "GAPCHECK_PROGRESS_DELAY": "0"])
        #expect(!ci.contains("reading") && ci.contains("gapcheck: "))
        let quick = try Self.terminal("\(binary) design/ tokens/ --fail-on never -o \(out)", environment: ["GAPCHECK_PROGRESS_DELAY": "30"])
        #expect(!quick.contains("reading") && !quick.contains("\u{1B}[K"))
    }

    @Test("not a terminal: no progress line and no colors, whatever the delay")
    func pipe() throws {
        let r = try CLIBinary.run(
            ["design/", "tokens/", "--fail-on", "never", "-o", "-"], in: CLIBinary.packageRoot.path,
            environment: ["GAPCHECK_PROGRESS_DELAY": "0", "NO_COLOR": ""])
        #expect(r.status == 0)
        #expect(!r.err.contains("reading") && !r.err.contains("\r") && !r.err.contains("\u{1B}"))
        #expect(r.err.hasPrefix("gapcheck: ") && r.out.hasPrefix("# "))
    }
}
