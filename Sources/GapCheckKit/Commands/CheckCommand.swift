import Foundation
import GapCheckModel
import GapCheckReport
import GapCheckReporters

/// `gapcheck DESIGN IMPL`: read, compare, apply the baseline, write the report, decide the exit status.
public enum CheckCommand {
    /// Runs the check. Throws `CommandError`, `ConfigError`, `InputError`, `BaselineError`, `ReportFileError` or
    /// `OutputError` for anything that stops the run (exit status 2); otherwise returns the gate's status.
    public static func run(
        _ request: CheckRequest, environment: [String: String], currentDirectory: String, console: Console
    ) throws -> ExitStatus {
        var request = request
        if request.output == "-" { request.output = nil }
        let config = try ConfigLocator.load(explicit: request.configPath, currentDirectory: currentDirectory)
        let date = try ReportDate.resolve(option: request.date, environment: environment)
        let inputs = request.design + request.implementation
        for root in inputs where !FileManager.default.fileExists(atPath: absolute(root, currentDirectory)) {
            throw InputError.notFound(path: root)
        }
        for output in [request.output, request.writeBaselinePath, request.assetsPath].compactMap({ $0 }) {
            try OutputPath.ensureOutside(output, inputs: inputs, currentDirectory: currentDirectory)
        }
        let baseline = try request.baselinePath.map { path throws(BaselineError) in try Baseline.load(path: path) }
        if request.comparePath != nil, request.format != .markdown, request.format != .json {
            throw CommandError.compareUnsupported(format: request.format.rawValue)
        }
        let previous = try request.comparePath.map { path throws(ReportFileError) in try ReportFile.load(path: path) }

        let progress = ProgressLine.start(console: console, environment: environment, quiet: request.quiet)
        defer { progress?.finish() }
        let console = progress?.wrapping(console) ?? console
        var analysis = try Pipeline.run(
            design: request.design, implementation: request.implementation, configuration: config.configuration,
            date: date, toolVersion: ToolInfo.version, progress: progress)
        if let baseline { analysis = baseline.apply(to: analysis) }
        if let previous {
            analysis.trend = Trend(previous: previous, previousFile: request.comparePath, current: JSONReport(analysis), currentFile: nil)
        }

        if !request.quiet {
            for d in analysis.diagnostics.sorted(by: { ($0.location, $0.message) < ($1.location, $1.message) }) {
                console.err(TerminalText.sanitize(d.description).trimmingCharacters(in: .whitespaces) + "\n")
            }
        }
        progress?.stage("writing")
        if let path = request.writeBaselinePath {
            try AtomicFile.write(Baseline(recording: analysis).text, to: path)
        }
        var options = ReportOptions(appName: config.appName)
        if let assets = request.assetsPath {
            options.swatchPath = try writeSwatches(analysis, into: assets, report: request.output, currentDirectory: currentDirectory)
        }
        // Written as it is produced: the report is never one string (a 50 MB JSON report at bench scale 4).
        let reporter = request.format.reporter(options: options)
        if let path = request.output {
            try AtomicFile.write(to: path, streaming: { out in reporter.write(analysis, to: &out) })
        } else {
            var out = ConsoleOutput(console: console)
            reporter.write(analysis, to: &out)
            out.flush()
        }
        let status = Gate.status(for: analysis, threshold: request.failOn)
        progress?.finish()
        if !request.quiet { console.err(summary(analysis, request: request, status: status, console: console) + "\n") }
        return status
    }

    /// Writes the SVG swatch of every color the findings show into `folder` (created when missing) and
    /// returns the folder as the report links it: relative to the report's folder, or to the current
    /// directory when the report goes to stdout.
    static func writeSwatches(_ analysis: Analysis, into folder: String, report: String?, currentDirectory: String) throws -> String {
        let dir = absolute(folder, currentDirectory)
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw OutputError.writeFailed(path: folder, reason: "cannot create the folder")
        }
        for swatch in Swatch.all(in: analysis) {
            try AtomicFile.write(swatch.svg, to: (dir as NSString).appendingPathComponent(swatch.fileName))
        }
        let base = report.map { (absolute($0, currentDirectory) as NSString).deletingLastPathComponent } ?? currentDirectory
        return OutputPath.relative(dir, from: base)
    }

    /// One stderr line: counts per severity, where the report went, and the gate's verdict.
    static func summary(_ analysis: Analysis, request: CheckRequest, status: ExitStatus, console: Console) -> String {
        // Counted, not filtered: a copy of tens of thousands of findings was this run's peak of memory.
        var (c, m, l, active) = (0, 0, 0, 0)
        for f in analysis.findings where analysis.baseline.isEmpty || analysis.baseline[f.id] != .baselined {
            active += 1
            switch f.severity {
            case .critical: c += 1
            case .medium: m += 1
            case .low: l += 1
            }
        }
        var text = "gapcheck: "
        text += console.paint("\(c) critical", c > 0 ? "31" : "32") + ", "
        text += console.paint("\(m) medium", m > 0 ? "33" : "32") + ", \(l) low"
        let baselined = analysis.findings.count - active
        if baselined > 0 || !analysis.resolvedBaselineIDs.isEmpty {
            text += " (\(baselined) baselined, \(analysis.resolvedBaselineIDs.count) resolved)"
        }
        if let total = analysis.trend?.counts.last {
            text += "; since the last review \(total.new) new, \(total.fixed) fixed"
        }
        if let out = request.output { text += "; wrote \(TerminalText.sanitize(out))" }
        if let b = request.writeBaselinePath { text += "; baseline \(TerminalText.sanitize(b))" }
        if status == .gateFailed {
            let n = Gate.failingCount(analysis, threshold: request.failOn)
            text += "; " + console.paint("gate failed: \(plural(n, "new finding")) at or above \(request.failOn.rawValue)", "1;31")
        }
        return text
    }

    static func absolute(_ path: String, _ cwd: String) -> String {
        path.hasPrefix("/") ? path : (cwd as NSString).appendingPathComponent(path)
    }
}
