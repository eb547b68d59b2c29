import GapCheckModel
import GapCheckReport

/// Decides a run's exit status from its findings: the CI gate.
public enum Gate {
    /// Findings that fail the gate at `threshold`: not baselined, severity at or above it; sorted.
    public static func failing(_ analysis: Analysis, threshold: FailThreshold) -> [Finding] {
        analysis.findings.filter { fails($0, analysis, threshold) }
    }

    /// How many findings fail the gate at `threshold` (counted without copying them).
    public static func failingCount(_ analysis: Analysis, threshold: FailThreshold) -> Int {
        analysis.findings.reduce(0) { $0 + (fails($1, analysis, threshold) ? 1 : 0) }
    }

    private static func fails(_ finding: Finding, _ analysis: Analysis, _ threshold: FailThreshold) -> Bool {
        threshold.gates(finding.severity) && (analysis.baseline.isEmpty || analysis.baseline[finding.id] != .baselined)
    }

    /// `.gateFailed` when some new finding is at or above `threshold`, else `.success`.
    public static func status(for analysis: Analysis, threshold: FailThreshold) -> ExitStatus {
        analysis.findings.contains { fails($0, analysis, threshold) } ? .gateFailed : .success
    }
}
