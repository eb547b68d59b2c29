import ArgumentParser
import Foundation
import GapCheckKit
import GapCheckReporters

/// `gapcheck inventory PATH...`: what the code reader sees.
struct InventorySubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inventory",
        abstract: "Print the tokens, assets, models and views read from the app (to debug a report).",
        discussion: """
            Shows what the code reader found: color, font and length tokens, asset catalog colors, \
            models and their properties, views with their sections and texts, inline literals, each \
            with its file:line. Use it when a report misses or misreads something in the app.

            Examples:
              gapcheck inventory App/
              gapcheck inventory Sources/App Sources/AppUI --format json -o inventory.json

            Exit status: 0; 2 a folder is missing, or a configuration or output error.
            """)

    @Argument(help: "Implementation folders or files.")
    var paths: [String]

    @Option(name: [.short, .long], help: "Output format.")
    var format: ListingFormat = .text

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Configuration file (include, exclude).", valueName: "file"))
    var config: String?

    @Flag(name: [.short, .long], help: "Print nothing on stderr but errors.")
    var quiet = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Missing expected argument '<paths> ...'") }
    }

    func run() throws {
        let console = Console.standard()
        try guarded {
            let cwd = FileManager.default.currentDirectoryPath
            let config = try ConfigLocator.load(explicit: config, currentDirectory: cwd)
            if let output, output != "-" { try OutputPath.ensureOutside(output, inputs: paths, currentDirectory: cwd) }
            let result = try ReaderCommands.inventory(roots: paths, format: format, configuration: config.configuration)
            if !quiet { for d in result.diagnostics { console.err(TerminalText.sanitize(d.description) + "\n") } }
            try emit(result.text, to: output, console: console)
        }
    }
}
