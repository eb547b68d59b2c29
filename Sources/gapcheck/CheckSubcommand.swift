import ArgumentParser
import Foundation
import GapCheckKit
import GapCheckReporters

/// `gapcheck [check] DESIGN IMPL`: the gap report and the CI gate.
struct CheckSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare the mockups with the implementation and write the gap report (the default command).",
        discussion: """
            Reads the HTML/CSS mockups and design-token JSON in DESIGN and the app in IMPLEMENTATION (Swift, \
            asset catalogs, storyboards; several folders may follow), matches one against the other and writes \
            a prioritized gap report to stdout or -o FILE. Only the report goes to stdout; diagnostics, \
            progress (on a terminal) and a one-line summary go to stderr.

            Examples:
              gapcheck design/ App/ -o gap-analysis.md
              gapcheck design/ App/ -f json -o 1.5.json --compare 1.4.json
              gapcheck design/ Sources/App Sources/UI -f xcode
              gapcheck design/ App/ --baseline base.json -f github

            Environment: NO_COLOR (no colors), SOURCE_DATE_EPOCH (report date), CI=true (no progress \
            line), GAPCHECK_PROGRESS_DELAY (seconds before the progress line shows; default 1).

            Exit status: 0 no new finding at or above --fail-on; 1 the gate failed; 2 usage, \
            configuration, baseline, compare, input or output error (one line on stderr names the file); \
            3 an input folder holds nothing gapcheck can read (one line names it).
            """)

    @Argument(help: "Folder (or file) of HTML/CSS mockups and design-token JSON.")
    var design: String

    @Argument(help: "Folders of the app: Swift sources, asset catalogs, storyboards.")
    var implementation: [String] = []

    @Option(name: [.short, .long], help: "Report format.")
    var format: ReportFormat = .markdown

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("Write the report to this file (atomically) instead of stdout; - is stdout.", valueName: "file"))
    var output: String?

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 1 when a new (not baselined) finding has this severity or worse.", valueName: "severity"))
    var failOn: FailThreshold = .default

    @Option(help: ArgumentHelp("Configuration file (default: .gapcheck.yml in the current directory, if present).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Baseline file: findings listed in it are reported apart and do not fail the gate.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record every current finding in this baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Report date (default: SOURCE_DATE_EPOCH, else today in UTC).", valueName: "yyyy-mm-dd"))
    var date: String?

    @Option(help: ArgumentHelp("Write SVG color swatches into this folder and embed them in the Markdown report.", valueName: "dir"))
    var assets: String?

    @Option(help: ArgumentHelp("JSON report of the last review: add a \"Since the last review\" trend (markdown and json).", valueName: "old.json"))
    var compare: String?

    @Flag(name: [.short, .long], help: "Print nothing on stderr but errors.")
    var quiet = false

    func validate() throws {
        if implementation.isEmpty { throw ValidationError("Missing expected argument '<implementation> ...'") }
    }

    func run() throws {
        let request = CheckRequest(
            design: [design], implementation: implementation, format: format, output: output, failOn: failOn,
            configPath: config, baselinePath: baseline, writeBaselinePath: writeBaseline, date: date, quiet: quiet,
            assetsPath: assets, comparePath: compare)
        let status = try guarded {
            try CheckCommand.run(
                request, environment: ProcessInfo.processInfo.environment,
                currentDirectory: FileManager.default.currentDirectoryPath, console: .standard())
        }
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
