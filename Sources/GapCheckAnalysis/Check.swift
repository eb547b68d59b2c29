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
    /// For triggering examples, the exact message of a finding at a marked line (nil: not checked).
    public var expectMessage: String?
    /// For triggering examples, the exact fix (`Fix.text`) of a finding at a marked line, and its kind
    /// (`declaration`, `modifier`, `asset`, `instruction`); nil: not checked.
    public var expectFix: String?
    public var expectFixKind: String?
    /// The marker that `swift` may contain before the expected finding's line.
    public static let marker: Character = "↓"

    /// `swift` without the markers, and the 1-based line of the first marker (nil when unmarked).
    public var markedSwift: (source: String, line: Int?) {
        let m = markedLines
        return (m.source, m.lines.first)
    }

    /// `swift` without the markers, and every marked 1-based line: a finding must point at each.
    public var markedLines: (source: String, lines: [Int]) {
        var marked: [Int] = []
        var lines: [String] = []
        for (i, l) in swift.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if l.contains(RuleExample.marker) { marked.append(i + 1) }
            lines.append(l.replacingOccurrences(of: String(RuleExample.marker), with: ""))
        }
        return (lines.joined(separator: "\n"), marked)
    }

    public init(
        design: String, swift: String, triggers: Bool, expectTitleContains: String = "", expectMessage: String? = nil,
        expectFix: String? = nil, expectFixKind: String? = nil
    ) {
        self.design = design; self.swift = swift; self.triggers = triggers; self.expectTitleContains = expectTitleContains
        self.expectMessage = expectMessage; self.expectFix = expectFix; self.expectFixKind = expectFixKind
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
    /// Settings the rule reads from `.gapcheck.yml` (validated, templated and documented from here).
    public var options: [RuleOption]
    public init(
        id: String, severity: Severity, category: Category, summary: String, rationale: String, examples: [RuleExample],
        options: [RuleOption] = []
    ) {
        self.id = id; self.severity = severity; self.category = category; self.summary = summary
        self.rationale = rationale; self.examples = examples; self.options = options
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
