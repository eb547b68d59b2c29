import GapCheckAnalysis
import GapCheckModel

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
