import ArgumentParser
import GapCheckKit
import GapCheckReport

/// The root command: `gapcheck DESIGN IMPL` runs `check`; the other subcommands explain and debug.
struct GapCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gapcheck",
        abstract: "Compare HTML/CSS design mockups with an iOS app's Swift code and report the gaps.",
        discussion: """
            `gapcheck design/ App/` reads the mockups in design/ and the Swift sources in App/, and writes \
            a prioritized gap report (Markdown by default) to stdout or to -o FILE. `check` is the default \
            command: `gapcheck check --help` lists its options.

            Examples:
              gapcheck design/ App/ -o reports/gap-analysis.md
              gapcheck design/ App/ --format json -o reports/1.5.json
              gapcheck diff reports/1.4.json reports/1.5.json
              gapcheck explain color.mismatch

            Shell completions: gapcheck --generate-completion-script bash|zsh|fish.

            Exit status: 0 nothing at or above --fail-on; 1 the gate failed; 2 usage, configuration, \
            baseline, input or output error (one line on stderr names the file); 3 an input folder \
            holds nothing gapcheck can read.
            """,
        version: ToolInfo.version,
        subcommands: [
            CheckSubcommand.self, RulesSubcommand.self, ExplainSubcommand.self, InitSubcommand.self,
            ExtractSubcommand.self, InventorySubcommand.self, DiffSubcommand.self
        ],
        defaultSubcommand: CheckSubcommand.self)
}
