import ArgumentParser
import GapCheckAnalysis
import GapCheckKit
import GapCheckReporters

/// `gapcheck explain RULE`: summary, rationale, severity and examples of one rule.
struct ExplainSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Explain one rule: what it checks, why, and examples.",
        discussion: """
            Prints the rule's summary, default severity, rationale, and examples of mockup CSS and Swift \
            that do and do not trigger it.

            Examples:
              gapcheck explain color.mismatch
              gapcheck explain touch-target.small

            Exit status: 0; 2 the rule id is unknown (`gapcheck rules` lists them).
            """)

    @Argument(help: "Rule id, e.g. color.mismatch (see `gapcheck rules`).")
    var rule: String

    func run() throws {
        let text = try guarded { () throws -> String in
            guard let description = RuleRegistry.description(of: rule) else { throw CommandError.unknownRule(rule) }
            return RuleDocumentation.explain(description)
        }
        Console.standard().out(text)
    }
}
