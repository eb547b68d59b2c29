import CodeReader
import GapCheckModel
import MockupReader

/// Runs the whole analysis: read both sides, match, run every enabled check, score.
public enum Pipeline {
    /// Reads `design` and `implementation` roots and returns the analysis (findings sorted, summary filled).
    /// Throws only for unusable input roots; bad files become diagnostics.
    public static func run(
        design: [String], implementation: [String], configuration: Configuration,
        date: String, toolVersion: String
    ) throws(InputError) -> Analysis {
        let spec = try MockupReader.read(
            roots: design,
            options: MockupReaderOptions(rootFontSize: configuration.rootFontSize, include: configuration.include, exclude: configuration.exclude))
        let inventory = try CodeReader.read(
            roots: implementation, options: CodeReaderOptions(include: configuration.include, exclude: configuration.exclude))
        // Placeholder until matching and checks land.
        return Analysis(
            toolVersion: toolVersion, date: date, designRoots: design, implementationRoots: implementation,
            design: spec, inventory: inventory, matches: MatchResult(), findings: [],
            summary: AnalysisSummary(findings: [:], expectations: [:], matched: [:], scores: [], overallScore: 10))
    }
}
