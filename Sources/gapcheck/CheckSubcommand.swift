import ArgumentParser
import Foundation
import GapCheckKit

/// `gapcheck [check] DESIGN IMPL`: the gap report and the CI gate.
struct CheckSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare the mockups with the implementation and write the gap report (the default command).")

    @Argument(help: "Folder (or file) of HTML/CSS mockups and design-token JSON.")
    var design: String

    @Argument(help: "Folder of the app: Swift sources, asset catalogs, storyboards.")
    var implementation: String

    @Option(name: [.short, .long], help: "Report format.")
    var format: ReportFormat = .markdown

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the report to this file (atomically) instead of stdout; - is stdout.", valueName: "file"))
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

    @Flag(name: [.short, .long], help: "Print nothing on stderr but errors.")
    var quiet = false

    func run() throws {
        let request = CheckRequest(
            design: [design], implementation: [implementation], format: format, output: output, failOn: failOn,
            configPath: config, baselinePath: baseline, writeBaselinePath: writeBaseline, date: date, quiet: quiet, assetsPath: assets)
        let status = try guarded {
            try CheckCommand.run(
                request, environment: ProcessInfo.processInfo.environment,
                currentDirectory: FileManager.default.currentDirectoryPath, console: .standard())
        }
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
