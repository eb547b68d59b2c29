import GapCheckModel
import GapCheckReport

/// Decides a run's exit status from its findings: the CI gate.
public enum Gate {
    /// Findings that fail the gate at `threshold`: not baselined, severity at or above it; sorted.
    public static func failing(_ analysis: Analysis, threshold: FailThreshold) -> [Finding] {
        analysis.findings.filter { finding in
            analysis.baseline[finding.id] != .baselined && threshold.gates(finding.severity)
        }
    }

    /// `.gateFailed` when some new finding is at or above `threshold`, else `.success`.
    public static func status(for analysis: Analysis, threshold: FailThreshold) -> ExitStatus {
        failing(analysis, threshold: threshold).isEmpty ? .success : .gateFailed
    }
}
