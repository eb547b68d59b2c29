import ArgumentParser
import GapCheckAnalysis
import GapCheckKit
import GapCheckReporters

/// `gapcheck rules`: every check with its default severity.
struct RulesSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List every rule (markdown output is docs/checks.md).",
        discussion: """
            One line per rule: id, default severity, category and summary. Severities and rules can be \
            changed per project under `rules:` in .gapcheck.yml.

            Examples:
              gapcheck rules
              gapcheck rules --format markdown > docs/checks.md

            Exit status: 0.
            """)

    @Option(name: [.short, .long], help: "Output format.")
    var format: RuleListFormat = .text

    func run() throws {
        let rules = RuleRegistry.descriptions
        Console.standard().out(format == .markdown ? RuleDocumentation.markdown(rules) : RuleDocumentation.text(rules))
    }
}
