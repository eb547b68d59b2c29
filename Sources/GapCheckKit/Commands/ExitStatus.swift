import GapCheckModel

/// The process exit status of a gapcheck run; CI scripts depend on these numbers.
public enum ExitStatus: Int32, Sendable, Hashable, CaseIterable {
    /// Nothing at or above `--fail-on` (or a command that succeeded).
    case success = 0
    /// The gate failed: a new finding at or above `--fail-on`.
    case gateFailed = 1
    /// Usage, configuration, baseline, input or output error; one line on stderr names the file.
    case usageError = 2
    /// An input root holds no file gapcheck could read (`InputError.nothingReadable`, `.unknownTokenShape`): nothing was compared.
    case nothingToCompare = 3

    /// The status for an error that stopped a run: `nothingToCompare` for a root with nothing readable,
    /// else `usageError`.
    public static func forError(_ error: any Error) -> ExitStatus {
        if let input = error as? InputError, case .nothingReadable = input { return .nothingToCompare }
        if let input = error as? InputError, case .unknownTokenShape = input { return .nothingToCompare }
        return .usageError
    }
}
