import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

#if canImport(Glibc)
    import Glibc
#endif

/// Reporters write to their file (or stdout) as they go; the bytes are the ones the one-string rendering
/// gave, and a write that fails half-way leaves no file behind (issue 14).
@Suite("Streaming report writers")
struct ReportStreamingTests {
    /// The formats `gapcheck DESIGN IMPL --format` offers.
    static let formats = ReportFormat.allCases

    /// The fixture's findings repeated under other keys and files: a report of several 64 KB blocks.
    static func bigAnalysis() -> Analysis {
        var findings: [Finding] = []
        for n in 0..<120 {
            for var f in ReporterFixture.findings {
                f.key += "-\(n)"
                f.title += " (\(n))"
                if var side = f.actual, let l = side.location {
                    side.location = SourceLocation(file: "Views/Screen\(n).swift", line: l.line + n, column: l.column)
                    f.actual = side
                }
                findings.append(f)
            }
        }
        return ReporterFixture.analysis(findings: findings)
    }

    @Test("each format written to a file is byte for byte its golden (the old one-string output)")
    func fileEqualsGolden() throws {
        let dir = try TemporaryDirectory()
        let goldens: [ReportFormat: String] = [
            .markdown: "report.md", .json: "report.json", .sarif: "report.sarif", .html: "report.html",
            .xcode: "report.xcode.txt", .github: "report.github.txt"
        ]
        for format in Self.formats {
            let path = dir.path + "/report." + format.fileExtension
            let reporter = format.reporter(options: ReporterGoldenTests.options)
            try AtomicFile.write(to: path, streaming: { out in reporter.write(ReporterFixture.analysis(), to: &out) })
            let written = try String(contentsOfFile: path, encoding: .utf8)
            let golden = try String(contentsOf: ReporterSnapshot.directory.appendingPathComponent(goldens[format] ?? ""), encoding: .utf8)
            #expect(ReporterSnapshot.normalize(written) == golden, "\(format)")
        }
    }

    @Test("a report of many blocks: the file, stdout and render() hold the same bytes; JSON is Foundation's text")
    func bigReport() throws {
        let analysis = Self.bigAnalysis()
        let dir = try TemporaryDirectory()
        for format in Self.formats {
            let reporter = format.reporter(options: ReporterGoldenTests.options)
            let rendered = reporter.render(analysis)
            let path = dir.path + "/big." + format.fileExtension
            try AtomicFile.write(to: path, streaming: { out in reporter.write(analysis, to: &out) })
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(rendered.utf8), "\(format)")
            let captured = Captured()
            let chunks = Captured()
            var out = ConsoleOutput(
                console: Console(
                    out: {
                        captured.append(out: $0); chunks.append(err: "|")
                    }, err: { _ in }))
            reporter.write(analysis, to: &out)
            out.flush()
            #expect(captured.out == rendered, "\(format)")
            if format == .markdown || format == .json || format == .html {
                #expect(rendered.utf8.count > 3 * FileOutput.blockSize, "\(format) is big enough to need several blocks")
                #expect(chunks.err.count > 1, "\(format) reached stdout in blocks, not as one string")
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let foundation = String(decoding: try encoder.encode(JSONReport(analysis)), as: UTF8.self) + "\n"
        #expect(JSONReporter().render(analysis) == foundation)
    }

    @Test("a write that fails half-way (disk full) leaves no file and no temp file, and an old report as it was")
    func failingWrite() throws {
        let dir = try TemporaryDirectory()
        let analysis = Self.bigAnalysis()
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        for format in [ReportFormat.markdown, .json, .html, .sarif] {
            let reporter = format.reporter(options: ReporterGoldenTests.options)
            let path = dir.path + "/new." + format.fileExtension
            #expect(throws: OutputError.self) {
                try AtomicFile.write(
                    to: path,
                    streaming: { out in
                        out.write(String(repeating: "x", count: FileOutput.blockSize + 1))
                        // From here on the temp file's descriptor is /dev/full: every write fails with ENOSPC.
                        dup2(full, out.fd)
                        reporter.write(analysis, to: &out)
                    })
            }
            #expect(!FileManager.default.fileExists(atPath: path), "\(format)")
        }
        let kept = dir.path + "/kept.md"
        try AtomicFile.write("the previous report\n", to: kept)
        #expect(throws: OutputError.self) {
            try AtomicFile.write(
                to: kept,
                streaming: { out in
                    dup2(full, out.fd)
                    MarkdownReporter().write(analysis, to: &out)
                })
        }
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "the previous report\n")
        #expect(dir.entries == ["kept.md"])
    }

    @Test("a writer that throws half-way leaves no file")
    func throwingWriter() throws {
        struct Stop: Error {}
        let dir = try TemporaryDirectory()
        let path = dir.path + "/report.json"
        #expect(throws: OutputError.self) {
            try AtomicFile.write(
                to: path,
                streaming: { out in
                    JSONReporter().write(Self.bigAnalysis(), to: &out)
                    throw Stop()
                })
        }
        #expect(dir.entries.isEmpty)
    }

    @Test("the file output keeps the first failure and writes nothing after it")
    func fileOutputFailure() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        var out = FileOutput(fd: full)
        out.write("small")
        #expect(out.failure == nil, "buffered, not yet written")
        #expect(out.finish() != nil)
        out.write(String(repeating: "y", count: 2 * FileOutput.blockSize))
        #expect(out.finish() != nil)
    }
}
