import ArgumentParser
import Foundation
import GapCheckKit

/// `gapcheck [check] DESIGN IMPL`: the gap report and the CI gate.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare the mockups with the implementation and write the gap report (the default command).")

    @Argument(help: "Folder (or file) of HTML/CSS mockups and design-token JSON.")
    var design: String

    @Argument(help: "Folder of the app: Swift sources, asset catalogs, storyboards.")
    var implementation: String

    @Option(name: [.short, .long], help: "Report format.")
    var format: ReportFormat = .markdown

    @Option(name: [.short, .customLong("output")], help: "Write the report to this file (atomically) instead of stdout.")
    var output: String?

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a new finding has this severity or worse.")
    var failOn: FailThreshold = .default

    @Option(help: "Configuration file (default: .gapcheck.yml in the current directory, if present).")
    var config: String?

    @Option(help: "Baseline file: findings listed in it are reported apart and do not fail the gate.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record every current finding in this baseline file.")
    var writeBaseline: String?

    @Option(help: "Report date, YYYY-MM-DD (default: SOURCE_DATE_EPOCH, else today in UTC).")
    var date: String?

    @Flag(name: [.short, .long], help: "Print nothing on stderr but errors.")
    var quiet = false

    func run() throws {
        let request = CheckRequest(
            design: [design], implementation: [implementation], format: format, output: output, failOn: failOn,
            configPath: config, baselinePath: baseline, writeBaselinePath: writeBaseline, date: date, quiet: quiet)
        let status = try guarded {
            try CheckCommand.run(
                request, environment: ProcessInfo.processInfo.environment,
                currentDirectory: FileManager.default.currentDirectoryPath, console: .standard())
        }
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
