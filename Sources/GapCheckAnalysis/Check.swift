import GapCheckModel

/// One example of a rule, rendered in `gapcheck explain` and docs, and run as a test.
public struct RuleExample: Sendable, Hashable {
    /// A mockup snippet: CSS (wrapped in a `<style>` of an HTML page by the test) or a whole HTML page.
    public var design: String
    /// Swift source of the implementation, one file. A `↓` marks the line a triggering example's finding
    /// points at (swift-format's MarkedText idea); it is removed before the source is read.
    public var swift: String
    /// Whether the rule must fire on this example.
    public var triggers: Bool
    /// For triggering examples, a substring that must appear in the finding's title (may be empty).
    public var expectTitleContains: String
    /// The marker that `swift` may contain before the expected finding's line.
    public static let marker: Character = "↓"

    /// `swift` without the marker, and the 1-based line the marker was on (nil when unmarked).
    public var markedSwift: (source: String, line: Int?) {
        var line: Int?
        var lines: [String] = []
        for (i, l) in swift.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if l.contains(RuleExample.marker) { line = line ?? i + 1 }
            lines.append(l.replacingOccurrences(of: String(RuleExample.marker), with: ""))
        }
        return (lines.joined(separator: "\n"), line)
    }

    public init(design: String, swift: String, triggers: Bool, expectTitleContains: String = "") {
        self.design = design; self.swift = swift; self.triggers = triggers; self.expectTitleContains = expectTitleContains
    }
}

/// What a rule is, declared once: it drives `gapcheck rules`, `gapcheck explain`, docs/checks.md, SARIF
/// rule metadata and the example tests.
public struct RuleDescription: Sendable, Hashable {
    public var id: String
    public var severity: Severity
    public var category: Category
    /// One line.
    public var summary: String
    /// One paragraph: why it matters for the release.
    public var rationale: String
    public var examples: [RuleExample]
    public init(id: String, severity: Severity, category: Category, summary: String, rationale: String, examples: [RuleExample]) {
        self.id = id; self.severity = severity; self.category = category; self.summary = summary
        self.rationale = rationale; self.examples = examples
    }
}

/// A check: reads the design, the inventory and the shared matches, returns findings.
public protocol Check: Sendable {
    /// The rule this check reports.
    static var description: RuleDescription { get }
    /// Runs the check. Severity in returned findings is the rule's default; the pipeline applies overrides.
    func run(_ context: CheckContext) -> [Finding]
}

/// What every check sees.
public struct CheckContext: Sendable {
    public var design: DesignSpec
    public var inventory: Inventory
    public var configuration: Configuration
    /// Design ↔ code matches computed once for all checks.
    public var matches: MatchResult
    public init(design: DesignSpec, inventory: Inventory, configuration: Configuration, matches: MatchResult) {
        self.design = design; self.inventory = inventory; self.configuration = configuration; self.matches = matches
    }
}
