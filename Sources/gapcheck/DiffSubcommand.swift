import ArgumentParser
import Foundation
import GapCheckKit

/// `gapcheck diff OLD.json NEW.json`: the trend between two reviews.
struct DiffSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two JSON reports: gaps new, fixed and unchanged since the last review.",
        discussion: """
            OLD and NEW are reports written by `gapcheck DESIGN IMPL --format json`. Findings are matched by \
            their stable id (rule and names, never line numbers), so moved code is neither fixed nor new. \
            The output has a table of counts per severity (critical 3 -> 1), then the new, fixed and \
            unchanged findings grouped by severity with rule, title and location. A finding whose severity \
            changed is unchanged, marked "(was medium)".

            Examples:
              gapcheck diff reports/1.4.json reports/1.5.json > trend.md
              gapcheck diff old.json new.json --format json -o trend.json
              gapcheck design/ App/ --compare reports/1.4.json   (in the report)

            Exit status: 0 compared; 2 a report is missing, not JSON, not a gapcheck report or of an \
            unsupported schema version (one line on stderr names the file).
            """)

    @Argument(help: ArgumentHelp("The earlier JSON report (the last review).", valueName: "old.json"))
    var previous: String

    @Argument(help: ArgumentHelp("The later JSON report (this review).", valueName: "new.json"))
    var current: String

    @Option(name: [.short, .long], help: "Output format.")
    var format: TrendFormat = .markdown

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file (atomically) instead of stdout; - is stdout.", valueName: "file"))
    var output: String?

    @Flag(name: [.short, .long], help: "Print nothing on stderr but errors.")
    var quiet = false

    func run() throws {
        let console = Console.standard()
        try guarded {
            if let output, output != "-" {
                try OutputPath.ensureOutside(output, inputs: [previous, current], currentDirectory: FileManager.default.currentDirectoryPath)
            }
            let result = try DiffCommand.run(previous: previous, current: current, format: format)
            try emit(result.text, to: output, console: console)
            if !quiet { console.err(DiffCommand.summary(result.trend, output: output, console: console) + "\n") }
        }
    }
}
