import GapCheckModel

/// Score of one report category, 0...10.
public struct CategoryScore: Sendable, Hashable, Codable {
    public var category: Category
    public var score: Double
    /// Design items checked in this category and how many were fine.
    public var checked: Int
    public var passed: Int
    public init(category: Category, score: Double, checked: Int, passed: Int) {
        self.category = category; self.score = score; self.checked = checked; self.passed = passed
    }
}

/// Counts for the report header and the JSON `summary`.
public struct AnalysisSummary: Sendable, Hashable, Codable {
    /// Findings per severity (`critical`, `medium`, `low`).
    public var findings: [String: Int]
    /// Design expectations per kind (`color`, `typography`...), plus `screen`, `section`, `label`.
    public var expectations: [String: Int]
    /// Expectations matched per kind.
    public var matched: [String: Int]
    public var scores: [CategoryScore]
    /// Overall score 0...10.
    public var overallScore: Double
    public init(findings: [String: Int], expectations: [String: Int], matched: [String: Int], scores: [CategoryScore], overallScore: Double) {
        self.findings = findings; self.expectations = expectations; self.matched = matched
        self.scores = scores; self.overallScore = overallScore
    }
}

/// Baseline state of a finding.
public enum BaselineState: String, Sendable, Hashable, Codable { case new, baselined }

/// The result of one run: what the reporters render.
public struct Analysis: Sendable {
    /// Tool version (`gapcheck 0.1.0`).
    public var toolVersion: String
    /// Report date, `YYYY-MM-DD`.
    public var date: String
    public var designRoots: [String]
    public var implementationRoots: [String]
    public var design: DesignSpec
    public var inventory: Inventory
    public var matches: MatchResult
    /// Sorted deterministically (severity, category, rule, location, key).
    public var findings: [Finding]
    /// Finding id → baseline state, when a baseline was given.
    public var baseline: [String: BaselineState]
    /// Ids in the baseline no longer found (fixed).
    public var resolvedBaselineIDs: [String]
    public var summary: AnalysisSummary
    /// With `--compare`: what changed since the previous report.
    public var trend: Trend? = nil
    /// Reader diagnostics from both sides.
    public var diagnostics: [Diagnostic] { design.diagnostics + inventory.diagnostics }

    public init(
        toolVersion: String, date: String, designRoots: [String], implementationRoots: [String], design: DesignSpec,
        inventory: Inventory, matches: MatchResult, findings: [Finding], baseline: [String: BaselineState] = [:],
        resolvedBaselineIDs: [String] = [], summary: AnalysisSummary
    ) {
        self.toolVersion = toolVersion; self.date = date; self.designRoots = designRoots
        self.implementationRoots = implementationRoots; self.design = design; self.inventory = inventory
        self.matches = matches; self.findings = findings; self.baseline = baseline
        self.resolvedBaselineIDs = resolvedBaselineIDs; self.summary = summary
    }
}
