import GapCheckModel

/// The `--fail-on` level: the lowest severity that fails the gate, or `never`.
public enum FailThreshold: String, Sendable, Hashable, CaseIterable {
    case critical, medium, low, never

    /// The default gate: only critical findings fail a release.
    public static let `default` = FailThreshold.critical

    /// True when a finding of `severity` fails the gate at this threshold.
    public func gates(_ severity: Severity) -> Bool {
        switch self {
        case .never: return false
        case .critical: return severity == .critical
        case .medium: return severity == .critical || severity == .medium
        case .low: return true
        }
    }
}
