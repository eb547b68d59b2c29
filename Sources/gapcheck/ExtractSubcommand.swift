import ArgumentParser
import Foundation
import GapCheckKit
import GapCheckReporters

/// `gapcheck extract DESIGN...`: what the mockup reader sees.
struct ExtractSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Print the values, screens and labels read from the mockups (to debug a report).",
        discussion: """
            Shows what the mockup reader found: colors (light and dark), type styles, spacing, radii, \
            screens, sections and labels, each with its file:line. Use it when a report misses or \
            misreads something in the design.

            Examples:
              gapcheck extract design/
              gapcheck extract design/tokens.json design/css --format json -o design.json

            Exit status: 0; 2 a folder is missing, or a configuration or output error.
            """)

    @Argument(help: "Design folders or files.")
    var design: [String]

    @Option(name: [.short, .long], help: "Output format.")
    var format: ListingFormat = .text

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Configuration file (root_font_size, include, exclude).", valueName: "file"))
    var config: String?

    @Flag(name: [.short, .long], help: "Print nothing on stderr but errors.")
    var quiet = false

    func validate() throws {
        if design.isEmpty { throw ValidationError("Missing expected argument '<design> ...'") }
    }

    func run() throws {
        let console = Console.standard()
        try guarded {
            let cwd = FileManager.default.currentDirectoryPath
            let config = try ConfigLocator.load(explicit: config, currentDirectory: cwd)
            if let output, output != "-" { try OutputPath.ensureOutside(output, inputs: design, currentDirectory: cwd) }
            let result = try ReaderCommands.extract(roots: design, format: format, configuration: config.configuration)
            if !quiet { for d in result.diagnostics { console.err(TerminalText.sanitize(d.description) + "\n") } }
            try emit(result.text, to: output, console: console)
        }
    }
}
